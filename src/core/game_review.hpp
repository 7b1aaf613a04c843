// The coach: reviews one seat's actions in a game's record and finds its mistakes, for any game
// through the seam (game.hpp). At each of the seat's actions it asks:
//   - a call (knock, Stop) the seat made: was it justified (the game's call_verdict)?
//   - another action: could another seat now call on it with reason (a play the rules make first,
//     missed)? Else, would the game's top level have played something else, and is that clearly
//     better? In a game of turns each move is followed by the rest of the seat's turn as the top
//     level plays it on from there, up to a card the seat had not seen coming to light (its line:
//     a move of a plan is judged with its plan, not left half made); then both are played on by
//     the rule book's greedy play, on the same guesses of the cards the seat could not see, for
//     about two rounds. The measure is the game's own count of cards still to get rid of
//     (GameEngine::cards_to_go), the seat's against the others'. A move is a mistake when the top
//     level's keeps at least two cards more on average, and three times the average's error, and
//     the top level, asked again with other guesses, never plays the seat's move itself. While the
//     seat plays on in its turn, the top level whose line it followed decides on, as the table's
//     hint does after its hint was played (and the review is seeded as the hints are), so that
//     the hints' moves are never called weaker.
// And after each action of another seat: was a call due from the seat and not made? (One breach
// or one better move missed again and again in a row is one finding.)
// In a game alone with a solver, the solver walks the game first (solver_walk.hpp): a move after
// which it proves lost (or finds no win in) a deal it still won is a mistake there, the winning
// line's move the better one (play-outs a few moves deep do not see such a loss); a move after
// which it still wins is none.
// It works in slices (run), so a page reviewing a game never stalls.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game.hpp"

namespace rb {

class SolverWalk;

struct ReviewFinding {
  enum class Kind : uint8_t {
    weaker_move,  // the top level's move keeps clearly more cards ahead
    missed_play,  // a play the rules make first was missed (another seat could call on it)
    missed_call,  // a call (knock, Stop) was due and not made
    wrong_call,   // a call made without reason
  };
  Kind kind = Kind::weaker_move;
  size_t index = 0;       // the record's action it is about: the table before it shows the position
  ActionCode played = 0;  // the action made there
  std::optional<ActionCode> better;  // the move to make instead: the top level's, the missed play,
                                     // the call that was due
  std::optional<ActionCode> missed;  // missed_call: the play the other seat missed
  // missed_call: where that play's card lies at the position shown (after the other seat's move,
  // which may have moved it: the outline starts there), its index from the bottom (-1: the top).
  int missed_from = -1, missed_from_index = -1;
  double cards = 0;      // weaker_move: how many cards worse, on average
  int better_card = -1;  // weaker_move: the card the better move takes (its CardFace::card)
  std::string words;     // the finding, in the table's voices
};

// How many of each kind of finding a review made.
struct ReviewCounts {
  int mistakes = 0;      // weaker moves and missed plays
  int missed_calls = 0;  //
  int wrong_calls = 0;   //
  friend bool operator==(const ReviewCounts&, const ReviewCounts&) = default;
};
ReviewCounts count_findings(const std::vector<ReviewFinding>& findings);
// Whether weaker move `found` only misses again the better move of the last finding (the same
// move, or one of the same card elsewhere), with no other seat's action since position
// `other_acted_at`: one idea missed, counted once.
bool misses_same_move_again(const std::vector<ReviewFinding>& findings, const ReviewFinding& found,
                            size_t other_acted_at);
// "3 mistakes, 1 missed knock" ("No mistakes found." with none); `call` is the game's call's
// words ("Knock", "Stop!": GameState's TableTalk::call_label).
std::string review_summary(const ReviewCounts& counts, std::string_view call);
// A better move's words: the hint's, without its closing aside on how to make it ("turn up your
// reserve (tap or click it)" -> "turn up your reserve"), since the review shows it on the table.
std::string better_move_words(const GameState& at, ActionCode better, const Voices& voices);

class GameReview {
 public:
  // Reviews `seat`'s actions of `game`'s record (a game of turns whose rules run here: it has an
  // engine), with `module`'s top level and greedy play; `seed` seeds the guesses and players
  // (the game's seed: the top level is seeded as the table's hint, app/flow/hints.cpp).
  GameReview(const GameModule& module, const GameState& game, int seat, Voices voices,
             uint64_t seed);
  ~GameReview();
  // Works a slice: about `work` units of the top level's search, or one play-out (and the
  // actions that need no search before it); true once the whole record is reviewed.
  bool run(int64_t work);
  bool done() const { return next_ >= actions_.size(); }
  // How many of the record's actions are reviewed, of how many.
  size_t reviewed() const { return next_; }
  size_t total() const { return actions_.size(); }
  // How far the review has got, 0-100 (the solver's walk first, when there is one).
  int percent() const;
  const std::vector<ReviewFinding>& findings() const { return findings_; }
  int seat() const { return seat_; }

 private:
  void finish_action();
  std::optional<ActionCode> decide(SeatPlayer& player, const GameState& s, int64_t work);
  bool make_line(int which, ActionCode first, int64_t work);
  bool line_step(ActionCode action);
  void play_out_half();
  bool judge(ActionCode played);
  bool confirm(ActionCode played, int64_t work);
  std::unique_ptr<SeatPlayer> top_level(size_t actions, uint64_t salt) const;
  double playout(const std::vector<ActionCode>& line, uint64_t seed) const;

  const GameModule& module_;
  int seat_;
  Voices voices_;
  uint64_t seed_;
  std::vector<ActionCode> actions_;
  std::unique_ptr<GameState> at_;    // the position before actions_[next_]
  size_t next_ = 0;                  // the action being reviewed
  size_t other_acted_at_ = 0;        // the position after another seat's last action so far
  bool thought_ = false;             // the top level was asked in this slice
  std::unique_ptr<SeatPlayer> top_;  // the top level, deciding at at_ (null: not started)
  std::optional<ActionCode> best_;   // its move there, once decided
  // The lines of the top level's move (0) and the seat's (1), each begun by its move; the top
  // level carried from the action before (finish_action), and the rest of its line, if any.
  std::vector<ActionCode> lines_[2], carried_;
  std::unique_ptr<SeatPlayer> carried_player_;
  bool line_done_[2] = {false, false};
  std::unique_ptr<SeatPlayer> liner_;                // the top level making the seat's line
  std::unique_ptr<GameState> line_at_, line_guess_;  // where the line being made is, as it is and
                                                     // with the unseen cards guessed
  // A weaker move found (pending_), while the top level is asked again (asked_ times so far, by
  // asker_).
  bool judged_ = false, found_ = false;
  ReviewFinding pending_;
  int asked_ = 0;
  std::unique_ptr<SeatPlayer> asker_;
  int pair_ = 0, pairs_played_ = 0;  // the play-outs of the two moves so far
  bool half_played_ = false;         // the better move's play-out of pair_ is done, and its value:
  double better_value_ = 0;
  double sum_ = 0, squares_ = 0;  // of their differences
  std::vector<ReviewFinding> findings_;
  std::unique_ptr<SolverWalk> walk_;  // a one-player game's solver along it, first
  // walk_, known null where no solver is linked (so that a page without one leaves its code out).
  SolverWalk* walk() const { return solvers_linked() ? walk_.get() : nullptr; }
};

}  // namespace rb
