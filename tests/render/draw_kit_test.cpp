// DrawKit::card_under draws a card that another will cover with less work and the same pixels:
// drawn into SDL's software renderer both ways, for every face and back, at several card sizes,
// with the covering card offset as in a stack (a few pixels down) and in a fan (sideways).
#include "render/draw_kit.hpp"

#include <catch2/catch.hpp>
#include <cstring>
#include <vector>

#include "games/russian_bank/engine/rules.hpp"
#include "games/russian_bank/table.hpp"
#include "render/blit.hpp"

namespace rb::render {
namespace {

struct Canvas {
  SDL_Surface* surface = nullptr;
  SDL_Renderer* renderer = nullptr;
  Canvas(int w, int h) {
    surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGB888);
    REQUIRE(surface != nullptr);
    renderer = SDL_CreateSoftwareRenderer(surface);
    REQUIRE(renderer != nullptr);
  }
  ~Canvas() {
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
  }
  void clear() {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(renderer, 30, 110, 60, 255);
    SDL_RenderClear(renderer);
  }
  std::vector<uint8_t> pixels() {
    SDL_RenderFlush(renderer);
    const auto* p = static_cast<const uint8_t*>(surface->pixels);
    return {p, p + size_t(surface->pitch) * size_t(surface->h)};
  }
};

// Counts the pixels where the two ways differ, over the whole deck (faces and both backs).
int differing_pixels(double css_width, double dpr, int dx, int dy) {
  const app::Layout layout = app::compute_layout(
      css_width, css_width * 0.625, dpr,
      russian_bank::russian_bank_table(russian_bank::preset_rules(russian_bank::Preset::house)));
  const app::Rect below{40, 40, layout.card_width, layout.card_height};
  const app::Rect above{below.x + dx, below.y + dy, below.w, below.h};
  Canvas canvas(below.w * 2 + 80, below.h * 2 + 80);
  RenderCache cache;
  cache.fit(layout);
  const DrawKit kit{canvas.renderer, cache, layout};
  int differing = 0;
  for (int id = 0; id < kCardsPerDeck + 2; ++id) {
    const bool face_up = id < kCardsPerDeck;
    const CardFace slot{face_up ? id : (id - kCardsPerDeck) * kCardsPerDeck, face_up};
    const CardFace top{(id + 7) % kCardsPerDeck, true};
    canvas.clear();
    kit.card(below, slot);
    kit.card(above, top);
    const std::vector<uint8_t> whole = canvas.pixels();
    canvas.clear();
    kit.card_under(below, slot, above);
    kit.card(above, top);
    const std::vector<uint8_t> cut = canvas.pixels();
    for (size_t i = 0; i < whole.size(); i += 4) {
      if (std::memcmp(&whole[i], &cut[i], 4) != 0) ++differing;
    }
  }
  return differing;
}

}  // namespace

TEST_CASE("a card under another is drawn in pieces with the same pixels", "[draw_kit]") {
  CHECK(differing_pixels(1280, 1, 0, 3) == 0);   // a stack: the card above, 3 px higher
  CHECK(differing_pixels(1280, 1, 30, 0) == 0);  // a fan: 30 px to the right
  CHECK(differing_pixels(1920, 2, 0, 6) == 0);
  CHECK(differing_pixels(390, 3, 0, 2) == 0);
  CHECK(differing_pixels(1920, 2, -60, 0) == 0);
}

TEST_CASE("card_under leaves out most of a squared card's pixels", "[draw_kit]") {
  const app::Layout layout = app::compute_layout(
      1920, 1200, 2,
      russian_bank::russian_bank_table(russian_bank::preset_rules(russian_bank::Preset::house)));
  Canvas canvas(1000, 1000);
  RenderCache cache;
  cache.fit(layout);
  const DrawKit kit{canvas.renderer, cache, layout};
  const app::Rect below{60, 60, layout.card_width, layout.card_height};
  const app::Rect above{60, 54, layout.card_width, layout.card_height};
  DrawList whole, cut;
  record_draws(&whole);
  kit.card(below, CardFace{3, true});
  record_draws(nullptr);
  record_draws(&cut);
  kit.card_under(below, CardFace{3, true}, above);
  record_draws(nullptr);
  const auto area = [](const DrawList& ops) {
    long sum = 0;
    for (const DrawOp& op : ops) sum += long(op.dst.w) * op.dst.h;
    return sum;
  };
  REQUIRE(area(whole) > 0);
  CHECK(area(cut) < area(whole) / 2);
}

TEST_CASE("with one back, the second deck's face-down cards look like the first's", "[draw_kit]") {
  const app::Layout layout = app::compute_layout(
      1280, 800, 1,
      russian_bank::russian_bank_table(russian_bank::preset_rules(russian_bank::Preset::house)));
  Canvas canvas(layout.card_width + 80, layout.card_height + 80);
  RenderCache cache;
  cache.fit(layout);
  const DrawKit kit{canvas.renderer, cache, layout};
  const app::Rect at{40, 40, layout.card_width, layout.card_height};
  const auto drawn = [&](int card) {
    canvas.clear();
    kit.card(at, CardFace{card, false});
    return canvas.pixels();
  };
  const std::vector<uint8_t> first = drawn(5), second = drawn(kCardsPerDeck + 5);
  CHECK(first != second);  // two decks, two backs
  cache.cards.one_back = true;
  CHECK(drawn(kCardsPerDeck + 5) == first);
  CHECK(drawn(kCardsPerDeck + 40) == first);
}

}  // namespace rb::render
