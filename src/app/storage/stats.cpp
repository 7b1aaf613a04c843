// Counting games into the statistics, and their text form (see stats.hpp).
#include "app/storage/stats.hpp"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "core/decimal_text.hpp"
#include "core/message_text.hpp"

namespace rb::app {
namespace {

std::string header_of(const std::string& game) {
  return game + " stats 1";
}

const StatLine kNoGames{};
constexpr int64_t kMostGames = 1'000'000'000;
constexpr int64_t kMostScore = 1'000'000'000'000'000;

bool parse_int64(std::string_view text, int64_t& out) {
  return !text.empty() && read_whole(text, out);
}

// The next word of `rest` (words are separated by spaces or tabs).
std::string_view next_word(std::string_view& rest) {
  rest = trim_line(rest);
  const size_t end = std::min(rest.find_first_of(" \t"), rest.size());
  const std::string_view word = rest.substr(0, end);
  rest.remove_prefix(end);
  return word;
}

struct Field {
  const char* name;
  int StatLine::*count;   // nullptr for score_total
  bool optional = false;  // may be missing (0), and is written only when it is not 0
};
constexpr std::array<Field, 13> kFields = {{
    {"games", &StatLine::games},
    {"wins", &StatLine::wins},
    {"losses", &StatLine::losses},
    {"draws", &StatLine::draws},
    {"abandoned", &StatLine::abandoned},
    {"streak", &StatLine::streak},
    {"best_streak", &StatLine::best_streak},
    {"score_total", nullptr},
    {"best_score", &StatLine::best_score, true},
    {"reviewed", &StatLine::reviewed, true},
    {"mistakes", &StatLine::mistakes, true},
    {"missed_calls", &StatLine::missed_calls, true},
    {"wrong_calls", &StatLine::wrong_calls, true},
}};

// "" when the numbers of a line agree with each other.
std::string inconsistency(const StatLine& l) {
  if (l.wins + l.losses + l.draws != l.games) {
    return "wins + losses + draws (" + std::to_string(l.wins + l.losses + l.draws) +
           ") is not games (" + std::to_string(l.games) + ")";
  }
  if (l.abandoned > l.losses) return "more abandoned games than losses";
  if (l.best_streak < l.streak) return "best_streak is less than streak";
  if (l.best_streak > l.wins) return "best_streak is more than the wins";
  if (l.reviewed > l.games) return "more games reviewed than games";
  return "";
}

// Reads "games=12 wins=7 ..." into `line`; "" or the problem.
std::string read_fields(std::string_view rest, StatLine& line) {
  std::array<bool, kFields.size()> seen{};
  for (std::string_view word = next_word(rest); !word.empty(); word = next_word(rest)) {
    const size_t eq = std::min(word.find('='), word.size());
    const std::string_view name = word.substr(0, eq);
    const std::string_view value = word.substr(std::min(eq + 1, word.size()));
    const auto field = std::find_if(kFields.begin(), kFields.end(),
                                    [&](const Field& f) { return name == f.name; });
    if (field == kFields.end()) return "unknown field " + shown_in_message(word, '\'');
    const auto index = static_cast<size_t>(field - kFields.begin());
    if (seen[index]) return std::string(field->name) + " is given twice";
    seen[index] = true;
    int64_t number = 0;
    const int64_t least = field->count != nullptr ? 0 : -kMostScore;
    const int64_t most = field->count != nullptr ? kMostGames : kMostScore;
    if (!parse_int64(value, number) || number < least || number > most) {
      return std::string(field->name) + " " + shown_in_message(value, '\'') +
             " is not a whole number from " + std::to_string(least) + " to " + std::to_string(most);
    }
    if (field->count != nullptr) {
      line.*(field->count) = static_cast<int>(number);
    } else {
      line.score_total = number;
    }
  }
  for (size_t i = 0; i < kFields.size(); ++i) {
    if (!seen[i] && !kFields[i].optional) return std::string(kFields[i].name) + " is missing";
  }
  return inconsistency(line);
}

}  // namespace

double StatLine::win_percent() const {
  return games > 0 ? 100.0 * wins / games : 0.0;
}

double StatLine::average_score() const {
  const int finished = games - abandoned;
  return finished > 0 ? static_cast<double>(score_total) / finished : 0.0;
}

// A level within the game's levels (kMostLevels for a game not in this build).
int clamped_level(const std::string& game, int level) {
  const GameModule* module = find_game(game);
  const int most = module != nullptr ? int(module->levels().size()) : kMostLevels;
  return std::clamp(level, 1, std::max(1, most));
}

std::string stats_line_key(const GameState& state, bool casual_undo) {
  const std::string group = state.seat_games() ? state.seat_games()->stat_group() : "";
  const bool with_undo = casual_undo && state.seat_count() > 1 && !state.all_at_once();
  return (group.empty() ? state.preset() : state.preset() + ":" + group) +
         (with_undo ? std::string(kWithUndo) : "");
}

StatLine& Stats::line(const std::string& preset, int level) {
  const StatKey key{preset, clamped_level(game, level)};
  for (auto& [at, line] : lines) {
    if (at == key) return line;
  }
  return lines.emplace_back(key, StatLine{}).second;
}

const StatLine& Stats::line(const std::string& preset, int level) const {
  const StatKey key{preset, clamped_level(game, level)};
  for (const auto& [at, line] : lines) {
    if (at == key) return line;
  }
  return kNoGames;
}

bool operator==(const Stats& a, const Stats& b) {
  if (a.game != b.game) return false;
  const auto covered = [](const Stats& x, const Stats& y) {
    for (const auto& [key, line] : x.lines) {
      if (!(y.line(key.preset, key.level) == line)) return false;
    }
    return true;
  };
  return covered(a, b) && covered(b, a);
}

bool Stats::any() const {
  for (const auto& [key, line] : lines) {
    if (line.games > 0) return true;
  }
  return false;
}

void count_finished(Stats& stats, const std::string& preset, int level, int winner, int points,
                    int human) {
  StatLine& line = stats.line(preset, level);
  ++line.games;
  line.score_total += points;
  line.best_score = std::max(line.best_score, points);
  if (winner < 0) {
    ++line.draws;
    line.streak = 0;
  } else if (winner == human) {
    ++line.wins;
    line.best_streak = std::max(line.best_streak, ++line.streak);
  } else {
    ++line.losses;
    line.streak = 0;
  }
}

void count_abandoned(Stats& stats, const std::string& preset, int level) {
  StatLine& line = stats.line(preset, level);
  ++line.games;
  ++line.losses;
  ++line.abandoned;
  line.streak = 0;
}

std::string write_stats(const Stats& stats) {
  std::string text = header_of(stats.game) + "\n";
  const GameModule* game = find_game(stats.game);
  const int levels = game != nullptr ? int(game->levels().size()) : kMostLevels;
  std::vector<std::string> presets;
  if (game != nullptr) {
    for (std::string_view p : game->presets()) presets.emplace_back(p);
  }
  for (const auto& [key, line] : stats.lines) {  // (a preset the game lacks: kept, at the end)
    if (std::find(presets.begin(), presets.end(), key.preset) == presets.end()) {
      presets.push_back(key.preset);
    }
  }
  for (const std::string& preset : presets) {
    for (int level = 1; level <= std::max(levels, 1); ++level) {
      const StatLine& line = stats.line(preset, level);
      if (line == StatLine{}) continue;
      text += preset + " " + std::to_string(level);
      for (const Field& field : kFields) {
        const int64_t value = field.count != nullptr ? line.*(field.count) : line.score_total;
        if (field.optional && value == 0) continue;
        text += std::string(" ") + field.name + "=" + std::to_string(value);
      }
      text += "\n";
    }
  }
  return text;
}

std::string parse_stats(std::string_view text, Stats& out, bool keep_good_lines) {
  if (text.size() > kMaxStatsBytes) {
    return "the statistics are too long (" + std::to_string(text.size()) + " bytes; at most " +
           std::to_string(kMaxStatsBytes) + ")";
  }
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
    return "the statistics are empty";
  }
  Stats stats;
  stats.game = out.game;
  const GameModule* game = find_game(out.game);
  if (game == nullptr) return "no game \"" + out.game + "\" here";
  std::vector<std::string> presets;
  for (std::string_view p : game->presets()) presets.emplace_back(p);
  const int levels = int(game->levels().size());
  const std::string header = header_of(out.game);
  // A line after the header: "" when it is read into `stats`, else what is wrong with it.
  const auto read_line = [&](std::string_view rest) -> std::string {
    std::string preset(next_word(rest));
    const bool with_undo = preset.ends_with(kWithUndo);
    const std::string line_name = preset;  // (the line's key, "+undo" and all)
    if (with_undo) preset.resize(preset.size() - kWithUndo.size());
    const size_t colon = preset.find(':');
    const std::vector<std::string> groups = game->stat_groups();
    const bool known_group =
        colon == std::string::npos ||
        std::find(groups.begin(), groups.end(), preset.substr(colon + 1)) != groups.end();
    if (!known_group ||
        std::find(presets.begin(), presets.end(), preset.substr(0, colon)) == presets.end()) {
      return "unknown preset " + shown_in_message(preset, '\'') + " (" + one_of(presets) + ")";
    }
    const std::string_view level_word = next_word(rest);
    int64_t level = 0;
    if (!parse_int64(level_word, level) || level < 1 || level > levels) {
      return "level " + shown_in_message(level_word, '\'') + " is not a level from 1 to " +
             std::to_string(levels);
    }
    if (std::any_of(stats.lines.begin(), stats.lines.end(), [&](const auto& l) {
          return l.first == StatKey{line_name, int(level)};
        })) {
      return line_name + " level " + std::to_string(level) + " is given twice";
    }
    StatLine line;
    if (std::string problem = read_fields(rest, line); !problem.empty()) return problem;
    stats.line(line_name, static_cast<int>(level)) = line;
    return "";
  };
  bool have_header = false;
  int number = 0;
  std::string first_problem;
  for (size_t pos = 0; pos <= text.size();) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view rest = trim_line(text.substr(pos, end - pos));
    pos = end + 1;
    ++number;
    std::string problem;
    if (!have_header) {
      if (rest != header) {
        return "line " + std::to_string(number) + ": not " + std::string(game->title()) +
               " statistics (the first line must be '" + header + "')";
      }
      have_header = true;
    } else if (!rest.empty()) {
      problem = read_line(rest);
    }
    if (problem.empty()) continue;
    problem = "line " + std::to_string(number) + ": " + problem;
    if (!keep_good_lines) return problem;
    if (first_problem.empty()) first_problem = problem;
  }
  out = std::move(stats);
  return first_problem;
}

}  // namespace rb::app
