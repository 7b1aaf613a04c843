// Finding a registered game by its name or by a record's first line (the list itself is written by
// the build from cmake/games.cmake).
#include "game_list.hpp"

namespace rb {

[[gnu::weak]] bool solvers_linked() {
  return false;
}

[[gnu::weak]] bool computer_clocks_linked() {
  return false;
}

const std::vector<const GameModule*>& all_games() {
  static const std::vector<const GameModule*> games = [] {
    std::vector<const GameModule*> here;
    for (const GameEntry& entry : game_family()) {
      if (entry.module != nullptr) here.push_back(&entry.module());
    }
    return here;
  }();
  return games;
}

const GameEntry* family_entry(std::string_view name) {
  for (const GameEntry& entry : game_family()) {
    if (entry.name == name) return &entry;
  }
  return nullptr;
}

const GameModule& default_game() {
  return *all_games().front();
}

const GameModule* find_game(std::string_view name) {
  for (const GameModule* game : all_games()) {
    if (game->name() == name) return game;
  }
  return nullptr;
}

std::string game_names() {
  std::string names;
  for (const GameModule* game : all_games()) {
    if (!names.empty()) names += ", ";
    names += game->name();
  }
  return names;
}

const GameModule* game_of_record(std::string_view text) {
  const size_t start = text.find_first_not_of(" \t\r\n");
  if (start == std::string_view::npos) return nullptr;
  const std::string_view first_word =
      text.substr(start, text.find_first_of(" \t\r\n", start) - start);
  constexpr std::string_view suffix = "-record";
  if (first_word.size() <= suffix.size() || !first_word.ends_with(suffix)) return nullptr;
  return find_game(first_word.substr(0, first_word.size() - suffix.size()));
}

}  // namespace rb
