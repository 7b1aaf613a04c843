// localStorage through EM_JS in the browser (each key in the page's save slot, `slot=`, when it
// names one: web/index.html's rbSlot), files natively (see storage.hpp).
#include "platform/storage.hpp"

#include <SDL.h>

#include <cstdio>

#ifndef __EMSCRIPTEN__
#include <filesystem>
#include <fstream>
#include <sstream>
#else
#include <emscripten/emscripten.h>

// clang-format off
// Returns the value's length in bytes (copied when it fits), -1 when absent, -2 on an error
// (whose message is copied instead).
EM_JS(int, rb_js_storage_read, (const char* key, char* buffer, int size), {
  var text;
  try {
    text = window["localStorage"]["getItem"]((window["rbSlot"] ? window["rbSlot"] + ":" : "") +
                                            UTF8ToString(key));
    if (text === null) return -1;
  } catch (e) {
    stringToUTF8(String(e && e.name || e), buffer, size);
    return -2;
  }
  var length = lengthBytesUTF8(text);
  if (length < size) stringToUTF8(text, buffer, size);
  return length;
});
// (The value by its length: a broken save kept aside may hold a NUL, where UTF8ToString stops.
// UTF8Decoder is the runtime's TextDecoder, there with -sTEXTDECODER=2.)
EM_JS(int, rb_js_storage_write, (const char* key, const char* value, int length, char* error,
                                 int size), {
  try {
    window["localStorage"]["setItem"]((window["rbSlot"] ? window["rbSlot"] + ":" : "") +
                                      UTF8ToString(key),
                                      UTF8Decoder.decode(HEAPU8.subarray(value, value + length)));
    return 0;
  } catch (e) {
    stringToUTF8(String(e && e.name || e), error, size);
    return 1;
  }
});
// clang-format on
#endif

namespace rb::platform {
namespace {

#ifdef __EMSCRIPTEN__
class BrowserStorage : public app::Storage {
 public:
  std::optional<std::string> read(const std::string& key, std::string& error) override {
    std::string buffer(4096, '\0');
    int length = rb_js_storage_read(key.c_str(), buffer.data(), int(buffer.size()));
    if (length >= int(buffer.size())) {
      buffer = std::string(size_t(length) + 1, '\0');  // (string's assign(n, c): more code)
      length = rb_js_storage_read(key.c_str(), buffer.data(), int(buffer.size()));
    }
    if (length == -1) return std::nullopt;
    if (length < 0) {
      error = "localStorage: " + std::string(buffer.c_str());
      return std::nullopt;
    }
    buffer.resize(size_t(length));
    return buffer;
  }
  std::string write(const std::string& key, const std::string& value) override {
    char error[256] = {};
    if (rb_js_storage_write(key.c_str(), value.data(), int(value.size()), error,
                            int(sizeof error)) == 0) {
      return "";
    }
    return std::string("localStorage: ") + error;
  }
};
#else
// One file per key; the key's characters are letters, digits, '.', '-' (the keeper's own keys).
class FileStorage : public app::Storage {
 public:
  explicit FileStorage(std::string folder) : folder_(std::move(folder)) {
    // (A --keep folder not made yet is made: a review's first save went nowhere for want of it.)
    std::error_code made;
    if (!folder_.empty()) std::filesystem::create_directories(folder_, made);
  }
  std::optional<std::string> read(const std::string& key, std::string& error) override {
    if (folder_.empty()) {
      error = "no folder for saved games";
      return std::nullopt;
    }
    std::ifstream in(path(key), std::ios::binary);
    if (!in) return std::nullopt;
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  }
  std::string write(const std::string& key, const std::string& value) override {
    if (folder_.empty()) return "no folder for saved games";
    // Write a new file, then rename it over the old one: a crash never leaves half a save.
    const std::string target = path(key), fresh = target + ".new";
    {
      std::ofstream out(fresh, std::ios::binary | std::ios::trunc);
      out << value;
      if (!out.flush()) return "cannot write " + fresh;
    }
    if (std::rename(fresh.c_str(), target.c_str()) != 0) return "cannot replace " + target;
    return "";
  }

 private:
  std::string path(const std::string& key) const { return folder_ + key + ".txt"; }
  std::string folder_;
};
#endif

}  // namespace

std::unique_ptr<app::Storage> make_storage(const std::string& folder) {
#ifdef __EMSCRIPTEN__
  (void)folder;
  return std::make_unique<BrowserStorage>();
#else
  std::string where = folder;
  if (where.empty()) {
    if (char* pref = SDL_GetPrefPath("russian-bank", "russian-bank")) {
      where = pref;
      SDL_free(pref);
    }
  } else if (where.back() != '/') {
    where += '/';
  }
  return std::make_unique<FileStorage>(where);
#endif
}

}  // namespace rb::platform
