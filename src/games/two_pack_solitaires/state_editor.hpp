// Internal to the two-pack solitaires' engine: the one class that changes a State's fields (the
// engine, hidden.cpp and the tests' scripted positions use it).
#pragma once

#include "state.hpp"

namespace rb::tps {

class Editor {
 public:
  explicit Editor(State& state) : s(state) {}
  // Puts a card on top of `pile` (with fewer than 104 cards on the table).
  void push(PileId pile, Card card, bool face_up) {
    const int at = s.start_[pile + 1u];
    const int used = s.start_[kMaxPiles];
    for (int i = used; i > at; --i) s.cards_[size_t(i)] = s.cards_[size_t(i - 1)];
    s.cards_[size_t(at)] = uint8_t(card.id | (face_up ? 0x80 : 0));
    for (int p = pile + 1; p <= kMaxPiles; ++p) ++s.start_[size_t(p)];
  }
  // Takes the top card of `pile` away.
  Card pop(PileId pile) {
    const int at = s.start_[pile + 1u] - 1;
    const int used = s.start_[kMaxPiles];
    const Card card{uint8_t(s.cards_[size_t(at)] & 0x7f)};
    for (int i = at; i + 1 < used; ++i) s.cards_[size_t(i)] = s.cards_[size_t(i + 1)];
    s.cards_[size_t(used - 1)] = 0;  // unused bytes stay zero so that equal states compare equal
    for (int p = pile + 1; p <= kMaxPiles; ++p) --s.start_[size_t(p)];
    return card;
  }
  // Moves the top card of `from` onto `to`, face up (as pop then push: only the cards and piles
  // between the two shift). (In engine.cpp: one copy of its code.)
  void move_top(PileId from, PileId to);
  void set_face(PileId pile, int i, bool face_up) {
    uint8_t& byte = s.cards_[size_t(s.start_[pile] + i)];
    byte = uint8_t((byte & 0x7f) | (face_up ? 0x80 : 0));
  }
  // A card put in place of another (dealing hidden cards again), its face kept.
  void set_card(PileId pile, int i, Card card) {
    uint8_t& byte = s.cards_[size_t(s.start_[pile] + i)];
    byte = uint8_t((byte & 0x80) | card.id);
  }
  void clear() {
    s.cards_ = {};
    s.start_ = {};
  }

  State& s;
  Rules& rules() { return s.rules_; }
  uint8_t& redeals_left() { return s.redeals_left_; }
  uint8_t& redeals_made() { return s.redeals_made_; }
  Outcome& outcome() { return s.outcome_; }
  uint32_t& action_count() { return s.action_count_; }
  uint64_t& seed() { return s.seed_; }
  std::vector<uint64_t>& seen() { return s.seen_; }
};

}  // namespace rb::tps
