// Native: the renderer's output size divided by the requested pixel ratio. Browser: the canvas's
// CSS size and emscripten's devicePixelRatio, with the backing store resized to match.
#include "platform/viewport.hpp"

#include <algorithm>
#include <cmath>

#ifdef __EMSCRIPTEN__
#include <emscripten/html5.h>
#endif

namespace rb::platform {

#ifdef __EMSCRIPTEN__

namespace {
constexpr const char* kCanvas = "#canvas";
// The page's full-screen button lies over the toolbar's left end (web/index.html's
// #rb-fullscreen: 4 px from the left, about 24 px wide), and the toolbar's buttons begin after it:
// this much further right than the toolbar's own margin.
constexpr double kPageButtonCss = 26;
}  // namespace

void initial_window_size(int& css_width, int& css_height) {
  double w = 0, h = 0;
  emscripten_get_element_css_size(kCanvas, &w, &h);
  if (w >= 1 && h >= 1) {
    css_width = int(w);
    css_height = int(h);
  }
}

app::Viewport sync_viewport(SDL_Window* window, SDL_Renderer* renderer, double /*native_dpr*/) {
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size(kCanvas, &css_w, &css_h);
  const double dpr = emscripten_get_device_pixel_ratio();
  if (css_w < 1 || css_h < 1) return {};  // hidden page or canvas: keep the last layout

  // SDL keeps the window in whole CSS pixels and sizes the canvas at window size x its pixel
  // ratio; SDL_SetWindowSize also refreshes that ratio.
  const int window_w = std::max(1, int(css_w)), window_h = std::max(1, int(css_h));
  const int want_w = int(window_w * dpr), want_h = int(window_h * dpr);
  int sdl_w = 0, sdl_h = 0, canvas_w = 0, canvas_h = 0, out_w = 0, out_h = 0;
  SDL_GetWindowSize(window, &sdl_w, &sdl_h);
  SDL_GetRendererOutputSize(renderer, &out_w, &out_h);
  emscripten_get_canvas_element_size(kCanvas, &canvas_w, &canvas_h);
  if (sdl_w != window_w || sdl_h != window_h || out_w != want_w || out_h != want_h ||
      canvas_w != want_w || canvas_h != want_h) {
    SDL_SetWindowSize(window, window_w, window_h);
    emscripten_set_canvas_element_size(kCanvas, want_w, want_h);
    SDL_RenderSetViewport(renderer, nullptr);
  }
  return {css_w, css_h, dpr, kPageButtonCss};
}

#else

void initial_window_size(int& /*css_width*/, int& /*css_height*/) {}

app::Viewport sync_viewport(SDL_Window* window, SDL_Renderer* renderer, double native_dpr) {
  int window_w = 0, window_h = 0, out_w = 0, out_h = 0;
  SDL_GetWindowSize(window, &window_w, &window_h);
  SDL_GetRendererOutputSize(renderer, &out_w, &out_h);
  // A window the system scales (macOS, Wayland) has more pixels than window units.
  const double system_ratio = window_w > 0 ? double(out_w) / window_w : 1.0;
  const double dpr = native_dpr * system_ratio;
  return {out_w / dpr, out_h / dpr, dpr};
}

#endif

}  // namespace rb::platform
