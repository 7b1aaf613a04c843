// The native window's seat at the online game server: the native online client
// (src/online_client/native/native_online.hpp) started with the window, fed the app's online
// requests, its messages handed to the app on the window's loop (waking it from the network
// thread with an SDL event). The menu offers Online natively as the online page does; `--join
// ROOM` sits at a table, `--server ws://HOST:PORT` names the server. The browser build has none
// of this (web/online.js is its client).
#pragma once

#ifndef __EMSCRIPTEN__

#include <string>

namespace rb::platform {

struct GameLoop;

// Starts the client for `server`; with `join`, sits at that table. "" or why not.
std::string start_native_online(GameLoop& loop, const std::string& server, const std::string& join);
// One of the app's online requests.
void native_online_request(const std::string& json);
// The server's messages since the last call, to the app (an invitation also printed).
void deliver_native_online(GameLoop& loop, double now);
// Leaves the table (a forfeit while a game is on) and stops the client.
void stop_native_online();

}  // namespace rb::platform

#endif  // __EMSCRIPTEN__
