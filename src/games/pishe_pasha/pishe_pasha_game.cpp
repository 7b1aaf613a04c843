// Pishe Pasha as a GameModule: a GameState holds the engine's State and the actions that led to
// it; an ActionCode packs an Action's fields.
#include "pishe_pasha_game.hpp"

#include "core/action_history.hpp"
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
  return ActionCode(a.kind) | ActionCode(a.from) << 8 | ActionCode(a.to) << 16 |
         ActionCode(a.player) << 24 | ActionCode(a.take_over) << 28;
}

Action decode(ActionCode code) {
  Action a;
  a.kind = static_cast<ActionKind>(code & 0xff);
  a.from = PileId(code >> 8 & 0xff);
  a.to = PileId(code >> 16 & 0xff);
  a.player = pishe_pasha::Player(code >> 24 & 0xf);
  a.take_over = (code >> 28 & 1) != 0;
  return a;
}

class PishePashaState : public GameState {
 public:
  PishePashaState(const Record& record, State state) : state_(std::move(state)) {
    deal_ = record;
    deal_.actions.clear();
    for (const Action& action : record.actions) history_.push(action);
  }
  std::unique_ptr<GameState> clone() const override {
    return std::make_unique<PishePashaState>(*this);
  }
  std::string_view game_name() const override { return "pishe-pasha"; }
  bool same_as(const GameState& other) const override {
    // (The browser build has no RTTI: the game's name tells the type.)
    return other.game_name() == game_name() &&
           static_cast<const PishePashaState&>(other).state_ == state_;
  }
  int seat_count() const override { return 2; }
  int seat_in_turn() const override { return state_.turn(); }
  bool over() const override { return state_.over(); }
  int winner() const override { return state_.winner() ? int(*state_.winner()) : -1; }
  int score() const override { return state_.score(); }
  std::string result_text() const override { return describe_result(state_); }

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
  std::string apply(ActionCode code) override {
    const Action action = decode(code);
    std::string refusal = pishe_pasha::apply(state_, action);
    if (refusal.empty()) history_.push(action);
    return refusal;
  }
  std::string action_text(ActionCode code) const override { return to_string(decode(code)); }
  std::optional<ActionCode> parse_action(std::string_view text, std::string* error) const override {
    const std::optional<Action> action = pishe_pasha::parse_action(text, error);
    if (!action) return std::nullopt;
    return encode(*action);
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
  std::string record_text() const override {
    Record record = deal_;
    record.actions = history_.actions();
    return write_record(record);
  }
  std::vector<ActionCode> record_actions() const override {
    std::vector<ActionCode> codes;
    for (const Action& action : history_.actions()) codes.push_back(encode(action));
    return codes;
  }
  std::unique_ptr<GameState> dealt() const override {
    return std::make_unique<PishePashaState>(deal_, deal(deal_.rules, deal_.seed));
  }
  std::string preset() const override { return "standard"; }
  int turn_number() const override { return state_.turn_number(); }
  int action_count() const override { return state_.action_count(); }

  ActionLook look(ActionCode code) const override { return action_look(state_, decode(code)); }
  std::string action_label(ActionCode code) const override {
    return pishe_pasha::action_label(decode(code));
  }
  std::string call_label() const override { return "Stop!"; }
  std::string action_words(ActionCode code, const Voices& voices) const override {
    return pishe_pasha::action_words(state_, decode(code), voices);
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

  const State& state() const { return state_; }
  const Record& deal_record() const { return deal_; }

 private:
  Record deal_;  // the options and seed (no actions)
  ActionHistory<Action> history_;
  State state_;
};

class PishePashaPlayer : public SeatPlayer {
 public:
  explicit PishePashaPlayer(std::unique_ptr<Bot> bot) : bot_(std::move(bot)) {}
  ActionCode choose(const GameState& state) override {
    return encode(bot_->choose(static_cast<const PishePashaState&>(state).state()));
  }
  std::optional<ActionCode> call_out(const GameState& state, int me) override {
    const auto action =
        bot_->call_out(static_cast<const PishePashaState&>(state).state(), pishe_pasha::Player(me));
    if (!action) return std::nullopt;
    return encode(*action);
  }

 private:
  std::unique_ptr<Bot> bot_;
};

class PishePashaGame : public GameModule {
 public:
  std::string_view name() const override { return "pishe-pasha"; }
  std::string_view title() const override { return "Pishe Pasha"; }
  int card_count() const override { return kDeckSize; }
  std::span<const std::string_view> presets() const override {
    static constexpr std::string_view kPresets[] = {"standard"};
    return kPresets;
  }
  std::vector<OptionSpec> options() const override {
    return std::vector<OptionSpec>(option_rows().begin(), option_rows().end());
  }
  std::unique_ptr<GameState> new_game(std::string_view preset, const OptionValues& options,
                                      uint64_t seed, std::string* error) const override {
    if (preset != "standard") {
      if (error) *error = "no preset \"" + std::string(preset) + "\" in Pishe Pasha (standard)";
      return nullptr;
    }
    Record record;
    record.seed = seed;
    for (const auto& [name, value] : options) {
      if (std::string problem = set_option(record.rules, name, value); !problem.empty()) {
        if (error) *error = problem;
        return nullptr;
      }
    }
    return std::make_unique<PishePashaState>(record, deal(record.rules, seed));
  }
  std::unique_ptr<GameState> load_record(std::string_view text, std::string* error) const override {
    Record record;
    std::string problem = parse_record(text, record);
    State state;
    if (problem.empty()) problem = replay(record, state);
    if (!problem.empty()) {
      if (error) *error = problem;
      return nullptr;
    }
    return std::make_unique<PishePashaState>(record, state);
  }
  std::string check_option(std::string_view preset, std::string_view name, std::string_view value,
                           std::string* canonical) const override {
    if (preset != "standard") return "no preset \"" + std::string(preset) + "\" in Pishe Pasha";
    Rules rules;
    std::string problem = set_option(rules, name, value);
    if (!problem.empty()) return problem;
    if (canonical) {
      for (const auto& [option, now] : option_values(rules)) {
        if (option == name) *canonical = now;
      }
    }
    return "";
  }
  std::string deal_problem(const GameState& state, std::string_view preset,
                           const OptionValues& options, uint64_t seed,
                           bool* about_seed) const override {
    if (about_seed) *about_seed = false;
    const Record& dealt = static_cast<const PishePashaState&>(state).deal_record();
    Rules rules;
    for (const auto& [name, value] : options) set_option(rules, name, value);
    if (preset != "standard" || !(rules == dealt.rules)) {
      return "the settings do not match the record's rules";
    }
    if (dealt.seed != seed) {
      if (about_seed) *about_seed = true;
      return "the record's deal is not deal " + std::to_string(seed);
    }
    return "";
  }
  std::vector<std::string> player_names() const override { return pishe_pasha::player_names(); }
  std::span<const PlayerLevel> levels() const override { return player_levels(); }
  std::span<const std::string_view> rules_text(std::string_view) const override {
    return rules_page();
  }
  std::string_view keys_text() const override { return keys_page(); }
  std::unique_ptr<SeatPlayer> make_player(std::string_view name, uint64_t seed) const override {
    std::unique_ptr<Bot> bot = pishe_pasha::make_player(std::string(name), seed);
    if (!bot) return nullptr;
    return std::make_unique<PishePashaPlayer>(std::move(bot));
  }
};

}  // namespace

const GameModule& pishe_pasha_game() {
  static const PishePashaGame game;
  return game;
}

}  // namespace rb
