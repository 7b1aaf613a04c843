// Spite and Malice's gestures and words at the table (see table_words.hpp); its rules page is a
// data file (rules/).
#include "table_words.hpp"

#include "core/voices.hpp"

namespace rb::spite {
namespace {

std::string who(const Voices& voices, int seat) {
  return lower_first(voices[size_t(seat)].subject);
}

std::string pile_words(const State& s, PileId pile, const Voices& voices) {
  return speak_seats(pile_name(s, pile), voices);
}

std::string card_words(const State& s, const Action& a) {
  const std::optional<Card> card = moved_card(s, a);
  return card ? "the " + card_name(*card) : "a card";
}

// " as a 7": the rank a joker takes on a center stack.
std::string joker_rank(const State& s, const Action& a) {
  const std::optional<Card> card = moved_card(s, a);
  if (!card || !card->is_joker() || s.kind(a.to) != PileKind::center) return "";
  const int rank = center_rank(s, a.to) + 1;
  return std::string(rank == 1 || rank == 8 ? " as an " : " as a ") + rank_name(rank);
}

}  // namespace

ActionLook action_look(const State& s, const Action& a) {
  if (a.kind == ActionKind::end_turn) return {Gesture::button, -1, -1, -1};
  const bool from_hand = a.from < s.pile_count() && s.kind(a.from) == PileKind::hand;
  return {Gesture::move, a.from, a.to, from_hand ? int(a.index) : -1};
}

std::string action_label(const Action& a) {
  return a.kind == ActionKind::end_turn ? "End turn" : "";
}

std::string action_words(const State& before, const Action& a, const Voices& voices) {
  const int actor = before.turn();
  const std::string& subject = voices[size_t(actor)].subject;
  if (a.kind == ActionKind::end_turn) return subject + " ended the turn";
  const std::string card = card_words(before, a);
  const std::string from = pile_words(before, a.from, voices);
  const std::string to = pile_words(before, a.to, voices);
  if (a.to < before.pile_count() && before.kind(a.to) == PileKind::side) {
    return subject + " put " + card + " from " + from + " on " + to + ", which ends the turn";
  }
  std::string words =
      subject + " played " + card + " from " + from + " to " + to + joker_rank(before, a);
  if (a.to < before.pile_count() && before.kind(a.to) == PileKind::center &&
      center_rank(before, a.to) + 1 == kStackSize) {
    words += ": the stack is complete and goes back into the draw pile";
  }
  if (a.from < before.pile_count() && before.kind(a.from) == PileKind::payoff &&
      before.size(a.from) == 1) {
    words += ", emptying the payoff pile";
  }
  return words;
}

std::string hint_words(const State& s, const Action& a, const Voices& voices) {
  if (a.kind == ActionKind::end_turn) return "end your turn (the End turn button)";
  const std::string card = card_words(s, a);
  const std::string from = pile_words(s, a.from, voices);
  const std::string to = pile_words(s, a.to, voices);
  if (s.kind(a.to) == PileKind::side) {
    return "put " + card + " from " + from + " on " + to + " (that ends your turn)";
  }
  return "play " + card + " from " + from + " to " + to + joker_rank(s, a);
}

std::vector<SeatLine> seat_lines(const State& s, int seat) {
  std::vector<SeatLine> lines;
  if (s.rules().show_payoff_count || s.over()) {
    const std::string left = std::to_string(s.payoff_count(seat));
    lines.push_back({left + " payoff cards left", left + " payoff", false, false,
                     SeatLine::Counts::cards_left, s.payoff_count(seat)});
  }
  const std::string hand = std::to_string(s.size(s.hand_of(seat)));
  lines.push_back({hand + " cards in hand", hand + " in hand", false, true});
  if (s.over() && s.seats() > 2) {
    const int pay = payment(s, seat);
    const std::string text = (pay > 0 ? "+" : "") + std::to_string(pay);
    lines.push_back({"Settles " + text, text, pay < 0, false});
  }
  return lines;
}

// (The end panel adds the deal number and the turns played.)
std::string end_summary(const State& s, const Voices& voices) {
  std::string text = "Payoff cards left:";
  for (int seat = 0; seat < s.seats(); ++seat) {
    text += std::string(seat ? ", " : " ") + who(voices, seat) + " " +
            std::to_string(s.payoff_count(seat));
  }
  text += ".";
  if (s.seats() > 2) {
    text += " Payments:";
    for (int seat = 0; seat < s.seats(); ++seat) {
      const int pay = payment(s, seat);
      text += std::string(seat ? ", " : " ") + who(voices, seat) + " " + (pay > 0 ? "+" : "") +
              std::to_string(pay);
    }
    text += ".";
  }
  return text;
}

}  // namespace rb::spite
