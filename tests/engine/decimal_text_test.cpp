// Whole numbers read from text (core/decimal_text.hpp's read_whole) as std::from_chars reads them
// in base 10, for every integer type the page reads: the same result, end and error, and the
// number set in the same cases; over edge cases and random strings of digits, signs and others.
#include "core/decimal_text.hpp"

#include <catch2/catch.hpp>
#include <charconv>
#include <cstdint>
#include <string>
#include <vector>

namespace {

template <typename T>
void same_as_from_chars(const std::string& text) {
  T ours = T(7), theirs = T(7);
  const char* first = text.data();
  const char* last = text.data() + text.size();
  const std::from_chars_result a = rb::read_whole(first, last, ours);
  const std::from_chars_result b = std::from_chars(first, last, theirs);
  INFO(text);
  CHECK(a.ec == b.ec);
  CHECK(a.ptr == b.ptr);
  CHECK(ours == theirs);
}

void all_types(const std::string& text) {
  same_as_from_chars<int8_t>(text);
  same_as_from_chars<uint8_t>(text);
  same_as_from_chars<int>(text);
  same_as_from_chars<unsigned>(text);
  same_as_from_chars<int64_t>(text);
  same_as_from_chars<uint64_t>(text);
}

}  // namespace

TEST_CASE("read_whole reads a whole number as std::from_chars does") {
  const std::vector<std::string> edges = {"",
                                          "-",
                                          "+1",
                                          " 1",
                                          "0",
                                          "-0",
                                          "007",
                                          "12abc",
                                          "x",
                                          "127",
                                          "128",
                                          "-128",
                                          "-129",
                                          "255",
                                          "256",
                                          "2147483647",
                                          "2147483648",
                                          "-2147483648",
                                          "-2147483649",
                                          "4294967295",
                                          "4294967296",
                                          "9223372036854775807",
                                          "9223372036854775808",
                                          "-9223372036854775808",
                                          "-9223372036854775809",
                                          "18446744073709551615",
                                          "18446744073709551616",
                                          "99999999999999999999999",
                                          "--1",
                                          "-x",
                                          "1-2"};
  for (const std::string& text : edges) all_types(text);
  // Random strings of digits, signs, a space and a letter.
  uint64_t state = 12345;
  const char kLetters[] = "0123456789-+ x90";
  for (int i = 0; i < 20000; ++i) {
    std::string text;
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    const int length = int(state >> 60) + 1;
    for (int k = 0; k < length; ++k) {
      state = state * 6364136223846793005ull + 1442695040888963407ull;
      text += kLetters[(state >> 33) % (sizeof(kLetters) - 1)];
    }
    all_types(text);
  }
}
