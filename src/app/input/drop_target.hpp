// Where a dropped card goes: the pile whose place (all its cards may cover: a fan's covered cards
// too, or its empty place) the card's rectangle overlaps most. Judged by the card's rectangle,
// never by the pointer's tip.
#pragma once

#include <optional>

#include "app/ui/layout.hpp"
#include "core/game.hpp"

namespace rb::app {

// The rectangle a card dropped on `pile` is judged against, and where its top card lies.
Rect top_rect(const Layout& layout, const GameState& state, int pile);

// Pixels two rectangles share (0 when apart).
long overlap_area(const Rect& a, const Rect& b);

// The shown pile the card at `card` overlaps most, if it covers at least an eighth of a card
// there. May be the pile the card came from (a drop back home).
std::optional<int> drop_target(const Layout& layout, const Rect& card);

}  // namespace rb::app
