// Scripted Spite and Malice positions for the rule tests (see spite_and_malice_table.hpp).
#include "spite_and_malice_table.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <optional>
#include <vector>

#include "core/game_checks.hpp"

namespace rb::spite::test {

namespace {

// A card of the game from its code ("7H", "KS", "JK"), the first copy not yet used: payoff
// piles take deck P's cards, other piles deck S (then S2, then P).
Card take_card(std::string_view code, bool payoff, std::vector<bool>& used, int seats) {
  const std::vector<Card> cards = game_cards(seats);
  const auto free_card = [&](auto match, std::vector<int> decks) -> Card {
    for (int deck : decks) {
      for (Card c : cards) {
        if (!used[c.id] && c.back() == deck && match(c)) {
          used[c.id] = true;
          return c;
        }
      }
    }
    FAIL("no card " << code << " left");
    return Card{};
  };
  if (code == "JK") return free_card([](Card c) { return c.is_joker(); }, {1, 2});
  const std::string rank_text(code.substr(0, code.size() - 1));
  const int rank = rank_text == "A"   ? 1
                   : rank_text == "J" ? 11
                   : rank_text == "Q" ? 12
                   : rank_text == "K" ? 13
                                      : std::stoi(rank_text);
  const Suit suit = static_cast<Suit>(std::string("CDHS").find(code.back()));
  return free_card([&](Card c) { return !c.is_joker() && c.rank() == rank && c.suit() == suit; },
                   payoff ? std::vector<int>{0} : std::vector<int>{1, 2, 0});
}

}  // namespace

// A table from pile texts by code ("pa": "5C 9D" = 9D on top). A payoff pile not named gets one
// king of deck P (spades for A, hearts for B ...). Every card not named goes to the draw pile,
// under the named draw cards.
State table(const std::map<std::string, std::string>& piles, int turn, Rules rules) {
  State s;
  Editor e(s);
  e.reset(rules, 1);
  std::vector<bool> used(kCardIdLimit, false);
  std::map<PileId, std::vector<Card>> laid;
  for (const auto& [code, text] : piles) {
    const std::optional<PileId> pile = parse_pile_code(s, code);
    REQUIRE(pile);
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
      laid[*pile].push_back(take_card(word, s.kind(*pile) == PileKind::payoff, used, s.seats()));
    }
  }
  for (int seat = 0; seat < s.seats(); ++seat) {
    if (laid[s.payoff_of(seat)].empty()) {
      static const char* const kKings[] = {"KS", "KH", "KD", "KC"};
      laid[s.payoff_of(seat)].push_back(take_card(kKings[seat], true, used, s.seats()));
    }
  }
  std::vector<Card> rest;
  for (Card c : game_cards(s.seats())) {
    if (!used[c.id]) rest.push_back(c);
  }
  for (Card c : rest) e.push(State::draw_pile(), c);
  for (const auto& [pile, cards] : laid) {
    for (Card c : cards) e.push(pile, c);
  }
  e.turn() = uint8_t(turn);
  e.mark_table_seen();
  REQUIRE(check_invariants(s) == "");
  return s;
}

Rules players(int n) {
  Rules r;
  r.players = uint8_t(n);
  return r;
}

Action act(const State& s, const std::string& text) {
  std::string error;
  const std::optional<Action> a = parse_action(s, text, &error);
  INFO(text << ": " << error);
  REQUIRE(a);
  return *a;
}

bool listed(const State& s, const std::string& text) {
  std::vector<Action> actions;
  legal_actions(s, actions);
  return std::find(actions.begin(), actions.end(), act(s, text)) != actions.end();
}

void play(State& s, const std::string& text) {
  INFO(text << "\n" << state_text(s));
  REQUIRE(apply(s, act(s, text)) == "");
  REQUIRE(check_invariants(s) == "");
}

std::string refusal(State s, const std::string& text) {
  const State before = s;
  const std::string why = apply(s, act(s, text));
  CHECK(s == before);
  CHECK_FALSE(listed(before, text));
  return why;
}

std::string codes(const State& s, PileId pile) {
  std::string text;
  for (int i = 0; i < s.size(pile); ++i)
    text += (text.empty() ? "" : " ") + card_code(s.card(pile, i));
  return text;
}

}  // namespace rb::spite::test
