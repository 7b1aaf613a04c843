// The toolbar (app/ui/toolbar.hpp): on a phone Undo and Redo only with something to take back or
// play again, so that a long message is read whole; on a desktop they are always there. The call
// button (Knock) plain even while the person may call.
#include "app/ui/toolbar.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

#include "app/flow/commands.hpp"
#include "app/input/pointer_input.hpp"
#include "app_fixture.hpp"
#include "table_builder.hpp"

using rb::app::WidgetId;

namespace {

const rb::app::Widget* button(const rb::app::ToolbarView& view, WidgetId id) {
  return rb::app::find_widget(view.widgets, id);
}

bool read_whole(const rb::app::ToolbarView& view, const std::string& text) {
  std::string joined;
  for (const std::string& line : view.lines) joined += (joined.empty() ? "" : " ") + line;
  return joined == text;
}

}  // namespace

TEST_CASE("toolbar: a phone shows Undo and Redo only when they can be pressed") {
  rb::app::Settings settings = rb::test::instant();
  REQUIRE(rb::app::apply_query("game=congress&undo=on&seed=123456789", settings).empty());
  const std::string long_words = "New game: deal 123456789. You start. Eight piles to build down.";

  rb::app::AppModel phone = rb::test::app_table(settings, 390, 844, 3);
  phone.ui.message = long_words;
  rb::app::ToolbarView view = rb::app::toolbar_view(phone);
  CHECK(button(view, WidgetId::undo) == nullptr);
  CHECK(button(view, WidgetId::redo) == nullptr);
  CHECK(button(view, WidgetId::hint) != nullptr);
  CHECK(read_whole(view, long_words));

  // A move: Undo has something to take back; Redo has nothing to play again.
  rb::app::play_random_actions(phone, 1, 7);
  view = rb::app::toolbar_view(phone);
  REQUIRE(button(view, WidgetId::undo) != nullptr);
  CHECK(button(view, WidgetId::undo)->enabled);
  CHECK(button(view, WidgetId::redo) == nullptr);
  // Taken back: Redo comes, Undo goes.
  rb::app::perform(phone, rb::app::Intent::press(WidgetId::undo), 0);
  view = rb::app::toolbar_view(phone);
  CHECK(button(view, WidgetId::undo) == nullptr);
  REQUIRE(button(view, WidgetId::redo) != nullptr);
  CHECK(button(view, WidgetId::redo)->enabled);

  // A desktop's bar has room for both, greyed out or not.
  rb::app::AppModel desktop = rb::test::app_table(settings);
  desktop.ui.message = long_words;
  view = rb::app::toolbar_view(desktop);
  REQUIRE(button(view, WidgetId::undo) != nullptr);
  CHECK_FALSE(button(view, WidgetId::undo)->enabled);
  CHECK(button(view, WidgetId::redo) != nullptr);
  CHECK(read_whole(view, long_words));
}

TEST_CASE("toolbar: Knock stays plain when there is a move of the computer's to knock on") {
  // The computer in turn (played here by hand):
  //   c1: AS 2S     h1: 8C     h3: 3S
  //   wa: 5H        ra: 2C 8D
  //   wb: 7H'       rb: 5D' 6D'
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  rb::test::set_table(
      m, rb::test::make_state("turn b\nc1: AS 2S\nh1: 8C\nh3: 3S\nwa: 5H\nra: 2C 8D\nwb: 7H'\n"
                              "rb: 5D' 6D'\n"));
  const auto style = [&m] {
    const rb::app::ToolbarView view = rb::app::toolbar_view(m);
    const rb::app::Widget* knock = button(view, WidgetId::call);
    REQUIRE(knock != nullptr);
    CHECK(knock->enabled);
    return knock->style;
  };
  CHECK(style() == rb::app::WidgetStyle::button);  // (nothing played yet to knock on)
  // The computer builds on a house pile while the 3 of spades could go up: a move to knock on.
  REQUIRE(rb::app::any_action(m,
                              rb::russian_bank::Action::move(rb::russian_bank::waste_of(1),
                                                             rb::russian_bank::house_pile(0)),
                              0)
              .empty());
  std::vector<rb::ActionCode> legal;
  m.game->legal_actions(legal);
  CHECK(std::any_of(legal.begin(), legal.end(), [&m](rb::ActionCode a) {
    return m.game->talk()->look(a).gesture == rb::Gesture::call &&
           m.game->actor(a) == rb::app::kHumanSeat;
  }));
  // (A gold button after every move of the computer's drew people into wrong knocks.)
  CHECK(style() == rb::app::WidgetStyle::button);
}

TEST_CASE("toolbar: an upright phone's bar holds a hint whole, in a row below its buttons") {
  rb::app::Settings settings = rb::test::instant();
  REQUIRE(rb::app::apply_query("game=congress&seed=4", settings).empty());
  const std::string hint =
      "Hint (winnable): move the 5 of hearts from the waste onto the 6 of "
      "spades, the card the next one turned up wants.";
  rb::app::AppModel phone = rb::test::app_table(settings, 390, 844, 3);
  phone.ui.message = hint;
  // (Congress's bar holds Menu, Hint, Undo and End game: the words in a second row, where four
  // small lines beside the buttons were cut short.)
  CHECK(phone.layout.toolbar_rows == 2);
  const rb::app::ToolbarView view = rb::app::toolbar_view(phone);
  CHECK(view.lines.size() <= 3);
  CHECK(read_whole(view, hint));
  // Its buttons' words are no larger than a 36 px bar's.
  const rb::app::Widget* menu = button(view, WidgetId::menu);
  REQUIRE(menu != nullptr);
  CHECK(menu->font_px <= 13 * 3 + 1e-9);
  // The message's lines stay inside the bar, below the buttons; with a panel open the row is
  // the panel's.
  CHECK(view.message.y >= menu->rect.bottom());
  CHECK(double(view.lines.size()) * view.message_px * 1.2 <= view.message.h);
  CHECK(view.message.bottom() <= view.bar.bottom());
  phone.ui.panel = rb::app::Panel::menu;
  CHECK(rb::app::toolbar_view(phone).lines.empty());
  CHECK(phone.layout.panel_top() == view.bar.y + view.bar.h / 2);
}

TEST_CASE("toolbar: a race's bar on an upright phone keeps its buttons and gives the words a row") {
  // (A review: House in the Wood's race put the computer's moves in three lines squeezed between
  // Menu and End game, and Rules and Stats left the bar.)
  for (const char* query :
       {"game=house-in-the-wood&mode=common&seed=3", "game=house-on-the-hill&mode=common&seed=3",
        "game=congress&mode=common&seed=3"}) {
    INFO(query);
    rb::app::Settings settings = rb::test::instant();
    REQUIRE(rb::app::apply_query(query, settings).empty());
    for (const auto& [width, height] : {std::pair{390, 844}, std::pair{360, 740}}) {
      rb::app::AppModel phone = rb::test::app_table(settings, width, height, 3);
      phone.ui.message = "The computer moved the 6 of clubs onto the 7 of clubs.";
      CHECK(phone.layout.toolbar_rows >= 2);
      const rb::app::ToolbarView view = rb::app::toolbar_view(phone);
      CHECK(button(view, WidgetId::rules) != nullptr);
      CHECK(button(view, WidgetId::stats) != nullptr);
      const rb::app::Widget* menu = button(view, WidgetId::menu);
      REQUIRE(menu != nullptr);
      CHECK(view.message.y >= menu->rect.bottom());  // (a row of their own)
      CHECK(view.lines.size() <= 2);
    }
  }
}

TEST_CASE("toolbar: a press in the bar's margin above or below a button is the button's") {
  // (A phone held sideways: its bar is 36 px, its buttons 26 px high.)
  rb::app::AppModel phone = rb::test::app_table(rb::test::instant(), 844, 390, 3);
  const rb::app::ToolbarView view = rb::app::toolbar_view(phone);
  const rb::app::Widget* menu = button(view, WidgetId::menu);
  REQUIRE(menu != nullptr);
  const int x = menu->rect.x + menu->rect.w / 2;
  REQUIRE(menu->rect.y > 0);
  REQUIRE(menu->rect.bottom() < phone.layout.toolbar.bottom());
  const auto press_at = [&](int px, int py) {
    rb::app::pointer_down(phone, px, py, 0);
    return rb::app::pointer_up(phone, px, py, 0);
  };
  CHECK(press_at(x, 0) == rb::app::Intent::press(WidgetId::menu));
  CHECK(press_at(x, phone.layout.toolbar.bottom() - 1) == rb::app::Intent::press(WidgetId::menu));
  // (Not below the bar, on the table, nor beside the button.)
  CHECK(press_at(x, phone.layout.toolbar.bottom() + 2) != rb::app::Intent::press(WidgetId::menu));
  CHECK(press_at(menu->rect.right() + 1, 0) != rb::app::Intent::press(WidgetId::menu));
}
