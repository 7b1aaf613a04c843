// A game module made from a game's engine: the bookkeeping every such game shares (its state and
// the actions that led to it, records, clones, presets and options as one table, new deals,
// loading records, checking settings against a record, computer seats). A game writes a Kit, a
// struct in its own folder that names its engine's parts (the concept GameKit below says which),
// and derives its GameState from RecordedGameState (the rules-facing rest: seats, legal actions,
// the table, words) and its module from RecordedGameModule (card count, levels, rules page).
#pragma once

#include <concepts>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "action_history.hpp"
#include "game.hpp"
#include "game_record.hpp"

namespace rb {

// What a Kit gives. Its types: StateType (a value: copied, compared, default-made), ActionType
// and RulesType. Its game: kName ("spite-and-malice") and kTitle ("Spite and Malice"),
// option_rows() and rules_of_preset(preset), or for a Kit of several games their forms taking any
// rules of the game (kit_game.hpp); preset_names() (the first is the default). Its engine:
// deal(rules, seeds) (the game seed, or KitSeeds' own), apply(state, action) -> "" or the refusal,
// action_text(state, action), parse_action(state, text, why*) -> optional action, record_card(
// before, action, after, legal) -> the card a record's comment shows, if any; encode(action) ->
// ActionCode and decode(code) -> action. That is a RecordKit: enough for records and a
// RecordedGameState. A GameKit, from which a whole module is made, adds its computer seats:
// BotType and make_bot(name, seed) -> unique_ptr<BotType> (nullptr for an unknown name), whose
// choose(state) gives the seat's action.
//
// Hooks a Kit may give (each used where present): a Bot's think(state, work) (a decision in
// slices); call_out(bot, state, seat) (a seat's calls: knock, Stop); safe_auto_action(state);
// make_solver(state, budget) (KitSolver); options that depend on the preset, seeds other than the
// game seed and editions of the rules (kit_game.hpp); its own words for a record's problems
// (record_words.hpp).
template <typename K>
concept RecordKit = std::default_initializable<typename K::StateType> &&
    std::equality_comparable<typename K::StateType> && std::copyable<typename K::StateType> &&
    std::copyable<typename K::ActionType> && std::equality_comparable<typename K::RulesType> &&
    requires(typename K::StateType& state, const typename K::StateType& seen,
             const typename K::ActionType& action, const typename K::RulesType& rules,
             ActionCode code, std::string_view text, std::string* why, uint64_t seed, bool legal) {
  { KitGame<K>::name(rules) } -> std::same_as<std::string_view>;
  { KitGame<K>::title(rules) } -> std::same_as<std::string_view>;
  {KitGame<K>::option_rows(rules)};
  { KitGame<K>::rules_of_preset(rules, 0) } -> std::same_as<typename K::RulesType>;
  { K::preset_names() } -> std::convertible_to<std::span<const std::string_view>>;
  { K::deal(rules, KitSeeds<K>::of_game(seed)) } -> std::same_as<typename K::StateType>;
  { K::apply(state, action) } -> std::same_as<std::string>;
  { K::action_text(seen, action) } -> std::convertible_to<std::string>;
  { K::parse_action(seen, text, why) } -> std::same_as<std::optional<typename K::ActionType>>;
  { K::record_card(seen, action, seen, legal) } -> std::same_as<std::optional<Card>>;
  { K::encode(action) } -> std::same_as<ActionCode>;
  { K::decode(code) } -> std::same_as<typename K::ActionType>;
};

template <typename K>
concept GameKit = RecordKit<K> &&
    requires(typename K::BotType& bot, const typename K::StateType& seen, std::string_view name,
             uint64_t seed) {
  { K::make_bot(name, seed) } -> std::same_as<std::unique_ptr<typename K::BotType>>;
  { bot.choose(seen) } -> std::same_as<typename K::ActionType>;
};

template <RecordKit Kit, typename Derived>
class RecordedGameState : public GameState, public TableTalk, public GameEngine {
 public:
  using StateType = typename Kit::StateType;
  using ActionType = typename Kit::ActionType;
  using RecordType = GameRecord<Kit>;

  RecordedGameState(const RecordType& record, StateType state) : state_(std::move(state)) {
    deal_ = record;
    deal_.actions.clear();
    for (const ActionType& action : record.actions) history_.push(action);
  }

  const TableTalk* talk() const override { return this; }
  const GameEngine* engine() const override { return this; }
  using GameState::engine;

  std::unique_ptr<GameState> clone() const override {
    return std::make_unique<Derived>(static_cast<const Derived&>(*this));
  }
  std::string_view game_name() const override { return KitGame<Kit>::name(deal_.rules); }
  bool same_as(const GameState& other) const override {
    // (The browser build has no RTTI: the game's name tells the type.)
    return other.game_name() == game_name() &&
           static_cast<const RecordedGameState&>(other).state_ == state_;
  }
  std::string apply(ActionCode code) override {
    const ActionType action = stamped(Kit::decode(code));
    std::string refusal = Kit::apply(state_, action);
    if (refusal.empty()) history_.push(action);
    return refusal;
  }
  std::string action_text(ActionCode code) const override {
    return Kit::action_text(state_, Kit::decode(code));
  }
  std::optional<ActionCode> parse_action(std::string_view text, std::string* error) const override {
    const std::optional<ActionType> action = Kit::parse_action(state_, text, error);
    if (!action) return std::nullopt;
    return Kit::encode(*action);
  }
  std::string record_text() const override {
    RecordType record = deal_;
    record.actions = history_.actions();
    return write_game_record(record);
  }
  std::vector<ActionCode> record_actions() const override {
    std::vector<ActionCode> codes;
    for (const ActionType& action : history_.actions()) codes.push_back(Kit::encode(action));
    return codes;
  }
  std::unique_ptr<GameState> dealt() const override {
    return std::make_unique<Derived>(deal_, Kit::deal(deal_.rules, deal_.seed));
  }
  std::string preset() const override {
    return std::string(Kit::preset_names()[size_t(deal_.preset)]);
  }
  std::optional<ActionCode> safe_auto_action() const override {
    if constexpr (requires(const StateType& s) { Kit::safe_auto_action(s); }) {
      if (const auto action = Kit::safe_auto_action(state_)) return Kit::encode(*action);
    }
    return std::nullopt;
  }

  const StateType& state() const { return state_; }
  const RecordType& deal_record() const { return deal_; }

 protected:
  // An action as the game applies and records it (a race stamps it with the clock's time).
  virtual ActionType stamped(ActionType action) const { return action; }
  StateType state_;

 private:
  RecordType deal_;  // the preset, options and seed (no actions)
  ActionHistory<ActionType> history_;
};

// A computer seat: the game's Bot deciding from the engine's state.
template <GameKit Kit, typename GameStateType>
class KitSeatPlayer : public SeatPlayer {
 public:
  explicit KitSeatPlayer(std::unique_ptr<typename Kit::BotType> bot) : bot_(std::move(bot)) {}
  ActionCode choose(const GameState& state) override {
    return Kit::encode(bot_->choose(state_of(state)));
  }
  std::optional<ActionCode> think(const GameState& state, int64_t work) override {
    if constexpr (requires { bot_->think(state_of(state), work); }) {
      const auto action = bot_->think(state_of(state), work);
      if (!action) return std::nullopt;
      return Kit::encode(*action);
    } else {
      return SeatPlayer::think(state, work);
    }
  }
  std::optional<ActionCode> call_out(const GameState& state, int me) override {
    if constexpr (requires { Kit::call_out(*bot_, state_of(state), me); }) {
      const auto action = Kit::call_out(*bot_, state_of(state), me);
      if (!action) return std::nullopt;
      return Kit::encode(*action);
    } else {
      return std::nullopt;
    }
  }

 private:
  static const typename Kit::StateType& state_of(const GameState& state) {
    return static_cast<const GameStateType&>(state).state();
  }
  std::unique_ptr<typename Kit::BotType> bot_;
};

// A game's solver (Kit::make_solver gives one: run(work) -> bool, done(), solution() with
// verdict and positions, and shown_line(), the winning line as a player is shown it, as
// games/two_pack_solitaires/solver.hpp) behind the interface.
template <typename Kit, typename SolverPointer>
class KitSolver : public GameSolver {
 public:
  explicit KitSolver(SolverPointer solver) : solver_(std::move(solver)) {}
  bool run(int64_t work) override { return solver_->run(work); }
  SolveVerdict verdict() const override {
    return static_cast<SolveVerdict>(solver_->solution().verdict);
  }
  std::vector<ActionCode> line() const override {
    std::vector<ActionCode> codes;
    for (const auto& action : solver_->shown_line()) codes.push_back(Kit::encode(action));
    return codes;
  }
  int64_t positions() const override { return solver_->solution().positions; }

 private:
  SolverPointer solver_;
};

template <GameKit Kit, typename GameStateType>
class RecordedGameModule : public GameModule {
 public:
  using RecordType = GameRecord<Kit>;
  using KitRules = typename Kit::RulesType;
  using Which = KitGame<Kit>;

  // `game`: any rules of the module's game (a Kit of several games; the others know theirs).
  explicit RecordedGameModule(const KitRules& game = {}) : game_(Which::rules_of_preset(game, 0)) {}

  std::string_view name() const override { return Which::name(game_); }
  std::string_view title() const override { return Which::title(game_); }
  std::span<const std::string_view> presets() const override { return Kit::preset_names(); }
  std::vector<OptionSpec> options() const override {
    const auto rows = Which::option_rows(game_);
    return std::vector<OptionSpec>(rows.begin(), rows.end());
  }
  std::unique_ptr<GameState> new_game(std::string_view preset, const OptionValues& options,
                                      uint64_t seed, std::string* error) const override {
    RecordType record;
    if (std::string problem = rules_for(preset, options, record); !problem.empty()) {
      if (error) *error = problem;
      return nullptr;
    }
    record.seed = KitSeeds<Kit>::of_game(seed);
    return std::make_unique<GameStateType>(record, Kit::deal(record.rules, record.seed));
  }
  std::unique_ptr<GameState> load_record(std::string_view text, std::string* error) const override {
    RecordType record;
    std::vector<int> action_lines;
    const auto fail = [&](const RecordMessage& problem) -> std::unique_ptr<GameState> {
      if (error) *error = problem.text();
      return nullptr;
    };
    if (RecordMessage problem = read_game_record(text, record, game_, &action_lines);
        !problem.message.empty()) {
      return fail(problem);
    }
    GameReplay<Kit> replay = replay_game(record);
    if (replay.refused > 0) {
      return fail(refusal_words(record, replay, RecordFault::unplayable_action, action_lines));
    }
    return std::make_unique<GameStateType>(record, std::move(replay.state));
  }
  std::string check_option(std::string_view preset, std::string_view name, std::string_view value,
                           std::string* canonical) const override {
    RecordType record;
    if (std::string problem = rules_for(preset, {{std::string(name), std::string(value)}}, record);
        !problem.empty()) {
      return problem;
    }
    if (canonical) {
      for (const auto& [option, now] : Which::option_values(record.rules)) {
        if (option == name) *canonical = now;
      }
    }
    return "";
  }
  std::string deal_problem(const GameState& state, std::string_view preset,
                           const OptionValues& options, uint64_t seed,
                           bool* about_seed) const override {
    if (about_seed) *about_seed = false;
    const RecordType& dealt = static_cast<const GameStateType&>(state).deal_record();
    const auto words = [&](RecordFault fault, std::string what) {
      return record_words<Kit>({fault, 0, std::move(what)}, game_).text();
    };
    RecordType wanted;
    if (std::string problem = rules_for(preset, options, wanted); !problem.empty()) {
      return words(RecordFault::other_rules, problem);
    }
    // (The settings give the options; the record's first line, the edition it was played by.)
    KitEdition<Kit>::set(wanted.rules, KitEdition<Kit>::of(dealt.rules));
    if (!(wanted.rules == dealt.rules)) {
      return words(RecordFault::other_rules, rules_difference(dealt, wanted));
    }
    if (!(dealt.seed == KitSeeds<Kit>::of_game(seed))) {
      if (about_seed) *about_seed = true;
      return words(RecordFault::other_deal, std::to_string(seed));
    }
    return "";
  }
  std::unique_ptr<GameSolver> solver(const GameState& state, int64_t budget) const override {
    if constexpr (requires(const typename Kit::StateType& s) { Kit::make_solver(s, budget); }) {
      const auto& own = static_cast<const GameStateType&>(state).state();
      using Pointer = decltype(Kit::make_solver(own, budget));
      return std::make_unique<KitSolver<Kit, Pointer>>(Kit::make_solver(own, budget));
    } else {
      return GameModule::solver(state, budget);
    }
  }
  std::unique_ptr<SeatPlayer> make_player(std::string_view name, uint64_t seed) const override {
    std::unique_ptr<typename Kit::BotType> bot = Kit::make_bot(name, seed);
    if (!bot) return nullptr;
    return std::make_unique<KitSeatPlayer<Kit, GameStateType>>(std::move(bot));
  }

 private:
  KitRules game_;  // the preset's rules of the module's game

  // The record's preset and rules for a preset's name and options changed from its values.
  std::string rules_for(std::string_view preset, const OptionValues& options,
                        RecordType& record) const {
    const auto names = Kit::preset_names();
    record.preset = -1;
    std::string listed;
    for (size_t i = 0; i < names.size(); ++i) {
      if (names[i] == preset) record.preset = int(i);
      listed += (i ? ", " : "") + std::string(names[i]);
    }
    if (record.preset < 0) {
      return "no preset \"" + std::string(preset) + "\" in " + std::string(title()) + " (" +
             listed + ")";
    }
    record.rules = Which::rules_of_preset(game_, record.preset);
    for (const auto& [name, value] : options) {
      if (std::string problem = Which::set_option(record.rules, name, value); !problem.empty()) {
        return problem;
      }
    }
    // Options that make another preset's rules play that preset (Spite and Malice's "two" with
    // players=4 is "four"), so that the game is named by the rules it plays.
    if (!(Which::rules_of_preset(game_, record.preset) == record.rules)) {
      for (size_t i = 0; i < names.size(); ++i) {
        if (Which::rules_of_preset(game_, int(i)) == record.rules) {
          record.preset = int(i);
          break;
        }
      }
    }
    return "";
  }
  // The first difference between the rules of a record and those of the settings.
  std::string rules_difference(const RecordType& record, const RecordType& settings) const {
    if (record.preset != settings.preset) {
      return "the record's preset is " + std::string(Kit::preset_names()[size_t(record.preset)]) +
             ", the settings' " + std::string(Kit::preset_names()[size_t(settings.preset)]);
    }
    const OptionValues in_record = Which::option_values(record.rules);
    const OptionValues in_settings = Which::option_values(settings.rules);
    for (size_t i = 0; i < in_record.size() && i < in_settings.size(); ++i) {
      if (in_record[i] != in_settings[i]) {
        return in_record[i].first + " is " + in_record[i].second + " in the record but " +
               in_settings[i].second + " in the settings";
      }
    }
    return "the rules differ";
  }
};

}  // namespace rb
