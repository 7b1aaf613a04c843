// A game's rules page (GameModule::rules_file) is a text file of paragraphs separated by blank
// lines, each on one line; a heading starts with "# ". This reads one into its paragraphs.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace rb {

// The paragraphs of a rules page's text, without the blank lines between them (the lines of a
// paragraph written on several lines are joined by spaces; "\r\n" line ends are read as "\n").
std::vector<std::string> rules_paragraphs(std::string_view text);

}  // namespace rb
