// Cards in motion: a flight takes one card from a rectangle to its place on a pile over a time,
// turning it over on the way when its face changes (a scale-x flip). Flights are made by comparing
// the table before and after an action, so every kind of action (moves, turning up, turning the
// waste over, a call taking a move back) animates the same way. Pure: times are milliseconds
// of the platform's clock, passed in.
#pragma once

#include <vector>

#include "app/ui/layout.hpp"
#include "core/game.hpp"

namespace rb::app {

struct Flight {
  int card = 0;  // its number (core/card.hpp)
  bool face_up_from = true, face_up_to = true;
  int pile = 0;   // where it lands
  int index = 0;  // its index there: the painter leaves that card out while it flies
  Rect from, to;
  double start_ms = 0, duration_ms = 0;
};

// Where a flying card is and how it shows at a moment.
struct FlightPose {
  Rect rect;
  double x_scale = 1;  // the flip: 1 flat, 0 edge-on
  bool face_up = true;
  bool moving = false;  // still in the air (bigger shadow)
};

// Ease in and out (smoothstep-like cubic): 0 -> 0, 0.5 -> 0.5, 1 -> 1.
double ease(double t);
// Progress 0..1 of a flight at `now_ms`.
double progress(const Flight& flight, double now_ms);
FlightPose pose_at(const Flight& flight, double now_ms);
inline bool finished(const Flight& flight, double now_ms) {
  return now_ms >= flight.start_ms + flight.duration_ms;
}

// Where each card lies: pile, index, face as `viewer` sees it (another seat's hand face down), by
// card number.
struct CardSpot {
  bool present = false;
  int pile = 0;
  int index = 0;
  bool face_up = false;
};
std::vector<CardSpot> card_spots(const GameState& state, int viewer);

struct FlightTimes {
  double start_ms = 0;
  double move_ms = 0;  // a card that changes pile
  double flip_ms = 0;  // a card turned over in place
};
// A flight for every card that changed pile or face between the two tables (none when the times
// are 0). When many cards move together (a waste turned over), only the top few fly; the rest
// are already in place underneath.
std::vector<Flight> flights_between(const GameState& before, const GameState& after,
                                    const Layout& layout, const FlightTimes& times, int viewer);

// The cards in flight: add, drop the finished ones, and how many of a pile's top cards are flying.
struct Flights {
  std::vector<Flight> items;
  void add(const std::vector<Flight>& more) { items.insert(items.end(), more.begin(), more.end()); }
  // Drops finished flights; true when some were dropped (the table must be drawn once more).
  // `landed` (if given) gets how many of them moved a card to another place.
  bool prune(double now_ms, int* landed = nullptr);
  bool any() const { return !items.empty(); }
  int landing_on(int pile) const;
  // The last moment any flight ends (now when none).
  double end_ms(double now_ms) const;
};

}  // namespace rb::app
