// open / iterate / close. A frame is drawn when the model is dirty or cards are moving (or on
// every tick when a fixed number of frames was asked for); when nothing moves, thinks or is due
// the loop sleeps until the next event or timer (natively in SDL_WaitEvent, in the browser
// between its events: see browser_loop.hpp).
#include "platform/game_loop.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <new>
#include <string>
#include <string_view>

#include "app/flow/session.hpp"
#include "app/sound/sound_cues.hpp"
#include "app/text/languages.hpp"
#include "app/text/table_talk.hpp"
#include "app/ui/panels.hpp"
#include "core/decimal_text.hpp"
#include "core/translation.hpp"
#include "platform/native_online_link.hpp"
#include "platform/page_canvas.hpp"
#include "platform/page_events.hpp"
#include "platform/rules_files.hpp"
#include "platform/storage.hpp"
#include "platform/viewport.hpp"
#include "platform/web_bridge.hpp"
#include "render/blit.hpp"
#include "render/card_art.hpp"
#include "render/frame_painter.hpp"
#include "render/screenshot.hpp"
#include "render/shape_textures.hpp"
#include "render/software_blend.hpp"

namespace rb::platform {
namespace {

GameLoop* g_running = nullptr;

// How long the first frame waits for the words of the page's language at most (a slow or lost
// answer then comes later, as a change of language).
constexpr double kWordsWaitMs = 3000;

#ifndef __EMSCRIPTEN__
void window_pixel_size(SDL_Window* window, int& w, int& h) {
#if SDL_VERSION_ATLEAST(2, 26, 0)
  SDL_GetWindowSizeInPixels(window, &w, &h);
#else
  SDL_GetWindowSize(window, &w, &h);
#endif
}
#endif

#ifdef __EMSCRIPTEN__
// The browser's frame and its pixels, given back.
void free_frame_pixels(GameLoop& loop) {
  if (loop.pixels != nullptr) SDL_FreeSurface(loop.pixels);
  loop.pixels = nullptr;
  loop.pixel_store.reset();
}
#endif

// The software renderer over that surface (made again when the window's size changes: the old
// surface is gone, and with it the renderer's textures).
std::string make_software_renderer(GameLoop& loop) {
  loop.cache.clear();
  render::set_blend_target(nullptr);
  if (loop.renderer != nullptr) SDL_DestroyRenderer(loop.renderer);
  loop.renderer = nullptr;
  loop.surface_holds_frame = false;
#ifdef __EMSCRIPTEN__
  // RGBA: the layout of a 2D canvas's ImageData, which present_pixels shows without converting.
  free_frame_pixels(loop);
  int width = 0, height = 0;
  canvas_pixel_size(width, height);
  width = std::max(1, width);
  height = std::max(1, height);
  // Not cleared: the first frame on them is drawn whole (surface_holds_frame is false).
  loop.pixel_store.reset(new (std::nothrow) uint32_t[size_t(width) * size_t(height)]);
  if (loop.pixel_store == nullptr) {
    return "no memory for a frame of " + std::to_string(width) + "x" + std::to_string(height) +
           " pixels";
  }
  loop.pixels = SDL_CreateRGBSurfaceWithFormatFrom(loop.pixel_store.get(), width, height, 32,
                                                   width * 4, SDL_PIXELFORMAT_RGBA32);
  SDL_Surface* surface = loop.pixels;
  if (surface == nullptr) {
    return std::string("SDL_CreateRGBSurfaceWithFormatFrom: ") + SDL_GetError();
  }
#else
  // The window system's own pixels (X11: a shared-memory image, of which a part can be sent),
  // not SDL's default of a GPU texture redrawn whole on every update.
  SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
  // (Asked for only here, once the renderer and the blend target that drew into the old surface
  // are gone: asking for it after the window's size changed frees the old one. A review's resized
  // window crashed when a frame's bounds were asked of it before the renderer was made again.)
  loop.pixels = nullptr;
  window_pixel_size(loop.window, loop.made_for_w, loop.made_for_h);
  SDL_Surface* surface = SDL_GetWindowSurface(loop.window);
  if (surface == nullptr) return std::string("SDL_GetWindowSurface: ") + SDL_GetError();
  loop.pixels = surface;
#endif
  loop.renderer = SDL_CreateSoftwareRenderer(surface);
  if (loop.renderer == nullptr) return std::string("SDL_CreateSoftwareRenderer: ") + SDL_GetError();
  // Our own blending into the window's pixels when they are XRGB/ARGB (see software_blend).
  render::set_blend_target(render::blendable_target(surface) ? surface : nullptr);
  loop.software = true;
  render::set_whole_shapes(true);
  return {};
}

#ifndef __EMSCRIPTEN__
// Whether SDL's GPU renderer draws through a software rasterizer (Mesa's llvmpipe or softpipe:
// no GPU, as under Xvfb), which then redraws and sends the whole window every frame.
bool gpu_renderer_is_software(SDL_Renderer* renderer) {
  SDL_RendererInfo info{};
  if (SDL_GetRendererInfo(renderer, &info) != 0 || info.name == nullptr) return false;
  if (std::string_view(info.name).rfind("opengl", 0) != 0) return false;
  using GetString = const unsigned char* (*)(unsigned);
  const auto get_string = reinterpret_cast<GetString>(SDL_GL_GetProcAddress("glGetString"));
  if (get_string == nullptr) return false;
  const auto* name = reinterpret_cast<const char*>(get_string(0x1F01));  // GL_RENDERER
  if (name == nullptr) return false;
  const std::string_view renderer_name(name);
  for (const char* software : {"llvmpipe", "softpipe", "Software Rasterizer", "SwiftShader"}) {
    if (renderer_name.find(software) != std::string_view::npos) return true;
  }
  return false;
}
#endif

void handle_event(GameLoop& loop, const SDL_Event& event) {
#ifndef __EMSCRIPTEN__
  // Ctrl+Q (Cmd+Q) closes the window as its close button does, the game kept.
  if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_q &&
      (event.key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0) {
    loop.running = false;
    return;
  }
#endif
  if (handle_input(loop.model, loop.input, loop.window, loop.renderer, event, now_ms())) return;
  switch (event.type) {
    case SDL_QUIT:
      loop.running = false;
      break;
    case SDL_WINDOWEVENT:
      // A resized canvas or window may have lost its pixels even when the layout is unchanged.
      if (event.window.event == SDL_WINDOWEVENT_EXPOSED ||
          event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
          event.window.event == SDL_WINDOWEVENT_RESIZED) {
        loop.model.ui.dirty = true;
      }
      break;
    case SDL_RENDER_TARGETS_RESET:
      loop.model.ui.dirty = true;
      break;
    case SDL_RENDER_DEVICE_RESET:  // every texture is gone
      loop.cache.clear();
      loop.model.ui.dirty = true;
      break;
    default:
      break;
  }
}

// Storage problems: the page shows each in a notice over the table; the native window has no such
// notices, so it says them on its message line too (kept until the player acts), besides stderr.
void report(app::AppModel& model, const std::vector<app::Notice>& notices) {
  for (const app::Notice& notice : notices) send_notice(notice);
#ifndef __EMSCRIPTEN__
  std::string words;
  for (const app::Notice& notice : notices) {
    words += (words.empty() ? "" : " ") + app::notice_text(notice);
  }
  if (!words.empty()) app::say(model, words, app::MessageTone::refused, true);
#else
  (void)model;
#endif
}

// Natively a plain run keeps the game in the user's data folder; a test run (a fixed deal, frames,
// screenshots, demos) keeps nothing unless --keep names a folder. The browser always keeps.
bool keeps_things(const LaunchOptions& options) {
#ifdef __EMSCRIPTEN__
  (void)options;
  return true;
#else
  if (options.keep == "none") return false;
  if (!options.keep.empty()) return true;
  return options.frames == 0 && options.screenshot.empty() && options.random_moves == 0 &&
         !options.selftest && options.demo_seconds == 0 && options.seconds == 0 &&
         options.panel.empty() && options.settings.seed == 0 &&
         options.settings.seats == app::Seats::human_vs_computer;
#endif
}

bool fixed_frames(const GameLoop& loop) {
#ifdef __EMSCRIPTEN__
  (void)loop;
  return false;  // (a flag of the native program)
#else
  return loop.options.frames > 0;
#endif
}

void print_frame_cost(const GameLoop& loop) {
  const int frames = loop.model.ui.frames_drawn;
  if (frames == 0) return;
  const double ms_per_tick = 1000.0 / double(SDL_GetPerformanceFrequency());
  const double later =
      frames > 1 ? double(loop.paint_ticks - loop.first_paint_ticks) / (frames - 1) * ms_per_tick
                 : 0.0;
  SDL_RendererInfo info{};
  SDL_GetRendererInfo(loop.renderer, &info);
  std::fputs(
      ("frames: " + std::to_string(frames) + " (" +
       std::string(info.name != nullptr ? info.name : "?") + " renderer), painting the first " +
       decimal_text(double(loop.first_paint_ticks) * ms_per_tick, 2, true) +
       " ms (rasterizes the cards), then " + decimal_text(later, 2, true) + " ms each\n")
          .c_str(),
      stderr);
}

// The software renderer's frame: the parts of the window where this frame's draw list differs
// from the last one's (see render/blit.hpp), within the window; `whole` when the surface does
// not hold the last frame, or textures were destroyed since (an address may have come back for
// another texture). No parts: nothing changed.
std::vector<SDL_Rect> changed_parts(GameLoop& loop, const render::DrawList& draws, bool& whole) {
  const SDL_Surface* surface = loop.pixels;
  const SDL_Rect window{0, 0, surface != nullptr ? surface->w : 0,
                        surface != nullptr ? surface->h : 0};
  whole = !loop.surface_holds_frame || loop.last_frame ||
          render::textures_destroyed() != loop.textures_destroyed;
  if (whole) return {window};
  std::vector<SDL_Rect> parts;
  for (const SDL_Rect& changed : render::changed_parts(loop.last_draws, draws)) {
    SDL_Rect part{0, 0, 0, 0};
    if (SDL_IntersectRect(&window, &changed, &part)) parts.push_back(part);
  }
  return parts;
}

#ifndef __EMSCRIPTEN__
// --check-redraws: the window's pixels after a partial redraw must be those of a full redraw of
// the same moment; reports where they first differ.
void check_partial_redraw(GameLoop& loop, double now) {
  SDL_Surface* surface = loop.pixels;
  if (surface == nullptr) return;
  const auto* pixels = static_cast<const uint8_t*>(surface->pixels);
  const std::vector<uint8_t> partial(pixels, pixels + size_t(surface->pitch) * size_t(surface->h));
  render::paint_frame(loop.renderer, loop.model, loop.cache, now);
  SDL_RenderFlush(loop.renderer);
  if (std::memcmp(partial.data(), pixels, partial.size()) == 0) return;
  // The rectangle of the pixels that differ.
  const int bytes_per_pixel = surface->format->BytesPerPixel;
  int left = surface->w, top = surface->h, right = -1, bottom = -1;
  for (int y = 0; y < surface->h; ++y) {
    for (int x = 0; x < surface->w; ++x) {
      const size_t at = size_t(y) * size_t(surface->pitch) + size_t(x * bytes_per_pixel);
      if (std::memcmp(&partial[at], pixels + at, size_t(bytes_per_pixel)) == 0) continue;
      left = std::min(left, x), top = std::min(top, y);
      right = std::max(right, x), bottom = std::max(bottom, y);
    }
  }
  std::fprintf(stderr, "partial redraw %d differs from a full redraw in (%d, %d)-(%d, %d)\n",
               loop.partial_frames, left, top, right, bottom);
  ++loop.redraw_mismatches;
}
#endif

void draw_frame(GameLoop& loop, double now, double tick_start) {
  app::AppModel& model = loop.model;
  const bool animating = model.ui.flights.any() || model.ui.hand.dragging;
  const uint64_t start = SDL_GetPerformanceCounter();
  // With the software renderer: a dry run first, then only what changed is drawn.
  std::vector<SDL_Rect> parts;
  bool whole = true;
  if (loop.software) {
    render::DrawList draws;
    render::record_draws(&draws);
    render::paint_frame(loop.renderer, model, loop.cache, now);
    render::record_draws(nullptr);
    parts = changed_parts(loop, draws, whole);
    loop.last_draws = std::move(draws);
  }
  const bool partial = loop.software && !whole;
  if (partial) {
    for (const SDL_Rect& part : parts) {
      SDL_RenderSetClipRect(loop.renderer, &part);
      render::paint_frame(loop.renderer, model, loop.cache, now);
    }
    SDL_RenderSetClipRect(loop.renderer, nullptr);
  } else {
    render::paint_frame(loop.renderer, model, loop.cache, now);
  }
  loop.textures_destroyed = render::textures_destroyed();
  loop.last_frame_ms = now;
  const uint64_t painted = SDL_GetPerformanceCounter();
  const uint64_t ticks = painted - start;
  loop.paint_ticks += ticks;
  if (model.ui.frames_drawn == 0) loop.first_paint_ticks = ticks;
  ++model.ui.frames_drawn;
  if (model.ui.frames_drawn == 1) {
    // (The opening's notices, in the words the first frame waited for, before the page is
    // ready: a host reads the errors of its address first.)
    report(model, loop.opening_notices);
    loop.opening_notices.clear();
    send_ready(model);
  }
  model.ui.dirty = false;
  model.ui.moved = false;

  const bool last =
      (fixed_frames(loop) && model.ui.frames_drawn >= loop.options.frames) || loop.last_frame;
#ifndef __EMSCRIPTEN__
  if (last && !loop.options.screenshot.empty()) {
    const std::string error = render::save_screenshot(loop.renderer, loop.options.screenshot);
    if (!error.empty()) {
      std::fputs(("screenshot " + loop.options.screenshot + ": " + error + "\n").c_str(), stderr);
      loop.exit_code = 1;
    }
  }
  if (loop.software) {
    SDL_RenderFlush(loop.renderer);
    if (partial) {
      ++loop.partial_frames;
      if (loop.options.check_redraws) check_partial_redraw(loop, now);
      if (!parts.empty()) {
        SDL_UpdateWindowSurfaceRects(loop.window, parts.data(), int(parts.size()));
      }
    } else {
      SDL_UpdateWindowSurface(loop.window);
    }
    loop.surface_holds_frame = true;
  } else {
    SDL_RenderPresent(loop.renderer);
  }
#else
  // The browser always draws with the software renderer (see open_game). Its queue of state
  // changes is emptied, though it draws nothing.
  SDL_RenderFlush(loop.renderer);
  if (partial) ++loop.partial_frames;
  if (!partial) parts = {SDL_Rect{0, 0, loop.pixels->w, loop.pixels->h}};
  present_pixels(loop.pixels, parts);
  loop.surface_holds_frame = true;
#endif
  if (model.ui.frames_drawn == 1) mark_stage("rb-frame-1-drawn");
  const double ms = 1000.0 / double(SDL_GetPerformanceFrequency());
  if (g_keep_frame_stats && model.ui.frames_drawn > 1) {
    loop.stats.add(now_ms() - tick_start - double(SDL_GetPerformanceCounter() - start) * ms,
                   double(ticks) * ms, double(SDL_GetPerformanceCounter() - painted) * ms,
                   animating);
  }
  if (last) loop.running = false;
}

}  // namespace

double now_ms() {
  return double(SDL_GetPerformanceCounter()) * 1000.0 / double(SDL_GetPerformanceFrequency());
}

std::string open_game(GameLoop& loop) {
  const LaunchOptions& options = loop.options;
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  if (SDL_Init(SDL_INIT_VIDEO) != 0) return std::string("SDL_Init: ") + SDL_GetError();

  int css_w = options.width, css_h = options.height;
  initial_window_size(css_w, css_h);
  const auto scaled = [&](int css) { return int(css * options.dpr + 0.5); };
  loop.window = SDL_CreateWindow("Russian Bank", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                 scaled(css_w), scaled(css_h),
                                 SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (loop.window == nullptr) return std::string("SDL_CreateWindow: ") + SDL_GetError();
#ifdef __EMSCRIPTEN__
  // The browser: the software renderer, whose pixels the page's 2D canvas shows (see
  // page_canvas.hpp). No WebGL: with a GPU the 2D canvas is composited by it too, and without one
  // (a virtual machine, a blocked driver, a headless browser) every WebGL frame would be
  // rasterized in the browser's GPU process and read back whole for its software compositor.
  if (const std::string error = make_software_renderer(loop); !error.empty()) return error;
#else
  if (options.renderer != "software") {
    loop.renderer = SDL_CreateRenderer(loop.window, -1, SDL_RENDERER_PRESENTVSYNC);
    if (loop.renderer == nullptr) loop.renderer = SDL_CreateRenderer(loop.window, -1, 0);
    if (loop.renderer == nullptr) return std::string("SDL_CreateRenderer: ") + SDL_GetError();
  }
  const bool software = options.renderer == "software" ||
                        (options.renderer == "auto" && gpu_renderer_is_software(loop.renderer));
  if (software) {
    if (loop.renderer != nullptr) {
      // A window that held a GL renderer is made again for the plain surface.
      SDL_DestroyRenderer(loop.renderer);
      loop.renderer = nullptr;
      SDL_DestroyWindow(loop.window);
      loop.window = SDL_CreateWindow("Russian Bank", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                     scaled(css_w), scaled(css_h),
                                     SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
      if (loop.window == nullptr) return std::string("SDL_CreateWindow: ") + SDL_GetError();
    }
    if (const std::string error = make_software_renderer(loop); !error.empty()) return error;
  }
#endif

  app::AppModel& model = loop.model;
  model.measure = &art::text_width;
  model.entropy = clock_entropy();
  // Defaults, then what was kept from the last visit, then the URL's (or the flags') options.
  app::Settings settings;
  if (prefers_reduced_motion()) settings.reduced_motion = true;
  if (options.demo_seconds > 0) settings.seats = app::Seats::computer_both;
  if (keeps_things(options)) {
    loop.storage = make_storage(options.keep);
    loop.keeper.storage = loop.storage.get();
  }
  // Lay the table out for the window before the deal, so the first game starts at its size.
  const app::Viewport viewport = sync_viewport(loop.window, loop.renderer, options.dpr);
  if (viewport.css_width > 0) model.viewport = viewport;
#ifdef __EMSCRIPTEN__
  const std::string query = page_query();
#else
  const std::string query = options.query;
#endif
  model.system_language = system_language();
  // (Its notices are shown with the first frame, in the words of the page's language.)
  loop.opening_notices = app::open_table(loop.keeper, model, settings, query, now_ms());
#ifndef __EMSCRIPTEN__
  // (Flags of the native program: the page has none of these.)
  if (options.random_moves > 0) {
    app::play_random_actions(model, options.random_moves, model.game_seed);
  }
  if (const std::string error = start_native_online(loop, options.server, options.join);
      !error.empty()) {
    return error;
  }
  const double seconds = options.demo_seconds > 0 ? options.demo_seconds : options.seconds;
  if (seconds > 0) loop.demo_end_ms = now_ms() + seconds * 1000;
#endif
  loop.rules_files = make_rules_files(model);
#ifndef __EMSCRIPTEN__
  app::open_named_panel(model, options.panel);  // (--panel)
#endif
  g_running = &loop;
  return {};
}

namespace {

// The keeper's saves after what happened since the last tick; the game's events to the page and
// to screen readers; notices of storage problems.
void keep_up(GameLoop& loop) {
  std::vector<app::Notice> notices;
  bool message_said = false;
  for (const app::GameEvent& happened : app::keep_up(loop.keeper, loop.model, notices)) {
    send_event(happened, loop.model);
    if (const auto cue = app::cue_of_event(happened)) loop.model.ui.cues.push_back(*cue);
    // Every action and call is said to a screen reader, the human's own too. (A call's verdict is
    // the table's message in full, said below: not twice.)
    const bool verdict_said =
        happened.kind == app::GameEventKind::call && loop.model.ui.tone == app::MessageTone::call;
    if (!happened.words.empty() && happened.words != loop.announced && !verdict_said) {
      loop.announced = happened.words;
      announce(happened.words);
      // (The table's message is often the same words: said now, not again after the result.)
      if (happened.words == loop.model.ui.message) message_said = true;
    }
  }
  if (message_said) loop.announced = loop.model.ui.message;
  report(loop.model, notices);
}

// A run that draws a set number of frames, plays a script or takes a screenshot is a test: silent.
bool is_test_run(const LaunchOptions& options) {
#ifdef __EMSCRIPTEN__
  (void)options;
  return false;  // (flags of the native program)
#else
  return options.frames > 0 || options.selftest || options.seconds > 0 ||
         !options.screenshot.empty();
#endif
}

// The sounds of this tick, when sound is on.
void play_sounds(GameLoop& loop) {
  std::vector<app::Cue>& cues = loop.model.ui.cues;
  if (!cues.empty() && loop.model.settings.sound && !is_test_run(loop.options)) {
    loop.sound.play(cues);
  }
  cues.clear();
}

// The wheel is the game's only while a panel is open (a panel scrolls with it); at the table it
// scrolls the page as usual, and a host page around the embedded game with it. (SDL's browser
// wheel handler leaves a wheel event to the browser while the wheel's SDL events are off.)
void claim_wheel_for_panels(const app::AppModel& model) {
  const bool wanted = model.ui.panel != app::Panel::none;
  if (wanted != (SDL_EventState(SDL_MOUSEWHEEL, SDL_QUERY) == SDL_ENABLE)) {
    SDL_EventState(SDL_MOUSEWHEEL, wanted ? SDL_ENABLE : SDL_DISABLE);
  }
}

}  // namespace

void iterate(GameLoop& loop) {
  const double tick_start = now_ms();
  SDL_Event event;
  while (SDL_PollEvent(&event)) handle_event(loop, event);
#ifndef __EMSCRIPTEN__
  // A window whose size changed: the software renderer over its new surface, before anything asks
  // for the surface (which frees the old one) or draws.
  if (loop.software) {
    int w = 0, h = 0;
    window_pixel_size(loop.window, w, h);
    if (w != loop.made_for_w || h != loop.made_for_h) {
      if (const std::string error = make_software_renderer(loop); !error.empty()) {
        std::fprintf(stderr, "%s\n", error.c_str());
        loop.exit_code = 1;
        loop.running = false;
        return;
      }
      loop.model.ui.dirty = true;
    }
  }
  deliver_native_online(loop, tick_start);  // (the server's messages: native_online_link.hpp)
#endif
  const app::Viewport viewport = sync_viewport(loop.window, loop.renderer, loop.options.dpr);
#ifdef __EMSCRIPTEN__
  // A resized canvas (sync_viewport sizes it): the software renderer's pixels are made again.
  if (viewport.css_width > 0) {
    int width = 0, height = 0;
    canvas_pixel_size(width, height);
    if (width != loop.pixels->w || height != loop.pixels->h) {
      if (const std::string error = make_software_renderer(loop); !error.empty()) {
        SDL_Log("%s", error.c_str());
        loop.running = false;
        return;
      }
      loop.model.ui.dirty = true;
    }
  }
#endif
  if (viewport.css_width > 0) app::set_viewport(loop.model, viewport);
  const double now = now_ms();
  app::update(loop.model, now);
  app::request_shown_rules(loop.model, *loop.rules_files);  // (once the rules panel is open)
  if (loop.model.glyphs_version != loop.glyphs_version) {
    // Another language: its letters' glyphs, and every line of text set again.
    loop.glyphs_version = loop.model.glyphs_version;
    art::set_extra_glyphs(std::string(language_glyphs()));
    loop.cache.text.clear();
    loop.model.ui.dirty = true;
  }
  claim_wheel_for_panels(loop.model);
  // The first frame is drawn before the keeper's first writes (stats and settings on a first
  // visit: storage writes are slow in a browser), which then follow in the same tick.
  const bool first_frame = loop.model.ui.frames_drawn == 0;
  if (!first_frame) keep_up(loop);
  if (!loop.model.ui.clipboard_request.empty()) {
    copy_deal_link(loop.model.ui.clipboard_request);
    loop.model.ui.clipboard_request.clear();
  }
  for (const std::string& request : loop.model.online_requests) online_request(request);
  loop.model.online_requests.clear();
  load_asked_game(loop);
  const std::string language(language_code());
  if (std::string titled = loop.model.settings.game + " " + language; titled != loop.titled) {
    // The window's (in the browser, the page's) title names the game in play in the table's
    // language, and so does the page's canvas, in a page of that language (a review's screen
    // reader heard "Russian Bank card table" at every game, in English).
    loop.titled = std::move(titled);
    const std::string title(tr(loop.model.module().title()));
    SDL_SetWindowTitle(loop.window, title.c_str());
    name_page(tr_fill("{0} card table", {title}), language);
  }
  if (!loop.model.ui.spoken.empty()) {
    announce(loop.model.ui.spoken);
    loop.model.ui.spoken.clear();
  }
  if (loop.model.ui.message != loop.announced) {
    loop.announced = loop.model.ui.message;
    if (!loop.announced.empty() && !loop.model.ui.message_quiet) announce(loop.announced);
  }
  if (fixed_frames(loop)) loop.model.ui.dirty = true;
  // (The first frame waits a moment for the words of the page's language, not to flash English.)
  if (loop.first_tick_ms < 0) loop.first_tick_ms = now;
  const bool words_due =
      first_frame && app::words_on_their_way(loop.model) && now - loop.first_tick_ms < kWordsWaitMs;
  if (loop.running && !words_due && (loop.model.ui.dirty || loop.model.ui.moved)) {
    draw_frame(loop, now, tick_start);
  } else if (loop.model.ui.frames_drawn > 0 && !loop.model.ui.flights.any()) {
    // An idle tick: rasterize one more card face now rather than in the middle of a move.
    loop.cache.cards.make_one_more(loop.renderer);
  }
  if (first_frame) keep_up(loop);
  play_sounds(loop);
  if (loop.running && loop.demo_end_ms >= 0 && now >= loop.demo_end_ms) {
    loop.last_frame = true;  // one more frame (and the screenshot, if one was asked for)
    draw_frame(loop, now, tick_start);
    loop.running = false;
  }
}

int ms_until_next_tick(const GameLoop& loop) {
  if (loop.model.ui.dirty || loop.model.ui.moved || fixed_frames(loop) ||
      !loop.cache.cards.all_made()) {
    return 0;
  }
  const double now = now_ms();
  double next = app::next_wakeup_ms(loop.model, now);
  if (loop.demo_end_ms >= 0) next = next < 0 ? loop.demo_end_ms : std::min(next, loop.demo_end_ms);
  if (next < 0) return -1;
  return int(std::clamp(std::ceil(next - now), 0.0, 60000.0));
}

int idle_wait_ms(const GameLoop& loop) {
  const int wait = ms_until_next_tick(loop);
  // No vsync on the software renderer's surface: at most 60 ticks (and frames) a second.
  if (loop.software && wait == 0 && !fixed_frames(loop)) {
    return int(std::clamp(std::ceil(loop.last_frame_ms + 1000.0 / 60 - now_ms()), 0.0, 17.0));
  }
  return wait;
}

void close_game(GameLoop& loop) {
  if (fixed_frames(loop)) print_frame_cost(loop);
#ifndef __EMSCRIPTEN__
  stop_native_online();
  if (loop.options.stats) {
    const std::string renderer = loop.software
                                     ? "software renderer, " + std::to_string(loop.partial_frames) +
                                           " of them redrawn in part only"
                                     : "GPU renderer";
    std::fputs((std::to_string(loop.model.ui.frames_drawn) + " frames drawn in all (" + renderer +
                "); " + loop.stats.summary() + "\n")
                   .c_str(),
               stderr);
  }
#endif
#ifndef __EMSCRIPTEN__
  if (loop.options.check_redraws) {
    std::fputs((std::to_string(loop.partial_frames) + " frames redrawn in part, " +
                std::to_string(loop.redraw_mismatches) + " unlike a full redraw\n")
                   .c_str(),
               stderr);
    if (loop.partial_frames == 0 || loop.redraw_mismatches > 0) loop.exit_code = 1;
  }
#endif
  g_running = nullptr;
  loop.cache.clear();
  render::set_blend_target(nullptr);
  if (loop.renderer != nullptr) SDL_DestroyRenderer(loop.renderer);
#ifdef __EMSCRIPTEN__
  free_frame_pixels(loop);
#endif
  if (loop.window != nullptr) SDL_DestroyWindow(loop.window);
  loop.renderer = nullptr;
  loop.window = nullptr;
  loop.sound.close();
  SDL_Quit();
}

void load_asked_game(GameLoop& loop) {
  if (loop.model.ui.load_game_request.empty()) return;
  save_game_now(loop);  // (the game in play is kept for when its page is opened again)
  load_game(loop.model.ui.load_game_request);
  loop.model.ui.load_game_request.clear();
}

void save_game_now(GameLoop& loop) {
  std::vector<app::Notice> notices;
  app::save_now(loop.keeper, loop.model, notices);
  report(loop.model, notices);
}

GameLoop* running_game() {
  return g_running;
}

}  // namespace rb::platform
