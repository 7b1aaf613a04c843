// Single-deck Russian Bank as a GameModule (core/recorded_game.hpp with kit.hpp): the
// rules-facing part of its GameState (seats, actions, the table, words) and of its module.
#include "single_deck_russian_bank_game.hpp"

#include "core/recorded_game.hpp"
#include "core/translation.hpp"
#include "hidden.hpp"
#include "players.hpp"
#include "record.hpp"
#include "table.hpp"
#include "table_words.hpp"

namespace rb {

namespace {

using namespace sdrb;

ActionCode encode(const Action& a) {
  return Kit::encode(a);
}
Action decode(ActionCode code) {
  return Kit::decode(code);
}

class SdrbState : public RecordedGameState<Kit, SdrbState> {
 public:
  using RecordedGameState::RecordedGameState;
  int seat_count() const override { return 2; }
  int seat_in_turn() const override { return state_.turn(); }
  bool over() const override { return state_.over(); }
  int winner() const override { return state_.winner() ? int(*state_.winner()) : -1; }
  int score() const override { return state_.score(); }
  std::string result_text() const override { return describe_result(state_); }

  void legal_actions(std::vector<ActionCode>& out) const override {
    std::vector<Action> actions;
    sdrb::legal_actions(state_, actions);
    out.clear();
    for (const Action& a : actions) out.push_back(encode(a));
  }
  // Every move between two piles, every whole-pile move between two tableau piles, turning up.
  void candidate_actions(std::vector<ActionCode>& out) const override {
    out.clear();
    for (PileId from = 0; from < kPileCount; ++from) {
      for (PileId to = 0; to < kPileCount; ++to) {
        if (from == to) continue;
        out.push_back(encode(Action::move(from, to)));
        if (is_tableau(from) && is_tableau(to)) out.push_back(encode(Action::move_pile(from, to)));
      }
    }
    out.push_back(encode(Action::turn_up()));
  }
  int actor(ActionCode code) const override {
    const Action action = decode(code);
    return action.kind == ActionKind::resign ? action.from : state_.turn();
  }
  TableArrangements table() const override { return single_deck_russian_bank_table(); }
  int pile_size(int pile) const override { return state_.size(PileId(pile)); }
  bool place_shown(int pile) const override {
    return !is_tableau(PileId(pile)) || state_.exists(PileId(pile));
  }
  CardFace card_at(int pile, int index) const override {
    return {state_.card(PileId(pile), index).id, state_.face_up(PileId(pile), index)};
  }
  std::string invariants() const override { return check_invariants(state_); }
  // Both seats see the same: every face-up card, and each reserve only as a count.
  std::string observation(int) const override { return observation_text(state_); }
  void shuffle_hidden(int, uint64_t seed) override {
    Random random(seed);
    shuffle_unseen(state_, random);
  }
  int turn_number() const override { return state_.turn_number(); }
  int action_count() const override { return state_.action_count(); }

  ActionLook look(ActionCode code) const override { return action_look(state_, decode(code)); }
  std::string action_label(ActionCode code) const override {
    return sdrb::action_label(decode(code));
  }
  std::string call_label() const override { return ""; }
  std::string action_words(ActionCode code, const Voices& voices) const override {
    return sdrb::action_words(state_, decode(code), voices);
  }
  int cards_to_go(int seat) const override { return state_.cards_left(sdrb::Player(seat)); }
  std::optional<ActionCode> resign_action(int seat) const override {
    return encode(Action::resign(sdrb::Player(seat)));
  }
  std::string hint_words(ActionCode code, const Voices& voices) const override {
    return sdrb::hint_words(state_, decode(code), voices);
  }
  CallVerdict call_verdict(ActionCode, const Voices&) const override {
    CallVerdict verdict;
    verdict.words = tr("there are no calls in this game");
    return verdict;
  }
  std::string in_voices(std::string text, const Voices& voices) const override {
    return sdrb::in_voices(std::move(text), voices);
  }
  std::vector<SeatLine> seat_lines(int seat) const override {
    return sdrb::seat_lines(state_, sdrb::Player(seat));
  }
  std::string end_summary(const Voices& voices) const override {
    return sdrb::end_summary(state_, voices);
  }
};

class SdrbGame : public RecordedGameModule<Kit, SdrbState> {
 public:
  int card_count() const override { return kDeckSize; }
  std::vector<std::string> player_names() const override { return sdrb::player_names(); }
  std::span<const PlayerLevel> levels() const override { return player_levels(); }
  std::string rules_file(std::string_view) const override { return std::string(name()) + ".txt"; }
};

}  // namespace

const GameModule& single_deck_russian_bank_game() {
  static const SdrbGame game;
  return game;
}

}  // namespace rb
