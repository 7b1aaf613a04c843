// Two C functions for the browser tests (exported from the wasm module; callable natively too):
// how many frames were drawn, and where every pile lies, as JSON (see app/layout_json.hpp).
#pragma once

extern "C" {
int rb_frame_count();
const char* rb_layout_json();  // valid until the next call
}
