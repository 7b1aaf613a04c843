// Internal to the solver: the search of the fan games without a hand (House in the Wood, House on
// the Hill), on a small table of its own that moves are made and taken back on in place: fans of
// card faces (the two copies alike), the foundations as heights per suit, and a key kept up to
// date move by move (Zobrist, the fans summed so that their order does not count).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "fan_deadlock.hpp"
#include "position_set.hpp"
#include "solver.hpp"
#include "suit_check.hpp"

namespace rb::tps {

class FanSearch {
 public:
  FanSearch(const State& start, int64_t budget, bool use_safe_moves);
  // As Solver::run.
  bool run(int64_t work);
  const Solution& solution() const { return solution_; }
  bool done() const { return done_; }

 private:
  static constexpr int kFans = kMaxTableau;
  static constexpr uint8_t kToFoundation = 0x80;  // Move::to: a foundation (low bits: which)
  struct Move {
    uint8_t from = 0, to = 0;
  };
  struct Frame {
    uint32_t first = 0, end = 0, next = 0;  // its moves in moves_
  };

  int rank_of(uint8_t face) const { return face % 13 + 1; }
  int suit_of(uint8_t face) const { return face / 13; }
  uint8_t top(int fan) const { return fans_[size_t(fan)][size_t(size_[size_t(fan)] - 1)]; }
  // The foundation slot a face goes to now (0/1: HitW's two of its suit, 0 up / 1 down in House
  // on the Hill), or -1.
  int foundation_slot(uint8_t face) const;
  bool safe(uint8_t face, int slot) const;
  void make(const Move& m);
  void take_back(const Move& m);
  void push(int fan, uint8_t face);
  uint8_t pop(int fan);
  // A fan's hash changed by `change` (a face in or out): the key follows (each fan's hash mixed,
  // then summed, so that the fans' order does not count but which cards share a fan does).
  void rehash(int fan, uint64_t change);
  uint64_t foundation_key() const;
  uint64_t key() const { return fan_key_ + foundation_key(); }
  // Pushes a frame with the moves from here, best first; false when the position was met before.
  bool enter();
  void finish(Verdict verdict);
  int order_score(const Move& m) const;
  // Whether some card can never move again (fan_deadlock.hpp): the position is lost.
  bool frozen() const;
  // Whether the suits that the last move changed (all four at the start) could each still be
  // played home alone (suit_check.hpp); false: the position is lost.
  bool suits_may_finish();
  // How near the position is to a win: the cards home, less how deep the cards the foundations
  // want next lie in their fans.
  int position_score() const;
  // How many cards of `face`'s suit under it (at `index` of `fan`) lie more than one rank lower.
  int blocked_below(int fan, int index, uint8_t face) const;
  std::vector<int> scores_;  // scratch: the moves' scores while they are sorted
  // Starts the search again from the start, its moves tried in another order, with a budget of
  // its own (the Luby sequence): a search that went wrong early does not spend the whole budget
  // there. The positions left stay met, so a search that runs out of positions proves a deal
  // lost.
  void restart();

  bool hill_;  // House on the Hill
  bool use_safe_moves_;
  int fan_count_;
  std::array<std::array<uint8_t, kFanDepth>, kFans> fans_{};
  std::array<uint8_t, kFans> size_{};
  std::array<std::array<uint8_t, 2>, 4> home_{};  // [suit][slot]: cards on the foundation
  int home_total_ = 0;
  std::array<uint64_t, 52> top_fans_{};  // per face: bit f set when fan f's top card is it
  struct Place {
    uint8_t fan = 0, index = 0;
  };
  struct Places {  // where a face's copies lie on the fans
    std::array<Place, 2> at{};
    int count = 0;
  };
  std::array<Places, 52> places_{};
  int blocking_ = 0;  // the pairs of a card over a lower card of its suit, not the next rank
  std::array<uint64_t, kFans> fan_hash_{};  // the XOR of its faces' Zobrist numbers
  uint64_t fan_key_ = 0;
  std::vector<Frame> frames_;
  std::vector<Move> moves_;
  std::vector<Move> taken_;  // the move taken from each frame but the last
  PositionSet seen_;
  SuitCheck suit_check_;
  int64_t budget_;
  int64_t restart_at_ = 0;  // the positions count at which this search starts again
  int restarts_ = 0;
  uint64_t jitter_ = 0;  // 0 for the first search: the scores alone order the moves
  bool done_ = false;
  State start_;
  Solution solution_;
};

}  // namespace rb::tps
