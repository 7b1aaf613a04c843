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

std::from_chars_result read_decimal(const char* first, const char* last, uint64_t most,
                                    bool is_signed, uint64_t& magnitude, bool& negative) {
  negative = is_signed && first != last && *first == '-';
  const char* at = first + (negative ? 1 : 0);
  if (at == last || *at < '0' || *at > '9') return {first, std::errc::invalid_argument};
  const uint64_t limit = most + (negative ? 1 : 0);  // (-128 for int8_t: a magnitude of 128)
  uint64_t value = 0;
  bool over = false;
  // (Past the limit, every digit is still read: from_chars's pointer is after them all.)
  for (; at != last && *at >= '0' && *at <= '9'; ++at) {
    const auto digit = uint64_t(*at - '0');
    if (value > (limit - digit) / 10) {
      over = true;
    } else {
      value = value * 10 + digit;
    }
  }
  if (over) return {at, std::errc::result_out_of_range};
  magnitude = value;
  return {at, std::errc()};
}

}  // namespace rb
