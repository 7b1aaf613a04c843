// The two-pack solitaires' gestures and words at the table (see table_words.hpp), in the player's
// language (core/translation.hpp; the piles' words are marked, and translated where shown); the
// rules pages are data files (rules/).
#include "table_words.hpp"

#include "core/translation.hpp"

namespace rb::tps {
namespace {

// What a move takes, for its sentence: the top card, the hand's top card, or Harp's king-headed
// group (from its king to its top card); `first` and `last` the cards' words.
enum class Moved : uint8_t { card, hand_card, group, unknown };
struct MovedCards {
  Moved what = Moved::unknown;
  std::string first, last;
};

MovedCards moved_cards(const State& s, const Action& a) {
  if (a.from >= kMaxPiles || s.empty(a.from)) return {};
  if (a.from == kHand) return {Moved::hand_card, "", ""};
  const int group = is_tableau(a.to) && s.empty(a.to) ? king_group_start(s, a.from) : -1;
  if (group >= 0 && group < s.size(a.from) - 1) {
    return {Moved::group, card_words(s.card(a.from, group)), card_words(s.top(a.from))};
  }
  return {Moved::card, card_words(s.top(a.from)), ""};
}

// "You moved the 5 of hearts from fan 3 to fan 7", "The computer moved ...".
std::string moved_words(const MovedCards& m, const SeatVoice& v, const std::string& from,
                        const std::string& to) {
  const std::string& who = v.subject;
  switch (m.what) {
    case Moved::card:
      return v.second_person
                 ? tr_fill("You moved the {0} from {1} to {2}", {m.first, from, to})
                 : tr_fill("{0} moved the {1} from {2} to {3}", {who, m.first, from, to});
    case Moved::hand_card:
      return v.second_person
                 ? tr_fill("You moved the hand's top card from {0} to {1}", {from, to})
                 : tr_fill("{0} moved the hand's top card from {1} to {2}", {who, from, to});
    case Moved::group:
      return v.second_person
                 ? tr_fill("You moved the cards from the {0} to the {1} from {2} to {3}",
                           {m.first, m.last, from, to})
                 : tr_fill("{0} moved the cards from the {1} to the {2} from {3} to {4}",
                           {who, m.first, m.last, from, to});
    case Moved::unknown:
      break;
  }
  return v.second_person ? tr_fill("You moved a card from {0} to {1}", {from, to})
                         : tr_fill("{0} moved a card from {1} to {2}", {who, from, to});
}

// "move the 5 of hearts from fan 3 to fan 7" (a hint).
std::string move_hint(const MovedCards& m, const std::string& from, const std::string& to) {
  switch (m.what) {
    case Moved::card:
      return tr_fill("move the {0} from {1} to {2}", {m.first, from, to});
    case Moved::hand_card:
      return tr_fill("move the hand's top card from {0} to {1}", {from, to});
    case Moved::group:
      return tr_fill("move the cards from the {0} to the {1} from {2} to {3}",
                     {m.first, m.last, from, to});
    case Moved::unknown:
      break;
  }
  return tr_fill("move a card from {0} to {1}", {from, to});
}

}  // namespace

ActionLook action_look(const State& state, const Action& action) {
  switch (action.kind) {
    case ActionKind::move: {
      // Congress: the hand's card into the space (the one space there is) by a click on the hand;
      // the space is where it goes (a hint outlines it).
      if (action.from == kHand) return {Gesture::tap, kHand, action.to};
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
      return std::string(tr("Redeal"));
    case ActionKind::end:
      return std::string(tr("End game"));
    default:
      return "";
  }
}

std::string action_words(const State& before, const Action& action, const Voices& voices) {
  // (No voices: the player's, "You".)
  const SeatVoice v = voices.empty() ? SeatVoice{std::string(tr("You")), "", true} : voices[0];
  const Game g = before.game();
  switch (action.kind) {
    case ActionKind::move:
      return moved_words(moved_cards(before, action), v, pile_name(g, action.from),
                         pile_name(g, action.to));
    case ActionKind::turn_up:
      if (before.empty(kHand)) {
        return v.second_person ? std::string(tr("You turned up a card"))
                               : tr_fill("{0} turned up a card", {v.subject});
      }
      return v.second_person
                 ? tr_fill("You turned up the {0}", {card_words(before.top(kHand))})
                 : tr_fill("{0} turned up the {1}", {v.subject, card_words(before.top(kHand))});
    case ActionKind::redeal:
      if (fan_game(g)) {
        return v.second_person
                   ? std::string(tr("You gathered the fans, shuffled and dealt them again"))
                   : tr_fill("{0} gathered the fans, shuffled and dealt them again", {v.subject});
      }
      return v.second_person ? std::string(tr("You turned the waste over as the hand"))
                             : tr_fill("{0} turned the waste over as the hand", {v.subject});
    case ActionKind::end:
      return v.second_person ? std::string(tr("You ended the game"))
                             : tr_fill("{0} ended the game", {v.subject});
  }
  return "";
}

std::string hint_words(const State& state, const Action& action, const Voices&) {
  const Game g = state.game();
  switch (action.kind) {
    case ActionKind::move:
      return move_hint(moved_cards(state, action), pile_name(g, action.from),
                       pile_name(g, action.to));
    case ActionKind::turn_up:
      return std::string(tr("turn up the hand's next card (tap or click the hand)"));
    case ActionKind::redeal:
      return std::string(fan_game(g)
                             ? tr("redeal the fans")
                             : tr("turn the waste over as the hand (tap or click the hand)"));
    case ActionKind::end:
      return std::string(tr("nothing more can be gained: end the game"));
  }
  return std::string(tr("nothing to suggest"));
}

std::vector<SeatLine> seat_lines(const State& state) {
  std::vector<SeatLine> lines;
  const std::string up = std::to_string(state.foundation_cards());
  lines.push_back({tr_fill("{0} of 104 on the foundations", {up}), up + "/104", false, false});
  // (Redeals without limit need no count: the box, narrow on a phone, says nothing of them.)
  if (state.rules().redeals != 0 && state.redeals_left() != kUnlimited) {
    const std::string left = std::to_string(state.redeals_left());
    lines.push_back(
        {tr_fill("Redeals left: {0}", {left}), tr_fill("Redeals {0}", {left}), false, true});
  }
  if (space_to_fill(state)) {
    lines.push_back(
        {std::string(tr("Fill the space")), std::string(tr("Fill space")), true, false});
  }
  return lines;
}

std::string end_summary(const State& state, const Voices&) {
  const std::string on = std::to_string(state.foundation_cards());
  if (state.redeals_made() == 0) return tr_fill("Cards on the foundations: {0} of 104.", {on});
  return tr_count(state.redeals_made(),
                  "Cards on the foundations: {1} of 104, after {0} redeal.|"
                  "Cards on the foundations: {1} of 104, after {0} redeals.",
                  {on});
}

std::vector<PileInfo> pile_infos(Game game) {
  std::vector<PileInfo> piles(size_t(pile_count(game)));
  for (PileId pile = 0; pile < pile_count(game); ++pile) {
    PileInfo& info = piles[pile];
    info.code = pile_code(pile);
    if (is_foundation(pile)) {
      info.word = game == Game::house_on_the_hill ? (pile < 4 ? tr_mark("Up") : tr_mark("Down"))
                                                  : tr_mark("Foundation");
      info.number = game == Game::house_on_the_hill ? pile % 4 + 1 : pile + 1;
      info.foundation = true;
      info.from_king = game == Game::house_on_the_hill && pile >= 4;
    } else if (pile == kHand) {
      info.word = tr_mark("Hand");  // (the cards to turn up: not a hand of cards held)
      info.count_badge = true;
    } else if (pile == kWaste) {
      info.word = tr_mark("Waste");
      info.count_badge = true;
    } else {
      const int n = pile - kFirstTableau;
      info.word = game == Game::congress ? (n < 4 ? tr_mark("L") : tr_mark("R"))
                  : fan_game(game)       ? tr_mark("Fan")
                                         : tr_mark("Pile");
      info.number = game == Game::congress ? n % 4 + 1 : n + 1;
      info.fanned = true;
    }
  }
  return piles;
}

}  // namespace rb::tps
