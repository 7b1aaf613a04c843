// The two-pack solitaires' options as one table per game (see rules.hpp).
#include "rules.hpp"

#include <array>
#include <charconv>
#include <string>

#include "match_modes.hpp"

namespace rb::tps {

namespace {

int number_of(std::string_view value) {
  int number = 0;
  std::from_chars(value.data(), value.data() + value.size(), number);
  return number;
}

bool unlimited_allowed(Game game) {
  return game == Game::congress || game == Game::harp;
}

// The rows of a match against the computer (multiple-solitaire.md, section 6).
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
  games.set = [](Rules& r, std::string_view v) { r.games = uint8_t(number_of(v)); };
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
  computers.set = [](Rules& r, std::string_view v) { r.computers = uint8_t(number_of(v)); };
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
    const int whole = number_of(v.substr(0, dot));
    const int tenth = dot == std::string_view::npos ? 0 : number_of(v.substr(dot + 1));
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
  standstill.set = [](Rules& r, std::string_view v) { r.standstill_s = uint16_t(number_of(v)); };
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
  minutes.set = [](Rules& r, std::string_view v) { r.race_minutes = uint8_t(number_of(v)); };
  rows.push_back(minutes);
}

std::vector<OptionRow> make_rows(Game game) {
  const Rules defaults = default_rules(game);
  std::vector<OptionRow> rows(3);
  OptionRow& redeals = rows[0];
  redeals.name = "redeals";
  redeals.kind = OptionKind::choice;
  static constexpr std::string_view k_with_unlimited[] = {"0", "1", "2", "3", "unlimited"};
  static constexpr std::string_view k_limited[] = {"0", "1", "2", "3"};
  if (unlimited_allowed(game)) {
    redeals.values = k_with_unlimited;
    redeals.cycle = k_with_unlimited;
  } else {
    redeals.values = k_limited;
    redeals.cycle = k_limited;
  }
  static constexpr std::string_view k_default_words[] = {"0", "1", "2", "3", "unlimited"};
  redeals.preset_value = {k_default_words[defaults.redeals == kUnlimited ? 4 : defaults.redeals]};
  redeals.label = "Redeals";
  static constexpr std::pair<std::string_view, std::string_view> k_redeal_words[] = {
      {"0", "None"}, {"unlimited", "Unlimited"}};
  redeals.value_words = k_redeal_words;
  if (game == Game::congress || game == Game::harp) {
    redeals.help =
        "How many times the waste may be turned over to become the hand again once the hand is "
        "empty.";
  } else {
    redeals.help =
        "How many times the cards of the fans (and the hand) may be gathered, shuffled and dealt "
        "again in fans of three.";
  }
  redeals.get = [](const Rules& r) {
    return r.redeals == kUnlimited ? std::string("unlimited") : std::to_string(r.redeals);
  };
  redeals.set = [](Rules& r, std::string_view v) {
    r.redeals = v == "unlimited" ? kUnlimited : uint8_t(number_of(v));
  };

  OptionRow& repeat = rows[1];
  repeat.name = "repeat_limit";
  repeat.kind = OptionKind::number;
  repeat.lowest = 2;
  repeat.highest = 10;
  repeat.preset_value = {"3"};
  repeat.label = "A repeated position ends the game at its";
  static constexpr std::string_view k_repeat_cycle[] = {"2", "3", "4", "5"};
  repeat.cycle = k_repeat_cycle;
  repeat.after_value = ". time";
  repeat.help =
      "The game is blocked, and ends, when the same position (every card in the same place and "
      "the same way up, the same redeals left) comes up this many times.";
  repeat.get = [](const Rules& r) { return std::to_string(r.repeat_limit); };
  repeat.set = [](Rules& r, std::string_view v) { r.repeat_limit = uint8_t(number_of(v)); };

  OptionRow& automatic = rows[2];
  automatic.name = "auto_move";
  automatic.kind = OptionKind::flag;
  static constexpr std::string_view k_yes_no[] = {"yes", "no"};
  automatic.values = k_yes_no;
  automatic.cycle = k_yes_no;
  automatic.preset_value = {"yes"};
  automatic.label = "Safe cards go to the foundations by themselves";
  static constexpr std::pair<std::string_view, std::string_view> k_yes_no_words[] = {{"yes", "Yes"},
                                                                                     {"no", "No"}};
  automatic.value_words = k_yes_no_words;
  automatic.help =
      "After each of your moves the table plays, one by one, the cards that can go to a "
      "foundation without ever being wanted elsewhere (the same move undoes them all).";
  automatic.get = [](const Rules& r) { return std::string(r.auto_move ? "yes" : "no"); };
  automatic.set = [](Rules& r, std::string_view v) { r.auto_move = v == "yes"; };
  if (match_modes() != nullptr) add_match_rows(rows);
  return rows;
}

}  // namespace

Rules default_rules(Game game) {
  Rules rules;
  rules.game = game;
  rules.redeals = game == Game::harp ? kUnlimited : game == Game::intelligence ? 2 : 0;
  rules.repeat_limit = 3;
  return rules;
}

const std::vector<OptionRow>& option_rows(Game game) {
  static const std::array<std::vector<OptionRow>, kGameCount> rows = {
      make_rows(Game::congress), make_rows(Game::harp), make_rows(Game::house_in_the_wood),
      make_rows(Game::house_on_the_hill), make_rows(Game::intelligence)};
  return rows[size_t(game)];
}

std::span<const std::string_view> preset_names() {
  static constexpr std::string_view kPresets[] = {"standard"};
  return kPresets;
}

}  // namespace rb::tps
