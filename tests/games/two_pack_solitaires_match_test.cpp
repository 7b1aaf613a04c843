// Multiple solitaire's rules (../shared/rules/multiple-solitaire.md), one scripted position per
// rule with its table drawn above it. A race's table: the common foundations F1..F16 (a: the
// person's card, b: the computer's), then each seat's own piles (tableau t1.., hand h, waste w;
// bottom card first, ' the second pack's copy). Cards not drawn lie face down in a seat's hand (out
// of play in the House games); a seat's cards on the common foundations are also in its own bin
// (f1).
#include <map>
#include <sstream>

#include "core/player_names.hpp"
#include "core/seat_order.hpp"
#include "games/two_pack_solitaires/extra/match.hpp"
#include "games/two_pack_solitaires/extra/match_editor.hpp"
#include "games/two_pack_solitaires/extra/match_game.hpp"
#include "games/two_pack_solitaires/extra/match_players.hpp"
#include "games/two_pack_solitaires/extra/match_table.hpp"
#include "games/two_pack_solitaires/table.hpp"
#include "games/two_pack_solitaires/two_pack_solitaires_game.hpp"
#include "play_out.hpp"
#include "two_pack_solitaires_table.hpp"

// (A namespace of its own, not an anonymous one: its helpers take a match where the rules tests'
// take a layout, and the test programs compile several files as one.)
namespace rb::tps::match_test {

using namespace testing;
using Piles = std::map<std::string, std::string>;

Rules match_rules(Game game, Mode mode, int games = 1) {
  Rules rules = default_rules(game);
  rules.mode = mode;
  rules.games = uint8_t(games);
  return rules;
}

// The match's soundness (a House game's scripted hand holds the cards out of play).
std::string problem(const Match& match) {
  const std::string found = check_match(match);
  if (found.find("a hand in House") != std::string::npos) return "";
  return found;
}

// A race with each seat's layout drawn, and the common foundations' cards ("a:AH a:2H b:3H").
Match race(Game game, Piles a, Piles b, const std::map<int, std::string>& shared = {},
           Rules rules = {}) {
  if (rules == Rules{}) rules = match_rules(game, Mode::common);
  Match match = deal_match(rules, 1);
  MatchEditor e(match);
  std::array<Piles*, 2> seats = {&a, &b};
  std::map<int, std::vector<uint8_t>> places;
  for (const auto& [place, text] : shared) {
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
      const int seat = word[0] - 'a';
      const Card card = parse_card(word.substr(2));
      std::string& bin = (*seats[size_t(seat)])["f1"];
      bin += (bin.empty() ? "" : " ") + word.substr(2);
      places[place].push_back(uint8_t(card.id + seat * kCards));
    }
  }
  Rules own = rules;
  own.mode = Mode::alone;
  own.auto_move = false;
  own.shared_foundations = true;
  e.layouts() = {table(game, a, own), table(game, b, own)};
  for (int place = 0; place < kSharedFoundations; ++place) e.shared(place) = places[place];
  REQUIRE(problem(match) == "");
  return match;
}

MatchAction act(const std::string& text) {
  std::string why;
  const std::optional<MatchAction> action = parse_match_action(text, &why);
  INFO(text << ": " << why);
  REQUIRE(action);
  return *action;
}

void play(Match& match, const std::string& text) {
  INFO(text);
  REQUIRE(apply(match, act(text)) == "");
  REQUIRE(problem(match) == "");
}

std::string refusal(Match match, const std::string& text) {
  const Match before = match;
  const std::string why = apply(match, act(text));
  CHECK(match == before);  // a refused action changes nothing
  return why;
}

bool listed(const Match& match, const std::string& text) {
  std::vector<MatchAction> actions;
  match_actions(match, actions);
  return std::find(actions.begin(), actions.end(), act(text)) != actions.end();
}

// F1: a:AH        (every other common foundation empty)
// a: t1 2H, t2 9C, t3 8C        b: t1 2H', t2 9S, t3 8S
TEST_CASE(
    "a race: whoever plays a card first gets the place; the later play is refused and "
    "changes nothing",
    "[two_pack_solitaires][match]") {
  Match m = race(kWood, {{"t1", "2H"}, {"t2", "9C"}, {"t3", "8C"}},
                 {{"t1", "2H'"}, {"t2", "9S"}, {"t3", "8S"}}, {{0, "a:AH"}});
  CHECK(listed(m, "a home t1 f1"));
  CHECK(listed(m, "b home t1 f1"));
  play(m, "b home t1 f1");
  const std::string why = refusal(m, "a home t1 f1");
  INFO(why);
  CHECK(why == "too late: foundation 1 has reached the 2 of hearts already");
  CHECK_FALSE(listed(m, "a home t1 f1"));
  // Each counts their own cards: a has the ace, b the two.
  CHECK(m.score(0) == 1);
  CHECK(m.score(1) == 1);
}

// (every common foundation empty)
// a: t1 AS, t2 5C     b: t1 KD
TEST_CASE("a race: an ace goes to any empty common foundation, another card to none",
          "[two_pack_solitaires][match]") {
  Match m = race(kWood, {{"t1", "AS"}, {"t2", "5C"}}, {{"t1", "KD"}});
  for (int place = 1; place <= kSharedFoundations; ++place) {
    CHECK(listed(m, "a home t1 f" + std::to_string(place)));
  }
  CHECK(refusal(m, "a home t2 f3") == "an empty foundation takes only an ace");
  play(m, "a home t1 f16");
  CHECK(m.shared(15).size() == 1);
  // A card on a common foundation never leaves it, and nobody plays from another's piles: a
  // seat's actions name only its own piles.
  CHECK_FALSE(refusal(m, "a move f1 t2").empty());
  CHECK_FALSE(refusal(m, "b home t2 f1").empty());  // (b's t2 is empty: it is not a's)
}

// House on the Hill, a race: F1..F8 up piles (suit of F n: clubs, diamonds, hearts, spades, ...),
// F9..F16 down piles.
// a: t1 AC, t2 KC     b: t1 AC', t2 AH
TEST_CASE(
    "house on the hill race: two up and two down piles per suit, begun by whoever comes "
    "first",
    "[two_pack_solitaires][match]") {
  Match m = race(kHill, {{"t1", "AC"}, {"t2", "KC"}}, {{"t1", "AC'"}, {"t2", "AH"}});
  // The clubs' up piles are F1 and F5; their down piles F9 and F13.
  CHECK(listed(m, "a home t1 f1"));
  CHECK(listed(m, "a home t1 f5"));
  CHECK_FALSE(listed(m, "a home t1 f2"));
  CHECK(listed(m, "a home t2 f9"));
  CHECK(listed(m, "a home t2 f13"));
  CHECK(refusal(m, "a home t2 f1") == "foundation 1 begins with the ace of clubs");
  play(m, "a home t1 f1");
  play(m, "b home t1 f5");
  CHECK(listed(m, "b home t2 f3"));
  CHECK(m.shared(0).size() == 1);
  CHECK(m.shared(4).size() == 1);
}

// Intelligence, a race: the aces a deal brings up go to the common foundations at once.
TEST_CASE("intelligence race: the aces dealt go to the common foundations at once",
          "[two_pack_solitaires][match]") {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const Match m = deal_match(match_rules(Game::intelligence, Mode::common), seed);
    REQUIRE(check_match(m) == "");
    int on_shared = 0;
    for (int place = 0; place < kSharedFoundations; ++place) {
      on_shared += int(m.shared(place).size());
      for (const uint8_t id : m.shared(place)) CHECK(id % 13 == 0);  // aces
    }
    CHECK(on_shared == m.score(0) + m.score(1));
  }
}

// "a:AC a:2C ..": a seat's cards, for a common foundation.
std::string owned(const std::string& seat, const std::string& cards) {
  std::istringstream words(cards);
  std::string word, text;
  while (words >> word) text += (text.empty() ? "" : " ") + seat + ":" + word;
  return text;
}

// F1..F7: a's clubs, diamonds, spades (both packs) and hearts (first pack), ace to king;
// F8: a's second hearts, ace to queen.
// a: t1 KH' (its last card)     b: t1 2S
TEST_CASE("a race ends at once when a player has every card on the foundations; they win",
          "[two_pack_solitaires][match]") {
  std::map<int, std::string> shared;
  int place = 0;
  for (const char suit : std::string("CDS")) {
    shared[place++] = owned("a", run_up(suit, 13));
    shared[place++] = owned("a", run_up(suit, 13, true));
  }
  shared[place++] = owned("a", run_up('H', 13));
  shared[place] = owned("a", run_up('H', 12, true));
  Match m = race(kWood, {{"t1", "KH'"}}, {{"t1", "2S"}}, shared);
  CHECK(m.score(0) == 103);
  play(m, "a home t1 f8");
  CHECK(m.game_over());
  CHECK(m.race_end() == RaceEnd::all_home);
  CHECK(match_winner(m) == 0);
  CHECK(m.score(0) == kCards);
}

TEST_CASE(
    "a race played out by the rule book's greedy play on both sides ends, and its winner "
    "has more cards home",
    "[two_pack_solitaires][match]") {
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    Match m = deal_match(match_rules(kWood, Mode::common), seed);
    MatchBot a(kGreedyPlayer, 1), b(kGreedyPlayer, 2);
    uint32_t clock = 0;
    for (int i = 0; i < 20000 && !m.game_over(); ++i) {
      clock += 1000;
      if (const auto stop = clock_stop(m, clock)) {
        REQUIRE(apply(m, *stop) == "");
        break;
      }
      if (m.layout(i % 2).over()) continue;
      std::optional<MatchAction> action = (i % 2 ? b : a).choose(m, i % 2);
      if (!action && i % 2 == 1) continue;  // the computer waits
      if (!action) action = MatchAction{MatchKind::play, 0, Action::end(), 0};
      action->at_ms = clock;
      REQUIRE(apply(m, *action) == "");
    }
    REQUIRE(m.game_over());
    REQUIRE(check_match(m) == "");
    const int w = match_winner(m);
    if (w >= 0) CHECK(m.score(w) > m.score(1 - w));
    if (w < 0) CHECK(m.score(0) == m.score(1));
  }
}

// F1: a:AH 2H 3H 4H 5H 6H   F2: a:AS   (the other common foundations empty)
// a: t1 7H'          b: t1 2S, t2 7H
TEST_CASE(
    "a race: the top level plays home first the card whose place the other could take; the "
    "rule book's greedy play the first it sees",
    "[two_pack_solitaires][match]") {
  const Match m = race(kWood, {{"t1", "7H'"}}, {{"t1", "2S"}, {"t2", "7H"}},
                       {{0, "a:AH a:2H a:3H a:4H a:5H a:6H"}, {1, "a:AS"}});
  MatchBot greedy(kGreedyPlayer, 1);
  CHECK(to_string(*greedy.choose(m, 1)) == "b home t1 f2");
  // Greedy's way, a takes the only place for the seven of hearts at once, and b's stays out.
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    MatchBot master(kLevelCount, seed);
    CHECK(to_string(*master.choose(m, 1)) == "b home t2 f1");
  }
}

// A race's Master decides in slices for the table, each slice a little work, to the decision it
// makes at once with the same seed; it says it is thinking meanwhile, and starts again when the
// match changes under it.
TEST_CASE("a race: the top level thinks in slices to the same decision as at once",
          "[two_pack_solitaires][match]") {
  int sliced_decisions = 0;
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    Match m = deal_match(match_rules(kWood, Mode::common), seed);
    MatchBot at_once(kLevelCount, seed), sliced(kLevelCount, seed);
    for (int move = 0; move < 6 && !m.game_over(); ++move) {
      const std::optional<MatchAction> wanted = at_once.choose(m, 1);
      std::optional<MatchAction> got;
      int slices = 0;
      while (!(got = sliced.think(m, 1, 40)) && sliced.thinking()) ++slices;
      REQUIRE(got == wanted);
      CHECK_FALSE(sliced.thinking());
      if (!got) break;
      if (slices > 0) ++sliced_decisions;
      REQUIRE(apply(m, *got) == "");
    }
  }
  CHECK(sliced_decisions >= 10);
  // The match changed between slices: the decision is for the match as it is now.
  Match m = deal_match(match_rules(kWood, Mode::common), 7);
  MatchBot sliced(kLevelCount, 7);
  REQUIRE_FALSE(sliced.think(m, 1, 40));
  REQUIRE(sliced.thinking());
  {
    std::vector<MatchAction> mine;
    seat_actions(m, 0, mine);
    REQUIRE_FALSE(mine.empty());
    REQUIRE(apply(m, mine.front()) == "");
    std::optional<MatchAction> got;
    while (!(got = sliced.think(m, 1, 1 << 20)) && sliced.thinking()) {
    }
    REQUIRE(got);
    std::vector<MatchAction> now;
    seat_actions(m, 1, now);
    CHECK(std::find(now.begin(), now.end(), *got) != now.end());
  }
}

// F1: a:AC
// a: t1 3C (no play: the 2 of clubs is nobody's to play)     b: t1 9D, t2 8D, t3 7D
TEST_CASE(
    "a race: a stuck player waits while the other plays; once only one plays on, a block "
    "ends their game, and the race",
    "[two_pack_solitaires][match]") {
  Match m = race(kWood, {{"t1", "3C"}}, {{"t1", "9D"}, {"t2", "8D"}, {"t3", "7D"}}, {{0, "a:AC"}});
  CHECK(listed(m, "a end"));  // a has no play but End: it waits
  // (Each seat may end its own game: online, b is a person too. The computer never chooses to.)
  CHECK(listed(m, "b end"));
  play(m, "b move t2 t1");  // b plays on
  CHECK_FALSE(m.layout(0).over());
  play(m, "a end");  // a gives up; b alone plays on
  CHECK_FALSE(m.game_over());
  play(m, "b move t3 t1");  // b's last play: now b is blocked, and the race is over
  CHECK(m.layout(1).outcome() == Outcome::blocked);
  CHECK(m.game_over());
  CHECK(m.race_end() == RaceEnd::all_ended);
  CHECK(match_winner(m) == 0);
}

// Harp (redeals without limit), F1: a:AC
// a: t1 3C, its other cards in the hand
// b: t1 [its other 101 cards face down] 9D, hand 5C 2S: no card of b's fits anywhere, but b may
//    turn its hand through for ever
TEST_CASE(
    "a race: the last seat playing follows the block rule of a game alone, from the moment it "
    "is left alone",
    "[two_pack_solitaires][match]") {
  std::string buried;  // (every card of both packs but three, face down)
  for (const bool second_pack : {false, true}) {
    for (const char suit : std::string("CDHS")) {
      std::istringstream codes(run_up(suit, 13, second_pack));
      for (std::string code; codes >> code;) {
        if (code != "9D" && code != "5C" && code != "2S") buried += code + "~ ";
      }
    }
  }
  Match m =
      race(Game::harp, {{"t1", "3C"}}, {{"t1", buried + "9D"}, {"h", "5C~ 2S~"}}, {{0, "a:AC"}});
  const auto through_the_hand = [&] {
    play(m, "b turnup");
    play(m, "b turnup");
    play(m, "b redeal");
  };
  // While a plays on, b's repeated passes end nothing: a's plays may open b's game.
  for (int pass = 0; pass < 4; ++pass) through_the_hand();
  CHECK_FALSE(m.layout(1).over());
  play(m, "a end");  // b alone plays on: its positions count from here
  through_the_hand();
  CHECK_FALSE(m.layout(1).over());  // this position twice
  play(m, "b turnup");
  play(m, "b turnup");
  CHECK_FALSE(m.layout(1).over());
  play(m, "b redeal");  // three times: the race is over
  CHECK(m.layout(1).outcome() == Outcome::repeated);
  CHECK(m.game_over());
  CHECK(m.race_end() == RaceEnd::all_ended);
  CHECK(match_winner(m) == 0);  // 1 card to 0
}

// a: t1 3C     b: t1 4C     F1: a:AC      (neither has a play: nothing can change)
TEST_CASE("a race ends at once when nobody has a play left", "[two_pack_solitaires][match]") {
  Match m = race(kWood, {{"t1", "3C"}, {"t2", "KH"}}, {{"t1", "4C"}, {"t2", "QS"}}, {{0, "a:AC"}});
  // a's only action is End, and b's. a moves nothing and b cannot: the race ends when a ends.
  CHECK(listed(m, "b end"));
  play(m, "a end");
  CHECK(m.game_over());
  CHECK(m.race_end() == RaceEnd::all_ended);
  CHECK(match_winner(m) == 0);  // 1 card to 0
}

TEST_CASE(
    "a race stops after standstill_s seconds without a card going home, or after "
    "race_minutes",
    "[two_pack_solitaires][match]") {
  Rules rules = match_rules(kWood, Mode::common);
  rules.standstill_s = 60;
  Match m = race(kWood, {{"t1", "AS"}, {"t2", "9D"}, {"t3", "8D"}, {"t4", "7D"}}, {{"t1", "KD"}},
                 {}, rules);
  CHECK_FALSE(clock_stop(m, 59999));
  MatchAction home = act("a home t1 f1");
  home.at_ms = 30000;
  REQUIRE(apply(m, home) == "");
  CHECK(m.progress_ms() == 30000);
  CHECK(clock_deadline_ms(m) == 90000);
  MatchAction move = act("a move t3 t2");  // a move is not progress
  move.at_ms = 80000;
  REQUIRE(apply(m, move) == "");
  CHECK_FALSE(clock_stop(m, 89999));
  CHECK_FALSE(refusal(m, "stop @89.999").empty());
  play(m, "stop @90.000");
  CHECK(m.race_end() == RaceEnd::standstill);
  CHECK(m.game_over());
  CHECK(m.layout(0).outcome() == Outcome::stopped);  // (not ended by its player)

  rules.race_minutes = 5;
  rules.standstill_s = 600;
  Match timed = race(kWood, {{"t1", "AS"}}, {{"t1", "KD"}}, {}, rules);
  CHECK(clock_deadline_ms(timed) == 300000);
  play(timed, "stop @300.000");
  CHECK(timed.race_end() == RaceEnd::time);
}

// Congress, a race: a space waits to be filled before any card goes home.
// a: t1 (empty), t2 AD, t3..t8 one card each; the hand holds the rest
TEST_CASE("congress race: a space is filled before a card goes home",
          "[two_pack_solitaires][match]") {
  const Piles a = {{"t2", "AD"}, {"t3", "5C"}, {"t4", "6C"},  {"t5", "7C"},
                   {"t6", "8C"}, {"t7", "9C"}, {"t8", "10C"}, {"w", "4S"}};
  Match m = race(Game::congress, a, {{"t1", "KD"}});
  CHECK(refusal(m, "a home t2 f1") == "a pile is empty: fill it first, from the waste or the hand");
  play(m, "a move w t1");
  play(m, "a home t2 f1");
}

TEST_CASE("comparative: each player their own deal; identical: the same deal for all",
          "[two_pack_solitaires][match]") {
  const Match own = deal_match(match_rules(kWood, Mode::comparative), 7);
  const Match same = deal_match(match_rules(kWood, Mode::identical), 7);
  // The person's first deal is the deal of the number, as alone.
  CHECK(own.layout(0) == deal(own.layout(0).rules(), 7));
  CHECK(state_text(own.layout(0)) != state_text(own.layout(1)));
  CHECK(state_text(same.layout(0)) == state_text(same.layout(1)));
  // Nothing one does touches the other.
  Match m = own;
  std::vector<MatchAction> actions;
  seat_actions(m, 0, actions);
  REQUIRE_FALSE(actions.empty());
  REQUIRE(apply(m, actions[0]) == "");
  CHECK(m.layout(1) == own.layout(1));
  // In `identical` the computer's table is hidden while the person plays (the observations).
  const std::unique_ptr<GameState> hidden = new_match_state(same.rules(), 7);
  CHECK(hidden->observation(0).find("seat B") == std::string::npos);
  CHECK(hidden->talk()->table().pile_count == pile_count(kWood));
  CHECK(hidden->talk()->table().tall.insets.empty());  // (nor shown small on a phone)
  CHECK(match_table(own).tall.insets.size() == 1);     // comparative: the computer's, small
}

TEST_CASE(
    "a match of three games: the next game once every player's is over, totals added up, "
    "the higher total wins",
    "[two_pack_solitaires][match]") {
  Match m = deal_match(match_rules(kWood, Mode::comparative, 3), 11);
  CHECK(refusal(m, "next") == "this game is not over yet");
  play(m, "a end");
  CHECK_FALSE(m.game_over());
  CHECK(refusal(m, "a end") == "that game is over");
  play(m, "b end");
  REQUIRE(m.game_over());
  CHECK(listed(m, "next"));
  const int a1 = m.score(0), b1 = m.score(1);
  const State first = m.layout(0);
  play(m, "next");
  CHECK(m.game_number() == 1);
  CHECK(m.total(0) == a1);
  CHECK(m.total(1) == b1);
  CHECK_FALSE(m.layout(0) == first);  // a new deal
  for (int game = 1; game < 3; ++game) {
    play(m, "b end");
    play(m, "a end");
    if (game < 2) play(m, "next");
  }
  CHECK(m.match_over());
  CHECK(refusal(m, "next") == "the match is over");
  const int ta = m.total(0) + m.score(0), tb = m.total(1) + m.score(1);
  CHECK(match_winner(m) == (ta > tb ? 0 : ta < tb ? 1 : -1));
}

TEST_CASE("a race's record keeps each action's seat and time, and replays exactly",
          "[two_pack_solitaires][match]") {
  const GameModule& game = two_pack_solitaires_game_house_in_the_wood();
  std::string error;
  std::unique_ptr<GameState> state = game.new_game("standard", {{"mode", "common"}}, 21, &error);
  REQUIRE(state);
  REQUIRE(state->all_at_once());
  std::vector<ActionCode> legal;
  for (int i = 0; i < 60 && !state->over(); ++i) {
    state->legal_actions(legal);
    // Prefer the computer's and the person's plays in turn, never an End.
    ActionCode pick = legal.front();
    for (const ActionCode a : legal) {
      if (state->actor(a) == i % 2 && state->action_text(a).find("end") == std::string::npos) {
        pick = a;
        break;
      }
    }
    state->clock()->set_clock(1234.0 * (i + 1));
    REQUIRE(state->apply(pick) == "");
  }
  const std::string record = state->engine()->record_text();
  CHECK(record.find("option mode common") != std::string::npos);
  CHECK(record.find("@1.234") != std::string::npos);
  const std::unique_ptr<GameState> loaded = game.load_record(record, &error);
  INFO(error);
  REQUIRE(loaded);
  CHECK(loaded->same_as(*state));
  CHECK(loaded->clock()->clock_ms() == state->clock()->clock_ms());
  CHECK(loaded->engine()->record_text() == record);
  // A damaged record is refused with its line.
  std::string broken = record + "a home t1 f99\n";
  CHECK_FALSE(game.load_record(broken, &error));
  CHECK(error.find("line") != std::string::npos);
}

TEST_CASE(
    "identical: after the game, the computer's game replays on the table as a game alone of the "
    "same deal; a race's games share the foundations and do not",
    "[two_pack_solitaires][match]") {
  const GameModule& game = two_pack_solitaires_game_harp();
  std::string error;
  std::unique_ptr<GameState> match = game.new_game("standard", {{"mode", "identical"}}, 17, &error);
  REQUIRE(match);
  CHECK_FALSE(match->seat_games()->seat_game(1));  // (not before the game is over)
  test::play_out_in_turn(*match);
  const std::unique_ptr<GameState> theirs = match->seat_games()->seat_game(1);
  REQUIRE(theirs);
  CHECK(theirs->seat_count() == 1);
  CHECK(theirs->over());
  // The same deal as the person's, and the computer's own plays, in order.
  const std::unique_ptr<GameState> alone = game.new_game("standard", {}, 17, &error);
  REQUIRE(alone);
  const std::unique_ptr<GameState> dealt = theirs->engine()->dealt();
  for (int pile = 0; pile < alone->talk()->table().pile_count; ++pile) {
    REQUIRE(dealt->talk()->pile_size(pile) == alone->talk()->pile_size(pile));
    for (int i = 0; i < alone->talk()->pile_size(pile); ++i) {
      CHECK(dealt->talk()->card_at(pile, i).card == alone->talk()->card_at(pile, i).card);
    }
  }
  int computer_plays = 0;
  std::istringstream lines(match->engine()->record_text());
  for (std::string line; std::getline(lines, line);) computer_plays += line.starts_with("b ");
  CHECK(int(theirs->engine()->record_actions().size()) == computer_plays);
  CHECK(theirs->score() == match->points_of(1));
  // The person's own game too, and no seat past the table's.
  REQUIRE(match->seat_games()->seat_game(0));
  CHECK_FALSE(match->seat_games()->seat_game(2));

  std::unique_ptr<GameState> race = game.new_game("standard", {{"mode", "common"}}, 17, &error);
  REQUIRE(race);
  const std::optional<ActionCode> stop = race->clock()->clock_action(600000);  // (the standstill)
  REQUIRE(stop);
  race->clock()->set_clock(600000);
  REQUIRE(race->apply(*stop) == "");
  REQUIRE(race->over());
  CHECK_FALSE(race->seat_games()->seat_game(1));
}

TEST_CASE(
    "a race's table: both layouts and the sixteen common foundations on a desktop, the "
    "person's layout, all sixteen and the computer's layout small on a phone",
    "[two_pack_solitaires][match]") {
  for (const Game game : {Game::congress, Game::harp, kWood, kHill, Game::intelligence}) {
    const Match m = deal_match(match_rules(game, Mode::common), 3);
    const TableArrangements t = match_table(m);
    int wide_foundations = 0, tall_foundations = 0, wide_b = 0, tall_b = 0;
    for (const TableCell& cell : t.wide.piles) {
      wide_foundations += t.piles[size_t(cell.pile)].foundation;
      wide_b += t.piles[size_t(cell.pile)].owner == 1;
    }
    for (const TableCell& cell : t.tall.piles) {
      tall_foundations += t.piles[size_t(cell.pile)].foundation;
      tall_b += t.piles[size_t(cell.pile)].owner == 1;
    }
    CHECK(wide_foundations == 16);
    CHECK(tall_foundations == 16);
    int own_piles = 0;  // the layout's piles as alone, but its foundations
    for (const TableCell& cell : table_of(game).tall.piles)
      own_piles += !is_foundation(PileId(cell.pile));
    CHECK(wide_b == own_piles);
    CHECK(tall_b == 0);
    // On a phone the computer's layout is shown small: all its own piles in an inset.
    REQUIRE(t.tall.insets.size() == 1);
    int inset_b = 0;
    for (const TableCell& cell : t.tall.insets[0].piles)
      inset_b += t.piles[size_t(cell.pile)].owner == 1;
    CHECK(inset_b == own_piles);
    CHECK(int(t.tall.insets[0].piles.size()) == own_piles);
    CHECK(t.tall.insets[0].column + t.tall.insets[0].columns <= t.tall.columns);
    CHECK(t.wide.seats.size() == 2);
    CHECK(t.tall.seats.size() == 2);
  }
}

TEST_CASE("the computer's pace in a race: its level's, or the rules' computer_pace",
          "[two_pack_solitaires][match]") {
  Rules rules = match_rules(kWood, Mode::common);
  CHECK(match_pace_ms(rules, 1) == 4000);
  CHECK(match_pace_ms(rules, 5) == 1000);
  rules.pace_tenths = 3;
  CHECK(match_pace_ms(rules, 1) == 300);
  const GameModule& game = two_pack_solitaires_game_harp();
  std::string canonical;
  CHECK(game.check_option("standard", "computer_pace", "1.5", &canonical) == "");
  CHECK(canonical == "1.5");
  CHECK_FALSE(game.check_option("standard", "computer_pace", "0.1", &canonical).empty());
  CHECK_FALSE(game.check_option("standard", "mode", "duel", &canonical).empty());
}

// The computer's seats of a race never end their games by choice (multiple-solitaire.md), though
// every seat may (online, each seat is a person): in races of the computer against itself, dealt
// from several seeds, no action of seat b is its end, and every race ends.
TEST_CASE("in a race the computer's seat b never ends its game", "[two_pack_solitaires][match]") {
  for (const uint64_t seed : {1, 2, 3}) {
    Rules rules = match_rules(Game::harp, Mode::common);
    std::unique_ptr<GameState> state = new_match_state(rules, seed);
    REQUIRE(state);
    std::vector<std::unique_ptr<SeatPlayer>> seats;
    for (int seat = 0; seat < state->seat_count(); ++seat) {
      seats.push_back(make_match_player("greedy", seed * 10 + uint64_t(seat)));
      seats.back()->take_seat(seat);
    }
    SeatOrder order;
    int actions = 0;
    for (; !state->over() && actions < 20000; ++actions) {
      std::optional<ActionCode> action = order.clock_action(*state);
      if (!action) action = seats[size_t(order.next(*state))]->choose(*state);
      INFO(state->action_text(*action));
      CHECK(state->action_text(*action) != "b end");
      REQUIRE(state->apply(*action).empty());
    }
    CHECK(state->over());
  }
}

}  // namespace rb::tps::match_test
