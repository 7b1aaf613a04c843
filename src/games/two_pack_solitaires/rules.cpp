// The two-pack solitaires' options as one table per game (see rules.hpp).
#include "rules.hpp"

#include <array>
#include <string>

#include "core/decimal_text.hpp"
#include "core/translation.hpp"
#include "match_modes.hpp"

namespace rb::tps {

namespace {

// The options as constant data (each row an option's spec, then how its value is read from and
// written into Rules): the redeals by game (Congress and Harp may have them unlimited; each game's
// own number first), then the rows every game has.
constexpr std::string_view kWithUnlimited[] = {"0", "1", "2", "3", "unlimited"};
constexpr std::string_view kLimited[] = {"0", "1", "2", "3"};
constexpr std::pair<std::string_view, std::string_view> kRedealWords[] = {
    {"0", tr_mark("None")}, {"unlimited", tr_mark("Unlimited")}};
constexpr std::string_view kRepeatCycle[] = {"2", "3", "4", "5"};
constexpr std::string_view kYesNo[] = {"yes", "no"};
constexpr std::pair<std::string_view, std::string_view> kYesNoWords[] = {{"yes", tr_mark("Yes")},
                                                                         {"no", tr_mark("No")}};

std::string redeals_of(const Rules& r) {
  return r.redeals == kUnlimited ? std::string("unlimited") : std::to_string(r.redeals);
}
void set_redeals(Rules& r, std::string_view v) {
  r.redeals = v == "unlimited" ? kUnlimited : uint8_t(option_number(v));
}

constexpr OptionRow redeals_row(std::span<const std::string_view> values, std::string_view value) {
  return {{.name = "redeals",
           .kind = OptionKind::choice,
           .values = values,
           .preset_value = {value},
           .label = tr_mark("Redeals"),
           .cycle = values,
           .value_words = kRedealWords},
          redeals_of,
          set_redeals};
}

// [Game]: Congress, Harp, House in the Wood, House on the Hill, Intelligence (default_rules).
constexpr OptionRow kRedeals[kGameCount] = {
    redeals_row(kWithUnlimited, "0"), redeals_row(kWithUnlimited, "unlimited"),
    redeals_row(kLimited, "0"), redeals_row(kLimited, "0"), redeals_row(kLimited, "2")};

constexpr OptionRow kEveryGame[] = {
    {{.name = "repeat_limit",
      .kind = OptionKind::number,
      .lowest = 2,
      .highest = 10,
      .preset_value = {"3"},
      .label = tr_mark("A repeated position ends the game when seen"),
      .cycle = kRepeatCycle,
      .after_value = tr_mark(" times")},  // ("...when seen: 3 times")
     [](const Rules& r) { return std::to_string(r.repeat_limit); },
     [](Rules& r, std::string_view v) { r.repeat_limit = uint8_t(option_number(v)); }},
    flag_row({.name = "auto_move",
              .values = kYesNo,
              .preset_value = {"yes"},
              .label = tr_mark("Safe cards go to the foundations by themselves"),
              .cycle = kYesNo,
              .value_words = kYesNoWords},
             &Rules::auto_move),
};

std::vector<OptionRow> make_rows(Game game) {
  std::vector<OptionRow> rows = {kRedeals[size_t(game)]};
  for (const OptionRow& row : kEveryGame) rows.push_back(row);
  add_match_rows(rows);  // (in every build: a bundle without the matches loads the one with them)
  return rows;
}

}  // namespace

int option_number(std::string_view value) {
  int number = 0;
  read_whole(value.data(), value.data() + value.size(), number);
  return number;
}

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
