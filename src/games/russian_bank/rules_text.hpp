// The rules page shown at the table: the rules of the preset in play, in our own words, as plain
// ASCII paragraphs (the table's font has no other glyphs). A paragraph that starts with "# " is a
// heading.
#pragma once

#include <span>
#include <string_view>

#include "games/russian_bank/engine/rules.hpp"

namespace rb::russian_bank {

std::span<const std::string_view> rules_paragraphs(Preset preset);

}  // namespace rb::russian_bank
