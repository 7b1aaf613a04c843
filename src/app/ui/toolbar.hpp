// The strip across the top of the window: Menu, Hint, Undo, Redo, Rules and Stats on the left (a
// narrow window shows Undo and Redo only when they can be pressed, and leaves out Stats, then
// Rules: the menu has both; then it draws the buttons smaller where the message would have too
// little room), the game's call (Knock, Stop) and its buttons (Pass, End game) on the right, and
// the message line between them. The message line says what just happened, why a move was
// refused, or whose turn it is.
#pragma once

#include <string>
#include <vector>

#include "app/flow/app_model.hpp"
#include "app/ui/widgets.hpp"

namespace rb::app {

struct ToolbarView {
  Rect bar;
  std::vector<Widget> widgets;
  Rect message;                    // the room between the buttons
  std::vector<std::string> lines;  // the message, in up to three lines that fit that room
  double message_px = 0;           // its font size in device pixels
  MessageTone tone = MessageTone::info;
};

ToolbarView toolbar_view(const AppModel& model);

// What the message line says when there is no message: whose turn it is.
std::string status_words(const AppModel& model);

}  // namespace rb::app
