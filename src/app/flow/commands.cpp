// Intents -> session calls, panel changes and settings (see commands.hpp).
#include "app/flow/commands.hpp"

#include "app/flow/game_watch.hpp"
#include "app/flow/lesson_play.hpp"
#include "app/flow/review.hpp"
#include "app/flow/session.hpp"
#include "app/flow/take_back.hpp"
#include "app/input/drop_target.hpp"
#include "app/text/languages.hpp"
#include "app/text/table_talk.hpp"
#include "app/text/wording.hpp"
#include "app/ui/option_rows.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

// What a first press of a button that gives the game up says (a game of one player is not lost:
// its statistics count it as a game not won, as a review found).
std::string_view giving_up_words(const AppModel& m) {
  return m.game->seat_count() == 1
             ? tr("This gives the game up: it counts as a game not won. Press again to give it "
                  "up.")
             : tr("This gives the game up: it counts as lost. Press again to give it up.");
}

void slide_home(AppModel& m, int pile, const Rect& from, double now, int index) {
  m.ui.dirty = true;
  const double ms = pace_for(m.settings).home_ms;
  if (ms <= 0 || pile_empty(m, pile)) return;
  m.ui.flights.add(taken_cards_flights(m, pile, index, from, now, ms));
}

void open(AppModel& m, Panel panel) {
  m.ui.panel = panel;
  m.ui.panel_focus = m.ui.focus_visible ? 0 : -1;
  m.ui.hand.selected.reset();
  m.ui.panel_scroll = 0;
  m.ui.menu_page = MenuPage::game;
  m.ui.dirty = true;
}

// The menu's or the statistics' button: opens its panel, or closes it when it is open.
void toggle(AppModel& m, Panel panel) {
  if (m.ui.panel == panel) {
    m.ui.panel = Panel::none;
  } else {
    open(m, panel);
  }
}

// A page of the menu; the keyboard's focus stays on the page's tab.
void show_menu_page(AppModel& m, MenuPage page) {
  m.ui.menu_page = page;
  m.ui.panel_scroll = 0;
  if (m.ui.panel_focus >= 0) m.ui.panel_focus = page == MenuPage::game ? 0 : 1;
}

void next_table_colour(AppModel& m) {
  const auto next = TableColour((int(m.chosen.table) + 1) % kTableColourCount);
  m.chosen.table = next;
  m.settings.table = next;  // at once
}

void next_option(AppModel& m, WidgetId id) {
  const std::optional<std::string> name = option_name(game_of(m.chosen), id);
  if (!name) return;
  for (const OptionRow& row : option_rows(m.chosen)) {
    if (row.name == *name) {
      set_rule_option(m.chosen, *name, next_option_value(m.chosen, *name, row.value));
    }
  }
}

bool in_range(WidgetId id, WidgetId first, WidgetId last) {
  return int(id) >= int(first) && int(id) <= int(last);
}

// A preset or a game of the menu's choice rows; false for other widgets.
bool choose_row(AppModel& m, WidgetId id) {
  if (in_range(id, WidgetId::preset_first, WidgetId::preset_last)) {
    const auto presets = game_of(m.chosen).presets();
    const size_t i = size_t(id) - size_t(WidgetId::preset_first);
    if (i < presets.size()) choose_preset(m.chosen, std::string(presets[i]));
    return true;
  }
  if (in_range(id, WidgetId::game_first, WidgetId::game_last)) {
    const size_t i = size_t(id) - size_t(WidgetId::game_first);
    if (i < game_family().size()) choose_game(m.chosen, std::string(game_family()[i].name));
    return true;
  }
  return false;
}

// Reset statistics asks to be pressed again; the second press resets them.
void reset_stats(AppModel& m) {
  if (!m.ui.stats_reset_armed) {
    m.ui.stats_reset_armed = true;
    return;
  }
  m.ui.stats_reset_armed = false;
  m.stats.reset();
}

// Whether the game's button `action` ends the person's game unwon where that counts: End game
// alone, a loss in the statistics (for good where nothing takes it back: not `undoable`), or the
// person's part of a game played all at once (a match of solitaires), where the others play on.
bool ends_game_unwon(const AppModel& m, ActionCode action, bool undoable) {
  // (In a game of turns the button passes the turn, as Spite and Malice's End turn: a game that
  // it blocks ends by the rules' count, not by the person's choice to stop.)
  if ((m.game->seat_count() > 1 && !m.game->all_at_once()) || (undoable && m.uncounted())) {
    return false;
  }
  const std::unique_ptr<GameState> after = m.game->clone();
  if (!after->apply(action).empty()) return false;
  if (after->over()) return after->winner() != kHumanSeat;
  return after->all_at_once() && !after->may_act(kHumanSeat);
}

// The game's button `index` (0 or 1 of button_actions'), pressed: one that ends the person's game
// unwon asks to be pressed again first (End game alone ended it at one click, counted lost, where
// New game asked for a second press: a review).
void press_game_button(AppModel& m, size_t index, double now) {
  const std::vector<ActionCode> buttons = button_actions(*m.game, true);
  if (index >= buttons.size()) return;
  const ActionCode action = buttons[index];
  const bool armed = game_button_armed(m, index);
  const bool undoable = why_no_take_back(m).empty();
  m.ui.end_armed = -1;
  if (!armed && ends_game_unwon(m, action, undoable)) {
    m.ui.end_armed = int(index);
    m.ui.end_armed_at = m.game->talk()->action_count();
    say(m,
        undoable
            ? std::string(giving_up_words(m))
            : tr_fill("{0} ends your game, and it cannot be taken back. Press it again to end it.",
                      {m.game->talk()->action_label(action)}),
        MessageTone::refused, true);
    return;
  }
  // (Said, as a drag's card is seen to move: a redeal pressed showed no word of what it did.)
  const std::unique_ptr<GameState> before = m.game->clone();
  if (human_action(m, action, now).empty()) {
    say(m, sentence(before->talk()->action_words(action, voices(m))), MessageTone::info);
  }
}

void choose_sound(AppModel& m, bool on) {
  m.chosen.sound = on;
  m.settings.sound = on;  // at once
}

void choose_speed(AppModel& m, Speed speed) {
  m.chosen.speed = speed;
  m.settings.speed = speed;  // at once
}

// A new deal of the menu's chosen settings (New game, and the Online rows' buttons).
void new_chosen_game(AppModel& m, double now) {
  Settings next = m.chosen;
  next.seed = 0;
  new_game(m, next, now);
}

}  // namespace

void page_hidden(AppModel& m, double now) {
  // (Online the race is the server's: it goes on whatever this page does.)
  if (!m.game || !m.game->all_at_once() || m.game->over() || m.ui.paused ||
      panel_pauses_game(m.ui.panel) || playing_online(m)) {
    return;
  }
  update(m, now);  // (the game's clock counted up to now)
  open(m, Panel::menu);
  update(m, now);  // (and stopped)
}

namespace {

// The call made by the call button (Knock, Stop) and its keys: the person's at this screen; with
// people here, the first person's who may call now (in a game of two: the one not in turn).
std::optional<ActionCode> screen_call(const AppModel& m) {
  if (!people_here(m)) return call_action(*m.game, kHumanSeat);
  std::vector<ActionCode> legal;
  m.game->legal_actions(legal);
  for (const ActionCode a : legal) {
    if (m.game->talk()->look(a).gesture == Gesture::call &&
        person_plays(m.settings, m.game->actor(a))) {
      return a;
    }
  }
  // Nobody may call now: the call of the seat after the one in turn, which the game refuses in
  // its own words.
  return call_action(*m.game, (m.game->seat_in_turn() + 1) % m.game->seat_count());
}

// Resign, and New game or Restart in a game the person has played in (or online): the first press
// says what it costs and is held, the second does it. A resignation cannot be taken back; New
// game and Restart threw the game away, counted lost, in one press without a word (a review).
// (An online game has no record here: it is never counted so; it cannot be restarted, which
// restart_deal says.)
bool first_press_of_giving_up(AppModel& m, WidgetId id) {
  // (Online, every way to another table too: Open to anyone, Play anyone, a public table's Join;
  // not Restart, which an online game refuses at once.)
  const bool at_stake = id == WidgetId::resign ||
                        (id != WidgetId::restart && online_game_at_stake(m)) ||
                        counts_as_abandoned(*m.game, m.uncounted(), people_here(m));
  if (!at_stake || m.ui.give_up_armed == id) {
    m.ui.give_up_armed = WidgetId::none;
    return false;
  }
  m.ui.give_up_armed = id;
  say(m, giving_up_words(m), MessageTone::refused, true);
  return true;
}

}  // namespace

bool game_button_armed(const AppModel& m, size_t index) {
  // (In a race the others play on meanwhile: only the person's own play disarms it.)
  return m.ui.end_armed == int(index) &&
         (m.game->all_at_once() || m.ui.end_armed_at == m.game->talk()->action_count());
}

void press(AppModel& m, WidgetId id, double now) {
  m.ui.dirty = true;
  if (id != WidgetId::reset_stats) m.ui.stats_reset_armed = false;
  if (id != m.ui.give_up_armed) m.ui.give_up_armed = WidgetId::none;
  if (id != WidgetId::pass && id != WidgetId::pass_2) m.ui.end_armed = -1;
  switch (id) {
    case WidgetId::none:
      return;
    case WidgetId::menu:
      toggle(m, Panel::menu);
      if (m.ui.panel == Panel::menu && m.online_chosen && online_client_linked() &&
          m.online_client) {
        ask_public_tables(m);  // (the menu lists them: online_menu_rows)
      }
      return;
    case WidgetId::stats:
      toggle(m, Panel::stats);
      return;
    case WidgetId::reset_stats:
      reset_stats(m);
      return;
    case WidgetId::hint:
      show_hint(m, now);
      return;
    case WidgetId::rules:
      open(m, Panel::rules);
      return;
    case WidgetId::moves:
      open(m, Panel::moves);
      return;
    case WidgetId::pass: {
      if (!button_actions(*m.game, true).empty()) {
        press_game_button(m, 0, now);
        return;
      }
      // None is legal: one the game refuses, with its reason.
      const std::vector<ActionCode> buttons = button_actions(*m.game, false);
      if (!buttons.empty()) human_action(m, buttons.front(), now);
      return;
    }
    case WidgetId::pass_2:
      press_game_button(m, 1, now);
      return;
    case WidgetId::undo:
      undo(m, now);
      return;
    case WidgetId::redo:
      redo(m, now);
      return;
    case WidgetId::demo:
      toggle_demo(m, now);
      return;
    case WidgetId::deals_any:
    case WidgetId::deals_winnable:
      m.chosen.winnable_only = id == WidgetId::deals_winnable;
      return;
    case WidgetId::tell_lost_off:
    case WidgetId::tell_lost_on:
      m.chosen.tell_lost = m.settings.tell_lost = id == WidgetId::tell_lost_on;  // at once
      return;
    case WidgetId::undo_off:
    case WidgetId::undo_on:
      m.chosen.casual_undo = id == WidgetId::undo_on;
      m.chosen.people = 1;
      m.online_chosen = false;
      return;
    case WidgetId::people_on:
      m.chosen.people = 0xff;
      m.chosen.casual_undo = false;
      m.online_chosen = false;
      return;
    case WidgetId::online_on:
      m.online_chosen = true;
      m.chosen.people = 1;
      m.chosen.casual_undo = false;
      // (The menu lists the public tables where this page has the online client.)
      if (online_client_linked() && m.online_client) ask_public_tables(m);
      return;
    case WidgetId::open_to_anyone:
    case WidgetId::play_anyone: {
      if (first_press_of_giving_up(m, id)) return;
      m.online_opening =
          id == WidgetId::play_anyone ? OnlineOpening::play_anyone : OnlineOpening::open_to_anyone;
      new_chosen_game(m, now);
      return;
    }
    case WidgetId::public_tables:
      ask_public_tables(m);
      return;
    case WidgetId::call:
      if (const auto call = screen_call(m)) human_action(m, *call, now);
      return;
    case WidgetId::level_down:
      m.chosen.level = std::max(1, m.chosen.level - 1);
      return;
    case WidgetId::level_up:
      m.chosen.level = std::min(int(game_of(m.chosen).levels().size()), m.chosen.level + 1);
      return;
    case WidgetId::speed_instant:
      choose_speed(m, Speed::instant);
      return;
    case WidgetId::speed_fast:
      choose_speed(m, Speed::fast);
      return;
    case WidgetId::speed_normal:
      choose_speed(m, Speed::normal);
      return;
    case WidgetId::speed_slow:
      choose_speed(m, Speed::slow);
      return;
    case WidgetId::new_game:
    case WidgetId::restart:
    case WidgetId::resign:
      if (first_press_of_giving_up(m, id)) return;
      if (id == WidgetId::restart) return restart_deal(m, now);
      if (id == WidgetId::new_game) return new_chosen_game(m, now);
      if (resign(m, now).empty()) m.ui.panel = Panel::none;
      return;
    case WidgetId::play_again:
      ask_online_rematch(m);
      return;
    case WidgetId::learn:
      if (m.lesson) {
        stop_lesson(m);
        m.ui.panel = Panel::none;
      } else {
        want_lesson(m);
      }
      return;
    case WidgetId::review:
      start_review(m, now);
      return;
    case WidgetId::review_back:
    case WidgetId::review_next:
      review_step(m, id == WidgetId::review_next ? 1 : -1, now);
      return;
    case WidgetId::review_first:
    case WidgetId::review_last:
      if (m.review) {
        const int all = int(m.review->actions.size());
        review_step(m, id == WidgetId::review_last ? all : -all, now);
      }
      return;
    case WidgetId::review_mistake:
    case WidgetId::review_mistake_back:
      review_to_mistake(m, id == WidgetId::review_mistake, now);
      return;
    case WidgetId::review_close:
      end_review(m, now);
      return;
    case WidgetId::watch_other:
      if (m.replay_of) {
        end_replay(m, now);
      } else {
        replay_seat_game(m, 1, now);
      }
      return;
    case WidgetId::close:
      if (m.ui.panel == Panel::end) m.ui.end_panel_dismissed = true;
      if (m.ui.panel == Panel::pass) {
        m.ui.viewer = m.game->seat_in_turn();
        lay_out(m);  // (the person who took the screen sits at its foot)
      }
      m.ui.panel = Panel::none;
      return;
    case WidgetId::menu_page_game:
      show_menu_page(m, MenuPage::game);
      return;
    case WidgetId::menu_page_rules:
      show_menu_page(m, MenuPage::rules);
      return;
    case WidgetId::sound_on:
    case WidgetId::sound_off:
      choose_sound(m, id == WidgetId::sound_on);
      return;
    case WidgetId::table_colour:
      next_table_colour(m);
      return;
    case WidgetId::copy_link:
      if (playing_online(m)) {
        // (Online: the link a friend joins the table by.)
        if (!m.online->invite.empty()) m.ui.clipboard_request = "?" + m.online->invite;
        return;
      }
      m.ui.clipboard_request = "?" + deal_query(m.settings, m.game_seed);
      return;
    case WidgetId::rules_defaults:
      m.chosen.rule_options.clear();
      return;
    default:
      if (id >= WidgetId::seat_call_first && id <= WidgetId::seat_call_last) {
        const int seat = int(id) - int(WidgetId::seat_call_first);
        if (const auto call = call_action(*m.game, seat)) human_action(m, *call, now);
        return;
      }
      if (id >= WidgetId::public_table_first && id <= WidgetId::public_table_last) {
        if (first_press_of_giving_up(m, id)) return;
        join_public_table(m, size_t(id) - size_t(WidgetId::public_table_first));
        m.ui.panel = Panel::none;
        return;
      }
      if (id >= WidgetId::language_first && id <= WidgetId::language_last) {
        m.chosen.language = m.settings.language =
            kLanguages[size_t(int(id) - int(WidgetId::language_first))];  // at once
        return;
      }
      // A preset or game of the menu, or a rules option's row (anything else: nothing).
      if (!choose_row(m, id)) next_option(m, id);
      return;
  }
}

void perform(AppModel& m, const Intent& intent, double now) {
  switch (intent.kind) {
    case Intent::Kind::none:
      return;
    case Intent::Kind::action:
      human_action(m, intent.action, now, intent.drop);
      return;
    case Intent::Kind::to_center:
      send_to_center(m, intent.pile, now, intent.index);
      return;
    case Intent::Kind::home:
      slide_home(m, intent.pile, *intent.drop, now, intent.index);
      return;
    case Intent::Kind::widget:
      press(m, intent.widget, now);
      return;
  }
}

}  // namespace rb::app
