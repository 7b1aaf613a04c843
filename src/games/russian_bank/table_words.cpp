// Russian Bank's gestures and words at the table (see table_words.hpp).
#include "games/russian_bank/table_words.hpp"

#include "core/voices.hpp"

namespace rb::russian_bank {
namespace {

std::string pile_words(PileId pile, const Voices& voices) {
  return speak_seats(pile_name(pile), voices);
}

std::string moved_card(const State& before, const Action& action) {
  return before.empty(action.from) ? "a card" : "the " + card_name(before.top(action.from).card);
}

}  // namespace

ActionLook action_look(const State& state, const Action& action) {
  switch (action.kind) {
    case ActionKind::move:
      return {Gesture::move, action.from, action.to};
    case ActionKind::turn_up:
    case ActionKind::turn_over:
      return {Gesture::tap, reserve_of(state.turn()), -1};
    case ActionKind::knock:
      return {Gesture::call, -1, -1};
    case ActionKind::pass:
      return {Gesture::button, -1, -1};
    case ActionKind::resign:
      return {};
  }
  return {};
}

std::string action_label(const Action& action) {
  switch (action.kind) {
    case ActionKind::pass:
      return "Pass";
    case ActionKind::turn_up:
      return "Turn up";
    case ActionKind::turn_over:
      return "Turn over";
    default:
      return "";
  }
}

std::string call_label(const Rules& rules) {
  return rules.classic() ? "Stop!" : "Knock";
}

std::string action_words(const State& before, const Action& action, const Voices& voices) {
  const Player actor = action.kind == ActionKind::knock || action.kind == ActionKind::resign
                           ? action.player
                           : before.turn();
  const std::string who = voices[actor].subject;
  switch (action.kind) {
    case ActionKind::move:
      return who + " moved " + moved_card(before, action) + " from " +
             pile_words(action.from, voices) + " to " + pile_words(action.to, voices);
    case ActionKind::turn_up: {
      const PileId reserve = reserve_of(actor);
      return who + " turned up the " +
             (before.empty(reserve) ? std::string("card") : card_name(before.top(reserve).card));
    }
    case ActionKind::turn_over:
      return who + " turned the waste over";
    case ActionKind::pass:
      return who + " ended the turn";
    case ActionKind::resign:
      return who + " gave the game up";
    case ActionKind::knock:
      return who + (before.rules().classic() ? " called Stop" : " knocked");
  }
  return "";
}

std::string hint_words(const State& state, const Action& action, const Voices& voices) {
  switch (action.kind) {
    case ActionKind::move:
      return "move " + moved_card(state, action) + " from " + pile_words(action.from, voices) +
             " to " + pile_words(action.to, voices);
    case ActionKind::turn_up:
      return "turn up your reserve (click it)";
    case ActionKind::turn_over:
      return "turn your waste over (click your empty reserve)";
    case ActionKind::knock:
      return state.rules().classic() ? "call Stop - a move was missed"
                                     : "knock - the computer missed a move";
    case ActionKind::pass:
      return "end your turn (Pass)";
    case ActionKind::resign:
      return "nothing to suggest";
  }
  return "";
}

CallVerdict knock_words(const State& state, const Action& knock, const Voices& voices,
                        Action* missed) {
  const KnockVerdict verdict = knock_verdict(state, knock.player);
  CallVerdict out;
  out.justified = verdict.justified;
  if (verdict.justified && missed) *missed = verdict.missed;
  const std::string call = state.rules().classic() ? "called Stop" : "knocked";
  out.words =
      voices[knock.player].subject + " " + call + " - " + speak_seats(verdict.reason, voices);
  const int after = state.rules().knock_penalty_after;
  if (!verdict.justified && after > 0 && !verdict.penalty) {
    out.words += " (wrong knocks: " + std::to_string(state.unjustified_knocks(knock.player) + 1) +
                 " of " + std::to_string(after) + ")";
  }
  return out;
}

std::vector<SeatLine> seat_lines(const State& state, Player seat) {
  std::vector<SeatLine> lines;
  lines.push_back({seat == kPlayerA ? "Blue backs" : "Red backs", "", false, true});
  const std::string left = std::to_string(state.cards_left(seat));
  lines.push_back({left + " cards left", left + " left", false, false, SeatLine::Counts::cards_left,
                   state.cards_left(seat)});
  if (const int after = state.rules().knock_penalty_after; after > 0) {
    const std::string count =
        std::to_string(state.unjustified_knocks(seat)) + "/" + std::to_string(after);
    lines.push_back({"Wrong knocks " + count, "Knocks " + count, false, false,
                     SeatLine::Counts::wrong_calls, state.unjustified_knocks(seat)});
  }
  if (state.misses_next_turn(seat)) lines.push_back({"Misses a turn", "Misses turn", true});
  return lines;
}

std::string end_summary(const State& state, const Voices& voices) {
  return "Cards left: " + lower_first(voices[kPlayerA].subject) + " " +
         std::to_string(state.cards_left(kPlayerA)) + ", " + lower_first(voices[kPlayerB].subject) +
         " " + std::to_string(state.cards_left(kPlayerB)) + ".";
}

std::vector<PileInfo> pile_infos() {
  std::vector<PileInfo> piles(kPileCount);
  for (int p = 0; p < kPileCount; ++p) {
    const PileId pile = PileId(p);
    PileInfo& info = piles[size_t(p)];
    info.code = pile_code(pile);
    switch (pile_kind(pile)) {
      case PileKind::center:
        info.word = "Center";
        info.number = pile_index(pile) + 1;
        info.foundation = true;
        break;
      case PileKind::house:
        info.word = "House";
        info.number = pile_index(pile) + 1;
        info.fanned = true;
        break;
      case PileKind::reserve:
      case PileKind::waste:
      case PileKind::stock:
        info.word = pile_kind(pile) == PileKind::reserve ? "reserve"
                    : pile_kind(pile) == PileKind::waste ? "waste"
                                                         : "stock";
        info.owner = pile_owner(pile);
        info.count_badge = true;
        break;
    }
  }
  return piles;
}

}  // namespace rb::russian_bank
