// A match of multiple solitaire as a GameState (see match_game.hpp): core/recorded_game.hpp with
// match_kit.hpp, the table of match_table.hpp, and the seats' words.
#include "match_game.hpp"

#include <algorithm>
#include <limits>

#include "../kit.hpp"
#include "../match_modes.hpp"
#include "../table_words.hpp"
#include "core/game_list.hpp"
#include "core/player_names.hpp"
#include "core/recorded_game.hpp"
#include "core/translation.hpp"
#include "core/voices.hpp"
#include "match_editor.hpp"
#include "match_kit.hpp"
#include "match_players.hpp"
#include "match_table.hpp"

namespace rb {

bool computer_clocks_linked() {
  return true;
}

}  // namespace rb

namespace rb::tps {

namespace {

class MatchState : public RecordedGameState<MatchKit, MatchState>,
                   public GameClock,
                   public SeatGames {
  using Base = RecordedGameState<MatchKit, MatchState>;
  using Base::state_;
  static ActionCode encode(const MatchAction& a) { return MatchKit::encode(a); }
  static MatchAction decode(ActionCode code) { return MatchKit::decode(code); }

 public:
  using Base::Base;

  int seat_count() const override { return state_.seats(); }
  int seat_in_turn() const override { return 0; }
  const GameClock* clock() const override { return this; }
  using GameState::clock;
  const SeatGames* seat_games() const override { return this; }
  bool may_act(int seat) const override {
    if (over()) return false;
    if (state_.game_over()) return seat == 0;
    std::vector<MatchAction> actions;
    seat_actions(state_, seat, actions);
    if (seat == 0 || !state_.race()) return !actions.empty();
    // (In a race, another seat's end alone is no play: here it is the computer's, which never
    // ends its game there; online each page has its own.)
    return std::any_of(actions.begin(), actions.end(),
                       [](const MatchAction& a) { return a.action.kind != ActionKind::end; });
  }
  double computer_pace_ms(int level) const override { return match_pace_ms(state_.rules(), level); }
  // A seat's game of this game of the match (not a race's, which shares the foundations), once
  // every seat's is over: its deal and its own actions as a record of a game alone.
  std::unique_ptr<GameState> seat_game(int seat) const override {
    if (state_.race() || seat < 0 || seat >= state_.seats() || !state_.game_over()) {
      return nullptr;
    }
    GameRecord<Kit> own;
    own.rules = seat_rules(state_.rules());
    own.seed = match_deal_seed(state_.rules(), state_.seed(), state_.game_number(), seat);
    for (const ActionCode code : record_actions()) {
      const MatchAction action = decode(code);
      if (action.kind == MatchKind::next) own.actions.clear();  // (a game before this one)
      if (action.kind == MatchKind::play && action.seat == seat) {
        own.actions.push_back(action.action);
      }
    }
    const GameModule* module = find_game(game_name());
    return module != nullptr ? module->load_record(write_game_record(own), nullptr) : nullptr;
  }
  void set_clock(double ms) override { clock_ = uint32_t(std::max(0.0, ms)); }
  double clock_ms() const override { return state_.clock_ms(); }
  std::optional<ActionCode> clock_action(double ms) const override {
    const std::optional<MatchAction> stop = clock_stop(state_, uint32_t(std::max(0.0, ms)));
    if (!stop) return std::nullopt;
    return encode(*stop);
  }
  double clock_deadline_ms() const override {
    const uint32_t deadline = tps::clock_deadline_ms(state_);
    return deadline == 0 ? -1 : double(deadline);
  }

  bool seat_people_apart() override {
    if (state_.race() && state_.seats() > 2) return false;  // (a race is of two)
    MatchEditor(state_).people_apart() = true;
    return true;
  }
  bool hidden_from(int pile, int seat) const override {
    if (!state_.people_apart() || state_.rules().mode != Mode::identical) return false;
    const MatchPile where = match_pile(state_, pile);
    return where.seat >= 0 && where.seat != seat && !state_.layout(seat).over();
  }

  std::string seat_over_reason(int seat) const override {
    if (seat < 0 || seat >= state_.seats()) return "";
    const State& s = state_.layout(seat);
    if (s.outcome() == Outcome::repeated) {
      return tr_count(s.rules().repeat_limit,
                      "the same position came back {0} time|the same position came back {0} times");
    }
    return s.outcome() == Outcome::blocked ? std::string(tr("no move is left")) : "";
  }
  std::string match_words() const override {
    switch (state_.rules().mode) {
      case Mode::identical:
        return std::string(
            tr("The same deal for every seat, its games hidden till yours is over: "
               "more cards home wins."));
      case Mode::comparative:
        return std::string(tr("A deal for each seat, played at once: more cards home wins."));
      default:
        return std::string(tr("A race onto every foundation: play when you like."));
    }
  }
  std::string stat_group() const override {
    return std::string(kModeNames[size_t(state_.rules().mode)]);
  }
  bool over() const override { return state_.match_over(); }
  int winner() const override { return match_winner(state_); }
  int score() const override {
    const int w = winner();
    return w < 0 ? 0 : total(w);
  }
  // Each seat's cards on the foundations over the match (its games added up).
  int points_of(int seat) const override { return over() ? total(seat) : 0; }
  std::string result_text() const override {
    if (!over()) return "";
    const int w = winner();
    if (state_.people_apart()) {  // (no seat is "you": each page's words say who, from "B wins")
      if (w < 0) return std::string(tr("A draw: as many cards on the foundations each"));
      // (Two seats: the counts, as a match against the computer gives them. A review found an
      // online race's end without them.)
      return letter(w) + " wins: " +
             (seat_count() == 2 ? tr_count(total(w),
                                           "{0} card on the foundations to {1}|{0} cards on the "
                                           "foundations to {1}",
                                           {std::to_string(total(1 - w))})
                                : std::string(tr("more cards on the foundations")));
    }
    return seat_count() == 2 ? result_against_one(w) : result_against_more(w);
  }

  void legal_actions(std::vector<ActionCode>& out) const override {
    std::vector<MatchAction> actions;
    match_actions(state_, actions);
    out.clear();
    for (const MatchAction& a : actions) out.push_back(encode(a));
    // The clock's stop, once it has run out at the time the table gave (set_clock).
    if (const std::optional<MatchAction> stop = clock_stop(state_, clock_)) {
      out.push_back(encode(*stop));
    }
  }
  void candidate_actions(std::vector<ActionCode>& out) const override {
    out.clear();
    const int piles = pile_count(state_.rules().game);
    for (int seat = 0; seat < seat_count(); ++seat) {
      const auto add = [&](MatchKind kind, const Action& a) {
        out.push_back(encode({kind, uint8_t(seat), a, 0}));
      };
      // (Turning up first: a click on the empty hand that cannot redeal is refused with its
      // reason, not a move of no card into a space.)
      add(MatchKind::play, Action::turn_up());
      add(MatchKind::play, Action::redeal());
      for (PileId from = 0; from < piles; ++from) {
        for (PileId to = 0; to < piles; ++to) {
          if (from != to) add(MatchKind::play, Action::move(from, to));
        }
        if (state_.race()) {
          for (PileId place = 0; place < kSharedFoundations; ++place) {
            add(MatchKind::home, Action::move(from, place));
          }
        }
      }
      add(MatchKind::play, Action::end());
    }
    out.push_back(encode({MatchKind::next, 0, Action::end(), 0}));
    out.push_back(encode({MatchKind::stop, 0, Action::end(), 0}));
  }
  int actor(ActionCode code) const override {
    const MatchAction a = decode(code);
    return a.kind == MatchKind::play || a.kind == MatchKind::home ? a.seat : 0;
  }
  TableArrangements table() const override { return match_table(state_); }
  int cards_in_play() const override { return std::min(tabled_seats(state_), 2) * kCards; }
  int pile_size(int pile) const override {
    const MatchPile where = match_pile(state_, pile);
    if (where.shared >= 0) return int(state_.shared(where.shared).size());
    return state_.layout(where.seat).size(where.pile);
  }
  CardFace card_at(int pile, int index) const override {
    const MatchPile where = match_pile(state_, pile);
    if (where.shared >= 0) return {state_.shared(where.shared)[size_t(index)], true};
    const State& s = state_.layout(where.seat);
    // (Each seat's packs by its back: the first seat's, the second's; at a table of people apart
    // with more than two, every page shows two layouts, its own and the next seat's, whose backs
    // differ but for three seats' first and third.)
    return {s.card(where.pile, index).id + where.seat % 2 * kCards, s.face_up(where.pile, index)};
  }
  std::string invariants() const override { return check_match(state_); }
  std::string observation(int seat) const override {
    std::string text = "game " + std::to_string(state_.game_number() + 1) + "\n";
    for (int other = 0; other < seat_count(); ++other) {
      text += "totals " + std::to_string(total(other)) + "\n";
      // In `identical` no seat sees another's game while it is played.
      if (other != seat && state_.rules().mode == Mode::identical && !state_.game_over()) continue;
      text += "seat " + letter(other) + "\n" + observation_text(state_.layout(other));
    }
    for (int place = 0; state_.race() && place < kSharedFoundations; ++place) {
      text += "f" + std::to_string(place + 1);
      for (const uint8_t id : state_.shared(place)) text += " " + std::to_string(id);
      text += "\n";
    }
    return text;
  }
  void shuffle_hidden(int, uint64_t seed) override {
    Random random(seed);
    shuffle_match_unseen(state_, random);
  }
  int turn_number() const override { return state_.action_count() + 1; }
  int action_count() const override { return state_.action_count(); }

  ActionLook look(ActionCode code) const override {
    const MatchAction a = decode(code);
    switch (a.kind) {
      case MatchKind::next:
        return {Gesture::button, -1, -1};
      case MatchKind::stop:
        return {Gesture::none, -1, -1};
      case MatchKind::home:
        return {Gesture::move, table_pile_of(state_, a.seat, a.action.from),
                table_pile_of_shared(a.action.to)};
      case MatchKind::play:
        break;
    }
    if (a.seat >= seat_count()) return {};
    ActionLook look = action_look(state_.layout(a.seat), a.action);
    if (look.from >= 0) look.from = table_pile_of(state_, a.seat, PileId(look.from));
    if (look.to >= 0) look.to = table_pile_of(state_, a.seat, PileId(look.to));
    if (look.gesture != Gesture::button && look.from < 0) look.gesture = Gesture::none;
    return look;
  }
  std::string action_label(ActionCode code) const override {
    const MatchAction a = decode(code);
    if (a.kind == MatchKind::next) return std::string(tr("Next game"));
    if (a.kind != MatchKind::play || a.seat >= seat_count()) return "";
    return tps::action_label(state_.layout(a.seat), a.action);
  }
  std::string call_label() const override { return ""; }
  std::string action_words(ActionCode code, const Voices& voices) const override {
    const std::string words = move_words(code, voices);
    std::string over = game_over_words(decode(code), voices);
    if (over.empty()) over = seat_over_words(decode(code), voices);
    return over.empty() ? words : words.empty() ? over : words + ". " + over;
  }
  // The action itself in words: "The computer moved the 7 of hearts from pile 3 to pile 5".
  std::string move_words(ActionCode code, const Voices& voices) const {
    const MatchAction a = decode(code);
    switch (a.kind) {
      case MatchKind::next:
        return tr_fill("Game {0} of {1} is dealt", {std::to_string(state_.game_number() + 2),
                                                    std::to_string(state_.rules().games)});
      case MatchKind::stop:
        return std::string(tr("Time: the race stops"));
      case MatchKind::home:
        return home_words(a, voice(voices, a.seat));
      case MatchKind::play:
        break;
    }
    if (a.seat >= seat_count()) return "";
    if (a.action.kind == ActionKind::end) {
      // (Not "ended the game": the match goes on, or ends with its result; a player's review.)
      const SeatVoice v = voice(voices, a.seat);
      return v.second_person ? std::string(tr("You stopped playing"))
                             : tr_fill("{0} stopped playing", {v.subject});
    }
    return tps::action_words(state_.layout(a.seat), a.action, {voice(voices, a.seat)});
  }
  int cards_to_go(int seat) const override {
    return kCards - state_.layout(seat).foundation_cards();
  }
  std::string hint_words(ActionCode code, const Voices& voices) const override {
    const MatchAction a = decode(code);
    if (a.kind == MatchKind::home) return home_hint(a);
    if (a.kind == MatchKind::next) return std::string(tr("deal the next game"));
    if (a.kind != MatchKind::play || a.seat >= seat_count()) return "";
    return tps::hint_words(state_.layout(a.seat), a.action, {voice(voices, a.seat)});
  }
  CallVerdict call_verdict(ActionCode, const Voices&) const override {
    CallVerdict verdict;
    verdict.words = tr("there are no calls in this game");
    return verdict;
  }
  // The match's end is written for a person in seat A ("to your 79"); where seat A is not the
  // person (the computers' demo), it is written again in the table's voices.
  std::string in_voices(std::string text, const Voices& voices) const override {
    const bool person_in_a = voices.empty() || voices[0].second_person;
    if (person_in_a || state_.people_apart() || text != result_text()) return text;
    return result_against_more(winner(), &voices);
  }
  std::vector<SeatLine> seat_lines(int seat) const override {
    const State& s = state_.layout(seat);
    std::vector<SeatLine> lines;
    // (Apart, every page shows these lines: none says another's count while any game is on.)
    const bool hidden =
        state_.rules().mode == Mode::identical &&
        (state_.people_apart() ? !state_.game_over() : seat != 0 && !state_.layout(0).over());
    if (hidden) {
      lines.push_back(
          {std::string(s.over() ? tr("Finished: waits for you") : tr("Playing the same deal")),
           std::string(s.over() ? tr("Finished") : tr("Playing")), false, true});
    } else {
      const int home = s.foundation_cards();
      // (One form at every count: the long one where it fit beside the short one where it did not
      // read as two kinds of count, a review found: "5 cards home" beside "38 home".)
      lines.push_back({tr_fill("{0} home", {std::to_string(home)}), "", false, false});
      if (s.over()) {
        // (In a race a seat out before the others waits for the race's end: ended by its
        // player, or with nothing to open again.)
        const bool waits = state_.race() && !state_.game_over();
        const bool ended = s.outcome() == Outcome::ended;
        lines.push_back(
            {std::string(s.won() ? tr("All home")
                         : waits ? (ended ? tr("Ended, waiting") : tr("Stuck, waiting"))
                         : ended ? tr("Ended by its player")
                         : s.outcome() == Outcome::stopped  ? tr("Stopped by the race's clock")
                         : s.outcome() == Outcome::repeated ? tr("Blocked: a position came back")
                                                            : tr("Blocked: no move left")),
             std::string(s.won() ? tr("All home") : tr("Done")), false, true});
      }
    }
    if (state_.rules().games > 1) {
      const std::string match = std::to_string(total(seat));
      lines.push_back(
          {tr_fill("Game {0} of {1}, match {2}", {std::to_string(state_.game_number() + 1),
                                                  std::to_string(state_.rules().games), match}),
           tr_fill("Match {0}", {match}), false, true});
    }
    return lines;
  }
  // Why a race ended, and the counts the headline does not give (a player's review: the panel
  // said the counts twice, and never that the clock had stopped the race).
  std::string end_summary(const Voices& voices) const override {
    const std::string game = seat_counts(state_, voices, false);
    const std::string match = seat_counts(state_, voices, true);
    const std::string why = race_end_words();
    if (state_.rules().games > 1) {
      return (why.empty() ? "" : why + " ") +
             tr_fill("Cards on the foundations: {0}. The match: {1}.", {game, match});
    }
    return why.empty() ? tr_fill("Cards on the foundations: {0}.", {game}) : why;
  }

 protected:
  MatchAction stamped(MatchAction action) const override {
    if (state_.race()) action.at_ms = clock_;
    return action;
  }

 private:
  uint32_t clock_ = 0;  // the race's time from its start, for the next action (set_clock)

  int total(int seat) const {
    return state_.total(seat) + (state_.game_over() ? state_.score(seat) : 0);
  }
  // "The race stopped: no card went home for 120 seconds." when the race's clock or its players'
  // games stopped it; "" else.
  std::string race_end_words() const {
    switch (state_.race_end()) {
      case RaceEnd::standstill:
        return tr_count(state_.rules().standstill_s,
                        "The race stopped: no card went home for {0} second.|The race stopped: "
                        "no card went home for {0} seconds.");
      case RaceEnd::time:
        return std::string(tr("The race stopped: its time was up."));
      case RaceEnd::all_ended:
        return std::string(tr("The race stopped: every game in it was over."));
      default:
        return "";
    }
  }
  static std::string letter(int seat) { return std::string(1, char('A' + seat)); }
  // A seat of a match against two or three computers as the person reads it in the middle of a
  // sentence (as app/text/wording.cpp's voices): "you", "computer B".
  static std::string seat_name(int seat) {
    if (seat == 0) return lower_first(std::string(tr("You")));
    return lower_first(tr_fill("Computer {0}", {letter(seat)}));
  }
  // The end of a game or match of the person against one computer, the winner's cards first: "The
  // computer wins the match: 138 cards on the foundations to your 0".
  std::string result_against_one(int w) const {
    const bool match = state_.rules().games > 1;
    if (w < 0) {
      const int each = total(0);
      return match ? tr_count(each,
                              "The match is a draw: {0} card on the foundations each|The match is "
                              "a draw: {0} cards on the foundations each")
                   : tr_count(each,
                              "A draw: {0} card on the foundations each|A draw: {0} cards on the "
                              "foundations each");
    }
    const int won = total(w);
    const std::string lost = std::to_string(total(1 - w));
    if (w == 0) {
      return match ? tr_count(won,
                              "You win the match: {0} card on the foundations to the computer's "
                              "{1}|You win the match: {0} cards on the foundations to the "
                              "computer's {1}",
                              {lost})
                   : tr_count(won,
                              "You win: {0} card on the foundations to the computer's {1}|You "
                              "win: {0} cards on the foundations to the computer's {1}",
                              {lost});
    }
    return match ? tr_count(won,
                            "The computer wins the match: {0} card on the foundations to your "
                            "{1}|The computer wins the match: {0} cards on the foundations to "
                            "your {1}",
                            {lost})
                 : tr_count(won,
                            "The computer wins: {0} card on the foundations to your {1}|The "
                            "computer wins: {0} cards on the foundations to your {1}",
                            {lost});
  }
  // Of the person against two or three computers: "Computer C wins: 80 cards on the foundations;
  // you 60 cards, computer B 70 cards" (a draw: every seat's count); with `voices`, each seat as
  // they name it ("Red wins: ...; Blue 60 cards").
  std::string result_against_more(int w, const Voices* voices = nullptr) const {
    const bool match = state_.rules().games > 1;
    std::string others;  // "you 60 cards, computer B 70 cards"
    for (int seat = 0; seat < seat_count(); ++seat) {
      if (seat == w) continue;
      const std::string name = voices ? owner_name((*voices)[size_t(seat)]) : seat_name(seat);
      others += (others.empty() ? "" : ", ") +
                tr_count(total(seat), "{1} {0} card|{1} {0} cards", {name});
    }
    if (w < 0) {
      return match ? tr_fill("The match is a draw: {0} on the foundations", {others})
                   : tr_fill("A draw: {0} on the foundations", {others});
    }
    const int won = total(w);
    if (w == 0 && !voices) {
      return match ? tr_count(won,
                              "You win the match: {0} card on the foundations; {1}|You win the "
                              "match: {0} cards on the foundations; {1}",
                              {others})
                   : tr_count(won,
                              "You win: {0} card on the foundations; {1}|You win: {0} cards on "
                              "the foundations; {1}",
                              {others});
    }
    const std::string who =
        voices ? (*voices)[size_t(w)].subject : tr_fill("Computer {0}", {letter(w)});
    return match ? tr_count(won,
                            "{1} wins the match: {0} card on the foundations; {2}|{1} wins the "
                            "match: {0} cards on the foundations; {2}",
                            {who, others})
                 : tr_count(won,
                            "{1} wins: {0} card on the foundations; {2}|{1} wins: {0} cards on "
                            "the foundations; {2}",
                            {who, others});
  }
  // "you 60, the computer 52": each seat, as in the middle of a sentence, with its cards on the
  // foundations in this game of the match or, with `match`, over the match so far.
  static std::string seat_counts(const Match& m, const Voices& voices, bool match) {
    std::string text;
    for (int seat = 0; seat < m.seats(); ++seat) {
      const int count = match ? m.total(seat) + (m.game_over() ? m.score(seat) : 0) : m.score(seat);
      text += (seat ? ", " : "") + lower_first(voice(voices, seat).subject) + " " +
              std::to_string(count);
    }
    return text;
  }
  // After the action that ends one seat's game while others play on, unless it won or was ended
  // by its player: why ("You can play no more: blocked: the same position came back 3 times,
  // with 40 cards on the foundations"; a player's review: the game ended at a third repetition
  // without a word).
  std::string seat_over_words(const MatchAction& a, const Voices& voices) const {
    if (a.kind != MatchKind::play || a.seat >= seat_count() || state_.layout(a.seat).over()) {
      return "";
    }
    Match after = state_;
    if (!tps::apply(after, stamped(a)).empty() || after.game_over()) return "";
    const State& layout = after.layout(a.seat);
    if (!layout.over() || layout.won() || layout.outcome() == Outcome::ended ||
        layout.outcome() == Outcome::stopped) {
      return "";
    }
    const SeatVoice v = voice(voices, a.seat);
    const std::string why = lower_first(result_words(layout));
    return v.second_person ? tr_fill("You can play no more: {0}", {why})
                           : tr_fill("{0} can play no more: {1}", {v.subject, why});
  }
  // After the action that ends a game of a match of several, before its last: the game's result
  // and the match's so far ("Game 1 of 3 is over: you 17, the computer 18"); "" after any other.
  std::string game_over_words(const MatchAction& a, const Voices& voices) const {
    if (state_.rules().games < 2 || state_.game_over() || a.kind == MatchKind::next) return "";
    for (int seat = 0; seat < seat_count() && a.kind != MatchKind::stop; ++seat) {
      if (seat != a.seat && !state_.layout(seat).over()) return "";  // (another plays on)
    }
    Match after = state_;
    if (!tps::apply(after, stamped(a)).empty() || !after.game_over() || after.match_over()) {
      return "";
    }
    const std::string number = std::to_string(after.game_number() + 1);
    const std::string games = std::to_string(after.rules().games);
    const std::string game = seat_counts(after, voices, false);
    if (after.game_number() == 0) {
      return tr_fill("Game {0} of {1} is over: {2}", {number, games, game});
    }
    return tr_fill("Game {0} of {1} is over: {2}; the match: {3}",
                   {number, games, game, seat_counts(after, voices, true)});
  }
  static SeatVoice voice(const Voices& voices, int seat) {
    if (size_t(seat) < voices.size()) return voices[size_t(seat)];
    return {tr_fill("Seat {0}", {letter(seat)}), tr_fill("seat {0}'s", {letter(seat)}), false};
  }
  // A race's card home: its card ("" when there is none to name), the pile it leaves and the
  // foundation's number.
  struct Home {
    bool known = false;  // the seat is one of the match's
    std::string card, from, to;
  };
  Home home_of(const MatchAction& a) const {
    if (a.seat >= seat_count()) return {};
    const State& s = state_.layout(a.seat);
    const bool card = a.action.from < pile_count(s.game()) && !s.empty(a.action.from);
    return {true, card ? card_words(s.top(a.action.from)) : std::string(),
            pile_name(s.game(), a.action.from), std::to_string(a.action.to + 1)};
  }
  // "You played the 5 of hearts from fan 3 to foundation 12".
  std::string home_words(const MatchAction& a, const SeatVoice& v) const {
    const Home h = home_of(a);
    const std::string& who = v.subject;
    if (!h.known) {
      return v.second_person ? std::string(tr("You played a card"))
                             : tr_fill("{0} played a card", {who});
    }
    if (h.card.empty()) {
      return v.second_person
                 ? tr_fill("You played a card from {0} to foundation {1}", {h.from, h.to})
                 : tr_fill("{0} played a card from {1} to foundation {2}", {who, h.from, h.to});
    }
    return v.second_person
               ? tr_fill("You played the {0} from {1} to foundation {2}", {h.card, h.from, h.to})
               : tr_fill("{0} played the {1} from {2} to foundation {3}",
                         {who, h.card, h.from, h.to});
  }
  // "play the 5 of hearts from fan 3 to foundation 12".
  std::string home_hint(const MatchAction& a) const {
    const Home h = home_of(a);
    if (!h.known) return std::string(tr("play a card"));
    if (h.card.empty()) return tr_fill("play a card from {0} to foundation {1}", {h.from, h.to});
    return tr_fill("play the {0} from {1} to foundation {2}", {h.card, h.from, h.to});
  }
};

// A computer seat of a match.
class MatchSeatPlayer : public SeatPlayer {
 public:
  MatchSeatPlayer(int level, uint64_t seed) : bot_(level, seed) {}
  void take_seat(int seat) override { seat_ = seat; }
  ActionCode choose(const GameState& state) override {
    const std::optional<ActionCode> action = think(state, std::numeric_limits<int64_t>::max());
    if (action) return *action;
    // Nothing to gain: the seat ends its game; in a race only in the person's seat (a demo, the
    // tournaments: as the person would), where the others' plays may open it again
    // (multiple-solitaire.md: the computer never ends its game by choice there).
    const ActionCode end = MatchKit::encode({MatchKind::play, uint8_t(seat_), Action::end(), 0});
    std::vector<ActionCode> legal;
    state.legal_actions(legal);
    const Match* match = match_of(state);
    const bool may_end = seat_ == 0 || match == nullptr || !match->race();
    if (may_end && std::find(legal.begin(), legal.end(), end) != legal.end()) return end;
    for (auto it = legal.rbegin(); it != legal.rend(); ++it) {
      if (*it != end && state.actor(*it) == seat_) return *it;
    }
    return end;
  }
  std::optional<ActionCode> think(const GameState& state, int64_t work) override {
    const Match* match = match_of(state);
    if (match == nullptr) return std::nullopt;
    if (match->game_over()) {
      if (seat_ != 0 || match->match_over()) return std::nullopt;
      return MatchKit::encode({MatchKind::next, 0, Action::end(), 0});
    }
    const std::optional<MatchAction> action = bot_.think(*match, seat_, work);
    if (!action) return std::nullopt;
    return MatchKit::encode(*action);
  }
  bool thinking() const override { return bot_.thinking(); }
  std::optional<ActionCode> call_out(const GameState&, int) override { return std::nullopt; }

 private:
  MatchBot bot_;
  int seat_ = 1;
};

}  // namespace

std::unique_ptr<GameState> new_match_state(const Rules& rules, uint64_t seed) {
  GameRecord<MatchKit> record;
  record.rules = rules;
  record.seed = seed;
  return std::make_unique<MatchState>(record, deal_match(rules, seed));
}

std::unique_ptr<GameState> load_match_record(std::string_view text, const Rules& game,
                                             std::string* error) {
  GameRecord<MatchKit> record;
  std::string problem = parse_game_record(text, record, game);
  Match match;
  if (problem.empty()) problem = replay_game_record(record, match);
  if (problem.empty() && record.rules.mode == Mode::alone) problem = "not a match (mode alone)";
  if (!problem.empty()) {
    if (error) *error = problem;
    return nullptr;
  }
  return std::make_unique<MatchState>(record, match);
}

const Match* match_of(const GameState& state) {
  if (!state.all_at_once()) return nullptr;
  return &static_cast<const MatchState&>(state).state();
}

std::unique_ptr<SeatPlayer> make_match_player(std::string_view name, uint64_t seed) {
  const int level = player_level_of(name, 5);
  if (level == kNoSuchPlayer) return nullptr;
  return std::make_unique<MatchSeatPlayer>(level, seed);
}

namespace {

// A computer seat that plays the game alone or a match, as the state it is given is.
class EitherPlayer : public SeatPlayer {
 public:
  EitherPlayer(std::unique_ptr<SeatPlayer> alone, std::unique_ptr<SeatPlayer> match)
      : alone_(std::move(alone)), match_(std::move(match)) {}
  void take_seat(int seat) override { match_->take_seat(seat); }
  ActionCode choose(const GameState& state) override { return of(state).choose(state); }
  std::optional<ActionCode> think(const GameState& state, int64_t work) override {
    return of(state).think(state, work);
  }
  bool thinking() const override { return match_->thinking() || alone_->thinking(); }
  std::optional<ActionCode> call_out(const GameState&, int) override { return std::nullopt; }

 private:
  SeatPlayer& of(const GameState& state) { return state.all_at_once() ? *match_ : *alone_; }
  std::unique_ptr<SeatPlayer> alone_, match_;
};

// The mode an option line of a record names ("option mode common"), alone when none.
Mode record_mode(std::string_view text) {
  const size_t at = text.find("\noption mode ");
  if (at == std::string_view::npos) return Mode::alone;
  std::string_view value = text.substr(at + 13);
  value = value.substr(0, value.find_first_of(" \r\n#"));
  for (size_t i = 0; i < kModeNames.size(); ++i) {
    if (kModeNames[i] == value) return Mode(i);
  }
  return Mode::alone;
}

std::unique_ptr<GameState> load_any_record(std::string_view text, const Rules& game,
                                           std::string* error, bool* match) {
  *match = record_mode(text) != Mode::alone;
  return *match ? load_match_record(text, game, error) : nullptr;
}

std::unique_ptr<SeatPlayer> make_either_player(std::unique_ptr<SeatPlayer> alone,
                                               std::string_view name, uint64_t seed) {
  return std::make_unique<EitherPlayer>(std::move(alone), make_match_player(name, seed));
}

std::string match_deal_problem(const GameModule& module, const GameState& state,
                               std::string_view preset, const OptionValues& options, uint64_t seed,
                               bool* about_seed) {
  // Its deal's record (options and seed) against a new one of these settings.
  if (about_seed) *about_seed = false;
  const std::unique_ptr<GameState> wanted = module.new_game(preset, options, seed, nullptr);
  if (!wanted) return "the settings do not match the record's rules";
  if (state.engine() == nullptr || wanted->engine() == nullptr) return "not a game of this module";
  const std::string have = state.engine()->dealt()->engine()->record_text();
  const std::string want = wanted->engine()->record_text();
  if (have == want) return "";
  const auto without_seed = [](const std::string& text) {
    return text.substr(0, text.find("seed "));
  };
  if (without_seed(have) != without_seed(want)) {
    return "the settings do not match the record's rules";
  }
  if (about_seed) *about_seed = true;
  return "the record's deal is not deal " + std::to_string(seed);
}

}  // namespace

const MatchModes* match_modes() {
  static constexpr MatchModes kModes = {&new_match_state, &load_any_record, &make_either_player,
                                        &match_deal_problem};
  return &kModes;
}

}  // namespace rb::tps
