// JSON text for the online server's messages (seat_view.cpp): strings escaped, and small writers
// for the values a view holds. The server's messages are written here in C++ and parsed by the
// client; nothing here reads JSON.
#pragma once

#include <string>
#include <string_view>

namespace rb::online {

// Appends `text` as a JSON string literal: quotes, backslashes and control characters escaped.
void append_json_string(std::string& out, std::string_view text);

// Appends `"name":` (name must need no escaping).
void append_key(std::string& out, std::string_view name);

}  // namespace rb::online
