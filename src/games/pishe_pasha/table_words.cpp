// Pishe Pasha's gestures and words at the table (see table_words.hpp); its rules page is a
// data file (rules/).
#include "table_words.hpp"

#include <optional>

#include "core/translation.hpp"
#include "core/voices.hpp"

namespace rb::pishe_pasha {
namespace {

// "you", "the computer": a seat's subject in the middle of a sentence.
std::string who(const Voices& voices, Player seat) {
  return lower_first(voices[seat].subject);
}

// "center pile 2", "your reserve", "the computer's waste".
std::string pile_words(PileId pile, const Voices& voices) {
  if (is_center(pile)) return tr_fill("center pile {0}", {std::to_string(pile + 1)});
  const size_t owner = pile == reserve_of(0) || pile == waste_of(0) ? 0 : 1;
  if (owner >= voices.size()) return pile_name(pile);
  const SeatVoice& voice = voices[owner];
  if (pile == reserve_of(0) || pile == reserve_of(1)) {
    return voice.second_person ? std::string(tr("your reserve"))
                               : tr_fill("{0}'s reserve", {owner_name(voice)});
  }
  return voice.second_person ? std::string(tr("your waste"))
                             : tr_fill("{0}'s waste", {owner_name(voice)});
}

// A pile in the words of a move made by a seat named in the third person: its own reserve and
// waste called "its" once the sentence has named it ("The computer moved the 3 of clubs from its
// reserve to its waste"; a review found "from the computer's waste" beside "from its reserve"), as
// Russian Bank's words.
std::string actor_pile_words(PileId pile, const Voices& voices, Player actor) {
  const bool reserve = pile == reserve_of(actor), waste = pile == waste_of(actor);
  if (size_t(actor) < voices.size() && !voices[actor].second_person && (reserve || waste)) {
    return reserve ? its_or_theirs(voices[actor], tr_mark("its reserve"), tr_mark("their reserve"))
                   : its_or_theirs(voices[actor], tr_mark("its waste"), tr_mark("their waste"));
  }
  return pile_words(pile, voices);
}

// The card a move takes: the top of its pile (none for an empty pile or none).
std::optional<Card> moved_card(const State& s, PileId from) {
  if (from >= kPileCount || s.empty(from)) return std::nullopt;
  return s.top(from);
}

// The card a turn-up shows: the reserve's top, or after turning the waste over, its bottom card.
std::optional<Card> card_turned(const State& s) {
  const PileId reserve = reserve_of(s.turn());
  const PileId waste = waste_of(s.turn());
  if (!s.empty(reserve)) return s.top(reserve);
  if (!s.empty(waste)) return s.card(waste, 0);
  return std::nullopt;
}

// A Stop that found no compulsory play missed, with how many wrong calls the caller has made
// when they cost a turn.
std::string wrong_call_words(const State& s, Player caller, const Voices& voices) {
  const SeatVoice& voice = voices[caller];
  const bool you = voice.second_person;
  const std::string& subject = voice.subject;
  const int after = s.rules().knock_penalty_after;
  if (after <= 0) {
    return you ? std::string(tr("You called Stop — no compulsory play was missed"))
               : tr_fill("{0} called Stop — no compulsory play was missed", {subject});
  }
  const int count = s.wrong_calls(caller) + 1;
  if (count < after) {
    const std::string made = std::to_string(count), limit = std::to_string(after);
    return you ? tr_fill(
                     "You called Stop — no compulsory play was missed (wrong calls: {0} of {1})",
                     {made, limit})
               : tr_fill(
                     "{0} called Stop — no compulsory play was missed (wrong calls: {1} of {2})",
                     {subject, made, limit});
  }
  return you ? tr_count(
                   after,
                   "You called Stop — no compulsory play was missed — {0} wrong call: you miss "
                   "your next turn|You called Stop — no compulsory play was missed — {0} "
                   "wrong calls: you miss your next turn")
             : tr_count(after,
                        voice.person
                            ? tr_mark("{1} called Stop — no compulsory play was missed — {0} wrong "
                                      "call: {2} misses their next turn|{1} called Stop — no "
                                      "compulsory play was missed — {0} wrong calls: {2} misses "
                                      "their next turn")
                            : tr_mark("{1} called Stop — no compulsory play was missed — {0} wrong "
                                      "call: {2} misses its next turn|{1} called Stop — no "
                                      "compulsory play was missed — {0} wrong calls: {2} misses "
                                      "its next turn"),
                        {subject, who(voices, caller)});
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
      return std::string(tr("Turn up"));
    case ActionKind::stop:
      return std::string(tr("Stop!"));
    default:
      return "";
  }
}

std::string action_words(const State& before, const Action& action, const Voices& voices) {
  const Player actor = action.kind == ActionKind::stop || action.kind == ActionKind::resign
                           ? action.player
                           : before.turn();
  const bool you = voices[actor].second_person;
  const std::string& subject = voices[actor].subject;
  switch (action.kind) {
    case ActionKind::move: {
      const std::string from = actor_pile_words(action.from, voices, actor);
      const std::string to = actor_pile_words(action.to, voices, actor);
      if (const std::optional<Card> card = moved_card(before, action.from)) {
        return you ? tr_fill("You moved the {0} from {1} to {2}", {card_words(*card), from, to})
                   : tr_fill("{0} moved the {1} from {2} to {3}",
                             {subject, card_words(*card), from, to});
      }
      return you ? tr_fill("You moved a card from {0} to {1}", {from, to})
                 : tr_fill("{0} moved a card from {1} to {2}", {subject, from, to});
    }
    case ActionKind::turn_up:
      if (const std::optional<Card> card = card_turned(before)) {
        return you ? tr_fill("You turned up the {0}", {card_words(*card)})
                   : tr_fill("{0} turned up the {1}", {subject, card_words(*card)});
      }
      return you ? std::string(tr("You turned up a card"))
                 : tr_fill("{0} turned up a card", {subject});
    case ActionKind::stop:
      return you ? std::string(tr("You called Stop")) : tr_fill("{0} called Stop", {subject});
    case ActionKind::resign:
      return you ? std::string(tr("You gave the game up"))
                 : tr_fill("{0} gave the game up", {subject});
  }
  return "";
}

std::string hint_words(const State& state, const Action& action, const Voices& voices) {
  switch (action.kind) {
    case ActionKind::move: {
      const std::string from = pile_words(action.from, voices);
      const std::string to = pile_words(action.to, voices);
      if (const std::optional<Card> card = moved_card(state, action.from)) {
        return tr_fill("move the {0} from {1} to {2}", {card_words(*card), from, to});
      }
      return tr_fill("move a card from {0} to {1}", {from, to});
    }
    case ActionKind::turn_up:
      return std::string(state.empty(reserve_of(state.turn()))
                             ? tr("turn your waste over and up (tap or click your empty reserve)")
                             : tr("turn up your reserve (tap or click it)"));
    case ActionKind::stop:
      return std::string(tr("call Stop — a compulsory play to the center was missed"));
    case ActionKind::resign:
      break;
  }
  return std::string(tr("nothing to suggest"));
}

CallVerdict stop_words(const State& state, const Action& stop, const Voices& voices,
                       Action* missed) {
  const StopVerdict verdict = stop_verdict(state, stop.player);
  CallVerdict out;
  out.justified = verdict.upheld;
  const bool you = voices[stop.player].second_person;
  const std::string& subject = voices[stop.player].subject;
  if (!verdict.allowed) {
    out.reason = verdict.reason;
    out.words = you ? tr_fill("You called Stop — {0}", {verdict.reason})
                    : tr_fill("{0} called Stop — {1}", {subject, verdict.reason});
  } else if (verdict.upheld) {
    if (missed) *missed = verdict.missed;
    const LastAction& last = state.last();
    const std::string card = card_words(last.missed_card);
    const std::string pile = pile_words(verdict.missed.to, voices);
    const std::string offender = who(voices, last.actor);
    out.reason = tr_fill("{0} missed the {1} to {2}", {offender, card, pile});
    // The turned card laid somewhere, taken back and taken over: it waits no more, it goes onto
    // the offender's waste. Said so, since "taken back" alone read as if it left the waste it lay
    // on (a review).
    State after = state;
    const PileId waste = waste_of(last.actor);
    const bool to_waste = stop.take_over && last.action.kind == ActionKind::move &&
                          last.action.from == reserve_of(last.actor) &&
                          apply(after, stop).empty() && !after.empty(waste) &&
                          after.top(waste) == last.missed_card;
    if (to_waste) {
      const std::string on = pile_words(waste, voices);
      out.words =
          you ? tr_fill(
                    "You called Stop — {0} missed the {1} to {2}: it is taken back, the card "
                    "goes onto {3}, and you take over the turn",
                    {offender, card, pile, on})
          : voices[last.actor].second_person
              ? tr_fill(
                    "{0} called Stop — you missed the {1} to {2}: it is taken back, the card "
                    "goes onto {3}, and {4} takes over the turn",
                    {subject, card, pile, on, who(voices, stop.player)})
              : tr_fill(
                    "{0} called Stop — {1} missed the {2} to {3}: it is taken back, the card "
                    "goes onto {4}, and {5} takes over the turn",
                    {subject, offender, card, pile, on, who(voices, stop.player)});
    } else if (you) {
      out.words = stop.take_over
                      ? tr_fill(
                            "You called Stop — {0} missed the {1} to {2}: it is taken back "
                            "and you take over the turn",
                            {offender, card, pile})
                      : tr_fill(
                            "You called Stop — {0} missed the {1} to {2}: it is taken back "
                            "and the card goes there now",
                            {offender, card, pile});
    } else if (voices[last.actor].second_person) {
      out.words = stop.take_over
                      ? tr_fill(
                            "{0} called Stop — you missed the {1} to {2}: it is taken back "
                            "and {3} takes over the turn",
                            {subject, card, pile, who(voices, stop.player)})
                      : tr_fill(
                            "{0} called Stop — you missed the {1} to {2}: it is taken back "
                            "and the card goes there now",
                            {subject, card, pile});
    } else {
      out.words = stop.take_over
                      ? tr_fill(
                            "{0} called Stop — {1} missed the {2} to {3}: it is taken back "
                            "and {4} takes over the turn",
                            {subject, offender, card, pile, who(voices, stop.player)})
                      : tr_fill(
                            "{0} called Stop — {1} missed the {2} to {3}: it is taken back "
                            "and the card goes there now",
                            {subject, offender, card, pile});
    }
  } else {
    out.words = wrong_call_words(state, stop.player, voices);
    out.reason = tr("no compulsory play was missed");
  }
  return out;
}

std::vector<SeatLine> seat_lines(const State& state, Player seat) {
  std::vector<SeatLine> lines;
  const int left = state.cards_left(seat);
  lines.push_back({tr_count(left, "{0} card left|{0} cards left"),
                   tr_count(left, "{0} left|{0} left"), false, false, SeatLine::Counts::cards_left,
                   left});
  if (const int after = state.rules().knock_penalty_after; after > 0) {
    const std::string made = std::to_string(state.wrong_calls(seat));
    const std::string limit = std::to_string(after);
    lines.push_back({tr_fill("Wrong calls {0}/{1}", {made, limit}),
                     tr_fill("Wrong {0}/{1}", {made, limit}), false, false,
                     SeatLine::Counts::wrong_calls, state.wrong_calls(seat)});
  }
  if (state.misses_next_turn(seat)) {
    lines.push_back(
        {std::string(tr("Misses a turn")), std::string(tr("Misses turn")), true, false});
  }
  return lines;
}

// (The end panel adds the deal number and the turns played.)
std::string end_summary(const State& state, const Voices& voices) {
  return tr_fill("Cards left: {0} {1}, {2} {3}.",
                 {who(voices, 0), std::to_string(state.cards_left(0)), who(voices, 1),
                  std::to_string(state.cards_left(1))});
}

// "A wins: all cards played (21 points)" in the table's language (describe_result: in English,
// for the table as text).
std::string result_words(const State& state) {
  if (!state.over()) return "";
  const auto name = [](Player p) { return std::string(p == 0 ? "A" : "B"); };
  // (The English says "1 points": both forms alike.)
  switch (state.outcome()) {
    case Outcome::won:
      return tr_count(state.score(),
                      "{1} wins: all cards played ({0} points)|{1} wins: all cards played ({0} "
                      "points)",
                      {name(*state.winner())});
    case Outcome::blocked:
      if (!state.winner()) return std::string(tr("a blocked game: a draw"));
      return tr_count(state.score(),
                      "{1} wins a blocked game with fewer cards left ({0} points)|{1} wins a "
                      "blocked game with fewer cards left ({0} points)",
                      {name(*state.winner())});
    case Outcome::resigned:
      return tr_fill("{0} wins: the other player resigned", {name(*state.winner())});
    case Outcome::playing:
      break;
  }
  return "";
}

std::vector<PileInfo> pile_infos() {
  std::vector<PileInfo> piles(kPileCount);
  for (PileId pile = 0; pile < kPileCount; ++pile) {
    PileInfo& info = piles[pile];
    info.code = pile_code(pile);
    if (is_center(pile)) {
      info.word = std::string(tr_mark("Center"));
      info.number = pile + 1;
      info.foundation = true;
    } else {
      const bool reserve = pile == reserve_of(0) || pile == reserve_of(1);
      info.word = std::string(reserve ? tr_mark("reserve") : tr_mark("waste"));
      info.owner = pile == reserve_of(0) || pile == waste_of(0) ? 0 : 1;
      info.count_badge = true;
    }
  }
  return piles;
}

}  // namespace rb::pishe_pasha
