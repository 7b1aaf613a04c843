// The rules configuration: a preset (house, scarne, ultimate) and every option of the rules page.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rb::russian_bank {

enum class Preset : uint8_t { house, scarne, ultimate };

// The edition of the rules page a game is played by. A correction of the rules gets a new
// edition; a game keeps the edition it was dealt with (its record's first line names it), so that
// every record and saved game replays as it was played.
//  1: in scarne and ultimate a Stop stayed open after the action that ended a turn; a just knock
//     by a player who owed a missed turn cleared the debt.
//  2: the rules page as it stands.
inline constexpr uint8_t kRulesEdition = 2;
enum class FirstPlayer : uint8_t { human, player_a, by_cards };

struct Rules {
  Preset preset = Preset::house;
  uint8_t stock_size = 0;  // 0 (house), 12 or 13 (classic presets)
  FirstPlayer first = FirstPlayer::human;
  bool own_waste_playable = true;
  bool use_opponent_stock = false;
  bool waste_fills_space = false;
  bool space_from_stock_first = false;
  uint8_t knock_penalty_after = 3;  // 0 = no penalty for unjustified knocks/stops
  bool scoring = true;
  uint16_t stall_turns = 60;
  bool blocked_is_draw = false;
  uint8_t edition = kRulesEdition;  // not an option: see kRulesEdition

  // Classic presets have a stock, priorities and Stop instead of mandatory moves and knocks.
  bool classic() const { return preset != Preset::house; }
  friend bool operator==(const Rules&, const Rules&) = default;
};

Rules preset_rules(Preset preset);
std::string preset_name(Preset preset);
bool parse_preset(std::string_view text, Preset& out);

// Options by name, as in the rules page's table ("stall_turns", "yes"/"no", "on"/"off", numbers).
// set_option returns an empty string on success, else a message naming the option and the problem
// in the table's words; on failure `rules` is unchanged.
std::string set_option(Rules& rules, std::string_view name, std::string_view value);
// Every option that applies to the preset, with its current value, in table order.
std::vector<std::pair<std::string, std::string>> option_values(const Rules& rules);

}  // namespace rb::russian_bank
