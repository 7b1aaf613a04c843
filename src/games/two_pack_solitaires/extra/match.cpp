// Multiple solitaire's rules (see match.hpp): the deals of a match, the seats' actions, the race's
// common foundations and its end, the next game, records' action text.
#include "match.hpp"

#include <algorithm>

#include "../hidden.hpp"
#include "../state_editor.hpp"
#include "core/decimal_text.hpp"
#include "core/random.hpp"
#include "core/translation.hpp"
#include "core/words.hpp"
#include "match_editor.hpp"

namespace rb::tps {

namespace {

int seat_count_of(const Rules& rules) {
  return rules.mode == Mode::common ? 2 : 1 + std::clamp(int(rules.computers), 1, kMaxSeats - 1);
}

// A seat's card as the match shows it: the second seat's packs come after the first's.
uint8_t shown_id(int seat, Card card) {
  return uint8_t(card.id + seat * kCards);
}
Card card_of_shown(uint8_t id) {
  return Card{uint8_t(id % kCards)};
}

int cards_of_seat_on_shared(const Match& m, int seat) {
  int n = 0;
  for (int place = 0; place < kSharedFoundations; ++place) {
    for (const uint8_t id : m.shared(place)) n += id / kCards == seat;
  }
  return n;
}

// A race: the cards a seat's own game put on its foundations by itself (Intelligence's aces that
// come up in a deal or a refill) go to the first common foundations that take them, and join its
// bin.
void collect_home(MatchEditor& e, int seat) {
  State& layout = e.layouts()[size_t(seat)];
  Editor own(layout);
  std::vector<Card> arrived;
  const int placed = cards_of_seat_on_shared(e.m, seat);
  for (int extra = layout.size(kBin) - placed; extra > 0; --extra) arrived.push_back(own.pop(kBin));
  for (PileId f = 1; f < kFoundations; ++f) {
    while (!layout.empty(f)) arrived.push_back(own.pop(f));
  }
  for (const Card card : arrived) {
    for (int place = 0; place < kSharedFoundations; ++place) {
      if (fits_shared(e.m, card, place)) {
        e.shared(place).push_back(shown_id(seat, card));
        break;
      }
    }
    own.push(kBin, card, true);
  }
}

// (Asked of a seat still playing.)
bool seat_has_play(const Match& m, int seat) {
  if (any_play(m.layout(seat))) return true;  // (mostly so: no list made)
  std::vector<MatchAction> actions;
  seat_actions(m, seat, actions);
  return std::any_of(actions.begin(), actions.end(), [](const MatchAction& a) {
    return !(a.kind == MatchKind::play && a.action.kind == ActionKind::end);
  });
}

// A race after an action: a seat with every card home wins at once; a seat still playing whose
// game nothing can open again (every other seat done, or nobody has a play left) is blocked; the
// race is over once every seat's game is. The last seat playing follows the block rule of a game
// alone (two-pack-solitaires.md section 1), since nobody else changes the foundations now: a
// position met `repeat_limit` times ends its game (else a computer turning a hand with nothing to
// play would go round until the standstill clock). Its positions count from the one it is in when
// another seat's action (`actor`'s) leaves it alone. (A seat is blocked here only when it is the
// last, or all are: a seat passed over in this loop is never left alone by a later one.)
void judge_race(MatchEditor& e, int actor) {
  Match& m = e.m;
  for (int seat = 0; seat < m.seats(); ++seat) {
    if (m.layout(seat).won()) {
      e.race_end() = RaceEnd::all_home;
      return;
    }
  }
  int playing = 0;
  bool any_play = false;
  std::array<bool, kMaxSeats> has_play{};  // (each seat's actions listed once)
  for (int seat = 0; seat < m.seats(); ++seat) {
    if (m.layout(seat).over()) continue;
    ++playing;
    has_play[size_t(seat)] = seat_has_play(m, seat);
    any_play = any_play || has_play[size_t(seat)];
  }
  for (int seat = 0; seat < m.seats(); ++seat) {
    State& layout = e.layouts()[size_t(seat)];
    if (layout.over()) continue;
    if (!any_play || (playing == 1 && !has_play[size_t(seat)])) {
      Editor(layout).outcome() = Outcome::blocked;
      --playing;
    } else if (playing == 1 && seat != actor) {
      // (Only the position it is in stays: the last its game recorded. Not erase(): its code
      // costs the matches' page more.)
      std::vector<uint64_t>& seen = Editor(layout).seen();
      seen.front() = seen.back();
      while (seen.size() > 1) seen.pop_back();
    } else if (playing == 1 && occurrences(layout) >= layout.rules().repeat_limit) {
      Editor(layout).outcome() = Outcome::repeated;
      --playing;
    }
  }
  if (playing == 0) e.race_end() = RaceEnd::all_ended;
}

void deal_game(MatchEditor& e, int game) {
  const Rules& rules = e.m.rules();
  e.game() = game;
  e.layouts().clear();
  for (int place = 0; place < kSharedFoundations; ++place) e.shared(place).clear();
  e.race_end() = RaceEnd::none;
  e.clock_ms() = e.progress_ms() = 0;
  const Rules own = seat_rules(rules);
  for (int seat = 0; seat < seat_count_of(rules); ++seat) {
    e.layouts().push_back(deal(own, match_deal_seed(rules, e.m.seed(), game, seat)));
  }
  if (e.m.race()) {
    for (int seat = 0; seat < e.m.seats(); ++seat) collect_home(e, seat);
  }
}

// Whether a seat plays now (seat_refusal says why not).
bool seat_plays(const Match& m, int seat) {
  return seat >= 0 && seat < m.seats() && !m.game_over() && !m.layout(seat).over();
}

std::string seat_refusal(const Match& m, int seat) {
  if (seat < 0 || seat >= m.seats()) {
    return tr_fill("this match has no seat {0}", {std::to_string(seat + 1)});
  }
  if (m.game_over()) {
    return std::string(m.match_over() ? tr("the match is over")
                                      : tr("this game is over: the next one comes"));
  }
  if (m.layout(seat).over()) return std::string(tr("that game is over"));
  return "";
}

std::string home_refusal(const Match& m, int seat, PileId from, int place) {
  const State& s = m.layout(seat);
  if (place < 0 || place >= kSharedFoundations) {
    return tr_fill("there is no foundation {0} (f1..f16)", {std::to_string(place + 1)});
  }
  if (!may_send_home(s, from)) {
    if (from >= pile_count(s.game()) || is_foundation(from)) {
      return std::string(tr("that pile has no card to play"));
    }
    if (s.empty(from)) return tr_fill("{0} is empty", {pile_name(s.game(), from)});
    if (space_to_fill(s)) {
      return std::string(tr("a pile is empty: fill it first, from the waste or the hand"));
    }
    return std::string(tr("the hand's cards are not played from the hand"));
  }
  const Card card = s.top(from);
  const std::vector<uint8_t>& pile = m.shared(place);
  const std::string number = std::to_string(place + 1);
  if (pile.empty()) {
    if (s.game() == Game::house_on_the_hill) {
      const Card first = Card::make(0, Suit(place % 4), place < 8 ? 1 : kKing);
      return tr_fill("foundation {0} begins with the {1}", {number, card_words(first)});
    }
    return std::string(tr("an empty foundation takes only an ace"));
  }
  const Card shown = card_of_shown(pile.back());
  const std::string moved = card_words(card), top = card_words(shown);
  // (In a race, a play the other's got ahead of: said so. A review found "the 3 of hearts does
  // not follow the 3 of hearts" odd.)
  if (m.race() && shown.suit() == card.suit() && shown.rank() >= card.rank()) {
    return tr_fill("too late: foundation {1} has reached the {0} already", {top, number});
  }
  return tr_fill("the {0} does not follow the {1} on foundation {2}", {moved, top, number});
}

uint32_t parse_ms(std::string_view text, bool* ok) {
  // "12.345" seconds
  // (Read as int, the number type the rest of the game reads.)
  const size_t dot = text.find('.');
  int whole = 0, milli = 0;
  const std::string_view w = text.substr(0, dot);
  *ok = !w.empty() && w[0] != '-' && w.size() <= 6 &&
        read_whole(w.data(), w.data() + w.size(), whole).ptr == w.data() + w.size();
  if (dot != std::string_view::npos) {
    const std::string_view f = text.substr(dot + 1);
    *ok = *ok && f.size() == 3 && f[0] != '-' &&
          read_whole(f.data(), f.data() + f.size(), milli).ptr == f.data() + f.size();
  }
  return uint32_t(whole) * 1000 + uint32_t(milli);
}

}  // namespace

bool Match::seat_done(int seat) const {
  return layout(seat).over();
}

bool Match::game_over() const {
  if (race()) return race_end_ != RaceEnd::none;
  return std::all_of(layouts_.begin(), layouts_.end(), [](const State& s) { return s.over(); });
}

bool Match::match_over() const {
  return game_over() && game_ + 1 >= rules_.games;
}

Rules seat_rules(const Rules& rules) {
  Rules own = rules;
  own.mode = Mode::alone;
  own.games = 1;
  own.auto_move = false;
  own.shared_foundations = rules.mode == Mode::common;
  return own;
}

uint64_t match_deal_seed(const Rules& rules, uint64_t seed, int game, int seat) {
  const bool same_deal = rules.mode == Mode::identical;
  if (game == 0 && (seat == 0 || same_deal)) return seed;
  uint64_t mix = seed ^ (uint64_t(game) * 0x9E3779B97F4A7C15ULL) ^
                 (same_deal ? 0 : uint64_t(seat + 1) * 0xD1B54A32D192ED03ULL);
  return splitmix64(mix);
}

Match deal_match(const Rules& rules, uint64_t seed) {
  Match match;
  MatchEditor e(match);
  e.rules() = rules;
  e.seed() = seed;
  deal_game(e, 0);
  return match;
}

namespace {

// What a common foundation takes next: a rank, of its suit or (an empty pile of a game but House on
// the Hill) of any; rank 0 or 14: nothing more.
struct SharedWant {
  int rank = 0;
  int suit = -1;
  bool takes(Card card) const {
    return card.rank() == rank && (suit < 0 || suit == int(card.suit()));
  }
};

SharedWant shared_want(const Match& m, int place) {
  const std::vector<uint8_t>& pile = m.shared(place);
  if (m.rules().game == Game::house_on_the_hill) {
    const bool up = place < 8;
    if (pile.empty()) return {up ? 1 : kKing, place % 4};
    if (pile.size() >= 13) return {};
    return {card_of_shown(pile.back()).rank() + (up ? 1 : -1), place % 4};
  }
  if (pile.empty()) return {1, -1};
  const Card top = card_of_shown(pile.back());
  return {top.rank() + 1, int(top.suit())};
}

}  // namespace

bool fits_shared(const Match& m, Card card, int place) {
  return place >= 0 && place < kSharedFoundations && shared_want(m, place).takes(card);
}

void seat_actions(const Match& m, int seat, std::vector<MatchAction>& out) {
  out.clear();
  if (!seat_plays(m, seat)) return;
  const State& s = m.layout(seat);
  std::vector<Action> own;
  legal_actions(s, own);
  // (Every seat may end its game, in a race too: online, each seat is a person. The computer
  // never chooses to: MatchSeatPlayer.)
  for (const Action& a : own) out.push_back({MatchKind::play, uint8_t(seat), a, 0});
  if (!m.race()) return;
  std::array<SharedWant, kSharedFoundations> wants;  // (worked out once for every pile)
  for (int place = 0; place < kSharedFoundations; ++place)
    wants[size_t(place)] = shared_want(m, place);
  for (PileId from = kWaste; from < pile_count(s.game()); ++from) {
    if (!may_send_home(s, from)) continue;
    for (int place = 0; place < kSharedFoundations; ++place) {
      if (wants[size_t(place)].takes(s.top(from))) {
        out.push_back({MatchKind::home, uint8_t(seat), Action::move(from, PileId(place)), 0});
      }
    }
  }
}

void match_actions(const Match& m, std::vector<MatchAction>& out) {
  out.clear();
  if (m.match_over()) return;
  if (m.game_over()) {
    out.push_back({MatchKind::next, 0, Action::end(), 0});
    return;
  }
  std::vector<MatchAction> seat;
  for (int s = 0; s < m.seats(); ++s) {
    seat_actions(m, s, seat);
    for (const MatchAction& a : seat) out.push_back(a);  // (not insert: its code is bigger)
  }
}

std::string apply(Match& m, const MatchAction& a) {
  MatchEditor e(m);
  switch (a.kind) {
    case MatchKind::next:
      if (m.match_over()) return std::string(tr("the match is over"));
      if (!m.game_over()) return std::string(tr("this game is not over yet"));
      if (a.seat != 0) return std::string(tr("the next game is dealt by you"));
      for (int seat = 0; seat < m.seats(); ++seat) e.totals()[size_t(seat)] += m.score(seat);
      deal_game(e, m.game_number() + 1);
      ++e.action_count();
      return "";
    case MatchKind::stop: {
      if (!m.race()) return std::string(tr("only a race stops by the clock"));
      if (m.game_over()) return std::string(tr("the race is over"));
      const std::optional<MatchAction> due = clock_stop(m, a.at_ms);
      if (!due) return std::string(tr("the race's clock has not run out"));
      e.race_end() = a.at_ms - m.progress_ms() >= uint32_t(m.rules().standstill_s) * 1000
                         ? RaceEnd::standstill
                         : RaceEnd::time;
      for (State& layout : e.layouts()) {
        if (!layout.over()) Editor(layout).outcome() = Outcome::stopped;
      }
      e.clock_ms() = std::max(m.clock_ms(), a.at_ms);
      ++e.action_count();
      return "";
    }
    case MatchKind::play: {
      if (std::string refusal = seat_refusal(m, a.seat); !refusal.empty()) return refusal;
      if (std::string refusal = apply(e.layouts()[a.seat], a.action); !refusal.empty()) {
        return refusal;
      }
      break;
    }
    case MatchKind::home: {
      if (!m.race()) {
        return std::string(tr("cards go to a player's own foundations (move FROM fN)"));
      }
      if (std::string refusal = seat_refusal(m, a.seat); !refusal.empty()) return refusal;
      const PileId from = a.action.from;
      const int place = a.action.to;
      if (place >= kSharedFoundations || !may_send_home(m.layout(a.seat), from) ||
          !fits_shared(m, m.layout(a.seat).top(from), place)) {
        return home_refusal(m, a.seat, from, place);
      }
      e.shared(place).push_back(shown_id(a.seat, m.layout(a.seat).top(from)));
      send_home(e.layouts()[a.seat], from, kBin);
      e.progress_ms() = std::max(m.progress_ms(), a.at_ms);
      break;
    }
  }
  if (m.race()) {
    for (int seat = 0; seat < m.seats(); ++seat) collect_home(e, seat);
    judge_race(e, a.seat);
    e.clock_ms() = std::max(m.clock_ms(), a.at_ms);
  }
  ++e.action_count();
  return "";
}

std::optional<MatchAction> clock_stop(const Match& m, uint32_t ms) {
  const uint32_t deadline = clock_deadline_ms(m);
  if (deadline == 0 || ms < deadline) return std::nullopt;
  return MatchAction{MatchKind::stop, 0, Action::end(), ms};
}

uint32_t clock_deadline_ms(const Match& m) {
  if (!m.race() || m.game_over()) return 0;
  uint32_t deadline = m.progress_ms() + uint32_t(m.rules().standstill_s) * 1000;
  if (m.rules().race_minutes > 0) {
    deadline = std::min(deadline, uint32_t(m.rules().race_minutes) * 60000);
  }
  return deadline;
}

std::string to_string(const MatchAction& a) {
  std::string text;
  switch (a.kind) {
    case MatchKind::next:
      return "next";
    case MatchKind::stop:
      text = "stop";
      break;
    case MatchKind::play:
      text = std::string(1, kSeatLetters[a.seat]) + " " + to_string(a.action);
      break;
    case MatchKind::home:
      text = std::string(1, kSeatLetters[a.seat]) + " home " + pile_code(a.action.from) + " f" +
             std::to_string(a.action.to + 1);
      break;
  }
  if (a.at_ms > 0 || a.kind == MatchKind::stop) {
    const std::string milli = std::to_string(1000 + a.at_ms % 1000).substr(1);
    text += " @" + std::to_string(a.at_ms / 1000) + "." + milli;
  }
  return text;
}

std::optional<MatchAction> parse_match_action(std::string_view text, std::string* error) {
  std::vector<std::string_view> words = words_of(text);
  const auto fail = [&](const std::string& why) -> std::optional<MatchAction> {
    if (error) *error = why;
    return std::nullopt;
  };
  MatchAction a;
  if (!words.empty() && words.back().starts_with("@")) {
    bool ok = false;
    a.at_ms = parse_ms(words.back().substr(1), &ok);
    if (!ok)
      return fail("not a time: \"" + std::string(words.back()) + "\" (@seconds.milliseconds)");
    words.pop_back();
  }
  if (words.size() == 1 && words[0] == "next") {
    a.kind = MatchKind::next;
    return a;
  }
  if (words.size() == 1 && words[0] == "stop") {
    a.kind = MatchKind::stop;
    return a;
  }
  const std::string usage =
      " (its seat's letter first, a..d, a being yours: \"a turnup\", \"a move t3 t5\", \"a home t3 "
      "f12\"; the table's own: \"next\", the next game of a match, \"stop\", a race's end)";
  if (words.size() < 2 || words[0].size() != 1 || words[0][0] < 'a' || words[0][0] > 'd') {
    return fail("not an action of a match or race: \"" + std::string(text) + "\"" + usage);
  }
  a.seat = uint8_t(words[0][0] - 'a');
  if (words[1] == "home") {
    if (words.size() != 4) return fail("a card home is \"home FROM fN\"" + usage);
    const std::optional<PileId> from = parse_pile_code(words[2]);
    int place = 0;
    const std::string_view to = words[3];
    const bool place_ok =
        to.size() >= 2 && to[0] == 'f' &&
        read_whole(to.data() + 1, to.data() + to.size(), place).ptr == to.data() + to.size() &&
        place >= 1 && place <= kSharedFoundations;
    if (!from || !place_ok) return fail("no such pile in \"" + std::string(text) + "\"" + usage);
    a.kind = MatchKind::home;
    a.action = Action::move(*from, PileId(place - 1));
    return a;
  }
  std::string rest;
  for (size_t i = 1; i < words.size(); ++i) rest += (i > 1 ? " " : "") + std::string(words[i]);
  const std::optional<Action> own = parse_action(rest, error);
  if (!own) return std::nullopt;
  a.kind = MatchKind::play;
  a.action = *own;
  return a;
}

void shuffle_match_unseen(Match& m, Random& random) {
  MatchEditor e(m);
  for (State& layout : e.layouts()) shuffle_unseen(layout, random);
}

int match_winner(const Match& m) {
  if (!m.match_over()) return -1;
  int best = -1, best_total = -1;
  bool tie = false;
  for (int seat = 0; seat < m.seats(); ++seat) {
    const int total = m.total(seat) + m.score(seat);
    if (total > best_total) {
      best = seat;
      best_total = total;
      tie = false;
    } else if (total == best_total) {
      tie = true;
    }
  }
  return tie ? -1 : best;
}

std::string check_match(const Match& m) {
  if (m.seats() != seat_count_of(m.rules())) return "the match has the wrong number of seats";
  for (int seat = 0; seat < m.seats(); ++seat) {
    if (std::string problem = check_invariants(m.layout(seat)); !problem.empty()) {
      return "seat " + std::string(1, kSeatLetters[seat]) + ": " + problem;
    }
  }
  if (!m.race()) return "";
  std::array<int, 2 * kCards> on_shared{};
  for (int place = 0; place < kSharedFoundations; ++place) {
    const std::vector<uint8_t>& pile = m.shared(place);
    for (size_t i = 0; i < pile.size(); ++i) {
      if (pile[i] >= 2 * kCards) return "a card out of the match on a common foundation";
      if (++on_shared[pile[i]] > 1) return "a card twice on the common foundations";
      const Card card = card_of_shown(pile[i]);
      const bool hill = m.rules().game == Game::house_on_the_hill;
      const bool down = hill && place >= 8;
      const int rank = down ? kKing - int(i) : int(i) + 1;
      if (card.rank() != rank || (hill && int(card.suit()) != place % 4) ||
          (i > 0 && card.suit() != card_of_shown(pile[0]).suit())) {
        return "common foundation f" + std::to_string(place + 1) + " is not built in suit";
      }
    }
  }
  for (int seat = 0; seat < m.seats(); ++seat) {
    const State& s = m.layout(seat);
    for (PileId f = 1; f < kFoundations; ++f) {
      if (!s.empty(f)) return "a card left on a player's own foundation in a race";
    }
    for (int i = 0; i < s.size(kBin); ++i) {
      if (on_shared[shown_id(seat, s.card(kBin, i))] != 1) {
        return "a card gone home is not on the common foundations";
      }
    }
    if (cards_of_seat_on_shared(m, seat) != s.size(kBin)) {
      return "the common foundations hold a card a player still has";
    }
  }
  return "";
}

}  // namespace rb::tps
