// Events and notices for the page (see page_events.hpp).
#include "platform/page_events.hpp"

#include <cstdio>

#include "core/json_text.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>

// clang-format off
EM_JS(void, rb_js_page_event, (const char* json), {
  // (Bracket names: the Closure Compiler must not rename what web/embed.js defines.)
  var page = window["rbPage"];
  if (page && page["onGameEvent"]) page["onGameEvent"](JSON.parse(UTF8ToString(json)));
});
EM_JS(void, rb_js_page_notice, (const char* text, const char* source), {
  var page = window["rbPage"];
  if (page && page["onNotice"]) page["onNotice"](UTF8ToString(text), UTF8ToString(source));
});
EM_JS(void, rb_js_copy_link, (const char* query), {
  var page = window["rbPage"];
  if (page && page["copyLink"]) page["copyLink"](UTF8ToString(query));
});
EM_JS(void, rb_js_online, (const char* request), {
  var page = window["rbPage"];
  if (page && page["online"]) page["online"](JSON.parse(UTF8ToString(request)));
});
EM_JS(void, rb_js_load_game, (const char* query), {
  var page = window["rbPage"];
  if (page && page["loadGame"]) page["loadGame"](UTF8ToString(query));
});
// clang-format on
#else
#include <SDL.h>

#include "platform/native_online_link.hpp"
#endif

namespace rb::platform {
namespace {

using rb::json_quoted;

// Who made an action or won: "you" (seat A), "person" (another person at this screen, or at an
// online table's other seat) or "computer" (online too, for a person who left the game).
std::string seat(int p, const app::AppModel& model) {
  if (p == app::kHumanSeat) return "you";
  if (app::playing_online(model)) {
    const app::OnlinePlay& online = *model.online;
    const int seats = int(online.seats.size());
    const bool computer =
        seats > 0 && online.seat >= 0 && online.computer_plays((online.seat + p) % seats);
    return computer ? "computer" : "person";
  }
  return app::people_here(model) && app::person_plays(model.settings, p) ? "person" : "computer";
}

// The game on the table: its name, preset, rule options set apart from the preset's (a
// solitaire's mode, say: {"mode":"common"}), level and deal.
std::string game_fields(const app::AppModel& model) {
  std::string options;
  for (const auto& [name, value] : model.settings.rule_options) {
    options += (options.empty() ? "" : ",") + json_quoted(name) + ":" + json_quoted(value);
  }
  return ",\"game\":" + json_quoted(model.settings.game) +
         ",\"preset\":" + json_quoted(model.settings.preset) + ",\"options\":{" + options +
         "},\"level\":" + std::to_string(model.settings.level) +
         ",\"seed\":" + std::to_string(model.game_seed);
}

void send(const std::string& json) {
#ifdef __EMSCRIPTEN__
  rb_js_page_event(json.c_str());
#else
  (void)json;
#endif
}

}  // namespace

std::string event_json(const app::GameEvent& event, const app::AppModel& model) {
  switch (event.kind) {
    case app::GameEventKind::new_game:
      return "{\"type\":\"newgame\"" + game_fields(model) +
             ",\"abandoned\":" + (event.abandoned ? "true" : "false") + "}";
    case app::GameEventKind::action:
      return "{\"type\":\"action\",\"by\":" + json_quoted(seat(event.by, model)) +
             ",\"auto\":" + (event.automatic ? "true" : "false") +
             ",\"action\":" + json_quoted(event.action) + ",\"card\":" + json_quoted(event.card) +
             ",\"message\":" + json_quoted(event.words) + "}";
    case app::GameEventKind::undo:
      return "{\"type\":\"undo\"}";
    case app::GameEventKind::call:
      // (web/embed.js posts it again as {"type":"knock",...}, its name before the rename.)
      return "{\"type\":\"call\",\"by\":" + json_quoted(seat(event.by, model)) +
             ",\"justified\":" + (event.justified ? "true" : "false") +
             ",\"missed\":" + json_quoted(event.missed) + "}";
    case app::GameEventKind::game_over: {
      const std::string winner =
          event.winner >= 0 ? json_quoted(seat(event.winner, model)) : "null";
      return "{\"type\":\"gameover\",\"winner\":" + winner +
             ",\"score\":" + std::to_string(event.score) +
             ",\"result\":" + json_quoted(event.words) + game_fields(model) + "}";
    }
  }
  return "{}";
}

void send_event(const app::GameEvent& event, const app::AppModel& model) {
  send(event_json(event, model));
}

void send_ready(const app::AppModel& model) {
  send("{\"type\":\"ready\"" + game_fields(model) + "}");
}

void copy_deal_link(const std::string& query) {
#ifdef __EMSCRIPTEN__
  rb_js_copy_link(query.c_str());
#else
  SDL_SetClipboardText(query.c_str());  // natively the query alone: the command line reads it
#endif
}

void online_request(const std::string& json) {
#ifdef __EMSCRIPTEN__
  rb_js_online(json.c_str());
#else
  native_online_request(json);          // (platform/native_online_link.hpp)
#endif
}

void load_game(const std::string& query) {
#ifdef __EMSCRIPTEN__
  rb_js_load_game(query.c_str());
#else
  (void)query;                          // natively every game is here: a new game of any of them is dealt at once
#endif
}

void send_notice(const app::Notice& notice) {
  const std::string text = app::notice_text(notice);
#ifdef __EMSCRIPTEN__
  rb_js_page_notice(text.c_str(), notice.source.data());
#endif
  std::fputs(("notice (" + std::string(notice.source) + "): " + text + "\n").c_str(), stderr);
}

}  // namespace rb::platform
