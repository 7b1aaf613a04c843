// A page's action for tests that play its seat: a legal one of its seat at random, a card to a
// foundation (a center pile) when there is one, never a call; with `buttons_last`, a button of its
// own only when nothing else is left, and then the first (Redeal before End: a race's players end
// their games as late as they can). Used by the online tests and the native online seat
// (tests/online_native/).
#pragma once

#include <optional>
#include <vector>

#include "app/flow/app_model.hpp"
#include "core/random.hpp"

namespace rb::test {

inline std::optional<ActionCode> foundation_first_action(const app::AppModel& page, Random& random,
                                                         bool buttons_last = false) {
  std::vector<ActionCode> legal, own, home, buttons;
  page.game->legal_actions(legal);
  for (const ActionCode a : legal) {
    const ActionLook look = page.game->talk()->look(a);
    if (look.gesture == Gesture::call) continue;
    (buttons_last && look.gesture == Gesture::button ? buttons : own).push_back(a);
    if (look.gesture == Gesture::move && look.to >= 0 &&
        page.table.piles[size_t(look.to)].foundation) {
      home.push_back(a);
    }
  }
  if (home.empty() && own.empty() && !buttons.empty()) return buttons.front();
  const std::vector<ActionCode>& from = !home.empty() ? home : !own.empty() ? own : buttons;
  if (from.empty()) return std::nullopt;
  return from[size_t(random.below(uint32_t(from.size())))];
}

}  // namespace rb::test
