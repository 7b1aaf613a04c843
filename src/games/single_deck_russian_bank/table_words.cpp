// Single-deck Russian Bank's gestures and words at the table (see table_words.hpp); its rules
// page is a data file (rules/).
#include "table_words.hpp"

#include "core/translation.hpp"
#include "core/voices.hpp"

namespace rb::sdrb {
namespace {

std::string who(const Voices& voices, Player seat) {
  return lower_first(voices[seat].subject);
}

// A pile in the seats' voices: "tableau pile 3", "your reserve", "the computer's waste".
std::string pile_words(PileId pile, const Voices& voices) {
  if (is_tableau(pile)) return tr_fill("tableau pile {0}", {std::to_string(pile + 1)});
  if (pile >= kPileCount) return std::string(tr("no pile"));
  const Player owner = pile == reserve_of(0) || pile == waste_of(0) ? 0 : 1;
  if (size_t(owner) >= voices.size()) return pile_name(pile);
  const SeatVoice& v = voices[owner];
  if (is_reserve(pile)) {
    return v.second_person ? std::string(tr("your reserve"))
                           : tr_fill("{0}'s reserve", {owner_name(v)});
  }
  return v.second_person ? std::string(tr("your waste")) : tr_fill("{0}'s waste", {owner_name(v)});
}

// A pile in the words of a move made by a seat named in the third person: its own reserve and
// waste called "its" once the sentence has named it ("The computer moved the 3 of clubs from its
// reserve to its waste"; a review found "from the computer's waste" beside "from its reserve").
std::string actor_pile_words(PileId pile, const Voices& voices, Player actor) {
  const bool reserve = pile == reserve_of(actor), waste = pile == waste_of(actor);
  if (size_t(actor) < voices.size() && !voices[actor].second_person && (reserve || waste)) {
    return reserve ? its_or_theirs(voices[actor], tr_mark("its reserve"), tr_mark("their reserve"))
                   : its_or_theirs(voices[actor], tr_mark("its waste"), tr_mark("their waste"));
  }
  return pile_words(pile, voices);
}

// Whether a move takes a card: the top of its pile (none from an empty pile or none).
bool takes_card(const State& s, PileId from) {
  return from < kPileCount && !s.empty(from);
}

// Whether a whole pile's move takes one ("the pile from the 4 of clubs to the 7 of clubs").
bool takes_pile(const State& s, PileId from) {
  return from < kPileCount && s.size(from) >= 2;
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
    case ActionKind::resign:
      return {};  // (the menu's Resign)
  }
  return {};
}

std::string action_label(const Action& action) {
  return action.kind == ActionKind::turn_up ? std::string(tr("Turn up")) : "";
}

std::string action_words(const State& before, const Action& action, const Voices& voices) {
  const Player actor = action.kind == ActionKind::resign ? Player(action.from) : before.turn();
  const bool you = voices[actor].second_person;
  const std::string& subject = voices[actor].subject;
  switch (action.kind) {
    case ActionKind::resign:
      return you ? std::string(tr("You gave the game up"))
                 : tr_fill("{0} gave the game up", {subject});
    case ActionKind::move: {
      const std::string from = actor_pile_words(action.from, voices, actor);
      const std::string to = actor_pile_words(action.to, voices, actor);
      if (!takes_card(before, action.from)) {
        return you ? tr_fill("You moved a card from {0} to {1}", {from, to})
                   : tr_fill("{0} moved a card from {1} to {2}", {subject, from, to});
      }
      const std::string card = card_words(before.top(action.from));
      return you ? tr_fill("You moved the {0} from {1} to {2}", {card, from, to})
                 : tr_fill("{0} moved the {1} from {2} to {3}", {subject, card, from, to});
    }
    case ActionKind::move_pile: {
      const std::string from = actor_pile_words(action.from, voices, actor);
      const std::string to = actor_pile_words(action.to, voices, actor);
      if (!takes_pile(before, action.from)) {
        return you ? tr_fill("You moved a pile from {0} onto {1}", {from, to})
                   : tr_fill("{0} moved a pile from {1} onto {2}", {subject, from, to});
      }
      const std::string bottom = card_words(before.card(action.from, 0));
      const std::string top = card_words(before.top(action.from));
      return you ? tr_fill("You moved the pile from the {0} to the {1} from {2} onto {3}",
                           {bottom, top, from, to})
                 : tr_fill("{0} moved the pile from the {1} to the {2} from {3} onto {4}",
                           {subject, bottom, top, from, to});
    }
    case ActionKind::turn_up: {
      // The card a turn-up shows: the reserve's top, or after turning the waste over, its bottom
      // card.
      const PileId reserve = reserve_of(before.turn());
      const PileId waste = waste_of(before.turn());
      if (before.empty(reserve) && before.empty(waste)) {
        return you ? std::string(tr("You turned up a card"))
                   : tr_fill("{0} turned up a card", {subject});
      }
      const std::string card =
          card_words(before.empty(reserve) ? before.card(waste, 0) : before.top(reserve));
      return you ? tr_fill("You turned up the {0}", {card})
                 : tr_fill("{0} turned up the {1}", {subject, card});
    }
  }
  return "";
}

std::string hint_words(const State& state, const Action& action, const Voices& voices) {
  switch (action.kind) {
    case ActionKind::move: {
      const std::string from = pile_words(action.from, voices);
      const std::string to = pile_words(action.to, voices);
      if (!takes_card(state, action.from)) {
        return tr_fill("move a card from {0} to {1}", {from, to});
      }
      return tr_fill("move the {0} from {1} to {2}",
                     {card_words(state.top(action.from)), from, to});
    }
    case ActionKind::move_pile: {
      const std::string from = pile_words(action.from, voices);
      const std::string to = pile_words(action.to, voices);
      if (!takes_pile(state, action.from)) {
        return tr_fill("move a pile from {0} onto {1} (drag its bottom card)", {from, to});
      }
      return tr_fill(
          "move the pile from the {0} to the {1} from {2} onto {3} (drag its bottom card)",
          {card_words(state.card(action.from, 0)), card_words(state.top(action.from)), from, to});
    }
    case ActionKind::turn_up:
      return std::string(state.empty(reserve_of(state.turn()))
                             ? tr("turn your waste over and up (tap or click your empty reserve)")
                             : tr("turn up your reserve (tap or click it)"));
    case ActionKind::resign:
      break;
  }
  return std::string(tr("nothing to suggest"));
}

std::string in_voices(std::string text, const Voices& voices) {
  // The engine's one reason in seat letters: the player's own empty waste.
  for (Player seat : {Player(0), Player(1)}) {
    if (size_t(seat) < voices.size() && text == pile_name(waste_of(seat)) + " is empty") {
      const SeatVoice& v = voices[seat];
      return v.second_person ? std::string(tr("your waste is empty"))
                             : tr_fill("{0}'s waste is empty", {owner_name(v)});
    }
  }
  return speak_seats(std::move(text), voices);
}

std::vector<SeatLine> seat_lines(const State& state, Player seat) {
  std::vector<SeatLine> lines;
  const int left = state.cards_left(seat);
  lines.push_back({tr_count(left, "{0} card left|{0} cards left"),
                   tr_count(left, "{0} left|{0} left"), false, false, SeatLine::Counts::cards_left,
                   left});
  if (!state.over() && state.turns_without_progress() * 4 >= state.rules().stall_turns * 3) {
    const std::string quiet = std::to_string(state.turns_without_progress());
    const std::string stall = std::to_string(state.rules().stall_turns);
    // (The table's count, a warning in the box of the seat in turn: said on the other's, the
    // status line read "Your turn (the computer quiet turns 75/100).")
    lines.push_back({tr_fill("Quiet turns {0}/{1}", {quiet, stall}),
                     tr_fill("Quiet {0}/{1}", {quiet, stall}), seat == state.turn(), false});
  }
  return lines;
}

// (The end panel adds the deal number and the turns played.)
std::string end_summary(const State& state, const Voices& voices) {
  return tr_fill("Cards left: {0} {1}, {2} {3}.",
                 {who(voices, 0), std::to_string(state.cards_left(0)), who(voices, 1),
                  std::to_string(state.cards_left(1))});
}

std::vector<PileInfo> pile_infos() {
  std::vector<PileInfo> piles(kPileCount);
  for (PileId pile = 0; pile < kPileCount; ++pile) {
    PileInfo& info = piles[pile];
    info.code = pile_code(pile);
    if (is_tableau(pile)) {
      info.word = tr_mark("Tableau");
      info.number = pile + 1;
      info.fanned = true;
      info.number_badge = true;
    } else {
      info.word = is_reserve(pile) ? tr_mark("reserve") : tr_mark("waste");
      info.owner = pile == reserve_of(0) || pile == waste_of(0) ? 0 : 1;
      info.count_badge = true;
    }
  }
  return piles;
}

}  // namespace rb::sdrb
