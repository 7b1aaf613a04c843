// Single-deck Russian Bank's options as one table (see rules.hpp).
#include "rules.hpp"

#include "core/decimal_text.hpp"
#include "core/translation.hpp"

namespace rb::sdrb {

namespace {

const char* first_word(FirstPlayer first) {
  switch (first) {
    case FirstPlayer::human:
      return "human";
    case FirstPlayer::player_a:
      return "player-a";
    case FirstPlayer::random:
      return "random";
  }
  return "human";
}

int number_of(std::string_view value) {
  int number = 0;
  read_whole(value.data(), value.data() + value.size(), number);
  return number;
}

std::vector<OptionRow> make_rows() {
  std::vector<OptionRow> rows(4);
  OptionRow& first = rows[0];
  first.name = "first";
  first.kind = OptionKind::choice;
  static constexpr std::string_view k_first_values[] = {"human", "player-a", "random"};
  first.values = k_first_values;
  first.preset_value = {"human"};
  first.label = tr_mark("Who starts");
  static constexpr std::string_view k_first_cycle[] = {"human", "random"};
  first.cycle = k_first_cycle;
  static constexpr std::pair<std::string_view, std::string_view> k_first_value_words[] = {
      {"human", tr_mark("You")}, {"player-a", tr_mark("You")}, {"random", tr_mark("Drawn")}};
  first.value_words = k_first_value_words;
  first.get = [](const Rules& r) { return std::string(first_word(r.first)); };
  first.set = [](Rules& r, std::string_view v) {
    r.first = v == "random"     ? FirstPlayer::random
              : v == "player-a" ? FirstPlayer::player_a
                                : FirstPlayer::human;
  };

  OptionRow& scoring = rows[1];
  scoring.name = "scoring";
  scoring.kind = OptionKind::flag;
  static constexpr std::string_view k_scoring_values[] = {"on", "off"};
  scoring.values = k_scoring_values;
  scoring.preset_value = {"on"};
  scoring.label = tr_mark("Keep the score");
  static constexpr std::string_view k_scoring_cycle[] = {"on", "off"};
  scoring.cycle = k_scoring_cycle;
  scoring.flag = &Rules::scoring;

  OptionRow& stall = rows[2];
  stall.name = "stall_turns";
  stall.kind = OptionKind::number;
  stall.lowest = 10;
  stall.highest = 1000;
  stall.preset_value = {"100"};
  stall.label = tr_mark("Stalled game ends after");
  static constexpr std::string_view k_stall_cycle[] = {"50", "100", "200"};
  stall.cycle = k_stall_cycle;
  stall.after_value = tr_mark(" turns");
  stall.get = [](const Rules& r) { return std::to_string(r.stall_turns); };
  stall.set = [](Rules& r, std::string_view v) { r.stall_turns = uint16_t(number_of(v)); };

  OptionRow& draw = rows[3];
  draw.name = "blocked_is_draw";
  draw.kind = OptionKind::flag;
  static constexpr std::string_view k_draw_values[] = {"yes", "no"};
  draw.values = k_draw_values;
  draw.preset_value = {"no"};
  draw.label = tr_mark("A blocked game is a draw");
  static constexpr std::string_view k_draw_cycle[] = {"no", "yes"};
  draw.cycle = k_draw_cycle;
  draw.flag = &Rules::blocked_is_draw;
  return rows;
}

}  // namespace

const std::vector<OptionRow>& option_rows() {
  static const std::vector<OptionRow> rows = make_rows();
  return rows;
}

std::span<const std::string_view> preset_names() {
  static constexpr std::string_view kPresets[] = {"standard"};
  return kPresets;
}

}  // namespace rb::sdrb
