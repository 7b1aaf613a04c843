// JSON string literals (see json_text.hpp).
#include "core/json_text.hpp"

#include "core/decimal_text.hpp"

namespace rb {

std::string json_quoted(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          out += "\\u" + hex_text(static_cast<unsigned char>(c), 4);
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

}  // namespace rb
