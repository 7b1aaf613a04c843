// Russian Bank as a GameModule (core/recorded_game.hpp with kit.hpp): the rules-facing part of its
// GameState (seats, actions, the table, words, knocks) and of its module.
#include "russian_bank_game.hpp"

#include "ai/levels.hpp"
#include "ai/observation.hpp"
#include "core/recorded_game.hpp"
#include "engine/hidden.hpp"
#include "engine/invariants.hpp"
#include "engine/state_text.hpp"
#include "rules_text.hpp"
#include "seat_bot.hpp"
#include "table.hpp"
#include "table_words.hpp"

namespace rb {

namespace {

using namespace russian_bank;

ActionCode encode(const Action& action) {
  return Kit::encode(action);
}
Action decode(ActionCode code) {
  return Kit::decode(code);
}

class RussianBankState : public RecordedGameState<Kit, RussianBankState> {
 public:
  using RecordedGameState::RecordedGameState;
  int seat_count() const override { return 2; }
  int seat_in_turn() const override { return state_.turn(); }
  bool over() const override { return state_.over(); }
  int winner() const override { return state_.result().winner ? int(*state_.result().winner) : -1; }
  int score() const override { return state_.result().score; }
  std::string result_text() const override {
    return state_.over() ? describe(state_.result(), state_.rules()) : "";
  }

  void legal_actions(std::vector<ActionCode>& out) const override {
    ActionList actions;
    russian_bank::legal_actions(state_, actions);
    out.clear();
    for (const Action& action : actions) out.push_back(encode(action));
  }
  // Every move between two piles, turning up, turning over, passing and both knocks. (Resigning
  // is always allowed and never listed: the app offers it.)
  void candidate_actions(std::vector<ActionCode>& out) const override {
    out.clear();
    for (PileId from = 0; from < kPileCount; ++from) {
      for (PileId to = 0; to < kPileCount; ++to) {
        if (from != to) out.push_back(encode(Action::move(from, to)));
      }
    }
    for (const Action& action : {Action::turn_up(), Action::turn_over(), Action::pass(),
                                 Action::knock(kPlayerA), Action::knock(kPlayerB)}) {
      out.push_back(encode(action));
    }
  }
  int actor(ActionCode code) const override {
    const Action action = decode(code);
    return action.kind == ActionKind::knock || action.kind == ActionKind::resign ? action.player
                                                                                 : state_.turn();
  }

  TableArrangements table() const override { return russian_bank_table(state_.rules()); }
  int pile_size(int pile) const override { return state_.size(PileId(pile)); }
  CardFace card_at(int pile, int index) const override {
    const CardSlot slot = state_.at(PileId(pile), index);
    return {slot.card.id, slot.face_up};
  }
  std::string invariants() const override { return check_invariants(state_); }

  // Both players see the same table: every face-up card, each pile's size, and where each card
  // once seen went; never the order of the unseen cards.
  std::string observation(int) const override { return state_text(observe(state_)); }
  void shuffle_hidden(int, uint64_t seed) override {
    Random random(seed);
    shuffle_unseen(state_, random);
  }
  int turn_number() const override { return state_.turn_number(); }
  int action_count() const override { return state_.action_count(); }

  ActionLook look(ActionCode code) const override { return action_look(state_, decode(code)); }
  std::string action_label(ActionCode code) const override {
    return russian_bank::action_label(decode(code));
  }
  std::string call_label() const override { return russian_bank::call_label(state_.rules()); }
  std::string action_words(ActionCode code, const Voices& voices) const override {
    return russian_bank::action_words(state_, decode(code), voices);
  }
  int cards_to_go(int seat) const override { return state_.cards_left(Player(seat)); }
  std::optional<ActionCode> resign_action(int seat) const override {
    return encode(Action::resign(Player(seat)));
  }
  std::string hint_words(ActionCode code, const Voices& voices) const override {
    return russian_bank::hint_words(state_, decode(code), voices);
  }
  CallVerdict call_verdict(ActionCode code, const Voices& voices) const override {
    Action missed;
    CallVerdict verdict = knock_words(state_, decode(code), voices, &missed);
    if (verdict.justified) verdict.missed = encode(missed);
    return verdict;
  }
  std::string in_voices(std::string text, const Voices& voices) const override {
    return russian_bank::in_voices(std::move(text), voices);
  }
  std::vector<SeatLine> seat_lines(int seat) const override {
    return russian_bank::seat_lines(state_, Player(seat));
  }
  std::string end_summary(const Voices& voices) const override {
    return russian_bank::end_summary(state_, voices);
  }
};

class RussianBankGame : public RecordedGameModule<Kit, RussianBankState> {
 public:
  int card_count() const override { return kCardCount; }
  std::vector<std::string> player_names() const override {
    return {"random", "greedy", "ai1", "ai2", "ai3", "ai4", "ai5"};
  }
  std::span<const PlayerLevel> levels() const override {
    static PlayerLevel table[kLevelCount];
    if (table[0].name.empty()) {
      for (int i = 0; i < kLevelCount; ++i) {
        const Level& level = russian_bank::level(i + 1);
        table[i] = {level.name, level.description, double(level.knock_delay_ms)};
      }
    }
    return table;
  }
  std::string rules_file(std::string_view preset_text) const override {
    Preset preset = Preset::house;
    parse_preset(preset_text, preset);
    return rules_file_name(preset);
  }
};

}  // namespace

const GameModule& russian_bank_game() {
  static const RussianBankGame game;
  return game;
}

namespace russian_bank {

const State& russian_bank_state(const GameState& state) {
  return static_cast<const RussianBankState&>(state).state();
}

std::unique_ptr<GameState> russian_bank_state_of(const Record& record, const State& state) {
  return std::make_unique<RussianBankState>(record, state);
}

ActionCode russian_bank_code(const Action& action) {
  return encode(action);
}

Action russian_bank_action(ActionCode code) {
  return decode(code);
}

}  // namespace russian_bank

}  // namespace rb
