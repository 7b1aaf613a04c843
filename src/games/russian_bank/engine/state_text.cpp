// The state as text (see state_text.hpp).
#include "state_text.hpp"

#include "core/decimal_text.hpp"

namespace rb::russian_bank {
namespace {

const char* outcome_name(Outcome outcome) {
  switch (outcome) {
    case Outcome::playing:
      return "playing";
    case Outcome::won:
      return "won";
    case Outcome::blocked:
      return "blocked";
    case Outcome::resigned:
      return "resigned";
  }
  return "?";
}

const char* player_letter(Player p) {
  return p == kPlayerA ? "a" : "b";
}

}  // namespace

std::string state_text(const State& s) {
  std::string text;
  for (int p = 0; p < kPileCount; ++p) {
    const PileId pile = PileId(p);
    text += pile_code(pile) + ":";
    if (s.empty(pile)) text += " -";
    for (int i = 0; i < s.size(pile); ++i) {
      const CardSlot slot = s.at(pile, i);
      text += slot.face_up ? " " : " ~";
      text += card_code(slot.card);
      if (slot.card.deck() == 1) text += "'";
    }
    text += "\n";
  }
  const Result& r = s.result();
  text += std::string("turn ") + player_letter(s.turn()) + ", turn number " +
          std::to_string(s.turn_number()) + ", actions " + std::to_string(s.action_count()) +
          "\nunjustified knocks " + std::to_string(s.unjustified_knocks(kPlayerA)) + " " +
          std::to_string(s.unjustified_knocks(kPlayerB)) + ", misses next turn " +
          (s.misses_next_turn(kPlayerA) ? "a" : "") + (s.misses_next_turn(kPlayerB) ? "b" : "") +
          ", turns without progress " + std::to_string(s.turns_without_progress()) + "\nresult " +
          outcome_name(r.outcome) + (r.winner ? std::string(" ") + player_letter(*r.winner) : "") +
          " " + std::to_string(r.score) + "\n";
  const uint64_t hash = s.hash();
  return text + "hash " + hex_text(uint32_t(hash >> 32), 8) + hex_text(uint32_t(hash), 8) + "\n";
}

}  // namespace rb::russian_bank
