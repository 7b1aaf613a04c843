// Places the toolbar's buttons by the width of their words and fits the message between them.
#include "app/ui/toolbar.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "app/flow/commands.hpp"
#include "app/flow/lesson_play.hpp"
#include "app/flow/online_play.hpp"
#include "app/flow/review.hpp"
#include "app/flow/session.hpp"
#include "app/flow/take_back.hpp"
#include "app/text/text_wrap.hpp"
#include "app/text/wording.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

// A review's bar narrower than this (CSS pixels) names its steps short: "<", "Mistake >".
constexpr double kShortReviewBarCss = 1000;

struct Placer {
  const AppModel& m;
  int height, pad, gap;
  double font_px;

  Widget button(WidgetId id, std::string_view text, WidgetStyle style, int x) const {
    Widget w =
        placed_widget(id, style, Rect{x, gap, 0, height - 2 * gap}, std::string(text), font_px);
    w.rect.w = int(std::ceil(m.measure(text, font_px, w.bold()))) + 2 * pad;
    return w;
  }
};

}  // namespace

std::string status_words(const AppModel& m) {
  if (m.review) return review_words(m);
  if (m.game->over()) return result_words(m);  // ("The computer wins. You resigned.")
  // (The computer's own game of a match, replayed alone: no turn of the person's.)
  if (m.replay_of) return std::string(tr("The computer's game: Redo (Y) plays its next move."));
  if (m.game->all_at_once()) {
    if (!m.game->may_act(kHumanSeat)) return sentence(why_human_waits(m, false));
    const SeatGames* match = m.game->seat_games();
    return match != nullptr ? match->match_words()
                            : std::string(tr("Play when you like: everyone plays at once."));
  }
  // (A game of one player has no turns: the game and its deal.)
  if (m.game->seat_count() == 1) {
    std::string words = tr_fill("{0}, {1}.", {tr(m.module().title()), deal_words(m)});
    // (A warning in the player's box is said here too: "Fill the space", a position come back
    // that once more ends the game. A review found the latter in the box alone.)
    for (const SeatLine& line : m.game->talk()->seat_lines(kHumanSeat)) {
      if (line.alert) words += " " + sentence(line.text);
    }
    return words;
  }
  const int turn = m.game->seat_in_turn();
  if (people_here(m)) {
    return screen_waits_to_pass(m)
               ? tr_fill("Pass the screen to {0}.", {voices(m)[size_t(turn)].subject})
               : whose_turn(m) + ".";
  }
  if (m.settings.seats == Seats::computer_both) {
    return std::string(turn == kHumanSeat ? tr("The computer plays your seat.")
                                          : tr("The computer's turn."));
  }
  if (turn != kHumanSeat) return whose_turn(m) + ".";
  // A warning on another seat ("Misses a turn") is worth saying on the human's turn, naming that
  // seat as the table does (online a person: a review read "the computer misses a turn" there).
  for (int seat = 0; seat < m.game->seat_count(); ++seat) {
    if (seat == kHumanSeat) continue;
    for (const SeatLine& line : m.game->talk()->seat_lines(seat)) {
      if (line.alert) {
        return tr_fill("Your turn ({0} {1}).",
                       {lower_first(voices(m)[size_t(seat)].subject), lower_first(line.text)});
      }
    }
  }
  return std::string(tr("Your turn."));
}

ToolbarView toolbar_view(const AppModel& m) {
  ToolbarView view;
  const Rect bar = m.layout.toolbar;
  view.bar = bar;
  if (bar.h <= 0) return view;
  const double dpr = m.layout.dpr;
  // A phone's bar: buttons closer together, so the message keeps some room; in a review, the
  // buttons in a first row and the coach's words in the rows below (kReviewBarRows).
  const bool narrow = bar.w < kNarrowBarCss * dpr;
  const bool rows = m.layout.toolbar_rows > 1;
  const bool two_rows = m.layout.toolbar_rows == 2;  // (the words in one row below the buttons)
  const int row_h = m.layout.toolbar_row_height();
  const int gap = std::max(2, int(std::lround(row_h * 0.14)));
  // (A phone's bar is taller than its buttons' words need: they keep the size of a 36 px bar's.)
  const double button_px = narrow ? std::min(row_h * 0.36, 13 * dpr) : row_h * 0.36;
  const Placer placer{m, row_h, int(std::lround((narrow ? 8 : 12) * dpr)), gap, button_px};
  const int space = int(std::lround((narrow ? 5 : 8) * dpr));

  // (After the page's own button, when it has one over the bar's left end.)
  const int start = int(std::lround((8 + m.viewport.page_button_css) * dpr));
  int left = start;
  // (At most seven: a plain array, not a vector, whose code the page would carry for this alone.)
  std::pair<WidgetId, std::string_view> lefts[7];
  size_t left_buttons = 0;
  const auto add = [&](WidgetId id, std::string_view text) { lefts[left_buttons++] = {id, text}; };
  if (m.review) {
    // The coach's Review: its steps, a move or a mistake at a time either way, and the way back
    // to the game. (Short on a smaller bar: the coach's words keep their room.)
    const bool short_labels = bar.w < kShortReviewBarCss * dpr;
    add(WidgetId::review_close, narrow ? tr("Close") : tr("Close review"));
    add(WidgetId::review_back, short_labels ? "<" : tr("Back"));
    add(WidgetId::review_next, short_labels ? ">" : tr("Next"));
    add(WidgetId::review_mistake_back, short_labels ? tr("< Mistake") : tr("Previous mistake"));
    add(WidgetId::review_mistake, short_labels ? tr("Mistake >") : tr("Next mistake"));
  } else {
    add(WidgetId::menu, tr("Menu"));
    if (m.replay_of) {
      // The computer's game replayed: watched, not played (no hint); Back returns to the match.
      add(WidgetId::watch_other, narrow ? tr("Back") : tr("Back to the match"));
    } else if (!m.game->all_at_once() && !playing_online(m)) {
      // (None in a race, nor on the computer's game replayed: it is watched, not played; nor at
      // an online table, whose rules are the server's.)
      add(WidgetId::hint, tr("Hint"));
    }
    // (No demo and no take-backs in a review: it steps through the game.)
    if (demo_running(m)) {
      add(WidgetId::demo, tr("Stop demo"));
    } else if (why_no_take_back(m).empty()) {
      add(WidgetId::undo, tr("Undo"));
      add(WidgetId::redo, tr("Redo"));
    }
  }
  add(WidgetId::rules, tr("Rules"));  // (Rules and Stats: the first to give way)
  add(WidgetId::stats, tr("Stats"));
  size_t optional_from = 0;
  for (size_t i = 0; i < left_buttons; ++i) {
    const auto& [id, text] = lefts[i];
    Widget w = placer.button(id, text, WidgetStyle::button, left);
    if (id == WidgetId::undo) w.enabled = why_no_undo_now(m).empty();
    if (id == WidgetId::redo) w.enabled = why_no_redo_now(m).empty();
    if (id == WidgetId::review_back || id == WidgetId::review_next) {
      // (A phone's "<" and ">", the most pressed, as wide as a fingertip: a review found them
      // the narrowest of the bar.)
      w.rect.w = std::max(w.rect.w, int(std::lround(44 * dpr)));
    }
    if (id == WidgetId::review_back) w.enabled = m.review->at > 0;
    if (id == WidgetId::review_next) w.enabled = m.review->at < m.review->actions.size();
    if (id == WidgetId::review_mistake) w.enabled = review_has_mistake_after(m);
    if (id == WidgetId::review_mistake_back) w.enabled = review_has_mistake_before(m);
    // (A phone's bar shows Undo and Redo only with something to take back or play again: the
    // message keeps their room.)
    if (narrow && !w.enabled && (id == WidgetId::undo || id == WidgetId::redo)) continue;
    if (id == WidgetId::rules) optional_from = view.widgets.size();
    view.widgets.push_back(w);
    left = w.rect.right() + space;
  }
  size_t left_count = view.widgets.size();  // (the right end's buttons follow them)
  const int end = bar.w - int(std::lround(8 * dpr));
  int right = end;
  const std::string call = m.game->talk()->call_label();
  if (!call.empty() && people_here(m)) {
    // People on one screen: each person's call by their seat's box, where "YOUR TURN" is in turn.
    for (int seat = 0; seat < m.game->seat_count() && size_t(seat) < m.layout.seat.size(); ++seat) {
      const Rect box = m.layout.seat[size_t(seat)];
      if (box.w <= 0 || !person_plays(m.settings, seat) || m.game->over() ||
          seat == m.game->seat_in_turn()) {
        continue;
      }
      // (As tall as a line or two of the box, below its lines, where "YOUR TURN" goes.)
      const int h = std::min(int(std::lround(34 * dpr)), int(box.h * 0.24));
      const Placer small{m, h, int(std::lround(h * 0.3)), 0, h * 0.45};
      Widget button = small.button(WidgetId(int(WidgetId::seat_call_first) + seat), call,
                                   WidgetStyle::primary, 0);
      const int pad = std::max(int(std::lround(5 * dpr)), box.w / 11);
      button.rect.w = std::min(button.rect.w, box.w - 2 * pad);
      button.rect.x = box.x + (box.w - button.rect.w) / 2;
      button.rect.y = box.bottom() - pad - button.rect.h;
      view.widgets.push_back(button);
    }
  } else if (!call.empty() && !m.review && !m.replay_of && !m.game->over()) {
    // (None once the game is over: a review found it there, greyed. Plain, whether or not there
    // is a move to call on: a gold button reads as "press me now",
    // and after every move of the computer's it drew people into wrong knocks; pressing it when
    // there is nothing to call on says why. Gold in a lesson whose step is the call: a review.)
    const std::optional<ActionCode> step = lesson_person_action(m);
    Widget button = placer.button(WidgetId::call, call,
                                  step && m.game->talk()->look(*step).gesture == Gesture::call
                                      ? WidgetStyle::primary
                                      : WidgetStyle::button,
                                  0);
    button.rect.w += int(std::lround(10 * dpr));
    button.rect.x = right - button.rect.w;
    // (Online, not while the link to the table is down: the call could not reach it. A review.)
    button.enabled = !playing_online(m) || m.online->link == OnlinePlay::Link::open;
    right = button.rect.x - space;
    view.widgets.push_back(button);
  }
  if (human_may_act(m)) {
    // The game's own buttons (Pass; Redeal and End game), the first rightmost.
    const std::vector<ActionCode> buttons = button_actions(*m.game);
    for (size_t i = 0; i < std::min<size_t>(buttons.size(), 2); ++i) {
      // (Armed to end the person's game for good, it says what its next press does.)
      const bool armed = game_button_armed(m, i);
      Widget pass = placer.button(
          i == 0 ? WidgetId::pass : WidgetId::pass_2,
          armed ? std::string(tr("Press again to end")) : m.game->talk()->action_label(buttons[i]),
          armed ? WidgetStyle::primary : WidgetStyle::button, 0);
      pass.rect.x = right - pass.rect.w;
      right = pass.rect.x - space;
      view.widgets.push_back(pass);
    }
  }
  // On a narrow screen Stats, then Rules, give their room to the message (the menu has both); in
  // a bar in rows, whose words are below the buttons, only as the buttons need it.
  const double wanted_room = rows ? 4 * dpr : bar.w * 0.4;
  for (size_t i = optional_from + 1; i >= optional_from && right - left < wanted_room; --i) {
    left = view.widgets[i].rect.x;
    view.widgets.erase(view.widgets.begin() + ptrdiff_t(i));
    --left_count;
  }
  // A phone's buttons that still leave the message too little room are drawn smaller, each group
  // towards its end of the bar (down to seven tenths: words and padding alike).
  const double short_of = (rows ? 4 : kLeastMessageCss) * dpr - (right - left);
  if (narrow && short_of > 0) {
    const double used = (left - start) + (end - right);
    const double f = std::max(0.7, (used - short_of - 2) / used);  // (2: the rounding)
    for (size_t i = 0; i < view.widgets.size(); ++i) {
      Widget& w = view.widgets[i];
      if (w.rect.y >= row_h) continue;  // (a seat's own call, in its box)
      const int anchor = i < left_count ? start : end;
      w.rect.x = anchor + int((w.rect.x - anchor) * f);
      w.rect.w = int(w.rect.w * f);
      w.font_px *= f;
    }
    left = start + int((left - start) * f) + 1;
    right = end + int((right - end) * f) - 1;
  }

  std::string text = m.ui.message.empty() ? status_words(m) : m.ui.message;
  view.tone = m.ui.message.empty() ? MessageTone::info : m.ui.tone;
  if (const std::string step = m.lesson ? lesson_words(m) : ""; !step.empty()) {
    // A lesson's step stays in view: after a refusal or a call's verdict, or instead of the
    // computer's move in words.
    const bool keep = view.tone == MessageTone::refused || view.tone == MessageTone::call;
    // (A lesson's refusal holds the step's words already.)
    const bool holds = m.ui.message.ends_with(step);
    text =
        keep && !m.ui.message.empty() ? (holds ? m.ui.message : m.ui.message + " " + step) : step;
    if (!keep) view.tone = MessageTone::hint;
  }
  // (A message one line does not hold takes two lines, a little smaller; in rows, below the
  // buttons, a phone's coach or lesson speaks larger, in up to two lines. A review found a long
  // verdict on a wide screen set in one line of small letters.)
  double px = row_h * (rows ? 0.44 : 0.34);
  // (A message that two smaller lines do not hold takes a third, as the bar's height allows, and
  // on an upright phone's taller bar, or below the buttons, a fourth, smaller still.)
  const bool four = rows || (narrow && bar.h >= 47 * dpr);
  const size_t most_lines = two_rows ? 3 : rows ? 5 : four ? 4 : 3;
  view.message = rows ? Rect{int(std::lround(8 * dpr)), row_h, bar.w - int(std::lround(16 * dpr)),
                             bar.h - row_h}
                      : Rect{left, 0, std::max(0, right - left), bar.h};
  const double room = view.message.w;
  std::vector<std::string> two;
  if (m.measure(text, px, false) <= room) {
    view.lines = {text};
  } else if ((two = wrap_text(text, room,
                              px = row_h * (two_rows ? 0.4
                                            : rows   ? 0.44
                                                     : 0.3),
                              false, m.measure))
                 .size() <= 2) {
    view.lines = two;
  } else {
    px = row_h * (two_rows ? 0.27 : rows ? 0.32 : 0.27);
    std::vector<std::string> lines = wrap_text(text, room, px, false, m.measure);
    if (four && !two_rows && lines.size() > (rows ? 4 : 3)) {
      px = row_h * (rows ? 0.27 : 0.205);
      lines = wrap_text(text, room, px, false, m.measure);
    }
    if (lines.size() > most_lines) {
      lines[most_lines - 1] =
          fit_text(lines[most_lines - 1] + " " + lines[most_lines], room, px, false, m.measure);
      lines.resize(most_lines);
    }
    view.lines = lines;
  }
  view.message_px = px;
  if (two_rows && m.ui.panel != Panel::none) view.lines.clear();  // (its row is the panel's)
  return view;
}

}  // namespace rb::app
