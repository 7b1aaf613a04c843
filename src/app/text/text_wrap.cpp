// Greedy line breaking: as many words per line as fit.
#include "app/text/text_wrap.hpp"

namespace rb::app {

std::vector<std::string> wrap_text(std::string_view text, double max_width, double font_px,
                                   bool bold, MeasureText measure) {
  std::vector<std::string> lines;
  std::string line;
  size_t at = 0;
  while (at < text.size()) {
    while (at < text.size() && text[at] == ' ') ++at;
    if (at >= text.size()) break;
    const size_t end = std::min(text.find(' ', at), text.size());
    const std::string_view word = text.substr(at, end - at);
    at = end;
    std::string longer = line.empty() ? std::string(word) : line + " " + std::string(word);
    if (!line.empty() && measure(longer, font_px, bold) > max_width) {
      lines.push_back(line);
      line = std::string(word);
    } else {
      line = std::move(longer);
    }
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

std::string fit_text(std::string_view text, double max_width, double font_px, bool bold,
                     MeasureText measure) {
  if (measure(text, font_px, bold) <= max_width) return std::string(text);
  std::string cut(text);
  // (Whole UTF-8 characters come off: a byte at a time, then the bytes that continue one.)
  while (!cut.empty() && measure(cut + "...", font_px, bold) > max_width) {
    while (cut.size() > 1 && (static_cast<unsigned char>(cut.back()) & 0xc0) == 0x80)
      cut.pop_back();
    cut.pop_back();
  }
  while (!cut.empty() && cut.back() == ' ') cut.pop_back();
  return cut + "...";
}

}  // namespace rb::app
