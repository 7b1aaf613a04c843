// Colyseus 0.16's WebSocket frames, as the online server's rooms use them (src/server/README.md),
// for the native window's online client: the server's join handshake (its reconnection token),
// an error, a room message (its type, then a msgpack payload), and the client's acknowledgement,
// messages and leave. A room message's payload reaches the app as JSON text (a string payload,
// such as a view, as the text itself), as the page's client hands it over. Bytes that are no such
// frame are read as FrameKind::unreadable with the reason; nothing throws.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace rb::online_client {

enum class FrameKind : uint8_t { joined, error, leave, message, other, unreadable };

struct ServerFrame {
  FrameKind kind = FrameKind::other;
  std::string type;   // message: "view", "players", "refused"...
  std::string json;   // message: the payload as JSON text ("" for none)
  std::string token;  // joined: the seat's reconnection token
  int code = 0;       // error: Colyseus's code
  std::string error;  // error: its words; unreadable: why
};

ServerFrame read_server_frame(std::string_view bytes);

// The client's frames: the acknowledgement of the join, a consented leave, and a room message of
// `type` whose payload is `json_object` (a JSON object of strings, numbers and booleans, or ""
// for none), packed as msgpack.
std::string join_acknowledgement();
std::string leave_frame();
std::string room_message(std::string_view type, std::string_view json_object);

}  // namespace rb::online_client
