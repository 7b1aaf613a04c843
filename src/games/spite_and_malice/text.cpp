// Spite and Malice in text: pile codes and names, the action text of records, the result, the
// table as text (whole, and as one seat sees it), the soundness check, and the hidden cards dealt
// again.
#include <algorithm>

#include "core/random.hpp"
#include "core/small_sort.hpp"
#include "core/translation.hpp"
#include "core/words.hpp"
#include "state.hpp"

namespace rb::spite {

namespace {

char letter(int seat) {
  return char('a' + seat);
}
char upper_letter(int seat) {
  return char('A' + seat);
}

int small_number(std::string_view text) {
  if (text.empty() || text.size() > 2) return -1;
  int n = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return -1;
    n = n * 10 + (c - '0');
  }
  return n;
}

// `n` (at least 0) in digits after `text` (without std::to_string's string of its own).
void add_number(std::string& text, int n) {
  if (n >= 10) add_number(text, n / 10);
  text += char('0' + n % 10);
}

// The pile's cards after `text`: " 3H 4H", or " -" when it is empty.
void add_cards(std::string& text, const State& s, PileId pile) {
  if (s.empty(pile)) text += " -";
  for (int i = 0; i < s.size(pile); ++i) {
    text += ' ';
    text += card_code(s.card(pile, i));
  }
}

std::string counters_text(const State& s) {
  std::string text = "turn " + std::string(1, letter(s.turn())) + " " +
                     std::to_string(s.turn_number()) + " actions " +
                     std::to_string(s.action_count()) + (s.drew_this_turn() ? " drew" : "") +
                     (s.played_this_turn() ? " played" : "") +
                     (s.payoff_played_this_turn() ? " payoff-played" : "") + "\nstall " +
                     std::to_string(s.stall()) + " idle " + std::to_string(s.idle_turns()) +
                     " recycles " + std::to_string(s.recycles()) + "\n";
  if (s.over()) text += "result " + describe_result(s, false) + "\n";
  return text;
}

}  // namespace

std::string pile_code(const State& s, PileId pile) {
  if (pile >= s.pile_count()) return "?";
  switch (s.kind(pile)) {
    case PileKind::draw:
      return "dr";
    case PileKind::center: {
      std::string code(1, 'c');
      add_number(code, pile);
      return code;
    }
    case PileKind::payoff:
      return std::string("p") + letter(s.owner(pile));
    case PileKind::hand:
      return std::string("h") + letter(s.owner(pile));
    case PileKind::side:
      return std::string("s") + letter(s.owner(pile)) + char('1' + s.side_number(pile));
  }
  return "?";
}

std::optional<PileId> parse_pile_code(const State& s, std::string_view text) {
  for (PileId pile = 0; pile < s.pile_count(); ++pile) {
    if (pile_code(s, pile) == text) return pile;
  }
  return std::nullopt;
}

std::string pile_name(const State& s, PileId pile) {
  if (pile >= s.pile_count()) return std::string(tr("no pile"));
  const bool owned = s.owner(pile) >= 0;
  const std::string owner = owned ? std::string(1, upper_letter(s.owner(pile))) : std::string();
  switch (s.kind(pile)) {
    case PileKind::draw:
      return std::string(tr("the draw pile"));
    case PileKind::center:
      return tr_fill("center stack {0}", {std::to_string(pile)});
    case PileKind::payoff:
      return owned ? tr_fill("{0}'s payoff pile", {owner}) : std::string(tr("payoff pile"));
    case PileKind::hand:
      return owned ? tr_fill("{0}'s hand", {owner}) : std::string(tr("hand"));
    case PileKind::side: {
      const std::string number = std::to_string(s.side_number(pile) + 1);
      return owned ? tr_fill("{0}'s side stack {1}", {owner, number})
                   : tr_fill("side stack {0}", {number});
    }
  }
  return std::string(tr("no pile"));
}

std::string rank_words(int rank) {
  switch (rank) {
    case 1:
      return std::string(tr("ace"));
    case 11:
      return std::string(tr("jack"));
    case 12:
      return std::string(tr("queen"));
    case 13:
      return std::string(tr("king"));
    default:
      return rank_name(rank);
  }
}

std::string to_string(const State& s, const Action& a) {
  if (a.kind == ActionKind::end_turn) return "end";
  std::string from = pile_code(s, a.from);
  if (a.from < s.pile_count() && s.kind(a.from) == PileKind::hand) {
    from += ":" + std::to_string(a.index + 1);
  }
  return "move " + from + " " + pile_code(s, a.to);
}

std::optional<Action> parse_action(const State& s, std::string_view text, std::string* error) {
  const std::vector<std::string_view> words = words_of(text);
  const auto fail = [&](const std::string& why) -> std::optional<Action> {
    if (error) *error = why;
    return std::nullopt;
  };
  if (words.size() == 1 && words[0] == "end") return Action::end_turn();
  if (words.size() == 3 && words[0] == "move") {
    std::string_view from = words[1];
    int index = 0;
    const size_t colon = from.find(':');
    if (colon != std::string_view::npos) {
      index = small_number(from.substr(colon + 1)) - 1;
      from = from.substr(0, colon);
      if (index < 0 || index >= kHandSize)
        return fail("no hand card \"" + std::string(words[1]) + "\" (1 to 5)");
    }
    const std::optional<PileId> f = parse_pile_code(s, from), t = parse_pile_code(s, words[2]);
    if (!f || !t) {
      return fail("no pile \"" + std::string(f ? words[2] : from) +
                  "\" (dr, c1.., pa, ha, sa1..sa4, and so on for each seat)");
    }
    if ((s.kind(*f) == PileKind::hand) != (colon != std::string_view::npos)) {
      return fail("a hand's card is named by its place (ha:1 .. ha:5), another pile's by its code");
    }
    return Action::move(*f, *t, index);
  }
  return fail("not an action: \"" + std::string(text) + "\" (move FROM TO, end)");
}

std::optional<Card> moved_card(const State& s, const Action& a) {
  if (a.kind != ActionKind::move || a.from >= s.pile_count()) return std::nullopt;
  if (s.kind(a.from) == PileKind::hand) {
    if (a.index >= s.size(a.from)) return std::nullopt;
    return s.card(a.from, a.index);
  }
  if (s.empty(a.from)) return std::nullopt;
  return s.top(a.from);
}

namespace {

// A message filled in the table's language, or in English (the state's text, which is no
// player's reading).
std::string filled(bool translated, std::string_view message,
                   std::initializer_list<TextArg> values) {
  return translated ? tr_fill(message, values) : fill(message, values);
}

}  // namespace

std::string describe_result(const State& s, bool translated) {
  if (!s.over()) return "";
  const auto name = [](int seat) { return std::string(1, upper_letter(seat)); };
  const int n = s.seats();
  // Every pair's payments with three or four players, in the record's words only: the table's
  // end summary says them in the seats' voices (end_summary), not twice.
  std::string payments;
  if (n > 2 && !translated) {
    payments = " - payments: ";
    for (int seat = 0; seat < n; ++seat) {
      const int pay = payment(s, seat);
      payments += std::string(seat ? ", " : "") + name(seat) + " " + (pay > 0 ? "+" : "") +
                  std::to_string(pay);
    }
  }
  const int count = winner_points(s);
  // (The record's words keep "points", 1 as well.)
  const std::string points =
      translated ? tr_count(count, "{0} point|{0} points") : std::to_string(count) + " points";
  if (s.outcome() == Outcome::won) {
    return filled(translated, tr_mark("{0} wins: payoff pile emptied ({1})"),
                  {name(s.winner()), points}) +
           payments;
  }
  if (s.winner() >= 0) {
    return filled(translated,
                  tr_mark("{0} wins: a blocked game, with the fewest payoff cards ({1})"),
                  {name(s.winner()), points}) +
           payments;
  }
  if (n == 2) {
    return filled(translated, tr_mark("a blocked game: a draw, both payoff piles equal"), {});
  }
  std::string sharers;
  int lowest = 1000;
  for (int seat = 0; seat < n; ++seat) lowest = std::min(lowest, s.payoff_count(seat));
  for (int seat = 0; seat < n; ++seat) {
    if (s.payoff_count(seat) != lowest) continue;
    sharers = sharers.empty() ? name(seat)
                              : filled(translated, tr_mark("{0} and {1}"), {sharers, name(seat)});
  }
  return filled(translated,
                tr_mark("a blocked game: {0} share the win with the fewest payoff cards"),
                {sharers}) +
         payments;
}

std::string state_text(const State& s) {
  std::string text;
  for (PileId pile = 0; pile < s.pile_count(); ++pile) {
    text += pile_code(s, pile);
    text += ':';
    add_cards(text, s, pile);
    text += '\n';
  }
  return text + counters_text(s) + "seed " + std::to_string(s.seed()) + "\n";
}

std::string observation_text(const State& s, int seat) {
  std::string text = "seat ";
  text.reserve(1024);  // (written piece by piece into one string: the play-outs ask for many)
  text += letter(seat);
  text += '\n';
  for (PileId pile = 0; pile < s.pile_count(); ++pile) {
    const PileKind kind = s.kind(pile);
    text += pile_code(s, pile);
    text += ':';
    if (kind == PileKind::draw || kind == PileKind::payoff ||
        (kind == PileKind::hand && s.owner(pile) != seat)) {
      text += ' ';
      add_number(text, s.size(pile));
      text += " cards";
      if (kind == PileKind::payoff && !s.empty(pile)) {
        text += ", top ";
        text += card_code(s.top(pile));
      }
    } else {
      add_cards(text, s, pile);
    }
    text += '\n';
  }
  text += "seen";
  for (int id = 0; id < kCardIdLimit; ++id) {
    if (s.seen(Card{uint8_t(id)})) {
      text += ' ';
      add_number(text, id);
    }
  }
  text += '\n';
  text += counters_text(s);
  return text;
}

std::string check_invariants(const State& s) {
  std::array<int, kCardIdLimit> count{};
  const int n = s.seats();
  if (n < 2 || n > kMaxSeats) return "no such number of seats";
  if (s.turn() >= n) return "the turn is not a seat's";
  for (PileId pile = 0; pile < s.pile_count(); ++pile) {
    const PileKind kind = s.kind(pile);
    const int size = s.size(pile);
    for (int i = 0; i < size; ++i) {
      const Card c = s.card(pile, i);
      if (c.id >= kCardIdLimit) return "a card out of the game on " + pile_code(s, pile);
      ++count[c.id];
      if (kind == PileKind::payoff && c.back() != 0) return "a card not of deck P on a payoff pile";
      if (kind == PileKind::center) {
        const bool fits =
            c.is_joker() ? (i > 0 || s.rules().joker_starts_center) : c.rank() == i + 1;
        if (!fits) return pile_code(s, pile) + " is not built up from the ace";
      }
    }
    if (kind == PileKind::center && size >= kStackSize)
      return "a complete stack stays in the center";
    if (kind == PileKind::hand && size > kHandSize) return "a hand of more than five cards";
    if (kind == PileKind::side && !s.rules().side_any) {
      // Each card from the bottom up must be allowed on what lies under it.
      RankRange range;
      for (int i = 0; i < size; ++i) {
        const Card c = s.card(pile, i);
        if (i > 0) {
          const bool fits = c.is_joker() ? range.high >= std::max(2, range.low - 1)
                                         : c.rank() >= range.low - 1 && c.rank() <= range.high;
          if (!fits) return pile_code(s, pile) + " is not built down or equal";
        }
        range = c.is_joker() ? (i == 0 ? RankRange{2, 13}
                                       : RankRange{std::max(2, range.low - 1), range.high})
                             : RankRange{c.rank(), c.rank()};
      }
    }
    if (kind == PileKind::payoff && size == 0 && !s.over()) return "an empty payoff pile in play";
  }
  for (Card c : game_cards(n)) {
    if (count[c.id] != 1) {
      return "card " + std::to_string(c.id) + " (" + card_code(c) + ") lies " +
             std::to_string(count[c.id]) + " times";
    }
  }
  if (s.total_cards() != int(game_cards(n).size())) return "a card that is not in this game";
  return "";
}

void shuffle_hidden(State& s, int seat, uint64_t seed, bool others_play_what_fits) {
  Random random(seed);
  // The places: payoff cards below the tops, the other hands, the draw pile. The payoff piles
  // were dealt from deck P alone, so only deck P's cards never seen face up can fill them (with
  // three players one of those is the draw deck's spare card); the rest go anywhere else.
  std::vector<std::pair<PileId, int>> payoff_places, hand_places, draw_places;
  std::vector<Card> payoff_deck, rest;
  for (PileId pile = 0; pile < s.pile_count(); ++pile) {
    const PileKind kind = s.kind(pile);
    const bool payoff = kind == PileKind::payoff;
    const bool hand = kind == PileKind::hand && s.owner(pile) != seat;
    if (kind != PileKind::draw && !payoff && !hand) continue;
    const int count = payoff ? s.size(pile) - 1 : s.size(pile);
    for (int i = 0; i < count; ++i) {
      (payoff ? payoff_places : hand ? hand_places : draw_places).emplace_back(pile, i);
      const Card c = s.card(pile, i);
      (c.back() == 0 && !s.seen(c) ? payoff_deck : rest).push_back(c);
    }
  }
  const auto by_id = [](Card a, Card b) { return a.id < b.id; };
  small_sort(payoff_deck.begin(), payoff_deck.end(), by_id);
  small_sort(rest.begin(), rest.end(), by_id);
  const auto mix = [&](std::vector<Card>& cards) {
    for (size_t i = cards.size(); i > 1; --i)
      std::swap(cards[i - 1], cards[random.below(uint32_t(i))]);
  };
  mix(payoff_deck);
  Editor e(s);
  size_t next = 0;
  for (const auto& [pile, i] : payoff_places) e.set_card(pile, i, payoff_deck[next++]);
  rest.insert(rest.end(), payoff_deck.begin() + long(next), payoff_deck.end());
  mix(rest);
  // A hand takes the first cards of the mixed rest that it can hold: with
  // `others_play_what_fits`, no natural card that fitted the center when its turn ended, nor one
  // that greedy play would have put on a side stack instead, and no joker if one would then have
  // let its payoff card follow (a stack two below it).
  next = 0;
  for (const auto& [pile, i] : hand_places) {
    const int owner = s.owner(pile);
    const uint16_t fitted =
        others_play_what_fits
            ? uint16_t(s.center_ranks_at_turn_end(owner) | s.side_ranks_passed_over(owner))
            : 0;
    const int need = s.empty(s.payoff_of(owner)) ? 0 : s.top(s.payoff_of(owner)).rank();
    const bool no_joker = need >= 3 && (fitted >> (need - 1) & 1);
    const auto holds = [&](Card c) {
      return c.is_joker() ? !no_joker : (fitted >> c.rank() & 1) == 0;
    };
    size_t pick = next;
    while (pick < rest.size() && !holds(rest[pick])) ++pick;
    if (pick == rest.size()) pick = next;
    std::swap(rest[next], rest[pick]);
    e.set_card(pile, i, rest[next++]);
  }
  for (const auto& [pile, i] : draw_places) e.set_card(pile, i, rest[next++]);
  e.seed() = random.next();
}

}  // namespace rb::spite
