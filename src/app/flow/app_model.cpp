// Window changes and random play for previews.
#include "app/flow/app_model.hpp"

#include <utility>

#include "app/input/gesture_actions.hpp"
#include "core/random.hpp"

namespace rb::app {
namespace {

// How much a random preview player likes an action: playing to a foundation first, then moving
// onto a fanned pile that holds cards (so a preview shows fans), then any other move or click,
// then a button of the game's own (ending a turn); never a call or giving up.
int preference(const AppModel& m, ActionCode action) {
  const ActionLook look = m.game->talk()->look(action);
  if (look.gesture == Gesture::call || look.gesture == Gesture::none) return 0;
  if (look.gesture == Gesture::button)
    return 1;  // (ending a turn at once, again and again,
               // would end a preview as a blocked game)
  if (look.gesture != Gesture::move) return 2;
  const PileInfo& to = m.table.piles[size_t(look.to)];
  if (to.foundation) return 4;
  if (to.fanned && m.game->talk()->pile_size(look.to) > 0 &&
      !m.table.piles[size_t(look.from)].fanned) {
    return 3;  // (fan to fan would ping-pong)
  }
  return to.owner == m.game->seat_in_turn() ? 1 : 2;
}

}  // namespace

bool people_here(const AppModel& m) {
  return people_here(m.settings, m.game->seat_count()) && !m.game->all_at_once();
}

int screen_seat(const AppModel& m) {
  if (!people_here(m)) return kHumanSeat;
  const int turn = m.game->seat_in_turn();
  if (person_plays(m.settings, turn)) return turn;
  return std::max(m.ui.viewer, 0);
}

bool table_hides_hands(const AppModel& m) {
  for (const PileInfo& pile : m.table.piles) {
    if (pile.hand && pile.owner >= 0) return true;
  }
  return false;
}

bool screen_waits_to_pass(const AppModel& m) {
  return people_here(m) && table_hides_hands(m) && !m.game->over() &&
         person_plays(m.settings, m.game->seat_in_turn()) && m.game->seat_in_turn() != m.ui.viewer;
}

int viewer_seat(const AppModel& m) {
  if (!people_here(m)) return kHumanSeat;
  if (!table_hides_hands(m)) return screen_seat(m);
  return screen_waits_to_pass(m) ? -1 : m.ui.viewer;
}

namespace {

// People on one screen with hidden hands: the person who took the screen last sits where seat A
// sits (their piles and box in seat A's cells, seat A's in theirs, and each pile shown as its
// counterpart was: fanned, squared with a count, or counted in the box), so that their hand lies
// whole before them as seat A's does, not squared at the top. A seat's piles are matched to seat
// A's in the order of their numbers.
void seat_viewer_below(AppModel& m) {
  const int viewer = m.ui.viewer;
  if (viewer <= kHumanSeat || !people_here(m) || !table_hides_hands(m)) return;
  std::vector<int> mine, theirs;  // (in the order of their numbers)
  for (size_t p = 0; p < m.table.piles.size(); ++p) {
    if (m.table.piles[p].owner == kHumanSeat) mine.push_back(int(p));
    if (m.table.piles[p].owner == viewer) theirs.push_back(int(p));
  }
  if (mine.size() != theirs.size()) return;
  for (size_t i = 0; i < mine.size(); ++i) {
    PileInfo& a = m.table.piles[size_t(mine[i])];
    PileInfo& b = m.table.piles[size_t(theirs[i])];
    std::swap(a.fanned, b.fanned);
    std::swap(a.count_badge, b.count_badge);
    std::swap(a.off_table, b.off_table);
  }
  for (TableArrangement* t : {&m.table.wide, &m.table.tall}) {
    if (size_t(viewer) >= t->seats.size()) continue;
    for (TableCell& cell : t->piles) {
      for (size_t i = 0; i < mine.size(); ++i) {
        if (cell.pile == mine[i]) {
          cell.pile = theirs[i];
          break;
        }
        if (cell.pile == theirs[i]) {
          cell.pile = mine[i];
          break;
        }
      }
    }
    std::swap(t->seats[0], t->seats[size_t(viewer)]);
  }
}

// Whether the game's bar holds more than Menu, Hint and a call: a solitaire's Undo, Redo and End
// game, or a button the game offers from the deal, which leave its message little room on a
// phone. (Russian Bank's Pass, for a turn with nothing to play, is seldom on the bar.)
bool crowded_bar(const GameState& game) {
  return game.seat_count() == 1 || !button_actions(game, true).empty();
}

}  // namespace

void lay_out(AppModel& model) {
  const Viewport& v = model.viewport;
  model.table = model.game->talk()->table();
  seat_viewer_below(model);
  // (A narrow window's bar in rows: a second and third row for the words, a review's and a
  // lesson's always, others' where the cards lose nothing by it; else a second row for them
  // where the cards lose nothing, or little in a crowded bar. A wider one's review: a second.)
  const double bar = toolbar_height_css(v.css_width, v.css_height);
  // (A wider window's review or lesson: the coach's or the lesson's words in a row of their own
  // below the buttons, which leave them too little room beside them. Reviews found them 9-11 px
  // tall there.)
  const bool wide_words = (model.review || model.lesson_game) && v.css_width >= kNarrowBarCss;
  model.layout =
      compute_layout(v.css_width, v.css_height, v.dpr, model.table, wide_words ? 2 * bar : bar);
  if (wide_words) {
    model.layout.toolbar_rows = 2;
  } else if (v.css_width < kNarrowBarCss) {
    Layout in_rows =
        compute_layout(v.css_width, v.css_height, v.dpr, model.table, kReviewBarRows * bar);
    if (model.review || model.lesson_game || in_rows.card_height >= model.layout.card_height) {
      in_rows.toolbar_rows = int(kReviewBarRows);
      model.layout = std::move(in_rows);
    } else if (Layout in_two =
                   compute_layout(v.css_width, v.css_height, v.dpr, model.table, 2 * bar);
               in_two.card_height >= model.layout.card_height ||
               (crowded_bar(*model.game) &&
                in_two.card_height >=
                    (model.game->all_at_once() ? kAllAtOnceBarCardShare : kTwoRowBarCardShare) *
                        model.layout.card_height)) {
      in_two.toolbar_rows = 2;
      model.layout = std::move(in_two);
    }
  }
  model.ui.flights.items.clear();  // their rectangles belong to the old layout
  model.ui.dirty = true;
}

void play_random_actions(AppModel& model, int count, uint64_t random_seed) {
  Random random(random_seed);
  std::vector<ActionCode> legal, best;
  for (int i = 0; i < count && !model.game->over(); ++i) {
    model.game->legal_actions(legal);
    best.clear();
    int best_preference = 1;
    for (const ActionCode action : legal) {
      const int p = preference(model, action);
      if (p > best_preference) best.clear();
      if (p >= best_preference) {
        best_preference = p;
        best.push_back(action);
      }
    }
    if (best.empty()) break;
    model.game->apply(best[random.below(uint32_t(best.size()))]);
  }
  model.ui.dirty = true;
}

void set_viewport(AppModel& model, const Viewport& viewport) {
  if (viewport == model.viewport) return;
  model.viewport = viewport;
  lay_out(model);
}

}  // namespace rb::app
