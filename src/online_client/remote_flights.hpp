// The flights that animate the change between two views of an online table. A view shows only
// the cards the seat may see, so the shared flights_between (which follows each card by its
// number) would lose a card turned up or put face down: here a card that comes into sight flies
// from where a hidden card left (turning up on the way), and a card that goes out of sight flies
// to where a hidden card came.
#pragma once

#include <vector>

#include "app/ui/animation.hpp"
#include "online_client/remote_state.hpp"

namespace rb::online_client {

std::vector<app::Flight> remote_flights(const RemoteState& before, const RemoteState& after,
                                        const app::Layout& layout, const app::FlightTimes& times);

}  // namespace rb::online_client
