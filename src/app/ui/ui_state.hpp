// What the player's hand and eyes are doing, as opposed to the game itself: nothing here is part
// of a replay. The pointer and the card it holds, the card picked by a click, the keyboard focus,
// cards in flight, the message line, outlines on the table, which panel is open (and its page),
// a link waiting for the platform to copy it, and the sounds it should play.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/sound/cue.hpp"
#include "app/ui/animation.hpp"
#include "app/ui/widgets.hpp"

namespace rb::app {

// The pointer (mouse or one finger).
struct Hand {
  bool down = false;             // pressed now
  int down_x = 0, down_y = 0;    // where it was pressed
  std::optional<int> down_pile;  // the pile it was pressed on
  int down_index = -1;           // the card of that pile it takes (-1: the top card)
  WidgetId down_widget = WidgetId::none;
  bool dragging = false;         // a card follows the pointer
  int grab_dx = 0, grab_dy = 0;  // pointer minus the held card's top-left corner
  int x = 0, y = 0;              // the pointer now
  std::optional<int> selected;   // a card picked by a click, waiting for its target
  int selected_index = -1;       // which card of that pile (-1: the top card)
  double last_click_ms = -1e9;   // for double clicks
  std::optional<int> last_click_pile;
};

// Piles outlined on the table: a missed move after a call, a hint, the computer's last move.
enum class OutlineKind : uint8_t { missed, hint, computer };
struct Outline {
  OutlineKind kind = OutlineKind::hint;
  int from = 0, to = 0;  // piles
  bool has_to = true;    // false: only `from` (turning up, turning over)
  // The card of `from` the move takes, counted from the bottom (-1: its top card), as
  // ActionLook::from_index: a hand's card may be any of them. (Only while the move is still to be
  // made: a hint, a missed or a better move; after a move the pile has changed.)
  int from_index = -1;
};

// `pass`: people on one screen, a game with hidden hands: the next person's turn, every hand hidden
// until they say they hold the screen.
// (moves: the moves so far in words, move_log.hpp.)
enum class Panel : uint8_t { none, menu, rules, end, stats, pass, moves };
inline constexpr int kPanelCount = 7;

// The panels that stop the game while they are open (the computer waits; its call too).
inline bool panel_pauses_game(Panel panel) {
  return panel == Panel::menu || panel == Panel::rules || panel == Panel::stats ||
         panel == Panel::moves;
}

// The two pages of the menu.
enum class MenuPage : uint8_t { game, rules };

// A large word across the table for a moment ("Your turn"), fading out.
struct Banner {
  std::string text;  // emptied once it has gone (after a frame drawn without it)
  double start_ms = -1e9;
  double duration_ms = 0;
  bool showing(double now_ms) const { return now_ms < start_ms + duration_ms; }
};

enum class MessageTone : uint8_t { info, refused, call, hint };  // call: a call's verdict

struct UiState {
  bool dirty = true;  // something changed since the last frame: draw one
  // Only cards in motion (flights, the dragged card) changed since the last frame: draw one, and
  // a platform that can may redraw just where they were and are (see motion.hpp).
  bool moved = false;
  int frames_drawn = 0;  // frames drawn so far (the browser test hook reports it)

  Hand hand;
  std::optional<int> focus;    // the keyboard's pile
  bool focus_visible = false;  // shown after a key was used, hidden after the pointer was
  // The toolbar's button that Tab reached after the last pile (none: the focus is on a pile).
  WidgetId bar_focus = WidgetId::none;
  // Where Tab's round of the piles begins: the pile the focus was on at its first press (-1:
  // the person's own first pile), so that the round reaches every pile before the toolbar.
  int tab_from = -1;
  Flights flights;

  std::string message;  // the message line: what just happened, or why a move was refused
  // Words for a screen reader alone, said once and emptied by the platform: where the keyboard's
  // focus went (the table is a canvas with nothing else to read).
  std::string spoken;
  MessageTone tone = MessageTone::info;
  bool message_sticky = false;  // a call's verdict stays until the player acts
  bool message_quiet = false;   // only its progress changed (the coach's %): not said aloud
  std::string call_words;       // that verdict, which the turn's words follow as the turn changes
  int call_turn = 0;            // the turn the call left the game in (its turn_number)
  double call_ms = 0;           // when the verdict was said (AppModel::now_ms)
  std::optional<Outline> outline;
  Banner banner;

  Panel panel = Panel::none;
  bool paused = false;      // by the host page: the computer waits and the table refuses moves
  int panel_focus = -1;     // index into the panel's clickable widgets (keyboard), -1 none
  double panel_scroll = 0;  // device pixels the rules (or a panel taller than the window) scroll
  bool end_panel_dismissed = false;
  // People on one screen: the seat whose hand the screen shows (the person who took it last at a
  // pass screen; -1: nobody yet).
  int viewer = -1;
  MenuPage menu_page = MenuPage::game;
  bool stats_reset_armed = false;  // Reset statistics was pressed once: the next press resets
  // Resign, or New game or Restart in a game at stake (played in, or online), pressed once: its
  // next press gives the game up.
  WidgetId give_up_armed = WidgetId::none;
  // A game's button that ends the person's game for good (End game in a match, where nothing is
  // taken back) was pressed once: the button (0: `pass`, 1: `pass_2`) and the record's length
  // then; the next press of it, with nothing played between, ends the game. -1: none.
  int end_armed = -1;
  int end_armed_at = 0;
  // A link the platform should copy to the clipboard ("?preset=house&seed=7&level=3": it puts the
  // page's address in front), then clear. Empty: nothing to copy.
  std::string clipboard_request;
  // A new game this build does not play, as the page's address query that asks for it: another
  // game of the family ("game=pishe-pasha"), or this game with options another bundle of it plays
  // (its settings query). The platform loads that page, then clears this.
  std::string load_game_request;
  // Sounds to play now (see sound_cues.hpp); the platform plays them, if sound is on, and clears.
  std::vector<Cue> cues;
};

}  // namespace rb::app
