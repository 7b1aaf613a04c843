// Small helpers for the parsers of outside text (saves, statistics, URL options): trimming a line
// and showing a piece of the input inside an error message.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace rb {

// Without spaces, tabs and carriage returns at either end.
std::string_view trim_line(std::string_view text);

// The text as a message shows it: between `quote` characters, unprintable bytes (and the quote
// and backslash) as \xNN, cut after 40 bytes with "...".
std::string shown_in_message(std::string_view text, char quote);

// "a, b or c", in the table's words (the choices a message offers).
std::string one_of(const std::vector<std::string>& names);

}  // namespace rb
