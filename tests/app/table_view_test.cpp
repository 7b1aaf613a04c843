// Tests of what the table shows around the piles (src/app/layout with a toolbar, toolbar,
// panels, state_json): every pile of every preset fits below the toolbar in landscape and
// portrait windows, the seats and buttons overlap nothing, panels fit the window, and the test
// hook's JSON carries the record, whose turn it is, the message and the buttons.
#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

#include "app/flow/commands.hpp"
#include "app/flow/session.hpp"
#include "app/text/table_talk.hpp"
#include "app/ui/panels.hpp"
#include "app/ui/rules_page.hpp"
#include "app/ui/state_json.hpp"
#include "app/ui/toolbar.hpp"
#include "app_fixture.hpp"
#include "games/russian_bank/ai/computer_player.hpp"

namespace {

struct Window {
  double w, h, dpr;
};
const std::vector<Window> kWindows = {{1280, 800, 1}, {1920, 1080, 2}, {390, 844, 3},
                                      {844, 390, 3},  {360, 640, 2},   {1024, 768, 1}};

bool inside(const rb::app::Rect& inner, const rb::app::Rect& outer) {
  return inner.x >= outer.x && inner.y >= outer.y && inner.right() <= outer.right() &&
         inner.bottom() <= outer.bottom();
}

}  // namespace

TEST_CASE("every pile of every preset fits below the toolbar, beside the seats") {
  for (const rb::russian_bank::Preset preset :
       {rb::russian_bank::Preset::house, rb::russian_bank::Preset::scarne,
        rb::russian_bank::Preset::ultimate}) {
    for (const Window& win : kWindows) {
      rb::app::Settings settings = rb::test::instant();
      settings.preset = rb::russian_bank::preset_name(preset);
      const rb::app::AppModel m = rb::test::app_table(settings, win.w, win.h, win.dpr);
      const rb::app::Layout& layout = m.layout;
      INFO(rb::russian_bank::preset_name(preset)
           << " " << win.w << "x" << win.h << " @" << win.dpr);
      const rb::app::Rect window{0, 0, layout.width, layout.height};
      REQUIRE(layout.toolbar.h > 0);
      for (const rb::app::Rect& seat : layout.seat) {
        CHECK(inside(seat, window));
        CHECK(seat.y >= layout.toolbar.bottom());
      }
      CHECK_FALSE(layout.seat[0].overlaps(layout.seat[1]));
      for (int p = 0; p < rb::russian_bank::kPileCount; ++p) {
        const rb::app::PilePlace& place = layout.places[p];
        if (!place.shown) continue;
        INFO("pile " << rb::russian_bank::pile_code(rb::russian_bank::PileId(p)));
        CHECK(inside(place.area, window));
        CHECK(place.area.y >= layout.toolbar.bottom());
        CHECK_FALSE(place.area.overlaps(layout.seat[0]));
        CHECK_FALSE(place.area.overlaps(layout.seat[1]));
      }
    }
  }
}

TEST_CASE("a phone in portrait still shows cards a player can read") {
  const rb::app::AppModel m = rb::test::app_table(rb::test::instant(), 390, 844, 3);
  CHECK(m.layout.shape == rb::app::TableShape::tall);
  CHECK(m.layout.css(m.layout.card_width) >= 62);
}

TEST_CASE("the toolbar's buttons lie in the bar, apart, with room for the message") {
  for (const Window& win : kWindows) {
    const rb::app::AppModel m = rb::test::app_table(rb::test::instant(), win.w, win.h, win.dpr);
    INFO(win.w << "x" << win.h << " @" << win.dpr);
    const rb::app::ToolbarView view = rb::app::toolbar_view(m);
    CHECK(rb::app::find_widget(view.widgets, rb::app::WidgetId::call) != nullptr);
    CHECK(rb::app::find_widget(view.widgets, rb::app::WidgetId::menu) != nullptr);
    CHECK(rb::app::find_widget(view.widgets, rb::app::WidgetId::hint) != nullptr);
    for (size_t i = 0; i < view.widgets.size(); ++i) {
      CHECK(inside(view.widgets[i].rect, view.bar));
      CHECK_FALSE(view.widgets[i].rect.overlaps(view.message));
      for (size_t j = i + 1; j < view.widgets.size(); ++j) {
        CHECK_FALSE(view.widgets[i].rect.overlaps(view.widgets[j].rect));
      }
    }
    CHECK(view.message.w > view.bar.w / 3);
    CHECK_FALSE(view.lines.empty());
    CHECK(view.lines.size() <= 2);
  }
}

TEST_CASE("panels fit the window and their buttons fit the panel") {
  for (const Window& win : kWindows) {
    rb::app::AppModel m = rb::test::app_table(rb::test::instant(), win.w, win.h, win.dpr);
    for (const rb::app::WidgetId open : {rb::app::WidgetId::menu, rb::app::WidgetId::rules}) {
      rb::app::press(m, open, 0);
      const rb::app::PanelView view = rb::app::panel_view(m);
      INFO(win.w << "x" << win.h << " @" << win.dpr << " panel " << int(m.ui.panel));
      CHECK(inside(view.box, rb::app::Rect{0, 0, m.layout.width, m.layout.height}));
      // (A panel taller than the window scrolls: what shows of each widget lies in it.)
      for (const rb::app::Widget& w : view.widgets)
        CHECK(inside(w.shown.value_or(w.rect), view.box));
      rb::app::press(m, rb::app::WidgetId::close, 0);
      CHECK(m.ui.panel == rb::app::Panel::none);
    }
  }
}

// The game on the table played to its end by the computer for both seats, the second (the
// computer's in a game against the person) the stronger.
void play_to_end(rb::app::AppModel& m) {
  rb::russian_bank::ComputerPlayer a(2, 1), b(3, 2);
  for (int i = 0; i < 5000 && !m.game->over(); ++i) {
    const rb::russian_bank::State& state = rb::test::rb_state(m);
    const rb::russian_bank::Action action = (state.turn() == 0 ? a : b).choose(state);
    REQUIRE(m.game->apply(rb::test::code(action)).empty());
  }
  REQUIRE(m.game->over());
}

std::string panel_text(const rb::app::AppModel& m) {
  const rb::app::PanelView view = rb::app::panel_view(m);
  std::string text;
  for (const rb::app::Widget& w : view.widgets) text += w.text + "\n";
  for (const rb::app::TextLine& line : view.lines) text += line.text + "\n";
  return text;
}

struct HeldFiles : rb::app::RulesFiles {
  std::vector<std::string> requested;
  void request(const std::string& file) override { requested.push_back(file); }
};

TEST_CASE("a lost game's end panel shows the result, the score and a joke") {
  rb::app::AppModel m = rb::test::app_table();  // the human against the computer
  play_to_end(m);
  const bool lost = m.game->winner() == rb::russian_bank::kPlayerB;
  // The jokes are asked for once the game is lost to the computer, once.
  HeldFiles files;
  rb::app::request_shown_rules(m, files);
  rb::app::request_shown_rules(m, files);
  CHECK(files.requested ==
        (lost ? std::vector<std::string>{"jokes.txt"} : std::vector<std::string>{}));
  rb::app::rules_file_read(m, "jokes.txt", "# the jokes\nA joke.\n");
  m.ui.panel = rb::app::Panel::end;
  const std::string text = panel_text(m);
  CHECK(text.find(lost ? "The computer wins" : "You win") != std::string::npos);
  CHECK(text.find("points") != std::string::npos);
  // The joke, in quotes, only after a loss.
  CHECK((text.find("\"A joke.\"") != std::string::npos) == lost);
}

// The end panel of a loss opens once the jokes have come (or could not be read), so that none
// comes in under the player's pointer and moves its buttons; an answer after the panel opened,
// which opens without it after a while, is left out.
TEST_CASE("a lost game's end panel waits for the jokes; one that comes later moves no button") {
  using rb::app::Panel;
  for (const char* answer : {"read", "failed", "late"}) {
    INFO(answer);
    rb::app::AppModel m = rb::test::app_table();
    play_to_end(m);
    REQUIRE(m.game->winner() == rb::russian_bank::kPlayerB);  // (this deal: the computer wins)
    m.end_at_ms = 1000;                                       // (as the last move's flight lands)
    HeldFiles files;
    rb::app::update(m, 1000);
    rb::app::request_shown_rules(m, files);
    CHECK(files.requested == std::vector<std::string>{"jokes.txt"});
    rb::app::update(m, 1500);
    CHECK(m.ui.panel == Panel::none);
    CHECK(rb::app::next_wakeup_ms(m, 1500) > 1500);  // (the page sleeps until then)
    if (std::string(answer) == "read") {
      rb::app::rules_file_read(m, "jokes.txt", "A joke.\n");
      rb::app::update(m, 1500);
      REQUIRE(m.ui.panel == Panel::end);
      CHECK(panel_text(m).find("\"A joke.\"") != std::string::npos);
    } else if (std::string(answer) == "failed") {
      rb::app::rules_file_failed(m, "jokes.txt", "not found");
      rb::app::update(m, 1500);
      REQUIRE(m.ui.panel == Panel::end);
      CHECK(panel_text(m).find('"') == std::string::npos);
    } else {
      rb::app::update(m, 1000 + 60000);
      REQUIRE(m.ui.panel == Panel::end);
      const rb::app::PanelView before = rb::app::panel_view(m);
      rb::app::rules_file_read(m, "jokes.txt", "A joke.\n");
      const rb::app::PanelView after = rb::app::panel_view(m);
      CHECK(panel_text(m).find('"') == std::string::npos);
      REQUIRE(after.widgets.size() == before.widgets.size());
      for (size_t i = 0; i < after.widgets.size(); ++i) {
        CHECK(after.widgets[i].rect.y == before.widgets[i].rect.y);
      }
      // Left out: not asked for again, and the next loss's panel opens without waiting.
      rb::app::request_shown_rules(m, files);
      CHECK(files.requested.size() == 1);
      rb::app::new_game(m, m.settings, 62000);
      play_to_end(m);
      REQUIRE(m.game->winner() == rb::russian_bank::kPlayerB);
      m.end_at_ms = 63000;
      rb::app::update(m, 63000);
      CHECK(m.ui.panel == Panel::end);
      CHECK(panel_text(m).find('"') == std::string::npos);
    }
  }
}

// Who starts is said only where it means something: a solitaire alone and a race, where everyone
// plays at once, say the deal alone.
TEST_CASE("a new game's message says who starts only in a game of turns") {
  CHECK(rb::test::app_table("game=harp&seed=5").ui.message == "New game: deal 5.");
  // (A match says what it is.)
  CHECK(rb::test::app_table("game=congress&mode=common&seed=5").ui.message ==
        "New game: deal 5. A race onto every foundation: play when you like.");
  CHECK(rb::test::app_table("game=pishe-pasha&seed=5").ui.message ==
        "New game: deal 5. You start.");
}

TEST_CASE("the test hook's JSON says whose turn it is, the record and the message") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  const std::string json = rb::app::state_json(m);
  CHECK(json.rfind("{\"turn\":\"a\",\"over\":false", 0) == 0);
  CHECK(json.find("\"record\":\"russian-bank-record 2\\npreset house\\n") != std::string::npos);
  CHECK(json.find("\"message\":\"New game: house rules, deal 7. You start.\"") !=
        std::string::npos);
  CHECK(json.find("\"legal\":[\"move ") != std::string::npos);
  CHECK(json.find("{\"id\":\"call\",\"text\":\"Knock\",\"enabled\":true") != std::string::npos);
  // A game's calls under their names, and under their old names as aliases with the same values.
  CHECK(json.find("\"wrong_calls\":[0,0],\"pending_call\":false,\"knocks\":[0,0],"
                  "\"pending_knock\":false") != std::string::npos);
  CHECK(json.find("\"tops\":{\"c1\":{\"x\":") != std::string::npos);
}

TEST_CASE("a hint from a hand outlines the card it names, not the hand's top card") {
  // Spite and Malice: any card of the hand may go to a side stack, so a hint may name any of them.
  rb::app::AppModel m = rb::test::app_table("game=spite-and-malice&players=3&seed=7");
  REQUIRE(m.game->seat_in_turn() == 0);  // (this deal: the person starts)
  std::vector<rb::ActionCode> legal;
  m.game->legal_actions(legal);
  std::optional<rb::ActionCode> inner;  // a move of a hand's card under its top one
  for (const rb::ActionCode a : legal) {
    const rb::ActionLook look = m.game->talk()->look(a);
    if (look.gesture == rb::Gesture::move && m.table.piles[size_t(look.from)].hand &&
        look.from_index >= 0 && look.from_index + 1 < m.game->talk()->pile_size(look.from)) {
      inner = a;
    }
  }
  REQUIRE(inner);
  const rb::ActionLook look = m.game->talk()->look(*inner);
  rb::app::outline_action(m, *m.game, *inner, rb::app::OutlineKind::hint);
  REQUIRE(m.ui.outline);
  CHECK(m.ui.outline->from == look.from);
  CHECK(m.ui.outline->from_index == look.from_index);
  CHECK(rb::app::state_json(m).find("\"from_index\":" + std::to_string(look.from_index)) !=
        std::string::npos);
  // The computer's move is outlined once made, when the card has left: the pile, not a card.
  rb::app::outline_action(m, *m.game, *inner, rb::app::OutlineKind::computer);
  CHECK(m.ui.outline->from_index == -1);
}

TEST_CASE("the turn's banner, once faded, is drawn away in one more frame; then the page rests") {
  rb::app::AppModel m = rb::test::app_table("game=congress&seed=11");
  rb::app::update(m, 0);
  m.ui.banner = {"Your turn", 100, 1000};
  m.ui.dirty = false;
  rb::app::update(m, 900);  // fading: a frame each tick
  CHECK(m.ui.dirty);
  CHECK(rb::app::next_wakeup_ms(m, 900) == 900);
  m.ui.dirty = false;
  rb::app::update(m, 1150);  // gone: its last frame showed it faint, so one frame without it
  CHECK(m.ui.dirty);
  CHECK(m.ui.banner.text.empty());
  m.ui.dirty = false;
  rb::app::update(m, 1200);
  CHECK_FALSE(m.ui.dirty);
  CHECK(rb::app::next_wakeup_ms(m, 1200) < 0);
}

TEST_CASE("the turn's banner comes once the move that ended the turn has landed") {
  // (A review saw "Your turn" over the computer's last card still flying to its waste.)
  rb::app::Settings settings;
  REQUIRE(rb::app::apply_query("game=pishe-pasha&seed=11&speed=normal", settings).empty());
  rb::app::AppModel m = rb::test::app_table(settings);
  double now = 0;
  std::vector<rb::ActionCode> legal;
  for (int step = 0; step < 100 && m.game->seat_in_turn() == 0; ++step) {
    legal.clear();
    m.game->legal_actions(legal);
    REQUIRE_FALSE(legal.empty());
    now += 10000;  // (each move's cards landed long since)
    rb::app::update(m, now);
    REQUIRE(rb::app::any_action(m, legal.front(), now).empty());
  }
  REQUIRE(m.game->seat_in_turn() == 1);
  REQUIRE(m.ui.flights.any());
  CHECK(m.ui.banner.text == "Computer's turn");
  CHECK(m.ui.banner.start_ms == m.ui.flights.end_ms(now));
  CHECK(m.ui.banner.start_ms > now);
}

TEST_CASE("a solitaire's end panel names its deal, not turns it never had") {
  // (A player's review: "Deal 7, 4 turns" after a game alone.)
  rb::app::AppModel m = rb::test::app_table("game=harp&seed=7");
  press(m, rb::app::WidgetId::pass, 0);  // End game, pressed twice
  press(m, rb::app::WidgetId::pass, 0);
  REQUIRE(m.game->over());
  m.ui.panel = rb::app::Panel::end;
  const std::string text = panel_text(m);
  CHECK(text.find("Deal 7.") != std::string::npos);
  CHECK(text.find("turn") == std::string::npos);
  // A game of turns still counts them.
  rb::app::AppModel two = rb::test::app_table();
  play_to_end(two);
  two.ui.panel = rb::app::Panel::end;
  CHECK(panel_text(two).find("turns.") != std::string::npos);
}
