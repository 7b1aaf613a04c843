#!/usr/bin/env python3
"""A language's words file as the table reads it (rules/<code>/words.txt in the build folder):
the glyphs its texts need beyond printable ASCII, then its messages.

    language_words.py [--no-glyphs] OUT MESSAGES [TEXT...]

MESSAGES is src/app/text/<code>/words.txt (its "en:"/"<code>:" pairs, copied as they are; it
may be missing while a language has none yet); every TEXT (the language's rules pages, option
sentences, jokes) and MESSAGES are scanned for characters outside 32..126. Each becomes a line
"glyph <code point> <advance> <path>" in font_sans.txt's units (DejaVu Sans, as
scripts/make_card_art.py writes the ASCII ones), which src/render/card_art_text.cpp reads.
A character DejaVu Sans lacks is an error: the table would show '?'. With --no-glyphs (the
browser build, whose page sets text with the browser's fonts: src/render/page_text.cpp) the file
holds the messages alone.
"""

import os
import sys

from fontTools.ttLib import TTFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_card_art as art  # noqa: E402


def main():
    args = sys.argv[1:]
    glyphs = args[:1] != ["--no-glyphs"]
    if not glyphs:
        args = args[1:]
    out, messages, texts = args[0], args[1], args[2:]
    message_text = ""
    if os.path.exists(messages):
        with open(messages, encoding="utf-8") as f:
            message_text = f.read()
    if not glyphs:
        with open(out, "w", encoding="utf-8") as f:
            f.write("# Made by scripts/language_words.py from the language's messages: do not edit.\n"
                    + message_text)
        return
    chars = set(message_text)
    for name in texts:
        with open(name, encoding="utf-8") as f:
            chars.update(f.read())
    extra = sorted(c for c in chars if ord(c) > 126)

    font = TTFont(os.path.join(art.FONT_DIR, art.TEXT_FONT))
    cmap = font.getBestCmap()
    glyph_set = font.getGlyphSet()
    k = art.TEXT_UNITS_PER_EM / font["head"].unitsPerEm
    lines = ["# Made by scripts/language_words.py from the language's texts: do not edit."]
    for char in extra:
        if char in "\u00a0\u202f\u2009":  # the spaces typography puts before ':' and in numbers
            lines.append(f"glyph {ord(char)} {round(glyph_set[cmap[32]].width * k)}")
            continue
        if ord(char) not in cmap:
            sys.exit(f"language_words.py: DejaVu Sans has no glyph for U+{ord(char):04X} ({char!r})")
        advance = round(glyph_set[cmap[ord(char)]].width * k)
        outline = art.glyph_path(font, char, (k, 0, 0, -k, 0, 0))
        data = art.relative_path(outline, 0, fill_only=True)
        lines.append(f"glyph {ord(char)} {advance} {data}".rstrip())
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n" + message_text)


if __name__ == "__main__":
    main()
