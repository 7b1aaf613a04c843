// Pishe Pasha's rules (../shared/rules/pishe-pasha.md), one scripted position per rule, the table
// drawn above each test: center piles c1..c4, each player's reserve (r, face down "~", the turned
// card T face up on top) and waste (w), bottom card first. A is the player in turn unless said.
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <sstream>

#include "games/pishe_pasha/hidden.hpp"
#include "games/pishe_pasha/pishe_pasha_game.hpp"
#include "games/pishe_pasha/players.hpp"
#include "games/pishe_pasha/record.hpp"
#include "games/pishe_pasha/state_editor.hpp"
#include "games/pishe_pasha/table_words.hpp"
#include "rules_file.hpp"

namespace rb::pishe_pasha {
namespace {

Card parse_card(std::string_view code) {
  const char suit_letter = code.back();
  const std::string rank_text(code.substr(0, code.size() - 1));
  const int rank = rank_text == "A"   ? 1
                   : rank_text == "J" ? 11
                   : rank_text == "Q" ? 12
                   : rank_text == "K" ? 13
                                      : std::stoi(rank_text);
  const std::string suits = "CDHS";
  return Card::make(0, static_cast<Suit>(suits.find(suit_letter)), rank);
}

// A table from pile texts ("ra": "9C~ 4D~ 7H" = two face-down cards under T = 7H). Every card not
// named is put face down at the bottom of B's reserve, so that all 52 are on the table.
State table(const std::map<std::string, std::string>& piles, Player turn = 0,
            bool reserve_played = false, Rules rules = {}) {
  State state = deal(rules, 1);
  Table t(state);
  for (PileId pile = 0; pile < kPileCount; ++pile) {
    while (!state.empty(pile)) t.pop(pile);
  }
  std::array<bool, kDeckSize> named{};
  std::map<PileId, std::vector<std::pair<Card, bool>>> laid;
  for (const auto& [code, text] : piles) {
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
      const bool down = word.back() == '~';
      const Card card = parse_card(down ? std::string_view(word).substr(0, word.size() - 1) : word);
      named[card.id] = true;
      laid[*parse_pile_code(code)].emplace_back(card, !down);
    }
  }
  for (int id = 0; id < kDeckSize; ++id) {
    if (!named[size_t(id)]) t.push(reserve_of(1), Card{uint8_t(id)}, false);
  }
  for (const auto& [pile, cards] : laid) {
    for (const auto& [card, up] : cards) t.push(pile, card, up);
  }
  t.turn() = turn;
  t.reserve_played() = reserve_played;
  return state;
}

bool listed(const State& state, const Action& action) {
  std::vector<Action> actions;
  legal_actions(state, actions);
  return std::find(actions.begin(), actions.end(), action) != actions.end();
}

void play(State& state, const std::string& text) {
  INFO(text << "\n" << state_text(state));
  REQUIRE(apply(state, *parse_action(text)) == "");
}

std::string refusal(State state, const std::string& text) {
  return apply(state, *parse_action(text));
}

TEST_CASE(
    "pishe pasha deal: 26 cards each face down, in rounds of two then three, the "
    "non-dealer first and starting",
    "[pishe_pasha]") {
  for (uint64_t seed : {1ULL, 2ULL, 99ULL}) {
    const State state = deal({}, seed);
    CHECK(state.size(reserve_of(0)) == 26);
    CHECK(state.size(reserve_of(1)) == 26);
    for (int i = 0; i < kCenterCount; ++i) CHECK(state.empty(center_pile(i)));
    CHECK(state.empty(waste_of(0)));
    CHECK(state.empty(waste_of(1)));
    CHECK(state.turn() == 0);  // first = human: the person is the non-dealer and starts
    for (int i = 0; i < 26; ++i) CHECK_FALSE(state.face_up(reserve_of(0), i));
  }
  // The order: the deck's first two cards are the starter's bottom two, the next two the
  // dealer's, then three each. Rebuilt from the deck the deal shuffles.
  const State state = deal({}, 5);
  uint64_t mix = 5;
  Random random(splitmix64(mix));
  std::array<Card, kDeckSize> deck;
  for (int i = 0; i < kDeckSize; ++i) deck[size_t(i)] = Card{uint8_t(i)};
  random.shuffle(deck);
  CHECK(state.card(reserve_of(0), 0) == deck[0]);
  CHECK(state.card(reserve_of(0), 1) == deck[1]);
  CHECK(state.card(reserve_of(1), 0) == deck[2]);
  CHECK(state.card(reserve_of(0), 2) == deck[4]);
  CHECK(state.card(reserve_of(1), 2) == deck[7]);
  CHECK(state.top(reserve_of(1)) == deck[51]);  // the last card dealt, on top of the dealer's
  // first = random: either player may start.
  Rules random_first;
  random_first.first = FirstPlayer::random;
  std::set<int> starters;
  for (uint64_t seed = 1; seed < 40; ++seed) starters.insert(deal(random_first, seed).turn());
  CHECK(starters.size() == 2);
}

//   c1 -  c2 -  c3 -  c4 -
//   ra: 5C~ 9D~          wa: 3H
//   rb: ...              wb: 8S
TEST_CASE(
    "pishe pasha: a turn begins by turning up; the waste waits until a reserve card is "
    "played",
    "[pishe_pasha]") {
  State s = table({{"ra", "5C~ 9D~"}, {"wa", "3H"}, {"wb", "8S"}});
  std::vector<Action> actions;
  own_actions(s, actions);
  REQUIRE(actions.size() == 1);
  CHECK(actions[0] == Action::turn_up());
  CHECK(refusal(s, "move wa wb") ==
        "your waste may be played only after a card from your reserve this turn");
  play(s, "turnup");
  CHECK(s.card_waiting());
  CHECK(s.top(reserve_of(0)) == parse_card("9D"));
  CHECK(refusal(s, "turnup") == "place the turned card first");
  CHECK(refusal(s, "move wa wb") == "place the turned card first");
}

//   c1: AH 2H   c2 -  c3 -  c4 -
//   ra: 4C~ 3H (T)       wa: 10D
//   rb: ...              wb: 2S
TEST_CASE(
    "pishe pasha: T goes to the center in suit one up, onto the opponent's waste one rank "
    "up or down in any suit, or onto your own waste, which ends the turn",
    "[pishe_pasha]") {
  const State s = table({{"c1", "AH 2H"}, {"ra", "4C~ 3H"}, {"wa", "10D"}, {"wb", "2S"}});
  CHECK(listed(s, *parse_action("move ra c1")));
  CHECK(listed(s, *parse_action("move ra wb")));  // 3 on 2, any suit
  CHECK(listed(s, *parse_action("move ra wa")));
  CHECK(refusal(s, "move ra c2") == "only an ace starts a center pile");
  State onto_own = s;
  play(onto_own, "move ra wa");
  CHECK(onto_own.turn() == 1);
  CHECK(onto_own.top(waste_of(0)) == parse_card("3H"));
  // Down a rank too, and the direction may change from card to card.
  const State down = table({{"ra", "4C~ 7H"}, {"wb", "8S"}});
  CHECK(listed(down, *parse_action("move ra wb")));
  const State apart = table({{"ra", "4C~ 10H"}, {"wb", "8S"}});
  CHECK(refusal(apart, "move ra wb") ==
        "the 10 of hearts is not one rank above or below the 8 of spades");
}

//   c1 -   ra: 4C~ KH (T)    wb: AS
TEST_CASE(
    "pishe pasha: no wrap-around (a king is not next to an ace), and nothing onto an "
    "empty waste of the opponent's",
    "[pishe_pasha]") {
  const State s = table({{"ra", "4C~ KH"}, {"wb", "AS"}});
  CHECK_FALSE(listed(s, *parse_action("move ra wb")));
  CHECK(refusal(s, "move ra wb") ==
        "the king of hearts is not one rank above or below the ace of spades");
  const State empty = table({{"ra", "4C~ 5H"}});
  CHECK(refusal(empty, "move ra wb") == "nothing may be put on the opponent's empty waste");
}

//   c1: AD   ra: 9C~ 2D (T)   wa: 6S   rb: ... 7H~   wb: 5C
TEST_CASE(
    "pishe pasha: after a reserve card is played the waste's top may go to the center or "
    "the opponent's waste; never the opponent's cards, a center card, or the waste onto "
    "itself",
    "[pishe_pasha]") {
  State s = table({{"c1", "AD"}, {"ra", "9C~ 2D"}, {"wa", "6S"}, {"wb", "5C"}});
  play(s, "move ra c1");
  CHECK(s.reserve_played());
  CHECK(listed(s, *parse_action("move wa wb")));  // 6 on 5
  CHECK(refusal(s, "move wb wa") ==
        "only your turned card or your own waste's top card may be played");
  CHECK(refusal(s, "move rb wa") ==
        "only your turned card or your own waste's top card may be played");
  CHECK(refusal(s, "move c1 wb") ==
        "only your turned card or your own waste's top card may be played");
  CHECK(refusal(s, "move wa wa") == "only the turned card may go onto your own waste");
  play(s, "move wa wb");
  CHECK(s.top(waste_of(1)) == parse_card("6S"));
  CHECK(s.turn() == 0);  // the turn goes on: turn up the next card
  play(s, "turnup");
  CHECK(s.top(reserve_of(0)) == parse_card("9C"));
}

//   ra: (empty)   wa: 3C 8D QS   (bottom first)
TEST_CASE(
    "pishe pasha: an empty reserve is restocked from the waste turned over, its bottom "
    "card on top",
    "[pishe_pasha]") {
  State s = table({{"wa", "3C 8D QS"}});
  play(s, "turnup");
  CHECK(s.empty(waste_of(0)));
  CHECK(s.size(reserve_of(0)) == 3);
  CHECK(s.top(reserve_of(0)) == parse_card("3C"));
  CHECK(s.face_up(reserve_of(0), 2));
  CHECK_FALSE(s.face_up(reserve_of(0), 1));
}

//   c1: AH .. 6H   ra: 7H (T)   wa: -   rb: ... (many)   wb: 4S 9C (+ the rest)
TEST_CASE(
    "pishe pasha: a player whose reserve and waste are empty wins at once, scoring the "
    "loser's reserve and waste",
    "[pishe_pasha]") {
  State s = table({{"c1", "AH 2H 3H 4H 5H 6H"}, {"ra", "7H"}, {"wb", "4S 9C"}});
  const int loser_cards = s.cards_left(1);
  play(s, "move ra c1");
  REQUIRE(s.over());
  CHECK(s.outcome() == Outcome::won);
  CHECK(*s.winner() == 0);
  CHECK(s.score() == loser_cards);
  CHECK(describe_result(s) ==
        "A wins: all cards played (" + std::to_string(loser_cards) + " points)");
}

//   c1: AH   ra: 4C~ 2H (T)   wa: 9D   wb: 3S
TEST_CASE(
    "pishe pasha: a T that fits the center must go there; B's Stop takes the play back and "
    "B chooses: correct (A plays it and goes on) or take-over (T onto A's waste, B plays)",
    "[pishe_pasha]") {
  const State s = table({{"c1", "AH"}, {"ra", "4C~ 2H"}, {"wa", "9D"}, {"wb", "3S"}});
  CHECK(missed_play(s, *parse_action("move ra wb")) == Action::move(reserve_of(0), center_pile(0)));
  CHECK(missed_play(s, *parse_action("move ra wa")));
  CHECK_FALSE(missed_play(s, *parse_action("move ra c1")));

  State correct = s;
  play(correct, "move ra wb");  // onto B's 3: legal, but the 2 had to go to the center
  REQUIRE(stop_verdict(correct, 1).upheld);
  CHECK(stop_verdict(correct, 1).reason == "the 2 of hearts had to go to center pile 1");
  CHECK(stop_verdict(correct, 0).reason == "there is no move of the opponent's to call Stop on");
  play(correct, "stop b correct");
  CHECK(correct.top(center_pile(0)) == parse_card("2H"));
  CHECK(correct.top(waste_of(1)) == parse_card("3S"));
  CHECK(correct.turn() == 0);
  CHECK(correct.reserve_played());

  State take_over = s;
  play(take_over, "move ra wa");  // onto A's own waste: ends the turn, and missed the center
  CHECK(take_over.turn() == 1);
  play(take_over, "stop b take-over");  // B's window: before B's first action
  CHECK(take_over.top(waste_of(0)) == parse_card("2H"));
  CHECK(take_over.size(center_pile(0)) == 1);
  CHECK(take_over.turn() == 1);
  CHECK_FALSE(take_over.card_waiting());
}

//   c1: AH   ra: 4C~   wa: 9D 2H   (A has played a reserve card this turn)   wb: 3S
TEST_CASE(
    "pishe pasha: once a reserve card is played, a waste top that fits the center must go "
    "there before anything else; a Stop on the turn-up puts the card back face down",
    "[pishe_pasha]") {
  const State s = table({{"c1", "AH"}, {"ra", "4C~"}, {"wa", "9D 2H"}, {"wb", "3S"}}, 0, true);
  CHECK(missed_play(s, Action::turn_up()) == Action::move(waste_of(0), center_pile(0)));
  CHECK(missed_play(s, *parse_action("move wa wb")));
  State stopped = s;
  play(stopped, "turnup");
  CHECK(stopped.card_waiting());
  play(stopped, "stop b correct");
  CHECK_FALSE(stopped.card_waiting());
  CHECK(stopped.top(reserve_of(0)) == parse_card("4C"));
  CHECK(stopped.seen(parse_card("4C")));  // both players have seen it
  CHECK(stopped.top(center_pile(0)) == parse_card("2H"));
  CHECK(stopped.turn() == 0);
  // Before any reserve card is played this turn, the waste is not available: no compulsion.
  const State fresh = table({{"c1", "AH"}, {"ra", "4C~"}, {"wa", "9D 2H"}});
  CHECK_FALSE(missed_play(fresh, Action::turn_up()));
}

//   c1: AH   ra: (empty)   wa: 5C 7D 2H   reserve played this turn
TEST_CASE("pishe pasha: a Stop on a turn-up that restocked the reserve turns the waste back",
          "[pishe_pasha]") {
  State s = table({{"c1", "AH"}, {"wa", "5C 7D 2H"}}, 0, true);
  const State before = s;
  play(s, "turnup");
  CHECK(s.empty(waste_of(0)));
  CHECK(stop_verdict(s, 1).reason == "the 2 of hearts had to go to center pile 1");
  play(s, "stop b take-over");
  for (int i = 0; i < 3; ++i) CHECK(s.card(waste_of(0), i) == before.card(waste_of(0), i));
  CHECK(s.empty(reserve_of(0)));
  CHECK(s.turn() == 1);
}

//   ra: 4C~ 9H (T)   wb: 3S
TEST_CASE(
    "pishe pasha: the Stop judges only the most recent action, and the window for the "
    "turn's last action closes with the opponent's first action",
    "[pishe_pasha]") {
  // A put a T that fitted the center on A's own waste; B turns up before calling: too late.
  State late = table({{"c1", "AH"}, {"ra", "4C~ 2H"}, {"rb", "7S~ 8S~"}});
  play(late, "move ra wa");
  CHECK(listed(late, Action::stop(1, true)));
  play(late, "turnup");
  CHECK_FALSE(listed(late, Action::stop(1, true)));
  CHECK(stop_verdict(late, 1).reason == "there is no move of the opponent's to call Stop on");
  // An earlier oversight is lost once the offender acts again.
  State earlier = table({{"c1", "AH"}, {"ra", "4C~ 2H"}, {"wb", "3S"}});
  play(earlier, "move ra wb");  // missed the center
  play(earlier, "turnup");      // A's next action: now that one is judged
  CHECK_FALSE(stop_verdict(earlier, 1).upheld);
}

//   ra: 4C~ 9H (T)   wb: 8S   B has called Stop wrongly before
TEST_CASE(
    "pishe pasha: a wrong Stop changes nothing; with knock_penalty_after the caller misses "
    "a turn",
    "[pishe_pasha]") {
  Rules rules;
  rules.knock_penalty_after = 2;
  State s = table({{"ra", "4C~ 9H"}, {"wb", "8S"}, {"rb", "2C~ 3C~ 5D~"}}, 0, false, rules);
  play(s, "move ra wb");  // 9 on 8: nothing missed
  const State before = s;
  play(s, "stop b correct");
  CHECK(s.wrong_calls(1) == 1);
  CHECK(s.top(waste_of(1)) == before.top(waste_of(1)));
  CHECK(s.turn() == 0);
  CHECK_FALSE(listed(s, Action::stop(1, false)));  // already judged
  play(s, "turnup");
  play(s, "stop b take-over");
  CHECK(s.misses_next_turn(1));
  CHECK(s.wrong_calls(1) == 0);
  play(s, "move ra wa");  // A's turn ends; B misses this one: A plays again
  CHECK(s.turn() == 0);
  CHECK_FALSE(s.misses_next_turn(1));
  // Off by default: wrong calls cost nothing.
  State free = table({{"ra", "4C~ 9H"}, {"wb", "8S"}});
  play(free, "move ra wb");
  play(free, "stop b correct");
  CHECK_FALSE(free.misses_next_turn(1));
}

//   c1: AC .. KC   ra: 5D~ 9S~ KD~   rb: the other 36 cards face down; stall_turns 10; each
//   player only turns up and puts the card on their own waste
TEST_CASE(
    "pishe pasha: stall_turns turns without a card to the center end a blocked game; "
    "fewer cards wins by the difference, or a draw with blocked_is_draw",
    "[pishe_pasha]") {
  for (const bool draw : {false, true}) {
    Rules rules;
    rules.stall_turns = 10;
    rules.blocked_is_draw = draw;
    State s = table({{"c1", "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"}, {"ra", "5D~ 9S~ KD~"}}, 0,
                    false, rules);
    int turns = 0;
    while (!s.over()) {
      play(s, s.card_waiting()
                  ? "move " + pile_code(reserve_of(s.turn())) + " " + pile_code(waste_of(s.turn()))
                  : "turnup");
      if (!s.card_waiting()) ++turns;
    }
    CHECK(s.outcome() == Outcome::blocked);
    CHECK(turns == 10);
    if (draw) {
      CHECK_FALSE(s.winner());
    } else {
      const int a = s.cards_left(0), b = s.cards_left(1);
      CHECK(*s.winner() == (a < b ? 0 : 1));
      CHECK(s.score() == std::abs(a - b));
    }
  }
}

//   ra: 5D~ AH~   five turns have passed without a card to the center
TEST_CASE("pishe pasha: a turn that brings a card to the center starts the stall count again",
          "[pishe_pasha]") {
  State s = table({{"ra", "5D~ AH~"}});
  Table(s).stall() = 5;
  play(s, "turnup");
  play(s, "move ra c1");
  play(s, "turnup");
  play(s, "move ra wa");
  CHECK(s.turns_without_progress() == 0);
  play(s, "turnup");
  play(s, "move rb wb");  // B's turn: nothing to the center
  CHECK(s.turns_without_progress() == 1);
}

TEST_CASE("pishe pasha records: written, read back and replayed; bad lines named",
          "[pishe_pasha]") {
  Record record;
  record.seed = 7;
  record.rules.stall_turns = 50;
  State s = deal(record.rules, record.seed);
  for (int i = 0; i < 60 && !s.over(); ++i) {
    const Action a = greedy_action(s);
    REQUIRE(apply(s, a) == "");
    record.actions.push_back(a);
  }
  const std::string text = write_record(record);
  Record back;
  REQUIRE(parse_record(text, back) == "");
  CHECK(back == record);
  State replayed;
  REQUIRE(replay(back, replayed) == "");
  CHECK(replayed == s);
  CHECK(parse_record("russian-bank-record 2\n", back) ==
        "line 1: not a Pishe Pasha record (its first line is \"pishe-pasha-record 1\")");
  CHECK(parse_record("pishe-pasha-record 1\noption stall_turns 5\nseed 1\n", back) ==
        "line 2: option stall_turns takes a whole number from 10 to 1000, not \"5\"");
  CHECK(parse_record("pishe-pasha-record 1\nseed 1\nmove ra zz\n", back) ==
        "line 3: no pile \"zz\" (c1..c4, ra, rb, wa, wb)");
  Record illegal;
  REQUIRE(parse_record("pishe-pasha-record 1\nseed 1\nmove wa c1\n", illegal) == "");
  CHECK(replay(illegal, replayed) ==
        "action 1 (move wa c1): your waste may be played only after a card from your reserve "
        "this turn");
}

TEST_CASE(
    "pishe pasha's computer decides the same for tables that differ only in cards nobody "
    "has seen",
    "[pishe_pasha]") {
  State s = deal({}, 11);
  for (int i = 0; i < 30; ++i) REQUIRE(apply(s, greedy_action(s)) == "");
  for (uint64_t shuffle_seed = 1; shuffle_seed < 6; ++shuffle_seed) {
    State other_order = s;
    Random random(shuffle_seed);
    shuffle_unseen(other_order, random);
    for (const std::string name : {"ai2", "ai3"}) {
      CHECK(make_player(name, 9)->choose(s) == make_player(name, 9)->choose(other_order));
    }
  }
}

const Voices kVoices = {{"You", "your", true}, {"The computer", "the computer's", false}};

ActionCode code_of(const GameState& state, const std::string& text) {
  const std::optional<ActionCode> code = state.parse_action(text, nullptr);
  REQUIRE(code);
  return *code;
}

TEST_CASE(
    "pishe pasha at the table: a move is dragged, a turn-up is a click on the reserve of the "
    "player in turn, both Stops are calls (the Stop button makes the take-over), resigning has "
    "no gesture",
    "[pishe_pasha]") {
  const GameModule& game = pishe_pasha_game();
  std::unique_ptr<GameState> state = game.new_game("standard", {}, 1, nullptr);
  REQUIRE(state);
  const ActionLook move = state->talk()->look(code_of(*state, "move ra c2"));
  CHECK(move.gesture == Gesture::move);
  CHECK(move.from == reserve_of(0));
  CHECK(move.to == center_pile(1));
  const ActionLook turn_up = state->talk()->look(code_of(*state, "turnup"));
  CHECK(turn_up.gesture == Gesture::tap);
  CHECK(turn_up.from == reserve_of(0));
  CHECK(state->talk()->action_label(code_of(*state, "turnup")) == "Turn up");
  CHECK(state->talk()->look(code_of(*state, "stop b take-over")).gesture == Gesture::call);
  CHECK(state->talk()->look(code_of(*state, "stop b correct")).gesture == Gesture::call);
  CHECK(state->talk()->action_label(code_of(*state, "stop b correct")) == "Stop!");
  CHECK(state->talk()->look(code_of(*state, "resign a")).gesture == Gesture::none);
  CHECK(state->talk()->action_label(code_of(*state, "move ra c2")).empty());
  CHECK(state->talk()->call_label() == "Stop!");
  CHECK(state->preset() == "standard");
  CHECK(state->talk()->turn_number() == 1);
  // After A's first action B may call; the first call listed for B takes the turn over.
  REQUIRE(state->apply(code_of(*state, "turnup")) == "");
  std::vector<ActionCode> actions;
  state->legal_actions(actions);
  const auto call = std::find_if(actions.begin(), actions.end(), [&](ActionCode a) {
    return state->talk()->look(a).gesture == Gesture::call && state->actor(a) == 1;
  });
  REQUIRE(call != actions.end());
  CHECK(state->action_text(*call) == "stop b take-over");
  CHECK(state->talk()->end_summary(kVoices) == "Cards left: you 26, the computer 26.");
  const TableArrangements table = state->talk()->table();
  const PileInfo& waste = table.piles[waste_of(1)];
  CHECK(waste.code == "wb");
  CHECK(waste.word == "waste");
  CHECK(waste.owner == 1);
  CHECK(waste.count_badge);
  CHECK(state->talk()->table().piles[center_pile(2)].number == 3);
  CHECK(state->talk()->table().piles[center_pile(2)].foundation);
}

//   c1: AH   ra: 4C~ 2H (T)   wa: 9D   wb: 3S
TEST_CASE("pishe pasha's words at the table: moves, turn-ups, hints and a right Stop",
          "[pishe_pasha]") {
  const State s = table({{"c1", "AH"}, {"ra", "4C~ 2H"}, {"wa", "9D"}, {"wb", "3S"}});
  CHECK(action_words(s, *parse_action("move ra wb"), kVoices) ==
        "You moved the 2 of hearts from your reserve to the computer's waste");
  CHECK(hint_words(s, *parse_action("move ra c1"), kVoices) ==
        "move the 2 of hearts from your reserve to center pile 1");
  State missed = s;
  play(missed, "move ra wb");
  CHECK(action_words(missed, *parse_action("stop b take-over"), kVoices) ==
        "The computer called Stop");
  Action play_missed;
  const CallVerdict take_over =
      stop_words(missed, *parse_action("stop b take-over"), kVoices, &play_missed);
  CHECK(take_over.justified);
  CHECK(play_missed == Action::move(reserve_of(0), center_pile(0)));
  // (The 2 of hearts, taken back from the computer's waste, goes onto yours: said so.)
  CHECK(take_over.words ==
        "The computer called Stop — you missed the 2 of hearts to center pile 1: it is taken "
        "back, the card goes onto your waste, and the computer takes over the turn");
  CHECK(stop_words(missed, *parse_action("stop b correct"), kVoices, nullptr).words ==
        "The computer called Stop — you missed the 2 of hearts to center pile 1: it is taken "
        "back and the card goes there now");
  State turn_b = missed;
  play(turn_b, "stop b take-over");
  CHECK(action_words(turn_b, Action::turn_up(), kVoices) ==
        "The computer turned up the " + card_name(turn_b.top(reserve_of(1))));
  // Turning up from an empty reserve shows the waste's bottom card, turned over to the top.
  const State restock = table({{"c1", "AH"}, {"wa", "5C 7D 9H"}}, 0, true);
  CHECK(action_words(restock, Action::turn_up(), kVoices) == "You turned up the 5 of clubs");
  CHECK(hint_words(s, Action::turn_up(), kVoices) == "turn up your reserve (tap or click it)");
}

//   c1: AH   rb: 4C~ 2H (T)   wa: 9D   wb: 3S        (the computer in turn)
TEST_CASE("pishe pasha's words name the computer's own reserve and waste 'its'", "[pishe_pasha]") {
  // (A player's review: "from the computer's reserve to the computer's waste".)
  const State s = table({{"c1", "AH"}, {"rb", "4C~ 2H"}, {"wa", "9D"}, {"wb", "3S"}}, 1);
  CHECK(action_words(s, *parse_action("move rb wb"), kVoices) ==
        "The computer moved the 2 of hearts from its reserve to its waste");
  CHECK(action_words(s, *parse_action("move rb wa"), kVoices) ==
        "The computer moved the 2 of hearts from its reserve to your waste");
  // (And where a card leaves its waste: review 36 read "from the computer's waste" in Spanish.)
  CHECK(action_words(s, *parse_action("move wb c1"), kVoices) ==
        "The computer moved the 3 of spades from its waste to center pile 1");
  // A person's (online, or at one screen) are "their".
  const Voices people = {{"Blue", "Blue's", false, true}, {"Red", "Red's", false, true}};
  CHECK(action_words(s, *parse_action("move rb wb"), people) ==
        "Red moved the 2 of hearts from their reserve to their waste");
}

TEST_CASE(
    "pishe pasha through the game interface: a Stop on a missed ace is upheld, naming the "
    "missed play as an action",
    "[pishe_pasha]") {
  const GameModule& game = pishe_pasha_game();
  std::unique_ptr<GameState> state;
  for (uint64_t seed = 1; seed < 500 && !state; ++seed) {
    std::unique_ptr<GameState> tried = game.new_game("standard", {}, seed, nullptr);
    REQUIRE(tried->apply(code_of(*tried, "turnup")) == "");
    const int top = tried->talk()->pile_size(reserve_of(0)) - 1;
    if (Card{uint8_t(tried->talk()->card_at(reserve_of(0), top).card)}.rank() == 1)
      state = std::move(tried);
  }
  REQUIRE(state);
  REQUIRE(state->apply(code_of(*state, "move ra wa")) == "");  // the ace had to go to c1
  const CallVerdict verdict =
      state->engine()->call_verdict(code_of(*state, "stop b take-over"), kVoices);
  CHECK(verdict.justified);
  REQUIRE(verdict.missed);
  CHECK(state->action_text(*verdict.missed) == "move ra c1");
  CHECK(verdict.words.starts_with("The computer called Stop — you missed the ace of "));
  REQUIRE(state->apply(code_of(*state, "stop b take-over")) == "");
  CHECK(state->seat_in_turn() == 1);
  CHECK(state->talk()->look(code_of(*state, "turnup")).from == reserve_of(1));
  CHECK(state->talk()->in_voices("the 4 of clubs may not go onto A's waste", kVoices) ==
        "the 4 of clubs may not go onto your waste");
}

//   ra: 4C~ 9H (T)   wb: 8S   rb: 2C~ 3C~ 5D~   knock_penalty_after 2
TEST_CASE(
    "pishe pasha's words for wrong Stops: the count of wrong calls, then the missed turn, "
    "which the seat's box shows",
    "[pishe_pasha]") {
  Rules rules;
  rules.knock_penalty_after = 2;
  State s = table({{"ra", "4C~ 9H"}, {"wb", "8S"}, {"rb", "2C~ 3C~ 5D~"}}, 0, false, rules);
  play(s, "move ra wb");  // 9 on 8: nothing missed
  const CallVerdict first = stop_words(s, Action::stop(1, true), kVoices, nullptr);
  CHECK_FALSE(first.justified);
  CHECK(first.words ==
        "The computer called Stop — no compulsory play was missed (wrong calls: 1 of 2)");
  play(s, "stop b take-over");
  CHECK(seat_lines(s, 1)[1].text == "Wrong calls 1/2");
  play(s, "turnup");
  CHECK(stop_words(s, Action::stop(1, true), kVoices, nullptr).words ==
        "The computer called Stop — no compulsory play was missed — 2 wrong calls: the "
        "computer misses its next turn");
  play(s, "stop b take-over");
  const std::vector<SeatLine> lines = seat_lines(s, 1);
  REQUIRE(lines.size() == 3);
  CHECK(lines[0].text == std::to_string(s.cards_left(1)) + " cards left");
  CHECK(lines[1].text == "Wrong calls 0/2");
  CHECK(lines[2].text == "Misses a turn");
  CHECK(lines[2].short_text == "Misses turn");
  CHECK(lines[2].alert);
  CHECK(seat_lines(s, 0).size() == 2);
  // Without the option the box has only the cards left.
  CHECK(seat_lines(table({}), 0).size() == 1);
}

TEST_CASE("pishe pasha's levels, rules page and keys for a person", "[pishe_pasha]") {
  const GameModule& game = pishe_pasha_game();
  REQUIRE(game.levels().size() == size_t(kLevelCount));
  CHECK(game.levels()[0].name == "Beginner");
  CHECK(game.levels()[2].name == "Master");
  CHECK(game.levels()[0].call_delay_ms > game.levels()[2].call_delay_ms);
  const std::vector<std::string> page = rb::test::rules_page(game, "standard");
  REQUIRE(page.size() >= 10);
  CHECK(page[0] == "# Pishe Pasha");
  for (const std::string& paragraph : page) {
    INFO(paragraph);
    CHECK(std::all_of(paragraph.begin(), paragraph.end(),
                      [](char c) { return c >= ' ' && c <= '~'; }));
  }
  CHECK(rb::test::rules_keys(game, game.presets().front()).starts_with("Keys: "));
}

}  // namespace
}  // namespace rb::pishe_pasha
