// What a pointer gesture or a key asks for, before it is carried out: an action for the engine
// (with where a dragged card was let go), sending a card to a center pile, a button, or a held
// card going back home. Input code makes intents; commands.cpp carries them out.
#pragma once

#include <optional>

#include "app/layout.hpp"
#include "app/widgets.hpp"
#include "games/russian_bank/engine/action.hpp"

namespace rb::app {

struct Intent {
  enum class Kind : uint8_t { none, action, to_center, widget, home };
  Kind kind = Kind::none;
  Action action;
  std::optional<Rect> drop;  // action/home: where the dragged card was let go
  PileId pile = 0;           // to_center, home
  WidgetId widget = WidgetId::none;

  static Intent play(const Action& a, std::optional<Rect> drop = std::nullopt) {
    return Intent{Kind::action, a, drop, 0, WidgetId::none};
  }
  static Intent to_center(PileId pile) { return Intent{Kind::to_center, {}, {}, pile, {}}; }
  static Intent press(WidgetId id) { return Intent{Kind::widget, {}, {}, 0, id}; }
  static Intent home(PileId pile, Rect drop) { return Intent{Kind::home, {}, drop, pile, {}}; }
  friend bool operator==(const Intent&, const Intent&) = default;
};

}  // namespace rb::app
