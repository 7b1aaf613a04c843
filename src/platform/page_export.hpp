// RB_EXPORT: a C function the page's JavaScript calls (kept and exported by Emscripten; a plain
// function natively).
#pragma once

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#define RB_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define RB_EXPORT
#endif
