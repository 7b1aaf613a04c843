// The native online client (see native_online.hpp): a seat at the server's table over websocketpp,
// on a network thread; the app's requests are posted to that thread, the server's messages queued
// for the app's loop.
#define ASIO_STANDALONE
#define _WEBSOCKETPP_CPP11_STL_
#include "online_client/native/native_online.hpp"

#include <chrono>
#include <mutex>
#include <regex>
#include <stdexcept>
#include <thread>
#include <websocketpp/client.hpp>
#include <websocketpp/config/asio_no_tls_client.hpp>

#include "core/json_reader.hpp"
#include "core/json_text.hpp"
#include "online_client/native/colyseus_frames.hpp"
#include "online_client/native/http_exchange.hpp"

namespace rb::online_client {
namespace {

using WsClient = websocketpp::client<websocketpp::config::asio_client>;
using Clock = std::chrono::steady_clock;

constexpr auto kGrace = std::chrono::seconds(60);  // the server keeps a dropped seat this long

// The game a table query names ("game=pishe-pasha&..."), for the invitation.
std::string game_of_query(const std::string& query) {
  std::smatch found;
  static const std::regex kGame("(?:^|&)game=([a-z-]+)");
  return std::regex_search(query, found, kGame) ? found[1].str() : "";
}

}  // namespace

std::pair<std::string, std::string> server_host_port(const std::string& server) {
  std::smatch found;
  static const std::regex kServer(R"(^ws://([A-Za-z0-9.\-]+|\[[0-9a-fA-F:]+\]):([0-9]{1,5})/?$)");
  if (!std::regex_match(server, found, kServer)) return {};
  return {found[1].str(), found[2].str()};
}

struct NativeOnline::Link {
  std::string server, host, port;
  std::function<void()> wake;
  WsClient client;
  std::thread thread;
  std::mutex mutex;
  std::vector<OnlineMessage> inbox;  // (guarded by mutex)

  // The network thread's own:
  WsClient::connection_ptr connection;  // the table's, while there is one
  bool joined = false;                  // the server acknowledged the seat
  std::string room, token, game, lang = "en", closing;
  bool leaving = false;
  bool fresh = false;  // the seat is new (not taken up again): the app is told the room
  Clock::time_point grace_end;
  int retry_ms = 500;
  std::unique_ptr<asio::steady_timer> retry;

  void tell(std::string kind, std::string json) {
    {
      const std::lock_guard<std::mutex> hold(mutex);
      inbox.push_back({std::move(kind), std::move(json)});
    }
    if (wake) wake();
  }
  void tell_link(const std::string& state, const std::string& reason = "",
                 const std::string& detail = "") {
    std::string json = "{\"state\":" + json_quoted(state);
    if (!reason.empty()) {
      json += ",\"reason\":" + json_quoted(reason) + ",\"detail\":" + json_quoted(detail);
    }
    tell("link", json + "}");
  }

  void send(const std::string& bytes) {
    if (!connection || !joined) return;
    websocketpp::lib::error_code error;
    client.send(connection->get_handle(), bytes, websocketpp::frame::opcode::binary, error);
  }

  // Why the matchmaker refused, in the client's sentences (web/online.js has the same).
  void refused(const std::string& text) {
    std::smatch many;
    static const std::regex kMany("too many new tables: at most ([0-9]+)");
    if (text.find("is locked") != std::string::npos ||
        text.find("no free seat") != std::string::npos) {
      tell_link("closed", "this table is full: its seats are taken");
    } else if (text.find("not found") != std::string::npos) {
      tell_link("closed", "there is no such table on the game server (it may have ended)");
    } else if (std::regex_search(text, many, kMany)) {
      tell_link("closed", "too many new tables: at most {0} a minute; wait a minute and try again",
                many[1].str());
    } else {
      tell_link("closed", "the game server said: {0}", text);
    }
  }

  // (How to start it, only for a server on this machine: elsewhere, a player's words.)
  void no_answer() {
    const bool here = server.find("://localhost") != std::string::npos ||
                      server.find("://127.") != std::string::npos ||
                      server.find("://[::1]") != std::string::npos;
    if (here) {
      tell_link("closed",
                "the game server at {0} did not answer. To play online, start it with "
                "scripts/serve-online (or scripts/play --online); see the README, \"Playing "
                "online\"",
                server);
    } else {
      tell_link("closed",
                "the game server at {0} did not answer: online play is not open just now; try "
                "again later",
                server);
    }
  }

  // Asks the matchmaker (`method` on `target`, options `body`) for a seat and connects to it;
  // `reconnection`: the token's own part when the seat is taken up again.
  bool seat(const std::string& method, const std::string& target, const std::string& body,
            const std::string& reconnection = "") {
    const HttpAnswer answer =
        http_exchange(host, port, "POST", "/matchmake/" + method + "/" + target, body);
    if (answer.status == 0) {
      if (reconnection.empty()) no_answer();
      return false;
    }
    const std::optional<JsonValue> reply = read_json(answer.body, nullptr);
    const JsonValue* found = reply ? reply->find("room") : nullptr;
    if (found == nullptr) {
      if (reconnection.empty()) refused(reply ? reply->text_of("error") : answer.body);
      return false;
    }
    room = found->text_of("roomId");
    const std::string address = found->text_of("publicAddress");
    std::string uri = "ws://" + (address.empty() ? host + ":" + port : address) + "/" +
                      found->text_of("processId") + "/" + room +
                      "?sessionId=" + reply->text_of("sessionId");
    if (!reconnection.empty()) uri += "&reconnectionToken=" + reconnection;
    websocketpp::lib::error_code error;
    connection = client.get_connection(uri, error);
    if (error) {
      tell_link("closed", "the game server said: {0}", error.message());
      return false;
    }
    joined = false;
    client.connect(connection);
    return true;
  }

  void open(const std::string& method, const std::string& target, const std::string& body) {
    close_quietly();
    leaving = false;
    closing.clear();
    token.clear();
    fresh = true;
    seat(method, target, body);
  }

  void close_quietly() {
    if (!connection) return;
    WsClient::connection_ptr old = std::move(connection);
    joined = false;
    websocketpp::lib::error_code error;
    old->close(websocketpp::close::status::normal, "", error);
  }

  void on_message(websocketpp::connection_hdl handle, const WsClient::message_ptr& message) {
    if (!connection || client.get_con_from_hdl(handle) != connection) return;
    const ServerFrame frame = read_server_frame(message->get_payload());
    switch (frame.kind) {
      case FrameKind::joined: {
        token = room + ":" + frame.token;
        joined = true;
        send(join_acknowledgement());
        if (fresh) {
          tell("room",
               "{\"room\":" + json_quoted(room) + ",\"invite\":" +
                   json_quoted((game.empty() ? "" : "game=" + game + "&") + "join=" + room) + "}");
        }
        fresh = false;
        retry_ms = 500;
        if (lang != "en") send(room_message("lang", "{\"lang\":" + json_quoted(lang) + "}"));
        tell_link("open");
        return;
      }
      case FrameKind::message:
        if (frame.type == "closing") {
          const std::optional<JsonValue> said = read_json(frame.json, nullptr);
          closing = said ? said->text_of("reason") : "this online table is closed";
          return;
        }
        tell(frame.type, frame.json);
        return;
      case FrameKind::error:
        tell_link("closed", "the game server said: {0}", frame.error);
        return;
      case FrameKind::leave:
        close_quietly();
        return;
      case FrameKind::unreadable:
      case FrameKind::other:
        return;
    }
  }

  void on_closed(websocketpp::connection_hdl handle) {
    if (!connection || client.get_con_from_hdl(handle) != connection) return;
    connection.reset();
    const bool was_joined = joined;
    joined = false;
    if (!closing.empty()) {
      tell_link("closed", closing);
      closing.clear();
      room.clear();
      return;
    }
    if (leaving) return;
    if (!was_joined && token.empty()) {
      tell_link("closed", "the game server said: {0}", "the connection to the table failed");
      return;
    }
    tell_link("away");
    grace_end = Clock::now() + kGrace;
    come_back();
  }

  // A dropped connection: the seat is held; try again, less often, until the grace time is over.
  void come_back() {
    retry = std::make_unique<asio::steady_timer>(client.get_io_service(),
                                                 std::chrono::milliseconds(retry_ms));
    retry->async_wait([this](const asio::error_code& error) {
      if (error || connection || leaving || token.empty()) return;
      const size_t colon = token.find(':');
      const std::string id = token.substr(0, colon), own = token.substr(colon + 1);
      if (seat("reconnect", id, "{\"reconnectionToken\":" + json_quoted(own) + "}", own)) return;
      if (Clock::now() < grace_end) {
        retry_ms = std::min(retry_ms * 2, 4000);
        come_back();
      } else {
        token.clear();
        tell_link("closed",
                  "the connection to the online table did not come back: the game is lost");
      }
    });
  }

  void handle(const std::string& json) {
    const std::optional<JsonValue> asked = read_json(json, nullptr);
    if (!asked) return;
    const std::string what = asked->text_of("do");
    const std::string language = ",\"lang\":" + json_quoted(lang);
    if (what == "create") {
      const std::string query = asked->text_of("query");
      game = game_of_query(query);
      open("create", "table",
           "{\"query\":" + json_quoted(query) + language +
               ",\"public\":" + (asked->flag_of("public") ? "true" : "false") + "}");
    } else if (what == "anyone") {
      const std::string query = asked->text_of("query");
      game = game_of_query(query);
      open("joinOrCreate", "table",
           "{\"match\":" + json_quoted(asked->text_of("match")) +
               ",\"query\":" + json_quoted(query) + language + ",\"public\":true}");
    } else if (what == "join") {
      const std::string id = asked->text_of("room");
      static const std::regex kRoom("^[A-Za-z0-9_-]{1,40}$");
      if (!std::regex_match(id, kRoom))
        return refused("room \"" + id.substr(0, 40) + "\" not found");
      game.clear();
      open("joinById", id, "{" + language.substr(1) + "}");
    } else if (what == "tables") {
      const HttpAnswer answer =
          http_exchange(host, port, "GET", "/tables?game=" + asked->text_of("game"), "");
      tell("tables",
           answer.status == 200
               ? answer.body
               : "{\"error\":" + json_quoted(answer.error.empty() ? answer.body : answer.error) +
                     "}");
    } else if (what == "language") {
      lang = asked->text_of("lang");
      send(room_message("lang", "{\"lang\":" + json_quoted(lang) + "}"));
    } else if (what == "act") {
      const int seq = asked->number_of("seq", -1);
      send(room_message("act", "{\"action\":" + json_quoted(asked->text_of("action")) +
                                   (seq >= 0 ? ",\"seq\":" + std::to_string(seq) : "") + "}"));
    } else if (what == "why") {
      send(room_message("why", "{\"from\":" + std::to_string(asked->number_of("from", -1)) +
                                   ",\"to\":" + std::to_string(asked->number_of("to", -1)) +
                                   ",\"index\":" + std::to_string(asked->number_of("index", -1)) +
                                   "}"));
    } else if (what == "again") {
      send(room_message("again", ""));
    } else if (what == "leave") {
      leaving = true;
      token.clear();
      send(room_message("leave", ""));
      send(leave_frame());
    }
  }
};

NativeOnline::NativeOnline(const std::string& server, std::function<void()> wake)
    : link_(std::make_unique<Link>()) {
  Link& l = *link_;
  std::tie(l.host, l.port) = server_host_port(server);
  if (l.host.empty()) {
    throw std::invalid_argument("the game server must be given as ws://HOST:PORT, not \"" +
                                server.substr(0, 60) + "\"");
  }
  l.server = server;
  l.wake = std::move(wake);
  l.client.clear_access_channels(websocketpp::log::alevel::all);
  l.client.clear_error_channels(websocketpp::log::elevel::all);
  l.client.init_asio();
  l.client.start_perpetual();
  l.client.set_message_handler([&l](websocketpp::connection_hdl h, WsClient::message_ptr m) {
    l.on_message(std::move(h), m);
  });
  l.client.set_close_handler([&l](websocketpp::connection_hdl h) { l.on_closed(std::move(h)); });
  l.client.set_fail_handler([&l](websocketpp::connection_hdl h) { l.on_closed(std::move(h)); });
  l.thread = std::thread([&l] { l.client.run(); });
}

NativeOnline::~NativeOnline() {
  Link& l = *link_;
  l.client.get_io_service().post([&l] {
    if (l.retry) l.retry->cancel();
    l.leaving = true;
    l.close_quietly();
  });
  l.client.stop_perpetual();
  // (The closing handshake gets its chance; a server that does not answer is not waited for.)
  const auto until = Clock::now() + std::chrono::seconds(2);
  while (!l.client.stopped() && Clock::now() < until) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  l.client.stop();
  l.thread.join();
}

void NativeOnline::request(const std::string& json) {
  Link& l = *link_;
  l.client.get_io_service().post([&l, json] { l.handle(json); });
}

std::vector<OnlineMessage> NativeOnline::take_messages() {
  const std::lock_guard<std::mutex> hold(link_->mutex);
  return std::exchange(link_->inbox, {});
}

}  // namespace rb::online_client
