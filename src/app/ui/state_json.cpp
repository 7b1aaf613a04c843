// Writes state_json() by hand: a few strings need escaping, numbers are CSS pixels.
#include "app/ui/state_json.hpp"

#include <cctype>
#include <cstdlib>

#include "app/flow/lesson_play.hpp"
#include "app/flow/session.hpp"
#include "app/input/drop_target.hpp"
#include "app/text/wording.hpp"
#include "app/ui/layout_json.hpp"
#include "app/ui/panels.hpp"
#include "app/ui/toolbar.hpp"
#include "core/json_text.hpp"
#include "core/translation.hpp"
#include "core/voices.hpp"

namespace rb::app {
namespace {

std::string css_rect(const Layout& layout, const Rect& r) {
  return "{" + css_rect_fields(layout, r) + "}";
}

std::string widgets_json(const Layout& layout, const std::vector<Widget>& widgets,
                         const GameModule& game) {
  std::string out = "[";
  for (const Widget& w : widgets) {
    if (!w.clickable()) continue;
    if (out.size() > 1) out += ",";
    out += "{\"id\":\"" + widget_name(w.id, game) + "\",\"text\":" + json_quoted(w.text) +
           ",\"enabled\":" + (w.enabled ? "true" : "false") +
           ",\"chosen\":" + (w.chosen ? "true" : "false") +
           ",\"rect\":" + css_rect(layout, w.rect) + "}";
  }
  return out + "]";
}

std::string pile_or_null(const AppModel& m, const std::optional<int>& pile) {
  return pile ? "\"" + m.table.piles[size_t(*pile)].code + "\"" : "null";
}

// Wrong calls per seat, as the seat lines count them.
std::string wrong_calls_json(const GameState& s) {
  std::string out = "[";
  for (int seat = 0; seat < s.seat_count(); ++seat) {
    int count = 0;
    for (const SeatLine& line : s.talk()->seat_lines(seat)) {
      if (line.counts == SeatLine::Counts::wrong_calls) count = line.count;
    }
    out += (seat == 0 ? "" : ",") + std::to_string(count);
  }
  return out + "]";
}

const char* tone_name(MessageTone tone) {
  switch (tone) {
    case MessageTone::info:
      return "info";
    case MessageTone::refused:
      return "refused";
    case MessageTone::call:
      return "call";  // (before the rename: "knock"; a value, so it has no alias)
    case MessageTone::hint:
      return "hint";
  }
  return "?";
}

}  // namespace

std::string state_json(const AppModel& m) {
  const GameState& s = *m.game;
  const Layout& layout = m.layout;
  const GameModule& game = m.module();
  std::vector<ActionCode> legal;
  s.legal_actions(legal);
  // The legal actions' texts, and how each is made at the table: its gesture, piles and the
  // rectangle of the card it takes ("looks", in the same order).
  std::string legal_json = "[", looks_json = "[";
  static constexpr const char* kGestures[] = {"move", "tap", "call", "button", "none"};
  for (const ActionCode a : legal) {
    const char* comma = legal_json.size() > 1 ? "," : "";
    legal_json += comma + json_quoted(s.action_text(a));
    const ActionLook look = s.talk()->look(a);
    looks_json += comma + std::string("[\"") + kGestures[int(look.gesture)] + "\"";
    if (look.from >= 0) {
      const int size = s.talk()->pile_size(look.from);
      const Rect card = look.from_index >= 0 && look.from_index < size
                            ? uncovered_card_rect(layout, look.from, look.from_index, size)
                            : top_rect(layout, s, look.from);
      const std::optional<int> to = look.to >= 0 ? std::optional(look.to) : std::nullopt;
      looks_json += "," + pile_or_null(m, look.from) + "," + pile_or_null(m, to) + "," +
                    css_rect(layout, card);
    }
    looks_json += "]";
  }
  legal_json += "]";
  looks_json += "]";
  std::string outline = "null";
  if (m.ui.outline) {
    const Outline& o = *m.ui.outline;
    const char* kind = o.kind == OutlineKind::missed ? "missed"
                       : o.kind == OutlineKind::hint ? "hint"
                                                     : "computer";
    outline = std::string("{\"kind\":\"") + kind + "\",\"from\":" + pile_or_null(m, o.from) +
              ",\"from_index\":" + std::to_string(o.from_index) +
              ",\"to\":" + (o.has_to ? pile_or_null(m, o.to) : "null") + "}";
  }
  const ToolbarView toolbar = toolbar_view(m);
  const auto seat_json = [](int seat) {
    return "\"" + std::string(1, char(std::tolower(seat_letter(seat)))) + "\"";
  };
  std::string out = "{";
  out += "\"turn\":" + seat_json(s.seat_in_turn());
  out += ",\"over\":" + std::string(s.over() ? "true" : "false");
  out += ",\"result\":" + json_quoted(s.over() ? result_words(m) : "");
  out += ",\"winner\":" + (s.winner() >= 0 ? seat_json(s.winner()) : std::string("null"));
  out += ",\"score\":" + std::to_string(s.score());
  out += ",\"message\":" + json_quoted(m.ui.message);
  out += ",\"status\":" + json_quoted(toolbar.lines.empty() ? "" : toolbar.lines.front());
  out += ",\"tone\":\"" + std::string(tone_name(m.ui.tone)) + "\"";
  // (An online game's record is the server's.)
  out += ",\"record\":" + json_quoted(s.engine() ? s.engine()->record_text() : "");
  out += ",\"state\":" + json_quoted(s.observation(screen_seat(m)));
  out += ",\"actions\":" + std::to_string(s.talk()->action_count());
  out += ",\"legal\":" + legal_json;
  out += ",\"looks\":" + looks_json;
  // A game's call on another seat's oversight (knock, Stop): the wrong calls per seat and whether
  // the computer has decided on a call it makes after its delay. "knocks" and "pending_knock" are
  // the same values under their names from before the rename, kept as aliases for the tests and
  // tools that read them (README, "Building by hand").
  const std::string wrong_calls = wrong_calls_json(s);
  const char* pending_call = m.pending_call ? "true" : "false";
  out += ",\"wrong_calls\":" + wrong_calls;
  out += ",\"pending_call\":" + std::string(pending_call);
  out += ",\"knocks\":" + wrong_calls;
  out += ",\"pending_knock\":" + std::string(pending_call);
  out += ",\"outline\":" + outline;
  // The guided first game (lesson_play.hpp): its step, its words, and which of the legal actions
  // (indices into "legal") the person's step takes now.
  std::string lesson = "null";
  if (m.lesson) {
    const LessonStep& step = m.lesson->lesson.steps[m.lesson->at];
    std::string allowed = "[";
    for (size_t i = 0; i < legal.size() && !step.computer; ++i) {
      if (s.actor(legal[i]) != kHumanSeat || !step_allows(step, s, legal[i])) continue;
      allowed += (allowed.size() > 1 ? "," : "") + std::to_string(i);
    }
    lesson = "{\"step\":" + std::to_string(m.lesson->at) +
             ",\"steps\":" + std::to_string(m.lesson->lesson.steps.size()) +
             ",\"words\":" + json_quoted(lesson_words(m)) + ",\"allowed\":" + allowed + "]}";
  }
  out += ",\"lesson\":" + lesson;
  out += ",\"lesson_wanted\":" + std::string(m.lesson_wanted ? "true" : "false");
  out += ",\"panel\":\"" + std::string(panel_name(m.ui.panel)) + "\"";
  // The seat whose hand the screen shows (people on one screen: -1 while it waits to be passed).
  out += ",\"viewer\":" + std::to_string(viewer_seat(m));
  // Online (online_play.hpp): the table's link, room, this page's seat, who sits where.
  if (playing_online(m)) {
    const OnlinePlay& o = *m.online;
    const char* link = o.link == OnlinePlay::Link::opening ? "opening"
                       : o.link == OnlinePlay::Link::open  ? "open"
                       : o.link == OnlinePlay::Link::away  ? "away"
                                                           : "closed";
    std::string seats = "[";
    for (const std::string& seat : o.seats)
      seats += (seats.size() > 1 ? "," : "") + json_quoted(seat);
    out += ",\"online\":{\"link\":\"" + std::string(link) + "\",\"room\":" + json_quoted(o.room) +
           ",\"seat\":" + std::to_string(o.seat) + ",\"seats\":" + seats +
           "],\"sequence\":" + std::to_string(o.sequence) + ",\"deal\":" + std::to_string(o.deal) +
           ",\"games\":" + std::to_string(o.games) + "}";
  } else {
    out += ",\"online\":null";
  }
  // The coach's Review (review.hpp): where the table stands in the game, and what it found.
  if (m.review) {
    const ReviewSession& r = *m.review;
    static constexpr const char* kKinds[] = {"weaker_move", "missed_play", "missed_call",
                                             "wrong_call"};
    std::string findings = "[";
    for (const ReviewFinding& f : r.coach->findings()) {
      findings += (findings.size() > 1 ? ",{" : "{") + std::string("\"index\":") +
                  std::to_string(f.index) + ",\"kind\":\"" + kKinds[size_t(f.kind)] + "\"}";
    }
    out += ",\"review\":{\"at\":" + std::to_string(r.at) +
           ",\"total\":" + std::to_string(r.actions.size()) +
           ",\"done\":" + (r.coach->done() ? "true" : "false") + ",\"findings\":" + findings +
           "],\"summary\":" +
           json_quoted(review_summary(count_findings(r.coach->findings()), r.call)) + "}";
  } else {
    out += ",\"review\":null";
  }
  out += ",\"panel_scroll\":" + std::to_string(int(m.ui.panel_scroll));
  out += ",\"animating\":" + std::string(m.ui.flights.any() ? "true" : "false");
  out += ",\"selected\":" + pile_or_null(m, m.ui.hand.selected);
  out += ",\"dragging\":" + std::string(m.ui.hand.dragging ? "true" : "false");
  // (The focus on a toolbar's button: "focus" null, "bar_focus" the button's name.)
  const bool on_bar = m.ui.focus_visible && m.ui.bar_focus != WidgetId::none;
  out += ",\"focus\":" + pile_or_null(m, m.ui.focus_visible && !on_bar ? m.ui.focus : std::nullopt);
  if (on_bar) out += ",\"bar_focus\":\"" + widget_name(m.ui.bar_focus, m.module()) + "\"";
  out += ",\"seed\":" + std::to_string(m.game_seed);
  out += ",\"preset\":" + json_quoted(s.preset());
  out += ",\"level\":" + std::to_string(m.settings.level);
  out += ",\"speed\":\"" + speed_name(m.settings.speed) + "\"";
  out += ",\"reduced_motion\":" + std::string(m.settings.reduced_motion ? "true" : "false");
  out += ",\"sound\":" + std::string(m.settings.sound ? "true" : "false");
  out += ",\"lang\":" + json_quoted(language_code());  // the language the table speaks now
  out += ",\"paused\":" + std::string(m.ui.paused ? "true" : "false");
  out += ",\"thinking\":" + std::string(m.computer_thinking || m.hinter || m.deal_search ||
                                                m.loss_watch.solver ||
                                                (m.review && !m.review->coach->done())
                                            ? "true"
                                            : "false");
  // A game played all at once: every computer seat may not act or, at its last look at the table
  // as it is, had nothing to do (it looks again at its pace: a beginner may yet see a card that
  // goes home).
  bool computer_waits = s.all_at_once();
  for (int seat = 0; seat < s.seat_count() && size_t(seat) < m.seat_waits.size(); ++seat) {
    if (computer_plays(m, seat) && s.may_act(seat) && !m.seat_waits[size_t(seat)]) {
      computer_waits = false;
    }
  }
  out += ",\"computer_waits\":" + std::string(computer_waits ? "true" : "false");
  out += ",\"toolbar\":" + widgets_json(layout, toolbar.widgets, game);
  out += ",\"message_rect\":" + css_rect(layout, toolbar.message);
  const PanelView panel = panel_view(m);
  out += ",\"panel_widgets\":" + widgets_json(layout, panel.widgets, game);
  // The open panel's text lines (the rules page's, once its file has come: rules_page.hpp).
  std::string panel_lines = "[";
  for (const TextLine& line : panel.lines)
    panel_lines += (panel_lines.size() > 1 ? "," : "") + json_quoted(line.text);
  out += ",\"panel_lines\":" + panel_lines + "]";
  std::string tops = "{";
  for (int p = 0; p < int(layout.places.size()); ++p) {
    if (!layout.place(p).shown) continue;
    if (tops.size() > 1) tops += ",";
    tops += "\"" + m.table.piles[size_t(p)].code + "\":" + css_rect(layout, top_rect(layout, s, p));
  }
  out += ",\"tops\":" + tops + "}";
  std::string seats = "[";
  for (size_t seat = 0; seat < layout.seat.size(); ++seat) {
    seats += (seat == 0 ? "" : ",") + css_rect(layout, layout.seat[seat]);
  }
  out += ",\"seats\":" + seats + "]";
  out += ",\"frames\":" + std::to_string(m.ui.frames_drawn);
  out += ",\"game\":" + json_quoted(std::string(game.name()));
  return out + "}";
}

}  // namespace rb::app
