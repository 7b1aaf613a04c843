// The table, back to front: the felt (in the colour the settings choose), empty places with their
// names (as the game calls its piles), then the piles. Fanned piles (house piles) show their whole
// run; the others show their top card over a few card edges that tell roughly how many cards lie
// beneath, and, where the game asks for it, a badge with the count. Cards that are flying, held or
// picked up are left out here; overlay_painter draws them.
#include "render/table_painter.hpp"

#include <algorithm>
#include <cmath>
#include <tuple>
#include <utility>

#include "app/flow/session.hpp"
#include "app/input/pointer_input.hpp"
#include "app/text/wording.hpp"
#include "app/ui/table_style.hpp"
#include "core/translation.hpp"
#include "core/voices.hpp"
#include "render/blit.hpp"
#include "render/ui_style.hpp"

namespace rb::render {
namespace {

struct Painter {
  const DrawKit& kit;
  const app::AppModel& model;
  const app::Layout& layout = model.layout;
  const GameState& state = *model.game;
  SDL_Renderer* renderer = kit.renderer;
  const std::optional<app::HeldCards> held = app::held_cards(model);

  const PileInfo& info(int pile) const { return model.table.piles[size_t(pile)]; }
  int pile_count() const { return int(layout.places.size()); }

  void felt() {
    const app::Rgb c = app::felt_colour(model.settings.table);
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, 255);
    // An opaque fill (the draw blend mode is left as the last frame left it: a blended fill
    // costs SDL's software renderer several times as much, even when opaque).
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
    fill_all(renderer);
  }

  // How many of a pile's cards lie still on the table (not flying, held or picked up), counted
  // from the bottom; a card held from the middle of a hand is skipped where it is drawn.
  int still_cards(int pile) const {
    int n = state.talk()->pile_size(pile) - model.ui.flights.landing_on(pile);
    if (held && held->pile == pile && !info(pile).hand) n = std::min(n, held->first);
    return std::max(0, n);
  }
  bool held_here(int pile, int index) const {
    return held && held->pile == pile && info(pile).hand && index == held->first;
  }
  CardFace seen(int pile, int index) const { return app::seen_card(model, pile, index); }

  double label_px() const { return std::max(layout.card_height * 0.072, 8.5 * layout.dpr); }

  // An owned pile in words, in the table's language: "Your reserve", "Computer's reserve",
  // "Computer B's waste".
  // The name of an empty place, in one or two lines across its middle (or its foot), smaller
  // where a line would not fit its width.
  void place_label(const app::Rect& r, const std::string& first_words, const std::string& second,
                   bool at_foot) {
    const std::string first = upper_first(first_words);  // ("défausse (Ordinateur)")
    double px = label_px();
    const double wide = std::max(model.measure(first, px, true), model.measure(second, px, false));
    if (wide > r.w * 0.92) px *= r.w * 0.92 / wide;
    const int cx = r.x + r.w / 2;
    const int line = int(px * 1.3);
    int cy = at_foot ? r.bottom() - int(px * 1.6) - (second.empty() ? 0 : line / 2)
                     : r.y + r.h / 2 - (second.empty() ? 0 : line / 2);
    kit.text_centred(first, px, style::kPlaceLabel, true, cx, cy);
    if (!second.empty()) kit.text_centred(second, px, style::kPlaceLabel, false, cx, cy + line);
  }

  void empty_place(int pile) {
    const app::Rect r = layout.place(pile).base;
    // (A place to come, as Single-deck Russian Bank's piles 5 to 8 before the dealer's first
    // turn, is not on the table at all: a review found its faint outline read as a space to fill.)
    if (!state.talk()->place_shown(pile)) return;
    if (r.w != layout.card_width) {  // an inset's place: its outline only
      kit.outline(r, style::kPlaceLabel, std::max(1.0, layout.dpr), 0);
      return;
    }
    kit.cache.table.empty_place(renderer).draw(renderer, r.x, r.y);
    const PileInfo& p = info(pile);
    const std::string number = app::pile_number_words(p);  // "Center 3"
    const std::string named = std::string(tr(p.word)) + number;
    if (p.foundation) {
      center_mark(r, p.from_king);
      place_label(r, named, "", true);
      return;
    }
    // The human's or a shared empty pile that a click turns over (the waste back into the reserve,
    // a solitaire's hand redealt).
    if (p.owner < 0 || p.owner == app::screen_seat(model)) {
      if (const auto tap = app::tap_action(state, pile); tap && app::human_may_act(model)) {
        turn_over_mark(r);
        place_label(r, state.talk()->action_label(*tap), "", true);
        return;
      }
    }
    if (p.owner < 0) {
      place_label(r, named, "", false);
      return;
    }
    // In two lines: "Your" over "reserve", "Your opponent's" over "side stack" (split at the
    // space that makes the wider line narrowest). Where the owner's name would make the words
    // too small for the place, its kind and number alone (the seat's box names the row).
    const double px = label_px();
    const auto two_lines = [&](const std::string& words) {
      size_t split = std::string::npos;
      double narrowest = model.measure(words, px, true);
      for (size_t space = words.find(' '); space != std::string::npos;
           space = words.find(' ', space + 1)) {
        const double wider = std::max(model.measure(words.substr(0, space), px, true),
                                      model.measure(words.substr(space + 1), px, false));
        if (split == std::string::npos || wider < narrowest) {
          split = space;
          narrowest = wider;
        }
      }
      return std::pair{split, narrowest};
    };
    std::string owned = app::owned_pile_words(model, pile) + number;
    auto [split, narrowest] = two_lines(owned);
    if (narrowest > r.w * 0.92 && p.owner != app::screen_seat(model)) {
      owned = named;
      std::tie(split, narrowest) = two_lines(owned);
    }
    place_label(r, owned.substr(0, split),
                split == std::string::npos ? std::string() : owned.substr(split + 1), false);
  }

  void center_mark(const app::Rect& r, bool king) {
    SDL_Texture* texture = kit.cache.table.center_mark(renderer, king);
    if (texture == nullptr) return;
    int w = 0, h = 0;
    SDL_QueryTexture(texture, nullptr, nullptr, &w, &h);
    const SDL_Rect dst{r.x + (r.w - w) / 2, r.y + (r.h - h) / 2 - h / 6, w, h};
    copy(renderer, texture, nullptr, dst);
  }

  void turn_over_mark(const app::Rect& r) {
    SDL_Texture* texture = kit.cache.table.turn_over_mark(renderer);
    if (texture == nullptr) return;
    int w = 0, h = 0;
    SDL_QueryTexture(texture, nullptr, nullptr, &w, &h);
    const SDL_Rect dst{r.x + (r.w - w) / 2, r.y + (r.h - h) / 2 - h / 5, w, h};
    copy(renderer, texture, nullptr, dst);
  }

  void fan(int pile, int still) {
    const int count = state.talk()->pile_size(pile);
    for (int i = 0; i < still; ++i) {
      if (held_here(pile, i)) continue;
      const app::Rect rect = app::card_rect(layout, pile, i, count);
      const int next = held_here(pile, i + 1) ? i + 2 : i + 1;
      if (next < still) {
        kit.card_under(rect, seen(pile, i), app::card_rect(layout, pile, next, count));
      } else {
        kit.card(rect, seen(pile, i));
      }
    }
  }

  // A squared pile: up to three card edges peek out below the top card, one per eight cards.
  void stack(int pile, int still) {
    if (still == 0) return;
    const app::Rect base = layout.place(pile).base;
    const int edges = std::min(3, (still + 6) / 8);
    const int edge = std::max(1, layout.card_width / 60);
    for (int i = edges; i >= 1; --i) {
      kit.card_under(app::Rect{base.x, base.y + i * edge, base.w, base.h},
                     seen(pile, std::max(0, still - 1 - i)), base);
    }
    kit.card(base, seen(pile, still - 1));
  }

  // "Your reserve 47" on a pill at the foot of a reserve, waste or stock (shorter when narrow);
  // without `with_count`, the pile's word alone ("Down": which way a foundation is built); with
  // `numbered`, a fanned pile's word and number on its top card ("House 3", or "3" when narrow).
  void badge(int pile, bool with_count, bool numbered = false) {
    const int count = state.talk()->pile_size(pile);
    // (A fanned pile's top card still on the table: one picked up or flying takes no pill along.)
    const int top = numbered ? still_cards(pile) - 1 : count - 1;
    if (top < 0) return;
    const app::Rect r =
        numbered ? app::card_rect(layout, pile, top, count) : layout.place(pile).base;
    if (r.w != layout.card_width) return;  // (an inset's pile: too small for words)
    const double px = label_px();
    const std::string kind(tr(info(pile).word));
    const std::string number = numbered     ? std::to_string(info(pile).number)
                               : with_count ? std::to_string(count)
                                            : std::string();
    const bool has_number = !number.empty();
    // In the lower left corner, clear of the card's index in the lower right one.
    const int inset = std::max(2, r.w / 30);
    const int h = int(px * 1.5);
    const int pad = int(h * 0.38);
    // (A pile's short name may reach nearer the face's index than a count; a name alone, as
    // Spite and Malice's payoff pile's, which it is the only mark of, may cover it.)
    const double face_room = with_count ? 0.7 : 0.78;
    const double room =
        (seen(pile, top).face_up && has_number ? r.w * face_room : r.w - 2.0 * inset) - 2 * pad;
    const auto width = [&](const std::string& words) {
      return model.measure(words, px, false) + model.measure(number, px, true);
    };
    const std::string gap = has_number ? " " : "";
    std::string words =
        upper_first((info(pile).owner >= 0 ? app::owned_pile_words(model, pile) : kind) + gap);
    if (width(words) > room) words = upper_first(kind + gap);
    if (width(words) > room && has_number) words.clear();
    // A name alone, the pile's only mark, in two lines rather than none (a review missed the
    // payoff pile's name on a phone in French, "Pile personnelle"), its letters a little smaller
    // when a line is still too long (German's "Hauptstapel", one word).
    std::string second;
    double text_px = px;
    if (width(words) > room) {
      if (const size_t space = words.find(' '); space != std::string::npos) {
        second = words.substr(space + 1);
        words.resize(space);
      }
      text_px *= std::min(1.0, room / std::max(width(words), width(second)));
      if (text_px < px * 0.8) return;
    }
    const int line_h = second.empty() ? 0 : int(px * 1.15);
    const int w = int(std::ceil(std::max(width(words), width(second)) * text_px / px)) + 2 * pad;
    const int x = r.x + inset;
    const int y = r.bottom() - h - line_h - inset;
    kit.shape(Shape{w, h + line_h, h / 2.0, style::kBadge, 0, 0x00000000, 0}, x, y);
    const int ty = y + (h - int(std::ceil(px))) / 2;
    const int used =
        words.empty() ? 0 : kit.text(words, text_px, style::kTextMuted, false, x + pad, ty);
    if (!second.empty()) kit.text(second, text_px, style::kTextMuted, false, x + pad, ty + line_h);
    if (has_number) kit.text(number, px, style::kText, true, x + pad + used, ty);
  }

  void frame() {
    felt();
    for (int pile = 0; pile < pile_count(); ++pile) {
      if (layout.place(pile).shown && still_cards(pile) == 0) empty_place(pile);
    }
    for (int pile = 0; pile < pile_count(); ++pile) {
      if (!layout.place(pile).shown) continue;
      if (info(pile).fanned) {
        fan(pile, still_cards(pile));
      } else {
        stack(pile, still_cards(pile));
      }
    }
    // Where a table has foundations built both ways, each says which way once a card hides
    // its empty place's mark.
    bool both_ways = false;
    for (int pile = 0; pile < pile_count(); ++pile) both_ways |= info(pile).from_king;
    for (int pile = 0; pile < pile_count(); ++pile) {
      if (!layout.place(pile).shown || still_cards(pile) == 0) continue;
      if (info(pile).count_badge) badge(pile, true);
      if (info(pile).word_badge || (both_ways && info(pile).foundation)) badge(pile, false);
      if (info(pile).number_badge) badge(pile, false, true);
    }
  }
};

}  // namespace

void paint_table(const DrawKit& kit, const app::AppModel& model) {
  kit.cache.fit(model.layout);
  kit.cache.cards.one_back = model.table.one_back;
  Painter{kit, model}.frame();
}

}  // namespace rb::render
