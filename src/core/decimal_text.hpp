// Numbers as text without printf, whose float formatting links about 7 KB of wasm (3 KB of the
// page gzipped): a decimal with a fixed number of places, and hexadecimal digits; and whole
// numbers read from text without an std::from_chars per integer type.
#pragma once

#include <charconv>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>

namespace rb {

// `value` rounded to `places` decimal places (0-9): "12.5", "-0.25", "3"; with `keep_zeros`
// every place is written ("12.50", "3.00"), as printf's "%.2f" would.
std::string decimal_text(double value, int places, bool keep_zeros = false);
// `value`'s lowest `digits` hexadecimal digits, lower case and zero-padded: "0a3f".
std::string hex_text(uint32_t value, int digits);

// std::from_chars(first, last, value) in base 10, for `value` of at most `most` (and at least
// -most - 1 when `is_signed`), as its magnitude and sign: use read_whole below.
std::from_chars_result read_decimal(const char* first, const char* last, uint64_t most,
                                    bool is_signed, uint64_t& magnitude, bool& negative);

// What std::from_chars(first, last, out) does for an integer type in base 10 (the same result,
// and `out` set alike), through one function for every type: libc++ instantiates its from_chars
// for each, which cost the page about 0.6 KB gzipped for the four types read.
template <typename T>
std::from_chars_result read_whole(const char* first, const char* last, T& out) {
  static_assert(std::is_integral_v<T> && sizeof(T) <= sizeof(uint64_t));
  uint64_t magnitude = 0;
  bool negative = false;
  const std::from_chars_result read =
      read_decimal(first, last, uint64_t(std::numeric_limits<T>::max()), std::is_signed_v<T>,
                   magnitude, negative);
  if (read.ec == std::errc()) out = T(negative ? 0 - magnitude : magnitude);  // (modulo 2^N)
  return read;
}

// True when the whole of `text` is one number for `out` (read as read_whole reads it).
template <typename T>
bool read_whole(std::string_view text, T& out) {
  const std::from_chars_result read = read_whole(text.data(), text.data() + text.size(), out);
  return read.ec == std::errc() && read.ptr == text.data() + text.size();
}

}  // namespace rb
