// The toolbar's message on a phone (app/ui/toolbar.hpp): a long message is read whole, greyed-out
// Redo and Undo giving it their room, and they come back when there is something to take back.
#include "app/ui/toolbar.hpp"

#include <catch2/catch.hpp>

#include "app/flow/commands.hpp"
#include "app_fixture.hpp"

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

TEST_CASE("toolbar: on a phone greyed-out Undo and Redo give way to a long message, not after") {
  rb::app::Settings settings = rb::test::instant();
  REQUIRE(rb::app::apply_query("game=congress&undo=on&seed=123456789", settings).empty());
  const std::string long_words = "New game: deal 123456789. You start. Eight piles to build down.";
  const std::string short_words = "Your turn.";

  rb::app::AppModel phone = rb::test::app_table(settings, 390, 844, 3);
  phone.ui.message = short_words;
  rb::app::ToolbarView view = rb::app::toolbar_view(phone);
  REQUIRE(button(view, WidgetId::undo) != nullptr);  // (a short message leaves them be)
  CHECK_FALSE(button(view, WidgetId::undo)->enabled);
  CHECK(button(view, WidgetId::redo) != nullptr);

  phone.ui.message = long_words;
  view = rb::app::toolbar_view(phone);
  CHECK(button(view, WidgetId::undo) == nullptr);
  CHECK(button(view, WidgetId::redo) == nullptr);
  CHECK(button(view, WidgetId::hint) != nullptr);
  CHECK(read_whole(view, long_words));

  // A move: Undo has something to take back and stays; the greyed-out Redo still gives way.
  rb::app::play_random_actions(phone, 1, 7);
  phone.ui.message = long_words;
  view = rb::app::toolbar_view(phone);
  REQUIRE(button(view, WidgetId::undo) != nullptr);
  CHECK(button(view, WidgetId::undo)->enabled);
  CHECK(button(view, WidgetId::redo) == nullptr);

  // A desktop's bar has room for all of them.
  rb::app::AppModel desktop = rb::test::app_table(settings);
  desktop.ui.message = long_words;
  view = rb::app::toolbar_view(desktop);
  CHECK(button(view, WidgetId::undo) != nullptr);
  CHECK(button(view, WidgetId::redo) != nullptr);
  CHECK(read_whole(view, long_words));
}
