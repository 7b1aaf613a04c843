// Texture copies and fills, or their record; what differs between two records (see blit.hpp).
#include "render/blit.hpp"

#include <algorithm>
#include <climits>
#include <vector>

#include "core/small_sort.hpp"
#include "render/software_blend.hpp"

namespace rb::render {
namespace {

DrawList* g_record = nullptr;
uint64_t g_destroyed = 0;

// Only the software renderers record frames (see game_loop.cpp); with a GPU every frame is drawn
// whole.
bool recording() {
  return g_record != nullptr;
}

uint64_t mix(uint64_t hash, uint64_t value) {
  hash ^= value + 0x9e3779b97f4a7c15ull + (hash << 6) + (hash >> 2);
  return hash * 0xff51afd7ed558ccdull;
}

uint64_t mix_rect(uint64_t hash, const SDL_Rect& r) {
  return mix(mix(mix(mix(hash, uint64_t(uint32_t(r.x))), uint64_t(uint32_t(r.y))),
                 uint64_t(uint32_t(r.w))),
             uint64_t(uint32_t(r.h)));
}

uint64_t draw_colour(SDL_Renderer* renderer, uint64_t hash) {
  Uint8 r = 0, g = 0, b = 0, a = 0;
  SDL_GetRenderDrawColor(renderer, &r, &g, &b, &a);
  SDL_BlendMode blend = SDL_BLENDMODE_NONE;
  SDL_GetRenderDrawBlendMode(renderer, &blend);
  return mix(mix(hash, (uint64_t(r) << 24) | (uint64_t(g) << 16) | (uint64_t(b) << 8) | a),
             uint64_t(blend));
}

// The clip rectangle in force, or everything.
SDL_Rect clip_of(SDL_Renderer* renderer) {
  SDL_Rect clip{0, 0, INT_MAX / 2, INT_MAX / 2};
  if (SDL_RenderIsClipEnabled(renderer)) SDL_RenderGetClipRect(renderer, &clip);
  return clip;
}

bool contains(const SDL_Rect& outer, const SDL_Rect& inner) {
  return outer.x <= inner.x && outer.y <= inner.y && outer.x + outer.w >= inner.x + inner.w &&
         outer.y + outer.h >= inner.y + inner.h;
}

void grow(SDL_Rect& part, const SDL_Rect& more) {
  if (more.w <= 0 || more.h <= 0) return;
  if (part.w <= 0 || part.h <= 0) {
    part = more;
    return;
  }
  SDL_Rect both{};
  SDL_UnionRect(&part, &more, &both);
  part = both;
}

}  // namespace

void record_draws(DrawList* list) {
  if (list == nullptr && g_record != nullptr) {
    DrawList& ops = *g_record;
    for (size_t i = 0; i < ops.size(); ++i) {
      uint64_t order = ops[i].what;
      for (size_t j = 0; j < i; ++j) {
        if (SDL_HasIntersection(&ops[j].dst, &ops[i].dst)) order = mix(order, ops[j].what);
      }
      ops[i].order = order;
    }
  }
  g_record = list;
}

void copy(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect* src, const SDL_Rect& dst) {
  if (!recording()) {
    if (has_pixels(texture)) {
      int w = 0, h = 0;
      SDL_QueryTexture(texture, nullptr, nullptr, &w, &h);
      Uint8 alpha = 255;
      SDL_GetTextureAlphaMod(texture, &alpha);
      blend_copy(texture, src != nullptr ? *src : SDL_Rect{0, 0, w, h}, dst, alpha,
                 clip_of(renderer));
      return;
    }
    SDL_RenderCopy(renderer, texture, src, &dst);
    return;
  }
  int w = 0, h = 0;
  SDL_QueryTexture(texture, nullptr, nullptr, &w, &h);
  const SDL_Rect from = src != nullptr ? *src : SDL_Rect{0, 0, w, h};
  Uint8 alpha = 255, r = 255, g = 255, b = 255;
  SDL_GetTextureAlphaMod(texture, &alpha);
  SDL_GetTextureColorMod(texture, &r, &g, &b);
  SDL_BlendMode blend = SDL_BLENDMODE_NONE;
  SDL_GetTextureBlendMode(texture, &blend);
  uint64_t what = mix(1, uint64_t(reinterpret_cast<uintptr_t>(texture)));
  what = mix_rect(mix_rect(what, from), dst);
  what = mix(mix(what, (uint64_t(alpha) << 24) | (uint64_t(r) << 16) | (uint64_t(g) << 8) | b),
             uint64_t(blend));
  g_record->push_back(DrawOp{what, 0, dst, from.w != dst.w || from.h != dst.h});
}

void fill(SDL_Renderer* renderer, const SDL_Rect& rect) {
  if (!recording()) {
    if (blend_target() != nullptr) {
      SDL_Color colour{};
      SDL_GetRenderDrawColor(renderer, &colour.r, &colour.g, &colour.b, &colour.a);
      SDL_BlendMode blend = SDL_BLENDMODE_NONE;
      SDL_GetRenderDrawBlendMode(renderer, &blend);
      blend_fill(rect, colour, blend == SDL_BLENDMODE_BLEND, clip_of(renderer));
      return;
    }
    SDL_RenderFillRect(renderer, &rect);
    return;
  }
  g_record->push_back(DrawOp{draw_colour(renderer, mix_rect(2, rect)), 0, rect, false});
}

void fill_all(SDL_Renderer* renderer) {
  if (recording()) {
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(renderer, &w, &h);
    const SDL_Rect whole{0, 0, w, h};
    g_record->push_back(DrawOp{draw_colour(renderer, mix_rect(3, whole)), 0, whole, false});
    return;
  }
  if (SDL_Surface* target = blend_target(); target != nullptr) {
    fill(renderer, SDL_Rect{0, 0, target->w, target->h});
    return;
  }
  // (A clear would ignore the clip rectangle of a frame redrawn in part; a fill keeps to it.)
  if (SDL_RenderIsClipEnabled(renderer)) {
    SDL_RenderFillRect(renderer, nullptr);
  } else {
    SDL_RenderClear(renderer);
  }
}

void destroy_texture(SDL_Texture* texture) {
  if (texture == nullptr) return;
  forget_pixels(texture);
  SDL_DestroyTexture(texture);
  ++g_destroyed;
}

uint64_t textures_destroyed() {
  return g_destroyed;
}

std::vector<SDL_Rect> changed_parts(const DrawList& before, const DrawList& now) {
  // The ops of each list that the other does not have (as many times as it has them): how many
  // more times each op is in `before` than in `now`, by op (sorted, found by binary search).
  std::vector<std::pair<uint64_t, int>> count;
  for (const DrawOp& op : before) count.emplace_back(op.order, 1);
  for (const DrawOp& op : now) count.emplace_back(op.order, -1);
  small_sort(count.begin(), count.end(),
             [](const auto& a, const auto& b) { return a.first < b.first; });
  size_t kept = 0;
  for (size_t i = 0; i < count.size(); ++i) {
    if (kept > 0 && count[kept - 1].first == count[i].first) {
      count[kept - 1].second += count[i].second;
    } else {
      count[kept++] = count[i];
    }
  }
  count.resize(kept);
  const auto at = [](std::vector<std::pair<uint64_t, int>>& left, uint64_t order) -> int& {
    return std::lower_bound(left.begin(), left.end(), order,
                            [](const auto& entry, uint64_t key) { return entry.first < key; })
        ->second;
  };
  std::vector<SDL_Rect> parts;
  std::vector<std::pair<uint64_t, int>> left = count;
  for (const DrawOp& op : before) {
    if (int& n = at(left, op.order); n > 0) --n, parts.push_back(op.dst);
  }
  left = count;
  for (const DrawOp& op : now) {
    if (int& n = at(left, op.order); n < 0) ++n, parts.push_back(op.dst);
  }
  std::erase_if(parts, [](const SDL_Rect& r) { return r.w <= 0 || r.h <= 0; });
  // Parts that meet are one; each grows to hold the scaled copies it meets; at most kMostParts
  // (the two whose union is smallest are joined).
  for (bool changed = true; changed;) {
    changed = false;
    for (SDL_Rect& part : parts) {
      for (const DrawOp& op : now) {
        if (op.scaled && SDL_HasIntersection(&op.dst, &part) && !contains(part, op.dst)) {
          grow(part, op.dst);
          changed = true;
        }
      }
    }
    for (size_t a = 0; a < parts.size(); ++a) {
      for (size_t b = a + 1; b < parts.size(); ++b) {
        if (!SDL_HasIntersection(&parts[a], &parts[b])) continue;
        grow(parts[a], parts[b]);
        parts.erase(parts.begin() + std::ptrdiff_t(b));
        changed = true;
        --b;
      }
    }
    if (parts.size() > kMostParts) {
      size_t best_a = 0, best_b = 1;
      int64_t best = -1;
      for (size_t a = 0; a < parts.size(); ++a) {
        for (size_t b = a + 1; b < parts.size(); ++b) {
          SDL_Rect both{};
          SDL_UnionRect(&parts[a], &parts[b], &both);
          const int64_t area = int64_t(both.w) * both.h;
          if (best < 0 || area < best) best = area, best_a = a, best_b = b;
        }
      }
      grow(parts[best_a], parts[best_b]);
      parts.erase(parts.begin() + std::ptrdiff_t(best_b));
      changed = true;
    }
  }
  return parts;
}

}  // namespace rb::render
