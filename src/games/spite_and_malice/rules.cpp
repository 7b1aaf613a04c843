// Spite and Malice's options as one table (see rules.hpp).
#include "rules.hpp"

#include <array>

#include "core/decimal_text.hpp"
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
  read_whole(value.data(), value.data() + value.size(), number);
  return number;
}

// The options as constant data (rows of the option's spec, then how its value is read from and
// written into Rules); a label is marked with tr_mark here and translated where it is shown.
constexpr std::string_view kPlayers[] = {"2", "3", "4"};
constexpr std::string_view kSide[] = {"down-or-equal", "any"};
constexpr std::pair<std::string_view, std::string_view> kSideWords[] = {
    {"down-or-equal", tr_mark("Down or equal")}, {"any", tr_mark("Any card")}};
constexpr std::string_view kStock[] = {"play-on", "ends"};
constexpr std::pair<std::string_view, std::string_view> kStockWords[] = {
    {"play-on", tr_mark("Play on")}, {"ends", tr_mark("The game ends")}};
constexpr std::string_view kStallCycle[] = {"50", "100", "200"};

constexpr OptionRow kRows[] = {
    {{.name = "players",
      .kind = OptionKind::choice,
      .values = kPlayers,
      .preset_value = {"2", "3", "4"},
      .label = tr_mark("Players"),
      .cycle = kPlayers,
      .after_value = tr_mark(" players")},
     [](const Rules& r) { return std::to_string(r.players); },
     [](Rules& r, std::string_view v) { r.players = uint8_t(number_of(v)); }},
    {{.name = "side_stacks",
      .kind = OptionKind::choice,
      .values = kSide,
      .preset_value = {"down-or-equal", "down-or-equal", "down-or-equal"},
      .label = tr_mark("Side stacks"),
      .cycle = kSide,
      .value_words = kSideWords},
     [](const Rules& r) { return std::string(r.side_any ? "any" : "down-or-equal"); },
     [](Rules& r, std::string_view v) { r.side_any = v == "any"; }},
    flag_row({.name = "aces_twos_compulsory",
              .values = kYesNo,
              .preset_value = {"yes", "yes", "yes"},
              .label = tr_mark("Aces and twos must be played"),
              .cycle = kYesNoCycle},
             &Rules::aces_twos_compulsory),
    flag_row({.name = "joker_starts_center",
              .values = kYesNo,
              .preset_value = {"no", "no", "no"},
              .label = tr_mark("A joker may start a center stack"),
              .cycle = kNoYes},
             &Rules::joker_starts_center),
    flag_row({.name = "refill_when_empty",
              .values = kYesNo,
              .preset_value = {"yes", "yes", "yes"},
              .label = tr_mark("An empty hand draws five more"),
              .cycle = kYesNoCycle},
             &Rules::refill_when_empty),
    {{.name = "stock_out",
      .kind = OptionKind::choice,
      .values = kStock,
      .preset_value = {"play-on", "play-on", "play-on"},
      .label = tr_mark("When the draw pile runs out"),
      .cycle = kStock,
      .value_words = kStockWords},
     [](const Rules& r) { return std::string(r.stock_out_ends ? "ends" : "play-on"); },
     [](Rules& r, std::string_view v) { r.stock_out_ends = v == "ends"; }},
    flag_row({.name = "show_payoff_count",
              .values = kYesNo,
              .preset_value = {"no", "no", "no"},
              .label = tr_mark("Show payoff counts"),
              .cycle = kNoYes},
             &Rules::show_payoff_count),
    {{.name = "stall_turns",
      .kind = OptionKind::number,
      .lowest = 10,
      .highest = 1000,
      .preset_value = {"100", "100", "100"},
      .label = tr_mark("Stalled game ends after"),
      .cycle = kStallCycle,
      .after_value = tr_mark(" turns")},
     [](const Rules& r) { return std::to_string(r.stall_turns); },
     [](Rules& r, std::string_view v) { r.stall_turns = uint16_t(number_of(v)); }},
};

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

std::span<const OptionRow> option_rows() {
  return kRows;
}

}  // namespace rb::spite
