// The render cache of the table's own pieces, made for the current card size: the soft shadow
// under a card, the outline of an empty place, the faint "A" that marks an empty center pile
// (aces start them), and the circular arrow on an empty reserve that can be turned over.
// Rebuilt when the card size changes.
#pragma once

#include <SDL.h>

#include "render/shape_textures.hpp"

namespace rb::render {

class TableTextures {
 public:
  TableTextures() = default;
  TableTextures(const TableTextures&) = delete;
  TableTextures& operator=(const TableTextures&) = delete;
  ~TableTextures() { clear(); }

  // Keeps the textures when nothing changed, otherwise drops them.
  void set_size(int card_width, int card_height, int corner_radius);
  void clear();

  // The shadow of a lifted card: that of a card lifted_shadow_grow() pixels larger on every side,
  // spread shadow_spread() pixels around it (drawn as it is, never stretched, unless the card is
  // narrowed while it turns over).
  SDL_Texture* shadow(SDL_Renderer* renderer);
  int shadow_spread() const;
  int lifted_shadow_grow() const { return shadow_spread() / 2; }
  // A place where a pile goes when it is empty: a faint rounded outline, card-sized.
  const SlicedTexture& empty_place(SDL_Renderer* renderer);
  // The mark of an empty center pile, to be centred on the place; its own size (see
  // SDL_QueryTexture).
  // The faint rank a foundation's empty place shows: A, or K for one built down from the king.
  SDL_Texture* center_mark(SDL_Renderer* renderer, bool king = false);
  // A circular arrow, about half a card wide, to be centred on an empty reserve.
  SDL_Texture* turn_over_mark(SDL_Renderer* renderer);

 private:
  int card_w_ = 0, card_h_ = 0, radius_ = 0;
  SDL_Texture* shadow_ = nullptr;
  SlicedTexture empty_place_;
  SDL_Texture* center_mark_ = nullptr;
  SDL_Texture* king_mark_ = nullptr;
  SDL_Texture* turn_over_mark_ = nullptr;
};

}  // namespace rb::render
