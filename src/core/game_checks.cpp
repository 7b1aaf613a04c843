// The checks every game passes (see game_checks.hpp).
#include "game_checks.hpp"

#include <vector>

namespace rb {

std::string card_census_problem(const GameModule& game, const GameState& state) {
  const int cards =
      state.engine()->cards_in_play() > 0 ? state.engine()->cards_in_play() : game.card_count();
  const TableTalk* talk = state.talk();
  if (talk == nullptr) return "the game shows no table to count its cards on";
  std::vector<int> times(static_cast<size_t>(cards), 0);
  const int piles = talk->table().pile_count;
  for (int pile = 0; pile < piles; ++pile) {
    for (int i = 0; i < talk->pile_size(pile); ++i) {
      const int card = talk->card_at(pile, i).card;
      if (card < 0 || card >= cards) {
        return "pile " + std::to_string(pile) + " holds card " + std::to_string(card) +
               ", which the game does not have";
      }
      ++times[static_cast<size_t>(card)];
    }
  }
  for (size_t card = 0; card < times.size(); ++card) {
    if (times[card] != 1) {
      return "card " + std::to_string(card) + " lies " + std::to_string(times[card]) + " times";
    }
  }
  return "";
}

std::string table_problem(const GameState& state) {
  const TableTalk* talk = state.talk();
  if (talk == nullptr) return "the game shows no table";
  const TableArrangements table = talk->table();
  for (const TableArrangement* shape : {&table.wide, &table.tall}) {
    const std::string name = shape == &table.wide ? "wide" : "tall";
    std::vector<int> cell_owner(static_cast<size_t>(shape->columns * shape->rows), -1);
    std::vector<uint8_t> shown(static_cast<size_t>(table.pile_count), false);
    const auto claim = [&](const TableCell& cell, int owner) -> std::string {
      if (cell.column < 0 || cell.column >= shape->columns || cell.row < 0 ||
          cell.row >= shape->rows) {
        return name + " table: a cell outside the grid";
      }
      int& slot = cell_owner[static_cast<size_t>(cell.row * shape->columns + cell.column)];
      if (slot != -1) return name + " table: two places in one cell";
      slot = owner;
      return "";
    };
    for (const TableCell& cell : shape->piles) {
      if (cell.pile < 0 || cell.pile >= table.pile_count) return name + " table: no such pile";
      if (std::string problem = claim(cell, cell.pile); !problem.empty()) return problem;
      shown[static_cast<size_t>(cell.pile)] = true;
    }
    if (static_cast<int>(shape->seats.size()) != state.seat_count()) {
      return name + " table: not one free cell per seat";
    }
    for (const TableCell& cell : shape->seats) {
      if (std::string problem = claim(cell, table.pile_count); !problem.empty()) return problem;
    }
    for (int pile = 0; pile < table.pile_count; ++pile) {
      if (talk->pile_size(pile) > 0 && !shown[static_cast<size_t>(pile)] &&
          !table.piles[static_cast<size_t>(pile)].off_table) {
        return name + " table: pile " + std::to_string(pile) + " holds cards but is not shown";
      }
    }
  }
  return "";
}

std::string record_problem(const GameModule& game, const GameState& state) {
  const std::string record = state.engine()->record_text();
  std::string error;
  const std::unique_ptr<GameState> replayed = game.load_record(record, &error);
  if (!replayed) return "the record does not replay: " + error;
  if (!replayed->same_as(state)) return "the record replays to another state";
  if (replayed->engine()->record_text() != record) return "the record does not round-trip";
  return "";
}

std::string soundness_problem(const GameModule& game, const GameState& state) {
  if (std::string problem = card_census_problem(game, state); !problem.empty()) return problem;
  if (std::string problem = table_problem(state); !problem.empty()) return problem;
  return state.engine()->invariants();
}

}  // namespace rb
