// The conformance tests every registered game passes, knowing nothing of its rules: play-outs
// between the random player and the rule book's greedy play over many deals of every preset,
// checking after every action that every card is in exactly one pile, the game's own soundness
// checks, that every listed action applies and has a text that parses back to it, that sampled
// unlisted actions are refused with a reason and change nothing, that a copy equals its original,
// that each seat's observation does not change when what it cannot see is dealt again; at the end,
// that the record round-trips and replays to the same state. And that the computer player is
// deterministic for a seed.
#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "core/game_checks.hpp"
#include "core/game_list.hpp"
#include "core/random.hpp"
#include "core/seat_order.hpp"
#include "rules_file.hpp"

namespace rb {
namespace {

constexpr int kParts = 4;  // the play-outs are split into this many test cases, run side by side
constexpr int kRefusalsSampled = 3;
constexpr int kCheckedActions = 200;  // with options drawn: checked after each of the first

// 2,000 play-outs per game, shared among its presets (at least 500 each); fewer under the
// sanitizers (RB_CONFORMANCE_PLAYOUTS, per game).
int playouts_per_preset(int presets) {
  const char* text = std::getenv("RB_CONFORMANCE_PLAYOUTS");
  const int per_game = text ? std::atoi(text) : 2000;
  return std::max({kParts, per_game / std::max(1, presets), text ? 0 : 500});
}

std::string where(const GameState& state, int action_index) {
  return " (after " + std::to_string(action_index) + " actions)\n" + state.engine()->record_text();
}

// The facets every game of the family has (its words at a table, its engine here), and the seat
// lines' counts as numbers that their words say.
std::string facets_problem(const GameState& state) {
  if (state.talk() == nullptr) return "no table words (TableTalk)";
  if (state.engine() == nullptr) return "no engine facet (GameEngine)";
  if (state.all_at_once() != (state.clock() != nullptr)) return "all at once without a clock";
  if (state.clock() == nullptr && !state.over() && !state.may_act(state.seat_in_turn())) {
    return "the seat in turn may not act";
  }
  for (int seat = 0; seat < state.seat_count(); ++seat) {
    for (const SeatLine& line : state.talk()->seat_lines(seat)) {
      if (line.counts == SeatLine::Counts::nothing) continue;
      if (line.count < 0 || line.text.find(std::to_string(line.count)) == std::string::npos) {
        return "seat line \"" + line.text + "\" counts " + std::to_string(line.count);
      }
    }
  }
  return "";
}

// A candidate action that is not listed (`sorted_legal`), each alike likely; none if all are.
// (Drawn until one is unlisted: the candidates are mostly unlisted, and listing those of every
// position took an eighth of the play-outs' time.)
std::optional<ActionCode> draw_unlisted(const std::vector<ActionCode>& candidates,
                                        const std::vector<ActionCode>& sorted_legal,
                                        Random& random) {
  const auto listed = [&](ActionCode action) {
    return std::binary_search(sorted_legal.begin(), sorted_legal.end(), action);
  };
  if (candidates.empty()) return std::nullopt;
  for (int tries = 0; tries < 32; ++tries) {
    const ActionCode action = candidates[random.below(static_cast<uint32_t>(candidates.size()))];
    if (!listed(action)) return action;
  }
  std::vector<ActionCode> unlisted;
  for (ActionCode action : candidates) {
    if (!listed(action)) unlisted.push_back(action);
  }
  if (unlisted.empty()) return std::nullopt;
  return unlisted[random.below(static_cast<uint32_t>(unlisted.size()))];
}

// The checks made after every action.
// "" when the table can make a listed move as it says: the card it takes is one a player can take
// up there (a hand's card by its place, another pile's top card as -1, a card under the top one
// by its place).
std::string look_problem(const TableTalk* talk, const TableArrangements& table, ActionCode action) {
  if (talk == nullptr) return "";
  const ActionLook look = talk->look(action);
  if (look.gesture != Gesture::move || look.from < 0 || look.from_index < 0) return "";
  const int size = talk->pile_size(look.from);
  const bool hand = size_t(look.from) < table.piles.size() && table.piles[size_t(look.from)].hand;
  if (look.from_index >= (hand ? size : size - 1)) {
    return "its card " + std::to_string(look.from_index) + " of " + std::to_string(size) +
           (hand ? " is not in the hand" : " should be -1, the top card, as the table takes it");
  }
  return "";
}

// A game with resigning (GameEngine::resign_action): each seat's resignation is never listed, is
// its own, and ends a game on for the others (now, and in its record after 1, 2, 4, 8... actions);
// a game over refuses it unchanged.
std::string resign_problem(const GameModule& game, const GameState& state,
                           const std::vector<ActionCode>& sorted_legal) {
  const GameEngine* engine = state.engine();
  for (int seat = 0; seat < state.seat_count(); ++seat) {
    const std::optional<ActionCode> resign = engine->resign_action(seat);
    if (!resign) continue;
    const std::string text = state.action_text(*resign);
    if (std::binary_search(sorted_legal.begin(), sorted_legal.end(), *resign)) {
      return "the resignation " + text + " is listed";
    }
    if (state.actor(*resign) != seat) return "the resignation " + text + " is another seat's";
    const std::optional<ActionCode> parsed = state.parse_action(text, nullptr);
    if (!parsed || *parsed != *resign) return "the resignation " + text + " does not parse back";
    const std::unique_ptr<GameState> after = state.clone();
    const std::string refusal = after->apply(*resign);
    if (state.over()) {
      if (refusal.empty() || !after->same_as(state)) return "a game over took " + text;
      continue;
    }
    if (!refusal.empty()) return "the resignation " + text + " was refused: " + refusal;
    if (!after->over() || after->winner() == seat) {
      return "the resignation " + text + " did not end the game for the others";
    }
    if (state.talk() && std::has_single_bit(unsigned(state.talk()->action_count()))) {
      if (std::string problem = record_problem(game, *after); !problem.empty()) {
        return "after " + text + ": " + problem;
      }
    }
  }
  return "";
}

std::string check_position(const GameModule& game, const GameState& state, Random& random) {
  if (std::string problem = soundness_problem(game, state); !problem.empty()) return problem;
  if (std::string problem = facets_problem(state); !problem.empty()) return problem;
  const std::unique_ptr<GameState> copy = state.clone();
  if (!copy->same_as(state) || !state.same_as(*copy)) return "a copy differs from its original";

  std::vector<ActionCode> legal, candidates;
  state.legal_actions(legal);
  if (!state.over() && legal.empty()) return "no legal action in a game not over";
  const TableTalk* talk = state.talk();
  const TableArrangements table = talk != nullptr ? talk->table() : TableArrangements{};
  for (ActionCode action : legal) {
    const std::string text = state.action_text(action);
    if (std::string problem = look_problem(talk, table, action); !problem.empty()) {
      return "listed action " + text + ": " + problem;
    }
    std::string error;
    const std::optional<ActionCode> parsed = state.parse_action(text, &error);
    if (!parsed || *parsed != action) return "action text \"" + text + "\" does not parse back";
    const std::unique_ptr<GameState> next = state.clone();
    if (std::string refusal = next->apply(action); !refusal.empty()) {
      return "listed action " + text + " refused: " + refusal;
    }
  }
  candidate_actions_of(state, candidates);
  std::vector<ActionCode> sorted_legal = legal;
  std::sort(sorted_legal.begin(), sorted_legal.end());
  for (int i = 0; i < kRefusalsSampled; ++i) {
    const std::optional<ActionCode> drawn = draw_unlisted(candidates, sorted_legal, random);
    if (!drawn) break;
    const ActionCode action = *drawn;
    const std::unique_ptr<GameState> next = state.clone();
    const std::string refusal = next->apply(action);
    if (refusal.empty()) return "unlisted action " + state.action_text(action) + " applied";
    if (!next->same_as(state))
      return "refused action " + state.action_text(action) + " changed the state";
  }
  if (std::string problem = resign_problem(game, state, sorted_legal); !problem.empty()) {
    return problem;
  }
  for (int seat = 0; seat < state.seat_count(); ++seat) {
    const std::unique_ptr<GameState> reshuffled = state.clone();
    reshuffled->engine()->shuffle_hidden(seat, random.next());
    if (reshuffled->observation(seat) != state.observation(seat)) {
      return "seat " + std::to_string(seat) + "'s observation changed with cards it cannot see";
    }
  }
  return "";
}

// Values for the options the preset lets a player change, drawn at random from their tables.
OptionValues random_options(const GameModule& game, int preset, Random& random) {
  OptionValues values;
  for (const OptionSpec& option : game.options()) {
    if (!option.in_preset(preset) || option.fixed_in(preset)) continue;
    if (random.below(2) == 0) continue;  // (about half the options keep the preset's value)
    std::string value;
    if (option.kind == OptionKind::number) {
      value = std::to_string(option.lowest +
                             int(random.below(uint32_t(option.highest - option.lowest + 1))));
    } else {
      value = option.values[random.below(uint32_t(option.values.size()))];
    }
    values.emplace_back(option.name, value);
  }
  return values;
}

// Plays one deal between two players, checking every position; returns the first problem. With
// `try_options` the deal is played with options drawn at random (a value a preset does not take is
// refused with a reason, and the deal is played with the preset's values).
std::string play_out(const GameModule& game, int preset_index, uint64_t seed,
                     const std::vector<std::string>& seats, bool try_options, int& with_options) {
  const std::string_view preset = game.presets()[size_t(preset_index)];
  std::string error;
  Random option_random(seed * 0x2545f4914f6cdd1dULL);
  std::unique_ptr<GameState> state;
  if (try_options) {
    state = game.new_game(preset, random_options(game, preset_index, option_random), seed, &error);
    if (!state && error.empty()) return "options refused without a reason";
    if (state) ++with_options;
  }
  const bool drawn_options = state != nullptr;
  if (!state) state = game.new_game(preset, {}, seed, &error);
  if (!state) return "no new game: " + error;
  std::vector<std::unique_ptr<SeatPlayer>> players;
  for (size_t seat = 0; seat < static_cast<size_t>(state->seat_count()); ++seat) {
    players.push_back(game.make_player(seats[seat % seats.size()], seed * 31 + seat));
    if (!players.back()) return "no player " + seats[seat % seats.size()];
    players.back()->take_seat(int(seat));
  }
  SeatOrder order;
  Random random(seed ^ 0x9e3779b97f4a7c15ULL);
  int actions = 0;
  while (!state->over()) {
    // (A play-out with options drawn, which may be a match of several games, is checked for its
    // first actions only.)
    if (!drawn_options || actions < kCheckedActions) {
      if (std::string problem = check_position(game, *state, random); !problem.empty()) {
        return problem + where(*state, actions);
      }
    }
    if (actions > 100000) return "the game does not end" + where(*state, actions);
    std::optional<ActionCode> action = order.clock_action(*state);
    const int turn = order.next(*state);
    for (int offset = 1; offset <= state->seat_count() && !action; ++offset) {
      const int seat = (turn + offset) % state->seat_count();
      action = players[seat]->call_out(*state, seat);
    }
    if (!action) action = players[turn]->choose(*state);
    if (std::string refusal = state->apply(*action); !refusal.empty()) {
      return "a player's action " + state->action_text(*action) + " was refused: " + refusal +
             where(*state, actions);
    }
    ++actions;
  }
  if (std::string problem = check_position(game, *state, random); !problem.empty()) {
    return problem + where(*state, actions);
  }
  if (std::string problem = record_problem(game, *state); !problem.empty()) {
    return problem + "\n" + state->engine()->record_text();
  }
  return "";
}

void run_part(int part) {
  const char* only = std::getenv("RB_CONFORMANCE_GAME");  // one game's play-outs only
  for (const GameModule* game : all_games()) {
    if (only != nullptr && game->name() != only) continue;
    const std::span<const std::string_view> presets = game->presets();
    for (int preset_index = 0; preset_index < int(presets.size()); ++preset_index) {
      const std::string_view preset = presets[size_t(preset_index)];
      std::string problem;
      int played = 0, with_options = 0;
      const int playouts = playouts_per_preset(int(presets.size()));
      for (int i = part; i < playouts && problem.empty(); i += kParts) {
        // Random against greedy, greedy against random, random against random, greedy alone.
        static const std::vector<std::vector<std::string>> pairings = {
            {"random", "greedy"}, {"greedy", "random"}, {"random"}, {"greedy"}};
        problem = play_out(*game, preset_index, 1000 + static_cast<uint64_t>(i),
                           pairings[static_cast<size_t>(i / kParts) % pairings.size()],
                           (i / (kParts * 4)) % 2 == 1, with_options);
        ++played;
      }
      INFO(std::string(game->name()) << ", preset " << preset << ", " << played << " play-outs");
      CHECK(problem == "");
      CHECK(played * kParts >= playouts - kParts);
      // Options drawn at random were taken in some of the deals (when the preset has any).
      if (!random_options(*game, preset_index, *std::make_unique<Random>(1)).empty()) {
        CHECK(with_options > 0);
      }
    }
  }
}

TEST_CASE("conformance: play-outs part 1 of 4", "[conformance]") {
  run_part(0);
}
TEST_CASE("conformance: play-outs part 2 of 4", "[conformance]") {
  run_part(1);
}
TEST_CASE("conformance: play-outs part 3 of 4", "[conformance]") {
  run_part(2);
}
TEST_CASE("conformance: play-outs part 4 of 4", "[conformance]") {
  run_part(3);
}

TEST_CASE("conformance: the computer player decides the same for the same seed", "[conformance]") {
  for (const GameModule* game : all_games()) {
    const std::string top = game->player_names().back();
    for (std::string_view preset : game->presets()) {
      std::unique_ptr<GameState> state = game->new_game(preset, {}, 77, nullptr);
      REQUIRE(state);
      std::unique_ptr<SeatPlayer> greedy = game->make_player("greedy", 5);
      int compared = 0;
      for (int step = 0; step < 400 && !state->over(); ++step) {
        if (step % 40 == 0) {
          const ActionCode first = game->make_player(top, 1234)->choose(*state);
          const ActionCode second = game->make_player(top, 1234)->choose(*state);
          INFO(game->name() << " " << preset << " step " << step);
          CHECK(state->action_text(first) == state->action_text(second));
          ++compared;
        }
        REQUIRE(state->apply(greedy->choose(*state)) == "");
      }
      CHECK(compared >= 3);
    }
  }
}

TEST_CASE("conformance: each preset takes its own option values and refuses nonsense by name",
          "[conformance]") {
  for (const GameModule* game : all_games()) {
    const std::span<const std::string_view> presets = game->presets();
    for (int preset = 0; preset < int(presets.size()); ++preset) {
      for (const OptionSpec& option : game->options()) {
        INFO(game->name() << " " << presets[size_t(preset)] << " " << option.name);
        CHECK_FALSE(option.label.empty());
        CHECK_FALSE(
            test::rules_option_sentence(*game, presets[size_t(preset)], option.name).empty());
        if (!option.in_preset(preset)) continue;
        const std::string value(option.preset_value[size_t(preset)]);
        std::string error;
        CHECK(game->new_game(presets[size_t(preset)], {{std::string(option.name), value}}, 1,
                             &error));
        CHECK(error == "");
        CHECK_FALSE(game->new_game(presets[size_t(preset)],
                                   {{std::string(option.name), "nonsense"}}, 1, &error));
        CHECK(error.find(option.name) != std::string::npos);
      }
      std::string error;
      CHECK_FALSE(game->new_game(presets[size_t(preset)], {{"no_such_option", "1"}}, 1, &error));
      CHECK(error.find("no_such_option") != std::string::npos);
    }
  }
}

TEST_CASE("conformance: a bad preset or record is refused with a reason", "[conformance]") {
  for (const GameModule* game : all_games()) {
    std::string error;
    CHECK_FALSE(game->new_game("no-such-preset", {}, 1, &error));
    CHECK_FALSE(error.empty());
    error.clear();
    CHECK_FALSE(game->load_record("not a record", &error));
    CHECK_FALSE(error.empty());
    CHECK_FALSE(game->make_player("no-such-player", 1));
    for (const std::string& name : game->player_names()) CHECK(game->make_player(name, 1));
  }
}

TEST_CASE("the list of games: names are unique and a record names its game", "[conformance]") {
  REQUIRE_FALSE(all_games().empty());
  CHECK(all_games().front()->name() == "russian-bank");
  for (const GameModule* game : all_games()) {
    CHECK(find_game(game->name()) == game);
    std::unique_ptr<GameState> state = game->new_game(game->presets().front(), {}, 3, nullptr);
    REQUIRE(state);
    CHECK(game_of_record(state->engine()->record_text()) == game);
    CHECK(state->game_name() == game->name());
  }
  CHECK(find_game("chess") == nullptr);
  CHECK(game_of_record("chess-record 1\n") == nullptr);
  CHECK(game_of_record("") == nullptr);
}

}  // namespace
}  // namespace rb
