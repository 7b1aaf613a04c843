// Settings from URL queries: every option's bad value gives its own message and falls back alone,
// unknown options are reported, the page's own options are ignored, rules options are checked
// against the query's preset, and settings_query / deal_query read back to the same settings.
#include "app/storage/settings.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "games/russian_bank/engine/rule_options.hpp"
#include "games/russian_bank/russian_bank_game.hpp"

using rb::app::apply_query;
using rb::app::Settings;
using rb::app::Speed;
using rb::app::TableColour;
using rb::russian_bank::Preset;
using Messages = std::vector<std::string>;

namespace {

const std::string kLevelChoices = "use 1-5 or Beginner, Novice, Club player, Expert, Master";

// Settings that differ from the defaults in every field.
Settings unusual_settings() {
  Settings s;
  s.preset = "scarne";
  s.rule_options = {{"waste_fills_space", "yes"}, {"stall_turns", "40"}};
  s.level = 5;
  s.speed = Speed::slow;
  s.reduced_motion = true;
  s.seed = 123456789012345;
  s.seats = rb::app::Seats::computer_both;
  s.table = TableColour::grey;
  s.sound = false;
  return s;
}

}  // namespace

TEST_CASE("a query sets every setting") {
  Settings s;
  CHECK(apply_query("?preset=ultimate&level=Expert&speed=FAST&reduced_motion=on&seed=42&"
                    "seats=auto&table=Blue&stall_turns=40&sound=off",
                    s)
            .empty());
  CHECK(s.preset == "ultimate");
  CHECK(s.level == 4);
  CHECK(s.speed == Speed::fast);
  CHECK(s.reduced_motion);
  CHECK(s.seed == 42);
  CHECK(s.seats == rb::app::Seats::computer_both);
  CHECK(s.table == TableColour::blue);
  CHECK_FALSE(s.sound);
  CHECK(s.rule_options == std::vector<std::pair<std::string, std::string>>{{"stall_turns", "40"}});
  CHECK(apply_query("reduced_motion=false&level=Club+player&seed=0&sound=1", s).empty());
  CHECK_FALSE(s.reduced_motion);
  CHECK(s.sound);
  CHECK(s.level == 3);
  CHECK(s.seed == 0);
  CHECK(apply_query("level=novice&table=red&speed=instant", s).empty());
  CHECK(s.level == 2);
  CHECK(s.table == TableColour::red);
  CHECK(s.speed == Speed::instant);
}

TEST_CASE("table colours have names") {
  for (int i = 0; i < rb::app::kTableColourCount; ++i) {
    const auto colour = static_cast<TableColour>(i);
    TableColour read = TableColour::green;
    CHECK(rb::app::parse_table_colour(rb::app::table_colour_name(colour), read));
    CHECK(read == colour);
  }
  CHECK(rb::app::table_colour_name(TableColour::grey) == "grey");
  TableColour read = TableColour::blue;
  CHECK_FALSE(rb::app::parse_table_colour("gray", read));
  CHECK(read == TableColour::blue);
  CHECK(Settings{}.table == TableColour::green);
}

TEST_CASE("each bad value gives its own message and falls back alone") {
  const Settings before = unusual_settings();
  struct Case {
    std::string query;
    std::string message;
  };
  const std::vector<Case> cases = {
      {"preset=poker", "preset \"poker\" is not a preset: use house, scarne or ultimate"},
      {"level=9", "level \"9\" is not a level: " + kLevelChoices},
      {"level=0", "level \"0\" is not a level: " + kLevelChoices},
      {"level=Grandmaster", "level \"Grandmaster\" is not a level: " + kLevelChoices},
      {"level=", "level \"\" is not a level: " + kLevelChoices},
      {"speed=warp", "speed \"warp\" is not a speed: use instant, fast, normal or slow"},
      {"reduced_motion=maybe",
       "reduced_motion \"maybe\" is not on or off: use 1 or 0 (yes/no, on/off, true/false)"},
      {"sound=loud", "sound \"loud\" is not on or off: use 1 or 0 (yes/no, on/off, true/false)"},
      {"seed=-1",
       "seed \"-1\" is not a deal number: use a whole number from 0 (any deal) to "
       "18446744073709551615"},
      {"seed=18446744073709551616",
       "seed \"18446744073709551616\" is not a deal number: use a whole number from 0 (any deal) "
       "to 18446744073709551615"},
      {"seed=",
       "seed \"\" is not a deal number: use a whole number from 0 (any deal) to "
       "18446744073709551615"},
      {"seats=sit", "seats \"sit\" is not a seating: use play, wait or auto"},
      {"table=pink", "table \"pink\" is not a table colour: use green, blue, red or grey"},
      {"stall_turns=5", "stall_turns \"5\" is not a number from 10 to 1000"},
      {"knock_penalty_after=10", "knock_penalty_after \"10\" is not a number from 0 to 9"},
      {"first=me", "first \"me\" is not human, player-a or by-cards"},
      {"scoring=lots",
       "scoring \"lots\" is not on or off: use 1 or 0 (yes/no, on/off, true/false)"},
      {"stock_size=11", "stock_size \"11\" is not 12 or 13"},
      {"foo=1", "unknown option \"foo\""},
      {"foo", "unknown option \"foo\""},
      {"Level=2", "unknown option \"Level\""},
      {"level=%01%22", "level \"\\x01\\x22\" is not a level: " + kLevelChoices},
  };
  for (const Case& c : cases) {
    INFO(c.query);
    Settings s = before;
    CHECK(apply_query(c.query, s) == Messages{c.message});
    CHECK(s == before);
    // With a good option next to it, the good one still applies.
    const bool table = c.query.rfind("table", 0) == 0;
    s = before;
    CHECK(apply_query(c.query + (table ? "&speed=fast" : "&table=red"), s) == Messages{c.message});
    Settings expected = before;
    if (table) {
      expected.speed = Speed::fast;
    } else {
      expected.table = TableColour::red;
    }
    CHECK(s == expected);
  }
}

TEST_CASE("every problem of a query is reported, in order") {
  Settings s;
  const Messages problems = apply_query("level=9&speed=warp&foo=1&table=blue&preset=poker", s);
  CHECK(problems == Messages{
                        "preset \"poker\" is not a preset: use house, scarne or ultimate",
                        "level \"9\" is not a level: " + kLevelChoices,
                        "speed \"warp\" is not a speed: use instant, fast, normal or slow",
                        "unknown option \"foo\"",
                    });
  Settings expected;
  expected.table = TableColour::blue;
  CHECK(s == expected);
  CHECK(rb::app::join_messages(apply_query("foo&bar", s)) ==
        "unknown option \"foo\"; unknown option \"bar\"");
  CHECK(rb::app::join_messages({}).empty());
}

TEST_CASE("the page's own options are ignored without a word") {
  Settings s;
  CHECK(rb::app::kPageOnlyOptions.size() == 5);
  CHECK(rb::app::kPageOnlyOptions[0] == "origins");
  // (The page's save slot: web/index.html reads it.)
  CHECK(apply_query("slot=left&level=4", s).empty());
  CHECK(s.level == 4);
  // (Online play's: the table to join, the game server, a table to open.)
  CHECK(
      apply_query("join=abc123&server=ws%3A%2F%2F127.0.0.1%3A2567&online=new&level=3", s).empty());
  CHECK(s.level == 3);
  CHECK(
      apply_query("origins=https%3A%2F%2Fa.example%2Chttps%3A%2F%2Fb.example&level=2", s).empty());
  CHECK(s.level == 2);
  CHECK(apply_query("origins=", s).empty());
  CHECK(apply_query("origins", s).empty());
}

TEST_CASE("rules options are checked against the preset of the same query") {
  Settings s;
  // The preset counts wherever it stands in the query.
  CHECK(apply_query("waste_fills_space=yes&use_opponent_stock=no&preset=scarne", s).empty());
  CHECK(s.preset == "scarne");
  CHECK(s.rule_options == std::vector<std::pair<std::string, std::string>>{
                              {"use_opponent_stock", "no"}, {"waste_fills_space", "yes"}});

  Settings house;
  CHECK(apply_query("waste_fills_space=yes&level=1", house) ==
        Messages{"waste_fills_space \"yes\": the option applies only to the presets scarne and "
                 "ultimate"});
  CHECK(house.rule_options.empty());
  CHECK(house.level == 1);
  CHECK(apply_query("stock_size=12", house) ==
        Messages{"stock_size \"12\": preset house has no stock (only 0)"});
  CHECK(apply_query("stock_size=0", house).empty());

  // A bad preset keeps the old one, and the options are checked against that.
  Settings classic;
  classic.preset = "ultimate";
  CHECK(apply_query("preset=poker&waste_fills_space=yes", classic) ==
        Messages{"preset \"poker\" is not a preset: use house, scarne or ultimate"});
  CHECK(classic.preset == "ultimate");
  CHECK(classic.rule_options ==
        std::vector<std::pair<std::string, std::string>>{{"waste_fills_space", "yes"}});
}

TEST_CASE("rules options are kept once each, in table order, in the engine's spelling") {
  Settings a, b;
  CHECK(apply_query("scoring=1&stall_turns=040&first=player-a", a).empty());
  CHECK(apply_query("first=player-a&stall_turns=40&scoring=on", b).empty());
  CHECK(a == b);
  CHECK(a.rule_options == std::vector<std::pair<std::string, std::string>>{
                              {"first", "player-a"}, {"scoring", "on"}, {"stall_turns", "40"}});
  // A later query with the same preset adds to them and replaces by name.
  CHECK(apply_query("stall_turns=50&knock_penalty_after=0", a).empty());
  CHECK(a.rule_options ==
        std::vector<std::pair<std::string, std::string>>{{"first", "player-a"},
                                                         {"knock_penalty_after", "0"},
                                                         {"scoring", "on"},
                                                         {"stall_turns", "50"}});
  // A bad value keeps the one before.
  CHECK(apply_query("stall_turns=5", a).size() == 1);
  CHECK(a.rule_options.back() == std::pair<std::string, std::string>{"stall_turns", "50"});
  // Another preset starts from its own rules: the old options go.
  CHECK(apply_query("preset=scarne", a).empty());
  CHECK(a.rule_options.empty());
  CHECK(apply_query("preset=scarne&stall_turns=30", a).empty());
  CHECK(apply_query("preset=scarne&scoring=no", a).empty());
  CHECK(a.rule_options == std::vector<std::pair<std::string, std::string>>{{"scoring", "off"},
                                                                           {"stall_turns", "30"}});
}

TEST_CASE("a repeated option: the first one counts, as the page's script reads it, and says so") {
  Settings s;
  CHECK(apply_query("level=2&level=4", s) ==
        Messages{"level is given more than once: the first, \"2\", is used"});
  CHECK(s.level == 2);
  CHECK(apply_query("level=9&level=1", s) ==
        Messages{"level is given more than once: the first, \"9\", is used",
                 "level \"9\" is not a level: " + kLevelChoices});
  CHECK(s.level == 2);
  CHECK(apply_query("stall_turns=40&stall_turns=70", s).size() == 1);
  CHECK(s.rule_options == std::vector<std::pair<std::string, std::string>>{{"stall_turns", "40"}});
  CHECK(apply_query("preset=scarne&waste_fills_space=yes&preset=house", s) ==
        Messages{"preset is given more than once: the first, \"scarne\", is used"});
  CHECK(s.preset == "scarne");
  // The game too: the page loads the first game's bundle, and the table plays that game.
  Settings t;
  CHECK(apply_query("game=congress&game=nonsense&lang=ru", t) ==
        Messages{"game is given more than once: the first, \"congress\", is used"});
  CHECK(t.game == "congress");
  CHECK(t.language == "ru");
  // The same value twice says nothing: an unknown option is said unknown alone.
  CHECK(apply_query("level=3&level=3", s).empty());
  CHECK(apply_query("a=b&a=b", s) == Messages{"unknown option \"a\""});
  CHECK(apply_query("a=b&a=c", s) == Messages{"unknown option \"a\""});
}

TEST_CASE("an overly long query is refused whole, quickly") {
  Settings s;
  const Settings before = s;
  std::string query = "level=2";
  while (query.size() <= rb::app::kMaxQueryBytes) query += "&speed=fast";
  CHECK(apply_query(query, s) == Messages{"the query is too long (" + std::to_string(query.size()) +
                                          " bytes; at most 4096): nothing applied"});
  CHECK(s == before);
  // Just under the limit, every pair is read (the first of the repeated ones counts, said once).
  query = "level=2&table=red&";
  while (query.size() + 11 <= rb::app::kMaxQueryBytes) query += "table=blue&";
  CHECK(apply_query(query, s) ==
        Messages{"table is given more than once: the first, \"red\", is used"});
  CHECK(s.table == TableColour::red);
  CHECK(s.level == 2);
  // Many unknown names: one message each.
  query.clear();
  for (int i = 0; query.size() + 12 <= rb::app::kMaxQueryBytes; ++i)
    query += "x" + std::to_string(i) + "&";
  CHECK(apply_query(query, s).size() > 500);
}

// The rules of the game the settings deal.
rb::russian_bank::Rules rules_of(const Settings& s, std::string* problem = nullptr) {
  const std::unique_ptr<rb::GameState> game = rb::app::deal(s, 1, problem);
  return game ? rb::russian_bank::russian_bank_state(*game).rules() : rb::russian_bank::Rules{};
}

TEST_CASE("a deal applies the rules options over the preset") {
  Settings s;
  CHECK(apply_query("preset=scarne&stall_turns=40&waste_fills_space=yes&knock_penalty_after=2", s)
            .empty());
  rb::russian_bank::Rules expected = rb::russian_bank::preset_rules(Preset::scarne);
  expected.stall_turns = 40;
  expected.waste_fills_space = true;
  expected.knock_penalty_after = 2;
  std::string problem = "untouched";
  CHECK(rules_of(s, &problem) == expected);
  CHECK(problem.empty());
  CHECK(rules_of(Settings{}) == rb::russian_bank::preset_rules(Preset::house));
  // An option no query would store deals nothing, and the problem is told (the session then
  // deals the preset's own rules).
  Settings made_by_hand;
  made_by_hand.rule_options = {{"stall_turns", "5"}, {"scoring", "off"}};
  CHECK_FALSE(rb::app::deal(made_by_hand, 1, &problem));
  CHECK(problem == "stall_turns \"5\" is not a number from 10 to 1000");
}

TEST_CASE("settings_query reads back to the same settings") {
  const Settings s = unusual_settings();
  const std::string query = rb::app::settings_query(s);
  CHECK(query ==
        "preset=scarne&waste_fills_space=yes&stall_turns=40&level=5&speed=slow&table=grey&"
        "sound=off");
  Settings read;
  CHECK(apply_query(query, read).empty());
  Settings expected = s;  // without the seed, the seats and reduced motion
  expected.seed = 0;
  expected.seats = rb::app::Seats::human_vs_computer;
  expected.reduced_motion = false;
  CHECK(read == expected);
  // Over the same settings it changes nothing.
  Settings again = s;
  CHECK(apply_query(query, again).empty());
  CHECK(again == s);
  // Every combination of preset, level, speed and colour.
  for (const Preset preset : {Preset::house, Preset::scarne, Preset::ultimate}) {
    for (int level = 1; level <= 5; ++level) {
      for (int speed = 0; speed < rb::app::kSpeedCount; ++speed) {
        for (int colour = 0; colour < rb::app::kTableColourCount; ++colour) {
          Settings one;
          one.preset = rb::russian_bank::preset_name(preset);
          one.level = level;
          one.speed = static_cast<Speed>(speed);
          one.table = static_cast<TableColour>(colour);
          Settings back;
          CHECK(apply_query(rb::app::settings_query(one), back).empty());
          CHECK(back == one);
        }
      }
    }
  }
}

TEST_CASE("deal_query is a link to the same deal") {
  const Settings s = unusual_settings();
  const std::string query = rb::app::deal_query(s, 777);
  // (The game always named: an address without one opens Russian Bank's page, and a bundle's
  // own first game, which settings_query leaves out, may be another.)
  CHECK(query ==
        "game=russian-bank&preset=scarne&waste_fills_space=yes&stall_turns=40&seed=777&level=5");
  CHECK(rb::app::page_query(s).starts_with("game=russian-bank&preset=scarne&"));
  Settings read;
  CHECK(apply_query(query, read).empty());
  CHECK(read.preset == s.preset);
  CHECK(read.rule_options == s.rule_options);
  CHECK(read.seed == 777);
  CHECK(read.level == s.level);
  CHECK(rules_of(read) == rules_of(s));
}

TEST_CASE("each computer seat may have its own level") {
  Settings s;
  CHECK(apply_query("level=2&levels=5,1,3", s).empty());
  CHECK(rb::app::seat_level(s, 1) == 5);
  CHECK(rb::app::seat_level(s, 2) == 1);
  CHECK(rb::app::seat_level(s, 3) == 3);
  CHECK(rb::app::seat_level(s, 4) == 2);  // not listed: the level
  Settings again;
  CHECK(apply_query(rb::app::settings_query(s), again).empty());
  CHECK(again.seat_levels == s.seat_levels);
  CHECK(rb::app::deal_query(s, 7).find("&levels=5,1,3") != std::string::npos);
  // A bad list is refused whole, with its own message, and the levels stay as they were.
  CHECK(apply_query("levels=4,9", s) ==
        Messages{"levels \"4,9\" are not levels: use 1-5 for each computer seat, separated by "
                 "commas"});
  CHECK(apply_query("levels=4,,2", s).size() == 1);
  CHECK(s.seat_levels == std::vector<int>{5, 1, 3});
}

TEST_CASE("another game keeps the computer's place on the ladder, and starts at the middle") {
  // Russian Bank has five levels, Spite and Malice three (Beginner, Club player, Master).
  Settings s;
  CHECK(s.level == 3);  // Club player, the middle of Russian Bank's five
  CHECK(apply_query("game=spite-and-malice", s).empty());
  CHECK(s.level == 2);  // Club player too (it was Master, the top, before)
  const auto moved = [](int level, const char* to) {
    Settings t;
    t.level = level;
    t.seat_levels = {level, 1};
    REQUIRE(apply_query(std::string("game=") + to, t).empty());
    CHECK(t.seat_levels.at(0) == t.level);
    CHECK(t.seat_levels.at(1) == 1);
    return t.level;
  };
  // Five to three: Beginner, Club player and Master keep their names; Novice and Expert go to the
  // middle.
  CHECK(moved(1, "pishe-pasha") == 1);
  CHECK(moved(2, "pishe-pasha") == 2);
  CHECK(moved(4, "pishe-pasha") == 2);
  CHECK(moved(5, "pishe-pasha") == 3);
  // And back: three to five.
  Settings back;
  CHECK(apply_query("game=spite-and-malice&level=Master", back).empty());
  CHECK(back.level == 3);
  CHECK(apply_query("game=russian-bank", back).empty());
  CHECK(back.level == 5);
  // A level the query names is taken as it is.
  Settings named;
  CHECK(apply_query("game=spite-and-malice&level=3", named).empty());
  CHECK(named.level == 3);
}
