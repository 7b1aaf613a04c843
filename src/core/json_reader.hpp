// A small JSON reader for the messages the online server sends a page (src/server/README.md):
// objects, arrays, strings, numbers, true, false and null, into a tree of values. Malformed text
// gives no value and a reason; it never throws.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

struct JsonValue {
  enum class Kind : unsigned char { null, boolean, number, string, array, object };
  Kind kind = Kind::null;
  bool boolean = false;
  double number = 0;
  std::string text;                // a string's
  std::vector<JsonValue> items;    // an array's items; an object's values
  std::vector<std::string> names;  // an object's names, in their order (of items)

  // An object's member (nullptr when absent or not an object).
  const JsonValue* find(std::string_view name) const;
  // A member's value of the kind asked for (a number: a whole one an int holds), else
  // `fallback`.
  int number_of(std::string_view name, int fallback) const;
  std::string text_of(std::string_view name) const;
  bool flag_of(std::string_view name) const;
  bool is(Kind k) const { return kind == k; }
};

// Reads one JSON value (spaces around it allowed); nothing, and `error`, when it is not JSON or is
// nested deeper than 32.
std::optional<JsonValue> read_json(std::string_view text, std::string* error);

}  // namespace rb
