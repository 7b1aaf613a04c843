// The keeper saves the game after every action and restores it identically, keeps settings and
// statistics, keeps unreadable saves aside (never thrown away), and plays on in memory when storage
// is blocked.
#include "app/storage/keeper.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

#include "app/flow/api_commands.hpp"
#include "app/flow/commands.hpp"
#include "app/flow/session.hpp"
#include "app/flow/take_back.hpp"
#include "app/storage/saved_game.hpp"
#include "app_fixture.hpp"

using namespace rb;
using namespace rb::russian_bank;
using namespace rb::app;

namespace {

Settings waiting_table() {
  Settings s;
  s.speed = Speed::instant;
  s.seats = Seats::computer_waits;
  return s;
}

// A model as the platform makes it: laid out in a window, then opened by the keeper.
struct Table {
  AppModel model;
  Keeper keeper;
  std::vector<Notice> notices;
  Table(Storage& storage, std::string_view url = "seed=7", Settings base = waiting_table()) {
    model.viewport = Viewport{1280, 800, 1};
    keeper.storage = &storage;
    notices = open_table(keeper, model, base, url, 0);
  }
  // Plays the first legal non-knock action of the player in turn, then lets the keeper look.
  void play(int count) {
    for (int i = 0; i < count; ++i) {
      if (const std::optional<Action> a = test::first_non_knock(rb::test::rb_state(model))) {
        REQUIRE(any_action(model, *a, 0).empty());
      }
      keep_up(keeper, model, notices);
    }
  }
};

std::string stored(MemoryStorage& storage, const std::string& key) {
  std::string error;
  return storage.read(key, error).value_or("");
}

bool has_notice(const std::vector<Notice>& notices, const std::string& source,
                const std::string& part) {
  for (const Notice& n : notices) {
    if (n.source == source && notice_text(n).find(part) != std::string::npos) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("the game is saved after every action and reopens identically") {
  MemoryStorage storage;
  Table first(storage);
  CHECK(first.notices.empty());
  CHECK_FALSE(stored(storage, kGameKey).empty());
  for (int i = 1; i <= 30; ++i) {
    first.play(1);
    SavedGame saved;
    REQUIRE(parse_saved_game(stored(storage, kGameKey), saved).empty());
    CHECK(saved.record == first.model.game->engine()->record_text());  // after every action
  }
  Table again(storage, "");
  CHECK(again.notices.empty());
  CHECK(rb::test::rb_record(again.model) == rb::test::rb_record(first.model));
  CHECK(rb::test::rb_state(again.model) == rb::test::rb_state(first.model));
  CHECK(again.model.game_seed == first.model.game_seed);
  CHECK(again.model.ui.message.starts_with("Welcome back: your game"));
  // The same address with the deal's seed resumes it too.
  Table same_link(storage, "seed=7");
  CHECK(rb::test::rb_state(same_link.model) == rb::test::rb_state(first.model));
  // The same deal opened for the computer to play every seat (the demo): it plays on from there.
  Table demo(storage, "seed=7&seats=auto");
  CHECK(rb::test::rb_state(demo.model) == rb::test::rb_state(first.model));
  const int kept_actions = demo.model.game->talk()->action_count();
  for (int i = 0; i < 200 && demo.model.game->talk()->action_count() < kept_actions + 3; ++i) {
    update(demo.model, 100.0 * (i + 1));
  }
  CHECK(demo.model.game->talk()->action_count() >= kept_actions + 3);
  // A page opened for an online table keeps the game too, but does not welcome the player back to
  // it (a screen reader said so before the online table came): the online part speaks next.
  for (const char* online : {"join=abc123", "seed=7&online=new"}) {
    Table to_table(storage, online);
    CHECK(rb::test::rb_state(to_table.model) == rb::test::rb_state(first.model));
    CHECK(to_table.model.ui.message.empty());
  }
}

TEST_CASE("a save that cannot be read is kept aside and reported; the player gets a new game") {
  MemoryStorage storage;
  const std::string broken = "russian-bank save 1\nsettings preset=house\nthis is not a save\n";
  storage.write(kGameKey, broken);
  Table table(storage, "seed=11");
  CHECK(has_notice(table.notices, "save", "kept under russian-bank.game.broken-1"));
  CHECK(stored(storage, "russian-bank.game.broken-1") == broken);
  CHECK(table.model.game_seed == 11);
  CHECK(rb::test::rb_record(table.model).actions.empty());
  // The new game is saved in its place; the broken text stays aside.
  table.play(3);
  CHECK(stored(storage, kGameKey) != broken);
  CHECK(stored(storage, "russian-bank.game.broken-1") == broken);
  // A second broken save goes to the next free key.
  storage.write(kGameKey, "garbage");
  Table later(storage, "seed=12");
  CHECK(stored(storage, "russian-bank.game.broken-2") == "garbage");
  CHECK(stored(storage, "russian-bank.game.broken-1") == broken);
}

TEST_CASE("when a broken save cannot be kept aside it is not overwritten") {
  MemoryStorage storage;
  storage.write(kGameKey, "garbage");
  storage.fail_writes = true;
  Table table(storage, "seed=5");
  table.play(5);
  storage.fail_writes = false;
  table.play(2);
  CHECK(stored(storage, kGameKey) == "garbage");
  CHECK(has_notice(table.notices, "save", "left where it was"));
}

TEST_CASE("blocked storage: one quiet notice and the game goes on in memory") {
  MemoryStorage storage;
  storage.fail_reads = storage.fail_writes = true;
  Table table(storage, "seed=5");
  table.play(20);
  CHECK(rb::test::rb_record(table.model).actions.size() == 20);
  int storage_notices = 0;
  for (const Notice& n : table.notices) storage_notices += n.source == "storage";
  CHECK(storage_notices == 1);
  CHECK(storage.items.empty());
}

TEST_CASE("bad URL options are each reported and fall back alone") {
  MemoryStorage storage;
  Table table(storage, "level=9&speed=fast&colour=pink&seed=3");
  CHECK(has_notice(table.notices, "url", "level"));
  CHECK(has_notice(table.notices, "url", "colour"));
  CHECK(table.model.settings.level == Settings{}.level);
  CHECK(table.model.settings.speed == Speed::fast);
  CHECK(table.model.game_seed == 3);
}

TEST_CASE(
    "a link to another deal starts it; the game left behind counts as abandoned, and says so") {
  MemoryStorage storage;
  Settings play = waiting_table();
  Table first(storage, "seed=7", play);
  while (!human_has_acted(*first.model.game)) first.play(1);
  CHECK_FALSE(has_notice(first.notices, "game", "deal 7"));
  Table other(storage, "seed=8", play);
  CHECK(other.model.game_seed == 8);
  // (The player is told which game was left and that it counts: it is gone from the page.)
  CHECK(has_notice(other.notices, "game", "(deal 7) was left"));
  CHECK(has_notice(other.notices, "game", "counts as abandoned"));
  Stats stats;
  REQUIRE(parse_stats(stored(storage, kStatsKey), stats).empty());
  CHECK(stats.line("house", play.level).abandoned == 1);
  CHECK(stats.line("house", play.level).losses == 1);
}

TEST_CASE("a solitaire deal the person never touched is not counted when left for another") {
  // (A review: House in the Wood's deal 7, not one move made, "counts as abandoned" once a link
  // opened deal 8: its ace had gone home by itself at the deal.)
  MemoryStorage storage;
  Table first(storage, "game=house-in-the-wood&seed=7",
              rb::test::instant(Seats::human_vs_computer));
  int by_itself = 0;
  while (auto_step(first.model, 0)) ++by_itself;
  REQUIRE(by_itself > 0);
  keep_up(first.keeper, first.model, first.notices);
  Table other(storage, "game=house-in-the-wood&seed=8",
              rb::test::instant(Seats::human_vs_computer));
  CHECK(other.model.game_seed == 8);
  CHECK_FALSE(has_notice(other.notices, "game", "counts as abandoned"));
  // One move of the person's own, and the deal left counts.
  std::vector<rb::ActionCode> legal;
  other.model.game->legal_actions(legal);
  REQUIRE_FALSE(legal.empty());
  REQUIRE(any_action(other.model, legal.front(), 0).empty());
  keep_up(other.keeper, other.model, other.notices);
  Table third(storage, "game=house-in-the-wood&seed=9",
              rb::test::instant(Seats::human_vs_computer));
  CHECK(has_notice(third.notices, "game", "counts as abandoned"));
}

TEST_CASE("statistics count finished and abandoned games and survive a reopening") {
  MemoryStorage storage;
  Settings base = waiting_table();
  base.seats = Seats::human_vs_computer;
  base.level = 2;
  Table table(storage, "seed=7&seats=wait", base);
  // The test seats (wait) do not count; the game against the computer does.
  table.model.settings.seats = Seats::human_vs_computer;
  REQUIRE(any_action(table.model, Action::resign(kPlayerA), 0).empty());
  keep_up(table.keeper, table.model, table.notices);
  Table again(storage, "");
  const StatLine& line = again.model.stats.line("house", 2);
  CHECK(line.games == 1);
  CHECK(line.losses == 1);
  CHECK(line.abandoned == 0);
  again.model.stats.reset();  // the statistics panel's reset
  keep_up(again.keeper, again.model, again.notices);
  Stats stats;
  REQUIRE(parse_stats(stored(storage, kStatsKey), stats).empty());
  CHECK(stats == Stats{});
}

TEST_CASE("unreadable statistics are kept aside and counting starts again") {
  MemoryStorage storage;
  storage.write(kStatsKey, "russian-bank stats 1\nhouse 3 games=-4\n");
  Table table(storage, "seed=2");
  CHECK(has_notice(table.notices, "stats", "russian-bank.stats.broken-1"));
  CHECK(stored(storage, "russian-bank.stats.broken-1") ==
        "russian-bank stats 1\nhouse 3 games=-4\n");
  CHECK(table.model.stats == Stats{});
}

TEST_CASE("statistics with one unreadable line keep the others; the whole text is kept aside") {
  MemoryStorage storage;
  const std::string text =
      "russian-bank stats 1\nhouse 3 games=2 wins=1 losses=1 draws=0 abandoned=0 streak=0 "
      "best_streak=1 score_total=0\nscarne 2 games=x\n";
  storage.write(kStatsKey, text);
  Table table(storage, "seed=2");
  CHECK(has_notice(table.notices, "stats", "line 3"));
  CHECK(has_notice(table.notices, "stats", "russian-bank.stats.broken-1"));
  CHECK(stored(storage, "russian-bank.stats.broken-1") == text);
  CHECK(table.model.stats.line("house", 3).games == 2);
  CHECK(table.model.stats.line("house", 3).wins == 1);
  CHECK(table.model.stats.line("scarne", 2) == StatLine{});
  // (What was read is written back without the bad line.)
  keep_up(table.keeper, table.model, table.notices);
  Stats kept;
  REQUIRE(parse_stats(stored(storage, kStatsKey), kept).empty());
  CHECK(kept.line("house", 3).games == 2);
}

TEST_CASE("other rules chosen in the menu wait for the next game: the game in play comes back") {
  // (A review: Scarne chosen in the menu during a game of the house rules, the page reloaded, and
  // the game in play was gone, counted as abandoned and lost.) Likewise when the kept settings
  // cannot be read: the saved game has its own.
  for (const std::string kept : {"", "preset=bogus&level=42"}) {
    MemoryStorage storage;
    Table first(storage, "seed=7");
    while (!human_has_acted(*first.model.game)) first.play(1);
    const std::string record = first.model.game->engine()->record_text();
    first.model.chosen.preset = "scarne";
    keep_up(first.keeper, first.model, first.notices);
    if (!kept.empty()) storage.write(kSettingsKey, kept);
    Table again(storage, "");
    CHECK(again.model.game->engine()->record_text() == record);
    CHECK(again.model.game->preset() == "house");
    CHECK_FALSE(has_notice(again.notices, "game", "counts as abandoned"));
    if (kept.empty()) CHECK(again.model.chosen.preset == "scarne");
    Stats stats;
    REQUIRE(parse_stats(stored(storage, kStatsKey), stats).empty());
    CHECK(stats.line("house", again.model.settings.level).abandoned == 0);
    // An address that names the other rules starts them, and says what became of the game.
    Table scarne(storage, "preset=scarne");
    CHECK(scarne.model.game->preset() == "scarne");
    CHECK(has_notice(scarne.notices, "game", "(deal 7) was left"));
  }
}

TEST_CASE("an address with seed=0 deals a new game; one without comes back to the game in play") {
  // (seed=0 is how the menu's and a host's New game ask another page's game for a new deal: a
  // review's host asked for a new game and got the one left in play.)
  MemoryStorage storage;
  Table first(storage, "seed=7");
  while (!human_has_acted(*first.model.game)) first.play(1);
  const std::string record = first.model.game->engine()->record_text();
  Table again(storage, "");
  CHECK(again.model.game->engine()->record_text() == record);
  Table same_deal(storage, "seed=7");
  CHECK(same_deal.model.game->engine()->record_text() == record);
  Table fresh(storage, "seed=0");
  CHECK(fresh.model.game_seed != 7);
  CHECK(has_notice(fresh.notices, "game", "(deal 7) was left for a new one"));
  // (An address as the page reads it, its "?" first, names its deal as well.)
  fresh.play(3);
  REQUIRE_FALSE(rb::test::rb_record(fresh.model).actions.empty());
  CHECK(rb::test::rb_record(Table(storage, "?seed=0").model).actions.empty());
}

TEST_CASE("the language chosen in one game is the site's: the other games' pages speak it") {
  // (A review chose Russian in Russian Bank and found Congress's page in English.)
  MemoryStorage storage;
  Table first(storage, "seed=2");
  first.model.chosen.language = "ru";
  keep_up(first.keeper, first.model, first.notices);
  CHECK(stored(storage, "language") == "ru");
  Table congress(storage, "game=congress&seed=3");
  CHECK(congress.model.settings.language == "ru");
  // Chosen there, it is Russian Bank's again (over the language kept with its settings); an
  // address still says what one visit speaks; a value that is no language is passed over for the
  // one kept with the game's settings.
  congress.model.chosen.language = "fr";
  keep_up(congress.keeper, congress.model, congress.notices);
  CHECK(Table(storage, "seed=2").model.settings.language == "fr");
  CHECK(Table(storage, "seed=2&lang=de").model.settings.language == "de");
  storage.write("language", "xx&speed=fast");
  const Table broken(storage, "seed=2");
  CHECK(broken.model.settings.language == "ru");
  CHECK(broken.notices.empty());
}

TEST_CASE("settings the player chooses are kept for the next visit") {
  MemoryStorage storage;
  Table table(storage, "seed=2");
  table.model.chosen.level = 5;
  table.model.chosen.table = TableColour::blue;
  table.model.chosen.speed = Speed::slow;
  keep_up(table.keeper, table.model, table.notices);
  Table again(storage, "seed=3");
  CHECK(again.model.settings.level == 5);
  CHECK(again.model.settings.table == TableColour::blue);
  CHECK(again.model.settings.speed == Speed::slow);
  // The address wins over what was kept.
  Table linked(storage, "seed=4&level=1");
  CHECK(linked.model.settings.level == 1);
}

TEST_CASE("saved settings that cannot all be read: the readable ones apply, a notice says so") {
  MemoryStorage storage;
  storage.write(kSettingsKey, "level=9&speed=slow&table=blue");
  Table table(storage, "seed=2");
  CHECK(has_notice(table.notices, "settings", "level \"9\""));
  CHECK(table.model.settings.speed == Speed::slow);
  CHECK(table.model.settings.table == TableColour::blue);
  CHECK(table.model.settings.level == Settings{}.level);
}

TEST_CASE("a game the demo played in counts in no statistics, finished or left") {
  // (A player's review: a deal the demo had half played, finished by the person, counted as a
  // win.) Harp alone: the demo plays a few moves, is stopped, and the person ends the game.
  MemoryStorage storage;
  Table table(storage, "game=harp&seed=7&speed=instant", Settings{});
  AppModel& m = table.model;
  REQUIRE(m.settings.seats == Seats::human_vs_computer);
  keep_up(table.keeper, m, table.notices);
  double now = 0;
  toggle_demo(m, now);
  for (int i = 0; i < 10000 && m.game->talk()->action_count() < 3; ++i) {
    update(m, now += 10);
    keep_up(table.keeper, m, table.notices);
  }
  REQUIRE(m.game->talk()->action_count() >= 3);
  toggle_demo(m, now);            // stopped: the person plays on
  press(m, WidgetId::pass, now);  // End game (at one press: the demo's game counts nowhere)
  REQUIRE(m.game->over());
  keep_up(table.keeper, m, table.notices);
  CHECK(m.stats.line("standard", m.settings.level).games == 0);
  CHECK(m.stats.line("standard", m.settings.level).losses == 0);
  // A game the demo played in, left unfinished for a new deal: not counted as abandoned either.
  press(m, WidgetId::new_game, now);
  keep_up(table.keeper, m, table.notices);
  REQUIRE_FALSE(m.demo_played);
  toggle_demo(m, now);
  for (int i = 0; i < 10000 && m.game->talk()->action_count() < 3; ++i) {
    update(m, now += 10);
    keep_up(table.keeper, m, table.notices);
  }
  REQUIRE(m.game->talk()->action_count() >= 3);
  REQUIRE_FALSE(m.game->over());
  press(m, WidgetId::new_game, now);
  keep_up(table.keeper, m, table.notices);
  CHECK(m.stats.line("standard", m.settings.level).abandoned == 0);
  CHECK(m.stats.line("standard", m.settings.level).games == 0);
}

TEST_CASE("a deal ended, taken back and left counts once, at its end, and is not abandoned") {
  // (A review: Congress ended, one undo, then New game counted the deal twice, a loss and an
  // abandoned game.)
  MemoryStorage storage;
  Table table(storage, "game=congress&seed=5&speed=instant", Settings{});
  AppModel& m = table.model;
  keep_up(table.keeper, m, table.notices);
  press(m, WidgetId::pass, 0);  // End game, pressed twice
  press(m, WidgetId::pass, 0);
  REQUIRE(m.game->over());
  keep_up(table.keeper, m, table.notices);
  const auto line = [&m] { return m.stats.line("standard", m.settings.level); };
  CHECK(line().games == 1);
  REQUIRE(undo(m, 0).empty());
  std::vector<ActionCode> legal;
  m.game->legal_actions(legal);
  const auto played_on = std::find_if(legal.begin(), legal.end(), [&m](ActionCode a) {
    return m.game->talk()->look(a).gesture != Gesture::button;  // (not End game)
  });
  REQUIRE(played_on != legal.end());
  REQUIRE(human_action(m, *played_on, 0).empty());
  keep_up(table.keeper, m, table.notices);
  // New game at one press: the game is counted already.
  press(m, WidgetId::new_game, 0);
  CHECK(m.game->talk()->action_count() == 0);
  keep_up(table.keeper, m, table.notices);
  CHECK(line().games == 1);
  CHECK(line().abandoned == 0);
}

TEST_CASE("a new game of another game of this table is told as a new game") {
  // (A review: a host page that asked Harp's table for Congress got no newgame event.)
  MemoryStorage storage;
  Table table(storage, "game=harp&seed=7");
  REQUIRE(keep_up(table.keeper, table.model, table.notices).empty());
  REQUIRE(rb::app::run_api_command(table.model, "new-game game=congress&seed=3", 0).empty());
  REQUIRE(table.model.settings.game == "congress");
  const std::vector<GameEvent> events = keep_up(table.keeper, table.model, table.notices);
  REQUIRE(events.size() == 1);
  CHECK(events[0].kind == GameEventKind::new_game);
  CHECK_FALSE(events[0].abandoned);
  CHECK(keep_up(table.keeper, table.model, table.notices).empty());
}

TEST_CASE("a first visit's first words point to the guided game; a second visit's do not") {
  // (A review: a newcomer was dropped into a dealt game with nothing to go on.)
  MemoryStorage storage;
  Table first(storage, "seed=7");
  CHECK(first.model.ui.message == "New here? Learn, in the menu, plays a guided game.");
  keep_up(first.keeper, first.model, first.notices);
  Table again(storage, "seed=7");
  CHECK(again.model.ui.message.find("Learn") == std::string::npos);
  // A match has no guided game: its first words say what it is.
  MemoryStorage other;
  Table match(other, "game=harp&mode=common&seed=3");
  CHECK(match.model.ui.message.find("New game: ") == 0);
}
