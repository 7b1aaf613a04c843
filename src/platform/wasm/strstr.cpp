// Browser build only: strstr for the C library, replacing musl's. Its only caller is SDL2_image's
// SVG parser (nanosvg, through SDL_strstr), which looks for short words in short attribute
// values. musl's two-way search, with its byte-pair shortcuts, is about 1.3 KB of code (0.6 KB
// of the page, gzipped) for that; comparing at each position in turn does the same in a few
// lines. The linker takes this definition before the C library's, which it then leaves out.
#ifdef __EMSCRIPTEN__

#include <cstring>

extern "C" char* strstr(const char* haystack, const char* needle) {
  const size_t length = std::strlen(needle);
  for (;; ++haystack) {
    if (std::strncmp(haystack, needle, length) == 0) return const_cast<char*>(haystack);
    if (*haystack == '\0') return nullptr;
  }
}

#endif
