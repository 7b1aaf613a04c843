// Russian Bank as a GameModule: a GameState holds the engine's State and the record that led to
// it; an ActionCode packs an Action's four bytes.
#include "russian_bank_game.hpp"

#include "core/action_history.hpp"
#include "games/russian_bank/ai/bots.hpp"
#include "games/russian_bank/ai/observation.hpp"
#include "games/russian_bank/engine/hidden.hpp"
#include "games/russian_bank/engine/invariants.hpp"
#include "games/russian_bank/engine/record.hpp"
#include "games/russian_bank/engine/rule_options.hpp"
#include "games/russian_bank/engine/state_text.hpp"
#include "games/russian_bank/table.hpp"

namespace rb {

namespace {

ActionCode encode(const Action& action) {
  return static_cast<ActionCode>(action.kind) | ActionCode(action.from) << 8 |
         ActionCode(action.to) << 16 | ActionCode(action.player) << 24;
}

Action decode(ActionCode code) {
  return {static_cast<ActionKind>(code & 0xff), static_cast<PileId>(code >> 8 & 0xff),
          static_cast<PileId>(code >> 16 & 0xff), static_cast<Player>(code >> 24 & 0xff)};
}

class RussianBankState : public GameState {
 public:
  // `record` names the rules and seeds and lists the actions that led to `state`.
  RussianBankState(const Record& record, State state) : state_(std::move(state)) {
    deal_ = record;
    deal_.actions.clear();
    for (const Action& action : record.actions) history_.push(action);
  }

  std::unique_ptr<GameState> clone() const override {
    return std::make_unique<RussianBankState>(*this);
  }
  std::string_view game_name() const override { return "russian-bank"; }
  bool same_as(const GameState& other) const override {
    // (The browser build has no RTTI: the game's name tells the type.)
    return other.game_name() == game_name() &&
           static_cast<const RussianBankState&>(other).state_ == state_;
  }
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
    rb::legal_actions(state_, actions);
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
  std::string apply(ActionCode code) override {
    const Action action = decode(code);
    std::string refusal = rb::apply(state_, action);
    if (refusal.empty()) history_.push(action);
    return refusal;
  }
  std::string action_text(ActionCode code) const override { return to_string(decode(code)); }
  std::optional<ActionCode> parse_action(std::string_view text, std::string* error) const override {
    const std::optional<Action> action = rb::parse_action(text, error);
    if (!action) return std::nullopt;
    return encode(*action);
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

  std::string record_text() const override {
    Record record = deal_;
    record.actions = history_.actions();
    return write_record(record);
  }

  const State& state() const { return state_; }

 private:
  Record deal_;  // the rules and seeds (no actions)
  ActionHistory<Action> history_;
  State state_;
};

const State& engine_state(const GameState& state) {
  return static_cast<const RussianBankState&>(state).state();
}

// A bot of bots.hpp in a seat.
class RussianBankPlayer : public SeatPlayer {
 public:
  RussianBankPlayer(std::unique_ptr<Bot> bot, uint64_t seed)
      : bot_(std::move(bot)), random_(seed) {}
  ActionCode choose(const GameState& state) override {
    return encode(bot_->choose(engine_state(state), random_));
  }
  std::optional<ActionCode> call_out(const GameState& state, int me) override {
    const Player seat = static_cast<Player>(me);
    if (!bot_->wants_knock(engine_state(state), seat, random_)) return std::nullopt;
    return encode(Action::knock(seat));
  }

 private:
  std::unique_ptr<Bot> bot_;
  Random random_;
};

class RussianBankGame : public GameModule {
 public:
  std::string_view name() const override { return "russian-bank"; }
  std::string_view title() const override { return "Russian Bank"; }
  int card_count() const override { return kCardCount; }
  std::vector<std::string_view> presets() const override { return {"house", "scarne", "ultimate"}; }
  std::vector<OptionSpec> options() const override {
    return std::vector<OptionSpec>(rule_options().begin(), rule_options().end());
  }
  std::unique_ptr<GameState> new_game(std::string_view preset_text, const OptionValues& options,
                                      uint64_t seed, std::string* error) const override {
    Preset preset;
    if (!parse_preset(preset_text, preset)) {
      if (error) *error = "no preset \"" + std::string(preset_text) + "\" in Russian Bank";
      return nullptr;
    }
    Rules rules = preset_rules(preset);
    for (const auto& [name, value] : options) {
      if (std::string problem = set_option(rules, name, value); !problem.empty()) {
        if (error) *error = problem;
        return nullptr;
      }
    }
    Record record = new_record(rules, seed);
    State state = initial_state(record);
    return std::make_unique<RussianBankState>(record, std::move(state));
  }
  std::unique_ptr<GameState> load_record(std::string_view text, std::string* error) const override {
    Record record;
    RecordError problem;
    if (!parse_record(text, record, problem)) {
      if (error) *error = "line " + std::to_string(problem.line) + ": " + problem.message;
      return nullptr;
    }
    ReplayOutcome outcome = replay_text(text);
    if (!outcome.ok) {
      if (error)
        *error = "line " + std::to_string(outcome.error.line) + ": " + outcome.error.message;
      return nullptr;
    }
    return std::make_unique<RussianBankState>(record, std::move(outcome.state));
  }
  std::vector<std::string> player_names() const override {
    return {"random", "greedy", "ai1", "ai2", "ai3", "ai4", "ai5"};
  }
  std::unique_ptr<SeatPlayer> make_player(std::string_view name, uint64_t seed) const override {
    std::unique_ptr<Bot> bot = make_bot(std::string(name), seed);
    if (!bot) return nullptr;
    return std::make_unique<RussianBankPlayer>(std::move(bot), seed);
  }
};

}  // namespace

const GameModule& russian_bank_game() {
  static const RussianBankGame game;
  return game;
}

}  // namespace rb
