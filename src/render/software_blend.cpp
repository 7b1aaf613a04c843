// Blending into the window's pixels, four at a time (see software_blend.hpp).
#include "render/software_blend.hpp"

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace rb::render {
namespace {

// A texture's pixels: the surface it was made from, premultiplied by alpha in place (kept, and
// freed, by the list of kept pixels below).
struct Pixels {
  SDL_Surface* surface;
  int w() const { return surface->w; }
  int h() const { return surface->h; }
  const uint32_t* row(int y) const {
    return reinterpret_cast<const uint32_t*>(static_cast<const uint8_t*>(surface->pixels) +
                                             ptrdiff_t(y) * surface->pitch);
  }
};

SDL_Surface* g_target = nullptr;
bool g_red_low = false;  // the target's red is its low byte (RGBA in memory), not bits 16-23
// The textures whose pixels are kept, and those pixels (a list: a few hundred at most, and a hash
// map would link its own 2 KB of wasm).
struct Kept {
  SDL_Texture* texture;
  Pixels pixels;
};
std::vector<Kept> g_pixels;

Kept* kept_of(SDL_Texture* texture) {
  for (Kept& kept : g_pixels) {
    if (kept.texture == texture) return &kept;
  }
  return nullptr;
}

void forget(SDL_Texture* texture) {
  if (Kept* kept = kept_of(texture)) {
    SDL_FreeSurface(kept->pixels.surface);
    *kept = g_pixels.back();
    g_pixels.pop_back();
  }
}

void forget_all() {
  for (Kept& kept : g_pixels) SDL_FreeSurface(kept.pixels.surface);
  g_pixels.clear();
}

// (What is still kept at exit is freed then, as a map of owning values would have.)
struct ForgetAtExit {
  ~ForgetAtExit() { forget_all(); }
} g_forget_at_exit;

// Each channel (alpha too) of a pixel times m / 255, rounded to the nearest, two channels at a
// time, each in 16 bits of one word: x / 255 rounded is ((x + 128) + (x + 128) / 256) / 256 for
// x up to 255 x 255, and the products (at most 255 x 255, plus 128 and a byte) never carry into
// the other channel's half.
inline uint32_t scaled(uint32_t p, uint32_t m) {
  uint32_t even = (p & 0x00ff00ffu) * m + 0x00800080u;        // channels 0 and 2
  uint32_t odd = ((p >> 8) & 0x00ff00ffu) * m + 0x00800080u;  // channels 1 and 3
  even = ((even + ((even >> 8) & 0x00ff00ffu)) >> 8) & 0x00ff00ffu;
  odd = (odd + ((odd >> 8) & 0x00ff00ffu)) & 0xff00ff00u;
  return even | odd;
}

// d = s + d * (1 - alpha of s), per channel; s premultiplied (each channel at most its alpha,
// so no sum passes 255).
inline uint32_t over(uint32_t s, uint32_t d) {
  const uint32_t a = s >> 24;
  if (a == 0) return d;
  if (a == 255) return s;
  return s + scaled(d, 255 - a);
}

// n premultiplied pixels over the row `dst`.
void blend_row(const uint32_t* src, uint32_t* dst, int n) {
  int i = 0;
#if defined(__SSE2__)
  const __m128i zero = _mm_setzero_si128();
  const __m128i all = _mm_set1_epi32(255);
  const __m128i half = _mm_set1_epi16(128);
  for (; i + 4 <= n; i += 4) {
    const __m128i s = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i));
    const __m128i a = _mm_srli_epi32(s, 24);
    if (_mm_movemask_epi8(_mm_cmpeq_epi32(a, zero)) == 0xffff) continue;  // all clear
    __m128i* out = reinterpret_cast<__m128i*>(dst + i);
    if (_mm_movemask_epi8(_mm_cmpeq_epi32(a, all)) == 0xffff) {  // all opaque
      _mm_storeu_si128(out, s);
      continue;
    }
    const __m128i d = _mm_loadu_si128(out);
    __m128i k = _mm_sub_epi32(all, a);
    k = _mm_or_si128(k, _mm_slli_epi32(k, 16));  // 1 - alpha in both halves of each pixel
    __m128i lo = _mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), _mm_unpacklo_epi32(k, k));
    __m128i hi = _mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), _mm_unpackhi_epi32(k, k));
    lo = _mm_add_epi16(lo, half);
    hi = _mm_add_epi16(hi, half);
    lo = _mm_srli_epi16(_mm_add_epi16(lo, _mm_srli_epi16(lo, 8)), 8);
    hi = _mm_srli_epi16(_mm_add_epi16(hi, _mm_srli_epi16(hi, 8)), 8);
    _mm_storeu_si128(out, _mm_adds_epu8(_mm_packus_epi16(lo, hi), s));
  }
#endif
  for (; i < n; ++i) dst[i] = over(src[i], dst[i]);
}

// n copies of one pixel.
void fill_row(uint32_t* dst, int n, uint32_t pixel) {
  int i = 0;
#if defined(__SSE2__)
  const __m128i four = _mm_set1_epi32(int(pixel));
  for (; i + 4 <= n; i += 4) _mm_storeu_si128(reinterpret_cast<__m128i*>(dst + i), four);
#endif
  for (; i < n; ++i) dst[i] = pixel;
}

uint32_t* row_of(int y) {
  return reinterpret_cast<uint32_t*>(static_cast<uint8_t*>(g_target->pixels) +
                                     ptrdiff_t(y) * g_target->pitch);
}

// `rect` within the target and `clip`; false when nothing is left.
bool clipped(const SDL_Rect& rect, const SDL_Rect& clip, SDL_Rect& out) {
  const SDL_Rect whole{0, 0, g_target->w, g_target->h};
  SDL_Rect inside{};
  return SDL_IntersectRect(&rect, &clip, &inside) && SDL_IntersectRect(&inside, &whole, &out);
}

}  // namespace

bool blendable_target(const SDL_Surface* surface) {
  if (surface == nullptr || surface->format->BytesPerPixel != 4) return false;
  const SDL_PixelFormat* f = surface->format;
  if (f->Gmask != 0x0000ff00 || (f->Amask != 0 && f->Amask != 0xff000000u)) return false;
  return (f->Rmask == 0x00ff0000 && f->Bmask == 0x000000ff) ||
         (f->Rmask == 0x000000ff && f->Bmask == 0x00ff0000);
}

void set_blend_target(SDL_Surface* surface) {
  g_target = surface;
  g_red_low = surface != nullptr && surface->format->Rmask == 0x000000ff;
  forget_all();
}

SDL_Surface* blend_target() {
  return g_target;
}

void keep_pixels(SDL_Texture* texture, SDL_Surface* argb) {
  for (int y = 0; y < argb->h; ++y) {
    auto* row = reinterpret_cast<uint32_t*>(static_cast<uint8_t*>(argb->pixels) +
                                            ptrdiff_t(y) * argb->pitch);
    for (int x = 0; x < argb->w; ++x) {
      const uint32_t p = row[x], a = p >> 24;
      if (a != 255) row[x] = (a << 24) | (scaled(p, a) & 0x00ffffff);
    }
  }
  forget(texture);
  g_pixels.push_back(Kept{texture, Pixels{argb}});
}

void forget_pixels(SDL_Texture* texture) {
  forget(texture);
}

bool has_pixels(SDL_Texture* texture) {
  return g_target != nullptr && kept_of(texture) != nullptr;
}

void blend_copy(SDL_Texture* texture, const SDL_Rect& src, const SDL_Rect& dst, uint8_t alpha,
                const SDL_Rect& clip) {
  const Kept* found = kept_of(texture);
  if (g_target == nullptr || found == nullptr || src.w <= 0 || src.h <= 0) return;
  const Pixels& from = found->pixels;
  const int from_w = from.w(), from_h = from.h();
  SDL_Rect area{};
  if (!clipped(dst, clip, area)) return;
  const bool same_size = src.w == dst.w && src.h == dst.h;
  static std::vector<uint32_t> line;  // (kept between calls: no allocation per copy)
  static std::vector<int> columns;
  line.resize(size_t(area.w));
  if (!same_size) {
    columns.resize(size_t(area.w));
    for (int x = 0; x < area.w; ++x) {
      const int sx = src.x + int(int64_t(area.x + x - dst.x) * src.w / dst.w);
      columns[size_t(x)] = std::clamp(sx, 0, from_w - 1);
    }
  }
  for (int y = area.y; y < area.y + area.h; ++y) {
    const int sy = std::clamp(src.y + int(int64_t(y - dst.y) * src.h / dst.h), 0, from_h - 1);
    const uint32_t* src_row = from.row(sy);
    const uint32_t* pixels = nullptr;
    if (same_size && alpha == 255) {
      const int sx = src.x + area.x - dst.x;
      if (sx < 0 || sx + area.w > from_w) continue;
      pixels = src_row + sx;
    } else {
      for (int x = 0; x < area.w; ++x) {
        const uint32_t p = same_size
                               ? src_row[std::clamp(src.x + area.x - dst.x + x, 0, from_w - 1)]
                               : src_row[columns[size_t(x)]];
        line[size_t(x)] = alpha == 255 ? p : scaled(p, alpha);
      }
      pixels = line.data();
    }
    blend_row(pixels, row_of(y) + area.x, area.w);
  }
}

void blend_fill(const SDL_Rect& rect, SDL_Color colour, bool blend, const SDL_Rect& clip) {
  if (g_target == nullptr) return;
  SDL_Rect area{};
  if (!clipped(rect, clip, area)) return;
  const uint32_t red = colour.r, blue = colour.b;
  const uint32_t opaque = 0xff000000u | (g_red_low ? blue : red) << 16 | uint32_t(colour.g) << 8 |
                          (g_red_low ? red : blue);
  if (!blend || colour.a == 255) {
    // One row filled, then copied to the others (a copy of 512 bytes or more is the browser's
    // own memory copy in the wasm, several times faster there than a loop of stores).
    uint32_t* first = row_of(area.y) + area.x;
    fill_row(first, area.w, opaque);
    for (int y = area.y + 1; y < area.y + area.h; ++y) {
      std::memcpy(row_of(y) + area.x, first, size_t(area.w) * 4);
    }
    return;
  }
  const uint32_t a = colour.a;
  static std::vector<uint32_t> line;  // (kept between calls: no allocation per fill)
  // (resize and fill rather than assign: the page has resize's code already, and no other assign)
  line.resize(size_t(area.w));
  std::fill(line.begin(), line.end(), (a << 24) | (scaled(opaque, a) & 0x00ffffff));
  for (int y = area.y; y < area.y + area.h; ++y) blend_row(line.data(), row_of(y) + area.x, area.w);
}

}  // namespace rb::render
