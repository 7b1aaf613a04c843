// Card art and text SVG: every document is well-formed XML that SDL2_image's nanosvg can draw
// (no <text>, no <use>), faces and backs are all different, colours follow the suits, and text
// measures consistently with the box text_svg draws.
#include "render/card_art.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "core/card.hpp"
#include "render/card_art_files.hpp"

namespace {

using rb::Card;
using rb::Suit;

std::vector<Card> one_deck(int deck) {
  std::vector<Card> cards;
  for (Suit suit : {Suit::clubs, Suit::diamonds, Suit::hearts, Suit::spades}) {
    for (int rank = 1; rank <= 13; ++rank) cards.push_back(Card::make(deck, suit, rank));
  }
  return cards;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Tags are balanced and properly nested, attributes are quoted: a small XML check that is
// enough for the documents this library writes (no comments, no CDATA, no entities).
bool well_formed(const std::string& svg) {
  std::vector<std::string> open;
  size_t at = 0;
  while ((at = svg.find('<', at)) != std::string::npos) {
    const size_t end = svg.find('>', at);
    if (end == std::string::npos) return false;
    const std::string tag = svg.substr(at + 1, end - at - 1);
    if (tag.empty() || tag.find('<') != std::string::npos) return false;
    size_t quotes = 0;
    for (char c : tag) quotes += c == '"';
    if (quotes % 2 != 0) return false;
    const std::string name =
        tag.substr(tag[0] == '/', tag.find_first_of(" />", 1) - (tag[0] == '/'));
    if (tag[0] == '/') {
      if (open.empty() || open.back() != name) return false;
      open.pop_back();
    } else if (tag.back() != '/') {
      open.push_back(name);
    }
    at = end + 1;
  }
  return open.empty();
}

// What every document must be for nanosvg: one <svg> with a viewBox, drawn with paths and
// shapes only.
void check_drawable(const std::string& svg) {
  INFO(svg.substr(0, 200));
  CHECK(svg.rfind("<svg", 0) == 0);
  CHECK(contains(svg, "viewBox=\"0 0 "));
  CHECK(svg.size() >= 6);
  CHECK(svg.substr(svg.size() - 6) == "</svg>");
  CHECK_FALSE(contains(svg, "<text"));
  CHECK_FALSE(contains(svg, "<use"));
  CHECK_FALSE(contains(svg, "nan"));
  CHECK_FALSE(contains(svg, "inf"));
  CHECK(well_formed(svg));
}

}  // namespace

TEST_CASE("the XML check itself rejects broken documents", "[card_art]") {
  CHECK(well_formed("<svg a=\"1\"><g><path d=\"M0 0\"/></g></svg>"));
  CHECK_FALSE(well_formed("<svg><g></svg>"));
  CHECK_FALSE(well_formed("<svg><g></g>"));
  CHECK_FALSE(well_formed("<svg a=\"1><g/></svg>"));
  CHECK_FALSE(well_formed("<svg><path d=\"M0 0\"</svg>"));
}

TEST_CASE("every art file the composer uses is embedded and drawable", "[card_art]") {
  const char* files[] = {
      "card_blank.svg", "court_frame.svg",   "court_divider.svg", "back_0.svg",      "back_2.svg",
      "suit_clubs.svg", "suit_diamonds.svg", "suit_hearts.svg",   "suit_spades.svg", "crown_J.svg",
      "crown_Q.svg",    "crown_K.svg",       "robe_J.svg",        "robe_Q.svg",      "robe_K.svg",
      "rank_A.svg",     "rank_2.svg",        "rank_3.svg",        "rank_4.svg",      "rank_5.svg",
      "rank_6.svg",     "rank_7.svg",        "rank_8.svg",        "rank_9.svg",      "rank_10.svg",
      "rank_J.svg",     "rank_Q.svg",        "rank_K.svg",
  };
  for (const char* name : files) {
    INFO(name);
    const std::string text(rb::art::art_file(name));
    REQUIRE_FALSE(text.empty());
    CHECK_FALSE(contains(text, "<text"));
    CHECK_FALSE(contains(text, "<use"));
    CHECK(well_formed("<g>" + text + "</g>"));
  }
  CHECK(rb::art::art_file("no_such_file.svg").empty());
  CHECK_FALSE(rb::art::art_file("font_sans.txt").empty());
}

TEST_CASE("card faces are drawable card-sized documents", "[card_art]") {
  for (Card card : one_deck(0)) {
    INFO(rb::art::card_face_svg(card).substr(0, 80));
    const std::string svg = rb::art::card_face_svg(card);
    check_drawable(svg);
    CHECK(contains(svg, "viewBox=\"0 0 250 350\""));
  }
}

TEST_CASE("the 52 faces are all different, and the same in both decks", "[card_art]") {
  std::set<std::string> faces;
  const std::vector<Card> deck_a = one_deck(0), deck_b = one_deck(1);
  for (size_t i = 0; i < deck_a.size(); ++i) {
    const std::string face = rb::art::card_face_svg(deck_a[i]);
    faces.insert(face);
    CHECK(face == rb::art::card_face_svg(deck_b[i]));
  }
  CHECK(faces.size() == 52);
}

TEST_CASE("red suits are drawn red, black suits near-black", "[card_art]") {
  const std::string red = "<g fill=\"#c8102e\">", black = "<g fill=\"#1b1b1f\">";
  for (Card card : one_deck(0)) {
    const std::string svg = rb::art::card_face_svg(card);
    INFO("rank " << card.rank() << " suit " << static_cast<int>(card.suit()));
    CHECK(contains(svg, card.red() ? red : black));
    CHECK_FALSE(contains(svg, card.red() ? black : red));
  }
}

TEST_CASE("a face shows its rank in two corners and the right number of pips", "[card_art]") {
  const auto count = [](const std::string& text, const std::string& part) {
    size_t n = 0;
    for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
  };
  const std::string heart(rb::art::art_file("suit_hearts.svg"));
  const std::string seven(rb::art::art_file("rank_7.svg"));
  const std::string seven_of_hearts = rb::art::card_face_svg(Card::make(0, Suit::hearts, 7));
  CHECK(count(seven_of_hearts, seven) == 2);
  CHECK(count(seven_of_hearts, heart) == 2 + 7);  // two corner suits, seven pips
  const std::string ace = rb::art::card_face_svg(Card::make(0, Suit::hearts, 1));
  CHECK(count(ace, heart) == 2 + 1);
  const std::string king = rb::art::card_face_svg(Card::make(0, Suit::hearts, 13));
  CHECK(count(king, std::string(rb::art::art_file("crown_K.svg"))) == 2);
}

TEST_CASE("the two backs are drawable and different", "[card_art]") {
  const std::string a = rb::art::card_back_svg(0), b = rb::art::card_back_svg(1);
  check_drawable(a);
  check_drawable(b);
  CHECK(contains(a, "viewBox=\"0 0 250 350\""));
  CHECK(a != b);
  // Deck B's back is deck A's lattice in burgundy: none of deck A's colours are left in it.
  CHECK(contains(b, "#6a0f24"));
  for (const char* blue : {"#143372", "#2a50a3", "#6f94e0"}) CHECK_FALSE(contains(b, blue));
  CHECK(b.size() == a.size());
  for (Card card : one_deck(0)) CHECK(rb::art::card_face_svg(card) != a);
}

TEST_CASE("text measures grow with length, size and weight", "[card_art]") {
  using rb::art::text_width;
  CHECK(text_width("", 20) == 0.0);
  CHECK(text_width("W", 20) > 0.0);
  CHECK(text_width("Knock", 20) > text_width("Knoc", 20));
  CHECK(text_width("Knock knock", 20) > text_width("Knock", 20));
  CHECK(text_width("Knock", 40) == Approx(2 * text_width("Knock", 20)));
  CHECK(text_width("Knock", 20, true) > text_width("Knock", 20));
  CHECK(text_width("iiii", 20) < text_width("WWWW", 20));
}

TEST_CASE("text documents are exactly the text's box", "[card_art]") {
  int width = 0;
  const std::string svg = rb::art::text_svg("Your turn", 24, 0xffffffff, false, &width);
  check_drawable(svg);
  CHECK(width == static_cast<int>(std::ceil(rb::art::text_width("Your turn", 24))));
  CHECK(contains(svg, "viewBox=\"0 0 " + std::to_string(width) + " 24\""));
  CHECK(contains(svg, "fill=\"#ffffff\""));
  CHECK_FALSE(contains(svg, "fill-opacity"));

  const std::string translucent = rb::art::text_svg("Your turn", 24, 0x11223380, true);
  check_drawable(translucent);
  CHECK(contains(translucent, "fill=\"#112233\""));
  CHECK(contains(translucent, "fill-opacity=\"0.502\""));
  CHECK(contains(translucent, "stroke=\"#112233\""));

  int empty_width = 0;
  check_drawable(rb::art::text_svg("", 16, 0x000000ff, false, &empty_width));
  CHECK(empty_width == 1);  // never an empty image: SDL_image cannot make one
  CHECK(contains(rb::art::text_svg("x", 0, 0x000000ff), "height=\"1\""));
}

TEST_CASE("characters outside printable ASCII are drawn as '?'", "[card_art]") {
  using rb::art::text_svg;
  CHECK(text_svg("caf\xc3\xa9", 20, 0xff) == text_svg("caf?", 20, 0xff));
  CHECK(text_svg("tab\there", 20, 0xff) == text_svg("tab?here", 20, 0xff));
  CHECK(text_svg("\xe2\x99\xa0", 20, 0xff) == text_svg("?", 20, 0xff));  // one '?' per char
  CHECK(rb::art::text_width("na\xc3\xafve", 20) == rb::art::text_width("na?ve", 20));
}
