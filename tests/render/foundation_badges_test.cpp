// The table says which way a foundation is built where a game builds them both ways: House on the
// Hill's up and down piles keep their word ("Up", "Down") on a pill at a card's foot once a card
// hides the empty place's mark; a game whose foundations all go up (Harp) shows none; Russian
// Bank's houses and Single-deck's tableau piles show their number on their top card. Painted
// into SDL's software renderer after play has put cards on the foundations.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "app/flow/session.hpp"
#include "app_fixture.hpp"
#include "core/translation.hpp"
#include "painted_surface.hpp"
#include "render/card_art.hpp"
#include "render/table_painter.hpp"

namespace rb::render {
namespace {

// Plays the first legal move onto a foundation, or else the first legal action, until every
// foundation of `wanted` holds a card (or a bound of actions).
void play_until_covered(app::AppModel& m, const std::vector<int>& wanted) {
  std::vector<ActionCode> legal;
  for (int step = 0; step < 400; ++step) {
    bool covered = true;
    for (int pile : wanted) covered &= m.state().talk()->pile_size(pile) > 0;
    if (covered || m.state().over()) return;
    legal.clear();
    m.state().legal_actions(legal);
    REQUIRE_FALSE(legal.empty());
    ActionCode chosen = legal.front();
    for (ActionCode a : legal) {
      const std::string text = m.state().action_text(a);
      if (text.rfind("move t", 0) == 0 && text.find(" f") != std::string::npos) {
        chosen = a;
        break;
      }
    }
    REQUIRE(app::any_action(m, chosen, 0).empty());
  }
}

// The share of dark pixels (a badge's pill) where a badge sits on `pile`: its card's lower left
// (with `top_card`, its top card's, where a fanned pile's number goes).
double dark_share_at_foot(const app::AppModel& m, int pile, bool top_card = false) {
  const app::Layout& layout = m.layout;
  const test::Surface surface = test::painted(m, [&](const DrawKit& kit) { paint_table(kit, m); });
  const int size = m.state().talk()->pile_size(pile);
  const app::Rect r =
      top_card ? app::card_rect(layout, pile, size - 1, size) : layout.place(pile).base;
  // (The pill is about a label's height and a short word's width, a few pixels in from the edge.)
  const int h = std::max(6, int(layout.card_height * 0.09));
  int dark = 0, all = 0;
  for (int y = r.bottom() - h; y < r.bottom() - 3; ++y) {
    for (int x = r.x + 4; x < r.x + r.w / 4; ++x) {
      dark += test::rgb_at(surface.get(), x, y).sum() < 200;
      ++all;
    }
  }
  return all > 0 ? double(dark) / all : 0;
}

}  // namespace

TEST_CASE("House on the Hill's foundations say up or down; Harp's, all up, say nothing",
          "[table]") {
  for (const auto& [w, h, dpr] : {std::tuple{1280.0, 800.0, 1.0}, std::tuple{390.0, 844.0, 2.0}}) {
    INFO(w << "x" << h);
    app::AppModel hill = rb::test::app_table("game=house-on-the-hill&seed=3");
    hill.viewport = app::Viewport{w, h, dpr};
    hill.measure = &art::text_width;
    play_until_covered(hill, {0, 4});  // an up pile and a down pile
    REQUIRE(hill.state().talk()->pile_size(0) > 0);
    REQUIRE(hill.state().talk()->pile_size(4) > 0);
    app::lay_out(hill);
    CHECK(dark_share_at_foot(hill, 0) > 0.4);
    CHECK(dark_share_at_foot(hill, 4) > 0.4);

    app::AppModel harp = rb::test::app_table("game=harp&seed=3");
    harp.viewport = app::Viewport{w, h, dpr};
    harp.measure = &art::text_width;
    play_until_covered(harp, {0});
    REQUIRE(harp.state().talk()->pile_size(0) > 0);
    app::lay_out(harp);
    CHECK(dark_share_at_foot(harp, 0) < 0.1);
  }
}

TEST_CASE("Spite and Malice's payoff piles are named on their card where their count is hidden",
          "[table]") {
  for (const bool counted : {false, true}) {
    app::AppModel m = rb::test::app_table(
        std::string("game=spite-and-malice&preset=four&seed=7&show_payoff_count=") +
        (counted ? "yes" : "no"));
    m.viewport = app::Viewport{1280, 800, 1};
    m.measure = &art::text_width;
    app::lay_out(m);
    for (size_t pile = 0; pile < m.table.piles.size(); ++pile) {
      if (m.table.piles[pile].word != "payoff pile") continue;
      INFO("pile " << pile << (counted ? ", counted" : ", its count hidden"));
      CHECK(m.table.piles[pile].word_badge == !counted);
      CHECK(m.table.piles[pile].count_badge == counted);
      CHECK(dark_share_at_foot(m, int(pile)) > 0.4);  // a badge, with words or a count
    }
  }
}

TEST_CASE("Spite and Malice's payoff piles keep their name in every language", "[table]") {
  // (A review saw no name on them in French and Russian, "Pile personnelle" and "Главная
  // стопка" too long to stop short of the card's index: a name alone may cover it. On a phone,
  // a later review, too long even so: it goes in two lines.)
  struct BackToEnglish {
    ~BackToEnglish() { set_english(); }
  } const english;
  for (const char* code : {"fr", "de", "es", "ru"}) {
    INFO(code);
    std::ifstream in(std::string(RB_BUILD_RULES) + "/" + code + "/words.txt", std::ios::binary);
    std::ostringstream words;
    words << in.rdbuf();
    Language language;
    std::string error;
    REQUIRE(read_language(code, words.str(), language, error));
    set_language(std::move(language));
    for (const auto& [w, h, dpr] : {std::tuple{1280.0, 800.0, 1.0}, std::tuple{1920.0, 1080.0, 1.0},
                                    std::tuple{390.0, 844.0, 2.0}}) {
      INFO(w << "x" << h);
      app::AppModel m = rb::test::app_table("game=spite-and-malice&seed=3");
      m.viewport = app::Viewport{w, h, dpr};
      m.measure = &art::text_width;
      app::lay_out(m);
      int named = 0;
      for (size_t pile = 0; pile < m.table.piles.size(); ++pile) {
        if (!m.table.piles[pile].word_badge) continue;
        ++named;
        CHECK(dark_share_at_foot(m, int(pile)) > 0.4);
      }
      CHECK(named == 2);
    }
  }
}

TEST_CASE("a house or a tableau pile that moves name by its number shows it on its top card",
          "[table]") {
  // (A review read "onto tableau pile 7" with no number on Single-deck's eight piles; Russian
  // Bank's houses had none either. Congress's piles, which no message numbers for a player, stay
  // bare.)
  for (const auto& [w, h, dpr] : {std::tuple{1280.0, 800.0, 1.0}, std::tuple{390.0, 844.0, 2.0}}) {
    for (const char* query : {"game=russian-bank&seed=5", "game=single-deck-russian-bank&seed=5",
                              "game=congress&seed=5"}) {
      INFO(query << " at " << w << "x" << h);
      app::AppModel m = rb::test::app_table(query);
      m.viewport = app::Viewport{w, h, dpr};
      m.measure = &art::text_width;
      app::lay_out(m);
      int numbered = 0;
      for (size_t pile = 0; pile < m.table.piles.size(); ++pile) {
        const PileInfo& info = m.table.piles[pile];
        if (!info.fanned || m.state().talk()->pile_size(int(pile)) == 0 ||
            !m.layout.place(int(pile)).shown) {
          continue;
        }
        INFO("pile " << info.code);
        const double dark = dark_share_at_foot(m, int(pile), true);
        if (info.number_badge) {
          ++numbered;
          CHECK(dark > 0.4);
        } else {
          CHECK(dark < 0.1);
        }
      }
      CHECK((numbered > 0) == (std::string(query).find("congress") == std::string::npos));
    }
  }
}

}  // namespace rb::render
