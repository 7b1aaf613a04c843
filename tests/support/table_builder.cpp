// The scripted-position builder of the rule tests (see table_builder.hpp).
#include "table_builder.hpp"

#include <sstream>
#include <stdexcept>
#include <string>

#include "games/russian_bank/engine/state_editor.hpp"

namespace rb::test {

namespace {

Card parse_card(std::string word) {
  int deck = 0;
  if (!word.empty() && word.back() == '\'') {
    deck = 1;
    word.pop_back();
  }
  if (word.size() < 2) throw std::invalid_argument("bad card " + word);
  const char suit_char = word.back();
  const std::string rank_text = word.substr(0, word.size() - 1);
  const std::string ranks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
  int rank = 0;
  for (int r = 0; r < 13; ++r) {
    if (rank_text == ranks[r]) rank = r + 1;
  }
  const std::string suits = "CDHS";
  const size_t suit = suits.find(suit_char);
  if (rank == 0 || suit == std::string::npos) throw std::invalid_argument("bad card " + word);
  return Card::make(deck, static_cast<Suit>(suit), rank);
}

}  // namespace

PileId pile(std::string_view code) {
  const auto id = parse_pile_code(code);
  if (!id) throw std::invalid_argument("bad pile " + std::string(code));
  return *id;
}

Action move(std::string_view from, std::string_view to) {
  return Action::move(pile(from), pile(to));
}

State make_state(std::string_view spec, const Rules& rules) {
  State state;
  StateEditor edit(state);
  edit.rules() = rules;
  std::istringstream lines{std::string(spec)};
  std::string line;
  while (std::getline(lines, line)) {
    std::istringstream words(line);
    std::string head;
    if (!(words >> head)) continue;
    if (head == "turn") {
      std::string who;
      words >> who;
      edit.turn() = who == "b" ? kPlayerB : kPlayerA;
      continue;
    }
    if (head.back() != ':') throw std::invalid_argument("bad line " + line);
    const PileId id = pile(head.substr(0, head.size() - 1));
    std::string word;
    while (words >> word) {
      bool up = true;
      if (pile_kind(id) == PileKind::reserve || pile_kind(id) == PileKind::stock) up = false;
      if (word[0] == '^') {
        up = true;
        word = word.substr(1);
      }
      edit.push(id, parse_card(word), up);
    }
    if (pile_kind(id) == PileKind::stock && !state.empty(id)) edit.set_top_face(id, true);
    if (pile_kind(id) == PileKind::center && state.size(id) == 13) edit.set_top_face(id, false);
  }
  return state;
}

std::vector<std::string> legal_texts(const State& state) {
  ActionList list;
  legal_actions(state, list);
  std::vector<std::string> texts;
  for (const Action& a : list) texts.push_back(to_string(a));
  return texts;
}

}  // namespace rb::test
