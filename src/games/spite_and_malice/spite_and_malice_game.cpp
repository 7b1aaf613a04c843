// Spite and Malice as a GameModule (core/recorded_game.hpp with kit.hpp): the rules-facing part of
// its GameState (seats, actions, the table, words) and of its module.
#include "spite_and_malice_game.hpp"

#include "core/recorded_game.hpp"
#include "core/translation.hpp"
#include "players.hpp"
#include "record.hpp"
#include "table_words.hpp"

namespace rb {

namespace {

using namespace spite;

ActionCode encode(const Action& a) {
  return Kit::encode(a);
}
Action decode(ActionCode code) {
  return Kit::decode(code);
}

// The rank a joker stands for where it lies (a center stack's place), for a table that can show
// it (CardFace::as_rank, where the shared code has it).
template <typename Face>
void set_as_rank(Face& face, int rank) {
  if constexpr (requires { face.as_rank; }) face.as_rank = decltype(face.as_rank)(rank);
}

class SpiteState : public RecordedGameState<Kit, SpiteState> {
 public:
  using RecordedGameState::RecordedGameState;
  int seat_count() const override { return state_.seats(); }
  int seat_in_turn() const override { return state_.turn(); }
  bool over() const override { return state_.over(); }
  int winner() const override { return state_.winner(); }
  int score() const override { return winner_points(state_); }
  // With three or four players every pair settles: a seat's own sum of payments.
  int points_of(int seat) const override { return state_.over() ? payment(state_, seat) : 0; }
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
  int cards_to_go(int seat) const override { return state_.payoff_count(seat); }
  std::string hint_words(ActionCode code, const Voices& voices) const override {
    return spite::hint_words(state_, decode(code), voices);
  }
  CallVerdict call_verdict(ActionCode, const Voices&) const override {
    return {false, std::nullopt, std::string(tr("Spite and Malice has no calls")), ""};
  }
  std::string in_voices(std::string text, const Voices& voices) const override {
    return spite::in_voices(state_, text, voices);
  }
  std::vector<SeatLine> seat_lines(int seat) const override {
    return spite::seat_lines(state_, seat);
  }
  std::string end_summary(const Voices& voices) const override {
    return spite::end_summary(state_, voices);
  }
};

class SpiteGame : public RecordedGameModule<Kit, SpiteState> {
 public:
  // Every card id of core/card.hpp: the cards a game of fewer seats does not use lie in a pile of
  // their own (table_words.hpp, kUnusedCardsPile).
  int card_count() const override { return kCardIdLimit; }
  std::vector<std::string> player_names() const override { return spite::player_names(); }
  std::span<const PlayerLevel> levels() const override { return player_levels(); }
  std::string rules_file(std::string_view) const override { return std::string(name()) + ".txt"; }
  std::string_view preset_phrase(std::string_view preset) const override {
    return spite::preset_phrase(preset);
  }
  std::string_view presets_label() const override { return tr_mark("Players"); }
};

}  // namespace

const GameModule& spite_and_malice_game() {
  static const SpiteGame game;
  return game;
}

}  // namespace rb
