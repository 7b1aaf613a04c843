// Applying actions: moves, turning up, turning over, passing, knocks and Stops, the end of a turn,
// winning and blocked games (rules page, sections 2 to 4).
#include "core/translation.hpp"
#include "moves.hpp"
#include "state_editor.hpp"

namespace rb::russian_bank {

namespace {

int score_for(const State& s, Player loser) {
  if (!s.rules().scoring) return 0;
  return 30 + s.size(reserve_of(loser)) + s.size(waste_of(loser)) + 2 * s.size(stock_of(loser));
}

void check_win(StateEditor& edit, Player first_to_check) {
  State& s = edit.s;
  for (Player p : {first_to_check, other(first_to_check)}) {
    if (s.empty(reserve_of(p)) && s.empty(waste_of(p)) && s.empty(stock_of(p))) {
      edit.result() = Result{Outcome::won, p, score_for(s, other(p))};
      return;
    }
  }
}

// The weighted count that decides a blocked game: reserve + waste, stock cards doubled.
int blocked_count(const State& s, Player p) {
  return s.size(reserve_of(p)) + s.size(waste_of(p)) + 2 * s.size(stock_of(p));
}

void block_game(StateEditor& edit) {
  const State& s = edit.s;
  const int a = blocked_count(s, kPlayerA), b = blocked_count(s, kPlayerB);
  Result result{Outcome::blocked, std::nullopt, 0};
  if (a != b && !s.rules().blocked_is_draw) {
    result.winner = a < b ? kPlayerA : kPlayerB;
    result.score = s.rules().scoring ? (a < b ? b - a : a - b) : 0;
  }
  edit.result() = result;
}

// The turn in play is over: count its progress (a game that goes nowhere ends as blocked).
void close_turn(StateEditor& edit) {
  edit.stall() = edit.progress_this_turn() ? 0 : static_cast<uint16_t>(edit.stall() + 1);
  edit.progress_this_turn() = false;
  ++edit.turn_number();
  if (edit.stall() >= edit.s.rules().stall_turns) block_game(edit);
}

// The player in turn has finished: the turn goes to the other player, unless they owe a missed
// turn, which they serve now (the same player plays again).
void end_turn(StateEditor& edit) {
  const Player p = edit.s.turn();
  Player next = other(p);
  if (edit.misses_turn(next)) {
    edit.misses_turn(next) = false;
    next = p;
  }
  edit.turn() = next;
  close_turn(edit);
}

void apply_move(StateEditor& edit, const Action& a, LastAction& last) {
  State& s = edit.s;
  const Player p = s.turn();
  last.from_turned_card = a.from == reserve_of(p);
  const Card card = edit.pop(a.from).card;
  const bool closes_center = pile_kind(a.to) == PileKind::center && card.rank() == 13;
  edit.push(a.to, card, !closes_center);
  if (pile_kind(a.from) == PileKind::stock && !s.empty(a.from) && !s.top(a.from).face_up) {
    edit.set_top_face(a.from, true);
    last.exposed_flip = true;
  }
  if (pile_kind(a.to) == PileKind::center) edit.progress_this_turn() = true;
  if (a.to == waste_of(p)) {
    last.player_turn_ended = true;
    end_turn(edit);
  }
}

// Rules edition 1: the turn passes to the knocker as it did then (a missed turn the knocker owed
// was served by the knock's turn).
void take_back_turn_edition_1(StateEditor& edit, const LastAction& last) {
  const Player offender = last.actor;
  if (!last.player_turn_ended && edit.s.turn() == offender) {
    end_turn(edit);
  } else if (edit.s.turn() == offender) {
    ++edit.turn_number();
  }
  edit.turn() = other(offender);
}

// A justified knock or Stop: the offending action is taken back and the offender's turn ends.
void take_back(StateEditor& edit, const LastAction& last) {
  State& s = edit.s;
  const Player offender = last.actor;
  const Action& a = last.action;
  switch (a.kind) {
    case ActionKind::move: {
      const Card card = edit.pop(a.to).card;
      if (last.from_turned_card) {
        edit.push(waste_of(offender), card, true);  // it has been seen: onto the waste
      } else {
        if (last.exposed_flip) edit.set_top_face(a.from, false);
        edit.push(a.from, card, true);
      }
      break;
    }
    case ActionKind::turn_up:
      edit.push(waste_of(offender), edit.pop(reserve_of(offender)).card, true);
      break;
    case ActionKind::turn_over:
      edit.turn_pile_over(reserve_of(offender), waste_of(offender), true);
      break;
    default:
      break;  // a pass moved nothing
  }
  // The knocker plays now. A missed turn the knocker owes is not served by this: it stays owed
  // (rules page: nothing but serving it clears the debt).
  const Player knocker = other(offender);
  if (s.rules().edition < 2) {
    take_back_turn_edition_1(edit, last);
    return;
  }
  if (!last.player_turn_ended) {
    close_turn(edit);
  } else if (s.turn() == offender) {
    // The offending action had ended the turn and handed it straight back to the offender, the
    // knocker serving a missed turn. The knocker plays that turn after all, so still owes one;
    // the offender's second turn, not begun, ends too.
    edit.misses_turn(knocker) = true;
    ++edit.turn_number();
  }
  edit.turn() = knocker;
}

void apply_knock(StateEditor& edit, Player knocker) {
  const KnockVerdict verdict = knock_verdict(edit.s, knocker);
  LastAction& last = edit.last();
  last.judged = true;
  if (verdict.justified) {
    take_back(edit, last);
    return;
  }
  ++edit.knocks(knocker);
  if (verdict.penalty) {
    edit.misses_turn(knocker) = true;
    edit.knocks(knocker) = 0;
  }
}

}  // namespace

void apply_legal(State& state, const Action& action) {
  StateEditor edit(state);
  ++edit.action_count();
  if (action.kind == ActionKind::knock) {
    apply_knock(edit, action.player);
    return;
  }
  if (action.kind == ActionKind::resign) {
    edit.result() = Result{Outcome::resigned, other(action.player), 0};
    return;
  }
  const Judgement judgement = judge(state, action);
  LastAction last;
  last.exists = true;
  last.actor = state.turn();
  last.action = action;
  last.offence = judgement.offence;
  if (judgement.offence) {
    last.missed = judgement.missed;
    last.missed_card = state.top(judgement.missed.from).card;
  }
  const Player p = state.turn();
  switch (action.kind) {
    case ActionKind::move:
      apply_move(edit, action, last);
      break;
    case ActionKind::turn_up:
      edit.set_top_face(reserve_of(p), true);
      break;
    case ActionKind::turn_over:
      edit.turn_pile_over(waste_of(p), reserve_of(p), false);
      break;
    case ActionKind::pass:
      last.player_turn_ended = true;
      end_turn(edit);
      break;
    default:
      break;
  }
  edit.last() = last;
  if (!state.over()) check_win(edit, p);
}

std::string apply(State& state, const Action& action) {
  if (state.over()) return std::string(tr("the game is over"));
  if (action.kind == ActionKind::resign) {
    if (action.player > 1) return std::string(tr("no such player"));
    apply_legal(state, action);
    return "";
  }
  if (action.kind == ActionKind::knock) {
    const KnockVerdict verdict =
        action.player <= 1 ? knock_verdict(state, action.player) : KnockVerdict{};
    if (!verdict.allowed) {
      return verdict.reason.empty() ? std::string(tr("no such player")) : verdict.reason;
    }
    apply_legal(state, action);
    return "";
  }
  std::string reason;
  switch (action.kind) {
    case ActionKind::move: {
      if (action.from >= kPileCount || action.to >= kPileCount) {
        return std::string(tr("no such pile"));
      }
      const MoveError error = check_move(state, action.from, action.to);
      reason = explain_move_error(state, error, action.from, action.to);
      break;
    }
    case ActionKind::turn_up:
      if (!can_turn_up(state)) {
        reason = state.turned_card_waiting(state.turn())
                     ? tr("the reserve's top card is already up")
                     : tr("your reserve is empty");
      }
      break;
    case ActionKind::turn_over:
      if (!can_turn_over(state)) {
        reason = state.empty(reserve_of(state.turn()))
                     ? tr("your waste is empty")
                     : tr("the waste is turned over only when the reserve is empty");
      }
      break;
    case ActionKind::pass:
      if (!can_pass(state)) {
        reason = tr("you may end your turn only when nothing is left to turn up");
      }
      break;
    default:
      reason = tr("unknown action");
      break;
  }
  if (!reason.empty()) return reason;
  apply_legal(state, action);
  return "";
}

int State::cards_left(Player p) const {
  return size(reserve_of(p)) + size(waste_of(p)) + size(stock_of(p));
}

}  // namespace rb::russian_bank
