// Without a GPU: texture copies and fills blended straight into the window's own pixels, four
// pixels at a time, instead of through SDL's software renderer, whose blitters blend one pixel at
// a time (and a scaled copy through a generic per-pixel path). Natively the pixels are XRGB8888
// (the window's); in the browser RGBA (what a 2D canvas takes), where SDL's software renderer
// draws nothing at all (see scripts/wasm-sdl-patches). Each texture's pixels are kept here,
// premultiplied, in the target's channel order, when it is made. render/blit.cpp sends its
// copies and fills here while a target is set (see game_loop.cpp).
#pragma once

#include <SDL.h>

#include <cstdint>

namespace rb::render {

// Whether the surface's pixels are a layout this blender writes (32 bits: XRGB or ARGB, or
// XBGR or ABGR, which are RGBX and RGBA in memory on a little-endian machine).
bool blendable_target(const SDL_Surface* surface);

// The surface to draw into from now on (nullptr: none, SDL's renderer draws).
void set_blend_target(SDL_Surface* surface);
SDL_Surface* blend_target();

// Keeps a texture's pixels for blend_copy: takes the surface (straight alpha, in the target's
// channel order, 32 bits a pixel) and premultiplies it in place, so no copy is made; freed by
// forget_pixels when the texture is destroyed, or by the next set_blend_target.
void keep_pixels(SDL_Texture* texture, SDL_Surface* argb);
void forget_pixels(SDL_Texture* texture);
bool has_pixels(SDL_Texture* texture);

// `src` of the texture (scaled to `dst` when the sizes differ, nearest pixel) blended over the
// target within `clip`, its alpha multiplied by `alpha`.
void blend_copy(SDL_Texture* texture, const SDL_Rect& src, const SDL_Rect& dst, uint8_t alpha,
                const SDL_Rect& clip);
// A rectangle in one colour, blended by its alpha when `blend`, else written as it is.
void blend_fill(const SDL_Rect& rect, SDL_Color colour, bool blend, const SDL_Rect& clip);

}  // namespace rb::render
