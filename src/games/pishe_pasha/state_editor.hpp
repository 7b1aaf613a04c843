// Internal to Pishe Pasha's engine: the one class that changes a State's fields.
#pragma once

#include "state.hpp"

namespace rb::pishe_pasha {

class Table {
 public:
  explicit Table(State& state) : s(state) {}
  void push(PileId pile, Card card, bool face_up) {
    Pile& p = s.piles_[pile];
    p.cards[p.size++] = uint8_t(card.id | (face_up ? 0x80 : 0));
    if (face_up) s.seen_ |= 1ULL << card.id;
  }
  Card pop(PileId pile) {
    Pile& p = s.piles_[pile];
    const uint8_t byte = p.cards[--p.size];
    p.cards[p.size] = 0;  // unused bytes stay zero so that equal states compare equal
    return Card{uint8_t(byte & 0x7f)};
  }
  void set_top_face(PileId pile, bool face_up) {
    Pile& p = s.piles_[pile];
    uint8_t& byte = p.cards[p.size - 1];
    byte = uint8_t((byte & 0x7f) | (face_up ? 0x80 : 0));
    if (face_up) s.seen_ |= 1ULL << (byte & 0x7f);
  }
  // Turns the whole of `from` over onto `to` (bottom becomes top), face as given.
  void turn_over(PileId from, PileId to, bool face_up) {
    while (s.size(from) > 0) push(to, pop(from), face_up);
  }
  // A face-down card put in place of another (dealing hidden cards again).
  void set_card(PileId pile, int i, Card card) {
    uint8_t& byte = s.piles_[pile].cards[size_t(i)];
    byte = uint8_t((byte & 0x80) | card.id);
  }

  State& s;
  Player& turn() { return s.turn_; }
  bool& reserve_played() { return s.reserve_played_; }
  bool& progress() { return s.progress_this_turn_; }
  uint8_t& wrong_calls(Player p) { return s.wrong_calls_[p]; }
  bool& misses_turn(Player p) { return s.misses_turn_[p]; }
  uint16_t& stall() { return s.stall_; }
  uint16_t& turn_number() { return s.turn_number_; }
  uint32_t& action_count() { return s.action_count_; }
  LastAction& last() { return s.last_; }
  Rules& rules() { return s.rules_; }
  void end_game(Outcome outcome, std::optional<Player> winner, int score) {
    s.outcome_ = outcome;
    s.winner_ = winner;
    s.score_ = score;
  }
};

}  // namespace rb::pishe_pasha
