// Browser build only: sinf, cosf and tanf for the C library, replacing musl's. SDL2_image's SVG
// rasterizer (nanosvg) calls them for arcs and transforms of the card art, with angles of a turn
// or two; musl's reduce any float exactly, which links its big-argument reduction
// (__rem_pio2_large) and kernels, about 3 KB of wasm. The table's own sine (core/sine.hpp, to
// about 1e-11) is far more exact than a float needs. The linker takes these definitions before
// the C library's, which it then leaves out (as wasm_qsort.cpp does for qsort).
#ifdef __EMSCRIPTEN__

#include "core/sine.hpp"

extern "C" {

float sinf(float x) {
  return float(rb::sine(x));
}

float cosf(float x) {
  return float(rb::cosine(x));
}

float tanf(float x) {
  return float(rb::sine(x) / rb::cosine(x));
}

}  // extern "C"

#endif
