// The rules options of a match against the computer (multiple-solitaire.md, section 6), added to
// each game's options table where the matches are (match_modes.hpp).
#include <string>
#include <vector>

#include "../match_modes.hpp"

namespace rb::tps {

void add_match_rows(std::vector<OptionRow>& rows) {
  OptionRow mode;
  mode.name = "mode";
  mode.kind = OptionKind::choice;
  mode.values = kModeNames;
  mode.cycle = kModeNames;
  mode.preset_value = {"alone"};
  mode.label = "Play";
  static constexpr std::pair<std::string_view, std::string_view> k_mode_words[] = {
      {"alone", "Alone"},
      {"comparative", "Against the computer, each own deal"},
      {"identical", "Against the computer, the same deal"},
      {"common", "A race on common foundations"}};
  mode.value_words = k_mode_words;
  mode.help =
      "Alone, or a match against the computer: each plays their own deal and the cards on the "
      "foundations are compared (comparative); both play the same deal (identical); or both play "
      "at once onto foundations they share, and whoever gets a card there first has the place "
      "(common).";
  mode.get = [](const Rules& r) { return std::string(kModeNames[size_t(r.mode)]); };
  mode.set = [](Rules& r, std::string_view v) {
    for (size_t i = 0; i < kModeNames.size(); ++i) {
      if (kModeNames[i] == v) r.mode = Mode(i);
    }
  };
  rows.push_back(mode);

  OptionRow games;
  games.name = "games";
  games.kind = OptionKind::choice;
  static constexpr std::string_view k_games[] = {"1", "3", "5", "7", "10"};
  games.values = k_games;
  games.cycle = k_games;
  games.preset_value = {"1"};
  games.label = "A match of";
  games.after_value = " games";
  games.help =
      "A match against the computer is this many games; the cards on the foundations "
      "add up over them, and the higher total wins.";
  games.get = [](const Rules& r) { return std::to_string(r.games); };
  games.set = [](Rules& r, std::string_view v) { r.games = uint8_t(option_number(v)); };
  rows.push_back(games);

  OptionRow computers;
  computers.name = "computers";
  computers.kind = OptionKind::number;
  computers.lowest = 1;
  computers.highest = 3;
  static constexpr std::string_view k_computers[] = {"1", "2", "3"};
  computers.cycle = k_computers;
  computers.preset_value = {"1"};
  computers.label = "Computer players";
  computers.help =
      "How many computer players a match of one's own deals or of the same deal has "
      "(a race on common foundations has one).";
  computers.get = [](const Rules& r) { return std::to_string(r.computers); };
  computers.set = [](Rules& r, std::string_view v) { r.computers = uint8_t(option_number(v)); };
  rows.push_back(computers);

  OptionRow pace;
  pace.name = "computer_pace";
  pace.kind = OptionKind::choice;
  static constexpr std::string_view k_paces[] = {"level", "0.3", "0.5", "0.7", "1", "1.5",
                                                 "2",     "3",   "4",   "6",   "10"};
  pace.values = k_paces;
  pace.cycle = k_paces;
  pace.preset_value = {"level"};
  pace.label = "The computer's time per move";
  static constexpr std::pair<std::string_view, std::string_view> k_pace_words[] = {
      {"level", "As its level"}};
  pace.value_words = k_pace_words;
  pace.after_value = " s";
  pace.help =
      "In a race, how long the computer takes per move on average: as its level (4 "
      "seconds for a beginner down to 1 for the best), or this many seconds.";
  pace.get = [](const Rules& r) {
    if (r.pace_tenths == 0) return std::string("level");
    return std::to_string(r.pace_tenths / 10) +
           (r.pace_tenths % 10 ? "." + std::to_string(r.pace_tenths % 10) : std::string());
  };
  pace.set = [](Rules& r, std::string_view v) {
    if (v == "level") {
      r.pace_tenths = 0;
      return;
    }
    const size_t dot = v.find('.');
    const int whole = option_number(v.substr(0, dot));
    const int tenth = dot == std::string_view::npos ? 0 : option_number(v.substr(dot + 1));
    r.pace_tenths = uint8_t(whole * 10 + tenth);
  };
  rows.push_back(pace);

  OptionRow standstill;
  standstill.name = "standstill_s";
  standstill.kind = OptionKind::number;
  standstill.lowest = 30;
  standstill.highest = 600;
  static constexpr std::string_view k_standstill[] = {"60", "120", "180", "300"};
  standstill.cycle = k_standstill;
  standstill.preset_value = {"120"};
  standstill.label = "A race stops when no card went home for";
  standstill.after_value = " s";
  standstill.help = "A race ends when no card has reached a foundation for this many seconds.";
  standstill.get = [](const Rules& r) { return std::to_string(r.standstill_s); };
  standstill.set = [](Rules& r, std::string_view v) {
    r.standstill_s = uint16_t(option_number(v));
  };
  rows.push_back(standstill);

  OptionRow minutes;
  minutes.name = "race_minutes";
  minutes.kind = OptionKind::choice;
  static constexpr std::string_view k_minutes[] = {"0",  "5",  "10", "15", "20", "25", "30",
                                                   "35", "40", "45", "50", "55", "60"};
  minutes.values = k_minutes;
  static constexpr std::string_view k_minutes_cycle[] = {"0", "5", "10", "15", "20", "30", "60"};
  minutes.cycle = k_minutes_cycle;
  minutes.preset_value = {"0"};
  minutes.label = "A race lasts at most";
  static constexpr std::pair<std::string_view, std::string_view> k_minutes_words[] = {
      {"0", "No limit"}};
  minutes.value_words = k_minutes_words;
  minutes.after_value = " minutes";
  minutes.help = "A race ends when this many minutes have passed (none: no limit).";
  minutes.get = [](const Rules& r) { return std::to_string(r.race_minutes); };
  minutes.set = [](Rules& r, std::string_view v) { r.race_minutes = uint8_t(option_number(v)); };
  rows.push_back(minutes);
}

}  // namespace rb::tps
