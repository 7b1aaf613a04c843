// Spite and Malice's options as one table (see rules.hpp).
#include "rules.hpp"

#include <array>
#include <charconv>

#include "core/translation.hpp"

namespace rb::spite {

namespace {

// (Names in records and addresses; marked for tr() where the table shows them, as "two rules" and
// on the menu's buttons, "preset Two".)
constexpr std::array<std::string_view, kPresetCount> kPresetNames = {
    tr_mark("two"), tr_mark("three"), tr_mark("four")};
[[maybe_unused]] constexpr std::string_view kPresetTitles[] = {
    tr_mark("preset Two"), tr_mark("preset Three"), tr_mark("preset Four")};
constexpr std::array<std::string_view, kPresetCount> kPresetPhrases = {
    tr_mark("two players"), tr_mark("three players"), tr_mark("four players")};
constexpr std::string_view kYesNo[] = {"yes", "no"};
constexpr std::string_view kNoYes[] = {"no", "yes"};
constexpr std::string_view kYesNoCycle[] = {"yes", "no"};

int number_of(std::string_view value) {
  int number = 0;
  std::from_chars(value.data(), value.data() + value.size(), number);
  return number;
}

// A yes/no option with the same value in every preset.
// (`label`: marked with tr_mark where it is written, translated where it is shown.)
OptionRow flag(std::string_view name, std::string_view value, std::string_view label) {
  OptionRow row;
  row.name = name;
  row.kind = OptionKind::flag;
  row.values = kYesNo;
  row.preset_value = {value, value, value};
  row.label = label;
  row.cycle = value == "yes" ? std::span<const std::string_view>(kYesNoCycle)
                             : std::span<const std::string_view>(kNoYes);
  return row;
}

std::vector<OptionRow> make_rows() {
  std::vector<OptionRow> rows;

  OptionRow players;
  players.name = "players";
  players.kind = OptionKind::choice;
  static constexpr std::string_view k_players[] = {"2", "3", "4"};
  players.values = k_players;
  players.preset_value = {"2", "3", "4"};
  players.label = tr_mark("Players");
  players.cycle = k_players;
  players.after_value = tr_mark(" players");
  players.get = [](const Rules& r) { return std::to_string(r.players); };
  players.set = [](Rules& r, std::string_view v) { r.players = uint8_t(number_of(v)); };
  rows.push_back(players);

  OptionRow side;
  side.name = "side_stacks";
  side.kind = OptionKind::choice;
  static constexpr std::string_view k_side[] = {"down-or-equal", "any"};
  side.values = k_side;
  side.preset_value = {"down-or-equal", "down-or-equal", "down-or-equal"};
  side.label = tr_mark("Side stacks");
  side.cycle = k_side;
  static constexpr std::pair<std::string_view, std::string_view> k_side_words[] = {
      {"down-or-equal", tr_mark("Down or equal")}, {"any", tr_mark("Any card")}};
  side.value_words = k_side_words;
  side.get = [](const Rules& r) { return std::string(r.side_any ? "any" : "down-or-equal"); };
  side.set = [](Rules& r, std::string_view v) { r.side_any = v == "any"; };
  rows.push_back(side);

  OptionRow compulsory =
      flag("aces_twos_compulsory", "yes", tr_mark("Aces and twos must be played"));
  compulsory.get = [](const Rules& r) {
    return std::string(r.aces_twos_compulsory ? "yes" : "no");
  };
  compulsory.set = [](Rules& r, std::string_view v) { r.aces_twos_compulsory = v == "yes"; };
  rows.push_back(compulsory);

  OptionRow joker = flag("joker_starts_center", "no", tr_mark("A joker may start a center stack"));
  joker.get = [](const Rules& r) { return std::string(r.joker_starts_center ? "yes" : "no"); };
  joker.set = [](Rules& r, std::string_view v) { r.joker_starts_center = v == "yes"; };
  rows.push_back(joker);

  OptionRow refill = flag("refill_when_empty", "yes", tr_mark("An empty hand draws five more"));
  refill.get = [](const Rules& r) { return std::string(r.refill_when_empty ? "yes" : "no"); };
  refill.set = [](Rules& r, std::string_view v) { r.refill_when_empty = v == "yes"; };
  rows.push_back(refill);

  OptionRow stock;
  stock.name = "stock_out";
  stock.kind = OptionKind::choice;
  static constexpr std::string_view k_stock[] = {"play-on", "ends"};
  stock.values = k_stock;
  stock.preset_value = {"play-on", "play-on", "play-on"};
  stock.label = tr_mark("When the draw pile runs out");
  stock.cycle = k_stock;
  static constexpr std::pair<std::string_view, std::string_view> k_stock_words[] = {
      {"play-on", tr_mark("Play on")}, {"ends", tr_mark("The game ends")}};
  stock.value_words = k_stock_words;
  stock.get = [](const Rules& r) { return std::string(r.stock_out_ends ? "ends" : "play-on"); };
  stock.set = [](Rules& r, std::string_view v) { r.stock_out_ends = v == "ends"; };
  rows.push_back(stock);

  OptionRow count = flag("show_payoff_count", "no", tr_mark("Show payoff counts"));
  count.get = [](const Rules& r) { return std::string(r.show_payoff_count ? "yes" : "no"); };
  count.set = [](Rules& r, std::string_view v) { r.show_payoff_count = v == "yes"; };
  rows.push_back(count);

  OptionRow stall;
  stall.name = "stall_turns";
  stall.kind = OptionKind::number;
  stall.lowest = 10;
  stall.highest = 1000;
  stall.preset_value = {"100", "100", "100"};
  stall.label = tr_mark("Stalled game ends after");
  static constexpr std::string_view k_stall_cycle[] = {"50", "100", "200"};
  stall.cycle = k_stall_cycle;
  stall.after_value = tr_mark(" turns");
  stall.get = [](const Rules& r) { return std::to_string(r.stall_turns); };
  stall.set = [](Rules& r, std::string_view v) { r.stall_turns = uint16_t(number_of(v)); };
  rows.push_back(stall);
  return rows;
}

}  // namespace

std::span<const std::string_view> preset_names() {
  return kPresetNames;
}

std::string_view preset_phrase(std::string_view preset) {
  for (int i = 0; i < kPresetCount; ++i) {
    if (kPresetNames[size_t(i)] == preset) return kPresetPhrases[size_t(i)];
  }
  return {};
}

Rules preset_rules(int preset) {
  Rules rules;
  rules.players = uint8_t(2 + (preset > 0 ? preset : 0));
  return rules;
}

const std::vector<OptionRow>& option_rows() {
  static const std::vector<OptionRow> rows = make_rows();
  return rows;
}

}  // namespace rb::spite
