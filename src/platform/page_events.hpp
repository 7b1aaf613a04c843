// What the game tells the page around it: the embed API's events (ready, new game, action, call,
// game over, error) as JSON for web/embed.js to post to the host page, and notices for the player
// (a bad URL option, a save that could not be read, storage blocked), shown quietly by the page.
// Natively notices go to stderr and events nowhere.
#pragma once

#include "app/flow/game_watch.hpp"
#include "app/storage/keeper.hpp"

namespace rb::platform {

// The event as the embed API's JSON ({"type":"action","by":"you",...}).
std::string event_json(const app::GameEvent& event, const app::AppModel& model);
void send_event(const app::GameEvent& event, const app::AppModel& model);
// {"type":"ready",...}: the game drew its first frame and takes commands.
void send_ready(const app::AppModel& model);
// Copies the link to this deal ("?preset=house&seed=7&level=3") with the page's address in front
// (natively: the query alone, for --query).
void copy_deal_link(const std::string& query);
// Asks the page to load the bundle that plays the address query ("game=pishe-pasha").
void load_game(const std::string& query);
// A request for the page's online client (app/flow/online_play.hpp), as JSON: {"do": "create" |
// "act" | "leave", ...}.
void online_request(const std::string& json);
// Shows the notice; notices other than the quiet storage one are errors for the host too.
void send_notice(const app::Notice& notice);

}  // namespace rb::platform
