// Text forms: actions (to_string/parse round-trip, clear errors), options by name, game records
// (write/parse round-trip, replay, errors that name the line) and the state's text.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "games/russian_bank/engine/state_text.hpp"
#include "games/russian_bank/record.hpp"
#include "table_builder.hpp"

using namespace rb;
using namespace rb::russian_bank;

TEST_CASE("every action's text form parses back to the same action") {
  std::vector<Action> all = {Action::turn_up(),       Action::turn_over(),
                             Action::pass(),          Action::knock(kPlayerA),
                             Action::knock(kPlayerB), Action::resign(kPlayerA),
                             Action::resign(kPlayerB)};
  for (PileId from = 0; from < kPileCount; ++from) {
    for (PileId to = 0; to < kPileCount; ++to) all.push_back(Action::move(from, to));
  }
  for (const Action& a : all) {
    const auto parsed = parse_action(to_string(a));
    REQUIRE(parsed);
    CHECK(*parsed == a);
  }
  CHECK(to_string(Action::move(house_pile(1), center_pile(4))) == "move h2 c5");
  CHECK(to_string(Action::knock(kPlayerB)) == "knock b");
}

TEST_CASE("malformed action text gives a clear error") {
  std::string error;
  CHECK_FALSE(parse_action("", &error));
  CHECK(error == "empty action");
  CHECK_FALSE(parse_action("jump h1 h2", &error));
  CHECK(error.find("unknown action 'jump'") == 0);
  CHECK_FALSE(parse_action("move h9 c1", &error));
  CHECK(error == "unknown pile 'h9'");
  CHECK_FALSE(parse_action("move h1", &error));
  CHECK(error == "'move' takes 2 word(s) after it, got 1");
  CHECK_FALSE(parse_action("knock c", &error));
  CHECK(error == "unknown player 'c' (a or b)");
  CHECK(parse_action("  move   h1  c2 "));
}

TEST_CASE("options by name: checked values, presets' own options, nothing changed on error") {
  Rules rules = preset_rules(Preset::house);
  const Rules before = rules;
  CHECK(set_option(rules, "stall_turns", "5") ==
        "stall_turns \"5\" is not a number from 10 to 1000");
  CHECK(set_option(rules, "stall_turns", "12x") ==
        "stall_turns \"12x\" is not a number from 10 to 1000");
  CHECK(set_option(rules, "colour", "red") == "Russian Bank has no option \"colour\"");
  CHECK(set_option(rules, "use_opponent_stock", "yes") ==
        "use_opponent_stock \"yes\": the option applies only to the presets scarne and ultimate");
  CHECK(set_option(rules, "stock_size", "13") ==
        "stock_size \"13\": preset house has no stock (only 0)");
  CHECK(set_option(rules, "first", "coin") == "first \"coin\" is not human, player-a or by-cards");
  CHECK(set_option(rules, "scoring", "maybe") ==
        "scoring \"maybe\" is not on or off: use 1 or 0 (yes/no, on/off, true/false)");
  CHECK(rules == before);
  CHECK(set_option(rules, "knock_penalty_after", "2").empty());
  CHECK(rules.knock_penalty_after == 2);
  Rules scarne = preset_rules(Preset::scarne);
  CHECK(scarne.stock_size == 13);
  CHECK(scarne.use_opponent_stock);
  CHECK(set_option(scarne, "stock_size", "12").empty());
  CHECK(scarne.stock_size == 12);
  CHECK(set_option(scarne, "stock_size", "0") == "stock_size \"0\" is not 12 or 13");
  const Rules ultimate = preset_rules(Preset::ultimate);
  CHECK(ultimate.stock_size == 12);
  CHECK_FALSE(ultimate.use_opponent_stock);
  CHECK_FALSE(ultimate.own_waste_playable);
  // Every option a preset lists can be set back to its own value.
  for (Preset p : {Preset::house, Preset::scarne, Preset::ultimate}) {
    Rules r = preset_rules(p);
    for (const auto& [name, value] : option_values(r)) CHECK(set_option(r, name, value).empty());
    CHECK(r == preset_rules(p));
  }
}

TEST_CASE("a record writes, parses back and replays to the same state") {
  Rules rules = preset_rules(Preset::scarne);
  REQUIRE(set_option(rules, "stall_turns", "40").empty());
  Record record = new_record(rules, 1234);
  State state = initial_state(record);
  for (int i = 0; i < 60 && !state.over(); ++i) {
    ActionList list;
    legal_actions(state, list);
    const Action a = list.items[i % list.size()];
    record.actions.push_back(a);
    REQUIRE(apply(state, a).empty());
  }
  const std::string text = write_record(record);
  CHECK(text.rfind("russian-bank-record 2\npreset scarne\noption stock_size 13\n", 0) == 0);
  CHECK(text.find("option stall_turns 40\n") != std::string::npos);
  Record parsed;
  RecordError error;
  REQUIRE(parse_record(text, parsed, error));
  CHECK(parsed == record);
  const ReplayOutcome outcome = replay_text(text);
  REQUIRE(outcome.ok);
  CHECK(outcome.state == state);
}

TEST_CASE("a record names its rules edition; one of edition 1 reads and writes back as such") {
  const std::string text = "russian-bank-record 1\npreset scarne\nseeds 1 2\n";
  Record record;
  RecordError error;
  REQUIRE(parse_record(text, record, error));
  CHECK(record.rules.edition == 1);
  CHECK(write_record(record).rfind("russian-bank-record 1\npreset scarne\n", 0) == 0);
  CHECK(new_record(preset_rules(Preset::house), 5).rules.edition == kRulesEdition);
}

TEST_CASE("a broken record gives an error naming the line, never a crash") {
  const std::string good = "russian-bank-record 1\npreset house\nseeds 1 2\nmove h1 wa  # 10C\n";
  RecordError error;
  Record record;
  REQUIRE(parse_record(good, record, error));
  auto fails = [](const std::string& text, int line, const std::string& message) {
    Record r;
    RecordError e;
    CHECK_FALSE(parse_record(text, r, e));
    CHECK(e.line == line);
    CHECK(e.message == message);
  };
  fails("", 0, "the record is empty");
  fails("hello\n", 1,
        "not a Russian Bank record (the first line must be 'russian-bank-record 2', or name an "
        "earlier edition: 1 to 2)");
  fails("russian-bank-record 1\npreset poker\n", 2,
        "unknown preset 'poker' (house, scarne or ultimate)");
  fails("russian-bank-record 1\npreset house\noption stall_turns 3\n", 3,
        "stall_turns \"3\" is not a number from 10 to 1000");
  fails("russian-bank-record 1\npreset house\nseeds 1 x\n", 3, "seeds must be two whole numbers");
  fails("russian-bank-record 1\npreset house\n", 0, "the record has no seeds line");
  fails(good + "\n# a comment\nmove h1 q7\n", 7, "unknown pile 'q7'");
  // An illegal action: the replay stops before it and names its line.
  const ReplayOutcome outcome = replay_text(good + "\nmove h2 c1\n");
  CHECK_FALSE(outcome.ok);
  CHECK(outcome.error.line == 6);
  CHECK(outcome.error.message == "action 2 'move h2 c1': a center pile starts with an ace");
}

// The scripted table, deck B's cards marked ':
//
//   turn b          c1: AH            h1: 9S 8H'
//   ra: ~5C 7D (the 7 turned up)      wb: 4D'
TEST_CASE("the state's text shows every pile, face and counter, and differs when the state does") {
  const State s = test::make_state("turn b\nc1: AH\nh1: 9S 8H'\nra: 5C ^7D\nwb: 4D'\n");
  const std::string text = state_text(s);
  INFO(text);
  CHECK(text.find("c1: AH\n") != std::string::npos);
  CHECK(text.find("c2: -\n") != std::string::npos);
  CHECK(text.find("h1: 9S 8H'\n") != std::string::npos);
  CHECK(text.find("ra: ~5C 7D\n") != std::string::npos);
  CHECK(text.find("wb: 4D'\n") != std::string::npos);
  CHECK(text.find("turn b, ") != std::string::npos);
  CHECK(text.find("result playing 0\n") != std::string::npos);
  CHECK(std::count(text.begin(), text.end(), '\n') == kPileCount + 4);

  // A dealt game: all 104 cards, each once; a copy has the same text, one action changes it.
  State dealt = initial_state(new_record(preset_rules(Preset::house), 99));
  const std::string before = state_text(dealt);
  const std::string piles = before.substr(0, before.find("\nturn "));
  std::set<std::string> cards;
  size_t words = 0;
  for (size_t at = piles.find(' '); at != std::string::npos; at = piles.find(' ', at + 1)) {
    const std::string word = piles.substr(at + 1, piles.find_first_of(" \n", at + 1) - at - 1);
    if (word == "-") continue;
    ++words;
    cards.insert(word[0] == '~' ? word.substr(1) : word);
  }
  CHECK(words == kCardCount);
  CHECK(cards.size() == kCardCount);
  const State copy = dealt;
  CHECK(state_text(copy) == before);
  ActionList legal;
  legal_actions(dealt, legal);
  REQUIRE(apply(dealt, legal.items[0]).empty());
  CHECK(state_text(dealt) != before);
}
