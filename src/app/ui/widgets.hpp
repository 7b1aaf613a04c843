// The controls drawn over the table: buttons of the toolbar and the panels (menu, rules, end of
// game, statistics), choice buttons (one of a row is chosen), and plain text. Each knows its
// rectangle in device pixels; the renderer draws them all the same way, and a pointer or a key
// finds them by id or position.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/ui/layout.hpp"
#include "core/game.hpp"

namespace rb::app {

// How many rules options the menu can show (rows of the game's options table), and how many games
// its chooser can list.
inline constexpr int kMaxOptionRows = 16;
inline constexpr int kMaxGames = 12;

enum class WidgetId : uint8_t {
  none,
  // toolbar
  menu,
  hint,
  rules,
  stats,
  pass,  // the game's own button of the seat in turn (Pass): named after its words
  call,  // the game's call (knock, Stop)
  undo,  // a one-player game's take-backs (take_back.hpp)
  redo,
  pass_2,          // the game's second button of the seat in turn (End game beside Redeal)
  demo,            // the computer plays the player's seat, or stops (a one-player game)
  deals_any,       // new deals: any, or only those the solver has won (a one-player game)
  deals_winnable,  //
  // menu panel
  preset_first,  // one per preset of the game, in its order ("preset_house")
  preset_last = preset_first + kMaxPresets - 1,
  game_first,  // one per game of the list ("game_pishe-pasha")
  game_last = game_first + kMaxGames - 1,
  level_down,
  level_up,
  speed_instant,
  speed_fast,
  speed_normal,
  speed_slow,
  new_game,
  restart,
  close,
  menu_page_game,   // the menu's two pages
  menu_page_rules,  //
  table_colour,     // cycles the table's colour
  sound_on,         // the table's sounds on and off
  sound_off,        //
  copy_link,        // a link to this deal, for the clipboard
  watch_other,      // the end of a match: replay the computer's game on the table, and back
  rules_defaults,   // the chosen preset's rules options back to its own
  // one per rules option (the game's options table, in its order), each cycling its values
  option_row_first,
  option_row_last = option_row_first + kMaxOptionRows - 1,
  // statistics panel
  reset_stats,
  // menu panel: undo in a game against the computer off or on (casual games)
  undo_off,
  undo_on,
  // menu panel: the other seats played by people at this screen (undo_off, undo_on: the computer)
  people_on,
  // menu panel: the other seat is a person at another screen, through the online game server
  online_on,
  // menu panel: the solver says when a deal cannot be won (a one-player game), or says nothing
  tell_lost_off,
  tell_lost_on,
  // the coach's Review (review.hpp): start it (end of game), step back and on, the next mistake,
  // the one before (a key only), close it
  review,
  review_back,
  review_next,
  review_mistake,
  review_mistake_back,
  review_first,  // (keys alone: Home, End)
  review_last,
  review_close,
  // menu panel: the language the table speaks (app/text/languages.hpp), in kLanguages' order
  language_first,
  language_last = language_first + 4,
  // people on one screen: the call (knock, Stop) of the person of a seat, by their seat's box
  seat_call_first,
  seat_call_last = seat_call_first + 7,
  // menu panel: the guided first game (lesson_play.hpp), or leaving it
  learn,
  // the end of an online game: ask to play again at the same table (online_play.hpp)
  play_again,
  // menu panel, Online: open a table to anyone, play anyone, the list of public tables (asked
  // for again), sit at one of the listed tables
  open_to_anyone,
  play_anyone,
  public_tables,
  public_table_first,
  public_table_last = public_table_first + 2,
  // menu panel: the person gives the game up (a game that has resigning: GameEngine::resign_action)
  resign,
  // menu panel, and a press on the message line: the moves so far in words (move_log.hpp)
  moves,
};

enum class WidgetStyle : uint8_t {
  button,   // rounded, clickable
  primary,  // a clickable button that stands out (Knock, New game)
  choice,   // one of a row; `chosen` marks the current value
  label,    // text only, not clickable
  title,    // a panel's heading, not clickable
};

struct Widget {
  WidgetId id = WidgetId::none;
  WidgetStyle style = WidgetStyle::button;
  Rect rect;
  std::string text;
  bool enabled = true;
  bool chosen = false;
  double font_px = 0;   // device pixels
  uint32_t swatch = 0;  // 0xRRGGBBAA: a small square of this colour before the text (0: none)
  // In a panel that scrolls: the part of `rect` inside its visible column (perhaps empty), the only
  // part drawn and the only part the pointer finds. Nothing: all of `rect`.
  std::optional<Rect> shown;
  bool clickable() const { return style != WidgetStyle::label && style != WidgetStyle::title; }
  // Its words are set bold: a title, a primary button, the chosen one of a row of choices.
  bool bold() const {
    return style == WidgetStyle::title || style == WidgetStyle::primary ||
           (style == WidgetStyle::choice && chosen);
  }
};

// A widget in its place, enabled and not chosen.
Widget placed_widget(WidgetId id, WidgetStyle style, Rect rect, std::string text, double font_px);

// Measures a line of text in device pixels: (text, font size in px, bold) -> width. The platform
// passes the card art's text_width; tests pass an estimate.
using MeasureText = double (*)(std::string_view text, double font_px, bool bold);
// About 0.56 em per character: for tests and before the platform sets the real one.
double estimate_text_width(std::string_view text, double font_px, bool bold);

// The clickable, enabled widget at (x, y), if any.
std::optional<WidgetId> widget_at(const std::vector<Widget>& widgets, int x, int y);
const Widget* find_widget(const std::vector<Widget>& widgets, WidgetId id);
// "call", "new_game", "preset_house", "option_stall_turns" ...: for the test hook.
std::string widget_name(WidgetId id, const GameModule& game);

}  // namespace rb::app
