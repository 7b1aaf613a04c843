// Everything the app knows that is not SDL: the game being played (a state of its game module,
// whose record it keeps), who plays each seat, the timers of the computer's actions and calls,
// the UI state, and the layout of the window it is shown in. The platform layer feeds it the
// window size, the clock and input; the renderer draws it. It knows no game's rules: it asks the
// game (core/game.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "app/flow/deal_search.hpp"
#include "app/flow/loss_watch.hpp"
#include "app/flow/online_play.hpp"
#include "app/flow/solver_player.hpp"
#include "app/storage/settings.hpp"
#include "app/storage/stats.hpp"
#include "app/text/jokes.hpp"
#include "app/ui/layout.hpp"
#include "app/ui/rules_page.hpp"
#include "app/ui/ui_state.hpp"
#include "app/ui/widgets.hpp"
#include "core/game.hpp"
#include "core/game_review.hpp"
#include "core/lesson.hpp"
#include "core/random.hpp"

namespace rb::app {

// The window as the browser sees it: CSS pixels and the device pixels per CSS pixel; and the room
// the page's own button takes at the toolbar's left end, in CSS pixels (0: none).
struct Viewport {
  double css_width = 0, css_height = 0, dpr = 1;
  double page_button_css = 0;
  friend bool operator==(const Viewport&, const Viewport&) = default;
};

// The seat of the person at this screen (of the first, when people here play several seats).
inline constexpr int kHumanSeat = 0;

// A call (knock, Stop) the computer has decided on and makes after its level's delay.
struct PendingCall {
  ActionCode action = 0;
  double at_ms = 0;
};

// The coach's Review of a game (review.hpp): its search, going on in slices until done, and the
// game's record stepped through on the table (the table shows the game before actions[at]).
struct ReviewSession {
  std::unique_ptr<GameReview> coach;
  std::unique_ptr<GameState> dealt;
  std::vector<ActionCode> actions;
  size_t at = 0;
  std::string call;                    // the game's call's words ("Knock"; "" without calls)
  bool counted = false;                // its summary is in the statistics
  size_t progress_said_at = SIZE_MAX;  // the position whose coach's progress was last said
  bool seeking = false;  // Next mistake pressed before the coach found one: shown when it does
};

// The guided first game being played (lesson_play.hpp): its lesson and the step it is at.
struct LessonRun {
  Lesson lesson;
  size_t at = 0;
};

struct AppModel {
  Settings settings;  // of the game in play
  Settings chosen;    // the menu's choices: game, preset and level apply to the next game
  uint64_t game_seed = 0;
  uint64_t deals_started = 0;       // new_game counts the deals (a restart is a deal of its own)
  std::unique_ptr<GameState> game;  // the game in play, with its record
  // While the table replays a seat's own game of the game in play (GameState::seat_game, in
  // `game`), the game in play: saves and statistics go on with it.
  std::unique_ptr<GameState> replay_of;
  // The coach's review on the table (the game in play waits in replay_of meanwhile).
  std::unique_ptr<ReviewSession> review;
  uint64_t reviewed_deal = 0;  // the deal (deals_started) whose review the statistics counted
  // The game on the table stands in for one this build does not play (its settings' options are
  // another bundle's, which the platform is loading): it is never saved.
  bool stand_in = false;
  TableArrangements table;  // its table (where piles sit, what they are called)
  std::vector<std::unique_ptr<SeatPlayer>> computer;  // [seat]: the computer's, or nullptr
  std::optional<PendingCall> pending_call;
  std::unique_ptr<DealSearch> deal_search;  // a winnable deal being looked for (deal_search.hpp)
  std::unique_ptr<SolverPlayer> hinter;     // a hint being thought out, for the table `hint_for`
  std::unique_ptr<GameState> hint_for;
  // The player of the last hint given, kept while its action is the one played: the next hint
  // asks it again, so that it goes on with its plan (its turn's, or the solver's line) instead of
  // a new search that may move the same card back.
  std::unique_ptr<SolverPlayer> last_hinter;
  std::unique_ptr<GameState> last_hint_after;  // the table the hinted action led to
  LossWatch loss_watch;            // the solver's watch for a lost deal (loss_watch.hpp)
  double computer_at_ms = 0;       // the computer may act at or after this moment
  bool computer_thinking = false;  // its search goes on over several ticks
  int computer_run = 0;            // the computer's actions in a row in this turn
  int computer_run_turn = -1;      // that turn's number
  double end_at_ms = -1;           // the end-of-game panel opens then (-1: not yet)
  // A game played all at once (GameState::all_at_once): its clock (ms from its start, kept while
  // the game runs, not while it is paused), and when each computer seat acts next (-1: not due).
  double clock_ms = 0, clock_from_ms = 0;
  bool clock_running = false;
  std::array<double, 8> seat_due_ms{};  // [seat] (games have at most 8 seats)
  Random pace_random{1};                // the computer seats' delays around their pace
  double test_pace_ms = -1;             // the tests' own pace (test hooks only; negative: none)
  // [seat]: the computer seat looked at the table as it is now and had nothing to do (reset by
  // every action).
  std::array<bool, 8> seat_waits{};
  // The last undo_floor worked out (take_back.cpp), and the record it was worked out for (a hash
  // of the seed and actions): the toolbar asks for it at every frame it builds. With the game as
  // those actions left it and how many of each card lay face up, so that the floor of the record
  // one or more actions longer is worked out from there, not by replaying the game from the deal.
  struct UndoFloorSeen {
    uint64_t record = 0;
    size_t actions = 0;
    size_t floor = 0;
    std::unique_ptr<GameState> game;
    std::vector<int> face_up;
    int piles = 0;  // the table's (asked once, at the deal: it builds the whole arrangement)
  };
  mutable std::optional<UndoFloorSeen> undo_floor_seen;
  // Undo and redo (take_back.hpp): the actions taken back, the last taken back last, each with
  // whether the table made it by itself; which actions of the record the table made by itself
  // ([i]: the record's action i); and whether the table waits for the player before it plays
  // safe cards by itself again (after an undo).
  struct TakenBack {
    ActionCode action = 0;
    bool automatic = false;
  };
  std::vector<TakenBack> redo;
  // (Bytes, not std::vector<bool>: its bit-iterator code weighs a kilobyte of a page.)
  std::vector<uint8_t> automatic;
  bool auto_held = false;

  // Online (online_play.hpp): the table's link while the game on the table is the server's; how
  // the next table opens and the menu's list of public tables; the menu's choice of playing
  // online with the next new game; whether the page offers online play
  // (the menu's Online), and whether this build holds its client (the page's online bundle); and
  // the requests for that client, which the platform hands it.
  std::optional<OnlinePlay> online;
  OnlineOpening online_opening = OnlineOpening::by_link;
  PublicTables public_tables;
  bool online_chosen = false;
  bool online_offered = false;
  bool online_client = false;
  std::vector<std::string> online_requests;

  // The guided first game (lesson_play.hpp): the one on the table, whether one was asked for, and
  // the file asked for it ("": not yet).
  std::unique_ptr<LessonRun> lesson;
  bool lesson_game = false;  // the game on the table began as a lesson: in no statistics
  bool demo_played = false;  // the demo played in the game on the table: in no statistics either
  bool ended_once = false;   // it ended and an undo went on with it: counted then, not again
  // Whether the game on the table counts in no statistics from now on (a lesson's, one the demo
  // played in, or one counted already at an end that an undo took back).
  bool uncounted() const { return lesson_game || demo_played || ended_once; }
  bool lesson_wanted = false;
  std::string lesson_asked;

  Stats stats;           // the player's statistics of this game (kept between visits by the keeper)
  RulesPage rules_page;  // the rules panel's words, read when it is first opened (rules_page.hpp)
  // The loss screen's jokes (app/text/jokes.hpp), asked for when a game is first lost to the
  // computer, and answered (read, or not) before its end panel opens (rules_page.hpp).
  bool jokes_asked = false;
  bool jokes_answered = false;
  std::vector<Joke> jokes;
  // The language (app/text/languages.hpp): the system's ("fr", "" when the table does not speak
  // it), the one whose words were asked for last (and whether they could not be read), and a
  // count of the changes of the glyphs the renderer needs for it.
  std::string system_language;
  std::string language_asked;
  bool language_failed = false;
  int glyphs_version = 0;

  UiState ui;
  Viewport viewport;
  Layout layout;
  MeasureText measure = estimate_text_width;
  double now_ms = 0;     // the clock at the last update
  uint64_t entropy = 1;  // the platform's randomness for new deal numbers (advanced per game)

  const GameState& state() const { return *game; }
  const GameModule& module() const { return game_of(settings); }
  int pile_count() const { return table.pile_count; }
};

// The least room a narrow bar's buttons leave its message (toolbar_view).
inline constexpr double kLeastMessageCss = 56;
// A phone's bar (narrower than kNarrowBarCss) in rows is this many rows tall, the buttons in the
// first and the words below them: in a review, and wherever the table's cards are as
// large with it (an upright phone's table is as wide as the screen and has height to spare).
inline constexpr double kReviewBarRows = 3;
// Else in two rows (the words in one row of their own) where the cards are as large with it, or,
// in a bar crowded with buttons, keep this share of their height at least: a hint's sentence
// squeezed between four buttons, in four small lines cut short, costs a player more than a few
// pixels of every card.
inline constexpr double kTwoRowBarCardShare = 0.93;
// In a game played all at once (a race, a match against the computer), where the bar's words
// follow the computer's moves, this share (a player's review found them in three lines squeezed
// between Menu and End game, Rules and Stats gone, on a phone).
inline constexpr double kAllAtOnceBarCardShare = 0.88;

// Lays the table out again when the window changed; marks the model dirty if so.
void set_viewport(AppModel& model, const Viewport& viewport);
// Lays the table out for the current viewport and game (after a new game of another preset).
void lay_out(AppModel& model);

// Plays `count` legal actions chosen at random (cards to the foundations first, never a call), to
// show a game underway.
void play_random_actions(AppModel& model, int count, uint64_t random_seed);

// People on one screen (Settings::people). Whether two or more persons play here; the seat of the
// person who acts at the screen now (the seat in turn when a person plays it, else the one who held
// it last; kHumanSeat with one person); whether the table holds hands that only their owner sees;
// whether the screen waits to be passed to the person in turn (they must not see the last one's
// hand, nor the last one theirs); and the seat whose hand the screen shows (-1: none, while it
// waits to be passed).
bool people_here(const AppModel& model);
int screen_seat(const AppModel& model);
bool table_hides_hands(const AppModel& model);
bool screen_waits_to_pass(const AppModel& model);
int viewer_seat(const AppModel& model);

// The cards of a pile: how many, and the top one.
inline int pile_size(const AppModel& m, int pile) {
  return m.game->talk()->pile_size(pile);
}
inline bool pile_empty(const AppModel& m, int pile) {
  return m.game->talk()->pile_size(pile) == 0;
}
// A card as the person at this table sees it: another seat's hand shows its backs.
inline CardFace seen_card(const AppModel& m, int pile, int index) {
  CardFace face = m.game->talk()->card_at(pile, index);
  const PileInfo& info = m.table.piles[size_t(pile)];
  if (info.hand && info.owner != viewer_seat(m)) face.face_up = false;
  return face;
}
inline CardFace top_card(const AppModel& m, int pile) {
  return seen_card(m, pile, m.game->talk()->pile_size(pile) - 1);
}

}  // namespace rb::app
