#!/usr/bin/python3
"""Makes the card art of the game: small SVG pieces written into assets/art/.

Run with Debian's python (it needs python3-fonttools and fonts-dejavu-core):
    /usr/bin/python3 scripts/make_card_art.py

What it writes (all coordinates y-down, as in SVG):
  rank_<R>.svg       one <path> per rank index (A 2..10 J Q K), from DejaVu Serif Condensed Bold:
                     centred on x = 0, baseline at y = 0, cap height 100 units, at most 86 wide.
  suit_<suit>.svg    one <path> per suit, our own geometry, centred on (0, 0) in a 100-unit box.
  crown_<R>.svg      the headwear of a court card's figure (J, Q, K), with its own colours, in a
                     box 100 units wide centred on x = 0, resting on y = 0.
  robe_<R>.svg       the shoulders of that figure, in card units (a card is 250 x 350).
  court_frame.svg    the framed panel of a court card, in card units.
  court_divider.svg  the line between the two halves of the panel, in card units.
  card_blank.svg     the white rounded card with its thin border, in card units.
  back_0.svg         deck A's back: deep blue panel and oval medallion, in card units (its
                     lattice is drawn by src/render/card_art_back.cpp).
                     Deck B's back is this one in burgundy: src/render/card_art_back.cpp
                     recolours it (a pair of packs, one design in two colours).
  back_2.svg         the third deck's back (Spite and Malice for three or four): forest green
                     scales and a round medallion with a six-petal flower.
  joker.svg          the joker's face over the white card, in card units: "JOKER" down two
                     opposite corners, a jester's cap with bells above a harlequin collar in a
                     framed panel. Only the bundles of games with jokers embed these two
                     (cmake/card_art.cmake, a game folder's card_art.txt).
  font_sans.txt      the text font: DejaVu Sans, printable ASCII 32..126. First line:
                     "units_per_em ascent descent"; then one line per character in code order:
                     "advance path-data" (path in font units, y-down, baseline at y = 0).

No <text>, <use> or references other than gradients: SDL2_image's nanosvg draws none of those.
The C++ side (src/render/card_art*.cpp) composes these pieces into whole cards at run time.

Two habits keep nanosvg fast without changing a pixel (cards are rasterized while the page opens):
  - A filled-only outline that ends where it started is left open (no "z"): a fill closes every
    outline anyway, and nanosvg turns the "z" of such an outline into a line of length zero,
    which it splits 1023 times before giving up.
  - A stroked-only path of open lines has fill="none": its lines enclose no area, but nanosvg
    would still run a fill over every row it spans.
"""

import math
import os
import re

from fontTools.pens.filterPen import FilterPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

FONT_DIR = "/usr/share/fonts/truetype/dejavu"
OUT_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "art")

CARD_W, CARD_H = 250, 350

# Palette shared by the pieces (the C++ side has the suit colours).
GOLD = "#e2b64a"
GOLD_DARK = "#8a6414"
INK = "#222"
ROYAL_BLUE = "#1f4fa0"
ROYAL_RED = "#c8102e"


# --- Path text --------------------------------------------------------------------------------


def fmt(value):
    """A number as short as it can be written: at most one decimal, no trailing zeros."""
    text = f"{round(value, 1):.1f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def join_numbers(numbers):
    """Numbers separated by a space, or by nothing when the next one starts with a minus sign."""
    text = ""
    for i, number in enumerate(numbers):
        item = fmt(number)
        text += item if i == 0 or item.startswith("-") else " " + item
    return text


ARITY = {"M": 2, "L": 2, "H": 1, "V": 1, "Q": 4, "C": 6, "Z": 0}


def relative_path(absolute, decimals=1, fill_only=False):
    """Rewrites absolute path data (M L H V Q C Z) with relative commands: shorter text.

    Coordinates are rounded first (to `decimals`), so the relative steps add up exactly. With
    `fill_only` (the path is filled, never stroked), a "Z" is left out where the outline is back
    at its start already (see the top of this file)."""
    items = re.findall(r"[MLHVQCZ]|-?\d+(?:\.\d+)?", absolute)
    out = []
    x = y = start_x = start_y = 0.0
    i = 0
    while i < len(items):
        command = items[i]
        i += 1
        if command == "Z":
            if not (fill_only and (x, y) == (start_x, start_y)):
                out.append("z")
            x, y = start_x, start_y
            continue
        arity = ARITY[command]
        while i < len(items) and items[i] not in ARITY:
            a = [round(float(v), decimals) for v in items[i : i + arity]]
            i += arity
            if command == "M":
                out.append("m" + join_numbers([a[0] - x, a[1] - y]))
                x, y = a
                start_x, start_y = x, y
                command = "L"  # further pairs after a moveto are linetos
            elif command == "L":
                out.append("l" + join_numbers([a[0] - x, a[1] - y]))
                x, y = a
            elif command == "H":
                out.append("h" + join_numbers([a[0] - x]))
                x = a[0]
            elif command == "V":
                out.append("v" + join_numbers([a[0] - y]))
                y = a[0]
            else:
                pairs = [(a[k] - x, a[k + 1] - y) for k in range(0, arity, 2)]
                out.append(command.lower() + join_numbers([v for p in pairs for v in p]))
                x, y = a[-2], a[-1]
    return "".join(out)


def glyph_path(font, char, transform):
    """Absolute SVG path data of one glyph under an affine transform (a, b, c, d, e, f)."""
    glyph_set = font.getGlyphSet()
    pen = SVGPathPen(glyph_set, ntos=fmt)
    glyph_set[font.getBestCmap()[ord(char)]].draw(TransformPen(pen, transform))
    return pen.getCommands()


def path_element(data, attributes=""):
    space = " " if attributes else ""
    return f'<path{space}{attributes} d="{data}"/>'


def write(name, text):
    with open(os.path.join(OUT_DIR, name), "w", encoding="ascii") as out:
        out.write(text + "\n")


# --- Geometry ---------------------------------------------------------------------------------


def circle(cx, cy, r, fill_only=False):
    """A circle as absolute path data, drawn counter-clockwise on screen (for nonzero unions);
    left open when it is only filled (see the top of this file)."""
    return (
        f"M{fmt(cx - r)} {fmt(cy)}A{fmt(r)} {fmt(r)} 0 1 0 {fmt(cx + r)} {fmt(cy)}"
        f"A{fmt(r)} {fmt(r)} 0 1 0 {fmt(cx - r)} {fmt(cy)}" + ("" if fill_only else "Z")
    )


def clip_segment(x0, y0, x1, y1, box):
    """Liang-Barsky: the part of a segment inside an axis-aligned box, or None."""
    bx, by, bw, bh = box
    t0, t1 = 0.0, 1.0
    dx, dy = x1 - x0, y1 - y0
    for p, q in [(-dx, x0 - bx), (dx, bx + bw - x0), (-dy, y0 - by), (dy, by + bh - y0)]:
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy


def polygon_path(points):
    return "M" + "L".join(f"{fmt(x)} {fmt(y)}" for x, y in points) + "Z"


def diagonal_lines(box, spacing, through, slope):
    """Absolute path data of parallel lines y = slope * x + c, `spacing` apart in c, one of them
    through the point `through`, clipped to the box."""
    bx, by, bw, bh = box
    corners = [(bx, by), (bx + bw, by), (bx, by + bh), (bx + bw, by + bh)]
    c_values = [cy - slope * cx for cx, cy in corners]
    c_through = through[1] - slope * through[0]
    data = ""
    first = math.floor((min(c_values) - c_through) / spacing)
    last = math.ceil((max(c_values) - c_through) / spacing)
    for k in range(first, last + 1):
        c = c_through + k * spacing
        x0, x1 = bx - 1, bx + bw + 1
        segment = clip_segment(x0, slope * x0 + c, x1, slope * x1 + c, box)
        if segment:
            x0, y0, x1, y1 = segment
            data += f"M{fmt(x0)} {fmt(y0)}L{fmt(x1)} {fmt(y1)}"
    return data


def star_path(cx, cy, points, outer, inner, turn=0.0):
    corners = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.pi * i / points + turn
        corners.append((cx + r * math.sin(a), cy - r * math.cos(a)))
    return polygon_path(corners)


# --- Rank indices -----------------------------------------------------------------------------

RANK_FONT = "DejaVuSerifCondensed-Bold.ttf"
RANK_CAP_HEIGHT = 100.0
RANK_MAX_WIDTH = 86.0  # wider ranks (K, A, Q, 10) are narrowed to this, to fit the index column
RANK_TEN_GAP = 4.0  # units between the ink of "1" and "0" in the ten, set tighter than the font
RANK_DESCENDER_SQUASH = 0.5  # the tails of J and Q below the baseline, shortened for the index


class SquashBelowBaselinePen(FilterPen):
    """Passes a glyph on with every point below the baseline (y > 0, SVG y-down) pulled up."""

    def __init__(self, out_pen, factor):
        super().__init__(out_pen)
        self.factor = factor

    def _map(self, point):
        if point is None:
            return None
        x, y = point
        return (x, y * self.factor if y > 0 else y)

    def moveTo(self, pt):
        self._outPen.moveTo(self._map(pt))

    def lineTo(self, pt):
        self._outPen.lineTo(self._map(pt))

    def curveTo(self, *points):
        self._outPen.curveTo(*[self._map(p) for p in points])

    def qCurveTo(self, *points):
        self._outPen.qCurveTo(*[self._map(p) for p in points])


def make_rank_indices():
    font = TTFont(os.path.join(FONT_DIR, RANK_FONT))
    glyf = font["glyf"]
    cmap = font.getBestCmap()
    glyph_set = font.getGlyphSet()
    k = RANK_CAP_HEIGHT / glyf[cmap[ord("H")]].yMax

    def ink_box(char):
        g = glyf[cmap[ord(char)]]
        return g.xMin * k, g.xMax * k

    def rank_path(chars_and_transforms):
        pen = SVGPathPen(glyph_set, ntos=fmt)
        for char, transform in chars_and_transforms:
            squash = SquashBelowBaselinePen(pen, RANK_DESCENDER_SQUASH)
            glyph_set[cmap[ord(char)]].draw(TransformPen(squash, transform))
        # (Whole units: a rank is 100 high, so a unit is a fraction of a pixel on any screen,
        # and the page is lighter by a third of these files.)
        return path_element(relative_path(pen.getCommands(), decimals=0, fill_only=True))

    for rank in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "J", "Q", "K"]:
        x_min, x_max = ink_box(rank)
        s = min(1.0, RANK_MAX_WIDTH / (x_max - x_min))
        shift = -s * (x_min + x_max) / 2
        write(f"rank_{rank}.svg", rank_path([(rank, (k * s, 0, 0, -k, shift, 0))]))

    # The ten: "1" and "0" side by side, set tighter than the font, then narrowed like the others.
    one_min, one_max = ink_box("1")
    zero_min, zero_max = ink_box("0")
    zero_at = one_max + RANK_TEN_GAP - zero_min
    s = min(1.0, RANK_MAX_WIDTH / (zero_at + zero_max - one_min))
    shift = -s * (one_min + zero_at + zero_max) / 2
    one = ("1", (k * s, 0, 0, -k, shift, 0))
    zero = ("0", (k * s, 0, 0, -k, shift + s * zero_at, 0))
    write("rank_10.svg", rank_path([one, zero]))


# --- Suits ------------------------------------------------------------------------------------


SUITS = {
    # A heart: two round lobes and a long point.
    "hearts": (
        "M0 47C-13 32 -48 11 -48 -17C-48 -35 -36 -46 -23 -46C-12 -46 -4 -39 0 -28"
        "C4 -39 12 -46 23 -46C36 -46 48 -35 48 -17C48 11 13 32 0 47Z"
    ),
    # A diamond with gently hollow sides.
    "diamonds": (
        "M0 -50C11 -33 25 -15 38 0C25 15 11 33 0 50C-11 33 -25 15 -38 0C-25 -15 -11 -33 0 -50Z"
    ),
    # A spade: an upturned heart on a flared stem.
    "spades": (
        "M0 -49C11 -31 48 -13 48 13C48 29 37 37 25 37C15 37 8 32 4 25C5 36 11 44 21 49"
        "H-21C-11 44 -5 36 -4 25C-8 32 -15 37 -25 37C-37 37 -48 29 -48 13C-48 -13 -11 -31 0 -49Z"
    ),
    # A club: three round leaves, a filler between them and the same flared stem.
    "clubs": (
        circle(0, -25, 23, fill_only=True)
        + circle(-25, 11, 23, fill_only=True)
        + circle(25, 11, 23, fill_only=True)
        + "M0 -12L-16 14L0 24L16 14Z"
        + "M0 14C-1 32 -9 43 -21 49H21C9 43 1 32 0 14"  # back at its start: left open
    ),
}


def make_suits():
    for name, data in SUITS.items():
        # Arcs (A) are kept absolute: relative_path only rewrites M L H V Q C Z. The club's
        # outlines are left open by hand.
        text = data if "A" in data else relative_path(data, fill_only=True)
        write(f"suit_{name}.svg", path_element(text))


# --- Court card ornaments ---------------------------------------------------------------------
#
# A court card is a framed panel whose top half is drawn again turned half a turn: in each half
# a figure made of a crown (crown_<R>.svg), the big rank letter as its head (drawn by the C++
# side in the suit's colour) and a robe across the shoulders (robe_<R>.svg) with a brooch.

STROKE = f'stroke="{GOLD_DARK}" stroke-width="2" stroke-linejoin="round"'
COURT_PANEL = (66, 12, 118, 326)  # x, y, width, height in card units
COURT_INSET = 5  # the gold inner border


def make_crowns():
    """Headwear in a box 100 wide, centred on x = 0, resting on y = 0 (its bottom edge)."""
    pearls = "".join(circle(x, y, 5) for x, y in [(-46, -60), (0, -76), (46, -60)])
    king = "".join(
        [
            f'<g fill="{GOLD}" {STROKE}>',
            path_element(relative_path("M-40 -14L-48 -58L-22 -32L0 -72L22 -32L48 -58L40 -14Z")),
            path_element(pearls, 'fill="#fff"'),
            '<rect x="-42" y="-18" width="84" height="18" rx="3"/>',
            "</g>",
            f'<circle cx="0" cy="-9" r="5.5" fill="{ROYAL_BLUE}"/>',
            f'<circle cx="-25" cy="-9" r="4.5" fill="{ROYAL_RED}"/>',
            f'<circle cx="25" cy="-9" r="4.5" fill="{ROYAL_RED}"/>',
            f'<circle cx="0" cy="-44" r="6" fill="{ROYAL_RED}" {STROKE}/>',
        ]
    )
    peaks = [(-44, -40), (-22, -52), (0, -66), (22, -52), (44, -40)]
    tiara = f"M-42 0V{peaks[0][1]}"
    for (x0, y0), (x1, y1) in zip(peaks, peaks[1:]):
        tiara += f"Q{fmt((x0 + x1) / 2)} {fmt(max(y0, y1) + 8)} {fmt(x1)} {fmt(y1)}"
    tiara += "L42 0Q0 8 -42 0Z"
    queen = "".join(
        [
            f'<g fill="{GOLD}" {STROKE}>',
            path_element(relative_path(tiara)),
            path_element("".join(circle(x, y - 5, 5) for x, y in peaks), 'fill="#fff"'),
            "</g>",
            f'<ellipse cx="0" cy="-26" rx="8" ry="11" fill="{ROYAL_BLUE}" {STROKE}/>',
            f'<circle cx="-24" cy="-18" r="4.5" fill="{ROYAL_RED}"/>',
            f'<circle cx="24" cy="-18" r="4.5" fill="{ROYAL_RED}"/>',
        ]
    )
    jack = "".join(
        [
            # A feather sweeping up from the band of a soft, slightly tilted cap.
            path_element(
                relative_path("M18 -16C24 -44 38 -66 58 -76C48 -56 42 -36 32 -14Z"),
                f'fill="#fff" {STROKE}',
            ),
            path_element(relative_path("M25 -20C29 -40 38 -56 52 -68"), f'fill="none" {STROKE}'),
            path_element(
                relative_path("M-44 -10C-50 -30 -22 -44 6 -42C34 -40 52 -28 44 -10Z"),
                f'fill="{ROYAL_RED}" {STROKE}',
            ),
            f'<rect x="-46" y="-16" width="92" height="16" rx="3" fill="{GOLD}" {STROKE}/>',
            f'<circle cx="0" cy="-8" r="5" fill="{ROYAL_BLUE}"/>',
        ]
    )
    write("crown_K.svg", king)
    write("crown_Q.svg", queen)
    write("crown_J.svg", jack)


ROBE_NECK_Y = 132  # where the neckline meets the shoulders, under the big letter


def make_robes():
    """Shoulders across the lower part of the top half of the panel, in card units."""
    x, y, w, h = COURT_PANEL
    left, right, middle = x + COURT_INSET, x + w - COURT_INSET, y + h / 2
    cx, n = x + w / 2, ROBE_NECK_Y
    neckline = (
        f"M{cx - 28} {n + 4}L{cx - 13} {n}C{cx - 8} {n + 8} {cx + 8} {n + 8} {cx + 13} {n}"
        f"L{cx + 28} {n + 4}"
    )
    shoulders = (
        f"M{left} {fmt(middle)}V{n + 26}C{left} {n + 14} {left + 10} {n + 7} {cx - 28} {n + 4}"
        + neckline[neckline.index("L") :]
        + f"C{right - 10} {n + 7} {right} {n + 14} {right} {n + 26}V{fmt(middle)}Z"
    )
    brooch = f'<circle cx="{fmt(cx)}" cy="{n + 24}" r="11" fill="#fff" {STROKE}/>'
    stud_xs = [left + 9, left + 21, right - 21, right - 9]
    studs = "".join(circle(sx, n + 36, 2.5, fill_only=True) for sx in stud_xs)
    colours = {"K": "#1f4fa0", "Q": "#a3122a", "J": "#2b6e47"}
    trims = {
        # The king's ermine: a white collar with black tails.
        "K": path_element(
            relative_path(
                neckline + f"L{cx + 30} {n + 13}"
                f"C{cx + 10} {n + 19} {cx - 10} {n + 19} {cx - 30} {n + 13}Z"
            ),
            f'fill="#fff" {STROKE}',
        )
        + path_element(
            "".join(f"M{fmt(tx)} {n + 8}v6" for tx in [cx - 21, cx + 21]),
            f'fill="none" stroke="{INK}" stroke-width="2.5"',
        ),
        # The queen's lace: a scalloped gold collar.
        "Q": path_element(
            relative_path(
                neckline + f"Q{cx + 24} {n + 17} {cx + 15} {n + 12}Q{cx + 8} {n + 20} {cx} {n + 15}"
                f"Q{cx - 8} {n + 20} {cx - 15} {n + 12}Q{cx - 24} {n + 17} {cx - 28} {n + 4}Z"
            ),
            f'fill="{GOLD}" {STROKE}',
        ),
        # The jack's doublet: gold stripes down the chest.
        "J": path_element(
            f"M{fmt(cx - 19)} {n + 6}V{fmt(middle)}M{fmt(cx + 19)} {n + 6}V{fmt(middle)}",
            f'fill="none" stroke="{GOLD}" stroke-width="5"',
        ),
    }
    for rank, colour in colours.items():
        robe = "".join(
            [
                path_element(relative_path(shoulders), f'fill="{colour}" {STROKE}'),
                trims[rank],
                path_element(studs, f'fill="{GOLD}"'),
                brooch,
            ]
        )
        write(f"robe_{rank}.svg", robe)


def make_court_frame():
    """The panel: a warm gradient with a faint diamond lattice, a black edge and a gold border."""
    x, y, w, h = COURT_PANEL
    i = COURT_INSET
    box = (x + i, y + i, w - 2 * i, h - 2 * i)
    centre = (x + w / 2, y + h / 2)
    lattice = diagonal_lines(box, 16, centre, 0.7) + diagonal_lines(box, 16, centre, -0.7)
    frame = "".join(
        [
            '<defs><linearGradient id="panel" x1="0" y1="0" x2="0" y2="1">'
            '<stop offset="0" stop-color="#fdf7e6"/><stop offset="0.5" stop-color="#f3e2b8"/>'
            '<stop offset="1" stop-color="#fdf7e6"/></linearGradient></defs>',
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" fill="url(#panel)" '
            f'stroke="{INK}" stroke-width="2"/>',
            path_element(relative_path(lattice), 'fill="none" stroke="#e8d29c" stroke-width="1"'),
            f'<rect x="{x + i}" y="{y + i}" width="{w - 2 * i}" height="{h - 2 * i}" rx="2" '
            f'fill="none" stroke="{GOLD}" stroke-width="2.5"/>',
        ]
    )
    write("court_frame.svg", frame)


def make_court_divider():
    """The line between the two halves, drawn over both robes."""
    x, y, w, h = COURT_PANEL
    i = COURT_INSET
    middle = y + h / 2
    write(
        "court_divider.svg",
        path_element(
            f"M{x + i} {fmt(middle)}H{x + w - i}", f'fill="none" stroke="{GOLD}" stroke-width="3"'
        ),
    )


# --- Card blank and backs ---------------------------------------------------------------------


def make_card_blank():
    write(
        "card_blank.svg",
        f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="14" fill="#fffdf8" '
        'stroke="#8c8c8c" stroke-width="2"/>',
    )


BACK_PANEL = (13, 13, CARD_W - 26, CARD_H - 26)  # the coloured area inside the white border
BACK_FRAME_INSET = 7  # the white line inside it, around the pattern


def back_frame(panel_fill):
    """The coloured panel inside the white border, and the white line framing its pattern.

    Returns the two elements and the box the pattern fills (inside the white line)."""
    x, y, w, h = BACK_PANEL
    i = BACK_FRAME_INSET
    panel = f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="7" fill="{panel_fill}"/>'
    frame = (
        f'<rect x="{x + i}" y="{y + i}" width="{w - 2 * i}" height="{h - 2 * i}" rx="3" '
        'fill="none" stroke="#fff" stroke-width="2"/>'
    )
    return panel, frame, (x + i, y + i, w - 2 * i, h - 2 * i)


def make_back_lattice():
    """Deck A: a deep blue panel under a woven lattice, an oval medallion with a compass star."""
    cx, cy = CARD_W / 2, CARD_H / 2
    # The lattice over the panel (fine lines #2a50a3 1 wide through (cx, cy + 11), the lattice
    # #6f94e0 2.2 wide through (cx, cy), both 22 apart, both ways, clipped to the frame's box) is
    # drawn by src/render/card_art_back.cpp (lattice_path): as text its numbers cost the page more.
    panel, frame, _ = back_frame("#143372")
    back = "".join(
        [
            panel,
            frame,
            f'<ellipse cx="{fmt(cx)}" cy="{fmt(cy)}" rx="50" ry="68" fill="#143372" stroke="#fff" '
            'stroke-width="3"/>',
            f'<ellipse cx="{fmt(cx)}" cy="{fmt(cy)}" rx="42" ry="60" fill="none" stroke="#6f94e0" '
            'stroke-width="1.5"/>',
            path_element(relative_path(star_path(cx, cy, 8, 40, 11)), 'fill="#6f94e0"'),
            path_element(relative_path(star_path(cx, cy, 4, 46, 9)), 'fill="#fff"'),
            f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="6" fill="#143372" stroke="#fff" '
            'stroke-width="2"/>',
        ]
    )
    write("back_0.svg", back)


def make_back_scales():
    """The third deck: forest green scales, a round medallion with a six-petal flower."""
    cx, cy = CARD_W / 2, CARD_H / 2
    panel, frame, box = back_frame("#14502f")
    bx, by, bw, bh = box
    r = 11
    # Rows of half circles, each row's scales one after another (an arc ends where the next
    # begins), every other row shifted by a scale's half.
    arcs = ""
    for row in range(int((bh - r) // r) + 1):
        y = by + r + row * r
        x = bx + (r if row % 2 else 0)
        count = int((bx + bw - x) // (2 * r))
        if count > 0:
            arcs += f"M{fmt(x)} {fmt(y)}a{r} {r} 0 0 0 {2 * r} 0" + f" {r} {r} 0 0 0 {2 * r} 0" * (
                count - 1
            )
    petals = "".join(
        circle(cx + 17 * math.sin(math.pi * k / 3), cy - 17 * math.cos(math.pi * k / 3), 12,
               fill_only=True)
        for k in range(6)
    )
    back = "".join(
        [
            panel,
            f'<path d="{arcs}" fill="none" stroke="#3f8f5f" stroke-width="1.6"/>',
            frame,
            f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="58" fill="#14502f" stroke="#fff" '
            'stroke-width="3"/>',
            f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="50" fill="none" stroke="#8fd0a6" '
            'stroke-width="1.5"/>',
            path_element(petals, 'fill="#fff"'),
            f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="9" fill="#e2b64a" stroke="#14502f" '
            'stroke-width="2"/>',
        ]
    )
    write("back_2.svg", back)


JOKER_INK = "#5a2a82"  # the joker's purple
JOKER_RED = "#c8102e"


def make_joker():
    """The joker: JOKER down the top-left and (turned) bottom-right corners, a framed panel with a
    jester's three-pointed cap, bells at its tips, a face and a harlequin collar."""
    font = TTFont(os.path.join(FONT_DIR, RANK_FONT))
    glyf = font["glyf"]
    cmap = font.getBestCmap()
    glyph_set = font.getGlyphSet()
    cap = 24.0
    k = cap / glyf[cmap[ord("H")]].yMax
    pen = SVGPathPen(glyph_set, ntos=fmt)
    for corner in (0, 1):
        for i, char in enumerate("JOKER"):
            g = glyf[cmap[ord(char)]]
            shift = -(g.xMin + g.xMax) / 2 * k
            x, y = 22, 40 + i * 28
            if corner == 0:
                t = (k, 0, 0, -k, x + shift, y)
            else:  # half a turn about the card's centre
                t = (-k, 0, 0, k, CARD_W - x - shift, CARD_H - y)
            glyph_set[cmap[ord(char)]].draw(TransformPen(pen, t))
    letters = path_element(relative_path(pen.getCommands(), fill_only=True), f'fill="{JOKER_INK}"')

    px, py, pw, ph = 40, 24, 170, 302  # the panel
    cx = CARD_W / 2
    # The cap: three points that droop outwards, each with a bell.
    band_y = 178
    tips = [(62, 112), (cx, 70), (188, 112)]
    fills = [JOKER_RED, JOKER_INK, JOKER_RED]
    lobes = ""
    bases = [(84, cx - 8), (cx - 26, cx + 26), (cx + 8, 166)]
    for (tx, ty), (x0, x1), fill in zip(tips, bases, fills):
        mid = (x0 + x1) / 2
        lobes += path_element(
            f"M{fmt(x0)} {band_y}C{fmt(x0)} {band_y - 40} {fmt((mid + tx) / 2)} {ty + 8} "
            f"{fmt(tx)} {ty}C{fmt((mid + tx) / 2 + 10)} {ty + 20} {fmt(x1)} {band_y - 40} "
            f"{fmt(x1)} {band_y}Z",
            f'fill="{fill}" stroke="{INK}" stroke-width="2" stroke-linejoin="round"',
        )
    bells = "".join(circle(tx, ty, 8, fill_only=True) for tx, ty in tips)
    band = (
        f'<rect x="78" y="{band_y - 4}" width="94" height="16" rx="6" fill="{GOLD}" '
        f'stroke="{INK}" stroke-width="2"/>'
    )
    face_y = 214
    face = (
        f'<ellipse cx="{fmt(cx)}" cy="{face_y}" rx="27" ry="30" fill="#f7dcc0" stroke="{INK}" '
        'stroke-width="2"/>'
        + path_element(
            circle(cx - 10, face_y - 6, 3.2, fill_only=True)
            + circle(cx + 10, face_y - 6, 3.2, fill_only=True),
            f'fill="{INK}"',
        )
        + path_element(
            f"M{fmt(cx - 13)} {face_y + 9}Q{fmt(cx)} {face_y + 22} {fmt(cx + 13)} {face_y + 9}",
            f'fill="none" stroke="{JOKER_RED}" stroke-width="2.6" stroke-linecap="round"',
        )
        + path_element(
            circle(cx - 17, face_y + 6, 4.5, fill_only=True)
            + circle(cx + 17, face_y + 6, 4.5, fill_only=True),
            'fill="#f0a0a0"',
        )
    )
    # The collar: points of alternating colour fanning out below the chin.
    collar = ""
    top_y, low_y = face_y + 26, face_y + 62
    n = 6
    for i in range(n):
        x0 = cx - 66 + 132 * i / n
        x1 = cx - 66 + 132 * (i + 1) / n
        fill = JOKER_INK if i % 2 == 0 else GOLD
        collar += path_element(
            polygon_path([(cx + (x0 - cx) * 0.35, top_y), ((x0 + x1) / 2, low_y),
                          (cx + (x1 - cx) * 0.35, top_y)]),
            f'fill="{fill}" stroke="{INK}" stroke-width="1.5" stroke-linejoin="round"',
        )
    collar_bells = "".join(
        circle(cx - 66 + 132 * (i + 0.5) / n, low_y + 5, 4, fill_only=True) for i in range(n)
    )
    star = path_element(relative_path(star_path(cx, 300, 5, 12, 5)), f'fill="{GOLD}"')
    panel = (
        f'<rect x="{px}" y="{py}" width="{pw}" height="{ph}" rx="5" fill="#fbf3dc" '
        f'stroke="{INK}" stroke-width="2"/>'
        f'<rect x="{px + 5}" y="{py + 5}" width="{pw - 10}" height="{ph - 10}" rx="2" '
        f'fill="none" stroke="{GOLD}" stroke-width="2.5"/>'
    )
    joker = "".join(
        [
            panel,
            lobes,
            path_element(bells, f'fill="{GOLD}" stroke="{INK}" stroke-width="1.5"'),
            band,
            collar,
            path_element(collar_bells, f'fill="{GOLD}"'),
            face,
            star,
            letters,
        ]
    )
    write("joker.svg", joker)


# --- Text font --------------------------------------------------------------------------------

TEXT_FONT = "DejaVuSans.ttf"
TEXT_UNITS_PER_EM = 256  # enough: one unit is two fifths of a pixel at 100 px (a tenth at 25 px)


def make_text_font():
    font = TTFont(os.path.join(FONT_DIR, TEXT_FONT))
    glyf = font["glyf"]
    cmap = font.getBestCmap()
    glyph_set = font.getGlyphSet()
    k = TEXT_UNITS_PER_EM / font["head"].unitsPerEm
    chars = [chr(c) for c in range(32, 127)]
    ascent = max(glyf[cmap[ord(c)]].yMax for c in chars if c != " ") * k
    descent = -min(glyf[cmap[ord(c)]].yMin for c in chars if c != " ") * k
    lines = [f"{TEXT_UNITS_PER_EM} {math.ceil(ascent)} {math.ceil(descent)}"]
    for char in chars:
        advance = round(glyph_set[cmap[ord(char)]].width * k)
        outline = glyph_path(font, char, (k, 0, 0, -k, 0, 0))
        # Filled; bold text also strokes it, with round caps that close an open outline's ends
        # the way a round join would (src/render/card_art_text.cpp).
        data = relative_path(outline, 0, fill_only=True) if char != " " else ""
        lines.append(f"{advance} {data}".rstrip())
    write("font_sans.txt", "\n".join(lines))


def main():
    os.makedirs(OUT_DIR, exist_ok=True)
    for name in os.listdir(OUT_DIR):
        os.remove(os.path.join(OUT_DIR, name))
    make_rank_indices()
    make_suits()
    make_crowns()
    make_robes()
    make_court_frame()
    make_court_divider()
    make_card_blank()
    make_back_lattice()
    make_back_scales()
    make_joker()
    make_text_font()


if __name__ == "__main__":
    main()
