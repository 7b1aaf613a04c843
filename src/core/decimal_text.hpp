// Numbers as text without printf, whose float formatting links about 7 KB of wasm (3 KB of the
// page gzipped): a decimal with a fixed number of places, and hexadecimal digits.
#pragma once

#include <cstdint>
#include <string>

namespace rb {

// `value` rounded to `places` decimal places (0-9): "12.5", "-0.25", "3"; with `keep_zeros`
// every place is written ("12.50", "3.00"), as printf's "%.2f" would.
std::string decimal_text(double value, int places, bool keep_zeros = false);
// `value`'s lowest `digits` hexadecimal digits, lower case and zero-padded: "0a3f".
std::string hex_text(uint32_t value, int digits);

}  // namespace rb
