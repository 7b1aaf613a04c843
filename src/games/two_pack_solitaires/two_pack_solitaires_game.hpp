// The five two-pack solitaires (Congress, Harp, House in the Wood, House on the Hill,
// Intelligence) behind the game module interface (core/game.hpp): one engine, a module each.
#pragma once

#include "core/game.hpp"

namespace rb {

const GameModule& two_pack_solitaires_game_congress();
const GameModule& two_pack_solitaires_game_harp();
const GameModule& two_pack_solitaires_game_house_in_the_wood();
const GameModule& two_pack_solitaires_game_house_on_the_hill();
const GameModule& two_pack_solitaires_game_intelligence();

}  // namespace rb
