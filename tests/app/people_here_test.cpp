// People on one screen (Settings::people, `people=AB`): every seat a person at this screen plays is
// played from it, by turns; no computer plays them; a game with hidden hands (Spite and Malice)
// hides every hand behind a pass screen until the person in turn takes the screen; the two people
// of a game with calls each have a call button by their seat's box (and the Knock key calls for
// the one who may); such games count in nobody's statistics.
#include <catch2/catch.hpp>

#include "app/flow/commands.hpp"
#include "app/flow/game_watch.hpp"
#include "app/sound/sound_cues.hpp"
#include "app/text/wording.hpp"
#include "app/ui/panels.hpp"
#include "app/ui/toolbar.hpp"
#include "app_fixture.hpp"
#include "core/random.hpp"

using namespace rb;
using namespace rb::russian_bank;
using namespace rb::app;

namespace {

// A legal action of `seat` that is not a call, at random; nullopt when it has none.
std::optional<ActionCode> own_action(const GameState& s, int seat, Random& random) {
  std::vector<ActionCode> legal, own;
  s.legal_actions(legal);
  for (const ActionCode a : legal) {
    const Gesture g = s.talk()->look(a).gesture;
    if (s.actor(a) == seat && g != Gesture::call && g != Gesture::none) own.push_back(a);
  }
  if (own.empty()) return std::nullopt;
  return own[size_t(random.below(uint32_t(own.size())))];
}

// Whether the screen shows any card of `seat`'s hand face up.
bool hand_shown(const AppModel& m, int seat) {
  for (int pile = 0; pile < m.pile_count(); ++pile) {
    const PileInfo& info = m.table.piles[size_t(pile)];
    if (!info.hand || info.owner != seat) continue;
    for (int i = 0; i < pile_size(m, pile); ++i) {
      if (seen_card(m, pile, i).face_up) return true;
    }
  }
  return false;
}

// An action of the seat in turn (not a call) after which it is still in turn.
std::optional<ActionCode> action_keeping_turn(const GameState& s) {
  std::vector<ActionCode> legal;
  s.legal_actions(legal);
  for (const ActionCode a : legal) {
    if (s.actor(a) != s.seat_in_turn() || s.talk()->look(a).gesture == Gesture::call) continue;
    std::unique_ptr<GameState> after = s.clone();
    if (after->apply(a).empty() && after->seat_in_turn() == s.seat_in_turn()) return a;
  }
  return std::nullopt;
}

bool has_widget(const AppModel& m, WidgetId id) {
  return find_widget(toolbar_view(m).widgets, id) != nullptr;
}

WidgetId seat_call(int seat) {
  return WidgetId(int(WidgetId::seat_call_first) + seat);
}

}  // namespace

TEST_CASE("people: an address option of seat letters, kept with the settings, for the next game") {
  Settings s;
  CHECK(apply_query("people=AB", s).empty());
  CHECK(s.people == 0b11);
  CHECK(settings_query(s).find("&people=AB") != std::string::npos);
  Settings back;
  CHECK(apply_query(settings_query(s), back).empty());
  CHECK(back.people == s.people);
  CHECK(apply_query("people=bd", s).empty());
  CHECK(s.people == 0b1011);  // (seat A always)
  const std::vector<std::string> problems = apply_query("people=A9", s);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].find("people \"A9\" is not a list of seats") == 0);
  CHECK(s.people == 0b1011);  // unchanged
  CHECK(settings_query(Settings{}).find("people") == std::string::npos);

  // The menu's "People here" waits for the next game, and then no computer plays.
  AppModel m = test::app_table(test::instant(Seats::human_vs_computer));
  CHECK_FALSE(people_here(m));
  press(m, WidgetId::people_on, 0);
  CHECK(m.chosen.people == 0xff);
  CHECK_FALSE(people_here(m));
  CHECK(next_game_note(m) == "Rules, players and undo take effect with the next new game.");
  new_game(m, m.chosen, 0);
  CHECK(people_here(m));
  CHECK_FALSE(computer_plays(m, 1));
  CHECK(seat_title(m, 0) == "Blue");
  CHECK(seat_title(m, 1) == "Red");
  press(m, WidgetId::undo_off, 0);  // "Computer"
  CHECK(m.chosen.people == 1);
}

TEST_CASE("people: the menu has no computer's level when people play every seat") {
  AppModel m = test::app_table(test::instant(Seats::human_vs_computer));
  press(m, WidgetId::menu, 0);
  CHECK(find_widget(panel_view(m).widgets, WidgetId::level_down) != nullptr);
  press(m, WidgetId::people_on, 0);
  CHECK(find_widget(panel_view(m).widgets, WidgetId::level_down) == nullptr);
  // Three seats with two people: the third is the computer's, at its level.
  AppModel three = test::app_table("game=spite-and-malice&preset=three&people=AB");
  press(three, WidgetId::menu, 0);
  CHECK(find_widget(panel_view(three).widgets, WidgetId::level_down) != nullptr);
  AppModel all = test::app_table("game=spite-and-malice&preset=three&people=ABC");
  press(all, WidgetId::menu, 0);
  CHECK(find_widget(panel_view(all).widgets, WidgetId::level_down) == nullptr);
}

TEST_CASE("people: two people play Russian Bank from one screen, by turns, to the end") {
  for (const char* game : {"russian-bank", "pishe-pasha", "single-deck-russian-bank"}) {
    INFO(game);
    AppModel m = test::app_table(std::string("game=") + game + "&people=AB&seats=play&seed=11");
    REQUIRE(people_here(m));
    CHECK_FALSE(table_hides_hands(m));
    Random random(5);
    int actions_of[2] = {0, 0};
    double now = 0;
    for (int step = 0; step < 3000 && !m.game->over(); ++step) {
      update(m, now += 10);
      CHECK(m.ui.panel != Panel::pass);  // (nothing hidden: nothing to pass)
      const int turn = m.game->seat_in_turn();
      REQUIRE(screen_seat(m) == turn);
      REQUIRE(viewer_seat(m) == turn);
      REQUIRE(human_may_act(m));
      // The other person may not act for the one in turn.
      if (const auto other = own_action(*m.game, 1 - turn, random)) {
        CHECK_FALSE(human_action(m, *other, now).empty());
      }
      const std::optional<ActionCode> a = own_action(*m.game, turn, random);
      if (!a) break;
      REQUIRE(human_action(m, *a, now).empty());
      ++actions_of[turn];
    }
    CHECK(actions_of[0] > 0);
    CHECK(actions_of[1] > 0);  // the second person played their turns from the screen
    // The end names the winner (a review: "You win! Red resigned." between Blue and Red).
    if (m.game->over() && m.game->winner() >= 0) {
      CHECK(result_headline(m) == (m.game->winner() == 0 ? "Blue wins" : "Red wins"));
    }
  }
}

TEST_CASE("people: a person who resigns leaves the other the win, in their names") {
  AppModel m = test::app_table("people=AB&seats=play&seed=11");
  const int quitter = m.game->seat_in_turn();
  press(m, WidgetId::resign, 0);
  press(m, WidgetId::resign, 0);
  REQUIRE(m.game->over());
  REQUIRE(m.game->winner() == 1 - quitter);
  CHECK(result_headline(m) == (quitter == 0 ? "Red wins" : "Blue wins"));
}

TEST_CASE("people: each person's call by their seat's box; the Knock key calls for the other") {
  AppModel m = test::app_table("people=AB&seats=play&seed=3");
  REQUIRE(people_here(m));
  const int turn = m.game->seat_in_turn();
  const int other = 1 - turn;
  // The toolbar's own Knock gives way to a button by the box of the person not in turn.
  CHECK_FALSE(has_widget(m, WidgetId::call));
  CHECK(has_widget(m, seat_call(other)));
  CHECK_FALSE(has_widget(m, seat_call(turn)));
  const ToolbarView toolbar = toolbar_view(m);  // (the button points into it)
  const Widget* button = find_widget(toolbar.widgets, seat_call(other));
  REQUIRE(button != nullptr);
  CHECK(m.layout.seat[size_t(other)].contains(button->rect.x, button->rect.y));

  // The person in turn acts; the other knocks with their button: the call is theirs.
  const std::optional<ActionCode> a = action_keeping_turn(*m.game);
  REQUIRE(a);
  REQUIRE(human_action(m, *a, 10).empty());
  REQUIRE(m.game->seat_in_turn() == turn);
  {
    const int before = m.game->talk()->action_count();
    press(m, seat_call(other), 20);
    REQUIRE(m.game->talk()->action_count() == before + 1);
    const std::vector<ActionCode> record = m.game->engine()->record_actions();
    std::unique_ptr<GameState> replay = m.game->engine()->dealt();
    for (size_t i = 0; i + 1 < record.size(); ++i) replay->apply(record[i]);
    CHECK(replay->actor(record.back()) == other);
    CHECK(replay->talk()->look(record.back()).gesture == Gesture::call);
  }

  // The Knock key (the toolbar's knock) calls for the person who may call now.
  AppModel k = test::app_table("people=AB&seats=play&seed=3");
  REQUIRE(human_action(k, *a, 10).empty());
  REQUIRE(k.game->seat_in_turn() == turn);
  {
    const int before = k.game->talk()->action_count();
    press(k, WidgetId::call, 20);
    REQUIRE(k.game->talk()->action_count() == before + 1);
    const std::vector<ActionCode> record = k.game->engine()->record_actions();
    std::unique_ptr<GameState> replay = k.game->engine()->dealt();
    for (size_t i = 0; i + 1 < record.size(); ++i) replay->apply(record[i]);
    CHECK(replay->actor(record.back()) == other);
  }
}

TEST_CASE("people: Spite and Malice hides every hand behind a pass screen between two people") {
  AppModel m = test::app_table("game=spite-and-malice&people=AB&seats=play&seed=4");
  REQUIRE(people_here(m));
  REQUIRE(table_hides_hands(m));
  Random random(9);
  double now = 0;
  int passes = 0;
  for (int step = 0; step < 400 && !m.game->over() && passes < 6; ++step) {
    const int turn = m.game->seat_in_turn();
    if (screen_waits_to_pass(m)) {
      // Nobody's hand shows; the screen waits for the person in turn to take it.
      CHECK_FALSE(hand_shown(m, 0));
      CHECK_FALSE(hand_shown(m, 1));
      update(m, now += 10);
      REQUIRE(m.ui.panel == Panel::pass);
      CHECK(status_words(m) == "Pass the screen to " + voices(m)[size_t(turn)].subject + ".");
      if (const auto a = own_action(*m.game, turn, random)) {
        CHECK(human_action(m, *a, now) ==
              "the screen waits for " + voices(m)[size_t(turn)].subject);
      }
      // A menu opened over it hides the hands too, and the pass screen comes back after it.
      press(m, WidgetId::menu, now);
      CHECK_FALSE(hand_shown(m, 1 - turn));
      press(m, WidgetId::close, now);
      update(m, now += 10);
      REQUIRE(m.ui.panel == Panel::pass);
      press(m, WidgetId::close, now);  // "I am Red: show my hand"
      ++passes;
    }
    update(m, now += 10);
    REQUIRE(m.ui.panel == Panel::none);
    CHECK(viewer_seat(m) == turn);
    CHECK(hand_shown(m, turn));
    CHECK_FALSE(hand_shown(m, 1 - turn));
    const std::optional<ActionCode> a = own_action(*m.game, turn, random);
    REQUIRE(a);
    REQUIRE(human_action(m, *a, now).empty());
  }
  CHECK(passes >= 3);  // the first turn's, and at least two changes of turn
}

// The pile of `seat`'s hand.
int hand_pile(const AppModel& m, int seat) {
  for (size_t p = 0; p < m.table.piles.size(); ++p) {
    if (m.table.piles[p].hand && m.table.piles[p].owner == seat) return int(p);
  }
  return -1;
}

TEST_CASE("people: the person who took the screen has their hand laid out before them") {
  for (const char* size : {"desktop", "phone"}) {
    INFO(size);
    Settings settings;
    REQUIRE(apply_query("game=spite-and-malice&people=AB&seats=play&seed=4", settings).empty());
    settings.speed = Speed::instant;
    AppModel m = std::string(size) == "desktop" ? test::app_table(settings)
                                                : test::app_table(settings, 390, 844, 3);
    // Seat A's hand lies fanned at the foot of the table; seat B's squared at the top.
    const Rect below = m.layout.place(hand_pile(m, 0)).area;
    const Rect above = m.layout.place(hand_pile(m, 1)).area;
    REQUIRE(below.w > m.layout.card_width);
    REQUIRE(above.w == m.layout.card_width);
    const Rect a_box = m.layout.seat[0], b_box = m.layout.seat[1];
    // Red takes the screen: their hand and box sit where Blue's were, Blue's where theirs were.
    Random random(3);
    double now = 0;
    for (int step = 0; step < 200 && m.ui.viewer != 1 && !m.game->over(); ++step) {
      update(m, now += 10);
      if (m.ui.panel == Panel::pass) {
        press(m, WidgetId::close, now);
        continue;
      }
      const std::optional<ActionCode> a = own_action(*m.game, m.game->seat_in_turn(), random);
      REQUIRE(a);
      REQUIRE(human_action(m, *a, now).empty());
    }
    REQUIRE(m.ui.viewer == 1);
    CHECK(m.layout.place(hand_pile(m, 1)).area.y == below.y);
    CHECK(m.layout.place(hand_pile(m, 1)).area.w > m.layout.card_width);
    CHECK(m.layout.place(hand_pile(m, 0)).area.y == above.y);
    CHECK(m.layout.seat[1] == a_box);
    CHECK(m.layout.seat[0] == b_box);
    // And it is shown as seat A's was: fanned, without a count; Blue's squared with one.
    CHECK(m.table.piles[size_t(hand_pile(m, 1))].fanned);
    CHECK_FALSE(m.table.piles[size_t(hand_pile(m, 1))].count_badge);
    CHECK(m.table.piles[size_t(hand_pile(m, 0))].count_badge);
    // Each card of Red's hand shows apart from the one before it, to be clicked where it lies.
    const int hand = hand_pile(m, 1);
    const int cards = pile_size(m, hand);
    REQUIRE(cards >= 2);
    for (int i = 1; i < cards; ++i) {
      CHECK(card_rect(m.layout, hand, i, cards).x > card_rect(m.layout, hand, i - 1, cards).x);
    }
  }
}

TEST_CASE("people: a game between people on one screen counts in no statistics") {
  // Each table plays a few actions, resigns (a finished game), plays a few of the next deal and
  // leaves it for a new one (an abandoned game): against the computer both count, between people
  // neither.
  for (const bool people : {false, true}) {
    INFO(people);
    MemoryStorage storage;
    AppModel m;
    m.viewport = Viewport{1280, 800, 1};
    Keeper keeper;
    keeper.storage = &storage;
    std::vector<Notice> notices;
    Settings base;
    base.speed = Speed::instant;
    open_table(keeper, m, base, people ? "people=AB&seats=play&seed=5" : "seats=wait&seed=5", 0);
    REQUIRE(people_here(m) == people);
    Random random(1);
    for (int round = 0; round < 2; ++round) {
      for (int i = 0; i < 4; ++i) {
        if (const auto a = own_action(*m.game, m.game->seat_in_turn(), random)) {
          REQUIRE(any_action(m, *a, 0).empty());
        }
        keep_up(keeper, m, notices);
      }
      if (round == 0) {
        const std::optional<ActionCode> resign = m.game->parse_action("resign a", nullptr);
        REQUIRE(resign);
        REQUIRE(any_action(m, *resign, 0).empty());
        REQUIRE(m.game->over());
      }
      keep_up(keeper, m, notices);
      new_game(m, m.settings, 0);
      keep_up(keeper, m, notices);
    }
    CHECK(m.stats.any() == !people);
    // The statistics panel says so.
    m.ui.panel = Panel::stats;
    bool said = false;
    for (const TextLine& line : panel_view(m).lines) {
      said = said || line.text.starts_with("Games between people");
    }
    CHECK(said == people);
    // The end's tune: a person here who wins hears the win (Red too, between people).
    AppModel red = test::app_table(people ? "people=AB&seats=play&seed=5" : "seats=play&seed=5");
    GameWatch watch;
    watch_game(watch, red);
    REQUIRE(any_action(red, *red.game->parse_action("resign a", nullptr), 0).empty());
    bool heard = false;
    for (const GameEvent& event : watch_game(watch, red)) {
      if (event.kind != GameEventKind::game_over) continue;
      CHECK(event.winner == 1);
      CHECK(cue_of_event(event) == (people ? Cue::win : Cue::loss));
      heard = true;
    }
    CHECK(heard);
  }
}
