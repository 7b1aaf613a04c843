// The online server's views (src/server/seat_view.hpp), natively: over random games of every game
// played online, a seat's view is the same, but for the backs of the cards it cannot see, when
// those cards are dealt again (shuffle_hidden, which deals them without regard to their backs;
// the backs are public: each lies in view), while in a game with hands the other seat's view does
// change at least once; a card in another seat's hand or face down is never seen.
#include "server/seat_view.hpp"

#include <catch2/catch.hpp>

#include "core/game_list.hpp"
#include "core/random.hpp"

using namespace rb;

namespace {

// The view with every negative number written -1: a hidden card without its back.
std::string without_backs(const std::string& view) {
  std::string out;
  for (size_t i = 0; i < view.size(); ++i) {
    if (view[i] == '-' && i + 1 < view.size() && view[i + 1] >= '0' && view[i + 1] <= '9') {
      out += "-1";
      while (i + 1 < view.size() && view[i + 1] >= '0' && view[i + 1] <= '9') ++i;
    } else {
      out += view[i];
    }
  }
  return out;
}

bool same_cards(const GameState& a, const GameState& b, int piles) {
  for (int pile = 0; pile < piles; ++pile) {
    for (int i = 0; i < a.talk()->pile_size(pile); ++i) {
      if (a.talk()->card_at(pile, i).card != b.talk()->card_at(pile, i).card) return false;
    }
  }
  return true;
}

}  // namespace

TEST_CASE("online: a seat's view is the same whatever the cards it cannot see are") {
  for (const char* name :
       {"russian-bank", "pishe-pasha", "spite-and-malice", "single-deck-russian-bank"}) {
    INFO(name);
    const GameModule* game = find_game(name);
    REQUIRE(game != nullptr);
    bool other_seat_saw_a_change = false, redealt_some = false, hands = false;
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      std::string error;
      std::unique_ptr<GameState> state = game->new_game(game->presets()[0], {}, seed, &error);
      REQUIRE(state);
      const TableArrangements table = state->talk()->table();
      for (const PileInfo& pile : table.piles) hands = hands || (pile.hand && pile.owner >= 0);
      Random random(seed);
      for (int step = 0; step < 60 && !state->over(); ++step) {
        for (int seat = 0; seat < state->seat_count(); ++seat) {
          const online::TableNews news;
          const std::string view = without_backs(online::seat_view_json(*state, table, seat, news));
          std::unique_ptr<GameState> redealt = state->clone();
          redealt->engine()->shuffle_hidden(seat, seed * 1000 + uint64_t(step));
          redealt_some = redealt_some || !same_cards(*state, *redealt, table.pile_count);
          CHECK(without_backs(online::seat_view_json(*redealt, table, seat, news)) == view);
          const int other = (seat + 1) % state->seat_count();
          other_seat_saw_a_change =
              other_seat_saw_a_change || online::seat_view_json(*redealt, table, other, news) !=
                                             online::seat_view_json(*state, table, other, news);
          for (int pile = 0; pile < table.pile_count; ++pile) {
            const PileInfo& info = table.piles[size_t(pile)];
            for (int i = 0; i < state->talk()->pile_size(pile); ++i) {
              const CardFace face = state->talk()->card_at(pile, i);
              if (!face.face_up || (info.hand && info.owner != seat)) {
                CHECK_FALSE(online::seat_sees(face, info, seat));
              }
            }
          }
        }
        std::vector<ActionCode> legal;
        state->legal_actions(legal);
        if (legal.empty()) break;
        REQUIRE(state->apply(legal[size_t(random.below(uint32_t(legal.size())))]).empty());
      }
    }
    // (Had the views shown a hidden card, a deal again of what a seat cannot see would change
    // them: it does change what the other seat sees.)
    CHECK(redealt_some);
    CHECK(other_seat_saw_a_change == hands);
  }
}
