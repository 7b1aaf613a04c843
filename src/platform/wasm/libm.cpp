// Browser build only: exp, sin, cos, erfc, sinf, cosf and tanf for the C library, replacing musl's
// (wasm/math_series.hpp says how). The table's code calls the standard functions; the linker takes
// these definitions before the C library's, which it then leaves out. Compiled without LTO
// (CMakeLists.txt): the compiler may turn a call into an intrinsic whose library call only
// appears after LTO, when a definition inside it would already be gone.
#ifdef __EMSCRIPTEN__

#include "platform/wasm/math_series.hpp"

extern "C" {

double exp(double x) {
  return rb::wasm::exponential(x);
}
double sin(double x) {
  return rb::wasm::sine(x);
}
double cos(double x) {
  return rb::wasm::cosine(x);
}
double erfc(double x) {
  return rb::wasm::erfc_series(x);
}
float sinf(float x) {
  return float(rb::wasm::sine(x));
}
float cosf(float x) {
  return float(rb::wasm::cosine(x));
}
float tanf(float x) {
  return float(rb::wasm::sine(x) / rb::wasm::cosine(x));
}

}  // extern "C"

#endif
