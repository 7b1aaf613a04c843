// The two-pack solitaires' solver: whether a position can still be won, by a depth-first search
// of the player's actions with the whole deal known (the hand's order, the cards face down, the
// redeals' shuffles), within a budget of positions. Positions met before are not searched again
// (tableau piles are interchangeable, so piles in another order are the same position); a card
// goes to a foundation without trying anything else when no card could ever need it on the
// tableau (safe_to_foundation); Congress's and Harp's hand is turned as steps of the search
// (stock_steps.hpp), those that turn fewer cards first where the hand goes by a limited number of
// times (Congress, Harp with a redeal limit), and in Harp without a redeal limit the hand and the
// waste are a set (talon_is_a_set); Harp and Intelligence order their moves by what digs cards out
// (a face-down card turned, a fan emptied for the hand to fill); House in the Wood and House on the
// Hill with redeals ask their fan search first (from the start, and after the last redeal, where
// its proofs hold); the search starts again now and then (restart), keeping the positions it has
// left as met (they are lost), so that a search that runs out of positions at any restart is a
// proof. The positions the search holds keep no history
// for the block rule (the third occurrence of a position): without it the game only allows more,
// so "not winnable" stays true, and a winning line never needs a position twice. A "winnable"
// answer comes with its line, replayed through the engine before it is given (shown_line: the
// same without the moves a card only wanders by, as the hint and the demo show it); "not winnable"
// means every way was searched.
// Works in slices (run), so that a browser keeps drawing while it thinks.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "position_set.hpp"
#include "state.hpp"
#include "stock_steps.hpp"

namespace rb::tps {

class FanSearch;

enum class Verdict : uint8_t { unknown, winnable, not_winnable };
const char* verdict_name(Verdict verdict);  // "unknown", "winnable", "not winnable"

struct Solution {
  Verdict verdict = Verdict::unknown;
  std::vector<Action> line;  // winnable: the actions from the position to the win
  int64_t positions = 0;     // positions searched
  int most_home = 0;         // the most cards on the foundations in a position searched
};

// The move of a card to a foundation that the search makes without trying others, if any.
std::optional<Action> safe_to_foundation(const State& state);

class Solver {
 public:
  // `budget`: the most positions to search before answering "unknown". With `use_safe_moves`
  // off the search tries every action everywhere and cuts off no position as lost (the tests'
  // exhaustive check).
  Solver(const State& start, int64_t budget, bool use_safe_moves = true);
  ~Solver();
  // Searches about `work` more positions; true once the answer is known (or the budget spent).
  bool run(int64_t work);
  bool done() const;
  const Solution& solution() const;
  // The winning line as the hint and the demo show it: the solution's without the moves a card
  // only wanders by (line_polish.hpp), worked out when first asked (not in the search's time).
  const std::vector<Action>& shown_line() const;

 private:
  // search_key's part of each tableau pile (in Congress and Harp, whose piles are few).
  using TableauHashes = std::array<uint64_t, 9>;
  struct KeyParts {
    TableauHashes tableau{};
    uint64_t foundations = 0;  // the foundations' part
    uint64_t talon = 0;        // the sum the hand's and the waste's part is made from
  };
  struct Frame {
    // (Made member by member: an aggregate's braces had its bytes zeroed first.)
    Frame(const State& at, const KeyParts& key_parts, uint64_t position, uint64_t talon_faces)
        : state(at), parts(key_parts), key(position), talon(talon_faces) {}
    State state;
    std::vector<Step> actions;  // to try from here, best first
    size_t next = 0;            // the next of them (the one taken is next - 1)
    KeyParts parts;
    uint64_t key = 0;    // search_key's (and the pending pile's part)
    uint64_t talon = 0;  // Harp: talon_faces
  };
  // search_key of a position reached from `parent` by `via` (or from nothing), from the parts the
  // step did not change; `parts` gets each part.
  uint64_t key(const State& state, const Frame* parent, const Step* via, KeyParts& parts) const;
  // The key and its parts of the position `step` leads to from `parent`'s, without making it
  // (Congress and Harp, most steps); false when not worked out so.
  bool predict(const Frame& parent, const Step& step, KeyParts& parts, uint64_t& key) const;
  // Pushes a frame for a new position; false when met before, or proved lost (Harp). `known`:
  // its key's parts (and the key) when predicted; `pending`: the pile the next move must build on
  // (0: none; see pending_after).
  bool enter(const State& state, const Frame* parent = nullptr, const Step* via = nullptr,
             const KeyParts* known = nullptr, uint64_t known_key = 0, PileId pending = 0);
  // The pending pile's part of the key (of a position whose key has `parts`).
  uint64_t pending_term(PileId pending, const KeyParts& parts) const;
  // The pending pile of the position `step` leads to from `parent`'s.
  PileId pending_after(const Frame& parent, const Step& step) const;
  // Starts again from the start with the steps' ties in another order and a budget of its own
  // (the Luby sequence), as the fan search does; the positions left stay met, those on the stack
  // are forgotten. (Not in the plain search of `use_safe_moves` off.)
  void restart();
  void finish(Verdict verdict);

  std::vector<Frame> stack_;
  // The step lists of frames popped, kept for the next frames (no position allocates its own).
  std::vector<std::vector<Step>> spare_steps_;
  PositionSet seen_;
  int64_t budget_;
  bool use_safe_moves_;
  bool no_redeal_ = false;  // no redeal left at the start: search_key's no_redeal
  bool done_ = false;
  mutable std::optional<std::vector<Action>> shown_line_;  // shown_line's, once asked
  State start_;
  State first_;               // the start without the block rule's history
  int64_t restart_unit_ = 0;  // positions: the searches' budgets are this times the Luby terms
  int64_t restart_at_ = 0;
  int restarts_ = 0;
  uint64_t jitter_ = 0;  // 0 for the first search
  // Harp's shown line, searched again: the hand's cards turned up only after the layout's moves
  // (as a player digs), not to bring a card home first.
  bool player_order_ = false;
  Solution solution_;
  std::unique_ptr<FanSearch> fans_;  // House in the Wood and on the Hill: a search of their own
  // The same games with redeals: the fan search from the start as if no redeal were allowed, run
  // first, only its win taken (first_try_); and asked first at each position after the last
  // redeal, where its proofs hold (fans_after_redeals_), its win's line kept for finish
  // (line_after_).
  std::unique_ptr<FanSearch> first_try_;
  bool fans_after_redeals_ = false;
  std::vector<Action> line_after_;
};

// Solves at once (natively; the browser runs a Solver in slices).
Solution solve(const State& start, int64_t budget);

// The position's key for the search: every card's place and face (the two copies of a card
// alike), the tableau piles in any order, the redeals. With `no_redeal` (the search started with
// no redeal left: Congress's rule) the hand and the waste count only by what the search can
// change: the hand is always the start's less cards from its top (it counts by its size), and the
// waste holds the start's waste less cards from its top and, on it, cards turned from the hand,
// in the hand's order (it counts by which cards it holds, the two copies told apart).
uint64_t search_key(const State& state, bool no_redeal = false);

}  // namespace rb::tps
