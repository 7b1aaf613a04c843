// The native window's online client: what web/online.js is to the page, in C++. It takes the
// app's online requests (online_play.hpp's JSON: create, join, anyone, tables, language, act,
// again, leave), asks the server's matchmaker over HTTP, sits at the table over a WebSocket
// (websocketpp on standalone asio; Colyseus's frames: colyseus_frames.hpp), and hands back the
// server's messages and the state of its link as (kind, JSON) pairs for online_receive, the same
// as the page's client does. A dropped connection is taken up again within the server's grace
// time. The network runs on a thread of its own; `wake` is called from it when messages wait.
// Plain ws:// only (no TLS).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace rb::online_client {

struct OnlineMessage {
  std::string kind;  // "room", "link", "view", "players", "tables"... (online_receive.hpp)
  std::string json;
};

class NativeOnline {
 public:
  // `server`: "ws://HOST:PORT". Fails (throws std::invalid_argument) on another form.
  NativeOnline(const std::string& server, std::function<void()> wake);
  ~NativeOnline();
  NativeOnline(const NativeOnline&) = delete;
  NativeOnline& operator=(const NativeOnline&) = delete;

  // One of the app's requests (its JSON text).
  void request(const std::string& json);
  // The messages for the app that came since the last call, in order.
  std::vector<OnlineMessage> take_messages();

 private:
  struct Link;
  std::unique_ptr<Link> link_;
};

// "ws://HOST:PORT" -> {HOST, PORT}; {"", ""} when it is not of that form.
std::pair<std::string, std::string> server_host_port(const std::string& server);

}  // namespace rb::online_client
