// Card art and text as SVG documents, composed at run time from the pieces of assets/art/
// (made by scripts/make_card_art.py). No SDL here: the renderer rasterizes the documents with
// SDL2_image (nanosvg), at whatever pixel size the screen needs.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/card.hpp"

namespace rb::art {

// The viewBox of every card document: a 5:7 card.
inline constexpr int kCardWidth = 250, kCardHeight = 350;

// The face of a card: rank index and suit in two opposite corners, pips for ace..ten, a framed
// court design for jack, queen and king. With `own_layers_only`, only what is this card's own:
// without the white card under it (card_blank_svg) and, for a court card, without the frame of
// its panel (court_frame_svg), which the own layers do not overlap. A renderer can rasterize
// those shared layers once and lay each card's own layers over them.
std::string card_face_svg(rb::Card card, bool own_layers_only = false);

// A piece of a face that repeats (a corner index's rank and suit, a pip), at its place: a
// renderer can rasterize each distinct piece once per card size and copy it to every place
// (turned half a turn where `upside_down`), rather than rasterizing every piece of every card.
struct FacePiece {
  std::string_view art;            // the piece's SVG elements (filled with the inherited fill)
  double x = 0, y = 0, scale = 1;  // where its origin lies on the card (card units), its scale
  bool upside_down = false;        // turned half a turn about its origin
  uint32_t rgb = 0;                // its fill, 0xRRGGBB
  double half_width = 0, half_height = 0;  // it lies within this box around its origin (its units)
};

// The pieces of `card`'s face: both corner indices, then the ace's pip or the number pips (none
// more for a court card). Drawn over the white card (and the court frame and figure), they make
// the face card_face_svg draws.
std::vector<FacePiece> face_pieces(rb::Card card);

// A part of a card, in card units.
struct CardRegion {
  double x = 0, y = 0, width = kCardWidth, height = kCardHeight;
};

// Where the top half of every court figure lies (its strokes included, a unit to spare).
inline constexpr CardRegion kCourtHalfRegion{69, 21, 112, 156};

// What a court card's face has besides the frame and face_pieces: the figure of its panel, the
// top half as a card document (the bottom half is it turned half a turn about the card's
// centre; empty for ace..ten), and the line between the halves, the same on all twelve. With a
// `view`, the half's document shows only that part of the card (its size that part's size), so
// that a rasterizer works on those pixels only.
std::string court_half_svg(rb::Card card, const CardRegion& view = {});
std::string court_divider_svg();

// The outline of a piece, to draw without SVG: the path data of its one path element (its
// units, origin at its place, y down; empty if the art were not one path).
std::string_view piece_path_data(const FacePiece& piece);

// The back of a card of deck 0 (player A: blue lattice), deck 1 (player B: the same lattice in
// burgundy) or deck 2 (green scales); with `own_layers_only`, without the white card under it. A
// bundle embeds only the art its game uses: a back it lacks is the white card alone.
std::string card_back_svg(int deck, bool own_layers_only = false);
// The joker's face (every joker looks alike), as card_back_svg.
std::string joker_svg(bool own_layers_only = false);

// The white card with its thin border: the first layer of every face and back.
std::string card_blank_svg();

// The framed panel of a court card (jack, queen, king), the same on all twelve: the layer over
// the white card that has_court_frame(card) faces share.
// With a `view`, only that part of the card (see court_half_svg).
std::string court_frame_svg(const CardRegion& view = {});
// Where the frame lies (its strokes included, a unit to spare).
inline constexpr CardRegion kCourtFrameRegion{64, 10, 122, 330};
bool has_court_frame(rb::Card card);

// The native window's text (card_art_text.cpp; the browser's is render/page_text.cpp, which
// defines only text_width and set_extra_glyphs of these). One line of text in DejaVu Sans. The
// viewBox is the text's box at that pixel size: `font_px` high (from the top of the tallest glyph
// to the bottom of the deepest) and the advance width rounded up, so rasterizing at 1:1 gives text
// `font_px` high; ask for a multiple of that size for a screen with a higher pixel ratio. `rgba` is
// 0xRRGGBBAA. Anything outside printable ASCII is drawn as '?' (one '?' per UTF-8 character). The
// width in pixels goes to `*width_px`. Bold strokes the outline in the same colour: with a
// translucent colour the overlap of stroke and fill shows, so for translucent bold text draw it
// opaque and fade the texture instead.
std::string text_svg(std::string_view ascii_text, double font_px, uint32_t rgba, bool bold = false,
                     int* width_px = nullptr);

// A line as text_svg sets it, glyph by glyph: the characters drawn (those the font has, '?' for
// others), where each glyph's origin lies (pixels from the box's left edge, on the baseline),
// the box (`width` x `height` pixels) and the baseline's height in it.
struct TextSetting {
  std::u32string chars;
  std::vector<double> pen_px;
  int width = 1, height = 1;
  double baseline_px = 0;
  double margin_px = 0;  // no glyph's ink lies further than this left of its origin or right of
                         // its advance
  std::vector<double> advance_px;
};
TextSetting text_setting(std::string_view ascii_text, double font_px, bool bold = false);

// The outline of one glyph of that font, to draw without SVG: path data in font units (y down,
// from the glyph's origin on the baseline), `scale` pixels per unit, the baseline `baseline_px`
// below the top of text_setting's box; bold is the outline grown by `bold_grow_px` all round
// (text_svg's stroke reaches that far out).
struct GlyphOutline {
  std::string_view path;
  double scale = 1, baseline_px = 0, bold_grow_px = 0;
};
GlyphOutline glyph_outline(char32_t c, double font_px, bool bold = false);

// Glyphs beyond printable ASCII, for a language's letters (its words file's glyph lines: "<code
// point> <advance> <path>" in font_sans.txt's units). They replace the previous extra glyphs.
void set_extra_glyphs(std::string lines);

// The advance width of that text at that size, in pixels (text_svg's box is this, rounded up).
double text_width(std::string_view ascii_text, double font_px, bool bold = false);

}  // namespace rb::art
