// Pishe Pasha's gestures and words at the table (see table_words.hpp). Rules text written for
// this game from ../shared/rules/pishe-pasha.md.
#include "table_words.hpp"

#include <array>

#include "core/voices.hpp"
#include "players.hpp"

namespace rb::pishe_pasha {
namespace {

std::string pile_words(PileId pile, const Voices& voices) {
  return speak_seats(pile_name(pile), voices);
}

// The card a turn-up shows: the reserve's top, or after turning the waste over, its bottom card.
std::string card_turned(const State& s) {
  const PileId reserve = reserve_of(s.turn());
  const PileId waste = waste_of(s.turn());
  if (!s.empty(reserve)) return card_name(s.top(reserve));
  if (!s.empty(waste)) return card_name(s.card(waste, 0));
  return "card";
}

constexpr std::array<std::string_view, 15> kRules = {
    "# Pishe Pasha",
    "A race for two with one deck. The first to play every card of their reserve and waste "
    "wins. Your cards are the bottom row, the computer's the top one.",
    "# The table",
    "Each player has a reserve, face down, and a waste beside it. Four center piles in the "
    "middle are built up in suit from the ace to the king.",
    "# Your turn",
    "Click your reserve to turn up its top card. That card may go to a center pile that it "
    "follows, onto the computer's waste when it is one rank above or below the top card there "
    "(any suit), or onto your own waste.",
    "Putting the turned card on your own waste ends your turn. Any other play lets you turn up "
    "the next card.",
    "Once a card from your reserve has been played this turn, the top card of your waste may be "
    "played too, to a center pile or onto the computer's waste. It never goes back.",
    "When your reserve is empty, turning up first turns your waste over to make a new reserve.",
    "# Compulsory plays and Stop",
    "A card that can go to a center pile must go there before anything else is done with it. "
    "If the computer misses such a play, press Stop (or Space) before its next action: the "
    "missed card goes back and you take over the turn. The computer watches your plays the "
    "same way.",
    "A Stop with nothing missed is a wrong call. With the option Wrong Stops cost a turn after, "
    "that many wrong calls make the caller miss a turn.",
    "# Winning",
    "The first to play out wins and scores one point for each card the other still holds in "
    "reserve and waste.",
    "If no card reaches a center pile for the turns the options set, the game is blocked: "
    "fewer cards left wins, or it is a draw if the options say so.",
};

}  // namespace

ActionLook action_look(const State& state, const Action& action) {
  switch (action.kind) {
    case ActionKind::move:
      return {Gesture::move, action.from, action.to};
    case ActionKind::turn_up:
      return {Gesture::tap, reserve_of(state.turn()), -1};
    case ActionKind::stop:
      // At the table a Stop takes the turn over; letting the offender correct is for records.
      return {action.take_over ? Gesture::call : Gesture::none, -1, -1};
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
  const std::string who = voices[actor].subject;
  switch (action.kind) {
    case ActionKind::move:
      return who + " moved the " + card_name(before.top(action.from)) + " from " +
             pile_words(action.from, voices) + " to " + pile_words(action.to, voices);
    case ActionKind::turn_up:
      return who + " turned up the " + card_turned(before);
    case ActionKind::stop:
      return who + " called Stop";
    case ActionKind::resign:
      return who + " gave the game up";
  }
  return "";
}

std::string hint_words(const State& state, const Action& action, const Voices& voices) {
  switch (action.kind) {
    case ActionKind::move:
      return "move the " + card_name(state.top(action.from)) + " from " +
             pile_words(action.from, voices) + " to " + pile_words(action.to, voices);
    case ActionKind::turn_up:
      return "turn up your reserve (click it)";
    case ActionKind::stop:
      return "call Stop - a compulsory play was missed";
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
  if (verdict.upheld && missed) *missed = verdict.missed;
  std::string reason = speak_seats(verdict.reason, voices);
  if (verdict.upheld) {
    reason += stop.take_over ? ": it goes back and the turn passes" : ": it is played now";
  }
  out.words = voices[stop.player].subject + " called Stop - " + reason;
  const int after = state.rules().knock_penalty_after;
  if (verdict.allowed && !verdict.upheld && after > 0 &&
      state.wrong_calls(stop.player) + 1 < after) {
    out.words += " (wrong calls: " + std::to_string(state.wrong_calls(stop.player) + 1) + " of " +
                 std::to_string(after) + ")";
  }
  return out;
}

std::vector<SeatLine> seat_lines(const State& state, Player seat) {
  std::vector<SeatLine> lines;
  const std::string left = std::to_string(state.cards_left(seat));
  lines.push_back({left + " cards left", left + " left", false, false});
  if (const int after = state.rules().knock_penalty_after; after > 0) {
    const std::string count = std::to_string(state.wrong_calls(seat)) + "/" + std::to_string(after);
    lines.push_back({"Wrong stops " + count, "Stops " + count, false, false});
  }
  if (state.misses_next_turn(seat)) lines.push_back({"Misses a turn", "Misses turn", true, false});
  return lines;
}

std::string end_summary(const State& state, const Voices& voices) {
  return "Cards left: " + lower_first(voices[0].subject) + " " +
         std::to_string(state.cards_left(0)) + ", " + lower_first(voices[1].subject) + " " +
         std::to_string(state.cards_left(1)) + ".";
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
      info.word = pile == reserve_of(0) || pile == reserve_of(1) ? "reserve" : "waste";
      info.owner = pile == reserve_of(0) || pile == waste_of(0) ? 0 : 1;
      info.count_badge = true;
    }
  }
  return piles;
}

std::span<const PlayerLevel> player_levels() {
  static constexpr PlayerLevel kLevels[] = {
      {"Beginner", "plays the rule book's greedy way and now and then misses a compulsory play",
       1500},
      {"Club player", "looks eight turns ahead over sixteen guesses of the unseen cards", 1100},
      {"Master", "looks forty turns ahead over sixty-four guesses; never misses a play", 700},
  };
  return kLevels;
}

std::span<const std::string_view> rules_page() {
  return kRules;
}

std::string_view keys_page() {
  return "Keys: arrows or Tab move between piles, Enter picks up and puts down, U turns up, "
         "Space calls Stop, C sends to a center pile, H hint, N new game, R restart, M menu, "
         "S statistics, Esc cancels.";
}

}  // namespace rb::pishe_pasha
