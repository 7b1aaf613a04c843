// The seam between the shared code and a game of the family. A game is a module (GameModule): its
// name, presets, the deal from a seed, records, and its players (random, the rule book's greedy
// play, the computer's levels); a game in play is a GameState, a value the shared code copies,
// compares, asks for its legal actions and applies actions to, without knowing the rules. Actions
// cross the seam as ActionCode, 32 bits whose meaning only the game knows, with a text form that
// round-trips. A GameState is a small rules core (seats, turn, result, legal actions, apply, text
// of actions, observations); what only some games have (the table and words for a person, an
// engine running here, a clock, a match's games) are facets it may return, null otherwise.
// (Models: sgt-puzzles' `struct game`, OpenSpiel's Game/State.)
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game_options.hpp"
#include "table.hpp"

namespace rb {

using ActionCode = uint32_t;

// A card as it lies on the table: its number (deck * 52 + suit * 13 + rank - 1, or a joker's, as
// core/card.hpp), whether it is face up, and the rank a joker stands for there.
struct CardFace {
  int card = 0;
  bool face_up = false;
  uint8_t as_rank = 0;  // the rank a wild card (a joker) stands for where it lies; 0: none
};

// What the table calls each seat's player in sentences: {"You", "your"}, {"The computer", "the
// computer's"}. The game writes its words (moves, refusals, verdicts, results) with them.
struct SeatVoice {
  std::string subject;         // "You", "The computer", "Blue"
  std::string possessive;      // "your", "the computer's", "Blue's"
  bool second_person = false;  // "you miss your next turn", not "the computer misses its"
  bool person = false;  // a person in the third person (online, one screen): "their", not "its"
};
using Voices = std::vector<SeatVoice>;  // [seat]

// How a player makes an action at the table.
enum class Gesture : uint8_t {
  move,    // a card from pile `from` to pile `to`: dragged, or clicked and then its target clicked
  tap,     // a click on pile `from` (turning a card up, turning the waste over)
  call,    // a call on another seat's oversight (knock, Stop): the call button or its key
  button,  // a button of its own (Pass), labelled by action_label
  none,    // not offered at the table (giving up)
};
struct ActionLook {
  Gesture gesture = Gesture::none;
  int from = -1, to = -1;
  // The card a move takes from `from`, counted from the bottom (-1: its top card). From a hand
  // (PileInfo::hand) that card goes alone; from another pile it carries the cards above it.
  int from_index = -1;
};

// A call's judgement, as it would be made now.
struct CallVerdict {
  bool justified = false;
  std::optional<ActionCode> missed;  // the action the called seat should have made
  std::string words;                 // "you knocked: the last move broke a rule ..."
  // Why, alone, without who called nor the verdict: "the 3 of clubs could have gone to center
  // pile 4", "the last move broke no rule" (the coach's words).
  std::string reason;
};

// A line of a seat's box on the table: its long and its short wording, and whether it warns.
struct SeatLine {
  std::string text, short_text;  // short_text "" : the long one only
  bool alert = false;            // in the warning colour ("Misses a turn")
  bool muted = false;            // in the quiet colour ("Blue backs")
  // What the line counts, as a number (the text says it in words): "Wrong knocks 1/3" counts
  // wrong calls, 1.
  enum class Counts : uint8_t { nothing, cards_left, wrong_calls } counts = Counts::nothing;
  int count = 0;
};
// The names of what seat lines count, as views and the state JSON spell them ("" for nothing).
inline const char* seat_count_name(SeatLine::Counts counts) {
  return counts == SeatLine::Counts::cards_left    ? "cards_left"
         : counts == SeatLine::Counts::wrong_calls ? "wrong_calls"
                                                   : "";
}

class TableTalk;
class GameEngine;
class GameClock;
class SeatGames;

// The rules core: what a harness, a solver, the server and the conformance tests ask of any game
// (OpenSpiel's State is the model). What only some games have, or only a game whose rules run on
// this machine, are facets (below), found through pointers that are null when a game has not got
// them: the table and its words (talk()), the vocabulary of actions to try and the record
// (engine()).
class GameState {
 public:
  virtual ~GameState() = default;
  virtual std::unique_ptr<GameState> clone() const = 0;
  // The address name of its game ("russian-bank"), as GameModule::name, and the preset it is
  // played by (one of its module's presets()).
  virtual std::string_view game_name() const = 0;
  virtual std::string preset() const = 0;
  // Equal as values (same piles, turn, counters, result): what a replay must reproduce.
  virtual bool same_as(const GameState& other) const = 0;

  virtual int seat_count() const = 0;
  virtual int seat_in_turn() const = 0;
  // The seat that an action is made by (the seat in turn, or the caller of a knock or Stop).
  virtual int actor(ActionCode action) const = 0;
  virtual bool over() const = 0;
  // The winning seat once over; -1 for a draw or while playing.
  virtual int winner() const = 0;
  // The winner's points (0 for a draw, while playing, or when the game keeps no score).
  virtual int score() const = 0;
  // What the end is worth to `seat`: the winner's points to the winner and their negative to
  // the others (a game that settles between every pair of players says its own).
  virtual int points_of(int seat) const {
    const int w = winner();
    return w < 0 ? 0 : w == seat ? score() : -score();
  }
  // Everything that may be done now: the seat in turn's actions and any seat's call on an
  // oversight (knock, Stop), whose actor the action itself names.
  virtual void legal_actions(std::vector<ActionCode>& out) const = 0;
  // Applies an action; returns "" or, when it is refused, a reason a player can read, and the
  // state is unchanged.
  virtual std::string apply(ActionCode action) = 0;
  virtual std::string action_text(ActionCode action) const = 0;
  virtual std::optional<ActionCode> parse_action(std::string_view text,
                                                 std::string* error) const = 0;

  // What `seat` may see, as text: two states that differ only in what the seat cannot see give
  // the same observation.
  virtual std::string observation(int seat) const = 0;

  // The facets. Each is null when the game has not got it.
  // The table as a person sees it, and its words and voices (every game people play has them).
  virtual const TableTalk* talk() const { return nullptr; }
  // The game's own engine, when its rules run here (not a view of a game played elsewhere):
  // the actions to try, records, the deal, soundness checks, the hidden cards, advice and
  // judgement of calls.
  virtual const GameEngine* engine() const { return nullptr; }
  GameEngine* engine() { return const_cast<GameEngine*>(std::as_const(*this).engine()); }
  // (The non-const forms give the facet of a state that is not const, to change it: a facet is
  // the state itself seen through another interface, so the const_cast drops no real const.)
  // A game played all at once against a clock (a race at solitaire).
  virtual const GameClock* clock() const { return nullptr; }
  GameClock* clock() { return const_cast<GameClock*>(std::as_const(*this).clock()); }
  // A match made of one-player games, one a seat.
  virtual const SeatGames* seat_games() const { return nullptr; }
  SeatGames* seat_games() { return const_cast<SeatGames*>(std::as_const(*this).seat_games()); }

  // Played all at once, not in turns: every seat acts whenever it likes (a game with a clock).
  bool all_at_once() const { return clock() != nullptr; }
  // Whether `seat` has an action it may make now (in a game of turns: the seat in turn).
  bool may_act(int seat) const;
  // The action by which `seat` gives the game up: its engine's resign_action, or, in a game played
  // elsewhere (online), the one the server offers the seat; nullopt when there is none.
  virtual std::optional<ActionCode> resignation(int seat) const;
};

// The table as a person sees it, and its words and voices: the piles and their cards, how actions
// are made and told, the seats' boxes, the result.
class TableTalk {
 public:
  virtual ~TableTalk() = default;
  // The table: where its piles sit (for the shared layout), and each pile's cards, bottom first.
  virtual TableArrangements table() const = 0;
  virtual int pile_size(int pile) const = 0;
  virtual CardFace card_at(int pile, int index) const = 0;
  // The number of the turn being played (1 for the first), and of actions applied so far.
  virtual int turn_number() const = 0;
  virtual int action_count() const = 0;
  // How an action is made (input turns gestures into actions by this), and its button's words
  // ("Pass") when it has a button of its own.
  virtual ActionLook look(ActionCode action) const = 0;
  virtual std::string action_label(ActionCode action) const = 0;
  // The call button's words ("Knock", "Stop!"), or "" when the game has no calls.
  virtual std::string call_label() const = 0;
  // Words for the table, from the seats' voices (a state before the action it describes):
  // "The computer moved the 7 of hearts from its waste to house pile 3".
  virtual std::string action_words(ActionCode action, const Voices& voices) const = 0;
  // A reason of apply() or a result in the voices' words ("A's waste" -> "your waste").
  virtual std::string in_voices(std::string text, const Voices& voices) const = 0;
  // The lines of a seat's box (cards left, wrong calls, a missed turn to come).
  virtual std::vector<SeatLine> seat_lines(int seat) const = 0;
  // "A wins: ... (42 points)": the end in words, or "" while playing.
  virtual std::string result_text() const = 0;
  // After the end: the cards left and how long it took ("Cards left: you 3, the computer 12.").
  virtual std::string end_summary(const Voices& voices) const = 0;
  // Whether the place of `pile` is on the table now: an empty one is drawn only then (Single-deck
  // Russian Bank's tableau piles 5 to 8 come with the second player's first turn).
  virtual bool place_shown(int pile) const {
    (void)pile;
    return true;
  }
  // Whether the cards of `pile`, face up or not, are hidden from `seat` now: another seat's game
  // that a seat may not see yet, where each seat is a person at a page of their own (an identical
  // match online, SeatGames::seat_people_apart). The page of a person here never shows them.
  virtual bool hidden_from(int pile, int seat) const {
    (void)pile;
    (void)seat;
    return false;
  }
};

// A game's own engine, running here.
class GameEngine {
 public:
  virtual ~GameEngine() = default;
  // Every action of the game's vocabulary that could be tried now (legal or not): the table
  // finds a gesture's action among them (and says why it is refused), the conformance tests
  // sample the ones that must be refused. (Shared code asks candidate_actions_of(state), below,
  // which gives the legal actions of a state without an engine.)
  virtual void candidate_actions(std::vector<ActionCode>& out) const = 0;
  // The record of the game so far (game, options, seeds, actions), which the module's
  // load_record turns back into this state.
  virtual std::string record_text() const = 0;
  // The actions of the record, in order, and the state at its deal, before them.
  virtual std::vector<ActionCode> record_actions() const = 0;
  virtual std::unique_ptr<GameState> dealt() const = 0;
  // The game's own soundness checks (piles built as the rules build them); "" when sound.
  virtual std::string invariants() const = 0;
  // The card ids on its table (each below it exactly once) when a game in play holds another
  // number than its module's card_count() (a match of several players' packs); 0: the module's.
  virtual int cards_in_play() const { return 0; }
  // Deals again, from `seed`, the cards that `seat` cannot see among the places it cannot see.
  virtual void shuffle_hidden(int seat, uint64_t seed) = 0;
  // A hint to the seat in turn, as advice: "move the 7 of hearts from your waste to house pile 3".
  virtual std::string hint_words(ActionCode action, const Voices& voices) const = 0;
  // What a call would be judged now (a game without calls: never asked).
  virtual CallVerdict call_verdict(ActionCode call, const Voices& voices) const = 0;
  // An action the table may make by itself now, because no player could wish otherwise (a
  // solitaire's card that is safe on its foundation, when its rules ask for that).
  virtual std::optional<ActionCode> safe_auto_action() const = 0;
  // How many cards `seat` has still to get rid of to win, as the game counts them (Russian
  // Bank's cards left, Spite and Malice's payoff pile, a solitaire's cards not yet home): the
  // coach's measure of a move (core/game_review.hpp).
  virtual int cards_to_go(int seat) const = 0;
  // The action by which `seat` gives the game up, when the game has one (Russian Bank's "resign
  // a"): allowed at any time while the game is on, never among the legal actions; the other seat
  // wins. nullopt: the game has no resigning.
  virtual std::optional<ActionCode> resign_action(int seat) const {
    (void)seat;
    return std::nullopt;
  }
};

// A game played all at once against a clock: the table tells the game the time from its start
// (ms) before it applies an action (the record keeps it), and asks for the action the clock makes
// when it runs out.
class GameClock {
 public:
  virtual ~GameClock() = default;
  // Whether a seat has an action it may make now.
  virtual bool may_act(int seat) const = 0;
  // The computer's seats act each at their own pace: a mean time per action for a level (ms).
  virtual double computer_pace_ms(int level) const = 0;
  virtual void set_clock(double ms) = 0;
  // The time of the last action applied.
  virtual double clock_ms() const = 0;
  virtual std::optional<ActionCode> clock_action(double ms) const = 0;
  // When the clock runs out if nothing happens before (-1: never).
  virtual double clock_deadline_ms() const = 0;
};

// A match of one-player games of this module, one a seat (a match of solitaires).
class SeatGames {
 public:
  virtual ~SeatGames() = default;
  // A seat's own game, as a game of one player replays it (its dealt() and record_actions()),
  // once the seat's is over: the other's game, which the person may replay on the table after
  // theirs. nullptr while it is not over.
  virtual std::unique_ptr<GameState> seat_game(int seat) const = 0;
  // Why a seat's own game ended while the match goes on, in a few words ("the same position came
  // back 3 times", "no move is left"), or "" (still on, all home, or ended by its player).
  virtual std::string seat_over_reason(int seat) const = 0;
  // What the match is, for the table's bar while the person plays ("The computer plays this same
  // deal: more cards home wins").
  virtual std::string match_words() const = 0;
  // The statistics the match counts in beside its preset's: one of its module's stat_groups()
  // (against the computer: its mode).
  virtual std::string stat_group() const = 0;
  // Every seat is a person at a page of their own (an online table): every seat's game is laid on
  // the table (each page turns it round to its own seat), none is told as the person's, and what
  // a seat may not see yet of another's game is hidden from it (TableTalk::hidden_from). False
  // (and nothing changes) when the match cannot be played so (more seats than its table shows).
  virtual bool seat_people_apart() = 0;
};

inline std::optional<ActionCode> GameState::resignation(int seat) const {
  const GameEngine* e = engine();
  return e != nullptr ? e->resign_action(seat) : std::nullopt;
}

// The seat whose resignation ended the game (its engine's last recorded action), or -1 (the game
// on, ended otherwise, or played elsewhere: no engine here).
inline int resigned_seat(const GameState& game) {
  const GameEngine* engine = game.engine();
  if (engine == nullptr || !game.over()) return -1;
  const std::vector<ActionCode> actions = engine->record_actions();
  for (int seat = 0; seat < game.seat_count() && !actions.empty(); ++seat) {
    if (engine->resign_action(seat) == actions.back()) return seat;
  }
  return -1;
}

inline bool GameState::may_act(int seat) const {
  if (const GameClock* c = clock()) return c->may_act(seat);
  return !over() && seat_in_turn() == seat;
}

// The actions a table or a test may try in `state`: its engine's candidate_actions, or its legal
// actions when it has no engine here (a view of a game played elsewhere offers only those).
inline void candidate_actions_of(const GameState& state, std::vector<ActionCode>& out) {
  if (const GameEngine* e = state.engine()) {
    e->candidate_actions(out);
  } else {
    state.legal_actions(out);
  }
}

// Whether a game of this program has a solver (GameModule::solver): false unless one does (it
// defines this true), so that a program without one, a browser's page, leaves out what only a
// solver serves (the winnable-deal search, the watch for a lost deal, the solver's hints).
bool solvers_linked();
// Whether a game of this program plays all at once with computer seats (its own GameClock, as the
// solitaires' matches): false unless one does (it defines this true), so that a browser's page
// without one leaves out the computers' pacing there (an online table's clock has no computer).
bool computer_clocks_linked();

// A computer level as a person chooses it.
struct PlayerLevel {
  std::string_view name;         // "Club player"
  std::string_view description;  // a sentence for the menu
  double call_delay_ms = 0;      // how long it takes to make a call (knock, Stop) at the table
};

// A seat's player: decides the seat's actions from what the seat may see.
class SeatPlayer {
 public:
  virtual ~SeatPlayer() = default;
  // The action of the seat in turn.
  virtual ActionCode choose(const GameState& state) = 0;
  // The same in slices, so a table keeps drawing: works about `work` units (the game's own
  // measure of search effort) and returns the decision once there is one. Call again with the
  // same state until then. By default, decides at once.
  virtual std::optional<ActionCode> think(const GameState& state, int64_t work) {
    (void)work;
    return choose(state);
  }
  // In a game played all at once think() returns nothing also when the seat has nothing to do
  // now; this tells the two apart: true while a decision is still being worked out.
  virtual bool thinking() const { return false; }
  // The seat it plays, told once it has one (a game played all at once asks no seat in turn).
  virtual void take_seat(int seat) { (void)seat; }
  // A call on the other side's last action (knock, Stop) that seat `me` makes now, if any. Asked
  // before every action of another seat.
  virtual std::optional<ActionCode> call_out(const GameState& state, int me) = 0;
};

// Whether a one-player game can still be won from a position: a search in slices, with the
// whole deal known (GameModule::solver). A "winnable" answer comes with the actions to the win.
enum class SolveVerdict : uint8_t { unknown, winnable, not_winnable };
class GameSolver {
 public:
  virtual ~GameSolver() = default;
  // Searches about `work` more positions; true once answered (or its budget spent: unknown). A
  // search run elsewhere (solve_request.hpp: the browser's solver worker) is true once its
  // answer has come.
  virtual bool run(int64_t work) = 0;
  virtual SolveVerdict verdict() const = 0;
  virtual std::vector<ActionCode> line() const = 0;
  virtual int64_t positions() const = 0;
};

class GameModule {
 public:
  virtual ~GameModule() = default;
  virtual std::string_view name() const = 0;   // "russian-bank": addresses, records, files
  virtual std::string_view title() const = 0;  // "Russian Bank"
  virtual int card_count() const = 0;
  virtual std::span<const std::string_view> presets() const = 0;  // the first is the default
  // How the table names a preset in a sentence when "house rules" would read oddly: a text
  // marked for tr() ("three players"), or "" for "{preset} rules". And the menu's label of the
  // presets' row, marked for tr() ("Rules", "Players").
  virtual std::string_view preset_phrase(std::string_view preset) const {
    (void)preset;
    return {};
  }
  virtual std::string_view presets_label() const { return "Rules"; }
  // The options table (a row's preset_value is indexed by the preset's place in presets()).
  virtual std::vector<OptionSpec> options() const = 0;
  // A new deal of the preset, with options changed from the preset's values, from a game seed (a
  // deal number); nullptr and `error` (naming the preset or option) when one is refused.
  virtual std::unique_ptr<GameState> new_game(std::string_view preset, const OptionValues& options,
                                              uint64_t seed, std::string* error) const = 0;
  // Checks an option's value for a preset: "" with the value in the game's own spelling in
  // `canonical`, or the problem in words that start with the option's name
  // ("stall_turns \"5\" is not from 10 to 500").
  virtual std::string check_option(std::string_view preset, std::string_view name,
                                   std::string_view value, std::string* canonical) const = 0;
  // Whether a game (loaded from a record) was dealt by this preset, these options and this deal
  // number: "" or the first difference; `about_seed` tells that the deal number is the difference.
  virtual std::string deal_problem(const GameState& state, std::string_view preset,
                                   const OptionValues& options, uint64_t seed,
                                   bool* about_seed) const = 0;
  // The state a record's text replays to; nullptr and `error` (naming the line) when it does not.
  virtual std::unique_ptr<GameState> load_record(std::string_view text,
                                                 std::string* error) const = 0;
  // Whether this build plays a game of the preset with these options. A browser bundle may hold
  // a part of a game only (its page loads the bundle with the rest when the options need it).
  virtual bool plays_here(std::string_view preset, const OptionValues& options) const {
    (void)preset;
    (void)options;
    return true;
  }
  // The statistics groups a game of a preset may count in besides the preset's own (stat_group).
  virtual std::vector<std::string> stat_groups() const { return {}; }
  // "random", "greedy" (the rule book's own play), "ai1" .. the top level.
  virtual std::vector<std::string> player_names() const = 0;
  // nullptr for an unknown name. `seed` seeds the player's own generator.
  virtual std::unique_ptr<SeatPlayer> make_player(std::string_view name, uint64_t seed) const = 0;
  // The computer's levels a person chooses from, weakest first ("ai1" is the first).
  virtual std::span<const PlayerLevel> levels() const = 0;
  // The rules page of a preset, in our own words: the name of its file ("russian-bank-house.txt"),
  // a data file that is not compiled in. Each game keeps its pages in src/games/<folder>/rules/;
  // the build copies them into the folder rules/ beside the program and the page's bundles, and
  // the table reads one when its rules page is opened. Paragraphs are separated by blank lines,
  // each on one line; a heading starts with "# ". The build adds the folder's options.txt to
  // each page: a paragraph "option NAME: sentence" for each option (a page's own such paragraph
  // comes first and is the one read) and the keys' sentence, "Keys: ...".
  virtual std::string rules_file(std::string_view preset) const = 0;
  // The guided first game of a preset (core/lesson.hpp): the name of its data file, kept in
  // src/games/<folder>/learn/ and copied beside the rules pages.
  virtual std::string lesson_file(std::string_view preset) const {
    (void)preset;
    return "learn-" + std::string(name()) + ".txt";
  }
  // A solver of positions of this game that searches at most `budget` positions; nullptr when
  // the game has none.
  virtual std::unique_ptr<GameSolver> solver(const GameState& state, int64_t budget) const {
    (void)state;
    (void)budget;
    return nullptr;
  }
};

}  // namespace rb
