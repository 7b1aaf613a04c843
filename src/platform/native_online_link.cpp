// The native window's online seat (see native_online_link.hpp).
#ifndef __EMSCRIPTEN__

#include "platform/native_online_link.hpp"

#include <SDL.h>

#include <cstdio>
#include <memory>
#include <stdexcept>

#include "app/flow/online_play.hpp"
#include "core/json_reader.hpp"
#include "core/json_text.hpp"
#include "online_client/native/native_online.hpp"
#include "online_client/online_receive.hpp"
#include "platform/game_loop.hpp"

namespace rb::platform {
namespace {

std::unique_ptr<online_client::NativeOnline> g_client;
std::string g_server;

// An SDL event that wakes the loop when the server's messages wait (SDL_PushEvent may be called
// from any thread).
void wake_for_online_messages() {
  static const Uint32 kWake = SDL_RegisterEvents(1);
  if (kWake == Uint32(-1)) return;
  SDL_Event event{};
  event.type = kWake;
  SDL_PushEvent(&event);
}

// The invitation, printed: how another window or a page sits at this table.
void print_invitation(const std::string& json) {
  const std::optional<JsonValue> room = read_json(json, nullptr);
  if (!room) return;
  const std::string id = room->text_of("room");
  std::printf(
      "Online table %s. Another window joins it with: --join %s --server %s\n"
      "A browser page joins it with the address options: ?%s&server=%s\n",
      id.c_str(), id.c_str(), g_server.c_str(), room->text_of("invite").c_str(), g_server.c_str());
  std::fflush(stdout);
}

}  // namespace

std::string start_native_online(GameLoop& loop, const std::string& server,
                                const std::string& join) {
  try {
    g_client = std::make_unique<online_client::NativeOnline>(server, wake_for_online_messages);
  } catch (const std::exception& e) {
    return e.what();
  }
  g_server = server;
  const double now = now_ms();
  online_client::online_receive(loop.model, "hello", "", now);
  if (!join.empty()) {
    if (const std::string error = online_client::online_receive(
            loop.model, "join", "{\"room\":" + json_quoted(join) + "}", now);
        !error.empty()) {
      return error;
    }
    g_client->request("{\"do\":\"join\",\"room\":" + json_quoted(join) + "}");
  }
  return {};
}

void native_online_request(const std::string& json) {
  if (g_client) g_client->request(json);
}

void deliver_native_online(GameLoop& loop, double now) {
  if (!g_client) return;
  for (const online_client::OnlineMessage& message : g_client->take_messages()) {
    if (message.kind == "room") print_invitation(message.json);
    const std::string error =
        online_client::online_receive(loop.model, message.kind, message.json, now);
    if (!error.empty()) SDL_Log("online: %s", error.c_str());
  }
}

void stop_native_online() {
  g_client.reset();
}

}  // namespace rb::platform

#endif  // __EMSCRIPTEN__
