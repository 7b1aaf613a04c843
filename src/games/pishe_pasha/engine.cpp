// Pishe Pasha's rules: the deal, what may be played, applying an action, the end of a turn and of
// the game, and the judgement of a Stop (../shared/rules/pishe-pasha.md, sections 3 to 6).
#include <algorithm>

#include "core/random.hpp"
#include "core/translation.hpp"
#include "state_editor.hpp"

namespace rb::pishe_pasha {

State deal(const Rules& rules, uint64_t seed) {
  State state;
  Table table(state);
  table.rules() = rules;
  std::array<Card, kDeckSize> deck;
  for (int i = 0; i < kDeckSize; ++i) deck[size_t(i)] = Card{uint8_t(i)};
  uint64_t mix = seed;
  Random random(splitmix64(mix));
  random.shuffle(deck);
  Player starter = 0;
  if (rules.first == FirstPlayer::random) starter = Player(random.below(2));
  // Two to each, then eight rounds of three, from the top of the deck, the non-dealer first.
  size_t next = 0;
  for (int round = 0; round < 9; ++round) {
    const int count = round == 0 ? 2 : 3;
    for (Player p : {starter, other(starter)}) {
      for (int i = 0; i < count; ++i) table.push(reserve_of(p), deck[next++], false);
    }
  }
  table.turn() = starter;
  return state;
}

bool fits_center(const State& s, Card card, PileId center) {
  if (s.empty(center)) return card.rank() == 1;
  const Card top = s.top(center);
  return top.suit() == card.suit() && top.rank() + 1 == card.rank();
}

bool fits_waste(const State& s, Card card, PileId waste) {
  if (s.empty(waste)) return false;
  const int difference = s.top(waste).rank() - card.rank();
  return difference == 1 || difference == -1;
}

std::optional<PileId> center_for(const State& s, Card card) {
  for (int i = 0; i < kCenterCount; ++i) {
    if (fits_center(s, card, center_pile(i))) return center_pile(i);
  }
  return std::nullopt;
}

namespace {

// The card the player in turn may play now and where it lies: T while it waits, else the waste's
// top once a reserve card has been played this turn.
std::optional<PileId> playable_source(const State& s) {
  const Player p = s.turn();
  if (s.card_waiting()) return reserve_of(p);
  if (s.reserve_played() && !s.empty(waste_of(p))) return waste_of(p);
  return std::nullopt;
}

// Why a move of the player in turn is refused, or "".
std::string move_refusal(const State& s, PileId from, PileId to) {
  const Player p = s.turn();
  if (from >= kPileCount || to >= kPileCount) return std::string(tr("there is no such pile"));
  if (from != reserve_of(p) && from != waste_of(p)) {
    return std::string(tr("only your turned card or your own waste's top card may be played"));
  }
  if (from == reserve_of(p) && !s.card_waiting()) return std::string(tr("turn up a card first"));
  if (from == waste_of(p)) {
    if (s.card_waiting()) return std::string(tr("place the turned card first"));
    if (!s.reserve_played()) {
      return std::string(
          tr("your waste may be played only after a card from your reserve this turn"));
    }
    if (s.empty(from)) return std::string(tr("your waste is empty"));
  }
  const Card card = s.top(from);
  if (is_center(to)) {
    if (!fits_center(s, card, to)) {
      return s.empty(to)
                 ? std::string(tr("only an ace starts a center pile"))
                 : tr_fill("the {0} does not follow the {1} on center pile {2}",
                           {card_words(card), card_words(s.top(to)), std::to_string(to + 1)});
    }
    return "";
  }
  if (to == waste_of(other(p))) {
    if (s.empty(to)) {
      return std::string(tr("nothing may be put on the opponent's empty waste"));
    }
    if (!fits_waste(s, card, to)) {
      return tr_fill("the {0} is not one rank above or below the {1}",
                     {card_words(card), card_words(s.top(to))});
    }
    return "";
  }
  if (to == waste_of(p)) {
    if (from != reserve_of(p)) {
      return std::string(tr("only the turned card may go onto your own waste"));
    }
    return "";
  }
  return std::string(
      tr("cards go to a center pile, the opponent's waste, or (the turned card) your waste"));
}

// Whether `caller` may call Stop now (before judging).
std::string stop_refusal(const State& s, Player caller) {
  const LastAction& last = s.last();
  if (s.over()) return std::string(tr("the game is over"));
  if (!last.exists || last.actor == caller) {
    return std::string(tr("there is no move of the opponent's to call Stop on"));
  }
  if (last.judged) return std::string(tr("that action has already been judged"));
  return "";
}

void record_last(Table& t, const Action& action, std::optional<Action> missed, bool restocked) {
  const State& s = t.s;
  LastAction last;
  last.exists = true;
  last.actor = s.turn();
  last.action = action;
  last.offence = missed.has_value();
  if (missed) {
    last.missed = *missed;
    last.missed_card = s.top(missed->from);
  }
  last.restocked = restocked;
  last.turn_before = s.turn();
  last.reserve_played_before = s.reserve_played();
  last.progress_before = s.progress_this_turn();
  last.stall_before = uint16_t(s.turns_without_progress());
  last.turn_number_before = uint16_t(s.turn_number());
  last.misses_turn_before = {s.misses_next_turn(0), s.misses_next_turn(1)};
  t.last() = last;
}

void check_win(Table& t, Player p) {
  const State& s = t.s;
  if (s.cards_left(p) == 0) t.end_game(Outcome::won, p, s.cards_left(other(p)));
}

// The end of the turn of the player in turn: the stall count, the blocked game, and whose turn
// comes (a player who owes a missed turn serves it now).
void end_turn(Table& t) {
  State& s = t.s;
  if (s.progress_this_turn()) {
    t.stall() = 0;
  } else {
    ++t.stall();
  }
  t.progress() = false;
  t.reserve_played() = false;
  ++t.turn_number();
  Player next = other(s.turn());
  if (t.misses_turn(next)) {
    t.misses_turn(next) = false;
    next = other(next);
  }
  t.turn() = next;
  if (s.turns_without_progress() >= s.rules().stall_turns) {
    const int a = s.cards_left(0), b = s.cards_left(1);
    if (s.rules().blocked_is_draw || a == b) {
      t.end_game(Outcome::blocked, std::nullopt, 0);
    } else {
      t.end_game(Outcome::blocked, a < b ? Player(0) : Player(1), a < b ? b - a : a - b);
    }
  }
}

void apply_move(Table& t, PileId from, PileId to) {
  State& s = t.s;
  const Player p = s.turn();
  const bool from_reserve = from == reserve_of(p);
  t.push(to, t.pop(from), true);
  if (is_center(to)) t.progress() = true;
  if (from_reserve && to != waste_of(p)) t.reserve_played() = true;
  check_win(t, p);
  if (!s.over() && to == waste_of(p)) end_turn(t);
}

void apply_turn_up(Table& t) {
  const Player p = t.s.turn();
  if (t.s.empty(reserve_of(p))) t.turn_over(waste_of(p), reserve_of(p), false);
  t.set_top_face(reserve_of(p), true);
}

// Takes the last action back (it was the offender's and missed a compulsory play).
void take_back(Table& t) {
  const LastAction last = t.last();
  const Action& a = last.action;
  const Player p = last.actor;
  if (a.kind == ActionKind::move) {
    t.push(a.from, t.pop(a.to), true);
  } else {  // turn_up: the card goes back face down, and a waste turned over is turned back
    t.set_top_face(reserve_of(p), false);
    if (last.restocked) t.turn_over(reserve_of(p), waste_of(p), true);
  }
  t.turn() = last.turn_before;
  t.reserve_played() = last.reserve_played_before;
  t.progress() = last.progress_before;
  t.stall() = last.stall_before;
  t.turn_number() = last.turn_number_before;
  t.misses_turn(0) = last.misses_turn_before[0];
  t.misses_turn(1) = last.misses_turn_before[1];
}

void apply_stop(Table& t, const Action& action) {
  State& s = t.s;
  const StopVerdict verdict = stop_verdict(s, action.player);
  if (!verdict.upheld) {
    t.last().judged = true;
    ++t.wrong_calls(action.player);
    const int penalty_after = s.rules().knock_penalty_after;
    if (penalty_after > 0 && s.wrong_calls(action.player) >= penalty_after) {
      t.misses_turn(action.player) = true;
      t.wrong_calls(action.player) = 0;
    }
    return;
  }
  take_back(t);
  t.last() = LastAction{};
  const Player offender = s.turn();
  if (!action.take_over) {
    // The offender makes the compulsory play now and goes on.
    apply_move(t, verdict.missed.from, verdict.missed.to);
    return;
  }
  // The caller takes over: a turned card still waiting goes onto the offender's waste, and the
  // caller plays now (a missed turn the caller owes stays owed).
  if (s.card_waiting()) t.push(waste_of(offender), t.pop(reserve_of(offender)), true);
  const bool owed = s.misses_next_turn(action.player);
  end_turn(t);
  if (!s.over()) {
    t.turn() = action.player;
    t.misses_turn(action.player) = owed;
  }
}

}  // namespace

std::optional<Action> missed_play(const State& s, const Action& action) {
  const std::optional<PileId> source = playable_source(s);
  if (!source) return std::nullopt;
  const std::optional<PileId> center = center_for(s, s.top(*source));
  if (!center) return std::nullopt;
  if (action.kind == ActionKind::move && action.from == *source && is_center(action.to)) {
    return std::nullopt;
  }
  return Action::move(*source, *center);
}

StopVerdict stop_verdict(const State& s, Player caller) {
  StopVerdict verdict;
  verdict.reason = stop_refusal(s, caller);
  if (!verdict.reason.empty()) return verdict;
  verdict.allowed = true;
  const LastAction& last = s.last();
  if (!last.offence) {
    verdict.reason = "nothing was missed: " + to_string(last.action) + " broke no rule";
    return verdict;
  }
  verdict.upheld = true;
  verdict.missed = last.missed;
  verdict.reason =
      "the " + card_name(last.missed_card) + " had to go to " + pile_name(last.missed.to);
  return verdict;
}

void own_actions(const State& s, std::vector<Action>& out) {
  out.clear();
  if (s.over()) return;
  const Player p = s.turn();
  const std::optional<PileId> source = playable_source(s);
  if (source) {
    const Card card = s.top(*source);
    for (int i = 0; i < kCenterCount; ++i) {
      if (fits_center(s, card, center_pile(i)))
        out.push_back(Action::move(*source, center_pile(i)));
    }
    if (fits_waste(s, card, waste_of(other(p)))) {
      out.push_back(Action::move(*source, waste_of(other(p))));
    }
  }
  if (s.card_waiting()) {
    out.push_back(Action::move(reserve_of(p), waste_of(p)));
  } else {
    out.push_back(Action::turn_up());
  }
}

void legal_actions(const State& s, std::vector<Action>& out) {
  own_actions(s, out);
  if (s.over() || !s.last().exists) return;
  const Player caller = other(s.last().actor);
  if (stop_refusal(s, caller).empty()) {  // take-over first: the Stop a table's button makes
    out.push_back(Action::stop(caller, true));
    out.push_back(Action::stop(caller, false));
  }
}

std::string apply(State& s, const Action& action) {
  if (s.over()) return std::string(tr("the game is over"));
  Table t(s);
  switch (action.kind) {
    case ActionKind::resign:
      if (action.player > 1) return std::string(tr("there is no such player"));
      t.end_game(Outcome::resigned, other(action.player), 0);
      break;
    case ActionKind::stop: {
      if (action.player > 1) return std::string(tr("there is no such player"));
      if (std::string refusal = stop_refusal(s, action.player); !refusal.empty()) return refusal;
      apply_stop(t, action);
      break;
    }
    case ActionKind::turn_up: {
      if (s.card_waiting()) return std::string(tr("place the turned card first"));
      const Player p = s.turn();
      if (s.empty(reserve_of(p)) && s.empty(waste_of(p)))
        return std::string(tr("you have no cards left"));
      record_last(t, action, missed_play(s, action), s.empty(reserve_of(p)));
      apply_turn_up(t);
      break;
    }
    case ActionKind::move: {
      if (std::string refusal = move_refusal(s, action.from, action.to); !refusal.empty()) {
        return refusal;
      }
      record_last(t, action, missed_play(s, action), false);
      apply_move(t, action.from, action.to);
      break;
    }
  }
  ++t.action_count();
  return "";
}

}  // namespace rb::pishe_pasha
