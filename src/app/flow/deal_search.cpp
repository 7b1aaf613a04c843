// Looking for a winnable deal between frames (see deal_search.hpp).
#include "app/flow/deal_search.hpp"

#include "app/flow/app_model.hpp"
#include "app/flow/hints.hpp"
#include "app/flow/session.hpp"
#include "app/text/table_talk.hpp"
#include "app/text/wording.hpp"
#include "core/random.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

constexpr int64_t kDealBudget = 150000;          // positions for one deal
constexpr int64_t kMostDealPositions = 3000000;  // for all the deals looked at
constexpr int64_t kDealWorkPerTick = 12000;      // positions between two frames

// Deal number `seed` to look at next, and its solver; false when the game has none.
bool look_at(AppModel& m, DealSearch& search, uint64_t seed) {
  search.settings.seed = seed;
  search.on_table = seed == m.game_seed && m.game;
  const std::unique_ptr<GameState> deal_state = deal(search.settings, search.settings.seed);
  if (!deal_state) return false;
  search.solver = game_of(search.settings).solver(*deal_state, kDealBudget);
  ++search.looked_at;
  return search.solver != nullptr;
}

bool look_at_next(AppModel& m, DealSearch& search, double now) {
  m.entropy ^= uint64_t(now * 1000) + uint64_t(search.looked_at);
  return look_at(m, search, splitmix64(m.entropy) % 1000000000 + 1);
}

void deal_found(AppModel& m, double now, bool proved) {
  const std::unique_ptr<DealSearch> search = std::move(m.deal_search);
  // (A hint asked of the deal shown meanwhile is one asked of the deal found.)
  const bool hint_asked = m.hinter != nullptr;
  // (The deal on the table won: it stays, with any move made meanwhile.)
  const bool keep_table = proved && search->on_table;
  if (!keep_table) new_game(m, search->settings, now);
  const long looked = long(search->looked_at);
  // (The deal on the table is named again: what was said meanwhile may be gone, as a review found
  // a message that began with this sentence's space.)
  say(m,
      (keep_table ? tr_fill("New game: {0}.", {deal_words(m)}) : m.ui.message) + " " +
          (proved ? tr_count(looked,
                             "The solver has won this deal ({0} deal looked at).|The "
                             "solver has won this deal ({0} deals looked at).")
                  : tr_count(looked,
                             "No winnable deal was found in time ({0} deal looked at); "
                             "this one is not proved.|No winnable deal was found in time "
                             "({0} deals looked at); this one is not proved.")),
      MessageTone::info);
  if (hint_asked && !keep_table) show_hint(m, now);
}

}  // namespace

bool start_deal_search(AppModel& m, const Settings& settings, double now, bool table_first) {
  if (!solvers_linked()) return false;
  auto search = std::make_unique<DealSearch>();
  search->settings = settings;
  if (!(table_first ? look_at(m, *search, m.game_seed) : look_at_next(m, *search, now))) {
    return false;
  }
  m.deal_search = std::move(search);
  say(m, tr("Looking for a winnable deal..."), MessageTone::info, true);
  m.ui.dirty = true;
  return true;
}

void search_deal(AppModel& m, double now) {
  if (!solvers_linked() || !m.deal_search) return;
  DealSearch& search = *m.deal_search;
  const int64_t before = search.solver->positions();
  const bool done = search.solver->run(kDealWorkPerTick);
  search.positions += search.solver->positions() - before;
  if (!done) return;
  if (search.solver->verdict() == SolveVerdict::winnable) {
    deal_found(m, now, true);
  } else if (search.positions >= kMostDealPositions || !look_at_next(m, search, now)) {
    deal_found(m, now, false);
  }
}

}  // namespace rb::app
