// Pishe Pasha's gestures and words at the table (see table_words.hpp); its rules page is a
// data file (rules/).
#include "table_words.hpp"

#include "core/voices.hpp"

namespace rb::pishe_pasha {
namespace {

// "you", "the computer": a seat's subject in the middle of a sentence.
std::string who(const Voices& voices, Player seat) {
  return lower_first(voices[seat].subject);
}

std::string pile_words(PileId pile, const Voices& voices) {
  return speak_seats(pile_name(pile), voices);
}

// The card a move takes: the top of its pile ("a card" for an empty pile or none).
std::string moved_card(const State& s, PileId from) {
  if (from >= kPileCount || s.empty(from)) return "a card";
  return "the " + card_name(s.top(from));
}

// The card a turn-up shows: the reserve's top, or after turning the waste over, its bottom card.
std::string card_turned(const State& s) {
  const PileId reserve = reserve_of(s.turn());
  const PileId waste = waste_of(s.turn());
  if (!s.empty(reserve)) return "the " + card_name(s.top(reserve));
  if (!s.empty(waste)) return "the " + card_name(s.card(waste, 0));
  return "a card";
}

// The end of a wrong call's words: how many the caller has made, when they cost a turn.
std::string wrong_call_count(const State& s, Player caller, const Voices& voices) {
  const int after = s.rules().knock_penalty_after;
  if (after <= 0) return "";
  const int count = s.wrong_calls(caller) + 1;
  if (count < after) {
    return " (wrong calls: " + std::to_string(count) + " of " + std::to_string(after) + ")";
  }
  const std::string calls = std::to_string(after) + (after == 1 ? " wrong call" : " wrong calls");
  return " - " + calls + ": " +
         speak_seats(std::string(1, seat_letter(caller)) + " misses the next turn", voices);
}

}  // namespace

ActionLook action_look(const State& state, const Action& action) {
  switch (action.kind) {
    case ActionKind::move:
      return {Gesture::move, action.from, action.to};
    case ActionKind::turn_up:
      return {Gesture::tap, reserve_of(state.turn()), -1};
    case ActionKind::stop:
      // Both choices are calls; the table's Stop button makes the first one listed (take-over).
      return {Gesture::call, -1, -1};
    case ActionKind::resign:
      return {};
  }
  return {};
}

std::string action_label(const Action& action) {
  switch (action.kind) {
    case ActionKind::turn_up:
      return "Turn up";
    case ActionKind::stop:
      return "Stop!";
    default:
      return "";
  }
}

std::string action_words(const State& before, const Action& action, const Voices& voices) {
  const Player actor = action.kind == ActionKind::stop || action.kind == ActionKind::resign
                           ? action.player
                           : before.turn();
  const std::string& subject = voices[actor].subject;
  switch (action.kind) {
    case ActionKind::move:
      return subject + " moved " + moved_card(before, action.from) + " from " +
             pile_words(action.from, voices) + " to " + pile_words(action.to, voices);
    case ActionKind::turn_up:
      return subject + " turned up " + card_turned(before);
    case ActionKind::stop:
      return subject + " called Stop";
    case ActionKind::resign:
      return subject + " gave the game up";
  }
  return "";
}

std::string hint_words(const State& state, const Action& action, const Voices& voices) {
  switch (action.kind) {
    case ActionKind::move:
      return "move " + moved_card(state, action.from) + " from " + pile_words(action.from, voices) +
             " to " + pile_words(action.to, voices);
    case ActionKind::turn_up:
      return state.empty(reserve_of(state.turn()))
                 ? "turn your waste over and up (click your empty reserve)"
                 : "turn up your reserve (click it)";
    case ActionKind::stop:
      return "call Stop - a compulsory play to the center was missed";
    case ActionKind::resign:
      break;
  }
  return "nothing to suggest";
}

CallVerdict stop_words(const State& state, const Action& stop, const Voices& voices,
                       Action* missed) {
  const StopVerdict verdict = stop_verdict(state, stop.player);
  CallVerdict out;
  out.justified = verdict.upheld;
  std::string words = voices[stop.player].subject + " called Stop - ";
  if (!verdict.allowed) {
    words += speak_seats(verdict.reason, voices);
  } else if (verdict.upheld) {
    if (missed) *missed = verdict.missed;
    const LastAction& last = state.last();
    words += who(voices, last.actor) + " missed the " + card_name(last.missed_card) + " to " +
             pile_words(verdict.missed.to, voices) + ": it is taken back and ";
    if (stop.take_over) {
      const bool you = voices[stop.player].second_person;
      words += who(voices, stop.player) + (you ? " take" : " takes") + " over the turn";
    } else {
      words += "the card goes there now";
    }
  } else {
    words += "no compulsory play was missed" + wrong_call_count(state, stop.player, voices);
  }
  out.words = std::move(words);
  return out;
}

std::vector<SeatLine> seat_lines(const State& state, Player seat) {
  std::vector<SeatLine> lines;
  const std::string left = std::to_string(state.cards_left(seat));
  lines.push_back({left + " cards left", left + " left", false, false, SeatLine::Counts::cards_left,
                   state.cards_left(seat)});
  if (const int after = state.rules().knock_penalty_after; after > 0) {
    const std::string count = std::to_string(state.wrong_calls(seat)) + "/" + std::to_string(after);
    lines.push_back({"Wrong calls " + count, "Wrong " + count, false, false,
                     SeatLine::Counts::wrong_calls, state.wrong_calls(seat)});
  }
  if (state.misses_next_turn(seat)) lines.push_back({"Misses a turn", "Misses turn", true, false});
  return lines;
}

// (The end panel adds the deal number and the turns played.)
std::string end_summary(const State& state, const Voices& voices) {
  return "Cards left: " + who(voices, 0) + " " + std::to_string(state.cards_left(0)) + ", " +
         who(voices, 1) + " " + std::to_string(state.cards_left(1)) + ".";
}

std::vector<PileInfo> pile_infos() {
  std::vector<PileInfo> piles(kPileCount);
  for (PileId pile = 0; pile < kPileCount; ++pile) {
    PileInfo& info = piles[pile];
    info.code = pile_code(pile);
    if (is_center(pile)) {
      info.word = "Center";
      info.number = pile + 1;
      info.foundation = true;
    } else {
      const bool reserve = pile == reserve_of(0) || pile == reserve_of(1);
      info.word = reserve ? "reserve" : "waste";
      info.owner = pile == reserve_of(0) || pile == waste_of(0) ? 0 : 1;
      info.count_badge = true;
    }
  }
  return piles;
}

}  // namespace rb::pishe_pasha
