// The two-pack solitaires' options as one table per game (see rules.hpp).
#include "rules.hpp"

#include <array>
#include <charconv>
#include <string>

#include "core/translation.hpp"
#include "match_modes.hpp"

namespace rb::tps {

namespace {

bool unlimited_allowed(Game game) {
  return game == Game::congress || game == Game::harp;
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
  redeals.label = tr_mark("Redeals");
  static constexpr std::pair<std::string_view, std::string_view> k_redeal_words[] = {
      {"0", tr_mark("None")}, {"unlimited", tr_mark("Unlimited")}};
  redeals.value_words = k_redeal_words;
  redeals.get = [](const Rules& r) {
    return r.redeals == kUnlimited ? std::string("unlimited") : std::to_string(r.redeals);
  };
  redeals.set = [](Rules& r, std::string_view v) {
    r.redeals = v == "unlimited" ? kUnlimited : uint8_t(option_number(v));
  };

  OptionRow& repeat = rows[1];
  repeat.name = "repeat_limit";
  repeat.kind = OptionKind::number;
  repeat.lowest = 2;
  repeat.highest = 10;
  repeat.preset_value = {"3"};
  repeat.label = tr_mark("A repeated position ends the game when seen");
  static constexpr std::string_view k_repeat_cycle[] = {"2", "3", "4", "5"};
  repeat.cycle = k_repeat_cycle;
  repeat.after_value = tr_mark(" times");  // ("...when seen: 3 times")
  repeat.get = [](const Rules& r) { return std::to_string(r.repeat_limit); };
  repeat.set = [](Rules& r, std::string_view v) { r.repeat_limit = uint8_t(option_number(v)); };

  OptionRow& automatic = rows[2];
  automatic.name = "auto_move";
  automatic.kind = OptionKind::flag;
  static constexpr std::string_view k_yes_no[] = {"yes", "no"};
  automatic.values = k_yes_no;
  automatic.cycle = k_yes_no;
  automatic.preset_value = {"yes"};
  automatic.label = tr_mark("Safe cards go to the foundations by themselves");
  static constexpr std::pair<std::string_view, std::string_view> k_yes_no_words[] = {
      {"yes", tr_mark("Yes")}, {"no", tr_mark("No")}};
  automatic.value_words = k_yes_no_words;
  automatic.get = [](const Rules& r) { return std::string(r.auto_move ? "yes" : "no"); };
  automatic.set = [](Rules& r, std::string_view v) { r.auto_move = v == "yes"; };
  add_match_rows(rows);  // (in every build: a bundle without the matches loads the one with them)
  return rows;
}

}  // namespace

int option_number(std::string_view value) {
  int number = 0;
  std::from_chars(value.data(), value.data() + value.size(), number);
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
