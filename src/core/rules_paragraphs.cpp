// A rules page's text as paragraphs (see rules_paragraphs.hpp).
#include "core/rules_paragraphs.hpp"

namespace rb {

std::vector<std::string> rules_paragraphs(std::string_view text) {
  std::vector<std::string> paragraphs;
  std::string paragraph;
  const auto end_paragraph = [&] {
    if (!paragraph.empty()) paragraphs.push_back(std::move(paragraph));
    paragraph.clear();
  };
  while (!text.empty()) {
    const size_t newline = text.find('\n');
    std::string_view line = text.substr(0, newline);
    text = newline == std::string_view::npos ? std::string_view() : text.substr(newline + 1);
    if (line.ends_with('\r')) line.remove_suffix(1);
    if (line.find_first_not_of(" \t") == std::string_view::npos) {
      end_paragraph();
      continue;
    }
    if (!paragraph.empty()) paragraph += ' ';
    paragraph += line;
  }
  end_paragraph();
  return paragraphs;
}

}  // namespace rb
