// Judgement: does an action overlook a mandatory move (house) or break a priority (classic)?
// And what would a knock or Stop do right now?
#include "core/translation.hpp"
#include "moves.hpp"

namespace rb::russian_bank {

namespace {

bool is_center_move(const Action& a) {
  return a.kind == ActionKind::move && pile_kind(a.to) == PileKind::center;
}

// Classic presets: once the offender's turn has ended, its errors stand (rules page, Stop).
bool stop_window_closed(const State& s) {
  return s.rules().classic() && s.last().player_turn_ended && s.rules().edition >= 2;
}

std::string could_go(const State& s, const Action& missed) {
  return "the " + card_name(s.top(missed.from).card) + " could go to " + pile_name(missed.to);
}

}  // namespace

Judgement judge(const State& s, const Action& action) {
  Judgement j;
  if (s.over() || action.kind == ActionKind::knock || action.kind == ActionKind::resign) return j;
  Action missed;
  if (!is_center_move(action) && find_center_move(s, &missed)) {
    j.offence = true;
    j.missed = missed;
    j.reason = could_go(s, missed);
    return j;
  }
  if (!s.rules().classic()) return j;
  // Priority 1, second half: the stock's top goes to the center before any other card.
  if (is_center_move(action) && action.from != stock_of(s.turn()) &&
      find_stock_center_move(s, &missed)) {
    j.offence = true;
    j.missed = missed;
    j.reason = could_go(s, missed) + " before any other card";
    return j;
  }
  // Priority 2 (option): fill an empty house pile from the stock before turning up.
  if (s.rules().space_from_stock_first && action.kind == ActionKind::turn_up &&
      find_space_from_stock(s, &missed)) {
    j.offence = true;
    j.missed = missed;
    j.reason = pile_name(missed.to) + " had to be filled from the stock first";
  }
  return j;
}

bool knock_open(const State& s) {
  const LastAction& last = s.last();
  return !s.over() && last.exists && !last.judged && !stop_window_closed(s);
}

KnockVerdict knock_verdict(const State& s, Player knocker) {
  KnockVerdict v;
  const LastAction& last = s.last();
  // A knock that is not allowed: apply's reason, in the table's language. (The verdict of an
  // allowed one is worded at the table, knock_words in table_words.cpp; its reason here, in
  // English, is for the tests.)
  if (s.over()) {
    v.reason = tr("the game is over");
    return v;
  }
  if (!last.exists || last.actor == knocker) {
    v.reason = s.rules().classic() ? tr("there is no move of the opponent's to call Stop on")
                                   : tr("there is no move of the opponent's to knock on");
    return v;
  }
  if (last.judged) {
    v.reason = tr("that move has already been judged");
    return v;
  }
  if (stop_window_closed(s)) {
    v.reason = tr("that turn is over, and its errors stand: a Stop must come while it is played");
    return v;
  }
  v.allowed = true;
  v.judged = last.action;
  v.justified = last.offence;
  v.missed = last.missed;
  if (v.justified) {
    v.reason = "justified: the " + card_name(last.missed_card) + " could have gone to " +
               pile_name(last.missed.to);
    return v;
  }
  v.reason = "unjustified: the last move broke no rule";
  const int after = s.rules().knock_penalty_after;
  v.penalty = after > 0 && s.unjustified_knocks(knocker) + 1 >= after;
  if (v.penalty) v.reason += "; " + std::string(1, "AB"[knocker]) + " misses the next turn";
  return v;
}

}  // namespace rb::russian_bank
