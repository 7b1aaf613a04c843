// JSON string literals and keys (see json_text.hpp).
#include "server/json_text.hpp"

namespace rb::online {

void append_json_string(std::string& out, std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += '"';
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (byte < 0x20) {
      out += "\\u00";
      out += kHex[byte >> 4];
      out += kHex[byte & 0xf];
    } else {
      out += c;
    }
  }
  out += '"';
}

void append_key(std::string& out, std::string_view name) {
  out += '"';
  out += name;
  out += "\":";
}

}  // namespace rb::online
