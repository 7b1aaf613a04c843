// The two-pack solitaires' gestures and words at the table (see table_words.hpp), in the player's
// language (core/translation.hpp; the piles' words are marked, and translated where shown); the
// rules pages are data files (rules/).
#include "table_words.hpp"

#include "core/translation.hpp"

namespace rb::tps {
namespace {

// What a move takes, for its sentence: the top card, the hand's top card, or Harp's king-headed
// group (from its king to its top card); `first` and `last` the cards' words (the hand's card is
// named once it has moved: a hint does not see it).
enum class Moved : uint8_t { card, hand_card, group, unknown };
struct MovedCards {
  Moved what = Moved::unknown;
  std::string first, last;
};

MovedCards moved_cards(const State& s, const Action& a) {
  if (a.from >= kMaxPiles || s.empty(a.from)) return {};
  if (a.from == kHand) return {Moved::hand_card, card_words(s.top(kHand)), ""};
  const int group = is_tableau(a.to) && s.empty(a.to) ? king_group_start(s, a.from) : -1;
  if (group >= 0 && group < s.size(a.from) - 1) {
    return {Moved::group, card_words(s.card(a.from, group)), card_words(s.top(a.from))};
  }
  return {Moved::card, card_words(s.top(a.from)), ""};
}

// Where a move puts its card, in the words a player uses at a table whose piles carry no numbers:
// onto the card it covers ("onto the 6 of spades"), or the kind of place it reaches.
std::string destination_words(const State& s, const Action& a) {
  const Game g = s.game();
  if (is_tableau(a.to)) {
    if (!s.empty(a.to)) return tr_fill("onto the {0}", {card_words(s.top(a.to))});
    return std::string(fan_game(g) ? tr("to an empty fan") : tr("to an empty pile"));
  }
  // (House on the Hill's foundations are fixed places, each named by its suit and way.)
  if (is_foundation(a.to) && g != Game::house_on_the_hill)
    return std::string(tr("to a foundation"));
  return tr_fill("to {0}", {pile_name(g, a.to)});
}

// "You moved the 5 of hearts onto the 6 of spades", "The computer moved the 5 of hearts from the
// waste to a foundation" (a tableau card is named by itself: it shows where it lies).
std::string moved_words(const MovedCards& m, const SeatVoice& v, bool from_waste,
                        const std::string& to) {
  const std::string& who = v.subject;
  switch (m.what) {
    case Moved::card:
      if (from_waste) {
        return v.second_person
                   ? tr_fill("You moved the {0} from the waste {1}", {m.first, to})
                   : tr_fill("{0} moved the {1} from the waste {2}", {who, m.first, to});
      }
      return v.second_person ? tr_fill("You moved the {0} {1}", {m.first, to})
                             : tr_fill("{0} moved the {1} {2}", {who, m.first, to});
    case Moved::hand_card:
      return v.second_person ? tr_fill("You moved the {0} from the hand {1}", {m.first, to})
                             : tr_fill("{0} moved the {1} from the hand {2}", {who, m.first, to});
    case Moved::group:
      return v.second_person
                 ? tr_fill("You moved the cards from the {0} to the {1} {2}", {m.first, m.last, to})
                 : tr_fill("{0} moved the cards from the {1} to the {2} {3}",
                           {who, m.first, m.last, to});
    case Moved::unknown:
      break;
  }
  return v.second_person ? tr_fill("You moved a card {0}", {to})
                         : tr_fill("{0} moved a card {1}", {who, to});
}

// "move the 5 of hearts onto the 6 of spades" (a hint; the table outlines both places).
std::string move_hint(const MovedCards& m, bool from_waste, const std::string& to) {
  switch (m.what) {
    case Moved::card:
      return from_waste ? tr_fill("move the {0} from the waste {1}", {m.first, to})
                        : tr_fill("move the {0} {1}", {m.first, to});
    case Moved::hand_card:
      return tr_fill("move the hand's top card {0} (tap or click the hand)", {to});
    case Moved::group:
      return tr_fill("move the cards from the {0} to the {1} {2}", {m.first, m.last, to});
    case Moved::unknown:
      break;
  }
  return tr_fill("move a card {0}", {to});
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
      // (A king alone on top is the pile's top card: -1, as the table takes a top card.)
      return {Gesture::move, action.from, action.to,
              group == state.size(action.from) - 1 ? -1 : group};
    }
    case ActionKind::turn_up:
      // (A click on the hand; its card goes to the waste: a hint outlines both, and the page's
      // action event names the card turned, lying there.)
      return {Gesture::tap, kHand, kWaste};
    case ActionKind::redeal:
      // (The waste games turn their waste over by a click on the empty hand; the fan games'
      // redeal gathers and shuffles the table, a choice for a button that no stray click makes.)
      if (state.game() == Game::congress || state.game() == Game::harp) {
        return {Gesture::tap, kHand, -1};
      }
      return {Gesture::button, -1, -1};
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
      return moved_words(moved_cards(before, action), v, action.from == kWaste,
                         destination_words(before, action));
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
      return move_hint(moved_cards(state, action), action.from == kWaste,
                       destination_words(state, action));
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
  // A position come back (the block rule): how often, in the warning colour when once more ends
  // the game (a player's review: the game ended at the third time without a word before).
  if (const int seen = occurrences(state); seen >= 2 && state.outcome() == Outcome::playing) {
    const std::string times = std::to_string(seen),
                      limit = std::to_string(state.rules().repeat_limit);
    lines.push_back({tr_fill("Position seen {0} times (at {1} the game ends)", {times, limit}),
                     tr_fill("Repeat {0}/{1}", {times, limit}),
                     seen + 1 >= state.rules().repeat_limit, false});
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
