// Russian Bank's gestures and words at the table (see table_words.hpp).
#include "games/russian_bank/table_words.hpp"

#include <algorithm>
#include <utility>

#include "core/translation.hpp"
#include "core/voices.hpp"
#include "games/russian_bank/engine/moves.hpp"

namespace rb::russian_bank {
namespace {

// "center pile 2", "house pile 5", "your reserve", "the computer's waste", "Blue's stock".
std::string voiced_pile_words(PileId pile, const Voices& voices) {
  const PileKind kind = pile_kind(pile);
  if (kind == PileKind::center || kind == PileKind::house) return pile_words(pile);
  const size_t owner = pile_owner(pile);
  if (owner >= voices.size()) return pile_name(pile);
  const SeatVoice& voice = voices[owner];
  switch (pile_kind(pile)) {
    case PileKind::reserve:
      return voice.second_person ? std::string(tr("your reserve"))
                                 : tr_fill("{0}'s reserve", {owner_name(voice)});
    case PileKind::waste:
      return voice.second_person ? std::string(tr("your waste"))
                                 : tr_fill("{0}'s waste", {owner_name(voice)});
    default:
      return voice.second_person ? std::string(tr("your stock"))
                                 : tr_fill("{0}'s stock", {owner_name(voice)});
  }
}

// A pile in the words of a move made by a seat named in the third person: its own piles called
// "its" once the sentence has named it ("The computer moved the 3 of clubs from its reserve to its
// waste", not "from the computer's reserve to the computer's waste"), as Spite and Malice's words.
// Wherever the pile is left or reached (a review found "from the computer's waste" beside "from its
// reserve"; German's "von seine Ablage" is put in the dative by its words' rewrites).
std::string actor_pile_words(PileId pile, const Voices& voices, Player actor) {
  const PileKind kind = pile_kind(pile);
  const bool own = kind != PileKind::center && kind != PileKind::house && pile_owner(pile) == actor;
  if (own && !voices[actor].second_person) {
    return kind == PileKind::reserve
               ? its_or_theirs(voices[actor], tr_mark("its reserve"), tr_mark("their reserve"))
           : kind == PileKind::waste
               ? its_or_theirs(voices[actor], tr_mark("its waste"), tr_mark("their waste"))
               : its_or_theirs(voices[actor], tr_mark("its stock"), tr_mark("their stock"));
  }
  return voiced_pile_words(pile, voices);
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
      return std::string(tr("Pass"));
    case ActionKind::turn_up:
      return std::string(tr("Turn up"));
    case ActionKind::turn_over:
      return std::string(tr("Turn over"));
    default:
      return "";
  }
}

std::string call_label(const Rules& rules) {
  return std::string(rules.classic() ? tr("Stop!") : tr("Knock"));
}

std::string action_words(const State& before, const Action& action, const Voices& voices) {
  const Player actor = action.kind == ActionKind::knock || action.kind == ActionKind::resign
                           ? action.player
                           : before.turn();
  const bool you = voices[actor].second_person;
  const std::string& who = voices[actor].subject;
  switch (action.kind) {
    case ActionKind::move: {
      const std::string from = actor_pile_words(action.from, voices, actor);
      const std::string to = actor_pile_words(action.to, voices, actor);
      if (before.empty(action.from)) {
        return you ? tr_fill("You moved a card from {0} to {1}", {from, to})
                   : tr_fill("{0} moved a card from {1} to {2}", {who, from, to});
      }
      const std::string card = card_words(before.top(action.from).card);
      return you ? tr_fill("You moved the {0} from {1} to {2}", {card, from, to})
                 : tr_fill("{0} moved the {1} from {2} to {3}", {who, card, from, to});
    }
    case ActionKind::turn_up: {
      const PileId reserve = reserve_of(actor);
      if (before.empty(reserve)) {
        return you ? std::string(tr("You turned up the card"))
                   : tr_fill("{0} turned up the card", {who});
      }
      const std::string card = card_words(before.top(reserve).card);
      return you ? tr_fill("You turned up the {0}", {card})
                 : tr_fill("{0} turned up the {1}", {who, card});
    }
    case ActionKind::turn_over:
      return you ? std::string(tr("You turned the waste over"))
                 : tr_fill("{0} turned the waste over", {who});
    case ActionKind::pass:
      return you ? std::string(tr("You ended the turn")) : tr_fill("{0} ended the turn", {who});
    case ActionKind::resign:
      return you ? std::string(tr("You gave the game up")) : tr_fill("{0} gave the game up", {who});
    case ActionKind::knock:
      if (before.rules().classic()) {
        return you ? std::string(tr("You called Stop")) : tr_fill("{0} called Stop", {who});
      }
      return you ? std::string(tr("You knocked")) : tr_fill("{0} knocked", {who});
  }
  return "";
}

std::string hint_words(const State& state, const Action& action, const Voices& voices) {
  switch (action.kind) {
    case ActionKind::move: {
      const std::string from = voiced_pile_words(action.from, voices);
      const std::string to = voiced_pile_words(action.to, voices);
      if (state.empty(action.from)) return tr_fill("move a card from {0} to {1}", {from, to});
      return tr_fill("move the {0} from {1} to {2}",
                     {card_words(state.top(action.from).card), from, to});
    }
    case ActionKind::turn_up:
      return std::string(tr("turn up your reserve (tap or click it)"));
    case ActionKind::turn_over:
      return std::string(tr("turn your waste over (tap or click your empty reserve)"));
    case ActionKind::knock:
      return std::string(state.rules().classic() ? tr("call Stop — a move was missed")
                                                 : tr("knock — the computer missed a move"));
    case ActionKind::pass:
      return std::string(tr("end your turn (Pass)"));
    case ActionKind::resign:
      return std::string(tr("nothing to suggest"));
  }
  return "";
}

std::string in_voices(std::string text, const Voices& voices) {
  // The seats' piles in seat letters ("A's reserve": pile_name) in the table's words; the text
  // between them as speak_seats says it (no pile's words are read again).
  std::vector<std::pair<std::string, PileId>> names;
  for (Player seat : {kPlayerA, kPlayerB}) {
    if (size_t(seat) >= voices.size()) continue;
    for (const PileId pile : {reserve_of(seat), waste_of(seat), stock_of(seat)}) {
      names.emplace_back(pile_name(pile), pile);
    }
  }
  std::string out, between;
  for (size_t at = 0; at < text.size();) {
    const auto named = std::find_if(names.begin(), names.end(), [&](const auto& name) {
      return text.compare(at, name.first.size(), name.first) == 0;
    });
    if (named == names.end()) {
      between += text[at++];
      continue;
    }
    out +=
        speak_seats(std::exchange(between, {}), voices) + voiced_pile_words(named->second, voices);
    at += named->first.size();
  }
  return out + speak_seats(std::move(between), voices);
}

CallVerdict knock_words(const State& state, const Action& knock, const Voices& voices,
                        Action* missed) {
  const KnockVerdict verdict = knock_verdict(state, knock.player);
  CallVerdict out;
  out.justified = verdict.justified;
  if (verdict.justified && missed) *missed = verdict.missed;
  const SeatVoice& voice = voices[knock.player];
  const int after = state.rules().knock_penalty_after;
  const bool counted = !verdict.justified && after > 0 && !verdict.penalty;
  const std::string made = std::to_string(state.unjustified_knocks(knock.player) + 1);
  const std::string limit = std::to_string(after);
  // The verdict itself, after "You knocked — ".
  std::string finding;
  if (!verdict.allowed) {
    finding = in_voices(verdict.reason, voices);
    out.reason = finding;
    if (counted) finding = tr_fill("{0} (wrong knocks: {1} of {2})", {finding, made, limit});
  } else if (verdict.justified) {
    const std::string card = card_words(state.last().missed_card);
    const std::string pile = voiced_pile_words(verdict.missed.to, voices);
    finding = tr_fill("justified: the {0} could have gone to {1}", {card, pile});
    out.reason = tr_fill("the {0} could have gone to {1}", {card, pile});
  } else if (verdict.penalty) {
    finding =
        voice.second_person
            ? std::string(tr("unjustified: the last move broke no rule; you miss your next "
                             "turn"))
            : its_or_theirs(
                  voice,
                  tr_mark("unjustified: the last move broke no rule; {0} misses its next turn"),
                  tr_mark("unjustified: the last move broke no rule; {0} misses their next turn"),
                  {lower_first(voice.subject)});
  } else if (counted) {
    finding = tr_fill("unjustified: the last move broke no rule (wrong knocks: {0} of {1})",
                      {made, limit});
  } else {
    finding = tr("unjustified: the last move broke no rule");
  }
  if (out.reason.empty()) out.reason = tr("the last move broke no rule");
  if (voice.second_person) {
    out.words = state.rules().classic() ? tr_fill("You called Stop — {0}", {finding})
                                        : tr_fill("You knocked — {0}", {finding});
  } else {
    out.words = state.rules().classic() ? tr_fill("{0} called Stop — {1}", {voice.subject, finding})
                                        : tr_fill("{0} knocked — {1}", {voice.subject, finding});
  }
  return out;
}

std::vector<SeatLine> seat_lines(const State& state, Player seat) {
  std::vector<SeatLine> lines;
  lines.push_back(
      {std::string(seat == kPlayerA ? tr("Blue backs") : tr("Red backs")), "", false, true});
  const int left = state.cards_left(seat);
  lines.push_back({tr_count(left, "{0} card left|{0} cards left"),
                   tr_count(left, "{0} left|{0} left"), false, false, SeatLine::Counts::cards_left,
                   left});
  if (const int after = state.rules().knock_penalty_after; after > 0) {
    const std::string made = std::to_string(state.unjustified_knocks(seat));
    const std::string limit = std::to_string(after);
    lines.push_back({tr_fill("Wrong knocks {0}/{1}", {made, limit}),
                     tr_fill("Knocks {0}/{1}", {made, limit}), false, false,
                     SeatLine::Counts::wrong_calls, state.unjustified_knocks(seat)});
  }
  if (state.misses_next_turn(seat)) {
    lines.push_back({std::string(tr("Misses a turn")), std::string(tr("Misses turn")), true});
  }
  return lines;
}

std::string end_summary(const State& state, const Voices& voices) {
  return tr_fill(
      "Cards left: {0} {1}, {2} {3}.",
      {lower_first(voices[kPlayerA].subject), std::to_string(state.cards_left(kPlayerA)),
       lower_first(voices[kPlayerB].subject), std::to_string(state.cards_left(kPlayerB))});
}

std::vector<PileInfo> pile_infos() {
  std::vector<PileInfo> piles(kPileCount);
  for (int p = 0; p < kPileCount; ++p) {
    const PileId pile = PileId(p);
    PileInfo& info = piles[size_t(p)];
    info.code = pile_code(pile);
    switch (pile_kind(pile)) {
      case PileKind::center:
        info.word = tr_mark("Center");
        info.number = pile_index(pile) + 1;
        info.foundation = true;
        break;
      case PileKind::house:
        info.word = tr_mark("House");
        info.number = pile_index(pile) + 1;
        info.fanned = true;
        info.number_badge = true;
        break;
      case PileKind::reserve:
      case PileKind::waste:
      case PileKind::stock:
        info.word = pile_kind(pile) == PileKind::reserve ? tr_mark("reserve")
                    : pile_kind(pile) == PileKind::waste ? tr_mark("waste")
                                                         : tr_mark("stock");
        info.owner = pile_owner(pile);
        info.count_badge = true;
        break;
    }
  }
  return piles;
}

}  // namespace rb::russian_bank
