// Internal to Single-deck Russian Bank's engine: the one class that changes a State's fields.
#pragma once

#include "state.hpp"

namespace rb::sdrb {

class Editor {
 public:
  explicit Editor(State& state) : s(state) {}
  void push(PileId pile, Card card, bool face_up) {
    Pile& p = s.piles_[pile];
    p.cards[p.size++] = uint8_t(card.id | (face_up ? 0x80 : 0));
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
  }
  // Turns the whole of `from` over onto `to` (bottom becomes top), face as given.
  void turn_over(PileId from, PileId to, bool face_up) {
    while (s.size(from) > 0) push(to, pop(from), face_up);
  }
  // Moves the whole of `from` onto `to`, in order, face up.
  void move_all(PileId from, PileId to) {
    const int n = s.size(from);
    for (int i = 0; i < n; ++i) push(to, s.card(from, i), true);
    while (s.size(from) > 0) pop(from);
  }
  // A face-down card put in place of another (dealing hidden cards again).
  void set_card(PileId pile, int i, Card card) {
    uint8_t& byte = s.piles_[pile].cards[size_t(i)];
    byte = uint8_t((byte & 0x80) | card.id);
  }

  State& s;
  Player& turn() { return s.turn_; }
  Player& dealer() { return s.dealer_; }
  bool& outer_open() { return s.outer_open_; }
  bool& progress() { return s.progress_this_turn_; }
  uint16_t& stall() { return s.stall_; }
  uint16_t& turn_number() { return s.turn_number_; }
  uint32_t& action_count() { return s.action_count_; }
  Rules& rules() { return s.rules_; }
  void end_game(Outcome outcome, std::optional<Player> winner, int score) {
    s.outcome_ = outcome;
    s.winner_ = winner;
    s.score_ = score;
  }
};

}  // namespace rb::sdrb
