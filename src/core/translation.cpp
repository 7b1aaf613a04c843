// The chosen language's translations and the filling of placeholders (see translation.hpp).
#include "core/translation.hpp"

#include <algorithm>
#include <utility>

namespace rb {
namespace {

Language& chosen() {
  static Language language;
  return language;
}

// The language tr() speaks: the chosen one, or one a caller keeps (speak()).
const Language*& speaking() {
  static const Language* language = &chosen();
  return language;
}

const Language& spoken() {
  return *speaking();
}

std::string unescaped(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size() && text[i + 1] == 'n') {
      out += '\n';
      ++i;
    } else {
      out += text[i];
    }
  }
  return out;
}

// The part of a '|'-separated message for form `form` (the last one when it has fewer).
std::string_view plural_part(std::string_view message, int form) {
  for (; form > 0; --form) {
    const size_t bar = message.find('|');
    if (bar == std::string_view::npos) break;
    message.remove_prefix(bar + 1);
  }
  return message.substr(0, message.find('|'));
}

std::string filled(std::string_view text, std::initializer_list<TextArg> values,
                   std::string_view first) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '{' && i + 2 < text.size() && text[i + 2] == '}' && text[i + 1] >= '0' &&
        text[i + 1] <= '9') {
      size_t index = size_t(text[i + 1] - '0');
      if (!first.data()) {
        if (index < values.size()) out += values.begin()[index].view();
      } else if (index == 0) {
        out += first;
      } else if (index - 1 < values.size()) {
        out += values.begin()[index - 1].view();
      }
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

// The message with the spoken language's rewrites made, in the file's order (see
// Language::rewrites).
std::string rewritten(std::string text) {
  for (const auto& [from, to] : spoken().rewrites) replace_all(text, from, to);
  return text;
}

}  // namespace

void replace_all(std::string& text, std::string_view from, std::string_view to) {
  std::string out;
  std::string_view rest = text;
  for (size_t at = rest.find(from); at != rest.npos; at = rest.find(from)) {
    out += rest.substr(0, at);
    out += to;
    rest.remove_prefix(at + from.size());
  }
  out += rest;
  text = std::move(out);
}

bool read_language(std::string_view code, std::string_view text, Language& out,
                   std::string& error) {
  Language language;
  language.code = code;
  const std::string prefix = std::string(code) + ": ";
  std::string english;
  bool waiting = false;
  int line_number = 0;
  for (size_t at = 0; at < text.size();) {
    const size_t end = std::min(text.find('\n', at), text.size());
    std::string_view line = text.substr(at, end - at);
    at = end + 1;
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty() || line.front() == '#') continue;
    if (waiting && line == std::string_view(prefix).substr(0, prefix.size() - 1)) {
      waiting = false;  // not translated yet: the English stands
    } else if (line.starts_with("glyph ")) {
      language.glyphs.append(line.substr(6)).push_back('\n');
    } else if (line.starts_with("rewrite ") && !waiting && line.find(" => ", 9) != line.npos) {
      const size_t arrow = line.find(" => ", 9);
      language.rewrites.emplace_back(line.substr(8, arrow - 8), line.substr(arrow + 4));
    } else if (line.starts_with("en: ") && !waiting) {
      english = unescaped(line.substr(4));
      waiting = true;
    } else if (line.starts_with(prefix) && waiting) {
      language.messages.emplace_back(std::move(english), unescaped(line.substr(prefix.size())));
      waiting = false;
    } else {
      error = "line " + std::to_string(line_number) +
              (waiting ? " should translate the line above" : " is not a message");
      return false;
    }
  }
  if (waiting) {
    error = "the last message has no translation";
    return false;
  }
  // (scripts/messages writes them sorted, as the lookup needs: a file out of order is refused.)
  for (size_t i = 1; i < language.messages.size(); ++i) {
    if (!(language.messages[i - 1].first < language.messages[i].first)) {
      error = "the messages are not in order at \"" + language.messages[i].first.substr(0, 40) +
              "\" (scripts/messages update sorts them)";
      return false;
    }
  }
  out = std::move(language);
  return true;
}

void set_language(Language language) {
  chosen() = std::move(language);
  speaking() = &chosen();
}

void set_english() {
  set_language(Language{});
}

void speak(const Language* language) {
  speaking() = language != nullptr ? language : &chosen();
}

const Language* spoken_language() {
  return speaking();
}

std::string_view language_code() {
  if (spoken().code.empty()) return "en";
  return spoken().code;
}

std::string_view language_glyphs() {
  return spoken().glyphs;
}

std::string_view tr(std::string_view english) {
  const auto& messages = spoken().messages;
  const auto found = std::lower_bound(
      messages.begin(), messages.end(), english,
      [](const auto& entry, std::string_view key) { return std::string_view(entry.first) < key; });
  if (found != messages.end() && found->first == english) return found->second;
  return english;
}

std::string_view TextArg::view() const {
  return string_ != nullptr ? std::string_view(*string_) : view_;
}

std::string fill(std::string_view message, std::initializer_list<TextArg> values) {
  return filled(message, values, {});
}

std::string tr_fill(std::string_view english, std::initializer_list<TextArg> values) {
  return rewritten(filled(tr(english), values, {}));
}

std::string tr_count(long count, std::string_view english, std::initializer_list<TextArg> values) {
  const std::string_view text = tr(english);
  const int form = text.data() == english.data() ? plural_form("en", count)
                                                 : plural_form(language_code(), count);
  return rewritten(filled(plural_part(text, form), values, std::to_string(count)));
}

int plural_form(std::string_view code, long count) {
  const long n = count < 0 ? -count : count;
  if (code == "ru") {
    if (n % 10 == 1 && n % 100 != 11) return 0;
    if (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)) return 1;
    return 2;
  }
  if (code == "fr") return n <= 1 ? 0 : 1;
  return n == 1 ? 0 : 1;
}

int plural_forms(std::string_view code) {
  return code == "ru" ? 3 : 2;
}

std::string placeholders_of(std::string_view message) {
  std::string found;
  for (size_t i = 0; i + 2 < message.size(); ++i) {
    if (message[i] == '{' && message[i + 2] == '}' && message[i + 1] >= '0' &&
        message[i + 1] <= '9') {
      const std::string_view mark = message.substr(i, 3);
      if (found.find(mark) == std::string::npos) found += mark;
    }
  }
  std::string sorted;
  for (char digit = '0'; digit <= '9'; ++digit) {
    const std::string mark = {'{', digit, '}'};
    if (found.find(mark) != std::string::npos) sorted += mark;
  }
  return sorted;
}

}  // namespace rb
