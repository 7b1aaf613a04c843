// The two-pack solitaires' gestures and words at the table (see table_words.hpp); the rules
// pages are data files (rules/).
#include "table_words.hpp"

namespace rb::tps {
namespace {

// The cards a move takes: the top card, or Harp's king-headed group.
std::string moved_cards(const State& s, const Action& a) {
  if (a.from >= kMaxPiles || s.empty(a.from)) return "a card";
  if (a.from == kHand) return "the hand's top card";
  const int group = is_tableau(a.to) && s.empty(a.to) ? king_group_start(s, a.from) : -1;
  if (group >= 0 && group < s.size(a.from) - 1) {
    return "the cards from the " + card_name(s.card(a.from, group)) + " to the " +
           card_name(s.top(a.from));
  }
  return "the " + card_name(s.top(a.from));
}

std::string redeal_words(const State& s) {
  return fan_game(s.game()) ? "gathered the fans, shuffled and dealt them again"
                            : "turned the waste over as the hand";
}

std::string redeals_text(const State& s) {
  return s.redeals_left() == kUnlimited ? std::string("unlimited")
                                        : std::to_string(s.redeals_left());
}

}  // namespace

ActionLook action_look(const State& state, const Action& action) {
  switch (action.kind) {
    case ActionKind::move: {
      // Congress: the hand's card into the space (the one space there is) by a click on the hand.
      if (action.from == kHand) return {Gesture::tap, kHand, -1};
      const int group = is_tableau(action.to) && action.from < kMaxPiles && state.empty(action.to)
                            ? king_group_start(state, action.from)
                            : -1;
      return {Gesture::move, action.from, action.to, group};
    }
    case ActionKind::turn_up:
      return {Gesture::tap, kHand, -1};
    case ActionKind::redeal:
      if (state.game() == Game::house_in_the_wood || state.game() == Game::house_on_the_hill) {
        return {Gesture::button, -1, -1};
      }
      return {Gesture::tap, kHand, -1};
    case ActionKind::end:
      return {Gesture::button, -1, -1};
  }
  return {};
}

std::string action_label(const State&, const Action& action) {
  switch (action.kind) {
    case ActionKind::redeal:
      return "Redeal";
    case ActionKind::end:
      return "End game";
    default:
      return "";
  }
}

std::string action_words(const State& before, const Action& action, const Voices& voices) {
  const std::string subject = voices.empty() ? std::string("You") : voices[0].subject;
  const Game g = before.game();
  switch (action.kind) {
    case ActionKind::move:
      return subject + " moved " + moved_cards(before, action) + " from " +
             pile_name(g, action.from) + " to " + pile_name(g, action.to);
    case ActionKind::turn_up:
      return subject + " turned up " +
             (before.empty(kHand) ? std::string("a card") : "the " + card_name(before.top(kHand)));
    case ActionKind::redeal:
      return subject + " " + redeal_words(before);
    case ActionKind::end:
      return subject + " ended the game";
  }
  return "";
}

std::string hint_words(const State& state, const Action& action, const Voices&) {
  const Game g = state.game();
  switch (action.kind) {
    case ActionKind::move:
      return "move " + moved_cards(state, action) + " from " + pile_name(g, action.from) + " to " +
             pile_name(g, action.to);
    case ActionKind::turn_up:
      return "turn up the hand's next card (click the hand)";
    case ActionKind::redeal:
      return fan_game(g) ? "redeal the fans" : "turn the waste over as the hand (click the hand)";
    case ActionKind::end:
      return "nothing more can be gained: end the game";
  }
  return "nothing to suggest";
}

std::vector<SeatLine> seat_lines(const State& state) {
  std::vector<SeatLine> lines;
  const std::string up = std::to_string(state.foundation_cards());
  lines.push_back({up + " of 104 on the foundations", up + "/104", false, false});
  // (Redeals without limit need no count: the box, narrow on a phone, says nothing of them.)
  if (state.rules().redeals != 0 && state.redeals_left() != kUnlimited) {
    const std::string left = redeals_text(state);
    lines.push_back({"Redeals left: " + left, "Redeals " + left, false, true});
  }
  if (space_to_fill(state)) lines.push_back({"Fill the space", "Fill space", true, false});
  return lines;
}

std::string end_summary(const State& state, const Voices&) {
  std::string text =
      "Cards on the foundations: " + std::to_string(state.foundation_cards()) + " of 104";
  if (state.redeals_made() > 0)
    text += ", after " + std::to_string(state.redeals_made()) +
            (state.redeals_made() == 1 ? " redeal" : " redeals");
  return text + ".";
}

std::vector<PileInfo> pile_infos(Game game) {
  std::vector<PileInfo> piles(size_t(pile_count(game)));
  for (PileId pile = 0; pile < pile_count(game); ++pile) {
    PileInfo& info = piles[pile];
    info.code = pile_code(pile);
    if (is_foundation(pile)) {
      info.word = game == Game::house_on_the_hill ? (pile < 4 ? "Up" : "Down") : "Foundation";
      info.number = game == Game::house_on_the_hill ? pile % 4 + 1 : pile + 1;
      info.foundation = true;
    } else if (pile == kHand) {
      info.word = "hand";
      info.count_badge = true;
    } else if (pile == kWaste) {
      info.word = "waste";
      info.count_badge = true;
    } else {
      const int n = pile - kFirstTableau;
      info.word = game == Game::congress ? (n < 4 ? "L" : "R") : fan_game(game) ? "Fan" : "Pile";
      info.number = game == Game::congress ? n % 4 + 1 : n + 1;
      info.fanned = true;
    }
  }
  return piles;
}

}  // namespace rb::tps
