// Spite and Malice as a GameModule: a GameState holds the engine's State and the actions that led
// to it; an ActionCode packs an Action's fields (kind, from, hand index, to: a byte each).
#include "spite_and_malice_game.hpp"

#include "core/action_history.hpp"
#include "core/voices.hpp"
#include "players.hpp"
#include "record.hpp"
#include "table_words.hpp"

namespace rb {

namespace {

using namespace spite;

ActionCode encode(const Action& a) {
  return ActionCode(a.kind) | ActionCode(a.from) << 8 | ActionCode(a.index) << 16 |
         ActionCode(a.to) << 24;
}

Action decode(ActionCode code) {
  Action a;
  a.kind = (code & 0xff) == 0 ? ActionKind::move : ActionKind::end_turn;
  if (a.kind == ActionKind::end_turn) return a;
  a.from = PileId(code >> 8 & 0xff);
  a.index = uint8_t(code >> 16 & 0xff);
  a.to = PileId(code >> 24 & 0xff);
  return a;
}

// The rank a joker stands for where it lies (a center stack's place), for a table that can show
// it (CardFace::as_rank, where the shared code has it).
template <typename Face>
void set_as_rank(Face& face, int rank) {
  if constexpr (requires { face.as_rank; }) face.as_rank = decltype(face.as_rank)(rank);
}

class SpiteState : public GameState {
 public:
  SpiteState(const Record& record, State state) : state_(std::move(state)) {
    deal_ = record;
    deal_.actions.clear();
    for (const Action& action : record.actions) history_.push(action);
  }
  std::unique_ptr<GameState> clone() const override { return std::make_unique<SpiteState>(*this); }
  std::string_view game_name() const override { return "spite-and-malice"; }
  bool same_as(const GameState& other) const override {
    return other.game_name() == game_name() &&
           static_cast<const SpiteState&>(other).state_ == state_;
  }
  int seat_count() const override { return state_.seats(); }
  int seat_in_turn() const override { return state_.turn(); }
  bool over() const override { return state_.over(); }
  int winner() const override { return state_.winner(); }
  int score() const override { return winner_points(state_); }
  std::string result_text() const override { return describe_result(state_); }

  void legal_actions(std::vector<ActionCode>& out) const override {
    std::vector<Action> actions;
    spite::legal_actions(state_, actions);
    out.clear();
    for (const Action& a : actions) out.push_back(encode(a));
  }
  // Every card a move could take (each hand place of every seat, every other pile's top) onto
  // every pile that is not a hand, and ending the turn.
  void candidate_actions(std::vector<ActionCode>& out) const override {
    out.clear();
    const State& s = state_;
    for (PileId from = 0; from < s.pile_count(); ++from) {
      const int places = s.kind(from) == PileKind::hand ? kHandSize : 1;
      for (int i = 0; i < places; ++i) {
        for (PileId to = 0; to < s.pile_count(); ++to) {
          if (to != from && s.kind(to) != PileKind::hand)
            out.push_back(encode(Action::move(from, to, i)));
        }
      }
    }
    out.push_back(encode(Action::end_turn()));
  }
  std::string apply(ActionCode code) override {
    const Action action = decode(code);
    std::string refusal = spite::apply(state_, action);
    if (refusal.empty()) history_.push(action);
    return refusal;
  }
  std::string action_text(ActionCode code) const override {
    return to_string(state_, decode(code));
  }
  std::optional<ActionCode> parse_action(std::string_view text, std::string* error) const override {
    const std::optional<Action> action = spite::parse_action(state_, text, error);
    if (!action) return std::nullopt;
    return encode(*action);
  }
  int actor(ActionCode) const override { return state_.turn(); }
  TableArrangements table() const override { return table_of(state_); }
  int pile_size(int pile) const override {
    if (kUnusedCardsPile && pile == unused_pile(state_)) {
      return int(cards_not_in_game(state_.seats()).size());
    }
    return state_.size(PileId(pile));
  }
  CardFace card_at(int pile, int index) const override {
    if (kUnusedCardsPile && pile == unused_pile(state_)) {
      return {cards_not_in_game(state_.seats())[size_t(index)].id, false};
    }
    const PileId p = PileId(pile);
    const Card card = state_.card(p, index);
    CardFace face{card.id, true};
    switch (state_.kind(p)) {
      case PileKind::draw:
        face.face_up = false;
        break;
      case PileKind::payoff:
        face.face_up = index == state_.size(p) - 1;
        break;
      case PileKind::center:
        if (card.is_joker()) set_as_rank(face, index + 1);
        break;
      default:
        break;
    }
    return face;
  }
  std::string invariants() const override { return check_invariants(state_); }
  std::string observation(int seat) const override { return observation_text(state_, seat); }
  void shuffle_hidden(int seat, uint64_t seed) override {
    spite::shuffle_hidden(state_, seat, seed);
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
    return std::make_unique<SpiteState>(deal_, deal(deal_.rules, deal_.seed));
  }
  std::string preset() const override { return std::string(preset_name(deal_.preset)); }
  int turn_number() const override { return state_.turn_number(); }
  int action_count() const override { return state_.action_count(); }

  ActionLook look(ActionCode code) const override { return action_look(state_, decode(code)); }
  std::string action_label(ActionCode code) const override {
    return spite::action_label(decode(code));
  }
  std::string call_label() const override { return ""; }
  std::string action_words(ActionCode code, const Voices& voices) const override {
    return spite::action_words(state_, decode(code), voices);
  }
  std::string hint_words(ActionCode code, const Voices& voices) const override {
    return spite::hint_words(state_, decode(code), voices);
  }
  CallVerdict call_verdict(ActionCode, const Voices&) const override {
    return {false, std::nullopt, "Spite and Malice has no calls"};
  }
  std::string in_voices(std::string text, const Voices& voices) const override {
    return speak_seats(std::move(text), voices);
  }
  std::vector<SeatLine> seat_lines(int seat) const override {
    return spite::seat_lines(state_, seat);
  }
  std::string end_summary(const Voices& voices) const override {
    return spite::end_summary(state_, voices);
  }

  const State& state() const { return state_; }
  const Record& deal_record() const { return deal_; }

 private:
  Record deal_;  // the preset, options and seed (no actions)
  ActionHistory<Action> history_;
  State state_;
};

class SpitePlayer : public SeatPlayer {
 public:
  explicit SpitePlayer(std::unique_ptr<Bot> bot) : bot_(std::move(bot)) {}
  ActionCode choose(const GameState& state) override {
    return encode(bot_->choose(static_cast<const SpiteState&>(state).state()));
  }
  std::optional<ActionCode> think(const GameState& state, int64_t work) override {
    const std::optional<Action> action =
        bot_->think(static_cast<const SpiteState&>(state).state(), work);
    if (!action) return std::nullopt;
    return encode(*action);
  }
  std::optional<ActionCode> call_out(const GameState&, int) override { return std::nullopt; }

 private:
  std::unique_ptr<Bot> bot_;
};

class SpiteGame : public GameModule {
 public:
  std::string_view name() const override { return "spite-and-malice"; }
  std::string_view title() const override { return "Spite and Malice"; }
  // Every card id of core/card.hpp: the cards a game of fewer seats does not use lie in a pile of
  // their own (table_words.hpp, kUnusedCardsPile).
  int card_count() const override { return kCardIdLimit; }
  std::span<const std::string_view> presets() const override {
    static constexpr std::string_view kPresets[] = {"two", "three", "four"};
    return kPresets;
  }
  std::vector<OptionSpec> options() const override {
    return std::vector<OptionSpec>(option_rows().begin(), option_rows().end());
  }
  std::unique_ptr<GameState> new_game(std::string_view preset, const OptionValues& options,
                                      uint64_t seed, std::string* error) const override {
    Record record;
    if (std::string problem = rules_for(preset, options, record); !problem.empty()) {
      if (error) *error = problem;
      return nullptr;
    }
    record.seed = seed;
    return std::make_unique<SpiteState>(record, deal(record.rules, seed));
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
    return std::make_unique<SpiteState>(record, state);
  }
  std::string check_option(std::string_view preset, std::string_view name, std::string_view value,
                           std::string* canonical) const override {
    Record record;
    if (std::string problem = rules_for(preset, {{std::string(name), std::string(value)}}, record);
        !problem.empty()) {
      return problem;
    }
    if (canonical) {
      for (const auto& [option, now] : option_values(record.rules)) {
        if (option == name) *canonical = now;
      }
    }
    return "";
  }
  std::string deal_problem(const GameState& state, std::string_view preset,
                           const OptionValues& options, uint64_t seed,
                           bool* about_seed) const override {
    if (about_seed) *about_seed = false;
    const Record& dealt = static_cast<const SpiteState&>(state).deal_record();
    Record wanted;
    if (!rules_for(preset, options, wanted).empty() || wanted.preset != dealt.preset ||
        !(wanted.rules == dealt.rules)) {
      return "the settings do not match the record's rules";
    }
    if (dealt.seed != seed) {
      if (about_seed) *about_seed = true;
      return "the record's deal is not deal " + std::to_string(seed);
    }
    return "";
  }
  std::vector<std::string> player_names() const override { return spite::player_names(); }
  std::span<const PlayerLevel> levels() const override { return player_levels(); }
  std::span<const std::string_view> rules_text(std::string_view) const override {
    return rules_page();
  }
  std::string_view keys_text() const override { return keys_page(); }
  std::unique_ptr<SeatPlayer> make_player(std::string_view name, uint64_t seed) const override {
    std::unique_ptr<Bot> bot = spite::make_player(std::string(name), seed);
    if (!bot) return nullptr;
    return std::make_unique<SpitePlayer>(std::move(bot));
  }

 private:
  static std::string rules_for(std::string_view preset, const OptionValues& options,
                               Record& record) {
    const int number = preset_number(preset);
    if (number < 0) {
      return "no preset \"" + std::string(preset) + "\" in Spite and Malice (two, three, four)";
    }
    record.preset = number;
    record.rules = preset_rules(number);
    for (const auto& [name, value] : options) {
      if (std::string problem = set_option(record.rules, name, value); !problem.empty()) {
        return problem;
      }
    }
    return "";
  }
};

}  // namespace

const GameModule& spite_and_malice_game() {
  static const SpiteGame game;
  return game;
}

}  // namespace rb
