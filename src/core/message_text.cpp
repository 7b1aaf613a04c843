// Trimming lines and quoting input for error messages (see message_text.hpp).
#include "core/message_text.hpp"

#include "core/translation.hpp"

namespace rb {

std::string_view trim_line(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

std::string shown_in_message(std::string_view text, char quote) {
  constexpr size_t kShown = 40;
  constexpr const char* kHex = "0123456789abcdef";
  std::string out(1, quote);
  for (size_t i = 0; i < text.size() && i < kShown; ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x20 || byte >= 0x7f || byte == static_cast<unsigned char>(quote) || byte == '\\') {
      out += "\\x";
      out += kHex[byte >> 4];
      out += kHex[byte & 15];
    } else {
      out += text[i];
    }
  }
  if (text.size() > kShown) out += "...";
  return out + quote;
}

std::string one_of(const std::vector<std::string>& names) {
  std::string text;
  for (size_t i = 0; i + 1 < names.size(); ++i) text += (i == 0 ? "" : ", ") + names[i];
  if (names.size() < 2) return text + (names.empty() ? "" : names.back());
  return tr_fill("{0} or {1}", {text, names.back()});
}

}  // namespace rb
