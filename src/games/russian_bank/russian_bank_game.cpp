// Russian Bank as a GameModule: a GameState holds the engine's State and the record that led to
// it; an ActionCode packs an Action's four bytes.
#include "russian_bank_game.hpp"

#include "core/action_history.hpp"
#include "core/voices.hpp"
#include "games/russian_bank/ai/bots.hpp"
#include "games/russian_bank/ai/computer_player.hpp"
#include "games/russian_bank/ai/observation.hpp"
#include "games/russian_bank/deal_checks.hpp"
#include "games/russian_bank/engine/hidden.hpp"
#include "games/russian_bank/engine/invariants.hpp"
#include "games/russian_bank/engine/record.hpp"
#include "games/russian_bank/engine/rule_options.hpp"
#include "games/russian_bank/engine/state_text.hpp"
#include "games/russian_bank/rules_text.hpp"
#include "games/russian_bank/table.hpp"
#include "games/russian_bank/table_words.hpp"

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

  std::string preset() const override { return preset_name(state_.rules().preset); }
  int turn_number() const override { return state_.turn_number(); }
  int action_count() const override { return state_.action_count(); }
  std::unique_ptr<GameState> dealt() const override {
    return std::make_unique<RussianBankState>(deal_, initial_state(deal_));
  }
  std::vector<ActionCode> record_actions() const override {
    std::vector<ActionCode> codes;
    for (const Action& action : history_.actions()) codes.push_back(encode(action));
    return codes;
  }

  ActionLook look(ActionCode code) const override { return action_look(state_, decode(code)); }
  std::string action_label(ActionCode code) const override {
    return rb::action_label(decode(code));
  }
  std::string call_label() const override { return rb::call_label(state_.rules()); }
  std::string action_words(ActionCode code, const Voices& voices) const override {
    return rb::action_words(state_, decode(code), voices);
  }
  std::string hint_words(ActionCode code, const Voices& voices) const override {
    return rb::hint_words(state_, decode(code), voices);
  }
  CallVerdict call_verdict(ActionCode code, const Voices& voices) const override {
    Action missed;
    CallVerdict verdict = knock_words(state_, decode(code), voices, &missed);
    if (verdict.justified) verdict.missed = encode(missed);
    return verdict;
  }
  std::string in_voices(std::string text, const Voices& voices) const override {
    return speak_seats(std::move(text), voices);
  }
  std::vector<SeatLine> seat_lines(int seat) const override {
    return rb::seat_lines(state_, Player(seat));
  }
  std::string end_summary(const Voices& voices) const override {
    return rb::end_summary(state_, voices);
  }

  const State& state() const { return state_; }
  std::string dealt_by(std::string_view preset, const OptionValues& options, uint64_t seed,
                       bool* about_seed) const {
    return dealt_by_problem(deal_, preset, options, seed, about_seed);
  }

 private:
  Record deal_;  // the rules and seeds (no actions)
  ActionHistory<Action> history_;
  State state_;
};

const State& engine_state(const GameState& state) {
  return static_cast<const RussianBankState&>(state).state();
}

// The computer at a level in a seat, thinking in slices at the table.
class RussianBankComputer : public SeatPlayer {
 public:
  RussianBankComputer(int level, uint64_t seed) : player_(level, seed) {}
  ActionCode choose(const GameState& state) override {
    return encode(player_.choose(engine_state(state)));
  }
  std::optional<ActionCode> think(const GameState& state, int64_t work) override {
    const std::optional<Action> action = player_.think(engine_state(state), work);
    if (!action) return std::nullopt;
    return encode(*action);
  }
  std::optional<ActionCode> call_out(const GameState& state, int me) override {
    if (!player_.wants_knock(engine_state(state), Player(me))) return std::nullopt;
    return encode(Action::knock(Player(me)));
  }

 private:
  ComputerPlayer player_;
};

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
  std::span<const std::string_view> presets() const override {
    static constexpr std::string_view kPresets[] = {"house", "scarne", "ultimate"};
    return kPresets;
  }
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
  std::string check_option(std::string_view preset, std::string_view name, std::string_view value,
                           std::string* canonical) const override {
    return check_rule_option(preset, name, value, canonical);
  }
  std::string deal_problem(const GameState& state, std::string_view preset,
                           const OptionValues& options, uint64_t seed,
                           bool* about_seed) const override {
    return static_cast<const RussianBankState&>(state).dealt_by(preset, options, seed, about_seed);
  }
  // Errors name the record's line ("line 9: cannot play 'move h2 c5': ..."), except for what
  // is missing at its end ("the record has no seeds line").
  std::unique_ptr<GameState> load_record(std::string_view text, std::string* error) const override {
    Record record;
    RecordError problem;
    std::vector<int> action_lines;
    const auto fail = [&](const RecordError& e) -> std::unique_ptr<GameState> {
      if (error) *error = (e.line > 0 ? "line " + std::to_string(e.line) + ": " : "") + e.message;
      return nullptr;
    };
    if (!parse_record(text, record, problem, &action_lines)) return fail(problem);
    ReplayOutcome outcome = replay(record);
    if (!outcome.ok) {
      const auto index = static_cast<size_t>(outcome.failed_action);
      const Action& action = record.actions[index];
      State before = outcome.state;
      return fail({action_lines[index],
                   "cannot play '" + to_string(action) + "': " + rb::apply(before, action)});
    }
    return std::make_unique<RussianBankState>(record, std::move(outcome.state));
  }
  std::vector<std::string> player_names() const override {
    return {"random", "greedy", "ai1", "ai2", "ai3", "ai4", "ai5"};
  }
  std::unique_ptr<SeatPlayer> make_player(std::string_view name, uint64_t seed) const override {
    if (name.size() == 3 && name.substr(0, 2) == "ai" && name[2] >= '1' &&
        name[2] < '1' + kLevelCount) {
      return std::make_unique<RussianBankComputer>(name[2] - '0', seed);
    }
    std::unique_ptr<Bot> bot = make_bot(std::string(name), seed);
    if (!bot) return nullptr;
    return std::make_unique<RussianBankPlayer>(std::move(bot), seed);
  }
  std::span<const PlayerLevel> levels() const override {
    static PlayerLevel table[kLevelCount];
    if (table[0].name.empty()) {
      for (int i = 0; i < kLevelCount; ++i) {
        const Level& level = rb::level(i + 1);
        table[i] = {level.name, level.description, double(level.knock_delay_ms)};
      }
    }
    return table;
  }
  std::span<const std::string_view> rules_text(std::string_view preset_text) const override {
    Preset preset = Preset::house;
    parse_preset(preset_text, preset);
    return rules_paragraphs(preset);
  }
  std::string_view keys_text() const override {
    return "Keys: arrows or Tab move between piles, Enter picks up and puts down, Space knocks, "
           "U turns up, T turns over, C sends to a center pile, H hint, N new game, R restart, "
           "M menu, S statistics, Esc cancels.";
  }
};

}  // namespace

const GameModule& russian_bank_game() {
  static const RussianBankGame game;
  return game;
}

const State& russian_bank_state(const GameState& state) {
  return engine_state(state);
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

}  // namespace rb
