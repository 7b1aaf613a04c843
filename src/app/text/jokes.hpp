// Jokes of our own for the loss screen: seed 001 cheers up a player who lost with a joke. Short,
// kind, about cards and tables, plain ASCII (the table's font has no other glyphs).
#pragma once

#include <cstdint>
#include <span>

namespace rb {

std::span<const char* const> loss_jokes();
// A joke picked by a number (the game's seed), the same one for the same game.
const char* joke_for(uint64_t number);

}  // namespace rb
