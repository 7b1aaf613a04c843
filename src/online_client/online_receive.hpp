// What the page's online client (web/online.js) hands the game: the server's messages
// (src/server/README.md) and the state of its connection, each as a kind and JSON text. A view
// becomes the game on the table (remote_state.hpp), its changes animated and heard as any
// action's; a refusal is said and the card let go goes home. Bad text is refused in words and
// changes nothing.
#pragma once

#include <string>
#include <string_view>

#include "app/flow/app_model.hpp"

namespace rb::online_client {

// Kinds: "hello" (the page has the online client), "create" (the page was opened to open a
// table of the game its address names), "join" {room} (the page was opened to join
// that table), "room" {room, invite} (the table is open, the address a friend opens), "link"
// {state: "open" | "away" | "closed", reason?}, and the server's "view" (its JSON text),
// "players" {seats, you}, "refused" {reason}, "notice" {words} (said: the seat in turn has not
// played for a while), "table" and "over" (nothing more to do: the views say it all). Returns "" or
// why the message was not taken.
std::string online_receive(app::AppModel& model, std::string_view kind, std::string_view json,
                           double now_ms);

}  // namespace rb::online_client
