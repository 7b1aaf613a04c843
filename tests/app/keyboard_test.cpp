// Tests of playing from the keyboard (src/app/keyboard_input): arrows move the focus to the
// nearest pile that way, Tab goes through the piles in reading order, Enter picks up and puts
// down, Space knocks, letters turn up, hint and open panels, and panels take arrows and Enter.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "app/flow/commands.hpp"
#include "app/flow/session.hpp"
#include "app/input/drop_target.hpp"
#include "app/input/keyboard_input.hpp"
#include "app/text/focus_words.hpp"
#include "app/ui/panels.hpp"
#include "app/ui/toolbar.hpp"
#include "app_fixture.hpp"
#include "source_rules_files.hpp"
#include "table_builder.hpp"

using rb::app::Direction;
using rb::app::Intent;
using rb::app::Key;

TEST_CASE("arrows move the focus to the nearest pile in that direction (wide table)") {
  const rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  REQUIRE(m.layout.shape == rb::app::TableShape::wide);
  const auto toward = [&](int from, Direction d) {
    return rb::app::focus_toward(m.layout, *m.game, from, d);
  };
  // Center piles: two columns of four, c1-c4 left, c5-c8 right.
  CHECK(toward(rb::russian_bank::center_pile(0), Direction::right) ==
        rb::russian_bank::center_pile(4));
  CHECK(toward(rb::russian_bank::center_pile(0), Direction::down) ==
        rb::russian_bank::center_pile(1));
  CHECK(toward(rb::russian_bank::center_pile(4), Direction::left) ==
        rb::russian_bank::center_pile(0));
  CHECK(toward(rb::russian_bank::center_pile(3), Direction::up) ==
        rb::russian_bank::center_pile(2));
  CHECK(toward(rb::russian_bank::center_pile(0), Direction::left) ==
        rb::russian_bank::house_pile(0));
  CHECK(toward(rb::russian_bank::center_pile(4), Direction::right) ==
        rb::russian_bank::house_pile(4));
  // Nothing above the top row: the focus stays.
  CHECK(toward(rb::russian_bank::center_pile(0), Direction::up) ==
        rb::russian_bank::center_pile(0));
}

TEST_CASE("arrows move the focus on the tall table too") {
  const rb::app::AppModel m = rb::test::app_table(rb::test::instant(), 390, 844, 3);
  REQUIRE(m.layout.shape == rb::app::TableShape::tall);
  CHECK(rb::app::focus_toward(m.layout, *m.game, rb::russian_bank::center_pile(0),
                              Direction::right) == rb::russian_bank::center_pile(1));
  CHECK(rb::app::focus_toward(m.layout, *m.game, rb::russian_bank::center_pile(0),
                              Direction::down) == rb::russian_bank::center_pile(4));
  CHECK(rb::app::focus_toward(m.layout, *m.game, rb::russian_bank::reserve_of(0),
                              Direction::left) == rb::russian_bank::waste_of(0));
}

// Harp's layout, its row of nine piles dealt one to nine cards deep:
//   hand waste  f1 .. f8
//   t1 t2 ... t9      (each a fan down, t9's top card lowest)
TEST_CASE("up and down go from row to row, not sideways to a longer fan's lower top card") {
  const rb::app::AppModel m = rb::test::app_table("game=harp&seed=7");
  const auto pile = [&](const std::string& code) {
    for (size_t p = 0; p < m.table.piles.size(); ++p) {
      if (m.table.piles[p].code == code) return int(p);
    }
    FAIL("no pile " << code);
    return -1;
  };
  const auto toward = [&](int from, Direction d) {
    return rb::app::focus_toward(m.layout, *m.game, from, d);
  };
  CHECK(toward(pile("t1"), Direction::down) == pile("t1"));  // (the bottom row)
  CHECK(toward(pile("t8"), Direction::down) == pile("t8"));
  const int above = toward(pile("t9"), Direction::up);
  CHECK(m.layout.place(above).base.y < m.layout.place(pile("t9")).base.y);
  CHECK(toward(pile("t2"), Direction::right) == pile("t3"));
}

namespace {

// The piles the ring is on, from where it is, after `presses` more Tabs; each Tab must reach a
// pile, not the toolbar.
size_t piles_tabbed_to(rb::app::AppModel& m, size_t presses) {
  std::set<int> reached = {*m.ui.focus};
  for (size_t i = 0; i < presses; ++i) {
    rb::app::key_down(m, Key::tab, false, 0);
    CHECK(m.ui.bar_focus == rb::app::WidgetId::none);
    reached.insert(*m.ui.focus);
  }
  return reached.size();
}

}  // namespace

TEST_CASE(
    "Tab goes through every pile in reading order from the person's side, then the toolbar's "
    "buttons, and wraps") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  const auto order = rb::app::focus_order(m);
  CHECK(order.size() == 20);
  // From the person's own first pile, round (the computer's, at the top, after the person's).
  CHECK(m.table.piles[size_t(order.front())].owner == rb::app::kHumanSeat);
  std::vector<rb::app::WidgetId> buttons;
  for (const rb::app::Widget& w : rb::app::toolbar_view(m).widgets) {
    if (w.clickable() && w.enabled) buttons.push_back(w.id);
  }
  REQUIRE(buttons.size() >= 3);
  REQUIRE(buttons.front() == rb::app::WidgetId::menu);
  m.ui.focus = order.front();
  rb::app::key_down(m, Key::tab, false, 0);  // the first key shows the ring where it is
  REQUIRE(m.ui.focus_visible);
  CHECK(*m.ui.focus == order.front());
  for (size_t i = 1; i < order.size(); ++i) {
    rb::app::key_down(m, Key::tab, false, 0);
    CHECK(*m.ui.focus == order[i]);
    CHECK(m.ui.bar_focus == rb::app::WidgetId::none);
  }
  // After the last pile, the toolbar's buttons, left to right.
  for (const rb::app::WidgetId id : buttons) {
    rb::app::key_down(m, Key::tab, false, 0);
    CHECK(m.ui.bar_focus == id);
  }
  rb::app::key_down(m, Key::tab, false, 0);
  CHECK(m.ui.bar_focus == rb::app::WidgetId::none);
  CHECK(*m.ui.focus == order.front());
  // Shift+Tab from the first pile goes back to the last button.
  rb::app::key_down(m, Key::tab, true, 0);
  CHECK(m.ui.bar_focus == buttons.back());
  // Enter presses the button reached; Escape leaves it, and arrows go back to the piles.
  while (m.ui.bar_focus != rb::app::WidgetId::menu) rb::app::key_down(m, Key::tab, false, 0);
  CHECK(rb::app::key_down(m, Key::enter, false, 0) == Intent::press(rb::app::WidgetId::menu));
  CHECK(rb::app::key_down(m, Key::space, false, 0) == Intent::press(rb::app::WidgetId::menu));
  rb::app::key_down(m, Key::escape, false, 0);  // back on the last pile, whence Tab came
  CHECK(m.ui.bar_focus == rb::app::WidgetId::none);
  CHECK(*m.ui.focus == order.back());
  rb::app::key_down(m, Key::tab, false, 0);
  REQUIRE(m.ui.bar_focus == buttons.front());
  rb::app::key_down(m, Key::down, false, 0);
  CHECK(m.ui.bar_focus == rb::app::WidgetId::none);
  CHECK(m.ui.focus_visible);
}

TEST_CASE("the first Tab at a new table shows the ring on the person's own first pile") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  const auto order = rb::app::focus_order(m);
  REQUIRE_FALSE(m.ui.focus);
  rb::app::key_down(m, Key::tab, false, 0);
  REQUIRE(m.ui.focus_visible);
  REQUIRE(m.ui.focus);
  CHECK(*m.ui.focus == rb::app::first_focus(m));
  CHECK(m.table.piles[size_t(*m.ui.focus)].owner == rb::app::kHumanSeat);
  // Every other pile comes before the toolbar (a review: the computer's side and the piles above
  // the person's came only after the page had taken the focus away).
  CHECK(piles_tabbed_to(m, order.size() - 1) == order.size());
}

TEST_CASE("Tab's round starts where the focus is and reaches every pile before the toolbar") {
  // Pishe Pasha, after U turned up the reserve's card: the person's waste reads before the
  // reserve, where the focus is (a review: Tab went from the reserve to the toolbar and never to
  // the waste, the only place for that card).
  rb::app::AppModel m = rb::test::app_table("game=pishe-pasha&seed=7&speed=instant");
  rb::app::key_down(m, Key::u, false, 0);
  const auto order = rb::app::focus_order(m);
  REQUIRE(order.front() != rb::app::first_focus(m));  // (the case the review found)
  rb::app::key_down(m, Key::tab, false, 0);           // the ring, on the turned card
  CHECK(*m.ui.focus == rb::app::first_focus(m));
  CHECK(piles_tabbed_to(m, order.size() - 1) == order.size());
  rb::app::key_down(m, Key::tab, false, 0);
  CHECK(m.ui.bar_focus != rb::app::WidgetId::none);
}

TEST_CASE("Tab leaves the table for the page only from the toolbar's last button") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  const auto order = rb::app::focus_order(m);
  // Before the ring shows: Shift+Tab leaves, Tab shows the ring.
  CHECK(rb::app::tab_leaves_table(m, true));
  CHECK_FALSE(rb::app::tab_leaves_table(m, false));
  m.ui.focus = order.front();
  m.ui.focus_visible = true;
  CHECK(rb::app::tab_leaves_table(m, true));
  CHECK_FALSE(rb::app::tab_leaves_table(m, false));
  m.ui.focus = order.back();  // the last pile: the toolbar comes next
  CHECK_FALSE(rb::app::tab_leaves_table(m, false));
  int presses = 0;
  while (!rb::app::tab_leaves_table(m, false) && presses++ < 40) {
    rb::app::key_down(m, Key::tab, false, 0);
  }
  CHECK(m.ui.bar_focus != rb::app::WidgetId::none);
  CHECK_FALSE(rb::app::tab_leaves_table(m, true));  // Shift+Tab goes back to another button
  // A panel keeps Tab.
  rb::app::perform(m, Intent::press(rb::app::WidgetId::menu), 0);
  CHECK_FALSE(rb::app::tab_leaves_table(m, false));
}

TEST_CASE("Enter picks up the focused card and puts it down on the focused pile") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  rb::test::set_table(m,
                      rb::test::make_state("turn a\nh1: 6C\nh2: 9D\nwa: 5H\nra: 2C 8D\nrb: 5D'\n"));
  m.ui.focus = rb::russian_bank::waste_of(0);
  m.ui.focus_visible = true;
  CHECK(rb::app::key_down(m, Key::enter, false, 0) == Intent{});
  CHECK(m.ui.hand.selected == rb::russian_bank::waste_of(0));
  // (Said: the card picked up, and while it is held, with each pile the focus reaches.)
  CHECK(m.ui.spoken.starts_with("Picked up the 5 of hearts: Enter on a pile puts it there"));
  rb::app::key_down(m, Key::up, false, 0);
  CHECK(m.ui.spoken.ends_with("; you hold the 5 of hearts"));
  m.ui.focus = rb::russian_bank::house_pile(0);
  CHECK(rb::app::key_down(m, Key::enter, false, 0) ==
        Intent::play(rb::test::code(rb::russian_bank::Action::move(
            rb::russian_bank::waste_of(0), rb::russian_bank::house_pile(0)))));
  // Escape puts a picked card back.
  rb::app::key_down(m, Key::enter, false, 0);
  REQUIRE(m.ui.hand.selected.has_value());
  rb::app::key_down(m, Key::escape, false, 0);
  CHECK_FALSE(m.ui.hand.selected.has_value());
  CHECK(m.ui.spoken == "Put back.");
  // Enter on your face-down reserve turns it up.
  m.ui.focus = rb::russian_bank::reserve_of(0);
  CHECK(rb::app::key_down(m, Key::enter, false, 0) ==
        Intent::play(rb::test::code(rb::russian_bank::Action::turn_up())));
}

// A screen reader hears where the focus goes: the pile and what a player sees on it.
//   house: h1 [9S 8H]  h2 []          A: reserve [2C 8D] (face down)  waste [5H]
//   center: c1 []                     B: reserve [5D] (face down)
TEST_CASE("the keyboard's focus is said: the pile's name and the cards a player sees on it") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  rb::test::set_table(m, rb::test::make_state("turn a\nh1: 9S 8H\nwa: 5H\nra: 2C 8D\nrb: 5D'\n"));
  const auto said_at = [&](int from, Key key) {
    m.ui.focus = from;
    m.ui.focus_visible = true;
    m.ui.spoken.clear();
    rb::app::key_down(m, key, false, 0);
    return m.ui.spoken;
  };
  CHECK(said_at(rb::russian_bank::center_pile(1), Key::up) == "Center 1: empty");
  CHECK(said_at(rb::russian_bank::center_pile(0), Key::left) ==
        "House 1: 9 of spades, 8 of hearts");
  CHECK(said_at(rb::russian_bank::waste_of(0), Key::right) == "Your waste: 5 of hearts");
  CHECK(rb::app::pile_focus_words(m, rb::russian_bank::reserve_of(0)) ==
        "Your reserve: 2 cards face down");
  CHECK(rb::app::pile_focus_words(m, rb::russian_bank::reserve_of(1)) ==
        "Computer's reserve: 1 card face down");
  // Tab past the last pile reaches the toolbar's buttons: their words.
  while (m.ui.bar_focus == rb::app::WidgetId::none) rb::app::key_down(m, Key::tab, false, 0);
  CHECK(m.ui.spoken.ends_with(" (button)"));
}

TEST_CASE("a pile's words: a one-letter name takes its number closed up, an owned word is small") {
  // Congress alone: its piles are L1-L4 and R1-R4, as the rules call them; the hand is "Hand".
  const rb::app::AppModel alone = rb::test::app_table("game=congress&seed=7");
  const auto named = [](const rb::app::AppModel& m, std::string_view word, int owner) {
    for (int pile = 0; pile < int(m.table.piles.size()); ++pile) {
      const rb::PileInfo& info = m.table.piles[size_t(pile)];
      if (info.word == word && info.owner == owner && info.number <= 1) {
        return rb::app::pile_focus_words(m, pile);
      }
    }
    return std::string("(no such pile)");
  };
  CHECK(named(alone, "L", -1).starts_with("L1: "));
  CHECK(named(alone, "Hand", -1).starts_with("Hand: "));
  // A race: each seat's piles are its own, "Your hand", not "Your Hand".
  const rb::app::AppModel race = rb::test::app_table("game=congress&mode=common&seed=7");
  CHECK(named(race, "Hand", 0).starts_with("Your hand: "));
  CHECK(named(race, "L", 0).starts_with("Your L1: "));
}

TEST_CASE("Space and K knock; letters turn up, turn over, hint and open panels") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  CHECK(rb::app::key_down(m, Key::space, false, 0) == Intent::press(rb::app::WidgetId::call));
  CHECK(rb::app::key_down(m, Key::k, false, 0) == Intent::press(rb::app::WidgetId::call));
  CHECK(rb::app::key_down(m, Key::u, false, 0) ==
        Intent::play(rb::test::code(rb::russian_bank::Action::turn_up())));
  CHECK(rb::app::key_down(m, Key::t, false, 0) ==
        Intent::play(rb::test::code(rb::russian_bank::Action::turn_over())));
  CHECK(rb::app::key_down(m, Key::h, false, 0) == Intent::press(rb::app::WidgetId::hint));
  CHECK(rb::app::key_down(m, Key::m, false, 0) == Intent::press(rb::app::WidgetId::menu));
  CHECK(rb::app::key_down(m, Key::question, false, 0) == Intent::press(rb::app::WidgetId::rules));
}

TEST_CASE("in the menu, arrows move between buttons, Enter presses, Escape closes") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  rb::app::perform(m, Intent::press(rb::app::WidgetId::menu), 0);
  REQUIRE(m.ui.panel == rb::app::Panel::menu);
  const auto buttons = rb::app::panel_buttons(m);
  REQUIRE(buttons.size() >= 8);
  rb::app::key_down(m, Key::down, false, 0);
  CHECK(m.ui.panel_focus == 0);
  CHECK(rb::app::key_down(m, Key::enter, false, 0) == Intent::press(buttons[0].id));
  rb::app::key_down(m, Key::down, false, 0);
  CHECK(rb::app::key_down(m, Key::space, false, 0) == Intent::press(buttons[1].id));
  rb::app::perform(m, Intent::press(rb::test::preset_widget(rb::russian_bank::Preset::scarne)), 0);
  CHECK(m.chosen.preset == "scarne");
  CHECK(rb::test::rb_state(m).rules().preset ==
        rb::russian_bank::Preset::house);  // until the next new game
  CHECK(rb::app::key_down(m, Key::escape, false, 0) == Intent::press(rb::app::WidgetId::close));
  rb::app::perform(m, Intent::press(rb::app::WidgetId::new_game), 0);
  CHECK(rb::test::rb_state(m).rules().preset == rb::russian_bank::Preset::scarne);
  CHECK(m.ui.panel == rb::app::Panel::none);
}

TEST_CASE("the rules page scrolls with keys and stays within its text") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant(), 390, 844, 3);
  rb::app::perform(m, Intent::press(rb::app::WidgetId::rules), 0);
  REQUIRE(m.ui.panel == rb::app::Panel::rules);
  rb::test::read_shown_rules(m);
  const auto view = rb::app::panel_view(m);
  REQUIRE(view.content_height > view.clip.h);  // a phone needs scrolling
  rb::app::key_down(m, Key::down, false, 0);
  CHECK(m.ui.panel_scroll > 0);
  rb::app::key_down(m, Key::end, false, 0);
  const double bottom = m.ui.panel_scroll;
  rb::app::key_down(m, Key::page_down, false, 0);
  CHECK(m.ui.panel_scroll == bottom);
  rb::app::key_down(m, Key::home, false, 0);
  CHECK(m.ui.panel_scroll == 0);
}

TEST_CASE("Enter picks up a turned card that waits on a pile that is tapped to turn up") {
  // Pishe Pasha and Single-deck Russian Bank: the card turned up waits face up where the hand
  // is tapped; Enter there tapped again (and was refused) instead of picking the card up.
  for (const char* query : {"game=pishe-pasha&seed=31&speed=instant",
                            "game=single-deck-russian-bank&seed=31&speed=instant"}) {
    INFO(query);
    rb::app::AppModel m = rb::test::app_table(query);
    for (double now = 0; now < 60000 && !rb::app::human_may_act(m); now += 100) {
      rb::app::update(m, now);
    }
    REQUIRE(rb::app::human_may_act(m));
    const Intent turn_up = rb::app::key_down(m, Key::u, false, 0);
    REQUIRE(turn_up.kind == Intent::Kind::action);
    rb::app::perform(m, turn_up, 0);
    // The pile the turned card waits on: face up, tapped (to turn up) but refused now.
    std::optional<int> waiting;
    for (int pile = 0; pile < m.pile_count(); ++pile) {
      if (rb::app::pile_empty(m, pile) || !rb::app::top_card(m, pile).face_up) continue;
      if (rb::app::tap_action(*m.game, pile, false) && !rb::app::tap_action(*m.game, pile)) {
        waiting = pile;
      }
    }
    REQUIRE(waiting);
    REQUIRE_FALSE(rb::app::legal_targets(*m.game, *waiting, -1).empty());
    m.ui.focus = *waiting;
    m.ui.focus_visible = true;
    CHECK(rb::app::key_down(m, Key::enter, false, 0) == Intent{});
    CHECK(m.ui.hand.selected == waiting);
  }
}

TEST_CASE("S and N press the end panel's Statistics and New game, as at the table") {
  rb::app::AppModel m = rb::test::app_table("game=house-in-the-wood&seed=4");
  const std::vector<rb::ActionCode> buttons = rb::app::button_actions(*m.game);
  REQUIRE(buttons.size() == 1);  // End game
  REQUIRE(rb::app::human_action(m, buttons[0], 0).empty());
  REQUIRE(m.game->over());
  m.ui.panel = rb::app::Panel::end;
  CHECK(rb::app::key_down(m, Key::s, false, 0) == Intent::press(rb::app::WidgetId::stats));
  // (N did nothing there: a review.)
  CHECK(rb::app::key_down(m, Key::n, false, 0) == Intent::press(rb::app::WidgetId::new_game));
  // A panel without New game: N does nothing.
  m.ui.panel = rb::app::Panel::rules;
  CHECK(rb::app::key_down(m, Key::n, false, 0) == Intent{});
}

TEST_CASE("a number key picks up that card of the hand; past the hand's last card it says why") {
  // (A review pressed 5 with three cards in hand and heard nothing.)
  rb::app::AppModel m = rb::test::app_table("game=spite-and-malice&seed=3&speed=instant");
  for (double t = 0; t < 60000 && !rb::app::human_may_act(m); t += 100) rb::app::update(m, t);
  REQUIRE(rb::app::human_may_act(m));
  REQUIRE(m.game->seat_in_turn() == rb::app::kHumanSeat);
  rb::app::key_down(m, Key::digit_2, false, 0);
  REQUIRE(m.ui.hand.selected.has_value());
  CHECK(m.ui.hand.selected_index == 1);
  rb::app::key_down(m, Key::escape, false, 0);
  rb::app::key_down(m, Key::digit_9, false, 0);
  CHECK_FALSE(m.ui.hand.selected.has_value());
  CHECK(m.ui.message == "Your hand holds 5 cards.");
  CHECK(m.ui.tone == rb::app::MessageTone::refused);
}

TEST_CASE("keyboard: Tab and the arrows reach no place that is not on the table yet") {
  // (Single-deck Russian Bank's tableau piles 5 to 8 come with the second player's first turn: a
  // review's second Tab ringed bare felt at tableau 5.)
  rb::app::AppModel m = rb::test::app_table("game=single-deck-russian-bank&seed=8");
  const std::vector<int> order = rb::app::focus_order(m);
  REQUIRE_FALSE(order.empty());
  int hidden = 0;
  for (int p = 0; p < m.table.pile_count; ++p) {
    if (m.game->talk()->place_shown(p) || m.game->talk()->pile_size(p) > 0) continue;
    ++hidden;
    CHECK(std::find(order.begin(), order.end(), p) == order.end());
    for (const int from : order) {
      for (const rb::app::Direction d : {rb::app::Direction::left, rb::app::Direction::right,
                                         rb::app::Direction::up, rb::app::Direction::down}) {
        CHECK(rb::app::focus_toward(m.layout, *m.game, from, d) != p);
      }
    }
  }
  CHECK(hidden == 4);
}
