// The C function through which the page's online client (web/online.js) hands the game the
// server's messages and its connection's state (online_receive.hpp). In the bundles of the games
// played online only.
#include <string>

#include "core/translation.hpp"
#include "online_client/online_receive.hpp"
#include "platform/browser_loop.hpp"
#include "platform/game_loop.hpp"
#include "platform/page_export.hpp"

extern "C" {

// Returns "" when taken, else why not (the client logs it).
RB_EXPORT const char* rb_online_receive(const char* kind, const char* json) {
  static std::string reply;
  rb::platform::GameLoop* loop = rb::platform::running_game();
  if (loop == nullptr) return "the game has not started yet";
  reply = rb::online_client::online_receive(loop->model, kind != nullptr ? kind : "",
                                            json != nullptr ? json : "", rb::platform::now_ms());
  rb::platform::wake_loop();
  return reply.c_str();
}

// One of the online client's sentences (web/online.js's tr()) in the table's language, "{0}"
// filled by `value`.
RB_EXPORT const char* rb_online_words(const char* english, const char* value) {
  static std::string words;
  words = rb::tr_fill(english != nullptr ? english : "", {value != nullptr ? value : ""});
  return words.c_str();
}

}  // extern "C"
