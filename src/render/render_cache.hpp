// Everything the renderer keeps between frames: textures made for the current card size, text
// lines and rounded shapes. May be thrown away at any time (resize, lost GPU device); it is
// rebuilt on the next frame that needs it.
#pragma once

#include "app/ui/layout.hpp"
#include "render/card_textures.hpp"
#include "render/shape_textures.hpp"
#include "render/table_textures.hpp"
#include "render/text_textures.hpp"

namespace rb::render {

struct RenderCache {
  CardTextures cards;
  TableTextures table;
  TextTextures text;
  ShapeTextures shapes;

  // Drops textures made for another card size.
  void fit(const app::Layout& layout) {
    cards.set_size(layout.card_width, layout.card_height, layout.corner_radius);
    table.set_size(layout.card_width, layout.card_height, layout.corner_radius);
  }
  void clear() {
    cards.clear();
    table.clear();
    text.clear();
    shapes.clear();
  }
};

}  // namespace rb::render
