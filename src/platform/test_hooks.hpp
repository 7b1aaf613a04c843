// C functions for the browser tests (exported from the test twins of the wasm bundles, not from the
// pages people load; callable natively too): where every pile lies, the game and UI state,
// frame-time statistics, and hooks that start a fixed game and play actions for either seat.
#pragma once

extern "C" {
const char* rb_layout_json();  // valid until the next call
const char* rb_state_json();   // see app/ui/state_json.hpp; valid until the next call
// Starts a new game with settings in URL-query form ("seed=7&speed=instant&seats=wait");
// unnamed settings keep their defaults (house, level 3, normal speed, human vs computer).
// Returns "" or what was wrong with the query (the game starts anyway).
const char* rb_test_new_game(const char* query);
// Plays an action in its text form ("move h2 c1", "turnup", "knock a") for whoever is in turn
// (a call, such as Russian Bank's knock, for its caller). Returns "" or the engine's reason.
const char* rb_test_apply(const char* action);
// {"frames":..,"paint_p95":..,...,"cards_ready":bool} since the last reset (see
// platform/frame_stats.hpp); cards_ready: every card face has been rasterized.
const char* rb_frame_stats();
void rb_frame_stats_reset();
}
