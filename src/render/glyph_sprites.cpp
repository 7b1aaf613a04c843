// Text lines from glyphs rasterized once (see glyph_sprites.hpp).
#include "render/glyph_sprites.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "render/card_art.hpp"
#include "render/coverage_raster.hpp"
#include "render/inline_math.hpp"
#include "render/path_outline.hpp"
#include "render/surface_layers.hpp"

namespace rb::render {
namespace {
constexpr size_t kMostStrips = 400;  // beyond this the cache starts again
}

uint64_t GlyphSprites::key(char32_t c, int step, double font_px, bool bold) {
  return uint64_t(c) | uint64_t(step) << 21 | uint64_t(bold) << 29 |
         uint64_t(std::lround(font_px * 4)) << 30;
}

const GlyphSprites::Cell* GlyphSprites::find(uint64_t k) const {
  for (const auto& [cell_key, cell] : cells_) {
    if (cell_key == k) return &cell;
  }
  return nullptr;
}

void GlyphSprites::clear() {
  strips_.clear();
  cells_.clear();
}

SDL_Surface* GlyphSprites::line(std::string_view text, double font_px, uint32_t rgba, bool bold,
                                int* top) {
  const art::TextSetting setting = art::text_setting(text, font_px, bold);
  const int room = accent_rows(font_px), above = accent_room(text, font_px);
  if (top != nullptr) *top = above;
  const int margin = int(std::ceil(setting.margin_px)) + 1;
  if (strips_.size() >= kMostStrips) clear();

  // Where each glyph goes: a whole pixel and a step between it and the next.
  struct Place {
    char32_t c;
    int x, step;
    uint64_t key;
    double advance;
  };
  std::vector<Place> places;
  for (size_t i = 0; i < setting.chars.size(); ++i) {
    if (setting.chars[i] == ' ') continue;
    const double at = setting.pen_px[i];
    int x = int(std::floor(at));
    int step = int(std::lround((at - x) * kSteps));
    if (step == kSteps) {
      ++x;
      step = 0;
    }
    places.push_back({setting.chars[i], x, step, key(setting.chars[i], step, font_px, bold),
                      setting.advance_px[i]});
  }

  // The glyphs this line is the first to need, in one strip: each in a cell from `margin` left
  // of its origin to `margin` right of its advance.
  std::vector<std::pair<uint64_t, Cell>> new_cells;
  std::vector<Contour> outlines;
  int strip_width = 0;
  for (const Place& place : places) {
    if (find(place.key) != nullptr ||
        std::any_of(new_cells.begin(), new_cells.end(),
                    [&](const auto& n) { return n.first == place.key; })) {
      continue;
    }
    const int width = margin + int(std::ceil(place.advance)) + margin + 1;
    const art::GlyphOutline glyph = art::glyph_outline(place.c, font_px, bold);
    std::vector<Contour> contours;
    const Placement at{glyph.scale, strip_width + margin + double(place.step) / kSteps,
                       room + glyph.baseline_px};
    if (!path_contours(glyph.path, at, contours)) return nullptr;
    if (bold) contours = grown(contours, glyph.bold_grow_px);
    for (Contour& contour : contours) outlines.push_back(std::move(contour));
    new_cells.push_back({place.key, Cell{nullptr, strip_width, width}});
    strip_width += width;
  }
  if (!new_cells.empty()) {
    CoverageRaster strip_raster(strip_width, room + setting.height);
    for (const Contour& contour : outlines) strip_raster.add(contour);
    strips_.push_back(std::make_unique<Strip>(
        Strip{strip_width, room + setting.height, strip_raster.coverage()}));
    for (auto& [k, cell] : new_cells) {
      cell.strip = strips_.back().get();
      cells_.emplace_back(k, cell);
    }
  }

  // Coverage summed glyph by glyph (glyphs do not overlap; where two touch, their edge pixels'
  // shares add up as in one outline), then the colour with that alpha.
  // (The strips' rows from `room - above`: the box, and the accents' room if the line has it.)
  const int w = setting.width, h = above + setting.height, skip = room - above;
  std::vector<uint16_t> coverage(size_t(w) * size_t(h), 0);
  for (const Place& place : places) {
    const Cell& cell = *find(place.key);
    const int left = place.x - margin;
    for (int y = 0; y < h && skip + y < cell.strip->height; ++y) {
      const uint8_t* src = cell.strip->coverage.data() +
                           size_t(skip + y) * size_t(cell.strip->width) + size_t(cell.x);
      uint16_t* row = coverage.data() + size_t(y) * size_t(w);
      for (int x = greatest(0, -left); x < cell.width && left + x < w; ++x) {
        row[left + x] = uint16_t(row[left + x] + src[x]);
      }
    }
  }
  const uint32_t alpha = rgba & 0xffu;
  std::vector<uint8_t> line_alpha(coverage.size());
  const uint16_t* summed = coverage.data();  // (raw: the loop stays free of calls)
  uint8_t* out = line_alpha.data();
  const size_t pixels = line_alpha.size();
  for (size_t i = 0; i < pixels; ++i) {
    out[i] = uint8_t((least<uint32_t>(summed[i], 255) * alpha + 127) / 255);
  }
  return coloured_mask(line_alpha, w, h, rgba >> 8);
}

}  // namespace rb::render
