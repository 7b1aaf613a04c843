// EM_JS functions in the browser; plain answers natively (see web_bridge.hpp).
#include "platform/web_bridge.hpp"

#include <SDL.h>

#include <algorithm>
#include <chrono>

#include "app/text/languages.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>

// clang-format off
EM_JS(int, rb_js_page_query, (char* buffer, int size), {
  var text = (typeof window !== "undefined" && window.location) ? window.location.search : "";
  if (size > 0) stringToUTF8(text, buffer, size);
  return lengthBytesUTF8(text);
});

EM_JS(int, rb_js_locales, (char* buffer, int size), {
  var n = typeof navigator !== "undefined" ? navigator : {};
  var text = (n.languages || [n.language || ""]).join(",");
  if (size > 0) stringToUTF8(text, buffer, size);
  return lengthBytesUTF8(text);
});

EM_JS(int, rb_js_reduced_motion, (), {
  try {
    return window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches
        ? 1 : 0;
  } catch (e) {
    return 0;
  }
});
EM_JS(void, rb_js_mark, (const char* name), {
  var stage = UTF8ToString(name);
  if (typeof performance !== "undefined" && performance["mark"]) performance["mark"](stage);
  if (Module["onStage"]) Module["onStage"](stage);  // the page's own (web/index.html)
});
EM_JS(void, rb_js_announce, (const char* text), {
  // A log: each line is added (a screen reader reads the new ones), the last 20 are kept. The
  // page has it from the start (web/index.html); made here for a page that has not.
  var live = document.getElementById("rb-live");
  if (!live) {
    live = document.createElement("div");
    live.id = "rb-live";
    live.setAttribute("aria-live", "polite");
    live.setAttribute("role", "log");
    live.style.cssText = "position:absolute;width:1px;height:1px;overflow:hidden;" +
                         "clip:rect(0 0 0 0);white-space:nowrap;";
    document.body.appendChild(live);
  }
  var line = document.createElement("p");
  line.textContent = UTF8ToString(text);
  live.appendChild(line);
  while (live.childNodes.length > 20) live.removeChild(live.firstChild);
});
EM_JS(void, rb_js_name_page, (const char* label, const char* lang), {
  var canvas = document.getElementById("canvas");
  if (canvas) canvas.setAttribute("aria-label", UTF8ToString(label));
  document.documentElement.lang = UTF8ToString(lang);
});
// clang-format on
#endif

namespace rb::platform {

std::string page_query() {
#ifdef __EMSCRIPTEN__
  // Whole, however long (the options parser says when it is too long): asked once for its
  // length, then into a buffer of that size.
  std::string query(size_t(rb_js_page_query(nullptr, 0)) + 1, '\0');
  const int length = rb_js_page_query(query.data(), int(query.size()));
  query.resize(size_t(length) < query.size() ? size_t(length) : query.size() - 1);
  return query;
#else
  return {};
#endif
}

std::string system_language() {
#ifdef __EMSCRIPTEN__
  std::string locales(size_t(rb_js_locales(nullptr, 0)) + 1, '\0');
  rb_js_locales(locales.data(), int(locales.size()));
  const char separator = ',';
#else
  // LANGUAGE lists the user's languages in order ("fr:en"); the others name one.
  std::string locales;
  for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
    if (const char* value = SDL_getenv(name); value != nullptr && *value != '\0') {
      locales = value;
      break;
    }
  }
  const char separator = ':';
#endif
  size_t at = 0;
  while (at < locales.size()) {
    const size_t end = std::min(locales.find(separator, at), locales.size());
    std::string code = app::language_of_locale(locales.substr(at, end - at).c_str());
    if (!code.empty()) return code;
    at = end + 1;
  }
  return {};
}

void announce(const std::string& text) {
#ifdef __EMSCRIPTEN__
  rb_js_announce(text.c_str());
#else
  (void)text;
#endif
}

void name_page(const std::string& label, const std::string& language) {
#ifdef __EMSCRIPTEN__
  rb_js_name_page(label.c_str(), language.c_str());
#else
  (void)label;
  (void)language;
#endif
}

bool prefers_reduced_motion() {
#ifdef __EMSCRIPTEN__
  return rb_js_reduced_motion() != 0;
#else
  return false;
#endif
}

void mark_stage(const char* name) {
#ifdef __EMSCRIPTEN__
  rb_js_mark(name);
#else
  (void)name;
#endif
}

uint64_t clock_entropy() {
  const auto since_epoch = std::chrono::system_clock::now().time_since_epoch();
  return uint64_t(std::chrono::duration_cast<std::chrono::microseconds>(since_epoch).count()) ^
         (uint64_t(SDL_GetPerformanceCounter()) << 17);
}

}  // namespace rb::platform
