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
  // (In the table's words: an address's or a host's rule option read at a French table.)
  const std::string name(option.name);
  if (option.kind == OptionKind::flag) {
    return tr_fill("option {0} takes {1} or {2}, not \"{3}\"",
                   {name, option.values[0], option.values[1], value});
  }
  if (option.kind == OptionKind::number) {
    return tr_fill("option {0} takes a whole number from {1} to {2}, not \"{3}\"",
                   {name, std::to_string(option.lowest), std::to_string(option.highest), value});
  }
  std::string allowed;
  for (std::string_view one : option.values) {
    allowed += (allowed.empty() ? "" : ", ") + std::string(one);
  }
  return tr_fill("option {0} takes one of {1}, not \"{2}\"", {name, allowed, value});
}

std::string no_such_option(std::string_view title, std::string_view name) {
  return tr_fill("{0} has no option \"{1}\"", {tr(title), name});
}

}  // namespace rb
