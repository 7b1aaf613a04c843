// Casual undo in games against the computer (Settings::casual_undo, take_back.hpp): off by
// default; on, the player takes back their own actions of their turn, never past a card turned
// face up, a knock or Stop, or the computer's action; such games count apart ("with undo").
#include <catch2/catch.hpp>

#include "app/flow/take_back.hpp"
#include "app/storage/stats.hpp"
#include "app/ui/panels.hpp"
#include "app_fixture.hpp"
#include "core/random.hpp"

using namespace rb;
using namespace rb::russian_bank;
using namespace rb::app;

namespace {

// How many of each card lie face up.
std::vector<int> face_up(const GameState& s) {
  std::vector<int> counts(256, 0);
  for (int pile = 0; pile < int(s.talk()->table().piles.size()); ++pile) {
    for (int i = 0; i < s.talk()->pile_size(pile); ++i) {
      if (s.talk()->card_at(pile, i).face_up) ++counts[size_t(s.talk()->card_at(pile, i).card)];
    }
  }
  return counts;
}

bool turns_up(const GameState& before, const GameState& after) {
  const std::vector<int> a = face_up(before), b = face_up(after);
  for (size_t i = 0; i < a.size(); ++i) {
    if (b[i] > a[i]) return true;
  }
  return false;
}

// A legal action of `seat` that is not a call, at random; nullopt when it has none.
std::optional<ActionCode> random_action(const GameState& s, int seat, Random& random) {
  std::vector<ActionCode> legal, own;
  s.legal_actions(legal);
  for (const ActionCode a : legal) {
    if (s.actor(a) == seat && s.talk()->look(a).gesture != Gesture::call) own.push_back(a);
  }
  if (own.empty()) return std::nullopt;
  return own[size_t(random.below(uint32_t(own.size())))];
}

// An action of the player's that turns no card up, when they have one.
std::optional<ActionCode> quiet_action(const GameState& s) {
  std::vector<ActionCode> legal;
  s.legal_actions(legal);
  for (const ActionCode a : legal) {
    if (s.actor(a) != kHumanSeat || s.talk()->look(a).gesture == Gesture::call) continue;
    std::unique_ptr<GameState> after = s.clone();
    if (after->apply(a).empty() && !turns_up(s, *after) && after->seat_in_turn() == kHumanSeat) {
      return a;
    }
  }
  return std::nullopt;
}

// Plays seed after seed of `game` until the player, in turn, has an action that turns nothing up
// and keeps the turn; returns the table then (the computer seat waits: the test plays it).
AppModel table_with_quiet_action(const std::string& game, bool casual, ActionCode& action) {
  for (int seed = 1; seed < 200; ++seed) {
    AppModel m = test::app_table("game=" + game + "&seats=wait&seed=" + std::to_string(seed) +
                                 (casual ? "&undo=on" : ""));
    m.settings.seats = Seats::human_vs_computer;  // (the computer seat acts when the test says)
    Random random{uint64_t(seed)};
    for (int step = 0; step < 400 && !m.game->over(); ++step) {
      const int seat = m.game->seat_in_turn();
      if (seat == kHumanSeat) {
        if (const std::optional<ActionCode> quiet = quiet_action(*m.game)) {
          action = *quiet;
          return m;
        }
      }
      const std::optional<ActionCode> a = random_action(*m.game, seat, random);
      if (!a) break;
      REQUIRE(any_action(m, *a, 0).empty());
    }
  }
  FAIL("no table with a quiet action of the player's in " << game);
  return AppModel{};
}

}  // namespace

TEST_CASE("casual undo is off by default: a game against the computer takes nothing back") {
  ActionCode action = 0;
  AppModel m = table_with_quiet_action("russian-bank", false, action);
  CHECK_FALSE(m.settings.casual_undo);
  REQUIRE(human_action(m, action, 0).empty());
  CHECK(undo(m, 0).find("undo is off") != std::string::npos);
  CHECK(m.game->engine()->record_actions().back() == action);
}

TEST_CASE("casual undo takes back the player's own action of their turn, and redo makes it again") {
  for (const std::string game :
       {"russian-bank", "pishe-pasha", "spite-and-malice", "single-deck-russian-bank"}) {
    INFO(game);
    ActionCode action = 0;
    AppModel m = table_with_quiet_action(game, true, action);
    const std::unique_ptr<GameState> before = m.game->clone();
    REQUIRE(human_action(m, action, 0).empty());
    REQUIRE(why_no_undo_now(m).empty());
    REQUIRE(undo(m, 0).empty());
    CHECK(m.game->same_as(*before));
    CHECK(m.game->engine()->record_actions() == before->engine()->record_actions());
    REQUIRE(redo(m, 0).empty());
    CHECK(m.game->engine()->record_actions().back() == action);
  }
}

TEST_CASE("casual undo never goes past a card turned up, a call or the computer's action") {
  // Random games of every game of two or more seats: whatever the player may take back was theirs,
  // no call, and turned no card up; after the computer's action, or one that turned a card up,
  // Undo refuses with its reason.
  int undone = 0, calls = 0;
  for (const std::string game :
       {"russian-bank", "pishe-pasha", "spite-and-malice", "single-deck-russian-bank"}) {
    for (int seed = 1; seed <= 6; ++seed) {
      INFO(game << " seed " << seed);
      AppModel m =
          test::app_table("game=" + game + "&seats=wait&undo=on&seed=" + std::to_string(seed));
      m.settings.seats = Seats::human_vs_computer;
      Random random(uint64_t(seed) * 31);
      for (int step = 0; step < 300 && !m.game->over(); ++step) {
        int seat = m.game->seat_in_turn();
        std::optional<ActionCode> a = random_action(*m.game, seat, random);
        if (!a) break;
        bool call = false;
        if (seat == kHumanSeat && random.below(8) == 0) {
          // Now and then the computer knocks (or calls Stop) in the player's turn.
          const std::optional<ActionCode> knock = call_action(*m.game, 1);
          if (knock && m.game->clone()->apply(*knock).empty()) {
            a = knock;
            seat = 1;
            call = true;
          }
        }
        const std::unique_ptr<GameState> before = m.game->clone();
        REQUIRE((seat == kHumanSeat ? human_action(m, *a, 0) : any_action(m, *a, 0)).empty());
        const bool allowed = why_no_undo_now(m).empty();
        if (call) ++calls;
        if (seat != kHumanSeat || turns_up(*before, *m.game) ||
            m.game->seat_in_turn() != kHumanSeat) {
          CHECK_FALSE(allowed);
          CHECK_FALSE(undo(m, 0).empty());
        } else if (allowed && random.below(3) == 0) {
          REQUIRE(undo(m, 0).empty());
          CHECK(m.game->same_as(*before));
          ++undone;
        }
      }
    }
  }
  CHECK(undone > 20);  // (the random games did take actions back)
  CHECK(calls > 5);    // (and had the computer's calls in the player's turn)
}

TEST_CASE("a game played with casual undo counts apart in the statistics, \"with undo\"") {
  ActionCode action = 0;
  AppModel casual = table_with_quiet_action("russian-bank", true, action);
  AppModel plain = table_with_quiet_action("russian-bank", false, action);
  CHECK(stats_line_key(*casual.game, casual.settings.casual_undo) == "house+undo");
  CHECK(stats_line_key(*plain.game, plain.settings.casual_undo) == "house");

  Stats stats;
  stats.game = "russian-bank";
  count_finished(stats, "house+undo", 3, kHumanSeat, 12);
  count_finished(stats, "house", 3, 1, 0);
  Stats read;
  REQUIRE(parse_stats(write_stats(stats), read).empty());
  CHECK(read == stats);
  CHECK(read.line("house+undo", 3).wins == 1);
  CHECK(read.line("house", 3).losses == 1);
  CHECK_FALSE(parse_stats("russian-bank stats 1\nhouse+redo 3 games=1 wins=1\n", read).empty());

  casual.ui.panel = Panel::stats;
  bool titled = false;
  for (const Widget& w : panel_view(casual).widgets) {
    titled = titled || w.text == "Statistics: House rules, with undo";
  }
  CHECK(titled);
}

TEST_CASE("the undo setting: an address option, kept with the settings, waiting for a new game") {
  Settings s;
  CHECK(apply_query("undo=on", s).empty());
  CHECK(s.casual_undo);
  CHECK(settings_query(s).find("&undo=on") != std::string::npos);
  Settings back;
  CHECK(apply_query(settings_query(s), back).empty());
  CHECK(back.casual_undo);
  const std::vector<std::string> problems = apply_query("undo=maybe", s);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].find("undo \"maybe\" is not on or off") == 0);
  CHECK(s.casual_undo);  // (a bad value keeps the one before)

  AppModel m = test::app_table("game=pishe-pasha&seed=3");
  m.chosen.casual_undo = true;
  CHECK(next_game_note(m) == "Rules, players and undo take effect with the next new game.");
  CHECK_FALSE(m.settings.casual_undo);
}
