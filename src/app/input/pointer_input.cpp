// Pointer gestures -> intents (see pointer_input.hpp).
#include "app/input/pointer_input.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "app/flow/move_log.hpp"
#include "app/flow/online_play.hpp"
#include "app/flow/session.hpp"
#include "app/input/drop_target.hpp"
#include "app/text/wording.hpp"
#include "app/ui/panels.hpp"
#include "app/ui/toolbar.hpp"
#include "core/translation.hpp"
#include "core/voices.hpp"

namespace rb::app {
namespace {

// The pile under a point, as the game numbers it.
std::optional<int> pile_under(const Layout& layout, int x, int y) {
  return pile_at(layout, x, y);
}

int drag_threshold(const AppModel& m) {
  return std::max(3, int(std::lround(6 * m.layout.dpr)));
}

// Whether the pointer went further from where it was pressed than a click's wobble.
bool pulled(const AppModel& m, int x, int y) {
  const Hand& h = m.ui.hand;
  return std::abs(x - h.down_x) + std::abs(y - h.down_y) > drag_threshold(m);
}

// The card of `pile` under the point (the topmost whose rectangle holds it), or -1.
int card_under(const AppModel& m, int pile, int x, int y) {
  const int size = pile_size(m, pile);
  for (int i = size - 1; i >= 0; --i) {
    if (card_rect(m.layout, pile, i, size).contains(x, y)) return i;
  }
  return -1;
}

// The card a press on card `index` of `pile` takes, as a move's ActionLook::from_index: that
// card of a hand; a card below the top that a move of the game takes (with those above it);
// else the top card (-1).
int taken_index(const AppModel& m, int pile, int index) {
  if (index < 0) return m.table.piles[size_t(pile)].hand ? pile_size(m, pile) - 1 : -1;
  if (m.table.piles[size_t(pile)].hand) return index;
  if (index == pile_size(m, pile) - 1) return -1;
  const ActionLook taken{Gesture::move, pile, -1, index};  // (to any pile)
  return first_action(*m.game, false, picks_move, &taken) ? index : -1;
}

// Whether the card a press took shows its face (a card is picked up only face up).
bool taken_face_up(const AppModel& m, int pile, int index) {
  if (pile_empty(m, pile)) return false;
  return (index < 0 ? top_card(m, pile) : seen_card(m, pile, index)).face_up;
}

// The widgets a press may reach: the toolbar's, or an open panel's and, outside it, the toolbar's
// buttons that open a panel (Menu, Rules, Stats: one panel gives way to the other, where any
// other press outside a panel closes it).
const std::vector<Widget> widgets_under_hand(const AppModel& m) {
  if (m.ui.panel == Panel::none) {
    ToolbarView bar = toolbar_view(m);
    // (A press in the bar's margin above or below a button of its first row, which lies as far
    // from the bar's top as from the row's bottom, is the button's: a phone held sideways has 26
    // px buttons in a 36 px bar.)
    for (Widget& w : bar.widgets) {
      if (w.rect.y < w.rect.h) {
        w.rect.h += 2 * w.rect.y;
        w.rect.y = 0;
      }
    }
    // (A press on the message line opens the moves so far: what it told, and before.)
    // (Not drawn; the room between the buttons: it covers none of them.)
    if (moves_offered(m)) {
      Widget line;
      line.id = WidgetId::moves;
      line.rect = bar.message;
      bar.widgets.push_back(line);
    }
    return bar.widgets;
  }
  PanelView panel = panel_view(m);
  for (const Widget& w : toolbar_view(m).widgets) {
    const bool opens_panel =
        w.id == WidgetId::menu || w.id == WidgetId::rules || w.id == WidgetId::stats;
    if (opens_panel && w.enabled && !w.rect.overlaps(panel.box)) panel.widgets.push_back(w);
  }
  return panel.widgets;
}

// A click (press and release without dragging) on a pile, or on bare table.
Intent click_pile(AppModel& m, std::optional<int> pile, int index, double now) {
  Hand& h = m.ui.hand;
  if (pile && h.last_click_pile == pile && now - h.last_click_ms < kDoubleClickMs) {
    h.last_click_pile.reset();
    h.selected.reset();
    m.ui.dirty = true;
    return Intent::to_center(*pile, index);
  }
  h.last_click_pile.reset();
  if (h.selected) {
    const int from = *h.selected;
    const int from_index = h.selected_index;
    h.selected.reset();
    m.ui.dirty = true;
    if (!pile || *pile == from) return {};  // a second click on the card puts it down again
    return move_intent(m, from, *pile, from_index);
  }
  if (!pile) return {};
  const int p = *pile;
  if (const auto tap = tap_action(*m.game, p)) return Intent::play(*tap);
  if (pile_empty(m, p)) {
    // (An empty place a click would turn over, not now: refused, with the game's reason.)
    if (const auto tap = tap_action(*m.game, p, false)) return Intent::play(*tap);
    return {};
  }
  if (!taken_face_up(m, p, index)) {
    const int owner = m.table.piles[size_t(p)].owner;
    if (owner >= 0 && owner != screen_seat(m)) {
      // ("That is the computer's reserve.")
      const SeatVoice voice = voices(m)[size_t(owner)];
      const std::string kind(tr(m.table.piles[size_t(p)].word));
      say(m,
          voice.second_person ? tr_fill("That is your {0}.", {kind})
                              : tr_fill("That is {0} {1}.", {voice.possessive, kind}),
          MessageTone::refused);
    } else if (const auto tap = tap_action(*m.game, p, false)) {
      return Intent::play(*tap);  // refused, with the game's reason
    } else if (const std::string why = why_human_waits(m, false); !why.empty()) {
      say(m, sentence(why), MessageTone::refused);
    } else {
      say(m, tr("That card is face down: only face-up cards are played."), MessageTone::refused);
    }
    return {};
  }
  if (const std::string why = why_human_waits(m, false); !why.empty()) {
    say(m, sentence(why), MessageTone::refused);
    return {};
  }
  if (refused_pick(m, p, index)) return {};
  h.selected = p;
  h.selected_index = index;
  h.last_click_pile = p;
  h.last_click_ms = now;
  m.ui.dirty = true;
  return {};
}

}  // namespace

bool refused_pick(AppModel& m, int pile, int index) {
  const int owner = m.table.piles[size_t(pile)].owner;
  if (owner < 0 || owner == screen_seat(m) || !legal_targets(*m.game, pile, index).empty()) {
    return false;
  }
  // Another's pile with no move of the person's from it: the game's reason, before a target.
  std::vector<ActionCode> actions;
  candidate_actions_of(*m.game, actions);
  for (const ActionCode a : actions) {
    const ActionLook look = m.game->talk()->look(a);
    if (look.gesture != Gesture::move || look.from != pile) continue;
    const std::string why = m.game->clone()->apply(a);
    if (why.empty()) return false;
    say(m, sentence(m.game->talk()->in_voices(why, voices(m))), MessageTone::refused);
    return true;
  }
  return false;
}

Intent move_intent(AppModel& m, int from, int to, int from_index) {
  if (const auto move = move_action(*m.game, from, to, from_index)) return Intent::play(*move);
  if (playing_online(m)) {
    ask_online_why(m, from, to, from_index);  // (the server's rules say why, as a refusal)
  } else {
    say(m, tr("A card cannot go there."), MessageTone::refused);
  }
  return {};
}

Rect held_card_rect(const AppModel& m) {
  const Hand& h = m.ui.hand;
  return Rect{h.x - h.grab_dx, h.y - h.grab_dy, m.layout.card_width, m.layout.card_height};
}

std::optional<int> held_pile(const AppModel& m) {
  return m.ui.hand.dragging ? m.ui.hand.down_pile : m.ui.hand.selected;
}

std::optional<HeldCards> held_cards(const AppModel& m) {
  const std::optional<int> pile = held_pile(m);
  if (!pile || pile_empty(m, *pile)) return std::nullopt;
  const int index = m.ui.hand.dragging ? m.ui.hand.down_index : m.ui.hand.selected_index;
  const int size = pile_size(m, *pile);
  const int first = index >= 0 ? std::min(index, size - 1) : size - 1;
  const int count = m.table.piles[size_t(*pile)].hand ? 1 : size - first;
  return HeldCards{*pile, first, count, index};
}

Intent pointer_down(AppModel& m, int x, int y, double /*now_ms*/) {
  Hand& h = m.ui.hand;
  h.down = true;
  h.down_x = h.x = x;
  h.down_y = h.y = y;
  h.dragging = false;
  h.down_widget = WidgetId::none;
  h.down_pile.reset();
  if (m.ui.focus_visible) {
    m.ui.focus_visible = false;
    m.ui.dirty = true;
  }
  if (const auto id = widget_at(widgets_under_hand(m), x, y)) {
    h.down_widget = *id;
    m.ui.dirty = true;
    return {};
  }
  if (m.ui.panel != Panel::none) return {};
  h.down_pile = pile_under(m.layout, x, y);
  h.down_index = -1;
  if (h.down_pile && !pile_empty(m, *h.down_pile)) {
    const int pile = *h.down_pile;
    h.down_index = taken_index(m, pile, card_under(m, pile, x, y));
    const int size = pile_size(m, pile);
    const Rect card = card_rect(m.layout, pile, h.down_index >= 0 ? h.down_index : size - 1, size);
    h.grab_dx = std::clamp(x - card.x, 0, card.w - 1);
    h.grab_dy = std::clamp(y - card.y, 0, card.h - 1);
  }
  return {};
}

Intent pointer_move(AppModel& m, int x, int y, double /*now_ms*/) {
  Hand& h = m.ui.hand;
  const int last_y = h.y;
  h.x = x;
  h.y = y;
  if (!h.down) return {};
  if (m.ui.panel != Panel::none && h.down_widget == WidgetId::none) {
    scroll_rules(m, last_y - y);
    return {};
  }
  if (h.down_pile && !h.dragging && m.ui.panel == Panel::none && pulled(m, x, y) &&
      taken_face_up(m, *h.down_pile, h.down_index) && human_may_act(m)) {
    h.dragging = true;  // the card leaves its pile and the legal targets light up
    h.selected.reset();
    h.last_click_pile.reset();
    m.ui.dirty = true;
  }
  if (h.dragging) m.ui.moved = true;
  return {};
}

Intent pointer_up(AppModel& m, int x, int y, double now_ms) {
  Hand& h = m.ui.hand;
  h.x = x;
  h.y = y;
  const bool was_down = h.down;
  h.down = false;
  if (h.down_widget != WidgetId::none) {
    const WidgetId id = h.down_widget;
    h.down_widget = WidgetId::none;
    m.ui.dirty = true;
    return widget_at(widgets_under_hand(m), x, y) == id ? Intent::press(id) : Intent{};
  }
  if (m.ui.panel != Panel::none) {
    const Rect box = panel_view(m).box;
    const bool outside = !box.contains(x, y) && !box.contains(h.down_x, h.down_y);
    return was_down && outside ? Intent::press(WidgetId::close) : Intent{};
  }
  if (h.dragging) {
    h.dragging = false;
    m.ui.dirty = true;
    const int from = *h.down_pile;
    const Rect card = held_card_rect(m);
    const auto target = drop_target(m.layout, card);
    if (!target || *target == from) return Intent::home(from, card, h.down_index);
    const std::optional<ActionCode> move = move_action(*m.game, from, *target, h.down_index);
    if (!move) {
      // (At home the game's candidate move is refused with its reason; online the server says it.)
      if (playing_online(m)) ask_online_why(m, from, *target, h.down_index);
      return Intent::home(from, card, h.down_index);
    }
    return Intent::play(*move, card);
  }
  if (!was_down) return {};
  if (h.down_pile && pulled(m, x, y)) {
    // A card pulled that did not leave its pile (face down, or not the person's time to play):
    // taken as a click on it, which says why.
    return click_pile(m, h.down_pile, h.down_index, now_ms);
  }
  const std::optional<int> pile = pile_under(m.layout, x, y);
  return click_pile(m, pile, pile ? taken_index(m, *pile, card_under(m, *pile, x, y)) : -1, now_ms);
}

void pointer_wheel(AppModel& m, double steps) {
  scroll_rules(m, steps * 48 * m.layout.dpr);
}

}  // namespace rb::app
