// The rules page shown at the table: the rules of the preset in play, in our own words, as plain
// ASCII paragraphs (the table's font has no other glyphs), one file per preset in rules/ (see
// GameModule::rules_file). A paragraph that starts with "# " is a heading.
#pragma once

#include <string>

#include "games/russian_bank/engine/rules.hpp"

namespace rb::russian_bank {

// "russian-bank-house.txt", "russian-bank-scarne.txt", "russian-bank-ultimate.txt".
std::string rules_file_name(Preset preset);

}  // namespace rb::russian_bank
