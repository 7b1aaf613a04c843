// What a pointer gesture or a key asks for, before it is carried out: an action for the game
// (with where a dragged card was let go), sending a card to a foundation, a button, or a held
// card going back home. Input code makes intents; commands.cpp carries them out.
#pragma once

#include <optional>

#include "app/ui/layout.hpp"
#include "app/ui/widgets.hpp"
#include "core/game.hpp"

namespace rb::app {

struct Intent {
  enum class Kind : uint8_t { none, action, to_center, widget, home };
  Kind kind = Kind::none;
  ActionCode action = 0;
  std::optional<Rect> drop;  // action/home: where the dragged card was let go
  int pile = 0;              // to_center, home
  WidgetId widget = WidgetId::none;
  int index = -1;  // to_center, home: the card of `pile` taken (-1: its top card)

  static Intent play(ActionCode a, std::optional<Rect> drop = std::nullopt) {
    return Intent{Kind::action, a, drop, 0, WidgetId::none};
  }
  static Intent to_center(int pile, int index = -1) {
    return Intent{Kind::to_center, {}, {}, pile, {}, index};
  }
  static Intent press(WidgetId id) { return Intent{Kind::widget, {}, {}, 0, id}; }
  static Intent home(int pile, Rect drop, int index = -1) {
    return Intent{Kind::home, {}, drop, pile, {}, index};
  }
  friend bool operator==(const Intent&, const Intent&) = default;
};

}  // namespace rb::app
