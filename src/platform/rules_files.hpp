// Where the table's rules pages come from (app/ui/rules_page.hpp): natively the folder rules/
// beside the program (the build copies every game's pages there), read at once; in the browser
// rules/ beside the page's bundles, fetched when the rules panel is first opened. The fetch's
// answer comes back through rb_rules_file_arrived, which wakes the loop once (no timer, no
// polling).
#pragma once

#include <memory>

#include "app/flow/app_model.hpp"
#include "app/ui/rules_page.hpp"

namespace rb::platform {

// The rules files for `model`'s table (natively answered into it at once; in the browser into the
// running game's model when the fetch settles).
std::unique_ptr<app::RulesFiles> make_rules_files(app::AppModel& model);

}  // namespace rb::platform
