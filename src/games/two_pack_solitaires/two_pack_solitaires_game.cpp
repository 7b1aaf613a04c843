// The two-pack solitaires as GameModules (core/recorded_game.hpp with kit.hpp, one Kit for the
// five: the game is in the rules, so one copy of the code serves them all): the rules-facing part
// of their GameState (one seat, actions, the table, words) and of their modules.
#include "two_pack_solitaires_game.hpp"

#include "core/recorded_game.hpp"
#include "core/translation.hpp"
#include "hidden.hpp"
#include "kit.hpp"
#include "match_modes.hpp"
#include "position_solver.hpp"
#include "table.hpp"
#include "table_words.hpp"

namespace rb {

#ifndef RB_EXTRA_BUNDLE  // (the browser's bundle of the matches has no solver: its weight)
bool solvers_linked() {
  return true;
}
#endif

namespace {

using namespace tps;

class SolitaireState : public RecordedGameState<Kit, SolitaireState> {
  using Base = RecordedGameState<Kit, SolitaireState>;
  using Base::state_;
  static ActionCode encode(const Action& a) { return Kit::encode(a); }
  static Action decode(ActionCode code) { return Kit::decode(code); }

 public:
  using Base::Base;
  int seat_count() const override { return 1; }
  int seat_in_turn() const override { return 0; }
  bool over() const override { return state_.over(); }
  int winner() const override { return state_.won() ? 0 : -1; }
  // The cards on the foundations, won or not, once the game is over.
  int score() const override { return state_.over() ? state_.score() : 0; }
  int points_of(int) const override { return score(); }
  std::string result_text() const override { return result_words(state_); }

  void legal_actions(std::vector<ActionCode>& out) const override {
    std::vector<Action> actions;
    tps::legal_actions(state_, actions);
    out.clear();
    for (const Action& a : actions) out.push_back(encode(a));
  }
  // Turning up, redealing, every move between two piles of the game, ending. (Turning up first:
  // a click on the empty hand that cannot redeal is refused with its reason, not as a move of
  // no card into a space.)
  void candidate_actions(std::vector<ActionCode>& out) const override {
    out.clear();
    out.push_back(encode(Action::turn_up()));
    out.push_back(encode(Action::redeal()));
    const int piles = pile_count(state_.game());
    for (PileId from = 0; from < piles; ++from) {
      for (PileId to = 0; to < piles; ++to) {
        if (from != to) out.push_back(encode(Action::move(from, to)));
      }
    }
    out.push_back(encode(Action::end()));
  }
  int actor(ActionCode) const override { return 0; }
  TableArrangements table() const override { return table_of(state_.game()); }
  int pile_size(int pile) const override { return state_.size(PileId(pile)); }
  CardFace card_at(int pile, int index) const override {
    return {state_.card(PileId(pile), index).id, state_.face_up(PileId(pile), index)};
  }
  std::string invariants() const override { return check_invariants(state_); }
  std::string observation(int) const override { return observation_text(state_); }
  void shuffle_hidden(int, uint64_t seed) override {
    Random random(seed);
    shuffle_unseen(state_, random);
  }
  int turn_number() const override { return state_.action_count() + 1; }
  int action_count() const override { return state_.action_count(); }

  ActionLook look(ActionCode code) const override { return action_look(state_, decode(code)); }
  std::string action_label(ActionCode code) const override {
    return tps::action_label(state_, decode(code));
  }
  std::string call_label() const override { return ""; }
  std::string action_words(ActionCode code, const Voices& voices) const override {
    return tps::action_words(state_, decode(code), voices);
  }
  int cards_to_go(int) const override { return kCards - state_.foundation_cards(); }
  std::string hint_words(ActionCode code, const Voices& voices) const override {
    return tps::hint_words(state_, decode(code), voices);
  }
  CallVerdict call_verdict(ActionCode, const Voices&) const override {
    CallVerdict verdict;
    verdict.words = tr("there are no calls in this game");
    return verdict;
  }
  std::string in_voices(std::string text, const Voices&) const override { return text; }
  std::vector<SeatLine> seat_lines(int) const override { return tps::seat_lines(state_); }
  std::string end_summary(const Voices& voices) const override {
    return tps::end_summary(state_, voices);
  }
};

// A game alone, or a match against the computer (match_game.hpp) when the rules' mode says so.
class SolitaireGame : public RecordedGameModule<Kit, SolitaireState> {
  using Base = RecordedGameModule<Kit, SolitaireState>;

 public:
  explicit SolitaireGame(Game game) : Base(default_rules(game)), game_(game) {}
  int card_count() const override { return kCards; }
  std::unique_ptr<GameState> new_game(std::string_view preset, const OptionValues& options,
                                      uint64_t seed, std::string* error) const override {
    std::unique_ptr<GameState> alone = Base::new_game(preset, options, seed, error);
    if (!alone) return alone;
    const Rules& rules = static_cast<const SolitaireState&>(*alone).deal_record().rules;
    if (rules.mode == Mode::alone || match_modes() == nullptr) return alone;
    return match_modes()->new_state(rules, seed);
  }
  std::unique_ptr<GameState> load_record(std::string_view text, std::string* error) const override {
    bool match = false;
    if (match_modes() != nullptr) {
      std::unique_ptr<GameState> loaded =
          match_modes()->load_record(text, default_rules(game_), error, &match);
      if (match) return loaded;
    }
    return Base::load_record(text, error);
  }
  std::string deal_problem(const GameState& state, std::string_view preset,
                           const OptionValues& options, uint64_t seed,
                           bool* about_seed) const override {
    if (!state.all_at_once() || match_modes() == nullptr) {
      return Base::deal_problem(state, preset, options, seed, about_seed);
    }
    return match_modes()->deal_problem(*this, state, preset, options, seed, about_seed);
  }
  // A match's statistics are its mode's.
  std::vector<std::string> stat_groups() const override {
    if (match_modes() == nullptr) return {};
    return {std::string(kModeNames[1]), std::string(kModeNames[2]), std::string(kModeNames[3])};
  }
  // Natively everything; in the browser the solitaires' bundle plays games alone (with the
  // solver) and their extra bundle (RB_EXTRA_BUNDLE) the matches (without it), each page a
  // weight a page may have.
  bool plays_here(std::string_view, const OptionValues& options) const override {
    bool match = false;
    for (const auto& [name, value] : options) match = name == "mode" ? value != "alone" : match;
#ifdef RB_EXTRA_BUNDLE
    return match;
#else
    return !match || match_modes() != nullptr;
#endif
  }
  std::unique_ptr<GameSolver> solver(const GameState& state, int64_t budget) const override {
    if (state.all_at_once()) return nullptr;  // (hints are off in a match)
#ifdef RB_EXTRA_BUNDLE  // (the browser's bundle of the matches has no solver: its weight)
    (void)budget;
    return nullptr;
#else
    return position_solver(state, static_cast<const SolitaireState&>(state).state(), budget);
#endif
  }
  // A seat of a game alone or of a match: the one asked for is made when its state comes.
  std::unique_ptr<SeatPlayer> make_player(std::string_view name, uint64_t seed) const override {
    std::unique_ptr<SeatPlayer> alone = Base::make_player(name, seed);
    if (!alone) return nullptr;
    if (match_modes() == nullptr) return alone;
    return match_modes()->make_player(std::move(alone), name, seed);
  }
  std::vector<std::string> player_names() const override {
    return tps::player_names();
  }
  std::span<const PlayerLevel> levels() const override {
    return player_levels();
  }
  std::string rules_file(std::string_view) const override {
    return std::string(name()) + ".txt";  // one page per game: congress.txt, harp.txt ...
  }

 private:
  Game game_;
};

}  // namespace

const GameModule& two_pack_solitaires_game_congress() {
  static const SolitaireGame game(Game::congress);
  return game;
}
const GameModule& two_pack_solitaires_game_harp() {
  static const SolitaireGame game(Game::harp);
  return game;
}
const GameModule& two_pack_solitaires_game_house_in_the_wood() {
  static const SolitaireGame game(Game::house_in_the_wood);
  return game;
}
const GameModule& two_pack_solitaires_game_house_on_the_hill() {
  static const SolitaireGame game(Game::house_on_the_hill);
  return game;
}
const GameModule& two_pack_solitaires_game_intelligence() {
  static const SolitaireGame game(Game::intelligence);
  return game;
}

}  // namespace rb
