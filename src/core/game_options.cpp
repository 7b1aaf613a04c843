// Reading and wording option values (see game_options.hpp).
#include "game_options.hpp"

#include "decimal_text.hpp"
#include "translation.hpp"

namespace rb {
namespace {

// A flag's values as the menu shows them (value_in_words capitalises the value), for tr().
[[maybe_unused]] constexpr std::string_view kFlagWords[] = {tr_mark("Yes"), tr_mark("No"),
                                                            tr_mark("On"), tr_mark("Off")};

}  // namespace

std::string canonical_value(const OptionSpec& option, std::string_view value) {
  switch (option.kind) {
    case OptionKind::flag:
      if (value == "yes" || value == "on" || value == "true" || value == "1")
        return std::string(option.values[0]);
      if (value == "no" || value == "off" || value == "false" || value == "0")
        return std::string(option.values[1]);
      return "";
    case OptionKind::choice:
      for (std::string_view v : option.values) {
        if (v == value) return std::string(v);
      }
      return "";
    case OptionKind::number: {
      int n = 0;
      if (!read_whole(value, n) || n < option.lowest || n > option.highest) {
        return "";
      }
      return std::to_string(n);
    }
  }
  return "";
}

std::string value_in_words(const OptionSpec& option, std::string_view value) {
  for (const auto& [v, words] : option.value_words) {
    if (v == value) return std::string(tr(words));
  }
  std::string text(value);
  if (option.before_value.empty() && !text.empty() && text[0] >= 'a' && text[0] <= 'z') {
    text[0] = char(text[0] - 'a' + 'A');
  }
  // (The words around a number, in the table's language: "After " 3, 60 " turns".)
  return std::string(tr(option.before_value)) + std::string(tr(text)) +
         std::string(tr(option.after_value));
}

std::string option_refusal(const OptionSpec& option, std::string_view value) {
  std::string expected;
  if (option.kind == OptionKind::flag) {
    expected = std::string(option.values[0]) + " or " + std::string(option.values[1]);
  } else if (option.kind == OptionKind::number) {
    expected = "a whole number from " + std::to_string(option.lowest) + " to " +
               std::to_string(option.highest);
  } else {
    for (std::string_view allowed : option.values) {
      expected += (expected.empty() ? "" : ", ") + std::string(allowed);
    }
    expected = "one of " + expected;
  }
  return "option " + std::string(option.name) + " takes " + expected + ", not \"" +
         std::string(value) + "\"";
}

}  // namespace rb
