// The three presets and the options of the rules page, by name, with validation.
#include "rules.hpp"

#include <charconv>

namespace rb {

Rules preset_rules(Preset preset) {
  Rules rules;
  rules.preset = preset;
  if (preset == Preset::house) return rules;
  rules.stock_size = preset == Preset::scarne ? 13 : 12;
  rules.first = FirstPlayer::by_cards;
  rules.own_waste_playable = false;
  rules.use_opponent_stock = preset == Preset::scarne;
  rules.knock_penalty_after = 0;
  return rules;
}

std::string preset_name(Preset preset) {
  switch (preset) {
    case Preset::house:
      return "house";
    case Preset::scarne:
      return "scarne";
    case Preset::ultimate:
      return "ultimate";
  }
  return "?";
}

bool parse_preset(std::string_view text, Preset& out) {
  for (Preset p : {Preset::house, Preset::scarne, Preset::ultimate}) {
    if (text == preset_name(p)) {
      out = p;
      return true;
    }
  }
  return false;
}

namespace {

const char* first_name(FirstPlayer first) {
  switch (first) {
    case FirstPlayer::human:
      return "human";
    case FirstPlayer::player_a:
      return "player-a";
    case FirstPlayer::by_cards:
      return "by-cards";
  }
  return "?";
}

bool parse_bool(std::string_view text, bool& out) {
  if (text == "yes" || text == "on" || text == "true" || text == "1") {
    out = true;
    return true;
  }
  if (text == "no" || text == "off" || text == "false" || text == "0") {
    out = false;
    return true;
  }
  return false;
}

bool parse_int(std::string_view text, int lo, int hi, int& out) {
  int value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < lo || value > hi) {
    return false;
  }
  out = value;
  return true;
}

std::string bad_value(std::string_view name, std::string_view value, std::string_view expected) {
  return "option " + std::string(name) + ": '" + std::string(value) + "' is not " +
         std::string(expected);
}

std::string classic_only(std::string_view name) {
  return "option " + std::string(name) + " applies only to the presets scarne and ultimate";
}

}  // namespace

std::string set_option(Rules& rules, std::string_view name, std::string_view value) {
  bool flag = false;
  int number = 0;
  if (name == "stock_size") {
    if (!rules.classic()) {
      if (value == "0") return "";
      return "option stock_size: preset house has no stock (only 0)";
    }
    if (value != "12" && value != "13") return bad_value(name, value, "12 or 13");
    rules.stock_size = value == "12" ? 12 : 13;
  } else if (name == "first") {
    if (value == "human")
      rules.first = FirstPlayer::human;
    else if (value == "player-a")
      rules.first = FirstPlayer::player_a;
    else if (value == "by-cards")
      rules.first = FirstPlayer::by_cards;
    else
      return bad_value(name, value, "human, player-a or by-cards");
  } else if (name == "knock_penalty_after") {
    if (!parse_int(value, 0, 9, number)) return bad_value(name, value, "a number from 0 to 9");
    rules.knock_penalty_after = static_cast<uint8_t>(number);
  } else if (name == "stall_turns") {
    if (!parse_int(value, 10, 1000, number)) {
      return bad_value(name, value, "a number from 10 to 1000");
    }
    rules.stall_turns = static_cast<uint16_t>(number);
  } else {
    bool* target = nullptr;
    bool classic = false;
    if (name == "own_waste_playable")
      target = &rules.own_waste_playable;
    else if (name == "scoring")
      target = &rules.scoring;
    else if (name == "blocked_is_draw")
      target = &rules.blocked_is_draw;
    else if (name == "use_opponent_stock")
      target = &rules.use_opponent_stock, classic = true;
    else if (name == "waste_fills_space")
      target = &rules.waste_fills_space, classic = true;
    else if (name == "space_from_stock_first") {
      target = &rules.space_from_stock_first, classic = true;
    }
    if (target == nullptr) return "unknown option '" + std::string(name) + "'";
    if (classic && !rules.classic()) return classic_only(name);
    if (!parse_bool(value, flag)) return bad_value(name, value, "yes or no");
    *target = flag;
  }
  return "";
}

std::vector<std::pair<std::string, std::string>> option_values(const Rules& rules) {
  auto yes_no = [](bool b) { return std::string(b ? "yes" : "no"); };
  std::vector<std::pair<std::string, std::string>> values;
  values.emplace_back("stock_size", std::to_string(rules.stock_size));
  values.emplace_back("first", first_name(rules.first));
  values.emplace_back("own_waste_playable", yes_no(rules.own_waste_playable));
  if (rules.classic()) {
    values.emplace_back("use_opponent_stock", yes_no(rules.use_opponent_stock));
    values.emplace_back("waste_fills_space", yes_no(rules.waste_fills_space));
    values.emplace_back("space_from_stock_first", yes_no(rules.space_from_stock_first));
  }
  values.emplace_back("knock_penalty_after", std::to_string(rules.knock_penalty_after));
  values.emplace_back("scoring", rules.scoring ? "on" : "off");
  values.emplace_back("stall_turns", std::to_string(rules.stall_turns));
  values.emplace_back("blocked_is_draw", yes_no(rules.blocked_is_draw));
  return values;
}

}  // namespace rb
