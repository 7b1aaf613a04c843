// The rules pages' files, read natively or fetched by the page (see rules_files.hpp).
#include "platform/rules_files.hpp"

#include <SDL.h>

#include <string>
#include <string_view>

#include "platform/browser_loop.hpp"
#include "platform/game_loop.hpp"
#include "platform/page_export.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>

// clang-format off
EM_JS(void, rb_js_fetch_rules, (const char* file_name), {
  var file = UTF8ToString(file_name);
  var answer = function(text, read) {
    ccall("rb_rules_file_arrived", null, ["string", "string", "number"], [file, text, read]);
  };
  fetch("rules/" + file)
    .then(function(response) {
      if (!response.ok) throw new Error("rules/" + file + " answered " + response.status);
      return response.text();
    })
    .then(function(text) { answer(text, 1); },
          function(error) { answer(String(error && error.message || error), 0); });
});
// clang-format on
#endif

namespace rb::platform {
namespace {

#ifdef __EMSCRIPTEN__
class FetchedRules : public app::RulesFiles {
 public:
  void request(const std::string& file) override { rb_js_fetch_rules(file.c_str()); }
};
#else
// The folder rules/ beside the program ("" when SDL cannot say where the program is).
std::string rules_folder() {
  char* base = SDL_GetBasePath();
  if (base == nullptr) return "rules/";
  std::string folder = std::string(base) + "rules/";
  SDL_free(base);
  return folder;
}

class FileRules : public app::RulesFiles {
 public:
  explicit FileRules(app::AppModel& model) : model_(model) {}
  void request(const std::string& file) override {
    const std::string path = rules_folder() + file;
    size_t size = 0;
    void* text = SDL_LoadFile(path.c_str(), &size);
    if (text == nullptr) {
      app::rules_file_failed(model_, file, path + " cannot be read (" + SDL_GetError() + ")");
      return;
    }
    app::rules_file_read(model_, file, std::string_view(static_cast<const char*>(text), size));
    SDL_free(text);
  }

 private:
  app::AppModel& model_;
};
#endif

}  // namespace

std::unique_ptr<app::RulesFiles> make_rules_files(app::AppModel& model) {
#ifdef __EMSCRIPTEN__
  (void)model;
  return std::make_unique<FetchedRules>();
#else
  return std::make_unique<FileRules>(model);
#endif
}

}  // namespace rb::platform

extern "C" {

// The page's answer to rb_js_fetch_rules: the file's text (`read` 1), or why it could not be
// fetched (0). The table shows it at once.
RB_EXPORT void rb_rules_file_arrived(const char* file, const char* text, int read) {
  rb::platform::GameLoop* loop = rb::platform::running_game();
  if (loop == nullptr || file == nullptr || text == nullptr) return;
  if (read != 0) {
    rb::app::rules_file_read(loop->model, file, text);
  } else {
    rb::app::rules_file_failed(loop->model, file, text);
  }
  rb::platform::wake_loop();
}

}  // extern "C"
