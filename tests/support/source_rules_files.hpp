// For the app's tests: the rules pages (app/ui/rules_page.hpp) read at once from the source tree,
// as the native program reads its copies beside it, and a way to show the rules panel's page.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/flow/app_model.hpp"
#include "app/ui/rules_page.hpp"
#include "rules_file.hpp"

namespace rb::test {

class SourceRulesFiles : public app::RulesFiles {
 public:
  explicit SourceRulesFiles(app::AppModel& model) : model_(model) {}
  void request(const std::string& file) override {
    requested.push_back(file);
    const std::optional<std::string> text = rules_file_text(file);
    if (text) {
      app::rules_file_read(model_, file, *text);
    } else {
      app::rules_file_failed(model_, file, file + " is not in the source tree");
    }
  }
  std::vector<std::string> requested;

 private:
  app::AppModel& model_;
};

// The open rules panel's page, read as the platform reads it once the panel is open.
inline void read_shown_rules(app::AppModel& m) {
  SourceRulesFiles files(m);
  app::request_shown_rules(m, files);
}

}  // namespace rb::test
