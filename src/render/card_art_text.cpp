// Text as SVG: a line of UTF-8 set in DejaVu Sans from the glyph table of
// assets/art/font_sans.txt (one glyph outline and advance per character, 32..126) and the chosen
// language's extra glyphs (set_extra_glyphs).
// Bold is the regular outline with a stroke of the same colour around it, and wider advances.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "render/card_art.hpp"
#include "render/card_art_files.hpp"
#include "render/card_art_svg.hpp"

namespace rb::art {
namespace {

constexpr int kFirstChar = 32, kLastChar = 126;
constexpr double kBoldStroke = 0.05;  // of the em: how much wider bold strokes are

struct Glyph {
  int advance = 0;        // font units
  std::string_view path;  // path data in font units, baseline at y = 0, y down
};

struct Font {
  int units_per_em = 1, ascent = 1, descent = 0;
  std::array<Glyph, kLastChar - kFirstChar + 1> glyphs{};
};

struct ExtraGlyphs {
  std::string lines;                               // the views of `glyphs` point into it
  std::vector<std::pair<char32_t, Glyph>> glyphs;  // sorted by code point
};

ExtraGlyphs& extra_glyphs() {
  static ExtraGlyphs extra;
  return extra;
}

const Glyph* extra_glyph(char32_t c) {
  const auto& glyphs = extra_glyphs().glyphs;
  const auto found =
      std::lower_bound(glyphs.begin(), glyphs.end(), c,
                       [](const auto& entry, char32_t key) { return entry.first < key; });
  return found != glyphs.end() && found->first == c ? &found->second : nullptr;
}

// Next line of `text` from `at` on (without its newline); `at` moves past it.
std::string_view next_line(std::string_view text, size_t& at) {
  if (at >= text.size()) return {};
  const size_t end = std::min(text.find('\n', at), text.size());
  std::string_view line = text.substr(at, end - at);
  at = end + 1;
  return line;
}

int leading_int(std::string_view& line) {
  const size_t space = std::min(line.find(' '), line.size());
  const int value = std::atoi(std::string(line.substr(0, space)).c_str());
  line.remove_prefix(std::min(space + 1, line.size()));
  return value;
}

// The table, read once from the embedded file (the views point into it: static storage).
const Font& text_font() {
  static const Font font = [] {
    Font table;
    const std::string_view file = art_file("font_sans.txt");
    size_t at = 0;
    std::string_view header = next_line(file, at);
    table.units_per_em = leading_int(header);
    table.ascent = leading_int(header);
    table.descent = leading_int(header);
    for (Glyph& glyph : table.glyphs) {
      std::string_view line = next_line(file, at);
      glyph.advance = leading_int(line);
      glyph.path = line;
    }
    return table;
  }();
  return font;
}

bool drawable(char32_t c) {
  return (c >= kFirstChar && c <= kLastChar) || extra_glyph(c) != nullptr;
}

// The characters to draw of UTF-8 text: those the font has, '?' for any other.
std::u32string printable(std::string_view text) {
  std::u32string out;
  for (size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    const int length = byte < 0x80 ? 1 : byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    char32_t c = length == 1 ? byte : byte & (0x7f >> length);
    for (int k = 1; k < length && i + k < text.size(); ++k) {
      c = c << 6 | (static_cast<unsigned char>(text[i + k]) & 0x3f);
    }
    i += length;
    out += drawable(c) ? c : U'?';
  }
  return out;
}

const Glyph& glyph_of(char32_t c) {
  if (c >= kFirstChar && c <= kLastChar) return text_font().glyphs[c - kFirstChar];
  const Glyph* extra = extra_glyph(c);
  return extra != nullptr ? *extra : text_font().glyphs['?' - kFirstChar];
}

double bold_extra(bool bold) {
  return bold ? kBoldStroke * text_font().units_per_em : 0.0;
}

// Text smaller than a pixel would make an empty image, which SDL_image cannot make.
double usable_size(double font_px) {
  return std::max(font_px, 1.0);
}

// Pixels per font unit for a line box `font_px` high.
double pixels_per_unit(double font_px) {
  const Font& font = text_font();
  return usable_size(font_px) / (font.ascent + font.descent);
}

double width_in_units(const std::u32string& chars, bool bold) {
  double width = 0;
  for (char32_t c : chars) width += glyph_of(c).advance + bold_extra(bold);
  return width;
}

}  // namespace

double text_width(std::string_view ascii_text, double font_px, bool bold) {
  return width_in_units(printable(ascii_text), bold) * pixels_per_unit(font_px);
}

TextSetting text_setting(std::string_view ascii_text, double font_px, bool bold) {
  TextSetting setting;
  setting.chars = printable(ascii_text);
  const double scale = pixels_per_unit(font_px);
  setting.width =
      std::max(1, static_cast<int>(std::ceil(width_in_units(setting.chars, bold) * scale)));
  setting.height = static_cast<int>(std::ceil(usable_size(font_px)));
  setting.baseline_px = text_font().ascent * scale;
  // DejaVu Sans's ink stays within a third of the em of a glyph's advance box (and bold's
  // stroke adds half its width).
  setting.margin_px = (text_font().units_per_em / 3.0 + bold_extra(bold)) * scale;
  double pen = bold_extra(bold) / 2;
  for (char32_t c : setting.chars) {
    setting.pen_px.push_back(pen * scale);
    setting.advance_px.push_back((glyph_of(c).advance + bold_extra(bold)) * scale);
    pen += glyph_of(c).advance + bold_extra(bold);
  }
  return setting;
}

GlyphOutline glyph_outline(char32_t c, double font_px, bool bold) {
  GlyphOutline outline;
  outline.path = glyph_of(c).path;
  outline.scale = pixels_per_unit(font_px);
  outline.baseline_px = text_font().ascent * outline.scale;
  outline.bold_grow_px = bold_extra(bold) / 2 * outline.scale;
  return outline;
}

std::string text_svg(std::string_view ascii_text, double font_px, uint32_t rgba, bool bold,
                     int* width_px) {
  const std::u32string chars = printable(ascii_text);
  const double scale = pixels_per_unit(font_px);
  const int width = std::max(1, static_cast<int>(std::ceil(width_in_units(chars, bold) * scale)));
  if (width_px) *width_px = width;

  std::string attributes = "fill=\"" + svg_colour(rgba >> 8) + "\"";
  const unsigned alpha = rgba & 0xffu;
  if (alpha != 0xff) attributes += " fill-opacity=\"" + svg_number(alpha / 255.0, 3) + "\"";
  if (bold) {
    attributes += " stroke=\"" + svg_colour(rgba >> 8) + "\" stroke-width=\"" +
                  svg_number(bold_extra(bold)) + "\" stroke-linejoin=\"round\"";
    if (alpha != 0xff) attributes += " stroke-opacity=\"" + svg_number(alpha / 255.0, 3) + "\"";
  }

  // One path for the whole line: each glyph's outline (relative path data, so its first moveto
  // is from the origin) after an absolute moveto to its pen position. nanosvg rasterizes one
  // shape per element over every row of the image, so one element per line is much cheaper
  // than one per glyph, and draws the same pixels (glyphs do not overlap).
  size_t length = 16;
  for (char32_t c : chars) length += glyph_of(c).path.size() + 16;
  std::string outlines;
  outlines.reserve(length);
  double pen = bold_extra(bold) / 2;
  for (char32_t c : chars) {
    const Glyph& glyph = glyph_of(c);
    if (!glyph.path.empty()) {
      outlines += "M" + svg_number(pen) + " 0";
      outlines += glyph.path;
    }
    pen += glyph.advance + bold_extra(bold);
  }
  const std::string path = outlines.empty() ? "" : "<path d=\"" + outlines + "\"/>";
  std::string svg = svg_open(width, std::ceil(usable_size(font_px)));
  svg += svg_group(path, 0, text_font().ascent * scale, scale, 0, attributes);
  svg += kSvgClose;
  return svg;
}

void set_extra_glyphs(std::string lines) {
  ExtraGlyphs& extra = extra_glyphs();
  extra.lines = std::move(lines);
  extra.glyphs.clear();
  size_t at = 0;
  while (at < extra.lines.size()) {
    std::string_view line = next_line(extra.lines, at);
    const int code = leading_int(line);
    Glyph glyph;
    glyph.advance = leading_int(line);
    glyph.path = line;
    if (code > kLastChar) extra.glyphs.emplace_back(char32_t(code), glyph);
  }
  // (scripts/language_words.py writes them in code point order, as the lookup needs.)
}

}  // namespace rb::art
