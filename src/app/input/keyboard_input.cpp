// Keys -> focus moves and intents (see keyboard_input.hpp).
#include "app/input/keyboard_input.hpp"

#include <algorithm>
#include <cstdlib>

#include "app/flow/session.hpp"
#include "app/input/drop_target.hpp"
#include "app/input/gesture_actions.hpp"
#include "app/input/pointer_input.hpp"
#include "app/text/focus_words.hpp"
#include "app/ui/panels.hpp"
#include "app/ui/toolbar.hpp"
#include "core/card.hpp"
#include "core/small_sort.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

struct Centre {
  long x, y;
};
Centre centre_of(const Rect& r) {
  return {r.x + r.w / 2, r.y + r.h / 2};
}

// A place a key may reach: laid out, and on the table now (Single-deck's tableau piles 5 to 8
// come with the second player's first turn: a review's Tab ringed bare felt there).
bool reachable(const Layout& layout, const GameState& state, int pile) {
  return layout.places[size_t(pile)].shown && state.talk()->place_shown(pile);
}

// The card a key picked up (Enter, a digit), for a screen reader's words.
std::string held_card_words(const AppModel& m) {
  const Hand& h = m.ui.hand;
  const int at = h.selected_index >= 0 ? h.selected_index : pile_size(m, *h.selected) - 1;
  return card_words(Card{uint8_t(m.game->talk()->card_at(*h.selected, at).card)});
}

void move_focus(AppModel& m, int to) {
  m.ui.focus = to;
  m.ui.focus_visible = true;
  m.ui.bar_focus = WidgetId::none;
  m.ui.dirty = true;
  m.ui.spoken = pile_focus_words(m, to);
  // (Where the card held would go: a review heard the piles, never the card in hand.)
  if (m.ui.hand.selected) {
    m.ui.spoken = tr_fill("{0}; you hold the {1}", {m.ui.spoken, held_card_words(m)});
  }
}

// A card picked up by a key, held until Enter puts it down; said (a review heard nothing).
void pick_up(AppModel& m, int pile, int index) {
  m.ui.hand.selected = pile;
  m.ui.hand.selected_index = index;
  m.ui.dirty = true;
  m.ui.spoken = tr_fill("Picked up the {0}: Enter on a pile puts it there, Esc puts it back.",
                        {held_card_words(m)});
}

void put_back(AppModel& m) {
  m.ui.hand.selected.reset();
  m.ui.dirty = true;
  m.ui.spoken = tr("Put back.");
}

// A button the keyboard reached, for a screen reader: its words.
void speak_button(AppModel& m, const std::vector<Widget>& widgets, WidgetId id) {
  for (const Widget& w : widgets) {
    if (w.id == id) m.ui.spoken = tr_fill("{0} (button)", {w.text});
  }
}

// The toolbar's buttons that can be pressed now, left to right (their WidgetIds).
std::vector<int> bar_buttons(const AppModel& m) {
  std::vector<int> ids;
  for (const Widget& w : toolbar_view(m).widgets) {
    if (w.clickable() && w.enabled) ids.push_back(int(w.id));
  }
  return ids;
}

// Tab's way round the table: the shown piles in reading order, then the toolbar's buttons (a
// pile as its number, a button as -1 - its place among them).
void tab_on(AppModel& m, int focus, bool shift) {
  if (m.ui.tab_from < 0) m.ui.tab_from = focus;
  // (In the coach's review, only the buttons: the table is looked at, not played.)
  std::vector<int> order = m.review ? std::vector<int>{} : focus_order(m);
  const std::vector<int> bar = bar_buttons(m);
  for (size_t i = 0; i < bar.size(); ++i) order.push_back(-1 - int(i));
  if (order.empty()) return;
  // (The first Tab shows the ring where the focus is: the person's own first pile at a new table,
  // not the computer's pile that reads first.)
  const bool shown = m.ui.focus_visible && m.ui.focus;
  int here = focus;
  for (size_t i = 0; shown && i < bar.size(); ++i) {
    if (bar[i] == int(m.ui.bar_focus)) here = -1 - int(i);
  }
  const auto it = std::find(order.begin(), order.end(), here);
  const int n = int(order.size());
  int i = it == order.end() ? 0 : int(it - order.begin());
  if (shown) i = (i + (shift ? n - 1 : 1)) % n;
  const int to = order[size_t(i)];
  move_focus(m, to >= 0 ? to : focus);
  if (to < 0) {
    m.ui.bar_focus = WidgetId(bar[size_t(-1 - to)]);
    speak_button(m, toolbar_view(m).widgets, m.ui.bar_focus);
  }
}

int start_focus(const AppModel& m) {
  return m.ui.hand.selected.value_or(first_focus(m));
}

// The human's click on a pile by key: U the one the game calls "Turn up", T "Turn over" (else
// any click), the legal one, else one the game refuses with its reason.
Intent tap_key(const AppModel& m, std::string_view label) {
  const ActionPick labelled = [](const GameState& s, ActionCode a, const void* w) {
    return s.talk()->look(a).gesture == Gesture::tap &&
           s.talk()->action_label(a) == *static_cast<const std::string_view*>(w);
  };
  std::optional<ActionCode> action = first_action(*m.game, false, labelled, &label);
  if (!action) {
    action = first_action(
        *m.game, false,
        [](const GameState& s, ActionCode a, const void*) {
          return s.talk()->look(a).gesture == Gesture::tap;
        },
        nullptr);
  }
  return action ? Intent::play(*action) : Intent{};
}

Intent panel_key(AppModel& m, Key key, bool shift) {
  if (key == Key::escape) return Intent::press(WidgetId::close);
  if (key == Key::s && m.ui.panel == Panel::stats) return Intent::press(WidgetId::stats);
  // (S and N press a panel's Statistics and New game, as the end's: the keys they are at the
  // table.)
  const WidgetId lettered = key == Key::s   ? WidgetId::stats
                            : key == Key::n ? WidgetId::new_game
                                            : WidgetId::none;
  for (const Widget& w : panel_buttons(m)) {
    if (w.id == lettered && lettered != WidgetId::none) return Intent::press(lettered);
  }
  if (m.ui.panel == Panel::rules || m.ui.panel == Panel::moves) {
    const double line = 40 * m.layout.dpr, page = m.layout.height * 0.8;
    switch (key) {
      case Key::up:
        scroll_rules(m, -line);
        return {};
      case Key::down:
        scroll_rules(m, line);
        return {};
      case Key::page_up:
        scroll_rules(m, -page);
        return {};
      case Key::page_down:
      case Key::space:
        scroll_rules(m, page);
        return {};
      case Key::home:
        scroll_rules(m, -1e9);
        return {};
      case Key::end:
        scroll_rules(m, 1e9);
        return {};
      case Key::enter:
        return Intent::press(WidgetId::close);
      default:
        return {};
    }
  }
  const std::vector<Widget> buttons = panel_buttons(m);
  if (buttons.empty()) return {};
  const int n = int(buttons.size());
  int& at = m.ui.panel_focus;
  const bool back = key == Key::left || key == Key::up || (key == Key::tab && shift);
  const bool forward = key == Key::right || key == Key::down || (key == Key::tab && !shift);
  if (back || forward) {
    at = at < 0 ? 0 : (at + (forward ? 1 : n - 1)) % n;
    speak_button(m, buttons, buttons[size_t(at)].id);
    reveal_panel_focus(m);
    m.ui.dirty = true;
    return {};
  }
  if ((key == Key::enter || key == Key::space) && at >= 0 && at < n) {
    return Intent::press(buttons[size_t(at)].id);
  }
  return {};
}

// Enter on the focused pile: like a click on it.
Intent enter_on(AppModel& m, int pile, double now) {
  Hand& h = m.ui.hand;
  if (h.selected) {
    const int from = *h.selected;
    if (from == pile) {
      put_back(m);
      return {};
    }
    h.selected.reset();
    m.ui.dirty = true;
    return move_intent(m, from, pile, h.selected_index);
  }
  if (const auto tap = tap_action(*m.game, pile)) return Intent::play(*tap);
  const int index = m.table.piles[size_t(pile)].hand ? pile_size(m, pile) - 1 : -1;
  // (A face-up card on a pile that is tapped, as the turned card on a reserve, is picked up when
  // it has somewhere to go; else the tap, refused in the game's words.)
  const bool face_up = !pile_empty(m, pile) && top_card(m, pile).face_up;
  if (!face_up || legal_targets(*m.game, pile, index).empty()) {
    if (const auto tap = tap_action(*m.game, pile, false)) return Intent::play(*tap);
  }
  if (!face_up) return {};
  if (const std::string why = why_human_waits(m, false); !why.empty()) {
    say(m, why, MessageTone::refused);
    return {};
  }
  if (refused_pick(m, pile, index)) return {};
  h.last_click_pile.reset();  // (a key is never half of a double click)
  (void)now;
  pick_up(m, pile, index);
  return {};
}

// A digit key: card `index` of the player's hand is picked, waiting for its target.
void take_from_hand(AppModel& m, int index) {
  for (int pile = 0; pile < m.pile_count(); ++pile) {
    const PileInfo& info = m.table.piles[size_t(pile)];
    if (!info.hand || info.owner != screen_seat(m)) continue;
    if (const int cards = pile_size(m, pile); index >= cards) {
      // (A key past the hand's last card says so: a review pressed 5 with three cards, silence.)
      say(m, tr_count(cards, "Your hand holds {0} card.|Your hand holds {0} cards."),
          MessageTone::refused);
      return;
    }
    if (const std::string why = why_human_waits(m, false); !why.empty()) {
      say(m, why, MessageTone::refused);
      return;
    }
    pick_up(m, pile, index);
    return;
  }
}

}  // namespace

bool tab_leaves_table(const AppModel& m, bool shift) {
  if (m.ui.panel != Panel::none) return false;
  if (!m.ui.focus_visible || !m.ui.focus) return shift;
  const std::vector<int> order = focus_order(m);
  if (shift)
    return order.empty() || (m.ui.bar_focus == WidgetId::none && *m.ui.focus == order.front());
  const std::vector<int> bar = bar_buttons(m);
  if (bar.empty())
    return order.empty() || (m.ui.bar_focus == WidgetId::none && *m.ui.focus == order.back());
  return int(m.ui.bar_focus) == bar.back();
}

std::vector<int> focus_order(const AppModel& m) {
  const Layout& layout = m.layout;
  std::vector<int> piles;
  for (int p = 0; p < int(layout.places.size()); ++p) {
    if (reachable(layout, *m.game, p)) piles.push_back(p);
  }
  small_sort(piles.begin(), piles.end(), [&](int a, int b) {
    const Rect ra = layout.place(a).base, rb = layout.place(b).base;
    return ra.y != rb.y ? ra.y < rb.y : ra.x < rb.x;
  });
  const auto own = std::find_if(piles.begin(), piles.end(), [&m](int p) {
    return m.ui.tab_from >= 0 ? p == m.ui.tab_from
                              : m.table.piles[size_t(p)].owner == screen_seat(m);
  });
  // (Rotated to start there by indices: std::rotate's code would be the page's only copy.)
  const size_t first = own == piles.end() ? 0 : size_t(own - piles.begin());
  std::vector<int> order;
  for (size_t i = 0; i < piles.size(); ++i) order.push_back(piles[(first + i) % piles.size()]);
  return order;
}

int focus_toward(const Layout& layout, const GameState& state, int from, Direction direction) {
  // Up and down go from row to row by the piles' places, left and right by their top cards (a
  // long fan's top card lies below its row's others: a review's Down went sideways to it).
  const bool vertical = direction == Direction::up || direction == Direction::down;
  const auto point = [&](int pile) {
    return centre_of(vertical ? layout.place(pile).base : top_rect(layout, state, pile));
  };
  const Centre here = point(from);
  int best = from;
  long best_cost = -1;
  for (int p = 0; p < int(layout.places.size()); ++p) {
    if (!reachable(layout, state, p) || p == from) continue;
    const Centre there = point(p);
    long along = 0, across = 0;
    switch (direction) {
      case Direction::left:
        along = here.x - there.x, across = there.y - here.y;
        break;
      case Direction::right:
        along = there.x - here.x, across = there.y - here.y;
        break;
      case Direction::up:
        along = here.y - there.y, across = there.x - here.x;
        break;
      case Direction::down:
        along = there.y - here.y, across = there.x - here.x;
        break;
    }
    if (along <= 0) continue;
    const long cost = along + 2 * std::labs(across);
    if (best_cost < 0 || cost < best_cost) {
      best = p;
      best_cost = cost;
    }
  }
  return best;
}

namespace {

// The coach's Review on the table: arrows (and Undo's and Redo's keys) step, Home and End go to
// the deal and the end, N goes to the next mistake and P to the one before, Escape closes it; the
// menu, rules and statistics keys work as ever.
std::optional<Intent> review_key(Key key) {
  switch (key) {
    case Key::left:
    case Key::z:
      return Intent::press(WidgetId::review_back);
    case Key::right:
    case Key::y:
    case Key::space:
    case Key::enter:
      return Intent::press(WidgetId::review_next);
    case Key::n:
      return Intent::press(WidgetId::review_mistake);
    case Key::p:
      return Intent::press(WidgetId::review_mistake_back);
    case Key::home:
      return Intent::press(WidgetId::review_first);
    case Key::end:
      return Intent::press(WidgetId::review_last);
    case Key::escape:
      return Intent::press(WidgetId::review_close);
    case Key::m:
    case Key::s:
    case Key::question:
    case Key::tab:
      return std::nullopt;
    default:
      return Intent{};
  }
}

}  // namespace

Intent key_down(AppModel& m, Key key, bool shift, double now) {
  if (m.ui.panel != Panel::none) return panel_key(m, key, shift);
  const int focus = m.ui.focus.value_or(start_focus(m));
  // (A toolbar button reached by Tab: Enter or Space presses it, Escape leaves it.)
  if (m.ui.bar_focus != WidgetId::none && m.ui.focus_visible) {
    const std::vector<int> bar = bar_buttons(m);
    if (std::find(bar.begin(), bar.end(), int(m.ui.bar_focus)) == bar.end()) {
      m.ui.bar_focus = WidgetId::none;  // (the button went, or cannot be pressed now)
      m.ui.dirty = true;
    } else if (key == Key::enter || key == Key::space) {
      return Intent::press(m.ui.bar_focus);
    }
    if (key == Key::escape && !m.review) {  // (in a review, Escape closes it: a review)
      m.ui.bar_focus = WidgetId::none;
      m.ui.dirty = true;
      return {};
    }
  }
  // (After a button reached by Tab: in a review too, a review found Tab doing nothing there.)
  if (m.review) {
    if (const std::optional<Intent> intent = review_key(key)) return *intent;
  }
  const auto go = [&](Direction d) {
    move_focus(
        m, m.ui.focus_visible && m.ui.focus ? focus_toward(m.layout, *m.game, focus, d) : focus);
    return Intent{};
  };
  switch (key) {
    case Key::left:
      return go(Direction::left);
    case Key::right:
      return go(Direction::right);
    case Key::up:
      return go(Direction::up);
    case Key::down:
      return go(Direction::down);
    case Key::tab:
      tab_on(m, focus, shift);
      return {};
    case Key::enter:
      if (!m.ui.focus_visible || !m.ui.focus) {
        move_focus(m, focus);
        return {};
      }
      return enter_on(m, focus, now);
    case Key::space:
    case Key::k:
      return Intent::press(WidgetId::call);
    case Key::u:
      return tap_key(m, tr("Turn up"));
    case Key::t:
      return tap_key(m, tr("Turn over"));
    case Key::p:
      return Intent::press(WidgetId::pass);
    case Key::c: {
      const int pile = m.ui.hand.selected.value_or(focus);
      const int index = m.ui.hand.selected ? m.ui.hand.selected_index : -1;
      m.ui.hand.selected.reset();
      return Intent::to_center(pile, index);
    }
    case Key::h:
      return Intent::press(WidgetId::hint);
    case Key::n:
      return Intent::press(WidgetId::new_game);
    case Key::r:
      return Intent::press(WidgetId::restart);
    case Key::m:
      return Intent::press(WidgetId::menu);
    case Key::s:
      return Intent::press(WidgetId::stats);
    case Key::z:
      return Intent::press(WidgetId::undo);
    case Key::y:
      return Intent::press(WidgetId::redo);
    case Key::question:
      return Intent::press(WidgetId::rules);
    case Key::escape:
      if (m.ui.hand.selected) {
        put_back(m);
      } else if (m.ui.focus_visible) {
        m.ui.focus_visible = false;
        m.ui.dirty = true;
      } else if (m.replay_of) {
        return Intent::press(WidgetId::watch_other);  // (back to the match)
      }
      return {};
    default:
      if (key >= Key::digit_1 && key <= Key::digit_9) {
        take_from_hand(m, int(key) - int(Key::digit_1));
      }
      return {};
  }
}

}  // namespace rb::app
