// Flights (see animation.hpp): easing, poses, and the diff of two tables.
#include "app/ui/animation.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/small_sort.hpp"

namespace rb::app {
namespace {

// At most this many cards fly from one pile to another at once.
constexpr int kMaxFlightsPerPile = 6;

int lerp(int a, int b, double t) {
  return a + int(std::lround((b - a) * t));
}

}  // namespace

double ease(double t) {
  t = std::clamp(t, 0.0, 1.0);
  const double u = -2 * t + 2;  // (std::pow would link 2 KB of wasm for this cube)
  return t < 0.5 ? 4 * t * t * t : 1 - u * u * u / 2;
}

double progress(const Flight& flight, double now_ms) {
  if (flight.duration_ms <= 0) return 1;
  return std::clamp((now_ms - flight.start_ms) / flight.duration_ms, 0.0, 1.0);
}

FlightPose pose_at(const Flight& flight, double now_ms) {
  const double t = progress(flight, now_ms);
  const double e = ease(t);
  FlightPose pose;
  pose.rect = Rect{lerp(flight.from.x, flight.to.x, e), lerp(flight.from.y, flight.to.y, e),
                   lerp(flight.from.w, flight.to.w, e), lerp(flight.from.h, flight.to.h, e)};
  pose.moving = t < 1 && !(flight.from == flight.to);
  if (flight.face_up_from != flight.face_up_to) {
    pose.x_scale = std::abs(std::cos(std::numbers::pi * t));
    pose.face_up = t < 0.5 ? flight.face_up_from : flight.face_up_to;
  } else {
    pose.face_up = flight.face_up_to;
  }
  return pose;
}

std::vector<CardSpot> card_spots(const GameState& state, int viewer) {
  std::vector<CardSpot> spots;
  const TableArrangements table = state.talk()->table();
  for (int pile = 0; pile < table.pile_count; ++pile) {
    const PileInfo& info = table.piles[size_t(pile)];
    const bool hidden = info.hand && info.owner != viewer;
    for (int i = 0; i < state.talk()->pile_size(pile); ++i) {
      const CardFace face = state.talk()->card_at(pile, i);
      if (size_t(face.card) >= spots.size()) spots.resize(size_t(face.card) + 1);
      spots[size_t(face.card)] = CardSpot{true, pile, i, face.face_up && !hidden};
    }
  }
  return spots;
}

std::vector<Flight> flights_between(const GameState& before, const GameState& after,
                                    const Layout& layout, const FlightTimes& times, int viewer) {
  std::vector<Flight> flights;
  auto old_spots = card_spots(before, viewer);
  auto new_spots = card_spots(after, viewer);
  const size_t cards = std::max(old_spots.size(), new_spots.size());
  old_spots.resize(cards);
  new_spots.resize(cards);
  for (int id = 0; id < int(cards); ++id) {
    const CardSpot& a = old_spots[size_t(id)];
    const CardSpot& b = new_spots[size_t(id)];
    if (!a.present || !b.present) continue;
    const bool moved = a.pile != b.pile;
    if (!moved && a.face_up == b.face_up) continue;
    if (!layout.place(a.pile).shown || !layout.place(b.pile).shown) continue;
    // Only the top few of a group that lands on one pile fly.
    if (after.talk()->pile_size(b.pile) - b.index > kMaxFlightsPerPile) continue;
    const double duration = moved ? times.move_ms : times.flip_ms;
    if (duration <= 0) continue;
    Flight f;
    f.card = id;
    f.face_up_from = a.face_up;
    f.face_up_to = b.face_up;
    f.pile = b.pile;
    f.index = b.index;
    f.from = card_rect(layout, a.pile, a.index, before.talk()->pile_size(a.pile));
    f.to = card_rect(layout, b.pile, b.index, after.talk()->pile_size(b.pile));
    f.start_ms = times.start_ms;
    f.duration_ms = duration;
    flights.push_back(f);
  }
  // Lower cards first, so the top card is drawn last.
  small_sort(flights.begin(), flights.end(),
             [](const Flight& x, const Flight& y) { return x.index < y.index; });
  return flights;
}

bool Flights::prune(double now_ms, int* landed) {
  const size_t before = items.size();
  if (landed != nullptr) {
    *landed = int(std::count_if(items.begin(), items.end(), [now_ms](const Flight& f) {
      return finished(f, now_ms) && !(f.from == f.to);
    }));
  }
  std::erase_if(items, [now_ms](const Flight& f) { return finished(f, now_ms); });
  return items.size() != before;
}

int Flights::landing_on(int pile) const {
  int n = 0;
  for (const Flight& f : items) n += f.pile == pile ? 1 : 0;
  return n;
}

double Flights::end_ms(double now_ms) const {
  double end = now_ms;
  for (const Flight& f : items) end = std::max(end, f.start_ms + f.duration_ms);
  return end;
}

}  // namespace rb::app
