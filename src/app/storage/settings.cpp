// Settings from text (URL queries, the test hook, saved settings), settings back to text, and the
// timing of each animation speed.
#include "app/storage/settings.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "app/text/languages.hpp"
#include "core/decimal_text.hpp"
#include "core/message_text.hpp"
#include "core/small_sort.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

constexpr std::array<std::string_view, kSpeedCount> kSpeedNames = {
    tr_mark("Instant"), tr_mark("Fast"), tr_mark("Normal"), tr_mark("Slow")};
constexpr std::array<const char*, 3> kSeatsNames = {"play", "wait", "auto"};
constexpr std::array<const char*, kTableColourCount> kTableColourNames = {"green", "blue", "red",
                                                                          "grey"};

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

std::string lower_case(std::string text) {
  for (char& c : text) c = c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
  return text;
}

template <typename T>
bool parse_number(std::string_view text, T& out) {
  return read_whole(text, out);
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// '+' and %XX as in a URL query ("Club%20player").
std::string unescape(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    const int hi = i + 2 < text.size() ? hex_digit(text[i + 1]) : -1;
    const int lo = i + 2 < text.size() ? hex_digit(text[i + 2]) : -1;
    if (text[i] == '+') {
      out += ' ';
    } else if (text[i] == '%' && hi >= 0 && lo >= 0) {
      out += char(hi * 16 + lo);
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

// %XX for everything but letters, digits and -._~ (the unreserved characters of a URL).
std::string escape(std::string_view text) {
  constexpr const char* kHex = "0123456789ABCDEF";
  std::string out;
  for (const char c : text) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                       c == '-' || c == '.' || c == '_' || c == '~';
    if (plain) {
      out += c;
    } else {
      const auto byte = static_cast<unsigned char>(c);
      out += '%';
      out += kHex[byte >> 4];
      out += kHex[byte & 15];
    }
  }
  return out;
}

// The place of an option in the game's table, -1 when it has none of that name.
int rule_option_index(const GameModule& game, std::string_view name) {
  const std::vector<OptionSpec> options = game.options();
  for (size_t i = 0; i < options.size(); ++i) {
    if (options[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

bool page_only(std::string_view name) {
  return std::find(kPageOnlyOptions.begin(), kPageOnlyOptions.end(), name) !=
         kPageOnlyOptions.end();
}

std::string level_names(const GameModule& game) {
  std::string names;
  for (const PlayerLevel& l : game.levels())
    names += (names.empty() ? "" : ", ") + std::string(l.name);
  return names;
}

int level_by_name(const GameModule& game, const std::string& name) {
  const auto levels = game.levels();
  for (size_t i = 0; i < levels.size(); ++i) {
    if (equal_ignoring_case(levels[i].name, name)) return int(i) + 1;
  }
  return 0;
}

// The level at the same place on a ladder of `to_count` levels as `level` is on one of
// `from_count` (Club player of Russian Bank's five is Club player of three; a place between two
// goes to the one nearer the middle); the middle one when `from_count` is unknown (0).
int same_place_on_ladder(int level, int from_count, int to_count) {
  if (from_count < 2 || to_count < 2) return (to_count + 1) / 2;
  const int steps = (std::clamp(level, 1, from_count) - 1) * (to_count - 1);
  int place = steps / (from_count - 1);
  const int twice_rest = 2 * (steps % (from_count - 1));
  if (twice_rest > from_count - 1 || (twice_rest == from_count - 1 && 2 * place < to_count - 1)) {
    ++place;
  }
  return place + 1;
}

std::string unknown_option(std::string_view name) {
  return tr_fill("unknown option {0}", {shown_in_message(name, '"')});
}

// Applies one of the settings that are not rules options; "" or the problem.
std::string apply_setting(const GameModule& game, const std::string& name, const std::string& value,
                          Settings& s) {
  if (name == "level") {
    const int count = int(game.levels().size());
    int n = 0;
    if (!parse_number(std::string_view(value), n)) n = level_by_name(game, value);
    if (n < 1 || n > count) {
      return tr_fill("level {0} is not a level: use 1-{1} or {2}",
                     {shown_in_message(value, '"'), std::to_string(count), level_names(game)});
    }
    s.level = n;
  } else if (name == "levels") {
    const int count = int(game.levels().size());
    std::vector<int> levels;
    size_t at = 0;
    while (at <= value.size()) {
      const size_t comma = std::min(value.find(',', at), value.size());
      int n = 0;
      if (!parse_number(std::string_view(value).substr(at, comma - at), n) || n < 1 || n > count ||
          levels.size() >= 8) {
        return tr_fill(
            "levels {0} are not levels: use 1-{1} for each computer seat, separated "
            "by commas",
            {shown_in_message(value, '"'), std::to_string(count)});
      }
      levels.push_back(n);
      at = comma + 1;
    }
    s.seat_levels = std::move(levels);
  } else if (name == "speed") {
    if (!parse_speed(value, s.speed)) {
      return tr_fill("speed {0} is not a speed: use instant, fast, normal or slow",
                     {shown_in_message(value, '"')});
    }
  } else if (name == "reduced_motion" || name == "sound" || name == "winnable_only" ||
             name == "tell_lost" || name == "undo" || name == "learn") {
    bool& flag = name == "sound"           ? s.sound
                 : name == "learn"         ? s.learn
                 : name == "winnable_only" ? s.winnable_only
                 : name == "tell_lost"     ? s.tell_lost
                 : name == "undo"          ? s.casual_undo
                                           : s.reduced_motion;
    if (value == "1" || value == "yes" || value == "on" || value == "true") {
      flag = true;
    } else if (value == "0" || value == "no" || value == "off" || value == "false") {
      flag = false;
    } else {
      return tr_fill("{0} {1} is not on or off: use 1 or 0 (yes/no, on/off, true/false)",
                     {name, shown_in_message(value, '"')});
    }
  } else if (name == "seed") {
    if (value.empty() || !parse_number(std::string_view(value), s.seed)) {
      return tr_fill("seed {0} is not a deal number: use a whole number from 0 (any deal) to {1}",
                     {shown_in_message(value, '"'), std::to_string(UINT64_MAX)});
    }
  } else if (name == "seats") {
    if (!parse_seats(value, s.seats)) {
      return tr_fill("seats {0} is not a seating: use play, wait or auto",
                     {shown_in_message(value, '"')});
    }
  } else if (name == "people") {
    uint8_t people = 1;
    for (const char c : value) {
      const int seat = (c | 0x20) - 'a';
      if (seat < 0 || seat >= 8) {
        return tr_fill(
            "people {0} is not a list of seats: use their letters, A to H (\"AB\": two people "
            "here)",
            {shown_in_message(value, '"')});
      }
      people = uint8_t(people | 1 << seat);
    }
    s.people = people;
  } else if (name == "lang") {
    if (!is_language(value)) {
      return tr_fill("lang {0} is not a language: use en, fr, de, ru or es",
                     {shown_in_message(value, '"')});
    }
    s.language = value;
  } else if (name == "table") {
    if (!parse_table_colour(value, s.table)) {
      return tr_fill("table {0} is not a table colour: use green, blue, red or grey",
                     {shown_in_message(value, '"')});
    }
  } else {
    return unknown_option(name);
  }
  return "";
}

// The query's pairs, unescaped, in their order (a name given twice: twice).
std::vector<std::pair<std::string, std::string>> query_pairs(std::string_view query) {
  std::vector<std::pair<std::string, std::string>> pairs;
  while (!query.empty()) {
    const size_t amp = std::min(query.find('&'), query.size());
    const std::string_view pair = query.substr(0, amp);
    query.remove_prefix(std::min(amp + 1, query.size()));
    if (pair.empty()) continue;
    const size_t eq = std::min(pair.find('='), pair.size());
    std::string name = unescape(pair.substr(0, eq));
    std::string value = unescape(pair.substr(std::min(eq + 1, pair.size())));
    pairs.emplace_back(std::move(name), std::move(value));
  }
  return pairs;
}

// game (unless the default), preset and rules options.
std::string rule_options_query(const Settings& settings) {
  std::string query = "preset=" + escape(settings.preset);
  if (settings.game != default_game().name()) query = "game=" + escape(settings.game) + "&" + query;
  for (const auto& [name, value] : settings.rule_options) {
    query += "&" + escape(name) + "=" + escape(value);
  }
  return query;
}

}  // namespace

bool names_option(std::string_view query, std::string_view option) {
  if (!query.empty() && query.front() == '?') query.remove_prefix(1);
  for (const auto& [name, value] : query_pairs(query)) {
    if (name == option) return true;
  }
  return false;
}

bool opens_online_table(std::string_view query) {
  return names_option(query, "join") || names_option(query, "online");
}

std::string speed_name(Speed speed) {
  return std::string(kSpeedNames[static_cast<size_t>(speed)]);
}

bool parse_speed(std::string_view text, Speed& out) {
  for (int i = 0; i < kSpeedCount; ++i) {
    if (equal_ignoring_case(text, kSpeedNames[static_cast<size_t>(i)])) {
      out = static_cast<Speed>(i);
      return true;
    }
  }
  return false;
}

std::string seats_name(Seats seats) {
  return kSeatsNames[static_cast<size_t>(seats)];
}

bool parse_seats(std::string_view text, Seats& out) {
  for (size_t i = 0; i < kSeatsNames.size(); ++i) {
    if (text == kSeatsNames[i]) {
      out = static_cast<Seats>(i);
      return true;
    }
  }
  return false;
}

std::string table_colour_name(TableColour colour) {
  return kTableColourNames[static_cast<size_t>(colour)];
}

bool parse_table_colour(std::string_view text, TableColour& out) {
  for (int i = 0; i < kTableColourCount; ++i) {
    if (equal_ignoring_case(text, kTableColourNames[static_cast<size_t>(i)])) {
      out = static_cast<TableColour>(i);
      return true;
    }
  }
  return false;
}

bool game_here(const Settings& settings) {
  return find_game(settings.game) != nullptr;
}

const GameModule& game_of(const Settings& settings) {
  const GameModule* game = find_game(settings.game);
  return game != nullptr ? *game : default_game();
}

std::unique_ptr<GameState> deal(const Settings& settings, uint64_t seed, std::string* problem) {
  std::string error;
  std::unique_ptr<GameState> game =
      game_of(settings).new_game(settings.preset, settings.rule_options, seed, &error);
  if (problem != nullptr) *problem = error;
  return game;
}

std::vector<std::string> apply_query(std::string_view query, Settings& settings) {
  if (query.size() > kMaxQueryBytes) {
    return {tr_fill("the query is too long ({0} bytes; at most {1}): nothing applied",
                    {std::to_string(query.size()), std::to_string(kMaxQueryBytes)})};
  }
  if (!query.empty() && query.front() == '?') query.remove_prefix(1);
  // (An option given twice is read once, from its first place, as the page's script reads it, and
  // said only when its values differ: the same value twice changes nothing. An unknown one is said
  // unknown alone: reviews read "a=b&a=b", then "a=b&a=c", told both "unknown option" and "the
  // first is used".)
  auto pairs = query_pairs(query);
  std::vector<std::string> problems;
  std::vector<std::string> repeated;  // the names said given twice, as problems' first ones are
  for (size_t i = 1; i < pairs.size();) {
    const auto earlier =
        std::find_if(pairs.begin(), pairs.begin() + ptrdiff_t(i),
                     [&](const auto& pair) { return pair.first == pairs[i].first; });
    if (earlier == pairs.begin() + ptrdiff_t(i)) {
      ++i;
      continue;
    }
    const std::string said = tr_fill("{0} is given more than once: the first, {1}, is used",
                                     {pairs[i].first, shown_in_message(earlier->second, '"')});
    if (earlier->second != pairs[i].second &&
        std::find(problems.begin(), problems.end(), said) == problems.end()) {
      problems.push_back(said);
      repeated.push_back(pairs[i].first);
    }
    pairs.erase(pairs.begin() + ptrdiff_t(i));
  }

  // The game, then the preset: the rules options and the level are checked against them. A game
  // of the family that is not in this build (a browser bundle holds one) is taken by its name
  // alone: the page loads its bundle, which reads the rest.
  const GameModule* game = &game_of(settings);
  for (const auto& [name, value] : pairs) {
    if (name != "game") continue;
    if (const GameModule* named = find_game(value)) {
      game = named;
    } else if (family_entry(value) != nullptr) {
      settings.game = value;
      settings.preset.clear();
      settings.rule_options.clear();
      return problems;
    } else {
      std::vector<std::string> names;
      for (const GameEntry& entry : game_family()) names.emplace_back(entry.name);
      problems.push_back(tr_fill("game {0} is not a game here: use {1}",
                                 {shown_in_message(value, '"'), one_of(names)}));
    }
  }
  const bool same_game = game->name() == settings.game;
  std::vector<std::string> presets;
  for (std::string_view p : game->presets()) presets.emplace_back(p);
  std::string preset = same_game ? settings.preset : presets.front();
  for (const auto& [name, value] : pairs) {
    if (name != "preset") continue;
    if (std::find(presets.begin(), presets.end(), value) != presets.end()) {
      preset = value;
    } else {
      problems.push_back(tr_fill("preset {0} is not a preset: use {1}",
                                 {shown_in_message(value, '"'), one_of(presets)}));
    }
  }
  auto options = same_game && preset == settings.preset ? settings.rule_options : OptionValues{};
  Settings changed = settings;
  if (!same_game) {
    // Another game: the computer keeps its place on the ladder (unless the query names a level).
    const GameModule* old_game = find_game(settings.game);
    const int from_count = old_game != nullptr ? int(old_game->levels().size()) : 0;
    const int to_count = int(game->levels().size());
    changed.level = same_place_on_ladder(changed.level, from_count, to_count);
    for (int& level : changed.seat_levels) {
      level = same_place_on_ladder(level, from_count, to_count);
    }
  }
  for (const auto& [name, value] : pairs) {
    if (name == "preset" || name == "game" || page_only(name)) continue;
    if (rule_option_index(*game, name) < 0) {
      if (std::string problem = apply_setting(*game, name, value, changed); !problem.empty()) {
        const auto said_twice = std::find(repeated.begin(), repeated.end(), name);
        if (said_twice != repeated.end() && problem == unknown_option(name)) {
          problems[size_t(said_twice - repeated.begin())] = std::move(problem);
        } else {
          problems.push_back(std::move(problem));
        }
      }
      continue;
    }
    std::string canonical;
    if (std::string problem = game->check_option(preset, name, value, &canonical);
        !problem.empty()) {
      problems.push_back(std::move(problem));
      continue;
    }
    const auto same = [&key = name](const auto& option) { return option.first == key; };
    if (auto it = std::find_if(options.begin(), options.end(), same); it != options.end()) {
      it->second = canonical;
    } else {
      options.emplace_back(name, canonical);
    }
  }
  small_sort(options.begin(), options.end(), [game](const auto& a, const auto& b) {
    return rule_option_index(*game, a.first) < rule_option_index(*game, b.first);
  });
  settings = changed;
  settings.game = std::string(game->name());
  settings.preset = preset;
  settings.rule_options = std::move(options);
  settings.level = std::clamp(settings.level, 1, std::max(1, int(game->levels().size())));
  for (int& level : settings.seat_levels) {
    level = std::clamp(level, 1, std::max(1, int(game->levels().size())));
  }
  return problems;
}

std::string join_messages(const std::vector<std::string>& messages) {
  std::string text;
  for (const std::string& message : messages) text += (text.empty() ? "" : "; ") + message;
  return text;
}

void take_at_once(Settings& in_play, const Settings& chosen) {
  in_play.speed = chosen.speed;
  in_play.table = chosen.table;
  in_play.sound = chosen.sound;
  in_play.tell_lost = chosen.tell_lost;
  in_play.language = chosen.language;
}

int seat_level(const Settings& settings, int seat) {
  return seat >= 1 && size_t(seat) <= settings.seat_levels.size()
             ? settings.seat_levels[size_t(seat - 1)]
             : settings.level;
}

namespace {

// "&levels=3,1" (empty when every computer plays at `level`).
std::string seat_levels_query(const Settings& settings) {
  std::string text;
  for (const int level : settings.seat_levels) {
    text += (text.empty() ? "&levels=" : ",") + std::to_string(level);
  }
  return text;
}

std::string people_query(const Settings& settings) {
  std::string letters;
  for (int seat = 0; seat < 8; ++seat) {
    if (settings.people >> seat & 1) letters += char('A' + seat);
  }
  return letters == "A" ? "" : "&people=" + letters;
}

}  // namespace

bool person_plays(const Settings& settings, int seat) {
  return seat >= 0 && seat < 8 && (settings.people >> seat & 1) != 0;
}

bool people_here(const Settings& settings, int seat_count) {
  int persons = 0;
  for (int seat = 0; seat < seat_count; ++seat) persons += person_plays(settings, seat);
  return persons > 1 && settings.seats == Seats::human_vs_computer;
}

std::string settings_query(const Settings& settings) {
  return rule_options_query(settings) + "&level=" + std::to_string(settings.level) +
         seat_levels_query(settings) + "&speed=" + lower_case(speed_name(settings.speed)) +
         "&table=" + table_colour_name(settings.table) +
         "&sound=" + (settings.sound ? "on" : "off") +
         (settings.winnable_only ? "&winnable_only=on" : "") +
         (settings.tell_lost ? "&tell_lost=on" : "") + (settings.casual_undo ? "&undo=on" : "") +
         people_query(settings) + (settings.language.empty() ? "" : "&lang=" + settings.language);
}

namespace {

// The query with its game named (a review found Congress's deal links and reloads opening
// Russian Bank: the query left out the bundle's first game).
std::string with_game(const Settings& settings, const std::string& query) {
  return query.starts_with("game=") ? query : "game=" + escape(settings.game) + "&" + query;
}

}  // namespace

std::string page_query(const Settings& settings) {
  return with_game(settings, settings_query(settings));
}

std::string deal_query(const Settings& settings, uint64_t game_seed) {
  return with_game(settings, rule_options_query(settings) + "&seed=" + std::to_string(game_seed) +
                                 "&level=" + std::to_string(settings.level) +
                                 seat_levels_query(settings));
}

Pace pace_for(const Settings& settings) {
  // fast, normal, slow: slides, pauses
  struct Row {
    double human, computer, pause, turn, flip, home;
  };
  constexpr std::array<Row, kSpeedCount> kRows = {{
      {0, 0, 0, 0, 0, 0},
      {110, 200, 120, 250, 140, 120},
      {180, 380, 320, 650, 240, 200},
      {300, 700, 650, 1100, 380, 320},
  }};
  const Row& row = kRows[static_cast<size_t>(settings.speed)];
  Pace pace{row.human, row.computer, row.pause, row.turn, row.flip, row.home};
  if (settings.reduced_motion) {
    // Nothing slides or flips; the computer still waits between actions so it can be followed.
    pace.human_move_ms = pace.computer_move_ms = pace.flip_ms = pace.home_ms = 0;
    if (settings.speed != Speed::instant) pace.computer_pause_ms += row.computer;
  }
  return pace;
}

}  // namespace rb::app
