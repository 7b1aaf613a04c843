// The player's choices: the game, its preset and rules options, the computer's level, animation
// speed, reduced motion, the table's colour, the deal number, and who plays which seat (for tests:
// the computer may sit still or play both seats). Read from a URL query or the test hook
// ("game=pishe-pasha", "preset=scarne&level=2&speed=fast&seed=7&stall_turns=40"), and written
// back as the query the page keeps between visits (settings_query) or the link that replays a
// deal (deal_query). The games and their options come from the list of games (core/game_list).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/game_list.hpp"

namespace rb::app {

enum class Speed : uint8_t { instant, fast, normal, slow };
inline constexpr int kSpeedCount = 4;

// Who moves the computer's seat (B) and the human's seat (A).
enum class Seats : uint8_t {
  human_vs_computer,  // the game
  computer_waits,     // tests: nobody plays B; actions come from the test hook
  computer_both,      // tests and demos: the computer plays both seats
};

// The colour of the table's cloth.
enum class TableColour : uint8_t { green, blue, red, grey };
inline constexpr int kTableColourCount = 4;

struct Settings {
  std::string game = std::string(default_game().name());          // "russian-bank"
  std::string preset = std::string(default_game().presets()[0]);  // one of the game's presets
  // Rules options by the game's names ("stall_turns", "40"), applied over the preset's rules when
  // a game is dealt. apply_query keeps them valid for `preset`, one per name, in the order of the
  // game's options table, each value in the game's own spelling ("yes", "on", "40").
  OptionValues rule_options;
  int level = int(default_game().levels().size() + 1) / 2;  // 1.. the game's levels; the middle
  // The levels of the computer's seats B, C, D.. one by one ("levels=3,1,2"); a seat not listed
  // plays at `level`.
  std::vector<int> seat_levels;
  Speed speed = Speed::normal;
  bool reduced_motion = false;
  uint64_t seed = 0;  // 0: pick one from the clock when the game starts
  Seats seats = Seats::human_vs_computer;
  TableColour table = TableColour::green;
  bool sound = true;  // the table's sounds (sound_cues.hpp)
  // A new deal of a game with a solver is one the solver has won (deal_search.hpp).
  bool winnable_only = false;
  // A one-player game with a solver says when its deal cannot be won, and when a move lost a deal
  // that could be won (loss_watch.hpp).
  bool tell_lost = false;
  // Casual games against the computer: the player may take back their own actions in their turn
  // (take_back.hpp); such games count apart in the statistics ("with undo").
  bool casual_undo = false;
  // learn=on: the game opens with its guided first game (app/flow/lesson_play.hpp); never kept.
  bool learn = false;
  // The seats that persons at this screen play, a bit each (bit 0: seat A, the bottom seat, always
  // a person); the computer plays the others (people on one screen: "people=AB").
  uint8_t people = 1;
  // The language the table speaks ("fr"; "": the browser's or the system's, else English).
  std::string language;
  friend bool operator==(const Settings&, const Settings&) = default;
};

// The choices that change the game in play at once (speed, table colour, sound, tell_lost,
// language), taken
// from `chosen` into the game's own settings; the others wait for the next deal.
void take_at_once(Settings& in_play, const Settings& chosen);

std::string speed_name(Speed speed);  // "Instant", "Fast", "Normal", "Slow"
bool parse_speed(std::string_view text, Speed& out);
std::string seats_name(Seats seats);  // "play", "wait", "auto"
bool parse_seats(std::string_view text, Seats& out);
std::string table_colour_name(TableColour colour);  // "green", "blue", "red", "grey"
bool parse_table_colour(std::string_view text, TableColour& out);

// The game of the settings (the default game when it names none that is here), and whether it
// is in this build (a browser bundle holds one game; the others are a page load away).
const GameModule& game_of(const Settings& settings);
bool game_here(const Settings& settings);
// A deal of the settings' game, preset and options from a deal number; nullptr and `problem` when
// an option is refused (options from apply_query never are).
std::unique_ptr<GameState> deal(const Settings& settings, uint64_t seed,
                                std::string* problem = nullptr);

// Whether a person at this screen plays `seat`, and whether two or more do (people on one screen).
bool person_plays(const Settings& settings, int seat);
bool people_here(const Settings& settings, int seat_count);

// The level of the computer in `seat` (1 for B).
int seat_level(const Settings& settings, int seat);

// Query names that the page's JavaScript reads itself (`origins`: the embed allow-list; `join`,
// `server`, `online`: online play; `slot`: the page's save slot; web/embed.js). apply_query
// ignores them without a word.
inline constexpr std::array<std::string_view, 5> kPageOnlyOptions = {"origins", "join", "server",
                                                                     "online", "slot"};

// Whether a query ("?seed=0&lang=fr" or without its "?") names the option, whatever its value.
bool names_option(std::string_view query, std::string_view name);
// Whether a page's address opens an online table (join=ROOM, online=...).
bool opens_online_table(std::string_view query);

// Longest query apply_query reads (bytes); a longer one is refused whole.
inline constexpr size_t kMaxQueryBytes = 4096;

// Applies "name=value" pairs separated by '&' (a leading '?' is skipped; names and values are
// URL-unescaped) to `settings`. Names: game (a game's address name: another game drops the
// preset and options of the old one), preset, level (1-5 or a level's name), levels (one per
// computer seat: "3,1,2"), speed, reduced_motion, sound, winnable_only, tell_lost and undo (1/0,
// yes/no, on/off, true/false), seed, seats (play, wait, auto), people (the letters of the seats
// persons at this screen play: "AB"; A always), table (green, blue, red, grey) and every rules
// option by its engine name (stall_turns=40, knock_penalty_after=0), checked against the preset of
// the same query wherever `preset` stands in it. A query that changes the preset drops the rules
// options of the old one. When a name is repeated, the last one counts. Returns every problem, one
// message each naming the option, its value and what is allowed
// (`level "9" is not a level: use 1-5 or Beginner, ...`, `unknown option "foo"`); a bad option
// keeps the value it had before and the others still apply. Empty: all applied.
std::vector<std::string> apply_query(std::string_view query, Settings& settings);
// The messages in one line, separated by "; " (for a log line or the test hook's reply).
std::string join_messages(const std::vector<std::string>& messages);

// The settings a player keeps between visits: game (unless the default), preset, rules options,
// level, speed, table, sound, winnable_only, tell_lost, undo and people (not seed, seats or reduced
// motion), as a query apply_query reads back to the same settings.
std::string settings_query(const Settings& settings);
// settings_query as a page's address: the game always named (an address that names none opens
// Russian Bank's page, whatever game a bundle has first).
std::string page_query(const Settings& settings);
// The query of a link that deals this game again: game, preset, rules options, seed and level.
std::string deal_query(const Settings& settings, uint64_t game_seed);

// How long things take at a speed, in milliseconds (0 when instant or in reduced motion).
struct Pace {
  double human_move_ms = 0;      // a card the player clicked or sent with a key slides this long
  double computer_move_ms = 0;   // a computer's card slides this long
  double computer_pause_ms = 0;  // between two computer actions, after its slide
  double turn_pause_ms = 0;      // before the computer's first action of a turn
  double flip_ms = 0;            // turning a card up
  double home_ms = 0;            // an illegal drop slides back
};
Pace pace_for(const Settings& settings);

}  // namespace rb::app
