// `selfplay bench`: a game's throughput through the game interface (see bench.cpp).
#pragma once

#include "core/game.hpp"

namespace rb {

int bench_main(const GameModule& game);

}  // namespace rb
