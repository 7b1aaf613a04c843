// The whole game from the keyboard. At the table: arrows move the focus ring to the nearest pile
// that way, Tab / Shift+Tab go through the piles in reading order and then the toolbar's buttons
// (Enter or Space presses the one reached, Esc leaves it); Enter picks up the focused
// pile's card or puts the held card down there (on your reserve it turns up or turns over);
// Space or K calls (knock, Stop); U turns up, T turns over, C sends the card to a center pile, P
// passes, H hints, N new game, R restart, M menu, S statistics, ? or F1 rules, Esc puts a held card
// back. In a panel: Tab and the arrows move between its buttons, Enter or Space presses one, Esc
// closes it (S closes the statistics too); in the rules, Up/Down and Page Up/Down scroll.
#pragma once

#include <optional>
#include <vector>

#include "app/flow/app_model.hpp"
#include "app/input/intent.hpp"

namespace rb::app {

enum class Key : uint8_t {
  left,
  right,
  up,
  down,
  tab,
  enter,
  space,
  escape,
  page_up,
  page_down,
  home,
  end,
  k,
  u,
  t,
  c,
  p,
  h,
  n,
  r,
  m,
  s,
  z,  // undo (a one-player game)
  y,  // redo
  question,
  digit_1,  // .. digit_9: takes that card of the player's hand (games with hands)
  digit_2,
  digit_3,
  digit_4,
  digit_5,
  digit_6,
  digit_7,
  digit_8,
  digit_9,
  other
};

Intent key_down(AppModel& model, Key key, bool shift, double now_ms);

enum class Direction : uint8_t { left, right, up, down };
// The pile the focus moves to from `from` in that direction (the nearest one whose centre lies
// that way, counting sideways distance twice); `from` itself when there is none.
int focus_toward(const Layout& layout, const GameState& state, int from, Direction direction);
// Whether Tab (Shift+Tab: `shift`) leaves the table for the page's other controls rather than
// moving the focus: on the toolbar's last button (on the first pile, going back; before the ring
// is shown), no panel open. The browser's page asks it, so that the canvas is no keyboard trap.
bool tab_leaves_table(const AppModel& model, bool shift);
// Shown piles in reading order (top to bottom, then left to right), from the person's own first
// pile round to it: the first Tab's ring is on the person's side, and Tab reaches every pile
// before the toolbar (a review: from the person's side, the piles above came only after the page
// had taken the focus away).
std::vector<int> focus_order(const AppModel& model);

}  // namespace rb::app
