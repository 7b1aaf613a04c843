// Spite and Malice's gestures and words at the table (see table_words.hpp); its rules page is a
// data file (rules/).
#include "table_words.hpp"

#include <algorithm>
#include <utility>

#include "core/small_sort.hpp"
#include "core/translation.hpp"
#include "core/voices.hpp"

namespace rb::spite {
namespace {

std::string who(const Voices& voices, int seat) {
  return lower_first(voices[size_t(seat)].subject);
}

// A pile in the seats' voices: "your hand", "the computer's side stack 2", "center stack 3".
std::string pile_words(const State& s, PileId pile, const Voices& voices) {
  const int owner = pile < s.pile_count() ? s.owner(pile) : -1;
  if (owner < 0 || size_t(owner) >= voices.size()) return pile_name(s, pile);
  const SeatVoice& v = voices[size_t(owner)];
  switch (s.kind(pile)) {
    case PileKind::payoff:
      return v.second_person ? std::string(tr("your payoff pile"))
                             : tr_fill("{0} payoff pile", {v.possessive});
    case PileKind::hand:
      return v.second_person ? std::string(tr("your hand")) : tr_fill("{0} hand", {v.possessive});
    case PileKind::side: {
      const std::string number = std::to_string(s.side_number(pile) + 1);
      return v.second_person ? tr_fill("your side stack {0}", {number})
                             : tr_fill("{0} side stack {1}", {v.possessive, number});
    }
    default:
      return pile_name(s, pile);
  }
}

// The rank a joker takes on a center stack (0: none).
int joker_rank(const State& s, const Action& a) {
  const std::optional<Card> card = moved_card(s, a);
  if (!card || !card->is_joker() || s.kind(a.to) != PileKind::center) return 0;
  return center_rank(s, a.to) + 1;
}

// A pile in the words of a move made by a seat named in the third person: its own piles (the
// only ones it plays from, and its side stacks) called "its" once the sentence has named it
// ("The computer put the 7 from its hand on its side stack 2", not "from the computer's hand on
// the computer's side stack 2"; as "misses its next turn" elsewhere).
std::string actor_pile_words(const State& s, PileId pile, const Voices& voices, int actor) {
  const bool own = pile < s.pile_count() && s.owner(pile) == actor;
  const SeatVoice& v = voices[size_t(actor)];
  if (!own || v.second_person) return pile_words(s, pile, voices);
  switch (s.kind(pile)) {
    case PileKind::payoff:
      return its_or_theirs(v, tr_mark("its payoff pile"), tr_mark("their payoff pile"));
    case PileKind::hand:
      return its_or_theirs(v, tr_mark("its hand"), tr_mark("their hand"));
    case PileKind::side:
      return its_or_theirs(v, tr_mark("its side stack {0}"), tr_mark("their side stack {0}"),
                           {std::to_string(s.side_number(pile) + 1)});
    default:
      return pile_words(s, pile, voices);
  }
}

// "an ace", "an 8", "a 7": the English article.
bool takes_an(int rank) {
  return rank == 1 || rank == 8;
}

}  // namespace

ActionLook action_look(const State& s, const Action& a) {
  if (a.kind == ActionKind::end_turn) return {Gesture::button, -1, -1, -1};
  const bool from_hand = a.from < s.pile_count() && s.kind(a.from) == PileKind::hand;
  return {Gesture::move, a.from, a.to, from_hand ? int(a.index) : -1};
}

std::string action_label(const Action& a) {
  return a.kind == ActionKind::end_turn ? std::string(tr("End turn")) : "";
}

std::string action_words(const State& before, const Action& a, const Voices& voices) {
  const int actor = before.turn();
  const bool you = voices[size_t(actor)].second_person;
  const std::string& subject = voices[size_t(actor)].subject;
  if (a.kind == ActionKind::end_turn) {
    return you ? std::string(tr("You ended the turn")) : tr_fill("{0} ended the turn", {subject});
  }
  const std::optional<Card> card = moved_card(before, a);
  const std::string name = card ? card_words(*card) : "";
  const std::string from = actor_pile_words(before, a.from, voices, actor);
  const std::string to = actor_pile_words(before, a.to, voices, actor);
  if (a.to < before.pile_count() && before.kind(a.to) == PileKind::side) {
    if (!card) {
      return you ? tr_fill("You put a card from {0} on {1}, which ends the turn", {from, to})
                 : tr_fill("{0} put a card from {1} on {2}, which ends the turn",
                           {subject, from, to});
    }
    return you ? tr_fill("You put the {0} from {1} on {2}, which ends the turn", {name, from, to})
               : tr_fill("{0} put the {1} from {2} on {3}, which ends the turn",
                         {subject, name, from, to});
  }
  const int joker = joker_rank(before, a);
  std::string words;
  if (!card) {
    words = you ? tr_fill("You played a card from {0} to {1}", {from, to})
                : tr_fill("{0} played a card from {1} to {2}", {subject, from, to});
  } else if (joker == 0) {
    words = you ? tr_fill("You played the {0} from {1} to {2}", {name, from, to})
                : tr_fill("{0} played the {1} from {2} to {3}", {subject, name, from, to});
  } else if (takes_an(joker)) {
    words = you ? tr_fill("You played the {0} from {1} to {2} as an {3}",
                          {name, from, to, rank_words(joker)})
                : tr_fill("{0} played the {1} from {2} to {3} as an {4}",
                          {subject, name, from, to, rank_words(joker)});
  } else {
    words = you ? tr_fill("You played the {0} from {1} to {2} as a {3}",
                          {name, from, to, rank_words(joker)})
                : tr_fill("{0} played the {1} from {2} to {3} as a {4}",
                          {subject, name, from, to, rank_words(joker)});
  }
  if (a.to < before.pile_count() && before.kind(a.to) == PileKind::center &&
      center_rank(before, a.to) + 1 == kStackSize) {
    words = tr_fill("{0}: the stack is complete and goes back into the draw pile", {words});
  }
  if (a.from < before.pile_count() && before.kind(a.from) == PileKind::payoff &&
      before.size(a.from) == 1) {
    words = tr_fill("{0}, emptying the payoff pile", {words});
  }
  return words;
}

std::string hint_words(const State& s, const Action& a, const Voices& voices) {
  if (a.kind == ActionKind::end_turn) return std::string(tr("end your turn (the End turn button)"));
  const std::optional<Card> card = moved_card(s, a);
  const std::string from = pile_words(s, a.from, voices);
  const std::string to = pile_words(s, a.to, voices);
  if (s.kind(a.to) == PileKind::side) {
    return card ? tr_fill("put the {0} from {1} on {2} (that ends your turn)",
                          {card_words(*card), from, to})
                : tr_fill("put a card from {0} on {1} (that ends your turn)", {from, to});
  }
  const int joker = joker_rank(s, a);
  if (!card) return tr_fill("play a card from {0} to {1}", {from, to});
  if (joker == 0) return tr_fill("play the {0} from {1} to {2}", {card_words(*card), from, to});
  return takes_an(joker) ? tr_fill("play the {0} from {1} to {2} as an {3}",
                                   {card_words(*card), from, to, rank_words(joker)})
                         : tr_fill("play the {0} from {1} to {2} as a {3}",
                                   {card_words(*card), from, to, rank_words(joker)});
}

std::string in_voices(const State& s, std::string_view text, const Voices& voices) {
  // Each seat's pile as pile_name writes it (with the seat's letter, in the table's language),
  // longest first; what lies between them goes through speak_seats (its English "A's ").
  std::vector<std::pair<std::string, PileId>> names;
  for (PileId pile = 0; pile < s.pile_count(); ++pile) {
    const int owner = s.owner(pile);
    if (owner >= 0 && size_t(owner) < voices.size()) names.emplace_back(pile_name(s, pile), pile);
  }
  small_sort(names.begin(), names.end(),
             [](const auto& x, const auto& y) { return x.first.size() > y.first.size(); });
  std::string out, between;
  for (size_t at = 0; at < text.size();) {
    const auto name = std::find_if(names.begin(), names.end(), [&](const auto& n) {
      return !n.first.empty() && text.substr(at).starts_with(n.first);
    });
    if (name == names.end()) {
      between += text[at++];
      continue;
    }
    out += speak_seats(std::move(between), voices);
    between.clear();
    out += pile_words(s, name->second, voices);
    at += name->first.size();
  }
  return out + speak_seats(std::move(between), voices);
}

std::vector<SeatLine> seat_lines(const State& s, int seat) {
  std::vector<SeatLine> lines;
  if (s.rules().show_payoff_count || s.over()) {
    const int left = s.payoff_count(seat);
    lines.push_back({tr_count(left, "{0} payoff card left|{0} payoff cards left"),
                     tr_count(left, "{0} payoff|{0} payoff"), false, false,
                     SeatLine::Counts::cards_left, left});
  }
  const int hand = s.size(s.hand_of(seat));
  lines.push_back({tr_count(hand, "{0} card in hand|{0} cards in hand"),
                   tr_count(hand, "{0} in hand|{0} in hand"), false, true});
  if (s.over() && s.seats() > 2) {
    const int pay = payment(s, seat);
    const std::string text = (pay > 0 ? "+" : "") + std::to_string(pay);
    lines.push_back({tr_fill("Score {0}", {text}), text, pay < 0, false});
  }
  return lines;
}

// Why a blocked game was blocked (the rules' section on it), before the count it is decided by:
// a review found "a blocked game" unexplained after a long game.
std::string blocked_words(const State& s) {
  if (s.outcome() != Outcome::blocked) return "";
  if (s.idle_turns() >= s.seats()) {
    return std::string(tr("Nobody drew or played a card for a whole round: the game is blocked."));
  }
  if (s.stall() >= s.rules().stall_turns) {
    return tr_count(s.stall(),
                    "No payoff card was played in {0} turn: the game is blocked.|No payoff card "
                    "was played in {0} turns: the game is blocked.");
  }
  return std::string(tr("The draw pile ran out: the game is blocked."));
}

// (The end panel adds the deal number and the turns played.)
std::string end_summary(const State& s, const Voices& voices) {
  const std::string why = blocked_words(s);
  const std::string blocked = why.empty() ? why : why + " ";
  std::string cards;
  for (int seat = 0; seat < s.seats(); ++seat) {
    cards += std::string(seat ? ", " : "") + who(voices, seat) + " " +
             std::to_string(s.payoff_count(seat));
  }
  if (s.seats() <= 2) return blocked + tr_fill("Payoff cards left: {0}.", {cards});
  std::string payments;
  for (int seat = 0; seat < s.seats(); ++seat) {
    const int pay = payment(s, seat);
    payments += std::string(seat ? ", " : "") + who(voices, seat) + " " + (pay > 0 ? "+" : "") +
                std::to_string(pay);
  }
  return blocked + tr_fill("Payoff cards left: {0}. Payments: {1}.", {cards, payments});
}

}  // namespace rb::spite
