// The scripted game of --selftest (see selftest.hpp): events are pushed into SDL's queue and the
// ordinary loop handles them, so the same code runs as when a person plays.
#ifndef __EMSCRIPTEN__  // (the native window's scripted self-test: the browser build leaves it out)
#include "platform/selftest.hpp"

#include <algorithm>
#include <cstdio>
#include <string>

#include "app/flow/session.hpp"
#include "app/input/drop_target.hpp"

namespace rb::platform {
namespace {

// The script's mouse: its events carry this device number, and while the script runs every other
// mouse event is dropped. The window shares its X display with other tests' windows (see
// tests/native/on_display.sh), whose coming and going moves the real pointer in and out of it:
// SDL reports that as motion, which would break a scripted drag half way.
constexpr Uint32 kScriptMouse = 0x5c1;

int only_script_mouse(void*, SDL_Event* event) {
  switch (event->type) {
    case SDL_MOUSEMOTION:
      return event->motion.which == kScriptMouse;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
      return event->button.which == kScriptMouse;
    case SDL_MOUSEWHEEL:
      return 0;
    default:
      return 1;
  }
}

// How long the computer may take over its turn before the script gives up on it (a limit for a
// broken game only: the script waits for the turn to come back, however many frames that takes).
constexpr double kComputerTurnLimitMs = 120000;

struct Script {
  GameLoop& loop;
  app::AppModel& m = loop.model;
  int failures = 0;

  void pump(int ticks = 3) {
    for (int i = 0; i < ticks; ++i) iterate(loop);
  }

  // Device pixels -> window units.
  int window_units(int device) const {
    int window_w = 0, window_h = 0, out_w = 0, out_h = 0;
    SDL_GetWindowSize(loop.window, &window_w, &window_h);
    SDL_GetRendererOutputSize(loop.renderer, &out_w, &out_h);
    return out_w > 0 ? device * window_w / out_w : device;
  }

  void mouse(Uint32 type, int x, int y) {
    SDL_Event e{};
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
      e.motion.windowID = SDL_GetWindowID(loop.window);
      e.motion.which = kScriptMouse;
      e.motion.x = window_units(x);
      e.motion.y = window_units(y);
      e.motion.state = SDL_BUTTON_LMASK;
    } else {
      e.button.windowID = SDL_GetWindowID(loop.window);
      e.button.which = kScriptMouse;
      e.button.button = SDL_BUTTON_LEFT;
      e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
      e.button.clicks = 1;
      e.button.x = window_units(x);
      e.button.y = window_units(y);
    }
    SDL_PushEvent(&e);
    pump(1);
  }

  void key(SDL_Keycode sym) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.windowID = SDL_GetWindowID(loop.window);
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = sym;
    SDL_PushEvent(&e);
    pump(1);
  }

  app::Rect top(int pile) const { return app::top_rect(m.layout, *m.game, pile); }
  const PileInfo& info(int pile) const { return m.table.piles[size_t(pile)]; }
  size_t actions() const { return m.game->engine()->record_actions().size(); }

  // A point on the card `index` of `pile` (-1: its top card) that no card above covers.
  std::pair<int, int> grab_point(int pile, int index) const {
    const int size = app::pile_size(m, pile);
    if (index < 0 || index >= size - 1) {
      const app::Rect r = top(pile);
      return {r.x + r.w / 2, r.y + r.h / 3};
    }
    const app::Rect r = app::card_rect(m.layout, pile, index, size);
    const app::Rect next = app::card_rect(m.layout, pile, index + 1, size);
    const int x = next.x != r.x ? (r.x + next.x) / 2 : r.x + r.w / 2;
    const int y = next.y != r.y ? (r.y + next.y) / 2 : r.y + r.h / 3;
    return {x, y};
  }

  void drag(int from, int to, int from_index = -1) {
    const app::Rect b = top(to);
    const auto [x0, y0] = grab_point(from, from_index);
    const int x1 = b.x + b.w / 2, y1 = b.y + b.h / 3;
    mouse(SDL_MOUSEBUTTONDOWN, x0, y0);
    for (int i = 1; i <= 8; ++i) {
      mouse(SDL_MOUSEMOTION, x0 + (x1 - x0) * i / 8, y0 + (y1 - y0) * i / 8);
    }
    mouse(SDL_MOUSEBUTTONUP, x1, y1);
    pump();
  }

  void click(int pile, int index = -1) {
    const auto [x, y] = grab_point(pile, index);
    mouse(SDL_MOUSEBUTTONDOWN, x, y);
    mouse(SDL_MOUSEBUTTONUP, x, y);
    pump();
  }

  void check(bool ok, const std::string& what) {
    std::fprintf(stderr, "selftest: %s %s\n", ok ? "ok  " : "FAIL", what.c_str());
    if (!ok) {
      ++failures;
      std::fprintf(stderr, "          message: %s\n", m.ui.message.c_str());
    }
  }

  // The human's legal card moves: onto their own piles (ending a turn) or elsewhere.
  std::vector<ActionCode> moves(bool onto_own) const {
    std::vector<ActionCode> legal, out;
    m.game->legal_actions(legal);
    for (const ActionCode a : legal) {
      const ActionLook look = m.game->talk()->look(a);
      if (look.gesture != Gesture::move) continue;
      if ((info(look.to).owner == app::kHumanSeat) == onto_own) out.push_back(a);
    }
    return out;
  }

  // A legal move of the human's that is not onto their own piles (one to a foundation when there
  // is one), if any.
  std::optional<ActionCode> building_move() const {
    std::optional<ActionCode> found;
    for (const ActionCode a : moves(false)) {
      if (info(m.game->talk()->look(a).to).foundation) return a;
      if (!found) found = a;
    }
    return found;
  }

  // Whether the record's action number `count` (from 1) is `a` (the table's own safe moves may
  // follow it).
  bool last_action_is(ActionCode a, size_t count) const {
    const std::vector<ActionCode> done = m.game->engine()->record_actions();
    return done.size() >= count && count > 0 && done[count - 1] == a;
  }

  void run() {
    // A deal where the human can build at once.
    for (uint64_t seed = 1; seed < 200; ++seed) {
      app::Settings s = m.settings;
      s.seed = seed;
      s.speed = app::Speed::instant;
      s.seats = app::Seats::human_vs_computer;
      app::new_game(m, s, now_ms());
      if (m.game->seat_in_turn() != app::kHumanSeat) continue;
      // A game whose turn starts by turning a card up (Pishe Pasha): turn it up first.
      if (!building_move()) {
        std::vector<ActionCode> legal;
        m.game->legal_actions(legal);
        for (const ActionCode a : legal) {
          if (m.game->talk()->look(a).gesture == Gesture::tap) {
            app::any_action(m, a, now_ms());
            break;
          }
        }
      }
      if (building_move()) break;
    }
    pump(4);
    std::fprintf(stderr, "selftest: %s, deal %llu\n", std::string(m.game->game_name()).c_str(),
                 static_cast<unsigned long long>(m.game_seed));

    if (const auto move = building_move()) {
      const size_t before = actions();
      const ActionLook look = m.game->talk()->look(*move);
      drag(look.from, look.to, look.from_index);
      check(last_action_is(*move, before + 1), "drag-and-drop: " + m.game->action_text(*move));
    }
    if (const auto move = building_move()) {
      const size_t before = actions();
      const ActionLook look = m.game->talk()->look(*move);
      click(look.from, look.from_index);
      click(look.to);
      check(last_action_is(*move, before + 1),
            "click, then click the target: " + m.game->action_text(*move));
    }
    {
      // An illegal drop: a face-up card of the human's onto a pile of another seat's that no
      // rule lets it go to.
      std::optional<int> from, to;
      for (int p = 0; p < m.pile_count() && !from; ++p) {
        if (info(p).owner == app::kHumanSeat && !app::pile_empty(m, p) &&
            app::top_card(m, p).face_up) {
          from = p;
        }
      }
      if (from) {
        const std::vector<int> targets = app::legal_targets(*m.game, *from);
        for (int p = 0; p < m.pile_count() && !to; ++p) {
          if (info(p).owner > 0 && m.layout.place(p).shown &&
              std::find(targets.begin(), targets.end(), p) == targets.end()) {
            to = p;
          }
        }
      }
      if (from && to) {
        const size_t before = actions();
        drag(*from, *to);
        check(
            actions() == before && m.ui.tone == app::MessageTone::refused && !m.ui.message.empty(),
            "an illegal drop is refused with a reason: \"" + m.ui.message + "\"");
      }
    }
    if (!m.game->talk()->call_label().empty()) {
      key(SDLK_SPACE);
      check(!m.ui.message.empty(),
            "Space calls (" + m.game->talk()->call_label() + "): \"" + m.ui.message + "\"");
    }
    if (app::human_may_act(m)) {
      std::vector<ActionCode> legal;
      m.game->legal_actions(legal);
      for (const ActionCode a : legal) {
        if (m.game->talk()->look(a).gesture != Gesture::tap) continue;
        const size_t before = actions();
        key(SDLK_u);
        check(last_action_is(a, before + 1), "U turns up: " + m.game->action_text(a));
        break;
      }
    }
    // End the turn: whatever card must go, onto the human's own pile, by a drag.
    for (const ActionCode a : moves(true)) {
      const size_t before = actions();
      const ActionLook look = m.game->talk()->look(a);
      drag(look.from, look.to, look.from_index);
      const std::vector<ActionCode> done = m.game->engine()->record_actions();
      check(done.size() > before && done[before] == a,
            "onto your own pile: " + m.game->action_text(a));
      break;
    }
    const double waited_from = now_ms();
    while (!m.game->over() && m.game->seat_in_turn() != app::kHumanSeat &&
           now_ms() - waited_from < kComputerTurnLimitMs) {
      pump(1);
    }
    check(m.game->over() || m.game->seat_in_turn() == app::kHumanSeat,
          "the computer played its turn");
    std::string error;
    const std::unique_ptr<GameState> replayed =
        m.module().load_record(m.game->engine()->record_text(), &error);
    check(replayed && replayed->same_as(*m.game), "the record replays to the table shown");
    check(m.ui.frames_drawn > 0, "frames were drawn: " + std::to_string(m.ui.frames_drawn));
  }
};

}  // namespace

int run_selftest(GameLoop& loop) {
  Script script{loop};
  SDL_SetEventFilter(only_script_mouse, nullptr);
  script.run();
  SDL_SetEventFilter(nullptr, nullptr);
  std::fprintf(stderr, "selftest: %s\n", script.failures == 0 ? "passed" : "FAILED");
  return script.failures == 0 ? 0 : 1;
}

}  // namespace rb::platform

#endif  // __EMSCRIPTEN__
