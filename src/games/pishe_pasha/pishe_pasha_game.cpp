// Pishe Pasha as a GameModule (core/recorded_game.hpp with kit.hpp): the rules-facing part of its
// GameState (seats, actions, the table, words, Stops) and of its module.
#include "pishe_pasha_game.hpp"

#include "core/recorded_game.hpp"
#include "core/translation.hpp"
#include "core/voices.hpp"
#include "hidden.hpp"
#include "players.hpp"
#include "record.hpp"
#include "table.hpp"
#include "table_words.hpp"

namespace rb {

namespace {

using namespace pishe_pasha;

ActionCode encode(const Action& a) {
  return Kit::encode(a);
}
Action decode(ActionCode code) {
  return Kit::decode(code);
}

class PishePashaState : public RecordedGameState<Kit, PishePashaState> {
 public:
  using RecordedGameState::RecordedGameState;
  int seat_count() const override { return 2; }
  int seat_in_turn() const override { return state_.turn(); }
  bool over() const override { return state_.over(); }
  int winner() const override { return state_.winner() ? int(*state_.winner()) : -1; }
  int score() const override { return state_.score(); }
  std::string result_text() const override { return result_words(state_); }

  void legal_actions(std::vector<ActionCode>& out) const override {
    std::vector<Action> actions;
    pishe_pasha::legal_actions(state_, actions);
    out.clear();
    for (const Action& a : actions) out.push_back(encode(a));
  }
  // Every move between two piles, turning up, and both players' Stops with either choice
  // (take-over first, as legal_actions lists them: the table's Stop button makes the first).
  void candidate_actions(std::vector<ActionCode>& out) const override {
    out.clear();
    for (PileId from = 0; from < kPileCount; ++from) {
      for (PileId to = 0; to < kPileCount; ++to) {
        if (from != to) out.push_back(encode(Action::move(from, to)));
      }
    }
    out.push_back(encode(Action::turn_up()));
    for (const pishe_pasha::Player p : {pishe_pasha::Player(0), pishe_pasha::Player(1)}) {
      out.push_back(encode(Action::stop(p, true)));
      out.push_back(encode(Action::stop(p, false)));
    }
  }
  int actor(ActionCode code) const override {
    const Action a = decode(code);
    return a.kind == ActionKind::stop || a.kind == ActionKind::resign ? a.player : state_.turn();
  }
  TableArrangements table() const override { return pishe_pasha_table(); }
  int pile_size(int pile) const override { return state_.size(PileId(pile)); }
  CardFace card_at(int pile, int index) const override {
    return {state_.card(PileId(pile), index).id, state_.face_up(PileId(pile), index)};
  }
  std::string invariants() const override { return check_invariants(state_); }
  // Both players see the same: every turned card, each pile's size; never the unseen order.
  std::string observation(int) const override {
    State view = state_;
    canonicalize_unseen(view);
    return state_text(view);
  }
  void shuffle_hidden(int, uint64_t seed) override {
    Random random(seed);
    shuffle_unseen(state_, random);
  }
  int turn_number() const override { return state_.turn_number(); }
  int action_count() const override { return state_.action_count(); }

  ActionLook look(ActionCode code) const override { return action_look(state_, decode(code)); }
  std::string action_label(ActionCode code) const override {
    return pishe_pasha::action_label(decode(code));
  }
  std::string call_label() const override { return std::string(tr("Stop!")); }
  std::string action_words(ActionCode code, const Voices& voices) const override {
    return pishe_pasha::action_words(state_, decode(code), voices);
  }
  int cards_to_go(int seat) const override { return state_.cards_left(pishe_pasha::Player(seat)); }
  std::optional<ActionCode> resign_action(int seat) const override {
    return encode(Action::resign(pishe_pasha::Player(seat)));
  }
  std::string hint_words(ActionCode code, const Voices& voices) const override {
    return pishe_pasha::hint_words(state_, decode(code), voices);
  }
  CallVerdict call_verdict(ActionCode code, const Voices& voices) const override {
    Action missed;
    CallVerdict verdict = stop_words(state_, decode(code), voices, &missed);
    if (verdict.justified) verdict.missed = encode(missed);
    return verdict;
  }
  std::string in_voices(std::string text, const Voices& voices) const override {
    return speak_seats(std::move(text), voices);
  }
  std::vector<SeatLine> seat_lines(int seat) const override {
    return pishe_pasha::seat_lines(state_, pishe_pasha::Player(seat));
  }
  std::string end_summary(const Voices& voices) const override {
    return pishe_pasha::end_summary(state_, voices);
  }
};

class PishePashaGame : public RecordedGameModule<Kit, PishePashaState> {
 public:
  int card_count() const override { return kDeckSize; }
  std::vector<std::string> player_names() const override { return pishe_pasha::player_names(); }
  std::span<const PlayerLevel> levels() const override { return player_levels(); }
  std::string rules_file(std::string_view) const override { return std::string(name()) + ".txt"; }
};

}  // namespace

const GameModule& pishe_pasha_game() {
  static const PishePashaGame game;
  return game;
}

}  // namespace rb
