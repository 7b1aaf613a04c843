// Internal to the engine: the only code that changes a State's fields (deal, apply, knock).
// Keeps the packed card array consistent: pile p holds cards_[end_[p-1] .. end_[p]).
#pragma once

#include <algorithm>

#include "state.hpp"

namespace rb::russian_bank {

class StateEditor {
 public:
  explicit StateEditor(State& state) : s(state) {}

  int total() const { return s.end_[kPileCount - 1]; }

  void push(PileId pile, Card card, bool face_up) {
    const int at = s.end_[pile];
    std::copy_backward(s.cards_.begin() + at, s.cards_.begin() + total(),
                       s.cards_.begin() + total() + 1);
    s.cards_[at] = static_cast<uint8_t>(card.id | (face_up ? State::kFaceUp : 0));
    if (face_up) mark_seen(card);
    for (int p = pile; p < kPileCount; ++p) ++s.end_[p];
  }

  CardSlot pop(PileId pile) {
    const int at = s.end_[pile] - 1;
    const CardSlot slot = State::decode(s.cards_[at]);
    std::copy(s.cards_.begin() + at + 1, s.cards_.begin() + total(), s.cards_.begin() + at);
    s.cards_[total() - 1] = 0;  // keep unused bytes zero so equal states compare equal
    for (int p = pile; p < kPileCount; ++p) --s.end_[p];
    return slot;
  }

  void set_top_face(PileId pile, bool face_up) {
    uint8_t& byte = s.cards_[s.end_[pile] - 1];
    byte = static_cast<uint8_t>((byte & 0x7f) | (face_up ? State::kFaceUp : 0));
    if (face_up) mark_seen(Card{static_cast<uint8_t>(byte & 0x7f)});
  }

  // Absolute index of a pile's i-th card in the packed array, and a face-down card put there
  // (for rearranging unseen cards only).
  static int index_of(const State& state, PileId pile, int i) { return state.begin(pile) + i; }
  void set_face_down_card(int index, Card card) { s.cards_[index] = card.id; }

  void mark_seen(Card card) { s.seen_[card.id >> 6] |= 1ULL << (card.id & 63); }

  // Moves every card of `from` onto `to` in reverse order (turning a pile over), with the face
  // given.
  void turn_pile_over(PileId from, PileId to, bool face_up) {
    while (!s.empty(from)) push(to, pop(from).card, face_up);
  }

  // The other fields, for deal, apply and knock.
  Rules& rules() { return s.rules_; }
  Player& turn() { return s.turn_; }
  uint8_t& knocks(Player p) { return s.knocks_[p]; }
  bool& misses_turn(Player p) { return s.misses_turn_[p]; }
  bool& progress_this_turn() { return s.progress_this_turn_; }
  uint16_t& stall() { return s.stall_; }
  uint16_t& turn_number() { return s.turn_number_; }
  uint32_t& action_count() { return s.action_count_; }
  LastAction& last() { return s.last_; }
  Result& result() { return s.result_; }

  State& s;
};

}  // namespace rb::russian_bank
