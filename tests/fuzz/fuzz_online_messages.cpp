// libFuzzer target: the online game server's messages as a page's online client hands them to
// the game (online_client/online_receive.hpp). The first byte picks the kind, the rest is its
// text, given to a page seated at a real table (the server's own C++, src/server/online_table.hpp)
// after its first view. Any bytes are either taken or refused in words; a refused message leaves
// the table as it was, and nothing crashes.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "app/flow/app_model.hpp"
#include "app/flow/session.hpp"
#include "app/storage/settings.hpp"
#include "core/json_reader.hpp"
#include "online_client/online_receive.hpp"
#include "server/online_table.hpp"

extern "C" int rb_fuzz_online_messages(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  static constexpr const char* kKinds[] = {"view", "players", "refused", "link",  "room",
                                           "join", "table",   "over",    "create"};
  const std::string_view kind = kKinds[data[0] % (sizeof(kKinds) / sizeof(kKinds[0]))];
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  std::string error;
  (void)rb::read_json(text, &error);

  static const std::unique_ptr<rb::online::OnlineTable> table =
      rb::online::OnlineTable::deal("game=spite-and-malice", 7, &error);
  if (!table) std::abort();
  rb::app::AppModel page;
  page.viewport = rb::app::Viewport{800, 600, 1};
  rb::app::Settings settings;
  settings.game = "spite-and-malice";
  settings.preset = "two";
  settings.seed = 3;
  rb::app::new_game(page, settings, 0);
  using rb::online_client::online_receive;
  if (!online_receive(page, "hello", "", 0).empty()) std::abort();
  if (!online_receive(page, "join", R"({"room":"r"})", 0).empty()) std::abort();
  if (!online_receive(page, "view", table->view_json(1), 0).empty()) std::abort();
  const std::string before = page.game->observation(0);
  if (!online_receive(page, kind, text, 10).empty() && page.game->observation(0) != before) {
    std::abort();  // (a refused message changed the table)
  }
  // The page still answers the table's questions.
  std::vector<rb::ActionCode> legal;
  page.game->legal_actions(legal);
  for (const rb::ActionCode a : legal) (void)page.game->talk()->look(a);
  rb::app::update(page, 20);
  return 0;
}
