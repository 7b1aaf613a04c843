// The program's one loop, the same natively and in the browser: open the window, then call
// iterate() again and again (from a while loop natively, from animation frames and timers in the
// browser: browser_loop.hpp), then close. iterate() handles events, the window size and the clock
// (the computer's moves and calls, cards in flight), and draws a frame only when something changed
// or moves.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "app/flow/app_model.hpp"
#include "app/storage/keeper.hpp"
#include "app/ui/rules_page.hpp"
#include "platform/command_line.hpp"
#include "platform/frame_stats.hpp"
#include "platform/sdl_input.hpp"
#include "platform/sound_out.hpp"
#include "render/blit.hpp"
#include "render/render_cache.hpp"

namespace rb::platform {

struct GameLoop {
  LaunchOptions options;
  SDL_Window* window = nullptr;
  SDL_Renderer* renderer = nullptr;
  app::AppModel model;
  render::RenderCache cache;
  InputState input;
  FrameStats stats;
  bool running = true;
  int exit_code = 0;
  int glyphs_version = 0;                    // the model's glyphs_version the renderer has
  uint64_t paint_ticks = 0;                  // time spent painting, for the frame-cost summary
  uint64_t first_paint_ticks = 0;            // the first frame also rasterizes the card art
  double demo_end_ms = -1;                   // --demo-seconds, --seconds: when to stop
  std::string announced;                     // the message line last said to a screen reader
  std::string titled;                        // the game and language the window's title is of
  bool last_frame = false;                   // the frame being drawn is the last one
  std::unique_ptr<app::Storage> storage;     // where the keeper keeps things (none in test runs)
  app::Keeper keeper;                        // saves, settings and statistics between visits
  std::vector<app::Notice> opening_notices;  // the opening's, shown with the first frame
  std::unique_ptr<app::RulesFiles> rules_files;  // the rules pages (read when first shown)
  SoundOut sound;                                // the table's sounds
  // Without a GPU the software renderer draws (see --renderer and the page's `renderer` option):
  // natively into the window's own surface, in the browser into `pixels`, which the page's 2D
  // canvas shows. Either keeps the last frame: a frame redraws only where its draw list differs
  // from the last one's.
  bool software = false;
  // The software frame: in the browser its own RGBA pixels at the canvas's size, natively the
  // window's surface (SDL's: valid until the window's size changes).
  SDL_Surface* pixels = nullptr;
  int made_for_w = 0, made_for_h = 0;       // natively, the window's size in pixels it was made for
  std::unique_ptr<uint32_t[]> pixel_store;  // its pixels (SDL's surface would clear them first)
  bool surface_holds_frame = false;         // the surface holds the whole last frame
  render::DrawList last_draws;              // what the last frame drew
  uint64_t textures_destroyed = 0;          // render::textures_destroyed() after the last frame
  double last_frame_ms = 0;                 // when the last frame was drawn
  double first_tick_ms = -1;                // when the loop first ran
  int partial_frames = 0;                   // frames redrawn in part
  int redraw_mismatches = 0;                // --check-redraws: partial frames unlike a full redraw
};

// The loop's clock in milliseconds (SDL's performance counter).
double now_ms();

// Creates the window and renderer and deals the first game, as loop.options say. Returns an error
// message or "".
std::string open_game(GameLoop& loop);

// One tick: events, window size, the clock, and a frame if the table changed.
void iterate(GameLoop& loop);

// When the next tick is due after this one, in milliseconds: 0 at once (cards move, the
// computer thinks, a frame is to be drawn), -1 not until an event (nothing moves, thinks or is
// due), else when the game's next timer falls (the computer's move or call, the end panel).
int ms_until_next_tick(const GameLoop& loop);

// How long the native loop may sleep waiting for an event: as ms_until_next_tick, but at most
// 60 ticks a second while the software renderer draws (it has no vsync).
int idle_wait_ms(const GameLoop& loop);

void close_game(GameLoop& loop);

// The page is being hidden or closed: save the game now.
void save_game_now(GameLoop& loop);
// The page of another game asked for (the menu's New game, the embed API's new-game), the game in
// play saved first; nothing when none was asked for.
void load_asked_game(GameLoop& loop);

// The loop of the running program, for the test hooks (nullptr before open_game).
GameLoop* running_game();

}  // namespace rb::platform
