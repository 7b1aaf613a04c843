// Text as a JSON string literal, for the JSON the app hands to the page (state, events).
#pragma once

#include <string>
#include <string_view>

namespace rb::app {

// "..." with quotes, backslashes and control characters escaped.
std::string json_quoted(std::string_view text);

}  // namespace rb::app
