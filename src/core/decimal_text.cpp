// Decimal and hexadecimal text (see decimal_text.hpp).
#include "decimal_text.hpp"

#include <algorithm>
#include <cmath>

namespace rb {

std::string decimal_text(double value, int places, bool keep_zeros) {
  places = std::clamp(places, 0, 9);
  if (!std::isfinite(value)) return "0";
  double unit = 1;  // 10^places (without std::pow, which would link 2 KB of wasm)
  for (int i = 0; i < places; ++i) unit *= 10;
  double scaled = std::round(value * unit);
  // Beyond what a long long holds, fewer places (the digits printf would give are beyond any
  // use here).
  while (!(std::fabs(scaled) < 9e18) && places > 0) {
    --places;
    unit /= 10;
    scaled = std::round(value * unit);
  }
  if (!(std::fabs(scaled) < 9e18)) return value < 0 ? "-9e18" : "9e18";
  auto units = static_cast<long long>(scaled);
  const bool negative = units < 0;
  if (negative) units = -units;
  char digits[40];  // written from the end
  char* first = digits + sizeof digits;
  for (int place = 0; place <= places || units != 0; ++place) {
    const auto digit = char('0' + units % 10);
    units /= 10;
    if (place < places) {
      if (keep_zeros || digit != '0' || first != digits + sizeof digits) *--first = digit;
      if (place == places - 1 && first != digits + sizeof digits) *--first = '.';
    } else {
      *--first = digit;
    }
  }
  if (negative && !(first + 1 == digits + sizeof digits && *first == '0')) *--first = '-';
  return std::string(first, digits + sizeof digits);
}

std::string hex_text(uint32_t value, int digits) {
  std::string text(size_t(std::clamp(digits, 1, 8)), '0');
  for (size_t i = text.size(); i-- > 0; value >>= 4) text[i] = "0123456789abcdef"[value & 15];
  return text;
}

}  // namespace rb
