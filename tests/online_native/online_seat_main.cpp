// A seat at an online table, played by a program through the native window's online client
// (src/online_client/native/) and the app's own online code, without a window: the browser test
// of a whole game between the native client and a page (tests/e2e/native_online.test.mjs) runs
// it. It joins the table, plays its seat's turns (a card to a center pile when it has one, else
// any action that is not a call, at random) until the game is over, and prints the end.
//
// Usage: online_seat --server ws://HOST:PORT --join ROOM --game NAME [--seed N] [--seconds S]
// Prints "seat S joined ROOM", then "over: <result>" and exits 0 when the game ended; 1 with the
// reason when the table closed or the time ran out; 2 on bad flags.
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>

#include "app/flow/online_play.hpp"
#include "app/flow/session.hpp"
#include "app/text/wording.hpp"
#include "core/json_text.hpp"
#include "core/random.hpp"
#include "online_client/native/native_online.hpp"
#include "online_client/online_receive.hpp"
#include "seat_action.hpp"

using namespace rb;

namespace {

std::mutex g_mutex;
std::condition_variable g_woken;
bool g_wake = false;

void wake() {
  {
    const std::lock_guard<std::mutex> hold(g_mutex);
    g_wake = true;
  }
  g_woken.notify_one();
}

double now_ms() {
  using namespace std::chrono;
  return double(duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count());
}

}  // namespace

int main(int argc, char** argv) {
  std::string server, room, game;
  uint64_t seed = 1;
  double seconds = 300;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i], value = argv[i + 1];
    if (flag == "--server")
      server = value;
    else if (flag == "--join")
      room = value;
    else if (flag == "--game")
      game = value;
    else if (flag == "--seed")
      seed = std::strtoull(value.c_str(), nullptr, 10);
    else if (flag == "--seconds")
      seconds = std::atof(value.c_str());
  }
  if (server.empty() || room.empty() || game.empty()) {
    std::fputs("usage: online_seat --server ws://HOST:PORT --join ROOM --game NAME [--seed N]\n",
               stderr);
    return 2;
  }
  app::Settings settings;
  if (const std::vector<std::string> errors =
          app::apply_query("game=" + game + "&speed=instant", settings);
      !errors.empty()) {
    std::fprintf(stderr, "online_seat: %s\n", errors[0].c_str());
    return 2;
  }
  settings.seed = 1;  // (the stand-in table until the server's first view)
  app::AppModel m;
  m.viewport = app::Viewport{1280, 800, 1};
  app::new_game(m, settings, now_ms());
  std::unique_ptr<online_client::NativeOnline> client;
  try {
    client = std::make_unique<online_client::NativeOnline>(server, wake);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "online_seat: %s\n", e.what());
    return 2;
  }
  online_client::online_receive(m, "hello", "", now_ms());
  online_client::online_receive(m, "join", "{\"room\":" + json_quoted(room) + "}", now_ms());
  client->request("{\"do\":\"join\",\"room\":" + json_quoted(room) + "}");
  Random random(seed);
  const double end = now_ms() + seconds * 1000;
  bool told = false;
  for (;;) {
    for (const std::string& request : m.online_requests) client->request(request);
    m.online_requests.clear();
    {
      std::unique_lock<std::mutex> hold(g_mutex);
      g_woken.wait_for(hold, std::chrono::milliseconds(200), [] { return g_wake; });
      g_wake = false;
    }
    const double now = now_ms();
    for (const online_client::OnlineMessage& message : client->take_messages()) {
      const std::string error = online_client::online_receive(m, message.kind, message.json, now);
      if (!error.empty())
        std::fprintf(stderr, "online_seat: %s: %s\n", message.kind.c_str(), error.c_str());
    }
    if (!m.online) {
      std::puts("the table is gone");
      return 1;
    }
    const app::OnlinePlay& o = *m.online;
    if (o.link == app::OnlinePlay::Link::closed) {
      std::printf("closed: %s\n", o.trouble.c_str());
      return 1;
    }
    if (!told && o.seat >= 0) {
      std::printf("seat %d joined %s\n", o.seat, o.room.c_str());
      std::fflush(stdout);
      told = true;
    }
    if (o.sequence >= 0 && m.game->over()) {
      std::printf("over: %s\n", app::result_words(m).c_str());
      return 0;
    }
    if (now > end) {
      std::puts("the time ran out");
      return 1;
    }
    if (app::human_may_act(m)) {
      if (const std::optional<ActionCode> action = test::foundation_first_action(m, random)) {
        const std::string refused = app::human_action(m, *action, now);
        if (!refused.empty()) std::fprintf(stderr, "online_seat: %s\n", refused.c_str());
      }
    }
  }
}
