// Text as a JSON string literal, for the JSON the app hands to the page (state, events) and the
// online server's messages.
#pragma once

#include <string>
#include <string_view>

namespace rb {

// "..." with quotes, backslashes and control characters escaped.
std::string json_quoted(std::string_view text);

}  // namespace rb
