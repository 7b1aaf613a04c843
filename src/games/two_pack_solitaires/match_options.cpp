// The rules options of a match against the computer (multiple-solitaire.md, section 6), in each
// game's options table (in every build: a bundle without the matches still reads them, and its
// page loads the one with them for a match). One constant table: data, not code that fills rows.
#include <string>
#include <vector>

#include "core/translation.hpp"
#include "match_modes.hpp"

// (GCC warns of every field a designated initializer leaves at its default: that is the point.)
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

namespace rb::tps {

namespace {

using Words = std::pair<std::string_view, std::string_view>;

constexpr Words kModeWords[] = {{"alone", tr_mark("Alone")},
                                {"comparative", tr_mark("Each on their own deal")},
                                {"identical", tr_mark("All on the same deal")},
                                {"common", tr_mark("A race on common foundations")}};
constexpr std::string_view kGames[] = {"1", "3", "5", "7", "10"};
constexpr Words kGamesWords[] = {{"1", tr_mark("1 game")}};  // (one: not "1 games")
constexpr std::string_view kComputers[] = {"1", "2", "3"};
constexpr std::string_view kPaces[] = {"level", "0.3", "0.5", "0.7", "1", "1.5",
                                       "2",     "3",   "4",   "6",   "10"};
constexpr Words kPaceWords[] = {{"level", tr_mark("As its level")}};
constexpr std::string_view kStandstill[] = {"60", "120", "180", "300"};
constexpr std::string_view kMinutes[] = {"0",  "5",  "10", "15", "20", "25", "30",
                                         "35", "40", "45", "50", "55", "60"};
constexpr std::string_view kMinutesCycle[] = {"0", "5", "10", "15", "20", "30", "60"};
constexpr Words kMinutesWords[] = {{"0", tr_mark("No limit")}};

std::string pace_text(const Rules& r) {
  if (r.pace_tenths == 0) return "level";
  return std::to_string(r.pace_tenths / 10) +
         (r.pace_tenths % 10 ? "." + std::to_string(r.pace_tenths % 10) : std::string());
}

void set_pace(Rules& r, std::string_view v) {
  const size_t dot = v.find('.');
  const int whole = v == "level" ? 0 : option_number(v.substr(0, dot));
  const int tenth = dot == std::string_view::npos ? 0 : option_number(v.substr(dot + 1));
  r.pace_tenths = uint8_t(whole * 10 + tenth);
}

const OptionRow kMatchRows[] = {
    {{.name = "mode",
      .kind = OptionKind::choice,
      .values = kModeNames,
      .preset_value = {"alone"},
      .label = tr_mark("Play"),
      .cycle = kModeNames,
      .value_words = kModeWords},
     [](const Rules& r) { return std::string(kModeNames[size_t(r.mode)]); },
     [](Rules& r, std::string_view v) {
       for (size_t i = 0; i < kModeNames.size(); ++i) {
         if (kModeNames[i] == v) r.mode = Mode(i);
       }
     }},
    {{.name = "games",
      .kind = OptionKind::choice,
      .values = kGames,
      .preset_value = {"1"},
      .label = tr_mark("A match of"),
      .cycle = kGames,
      .value_words = kGamesWords,
      .after_value = tr_mark(" games")},
     [](const Rules& r) { return std::to_string(r.games); },
     [](Rules& r, std::string_view v) { r.games = uint8_t(option_number(v)); }},
    {{.name = "computers",
      .kind = OptionKind::number,
      .lowest = 1,
      .highest = 3,
      .preset_value = {"1"},
      .label = tr_mark("Other players"),
      .cycle = kComputers},
     [](const Rules& r) { return std::to_string(r.computers); },
     [](Rules& r, std::string_view v) { r.computers = uint8_t(option_number(v)); }},
    {{.name = "computer_pace",
      .kind = OptionKind::choice,
      .values = kPaces,
      .preset_value = {"level"},
      .label = tr_mark("The computer's time per move"),
      .cycle = kPaces,
      .value_words = kPaceWords,
      .after_value = tr_mark(" s")},
     &pace_text,
     &set_pace},
    {{.name = "standstill_s",
      .kind = OptionKind::number,
      .lowest = 30,
      .highest = 600,
      .preset_value = {"120"},
      .label = tr_mark("A race stops when no card went home for"),
      .cycle = kStandstill,
      .after_value = tr_mark(" s")},
     [](const Rules& r) { return std::to_string(r.standstill_s); },
     [](Rules& r, std::string_view v) { r.standstill_s = uint16_t(option_number(v)); }},
    {{.name = "race_minutes",
      .kind = OptionKind::choice,
      .values = kMinutes,
      .preset_value = {"0"},
      .label = tr_mark("A race lasts at most"),
      .cycle = kMinutesCycle,
      .value_words = kMinutesWords,
      .after_value = tr_mark(" minutes")},
     [](const Rules& r) { return std::to_string(r.race_minutes); },
     [](Rules& r, std::string_view v) { r.race_minutes = uint8_t(option_number(v)); }},
};

}  // namespace

void add_match_rows(std::vector<OptionRow>& rows) {
  for (const OptionRow& row : kMatchRows) rows.push_back(row);
}

}  // namespace rb::tps
