// The JSON reader (core/json_reader.hpp): the server's messages read into values; malformed,
// truncated or too deeply nested text gives a reason and no value.
#include "core/json_reader.hpp"

#include <catch2/catch.hpp>
#include <string>

using rb::JsonValue;
using rb::read_json;

TEST_CASE("json reader: objects, arrays, strings with escapes, numbers, true, false, null") {
  std::string error;
  const auto v = read_json(
      R"( {"seq":3,"name":"a\"b\\c\n\u00e9","list":[1,-2.5,[],{}],"yes":true,"no":false,"none":null} )",
      &error);
  REQUIRE(v);
  CHECK(error.empty());
  CHECK(v->number_of("seq", -1) == 3);
  CHECK(v->text_of("name") == "a\"b\\c\n\xc3\xa9");
  const JsonValue* list = v->find("list");
  REQUIRE(list != nullptr);
  REQUIRE(list->items.size() == 4);
  CHECK(list->items[1].number == -2.5);
  CHECK(list->items[2].is(JsonValue::Kind::array));
  CHECK(list->items[3].is(JsonValue::Kind::object));
  CHECK(v->flag_of("yes"));
  CHECK_FALSE(v->flag_of("no"));
  CHECK(v->find("none")->is(JsonValue::Kind::null));
  CHECK(v->find("absent") == nullptr);
  CHECK(v->number_of("name", -1) == -1);  // (not a number: the fallback)
  CHECK(v->text_of("seq").empty());
  // Numbers an int does not hold give the fallback.
  const auto big = read_json(R"({"a":1e300,"b":-1e12,"c":2.5,"d":2147483647})", &error);
  REQUIRE(big);
  CHECK(big->number_of("a", -7) == -7);
  CHECK(big->number_of("b", -7) == -7);
  CHECK(big->number_of("c", -7) == -7);
  CHECK(big->number_of("d", -7) == 2147483647);
}

TEST_CASE("json reader: malformed text is refused with a reason") {
  for (const char* bad : {"", "{", "[1,2", "{\"a\" 1}", "{\"a\":}", "\"open", "tru", "01x", "[1] 2",
                          "{\"a\":\"\x01\"}", "\"\\q\"", "\"\\u12\"", "-", "{1:2}"}) {
    INFO(bad);
    std::string error;
    CHECK_FALSE(read_json(bad, &error));
    CHECK_FALSE(error.empty());
  }
  std::string deep(40, '[');
  deep += std::string(40, ']');
  std::string error;
  CHECK_FALSE(read_json(deep, &error));
  CHECK(error.find("nested too deep") == 0);
}
