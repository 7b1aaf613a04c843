// Scripted positions for the two-pack solitaires' rules tests: a table written pile by pile
// ("t1" -> "KS 7H~ 7H'": bottom card first, ' for the second pack's copy, ~ face down), every
// card not named lying face down in the hand under the named hand cards (in House in the Wood and
// House on the Hill, where the hand is not used, those cards are simply out of play).
#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <unordered_set>
#include <vector>

#include "core/random.hpp"
#include "games/two_pack_solitaires/rules.hpp"
#include "games/two_pack_solitaires/state.hpp"
#include "games/two_pack_solitaires/state_editor.hpp"
#include "long_tests.hpp"

namespace rb::tps::testing {

constexpr Game kWood = Game::house_in_the_wood;
constexpr Game kHill = Game::house_on_the_hill;

inline Card parse_card(std::string code) {
  int deck = 0;
  if (!code.empty() && code.back() == '\'') {
    deck = 1;
    code.pop_back();
  }
  const char suit_letter = code.back();
  const std::string rank_text = code.substr(0, code.size() - 1);
  const int rank = rank_text == "A"   ? 1
                   : rank_text == "J" ? 11
                   : rank_text == "Q" ? 12
                   : rank_text == "K" ? 13
                                      : std::stoi(rank_text);
  const std::string suits = "CDHS";
  return Card::make(deck, static_cast<Suit>(suits.find(suit_letter)), rank);
}

// "AH 2H .. KH" of one pack: a whole foundation's text, from the ace up to `to`.
inline std::string run_up(char suit, int to, bool second_pack = false) {
  static const char* ranks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
  std::string text;
  for (int r = 1; r <= to; ++r) {
    text += std::string(text.empty() ? "" : " ") + ranks[r - 1] + suit + (second_pack ? "'" : "");
  }
  return text;
}

// The scripted endings' foundations: every suit home but hearts, both at the four (spades' first
// foundation at `spades`), with `piles` laid as well.
inline std::map<std::string, std::string> hearts_left(std::map<std::string, std::string> piles,
                                                      int spades = 13) {
  piles.insert({{"f1", run_up('C', 13)},
                {"f2", run_up('D', 13)},
                {"f3", run_up('H', 4)},
                {"f4", run_up('S', spades)},
                {"f5", run_up('C', 13, true)},
                {"f6", run_up('D', 13, true)},
                {"f7", run_up('H', 4, true)},
                {"f8", run_up('S', 13, true)}});
  return piles;
}

inline State table(Game game, const std::map<std::string, std::string>& piles,
                   Rules rules = Rules{}) {
  if (rules == Rules{}) rules = default_rules(game);
  rules.game = game;
  State state = deal(rules, 1);
  Editor e(state);
  e.clear();
  std::array<bool, kCards> named{};
  std::vector<std::pair<PileId, std::pair<Card, bool>>> laid;
  for (const auto& [code, text] : piles) {
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
      const bool down = word.back() == '~';
      if (down) word.pop_back();
      const Card card = parse_card(word);
      REQUIRE_FALSE(named[card.id]);
      named[card.id] = true;
      laid.push_back({*parse_pile_code(code), {card, !down}});
    }
  }
  for (int id = kCards - 1; id >= 0; --id) {
    if (!named[size_t(id)]) e.push(kHand, Card{uint8_t(id)}, false);
  }
  for (const auto& [pile, card] : laid) e.push(pile, card.first, card.second);
  e.seen().clear();
  e.seen().push_back(position_hash(state));
  return state;
}

inline bool listed(const State& state, const std::string& text) {
  std::vector<Action> actions;
  legal_actions(state, actions);
  return std::find(actions.begin(), actions.end(), *parse_action(text)) != actions.end();
}

inline void play(State& state, const std::string& text) {
  INFO(text << "\n" << state_text(state));
  REQUIRE(apply(state, *parse_action(text)) == "");
}

inline std::string refusal(State state, const std::string& text) {
  const State before = state;
  std::string why = apply(state, *parse_action(text));
  CHECK(state == before);  // a refused action changes nothing
  return why;
}

// The pile's cards as codes, bottom first ("KS 7H~ 7H'").
inline std::string pile_text(const State& state, const std::string& code) {
  const PileId pile = *parse_pile_code(code);
  std::string text;
  for (int i = 0; i < state.size(pile); ++i) {
    const Card card = state.card(pile, i);
    text += std::string(text.empty() ? "" : " ") + card_code(card) + (card.deck() ? "'" : "") +
            (state.face_up(pile, i) ? "" : "~");
  }
  return text;
}

// The two packs shuffled as a deal of `seed` shuffles them.
inline std::array<Card, kCards> shuffled_deck(uint64_t seed, int redeal = 0) {
  std::array<Card, kCards> deck;
  for (int i = 0; i < kCards; ++i) deck[size_t(i)] = Card{uint8_t(i)};
  uint64_t mix = seed;
  uint64_t derived = 0;
  for (int i = 0; i <= redeal; ++i) derived = splitmix64(mix);
  Random random(derived);
  random.shuffle(deck);
  return deck;
}

// What state_text tells apart in a position being played (every pile's cards, bottom first,
// each with its pack and whether it lies face up; the redeals left and made), as bytes: the key
// of a position in a search, made without state_text's strings.
inline std::string position_key(const State& state) {
  std::string key;
  key.reserve(kCards + kMaxPiles + 2);
  for (PileId pile = 0; pile < pile_count(state.game()); ++pile) {
    key += char(state.size(pile));
    for (int i = 0; i < state.size(pile); ++i) {
      key += char(state.card(pile, i).id | (state.face_up(pile, i) ? 0x80 : 0));
    }
  }
  key += char(state.redeals_left());
  // (Redeals without limit: how many were made changes nothing that can be played.)
  key += char(state.redeals_left() == kUnlimited ? 0 : state.redeals_made());
  return key;
}

// The positions an exhaustive search has met (position_key): hashed, as a search meets many.
using PositionsSeen = std::unordered_set<std::string>;

// Whether a position can be won, by trying every action of the engine from every position not
// seen before (small positions only): what the solver's answers are checked against.
inline bool exhaustively_winnable(const State& state, PositionsSeen& seen) {
  if (state.won()) return true;
  if (state.over() || !seen.insert(position_key(state)).second) return false;
  std::vector<Action> actions;
  legal_actions(state, actions);
  for (const Action& a : actions) {
    if (a.kind == ActionKind::end) continue;
    State next = state;
    apply(next, a);
    if (exhaustively_winnable(next, seen)) return true;
  }
  return false;
}

// Whether playing `line` from `state` wins the game.
inline bool line_wins(State state, const std::vector<Action>& line) {
  for (const Action& a : line) {
    if (!apply(state, a).empty()) return false;
  }
  return state.won();
}

}  // namespace rb::tps::testing
