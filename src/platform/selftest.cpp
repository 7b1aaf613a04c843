// The scripted game of --selftest (see selftest.hpp): events are pushed into SDL's queue and the
// ordinary loop handles them, so the same code runs as when a person plays.
#include "platform/selftest.hpp"

#include <cstdio>
#include <string>

#include "app/drop_target.hpp"
#include "app/session.hpp"

namespace rb::platform {
namespace {

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
      e.motion.x = window_units(x);
      e.motion.y = window_units(y);
      e.motion.state = SDL_BUTTON_LMASK;
    } else {
      e.button.windowID = SDL_GetWindowID(loop.window);
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

  app::Rect top(PileId pile) const { return app::top_rect(m.layout, m.game, pile); }

  void drag(PileId from, PileId to) {
    const app::Rect a = top(from), b = top(to);
    const int x0 = a.x + a.w / 2, y0 = a.y + a.h / 3;
    const int x1 = b.x + b.w / 2, y1 = b.y + b.h / 3;
    mouse(SDL_MOUSEBUTTONDOWN, x0, y0);
    for (int i = 1; i <= 8; ++i) {
      mouse(SDL_MOUSEMOTION, x0 + (x1 - x0) * i / 8, y0 + (y1 - y0) * i / 8);
    }
    mouse(SDL_MOUSEBUTTONUP, x1, y1);
    pump();
  }

  void click(PileId pile) {
    const app::Rect r = top(pile);
    mouse(SDL_MOUSEBUTTONDOWN, r.x + r.w / 2, r.y + r.h / 2);
    mouse(SDL_MOUSEBUTTONUP, r.x + r.w / 2, r.y + r.h / 2);
    pump();
  }

  void check(bool ok, const std::string& what) {
    std::fprintf(stderr, "selftest: %s %s\n", ok ? "ok  " : "FAIL", what.c_str());
    if (!ok) {
      ++failures;
      std::fprintf(stderr, "          message: %s\n", m.ui.message.c_str());
    }
  }

  // A legal move of the human's that is not onto their own waste and breaks no rule (a move to
  // a center pile when there is one), if any.
  std::optional<Action> building_move() const {
    ActionList legal;
    legal_actions(m.game, legal);
    std::optional<Action> found;
    for (const Action& a : legal) {
      if (a.kind != ActionKind::move || a.to == waste_of(kPlayerA)) continue;
      if (pile_kind(a.to) == PileKind::center) return a;
      if (!found) found = a;
    }
    return found;
  }

  bool last_action_is(const Action& a, size_t count) const {
    return m.record.actions.size() == count && m.record.actions.back() == a;
  }

  void run() {
    // A deal where the human can build at once.
    for (uint64_t seed = 1; seed < 200; ++seed) {
      app::Settings s;
      s.seed = seed;
      s.speed = app::Speed::instant;
      app::new_game(m, s, now_ms());
      if (building_move()) break;
    }
    pump(4);
    std::fprintf(stderr, "selftest: deal %llu\n", static_cast<unsigned long long>(m.game_seed));

    if (const auto move = building_move()) {
      const size_t before = m.record.actions.size();
      drag(move->from, move->to);
      check(last_action_is(*move, before + 1), "drag-and-drop: " + to_string(*move));
    }
    if (const auto move = building_move()) {
      const size_t before = m.record.actions.size();
      click(move->from);
      click(move->to);
      check(last_action_is(*move, before + 1), "click, then click the target: " + to_string(*move));
    }
    {
      // An illegal drop: the waste's card onto the computer's reserve.
      const size_t before = m.record.actions.size();
      const PileId from = m.game.empty(waste_of(kPlayerA)) ? house_pile(0) : waste_of(kPlayerA);
      drag(from, reserve_of(kPlayerB));
      check(m.record.actions.size() == before && m.ui.tone == app::MessageTone::refused &&
                !m.ui.message.empty(),
            "an illegal drop is refused with a reason: \"" + m.ui.message + "\"");
    }
    {
      const size_t before = m.record.actions.size();
      key(SDLK_SPACE);
      check(m.record.actions.size() == before && !m.ui.message.empty(),
            "Space knocks; with nothing to knock on it says so: \"" + m.ui.message + "\"");
    }
    if (app::human_may_act(m) && !m.game.turned_card_waiting(kPlayerA) &&
        !m.game.empty(reserve_of(kPlayerA))) {
      const size_t before = m.record.actions.size();
      key(SDLK_u);
      check(last_action_is(Action::turn_up(), before + 1), "U turns up the reserve");
    }
    // End the turn: whatever card must go, onto the own waste, with the keyboard.
    ActionList legal;
    legal_actions(m.game, legal);
    for (const Action& a : legal) {
      if (a.kind != ActionKind::move || a.to != waste_of(kPlayerA)) continue;
      const size_t before = m.record.actions.size();
      drag(a.from, a.to);
      check(m.record.actions.size() > before && m.record.actions[before] == a,
            "onto your own waste ends the turn: " + to_string(a));
      break;
    }
    for (int i = 0; i < 400 && !m.game.over() && m.game.turn() != kPlayerA; ++i) pump(1);
    check(m.game.over() || m.game.turn() == kPlayerA, "the computer played its turn and passed");
    const ReplayOutcome replayed = replay(m.record);
    check(replayed.ok && replayed.state == m.game, "the record replays to the table shown");
    check(m.ui.frames_drawn > 0, "frames were drawn: " + std::to_string(m.ui.frames_drawn));
  }
};

}  // namespace

int run_selftest(GameLoop& loop) {
  Script script{loop};
  script.run();
  std::fprintf(stderr, "selftest: %s\n", script.failures == 0 ? "passed" : "FAILED");
  return script.failures == 0 ? 0 : 1;
}

}  // namespace rb::platform
