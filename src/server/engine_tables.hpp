// The tables the online engine's C interface holds, by number (engine_api.cpp, and the tests'
// truth_api.cpp in their own module), and the text its functions return.
#pragma once

#include <memory>
#include <string>

#include "server/online_table.hpp"

namespace rb::online {

// Keeps a table; its number (> 0).
int keep_table(std::unique_ptr<OnlineTable> table);
// The table of that number, or nullptr.
OnlineTable* kept_table(int number);
void drop_table(int number);

// Keeps `text` as the last text returned through the C interface (valid until the next call).
const char* give_text(std::string text);
const char* last_text_given();

}  // namespace rb::online
