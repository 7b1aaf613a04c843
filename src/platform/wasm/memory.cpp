// Browser build only: memcpy, memmove and memset for the C library, as WebAssembly's bulk-memory
// instructions (memory.copy, memory.fill), replacing Emscripten's. The size-optimised (-Oz)
// link takes the C library's byte-by-byte loops, and the SVG rasterizer (nanosvg, in SDL2_image)
// clears and copies whole card-sized buffers with them while the page starts. This file is
// compiled with -mbulk-memory and without LTO (CMakeLists.txt), so each body is the single
// instruction; the linker takes these definitions before the C library's.
#if defined(__EMSCRIPTEN__) && defined(__wasm_bulk_memory__)

#include <cstddef>

extern "C" {

void* memcpy(void* to, const void* from, size_t size) {
  __builtin_memmove(to, from, size);  // memory.copy (which also allows overlap)
  return to;
}

void* memmove(void* to, const void* from, size_t size) {
  __builtin_memmove(to, from, size);
  return to;
}

void* memset(void* to, int value, size_t size) {
  __builtin_memset(to, value, size);  // memory.fill
  return to;
}

}  // extern "C"

#endif
