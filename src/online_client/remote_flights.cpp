// Flights between two views of an online table (see remote_flights.hpp).
#include "online_client/remote_flights.hpp"

#include "core/small_sort.hpp"

namespace rb::online_client {
namespace {

// Only the top few cards of a group landing on one pile fly (the rest are already underneath).
constexpr int kMostFlightsPerPile = 4;

struct Seen {
  int pile = -1, index = -1;
};

// Where each card in sight lies, by number.
std::vector<Seen> cards_in_sight(const RemoteState& state) {
  std::vector<Seen> seen(256);
  const int piles = state.table().pile_count;
  for (int pile = 0; pile < piles; ++pile) {
    for (int i = 0; i < state.pile_size(pile); ++i) {
      const CardFace face = state.card_at(pile, i);
      if (face.face_up) seen[size_t(face.card)] = Seen{pile, i};
    }
  }
  return seen;
}

// The hidden cards of each pile, by index, bottom first.
std::vector<std::vector<int>> hidden_cards(const RemoteState& state, int piles) {
  std::vector<std::vector<int>> hidden(static_cast<size_t>(piles));
  for (int pile = 0; pile < piles; ++pile) {
    for (int i = 0; i < state.pile_size(pile); ++i) {
      if (!state.card_at(pile, i).face_up) hidden[size_t(pile)].push_back(i);
    }
  }
  return hidden;
}

// A pile that has `more` hidden cards in `a` than in `b` (preferring `first`), and takes one of
// them off its count: the top one of the difference (-1: none).
Seen take_hidden(std::vector<std::vector<int>>& a, const std::vector<std::vector<int>>& b,
                 int first) {
  const auto spare = [&](int pile) { return a[size_t(pile)].size() > b[size_t(pile)].size(); };
  int pile = first >= 0 && spare(first) ? first : -1;
  for (int p = 0; pile < 0 && p < int(a.size()); ++p) {
    if (spare(p)) pile = p;
  }
  if (pile < 0) return {};
  const int index = a[size_t(pile)].back();
  a[size_t(pile)].pop_back();
  return Seen{pile, index};
}

}  // namespace

std::vector<app::Flight> remote_flights(const RemoteState& before, const RemoteState& after,
                                        const app::Layout& layout, const app::FlightTimes& times) {
  std::vector<app::Flight> flights;
  const int piles = after.table().pile_count;
  if (before.table().pile_count != piles) return flights;
  const std::vector<Seen> old_spots = cards_in_sight(before);
  const std::vector<Seen> new_spots = cards_in_sight(after);
  std::vector<std::vector<int>> hidden_before = hidden_cards(before, piles);
  std::vector<std::vector<int>> hidden_after = hidden_cards(after, piles);
  const auto fly = [&](int card, Seen from, bool up_from, Seen to, bool up_to) {
    if (from.pile < 0 || to.pile < 0) return;
    if (!layout.place(from.pile).shown || !layout.place(to.pile).shown) return;
    if (after.pile_size(to.pile) - to.index > kMostFlightsPerPile) return;
    const bool moved = from.pile != to.pile;
    const double duration = moved ? times.move_ms : times.flip_ms;
    if (duration <= 0) return;
    app::Flight f;
    f.card = card;
    f.face_up_from = up_from;
    f.face_up_to = up_to;
    f.pile = to.pile;
    f.index = to.index;
    f.from = app::card_rect(layout, from.pile, from.index, before.pile_size(from.pile));
    f.to = app::card_rect(layout, to.pile, to.index, after.pile_size(to.pile));
    f.start_ms = times.start_ms;
    f.duration_ms = duration;
    flights.push_back(f);
  };
  for (int card = 0; card < int(new_spots.size()); ++card) {
    const Seen a = old_spots[size_t(card)], b = new_spots[size_t(card)];
    if (b.pile < 0) {
      // Out of sight now: to where a hidden card came.
      if (a.pile >= 0) fly(card, a, true, take_hidden(hidden_after, hidden_before, a.pile), false);
      continue;
    }
    if (a.pile < 0) {
      // In sight now: from where a hidden card left (the same pile first: turned up in place).
      fly(card, take_hidden(hidden_before, hidden_after, b.pile), false, b, true);
    } else if (a.pile != b.pile) {
      fly(card, a, true, b, true);
    }
  }
  small_sort(flights.begin(), flights.end(),
             [](const app::Flight& x, const app::Flight& y) { return x.index < y.index; });
  return flights;
}

}  // namespace rb::online_client
