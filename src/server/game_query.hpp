// The game a room plays, as its creator asks for it: an address-style query
// ("game=spite-and-malice&preset=two&show_payoff_count=no"), read and checked against the games
// in this build, with a refusal a person can read when any part of it is wrong.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/game.hpp"

namespace rb::online {

// The longest query accepted (a room's creator sends it; every game's options fit in far less).
inline constexpr size_t kMaxQueryBytes = 512;

struct GameChoice {
  const GameModule* module = nullptr;
  std::string preset;    // one of the module's presets (its first when none is named)
  OptionValues options;  // checked, in the game's own spelling
};

// Reads the query: `game` (the first game of this build when none is named), `preset`, and the
// game's rule options. nullopt and `error` ("preset \"five\" is not a preset of spite-and-malice:
// use two, three or four") when a name or value is refused.
std::optional<GameChoice> read_game_query(std::string_view query, std::string* error);

}  // namespace rb::online
