// Parses the native flags; each flag takes one value.
#include "platform/command_line.hpp"

#include <charconv>
#include <cstdlib>
#include <string_view>

namespace rb::platform {
namespace {

template <typename T>
bool parse_number(std::string_view text, T& out) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
  return error == std::errc() && end == text.data() + text.size();
}

bool parse_size(std::string_view text, int& width, int& height) {
  const auto x = text.find('x');
  return x != std::string_view::npos && parse_number(text.substr(0, x), width) &&
         parse_number(text.substr(x + 1), height) && width > 0 && height > 0;
}

bool parse_dpr(std::string_view text, double& dpr) {
  char* end = nullptr;
  const std::string copy(text);
  dpr = std::strtod(copy.c_str(), &end);
  return end == copy.c_str() + copy.size() && dpr >= 0.5 && dpr <= 4;
}

}  // namespace

std::string parse_command_line(int argc, char** argv, LaunchOptions& options) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view flag = argv[i];
    if (flag == "--help" || flag == "-h") return "help";
    if (i + 1 >= argc) return "missing value after " + std::string(flag);
    const std::string_view value = argv[++i];
    bool ok = true;
    if (flag == "--size") {
      ok = parse_size(value, options.width, options.height);
    } else if (flag == "--dpr") {
      ok = parse_dpr(value, options.dpr);
    } else if (flag == "--seed") {
      ok = parse_number(value, options.seed);
    } else if (flag == "--frames") {
      ok = parse_number(value, options.frames) && options.frames > 0;
    } else if (flag == "--screenshot") {
      options.screenshot = value;
    } else if (flag == "--random-moves") {
      ok = parse_number(value, options.random_moves) && options.random_moves >= 0;
    } else {
      return "unknown flag " + std::string(flag);
    }
    if (!ok) return "bad value for " + std::string(flag) + ": " + std::string(value);
  }
  return {};
}

}  // namespace rb::platform
