// selfplay --lesson FILE: plays a lesson through (core/lesson_trial.hpp) with many choices of the
// person, and says where it gets stuck, with the table's legal actions there; with --deals N,
// the deal numbers from --seed on where it never gets stuck instead.
#pragma once

#include <cstdint>
#include <string>

#include "core/game.hpp"

namespace rb {

int print_lesson_report(const std::string& file, long deals, uint64_t first_seed);

}  // namespace rb
