// Mouse, finger, wheel and key events -> app input (see sdl_input.hpp).
#include "platform/sdl_input.hpp"

#include <cmath>
#include <optional>

#include "app/flow/commands.hpp"
#include "app/input/keyboard_input.hpp"
#include "app/input/pointer_input.hpp"

namespace rb::platform {
namespace {

constexpr double kMouseAfterTouchMs = 800;

// Window units (CSS pixels in the browser) -> device pixels.
double device_scale(SDL_Window* window, SDL_Renderer* renderer) {
  int window_w = 0, window_h = 0, out_w = 0, out_h = 0;
  SDL_GetWindowSize(window, &window_w, &window_h);
  SDL_GetRendererOutputSize(renderer, &out_w, &out_h);
  return window_w > 0 ? double(out_w) / window_w : 1.0;
}

std::optional<app::Key> key_of(const SDL_Keysym& key) {
  const bool shift = (key.mod & KMOD_SHIFT) != 0;
  switch (key.sym) {
    case SDLK_LEFT:
      return app::Key::left;
    case SDLK_RIGHT:
      return app::Key::right;
    case SDLK_UP:
      return app::Key::up;
    case SDLK_DOWN:
      return app::Key::down;
    case SDLK_TAB:
      return app::Key::tab;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
      return app::Key::enter;
    case SDLK_SPACE:
      return app::Key::space;
    case SDLK_ESCAPE:
      return app::Key::escape;
    case SDLK_PAGEUP:
      return app::Key::page_up;
    case SDLK_PAGEDOWN:
      return app::Key::page_down;
    case SDLK_HOME:
      return app::Key::home;
    case SDLK_END:
      return app::Key::end;
    case SDLK_k:
      return app::Key::k;
    case SDLK_u:
      return app::Key::u;
    case SDLK_t:
      return app::Key::t;
    case SDLK_c:
      return app::Key::c;
    case SDLK_p:
      return app::Key::p;
    case SDLK_h:
      return app::Key::h;
    case SDLK_n:
      return app::Key::n;
    case SDLK_r:
      return app::Key::r;
    case SDLK_m:
      return app::Key::m;
    case SDLK_s:
      return app::Key::s;
    case SDLK_z:
      return app::Key::z;
    case SDLK_y:
      return app::Key::y;
    case SDLK_F1:
    case SDLK_QUESTION:
      return app::Key::question;
    case SDLK_SLASH:
      return shift ? std::optional(app::Key::question) : std::nullopt;
    default:
      if (key.sym >= SDLK_1 && key.sym <= SDLK_9) {
        return app::Key(int(app::Key::digit_1) + int(key.sym - SDLK_1));
      }
      return std::nullopt;
  }
}

}  // namespace

bool handle_input(app::AppModel& m, InputState& input, SDL_Window* window, SDL_Renderer* renderer,
                  const SDL_Event& event, double now) {
  const auto mouse_ignored = [&](Uint32 which) {
    return which == SDL_TOUCH_MOUSEID || now - input.last_touch_ms < kMouseAfterTouchMs;
  };
  const double scale = device_scale(window, renderer);
  const auto at = [scale](double v) { return int(std::lround(v * scale)); };
  int out_w = 0, out_h = 0;
  SDL_GetRendererOutputSize(renderer, &out_w, &out_h);
  const auto finger_x = [&](float x) { return int(std::lround(double(x) * out_w)); };
  const auto finger_y = [&](float y) { return int(std::lround(double(y) * out_h)); };

  app::Intent intent;
  switch (event.type) {
    case SDL_MOUSEBUTTONDOWN:
      if (event.button.button != SDL_BUTTON_LEFT || mouse_ignored(event.button.which)) return true;
      intent = app::pointer_down(m, at(event.button.x), at(event.button.y), now);
      break;
    case SDL_MOUSEMOTION:
      if (mouse_ignored(event.motion.which)) return true;
      intent = app::pointer_move(m, at(event.motion.x), at(event.motion.y), now);
      break;
    case SDL_MOUSEBUTTONUP:
      if (event.button.button != SDL_BUTTON_LEFT || mouse_ignored(event.button.which)) return true;
      intent = app::pointer_up(m, at(event.button.x), at(event.button.y), now);
      break;
    case SDL_FINGERDOWN:
      input.last_touch_ms = now;
      if (input.finger_down) return true;  // a second finger does nothing
      input.finger_down = true;
      input.finger = event.tfinger.fingerId;
      intent = app::pointer_down(m, finger_x(event.tfinger.x), finger_y(event.tfinger.y), now);
      break;
    case SDL_FINGERMOTION:
      input.last_touch_ms = now;
      if (!input.finger_down || event.tfinger.fingerId != input.finger) return true;
      intent = app::pointer_move(m, finger_x(event.tfinger.x), finger_y(event.tfinger.y), now);
      break;
    case SDL_FINGERUP:
      input.last_touch_ms = now;
      if (!input.finger_down || event.tfinger.fingerId != input.finger) return true;
      input.finger_down = false;
      intent = app::pointer_up(m, finger_x(event.tfinger.x), finger_y(event.tfinger.y), now);
      break;
    case SDL_MOUSEWHEEL:
      app::pointer_wheel(
          m, event.wheel.preciseY != 0 ? -double(event.wheel.preciseY) : -double(event.wheel.y));
      return true;
    case SDL_KEYDOWN: {
      const auto key = key_of(event.key.keysym);
      if (!key) return true;
      intent = app::key_down(m, *key, (event.key.keysym.mod & KMOD_SHIFT) != 0, now);
      break;
    }
    default:
      return false;
  }
  app::perform(m, intent, now);
  return true;
}

}  // namespace rb::platform
