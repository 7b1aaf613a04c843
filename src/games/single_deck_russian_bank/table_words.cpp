// Single-deck Russian Bank's gestures and words at the table (see table_words.hpp); its rules
// page is a data file (rules/).
#include "table_words.hpp"

#include "core/voices.hpp"

namespace rb::sdrb {
namespace {

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

// A whole pile's words: "the pile from the 4 of clubs to the 7 of clubs".
std::string moved_pile(const State& s, PileId from) {
  if (from >= kPileCount || s.size(from) < 2) return "a pile";
  return "the pile from the " + card_name(s.card(from, 0)) + " to the " + card_name(s.top(from));
}

// The card a turn-up shows: the reserve's top, or after turning the waste over, its bottom card.
std::string card_turned(const State& s) {
  const PileId reserve = reserve_of(s.turn());
  const PileId waste = waste_of(s.turn());
  if (!s.empty(reserve)) return "the " + card_name(s.top(reserve));
  if (!s.empty(waste)) return "the " + card_name(s.card(waste, 0));
  return "a card";
}

}  // namespace

ActionLook action_look(const State& state, const Action& action) {
  switch (action.kind) {
    case ActionKind::move:
      return {Gesture::move, action.from, action.to};
    case ActionKind::move_pile:
      return {Gesture::move, action.from, action.to, 0};
    case ActionKind::turn_up:
      return {Gesture::tap, reserve_of(state.turn()), -1};
  }
  return {};
}

std::string action_label(const Action& action) {
  return action.kind == ActionKind::turn_up ? "Turn up" : "";
}

std::string action_words(const State& before, const Action& action, const Voices& voices) {
  const std::string& subject = voices[before.turn()].subject;
  switch (action.kind) {
    case ActionKind::move:
      return subject + " moved " + moved_card(before, action.from) + " from " +
             pile_words(action.from, voices) + " to " + pile_words(action.to, voices);
    case ActionKind::move_pile:
      return subject + " moved " + moved_pile(before, action.from) + " from " +
             pile_words(action.from, voices) + " onto " + pile_words(action.to, voices);
    case ActionKind::turn_up:
      return subject + " turned up " + card_turned(before);
  }
  return "";
}

std::string hint_words(const State& state, const Action& action, const Voices& voices) {
  switch (action.kind) {
    case ActionKind::move:
      return "move " + moved_card(state, action.from) + " from " + pile_words(action.from, voices) +
             " to " + pile_words(action.to, voices);
    case ActionKind::move_pile:
      return "move " + moved_pile(state, action.from) + " from " + pile_words(action.from, voices) +
             " onto " + pile_words(action.to, voices) + " (drag its bottom card)";
    case ActionKind::turn_up:
      return state.empty(reserve_of(state.turn()))
                 ? "turn your waste over and up (click your empty reserve)"
                 : "turn up your reserve (click it)";
  }
  return "nothing to suggest";
}

std::vector<SeatLine> seat_lines(const State& state, Player seat) {
  std::vector<SeatLine> lines;
  const std::string left = std::to_string(state.cards_left(seat));
  lines.push_back({left + " cards left", left + " left", false, false, SeatLine::Counts::cards_left,
                   state.cards_left(seat)});
  if (!state.over() && state.turns_without_progress() * 4 >= state.rules().stall_turns * 3) {
    const std::string quiet = std::to_string(state.turns_without_progress()) + "/" +
                              std::to_string(state.rules().stall_turns);
    lines.push_back({"Quiet turns " + quiet, "Quiet " + quiet, true, false});
  }
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
    if (is_tableau(pile)) {
      info.word = "Tableau";
      info.number = pile + 1;
      info.fanned = true;
    } else {
      info.word = is_reserve(pile) ? "reserve" : "waste";
      info.owner = pile == reserve_of(0) || pile == waste_of(0) ? 0 : 1;
      info.count_badge = true;
    }
  }
  return piles;
}

}  // namespace rb::sdrb
