// Emscripten library functions for the browser build, linked with --js-library
// (cmake/game_target.cmake): they replace Emscripten's own of the same name.
//
// SDL's Emscripten video driver calls emscripten_set_window_title (SDL_SetWindowTitle) and
// emscripten_get_screen_size (its display mode). Emscripten 3.1.6 defines both in
// library_browser.js, where every function depends on its Browser object: its main loop, the
// preload plugins for images and audio, pointer lock and full screen for Module.canvas, and
// Module.requestFullscreen, createContext and the like, none of which the game or the page uses
// (8.6 KB of the JS glue, 3 KB gzipped). The same two functions without that dependency:
mergeInto(LibraryManager.library, {
  emscripten_set_window_title__deps: [],
  emscripten_set_window_title: function (title) {
    setWindowTitle(UTF8ToString(title));
  },
  emscripten_get_screen_size__deps: [],
  emscripten_get_screen_size: function (width, height) {
    {{{ makeSetValue('width', '0', 'screen.width', 'i32') }}};
    {{{ makeSetValue('height', '0', 'screen.height', 'i32') }}};
  },
});
