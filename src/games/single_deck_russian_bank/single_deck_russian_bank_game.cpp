// Single-deck Russian Bank as a GameModule: a GameState holds the engine's State and the actions
// that led to it; an ActionCode packs an Action's fields.
#include "single_deck_russian_bank_game.hpp"

#include "core/action_history.hpp"
#include "core/voices.hpp"
#include "hidden.hpp"
#include "players.hpp"
#include "record.hpp"
#include "table.hpp"
#include "table_words.hpp"

namespace rb {

namespace {

using namespace sdrb;

constexpr std::string_view kName = "single-deck-russian-bank";
constexpr std::string_view kTitle = "Single-deck Russian Bank";

ActionCode encode(const Action& a) {
  return ActionCode(a.kind) | ActionCode(a.from) << 8 | ActionCode(a.to) << 16;
}

Action decode(ActionCode code) {
  Action a;
  a.kind = static_cast<ActionKind>(code & 0xff);
  a.from = PileId(code >> 8 & 0xff);
  a.to = PileId(code >> 16 & 0xff);
  return a;
}

class SdrbState : public GameState {
 public:
  SdrbState(const Record& record, State state) : state_(std::move(state)) {
    deal_ = record;
    deal_.actions.clear();
    for (const Action& action : record.actions) history_.push(action);
  }
  std::unique_ptr<GameState> clone() const override { return std::make_unique<SdrbState>(*this); }
  std::string_view game_name() const override { return kName; }
  bool same_as(const GameState& other) const override {
    // (The browser build has no RTTI: the game's name tells the type.)
    return other.game_name() == game_name() &&
           static_cast<const SdrbState&>(other).state_ == state_;
  }
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
  std::string apply(ActionCode code) override {
    const Action action = decode(code);
    if (action.kind > ActionKind::turn_up) return "not an action of this game";
    std::string refusal = sdrb::apply(state_, action);
    if (refusal.empty()) history_.push(action);
    return refusal;
  }
  std::string action_text(ActionCode code) const override { return to_string(decode(code)); }
  std::optional<ActionCode> parse_action(std::string_view text, std::string* error) const override {
    const std::optional<Action> action = sdrb::parse_action(text, error);
    if (!action) return std::nullopt;
    return encode(*action);
  }
  int actor(ActionCode) const override { return state_.turn(); }
  TableArrangements table() const override { return single_deck_russian_bank_table(); }
  int pile_size(int pile) const override { return state_.size(PileId(pile)); }
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
    return std::make_unique<SdrbState>(deal_, deal(deal_.rules, deal_.seed));
  }
  std::string preset() const override { return "standard"; }
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
  std::string hint_words(ActionCode code, const Voices& voices) const override {
    return sdrb::hint_words(state_, decode(code), voices);
  }
  CallVerdict call_verdict(ActionCode, const Voices&) const override {
    CallVerdict verdict;
    verdict.words = "there are no calls in this game";
    return verdict;
  }
  std::string in_voices(std::string text, const Voices& voices) const override {
    return speak_seats(std::move(text), voices);
  }
  std::vector<SeatLine> seat_lines(int seat) const override {
    return sdrb::seat_lines(state_, sdrb::Player(seat));
  }
  std::string end_summary(const Voices& voices) const override {
    return sdrb::end_summary(state_, voices);
  }

  const State& state() const { return state_; }
  const Record& deal_record() const { return deal_; }

 private:
  Record deal_;  // the options and seed (no actions)
  ActionHistory<Action> history_;
  State state_;
};

class SdrbPlayer : public SeatPlayer {
 public:
  explicit SdrbPlayer(std::unique_ptr<Bot> bot) : bot_(std::move(bot)) {}
  ActionCode choose(const GameState& state) override {
    return encode(bot_->choose(static_cast<const SdrbState&>(state).state()));
  }
  std::optional<ActionCode> call_out(const GameState&, int) override { return std::nullopt; }

 private:
  std::unique_ptr<Bot> bot_;
};

class SdrbGame : public GameModule {
 public:
  std::string_view name() const override { return kName; }
  std::string_view title() const override { return kTitle; }
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
      if (error) {
        *error = "no preset \"" + std::string(preset) + "\" in Single-deck Russian Bank (standard)";
      }
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
    return std::make_unique<SdrbState>(record, deal(record.rules, seed));
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
    return std::make_unique<SdrbState>(record, state);
  }
  std::string check_option(std::string_view preset, std::string_view name, std::string_view value,
                           std::string* canonical) const override {
    if (preset != "standard") {
      return "no preset \"" + std::string(preset) + "\" in Single-deck Russian Bank";
    }
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
    const Record& dealt = static_cast<const SdrbState&>(state).deal_record();
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
  std::vector<std::string> player_names() const override { return sdrb::player_names(); }
  std::span<const PlayerLevel> levels() const override { return player_levels(); }
  std::span<const std::string_view> rules_text(std::string_view) const override {
    return rules_page();
  }
  std::string_view keys_text() const override { return keys_page(); }
  std::unique_ptr<SeatPlayer> make_player(std::string_view name, uint64_t seed) const override {
    std::unique_ptr<Bot> bot = sdrb::make_player(std::string(name), seed);
    if (!bot) return nullptr;
    return std::make_unique<SdrbPlayer>(std::move(bot));
  }
};

}  // namespace

const GameModule& single_deck_russian_bank_game() {
  static const SdrbGame game;
  return game;
}

}  // namespace rb
