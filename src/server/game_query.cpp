// Reading a room's game from its creator's query (see game_query.hpp).
#include "server/game_query.hpp"

#include <vector>

#include "core/game_list.hpp"
#include "core/message_text.hpp"

namespace rb::online {
namespace {

// Names and values are made of these: anything else is refused before it is looked up.
bool plain_word(std::string_view text) {
  if (text.empty() || text.size() > 64) return false;
  for (const char c : text) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    c == '-' || c == '_' || c == '.';
    if (!ok) return false;
  }
  return true;
}

std::vector<std::string> game_names_here() {
  std::vector<std::string> names;
  for (const GameModule* game : all_games()) names.emplace_back(game->name());
  return names;
}

}  // namespace

std::optional<GameChoice> read_game_query(std::string_view query, std::string* error) {
  const auto fail = [error](std::string why) -> std::optional<GameChoice> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  if (query.size() > kMaxQueryBytes) {
    return fail("the game's query is too long (" + std::to_string(query.size()) +
                " bytes; at most " + std::to_string(kMaxQueryBytes) + ")");
  }
  if (!query.empty() && query.front() == '?') query.remove_prefix(1);

  std::vector<std::pair<std::string, std::string>> pairs;
  while (!query.empty()) {
    const size_t amp = query.find('&');
    const std::string_view pair = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view{} : query.substr(amp + 1);
    if (pair.empty()) continue;
    const size_t eq = pair.find('=');
    const std::string_view name = pair.substr(0, eq);
    const std::string_view value = eq == std::string_view::npos ? "" : pair.substr(eq + 1);
    if (!plain_word(name) || !plain_word(value)) {
      return fail("\"" + std::string(pair.substr(0, 80)) +
                  "\" is not name=value with letters, digits, '-', '_' or '.'");
    }
    for (const auto& [seen, _] : pairs) {
      if (seen == name) return fail(std::string(name) + " is given twice");
    }
    pairs.emplace_back(name, value);
  }

  GameChoice choice;
  choice.module = all_games().empty() ? nullptr : &default_game();
  for (const auto& [name, value] : pairs) {
    if (name != "game") continue;
    choice.module = find_game(value);
    if (choice.module == nullptr) {
      return fail("game \"" + value + "\" is not played online: use " + one_of(game_names_here()));
    }
  }
  if (choice.module == nullptr) return fail("no game is played online here");
  const GameModule& game = *choice.module;

  std::vector<std::string> presets;
  for (const std::string_view p : game.presets()) presets.emplace_back(p);
  choice.preset = presets.front();
  for (const auto& [name, value] : pairs) {
    if (name != "preset") continue;
    bool known = false;
    for (const std::string& p : presets) known = known || p == value;
    if (!known) {
      return fail("preset \"" + value + "\" is not a preset of " + std::string(game.name()) +
                  ": use " + one_of(presets));
    }
    choice.preset = value;
  }

  for (const auto& [name, value] : pairs) {
    if (name == "game" || name == "preset") continue;
    std::string canonical;
    if (std::string problem = game.check_option(choice.preset, name, value, &canonical);
        !problem.empty()) {
      return fail(std::move(problem));
    }
    choice.options.emplace_back(name, canonical.empty() ? value : canonical);
  }
  return choice;
}

}  // namespace rb::online
