// The page's 2D canvas for the software renderer (see page_canvas.hpp).
#include "platform/page_canvas.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#include <emscripten/html5.h>

// clang-format off
// The pixels are shown straight from the wasm's memory: an ImageData over them (made again when
// they move or the memory grows), of which putImageData copies only the part asked for.
EM_JS(void, rb_js_present, (const void* pixels, int width, int height, int x, int y, int w, int h), {
  var shown = Module["rbShown"] || (Module["rbShown"] = {});
  var canvas = Module["canvas"];
  if (shown.canvas !== canvas) {
    shown.canvas = canvas;
    shown.context = canvas.getContext("2d", {"alpha": false});
    shown.image = null;
  }
  if (!shown.context) return;
  if (!shown.image || shown.buffer !== HEAPU8.buffer || shown.at !== pixels ||
      shown.image.width !== width || shown.image.height !== height) {
    shown.image = new ImageData(new Uint8ClampedArray(HEAPU8.buffer, pixels, width * height * 4),
                                width, height);
    shown.buffer = HEAPU8.buffer;
    shown.at = pixels;
  }
  shown.context.putImageData(shown.image, 0, 0, x, y, w, h);
});
// clang-format on

namespace rb::platform {

void canvas_pixel_size(int& width, int& height) {
  emscripten_get_canvas_element_size("#canvas", &width, &height);
}

void present_pixels(const SDL_Surface* pixels, const std::vector<SDL_Rect>& parts) {
  if (pixels == nullptr || pixels->pitch != pixels->w * 4) return;
  for (const SDL_Rect& part : parts) {
    rb_js_present(pixels->pixels, pixels->w, pixels->h, part.x, part.y, part.w, part.h);
  }
}

}  // namespace rb::platform
#endif
