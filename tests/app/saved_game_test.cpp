// Saved games: games played with random legal actions (and bots to the end) are written and read
// back to the same settings, record and replayed state; every kind of damage (garbage, another
// version, a cut, a changed action, settings that do not match the record, hostile sizes) is
// refused with a message naming its line, and leaves the game it was to replace untouched.
#include "app/storage/saved_game.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "app_fixture.hpp"
#include "core/random.hpp"
#include "games/russian_bank/ai/bots.hpp"
#include "games/russian_bank/russian_bank_game.hpp"

using namespace rb;
using namespace rb::russian_bank;
using rb::app::parse_saved_game;
using rb::app::SavedGame;
using rb::app::write_saved_game;

namespace {

struct Played {
  SavedGame saved;  // its record: the text of `record`
  Record record;
  State state;  // where the actions led, applied one by one
  void write() { saved.record = write_record(record); }
};

// The engine's state a save leads to.
State engine_state_of(const SavedGame& saved) {
  const std::unique_ptr<GameState> game = app::state_of(saved);
  REQUIRE(game);
  return russian_bank_state(*game);
}

// A game with these settings after up to `count` random legal actions (knocks included).
Played play_random(const std::string& query, uint64_t game_seed, int count, uint64_t random_seed) {
  Played p;
  REQUIRE(app::apply_query(query, p.saved.settings).empty());
  p.saved.settings.seed = game_seed;
  p.saved.game_seed = game_seed;
  p.record = new_record(app::rules_for(p.saved.settings), game_seed);
  p.state = initial_state(p.record);
  Random random(random_seed);
  ActionList legal;
  for (int i = 0; i < count && !p.state.over(); ++i) {
    legal_actions(p.state, legal);
    if (legal.size() == 0) break;
    const Action action = legal.items[random.below(static_cast<uint32_t>(legal.size()))];
    REQUIRE(apply(p.state, action).empty());
    p.record.actions.push_back(action);
  }
  p.write();
  return p;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    lines.push_back(text.substr(pos, end - pos));
    pos = end + 1;
  }
  return lines;
}

std::string join_lines(const std::vector<std::string>& lines) {
  std::string text;
  for (size_t i = 0; i < lines.size(); ++i) text += (i > 0 ? "\n" : "") + lines[i];
  return text;
}

// The 0-based index in `lines` of the record's first action.
size_t first_action_line(const std::vector<std::string>& lines) {
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].rfind("seeds ", 0) == 0) return i + 1;
  }
  FAIL("no seeds line");
  return 0;
}

// Parses text that must fail; checks the message and that `out` is left as it was.
void check_save_refused(const std::string& text, const std::string& message) {
  const Played sentinel = play_random("preset=ultimate&level=1", 5, 30, 5);
  SavedGame out = sentinel.saved;
  CHECK(parse_saved_game(text, out) == message);
  CHECK(out == sentinel.saved);
}

const std::string kLevels = "use 1-5 or Beginner, Novice, Club player, Expert, Master";

}  // namespace

TEST_CASE("a saved game reads back to the same game, 200 random actions in") {
  const std::vector<std::string> queries = {
      "preset=house&level=3",
      "preset=house&stall_turns=40&knock_penalty_after=0&speed=fast&table=blue",
      "preset=scarne&level=5&waste_fills_space=yes",
      "preset=ultimate&level=1&speed=instant&table=grey&scoring=off",
  };
  int games = 0;
  for (const std::string& query : queries) {
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      INFO(query << " seed " << seed);
      Played p = play_random(query, seed * 7919, 200, seed);
      p.saved.stats_counted = seed % 2 == 0;
      const std::string text = write_saved_game(p.saved);
      SavedGame read;
      REQUIRE(parse_saved_game(text, read) == "");
      CHECK(read == p.saved);
      CHECK(engine_state_of(read) == p.state);
      CHECK(write_saved_game(read) == text);
      ++games;
    }
  }
  CHECK(games == 24);
}

TEST_CASE("a finished game reads back finished") {
  for (const Preset preset : {Preset::house, Preset::scarne, Preset::ultimate}) {
    Played p = play_random("preset=" + preset_name(preset), 99, 0, 1);
    const auto a = make_bot("greedy", 1), b = make_bot("greedy", 2);
    Random random(3);
    for (int i = 0; i < 5000 && !p.state.over(); ++i) {
      Bot& bot = p.state.turn() == kPlayerA ? *a : *b;
      const Action action = bot.choose(p.state, random);
      REQUIRE(apply(p.state, action).empty());
      p.record.actions.push_back(action);
    }
    p.write();
    REQUIRE(p.state.over());
    p.saved.stats_counted = true;
    SavedGame read;
    REQUIRE(parse_saved_game(write_saved_game(p.saved), read) == "");
    CHECK(read == p.saved);
    const State state = engine_state_of(read);
    CHECK(state == p.state);
    CHECK(state.result() == p.state.result());
  }
}

TEST_CASE("a save is text a person can read") {
  Played p = play_random("preset=scarne&stall_turns=40&level=2&speed=slow&table=red", 42, 2, 1);
  p.saved.stats_counted = true;
  const std::vector<std::string> lines = split_lines(write_saved_game(p.saved));
  REQUIRE(lines.size() > 8);
  CHECK(lines[0] == "russian-bank save 1");
  CHECK(lines[1] ==
        "settings preset=scarne&stall_turns=40&level=2&speed=slow&table=red&sound=on&seed=42&"
        "seats=play&reduced_motion=0");
  CHECK(lines[2] == "seed 42");
  CHECK(lines[3] == "counted 1");
  CHECK(lines[4] == "record_bytes " + std::to_string(p.saved.record.find_last_not_of('\n') + 1));
  CHECK(lines[5] == "");
  CHECK(lines[6] == "russian-bank-record 2");
  CHECK(lines[7] == "preset scarne");
}

TEST_CASE("a save with Windows line ends still reads") {
  const Played p = play_random("preset=house", 8, 60, 8);
  std::string text;
  for (const char c : write_saved_game(p.saved))
    text += c == '\n' ? std::string("\r\n") : std::string(1, c);
  SavedGame read;
  CHECK(parse_saved_game(text, read) == "");
  CHECK(read == p.saved);
}

TEST_CASE("not a save: empty, garbage, another version, too big") {
  check_save_refused("", "the save is empty");
  const std::string not_save =
      "line 1: not a Russian Bank save (the first line must be 'russian-bank save 1')";
  check_save_refused("hello\nworld", not_save);
  check_save_refused(std::string("\0\xff\x01garbage", 10), not_save);
  check_save_refused("\nrussian-bank save 1\n", not_save);
  check_save_refused("russian-bank-record 1\npreset house\nseeds 1 2\n", not_save);
  check_save_refused("russian-bank save 2\nsettings preset=house\n",
                     "line 1: save version '2' is not supported (this game reads version 1)");
  check_save_refused("russian-bank save 1.5",
                     "line 1: save version '1.5' is not supported (this game reads version 1)");
  const std::string huge(app::kMaxSavedGameBytes + 1, 'x');
  check_save_refused(huge, "the save is too long (1048577 bytes; at most 1048576)");
  // A valid save padded past the limit is refused just the same.
  const Played p = play_random("preset=house", 3, 10, 3);
  std::string padded = write_saved_game(p.saved);
  padded += std::string(app::kMaxSavedGameBytes, '\n');
  check_save_refused(padded, "the save is too long (" + std::to_string(padded.size()) +
                                 " bytes; at most 1048576)");
}

TEST_CASE("damaged header lines name their line") {
  const Played p = play_random("preset=scarne&stall_turns=40&level=2", 77, 50, 2);
  const std::vector<std::string> lines = split_lines(write_saved_game(p.saved));
  const auto with_line = [&](size_t index, const std::string& replacement) {
    std::vector<std::string> changed = lines;
    changed[index] = replacement;
    return join_lines(changed);
  };
  check_save_refused(with_line(1, "settings preset=scarne&stall_turns=40&level=9"),
                     "line 2: the settings are broken: level \"9\" is not a level: " + kLevels);
  check_save_refused(
      with_line(1, "settings preset=scarne&stall_turns=40&level=2&colour=red&speed=x"),
      "line 2: the settings are broken: unknown option \"colour\"; speed \"x\" is not a "
      "speed: use instant, fast, normal or slow");
  check_save_refused(
      with_line(1, "settings preset=scarne&stall_turns=50&level=2"),
      "line 2: the settings do not match the record's rules: stall_turns is 40 in the "
      "record but 50 in the settings");
  check_save_refused(
      with_line(1, "settings preset=scarne&level=2"),
      "line 2: the settings do not match the record's rules: stall_turns is 40 in the "
      "record but 60 in the settings");
  check_save_refused(with_line(1, "settings preset=ultimate&stall_turns=40"),
                     "line 2: the settings do not match the record's rules: the record's preset is "
                     "scarne, the settings' ultimate");
  check_save_refused(with_line(2, "seed 78"),
                     "line 3: the record's deck seeds are not those of deal 78");
  check_save_refused(with_line(2, "seed seventy"),
                     "line 3: the deal number 'seventy' is not a whole number from 0 to 2^64-1");
  check_save_refused(with_line(2, "seed -77"),
                     "line 3: the deal number '-77' is not a whole number from 0 to 2^64-1");
  check_save_refused(with_line(2, "seed"),
                     "line 3: the deal number '' is not a whole number from 0 to 2^64-1");
  check_save_refused(with_line(3, "counted 2"), "line 4: counted must be 0 or 1, not '2'");
  check_save_refused(
      with_line(3, "colour red"),
      "line 4: unknown line 'colour red' (expected settings, seed, counted or record_bytes)");
  check_save_refused(with_line(4, "record_bytes many"),
                     "line 5: record_bytes 'many' is not a whole number from 0 to 2^64-1");
  // (A number too large is out of range, not "not a whole number", as a review read.)
  check_save_refused(with_line(4, "record_bytes 18446744073709551616"),
                     "line 5: record_bytes '18446744073709551616' is not a whole number from 0 to "
                     "2^64-1");
  check_save_refused(with_line(3, "seed 77"), "line 4: the seed line is repeated");
  check_save_refused(with_line(1, "counted 0"), "line 4: the counted line is repeated");
  check_save_refused(with_line(1, "seed 77"), "line 3: the seed line is repeated");
  check_save_refused(with_line(1, ""), "line 2: the settings line is missing before here");
  check_save_refused(with_line(2, ""), "line 3: the seed line is missing before here");
  check_save_refused(with_line(3, ""), "line 4: the counted line is missing before here");
  check_save_refused(
      with_line(6, "russian-bank-record 3"),
      "line 7: not a Russian Bank record (the first line must be 'russian-bank-record "
      "2', or name an earlier edition: 1 to 2)");
  check_save_refused(with_line(7, "preset poker"),
                     "line 8: unknown preset 'poker' (house, scarne or ultimate)");
  // Header lines in another order are fine.
  std::vector<std::string> reordered = lines;
  std::swap(reordered[1], reordered[3]);
  SavedGame read;
  CHECK(parse_saved_game(join_lines(reordered), read) == "");
  CHECK(read == p.saved);
}

TEST_CASE("a cut save is refused, its header's or its record's lines alike") {
  const Played p = play_random("preset=house&level=4", 1234, 120, 4);
  const std::string text = write_saved_game(p.saved);
  const std::vector<std::string> lines = split_lines(text);
  int refused = 0, whole = 0;
  for (size_t length = 0; length < text.size(); ++length) {
    INFO("cut at " << length);
    const Played sentinel = play_random("preset=scarne", 6, 10, 6);
    SavedGame out = sentinel.saved;
    const std::string problem = parse_saved_game(text.substr(0, length), out);
    if (!problem.empty()) {
      CHECK(out == sentinel.saved);
      ++refused;
      continue;
    }
    // (Only the whole save, without some of its last line ends, reads.)
    CHECK(text.find_first_not_of('\n', length) == std::string::npos);
    CHECK(out == p.saved);
    ++whole;
  }
  CHECK(refused > 100);
  CHECK(whole == 1);  // (the save without its last line end)
  // A cut between two action lines leaves a shorter game that would replay: the record's length
  // says it was cut (a review found such a save loaded as the game some moves earlier).
  const size_t last_line_start = text.rfind('\n', text.size() - 2) + 1;
  check_save_refused(text.substr(0, last_line_start),
                     "line 5: the record was cut short or changed");
  // Cut in the header or before the record's seeds: each says what is missing where.
  const auto upto = [&](size_t line_count) {
    std::string cut;
    for (size_t i = 0; i < line_count; ++i) cut += lines[i] + "\n";
    return cut;
  };
  check_save_refused(upto(1),
                     "line 2: the save ends before its record (a blank line, then the record)");
  check_save_refused(upto(3),
                     "line 4: the save ends before its record (a blank line, then the record)");
  check_save_refused(upto(5),
                     "line 6: the save ends before its record (a blank line, then the record)");
  check_save_refused(upto(6), "line 5: the record is empty");
  check_save_refused(upto(8), "line 8: the record has no seeds line");
  check_save_refused(upto(5).substr(0, upto(5).size() - 1),
                     "line 5: the save ends before its record (a blank line, then the record)");
}

TEST_CASE("a changed action in the middle names its line and the reason") {
  for (const char* query : {"preset=house", "preset=scarne", "preset=ultimate"}) {
    INFO(query);
    const Played p = play_random(query, 31337, 200, 9);
    REQUIRE(p.record.actions.size() > 40);
    const size_t middle = p.record.actions.size() / 2;
    // The state before the middle action, and an action that is not legal there.
    State before = initial_state(p.record);
    for (size_t i = 0; i < middle; ++i) REQUIRE(apply(before, p.record.actions[i]).empty());
    Action illegal;
    std::string reason;
    for (PileId from = 0; from < kPileCount && reason.empty(); ++from) {
      for (PileId to = 0; to < kPileCount && reason.empty(); ++to) {
        if (from == to) continue;
        State copy = before;
        illegal = Action::move(from, to);
        reason = apply(copy, illegal);
      }
    }
    REQUIRE_FALSE(reason.empty());
    std::vector<std::string> lines = split_lines(write_saved_game(p.saved));
    const size_t index = first_action_line(lines) + middle;
    lines[index] = to_string(illegal);
    check_save_refused(join_lines(lines), "line " + std::to_string(index + 1) + ": cannot play '" +
                                              to_string(illegal) + "': " + reason);
    // An action that does not even parse.
    lines[index] = "move h2 z9";
    std::string parse_problem;
    REQUIRE_FALSE(parse_action("move h2 z9", &parse_problem));
    check_save_refused(join_lines(lines),
                       "line " + std::to_string(index + 1) + ": " + parse_problem);
    // A valid action swapped for the next one (legal elsewhere, maybe not here).
    lines = split_lines(write_saved_game(p.saved));
    std::swap(lines[index], lines[index + 1]);
    const Played sentinel = play_random("preset=house", 2, 3, 2);
    SavedGame out = sentinel.saved;
    const std::string problem = parse_saved_game(join_lines(lines), out);
    if (!problem.empty()) {
      CHECK(problem.rfind("line ", 0) == 0);
      CHECK(out == sentinel.saved);
    }
  }
}
