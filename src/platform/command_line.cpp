// Parses the native flags; each flag takes one value, except --selftest, --stats,
// --check-redraws and --help.
#ifndef __EMSCRIPTEN__  // (the native window's flags: the browser build leaves it out)
#include "platform/command_line.hpp"

#include <charconv>
#include <cstdlib>
#include <string_view>

#include "app/ui/panels.hpp"
#include "core/game_list.hpp"
#include "online_client/native/native_online.hpp"

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

bool parse_double(std::string_view text, double& out, double least, double most) {
  char* end = nullptr;
  const std::string copy(text);
  out = std::strtod(copy.c_str(), &end);
  return end == copy.c_str() + copy.size() && out >= least && out <= most;
}

// Flags that are settings go through the same parser as the browser's URL query.
bool setting(app::Settings& settings, std::string_view name, std::string_view value) {
  return app::apply_query(std::string(name) + "=" + std::string(value), settings).empty();
}

}  // namespace

std::string usage_text() {
  std::string text =
      "usage: russian_bank [--game NAME] [--preset NAME] [--level N] [--size WxH] [--dpr D]\n"
      "                    [--seed S] [--speed instant|fast|normal|slow] [--reduced-motion 0|1]\n"
      "                    [--query 'preset=scarne&level=2&...'] [--frames N]\n"
      "                    [--screenshot FILE.png] [--random-moves N]\n"
      "                    [--panel menu|rules|end|review] [--seats play|wait|auto]\n"
      "                    [--demo-seconds S] [--seconds S] [--stats] [--selftest]\n"
      "                    [--keep FOLDER|none] [--renderer auto|gpu|software]\n"
      "                    [--check-redraws] [--join ROOM] [--server ws://HOST:PORT]\n"
      "games (--game), their presets (--preset, the first by default) and levels (--level):\n";
  for (const GameModule* game : all_games()) {
    text += "  " + std::string(game->name()) + ":";
    for (const std::string_view preset : game->presets()) text += " " + std::string(preset);
    text += "; levels 1-" + std::to_string(game->levels().size()) + "\n";
  }
  return text;
}

std::string parse_command_line(int argc, char** argv, LaunchOptions& options) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view flag = argv[i];
    if (flag == "--help" || flag == "-h") return "help";
    if (flag == "--selftest") {
      options.selftest = true;
      continue;
    }
    if (flag == "--stats") {
      options.stats = true;
      continue;
    }
    if (flag == "--check-redraws") {
      options.check_redraws = true;
      continue;
    }
    if (i + 1 >= argc) return "missing value after " + std::string(flag);
    const std::string_view value = argv[++i];
    bool ok = true;
    if (flag == "--size") {
      ok = parse_size(value, options.width, options.height);
    } else if (flag == "--dpr") {
      ok = parse_double(value, options.dpr, 0.5, 4);
    } else if (flag == "--seed" || flag == "--preset" || flag == "--level" || flag == "--speed" ||
               flag == "--reduced-motion" || flag == "--seats" || flag == "--game") {
      std::string name(flag.substr(2));
      if (name == "reduced-motion") name = "reduced_motion";
      ok = setting(options.settings, name, value);
      if (ok) options.query += "&" + name + "=" + std::string(value);
    } else if (flag == "--query") {
      // (Each option refused is named, in the words the page shows.)
      std::string refused;
      for (const std::string& problem : app::apply_query(value, options.settings)) {
        refused += (refused.empty() ? "bad value for --query: " : "; ") + problem;
      }
      if (!refused.empty()) return refused;
      options.query += "&" + std::string(value);
    } else if (flag == "--keep") {
      options.keep = value;
    } else if (flag == "--frames") {
      ok = parse_number(value, options.frames) && options.frames > 0;
    } else if (flag == "--screenshot") {
      options.screenshot = value;
    } else if (flag == "--random-moves") {
      ok = parse_number(value, options.random_moves) && options.random_moves >= 0;
    } else if (flag == "--demo-seconds") {
      ok = parse_double(value, options.demo_seconds, 0.1, 3600);
    } else if (flag == "--seconds") {
      ok = parse_double(value, options.seconds, 0.1, 3600);
    } else if (flag == "--join") {
      options.join = value;
      ok = !value.empty() && value.size() <= 40 &&
           value.find_first_not_of(
               "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") ==
               std::string_view::npos;
    } else if (flag == "--server") {
      options.server = value;
      ok = !online_client::server_host_port(std::string(value)).first.empty();
    } else if (flag == "--renderer") {
      options.renderer = value;
      ok = value == "auto" || value == "gpu" || value == "software";
    } else if (flag == "--panel") {
      options.panel = value;
      ok = app::known_panel_name(value);  // menu, rules, end, stats, menu-rules, review
    } else {
      return "unknown flag " + std::string(flag);
    }
    if (!ok) return "bad value for " + std::string(flag) + ": " + std::string(value);
  }
  return {};
}

}  // namespace rb::platform

#endif  // __EMSCRIPTEN__
