// The pointer (a mouse, or one finger) at the table: press, move, release, in device pixels.
// Drag-and-drop (the card follows with its grab offset and goes to the pile its rectangle
// overlaps most) and click-card-then-click-target both work at all times; a double click sends a
// card to a center pile; a click on your face-down reserve turns it up, on your empty reserve
// turns your waste over. Buttons act on release over the same button.
#pragma once

#include "app/flow/app_model.hpp"
#include "app/input/intent.hpp"

namespace rb::app {

inline constexpr double kDoubleClickMs = 400;

Intent pointer_down(AppModel& model, int x, int y, double now_ms);
Intent pointer_move(AppModel& model, int x, int y, double now_ms);
Intent pointer_up(AppModel& model, int x, int y, double now_ms);
// The wheel (rules panel): positive `steps` scroll down.
void pointer_wheel(AppModel& model, double steps);

// The rectangle of the card being dragged, where it is drawn now.
Rect held_card_rect(const AppModel& model);
// Whether picking up the card at `index` of `pile` (-1: its top) is refused at once: another
// seat's pile that the person has no move from, the game's reason said.
bool refused_pick(AppModel& model, int pile, int index);
// The move of the top card of `from` (or the card at `from_index`) onto `to` (a game without
// such a move: a message, nothing).
Intent move_intent(AppModel& model, int from, int to, int from_index = -1);
// The pile whose card the hand holds (dragged or picked by a click), if any.
std::optional<int> held_pile(const AppModel& model);
// The cards the hand holds: `count` cards of `pile` from `first` (a hand's card, a top card, or a
// card with those above it, as the game's move takes them).
struct HeldCards {
  int pile = 0, first = 0, count = 0;
  int index = -1;  // as the move's ActionLook::from_index
};
std::optional<HeldCards> held_cards(const AppModel& model);

}  // namespace rb::app
