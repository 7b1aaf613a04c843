// Writes state_json() by hand: a few strings need escaping, numbers are CSS pixels.
#include "app/state_json.hpp"

#include <cstdio>

#include "app/drop_target.hpp"
#include "app/json_text.hpp"
#include "app/panels.hpp"
#include "app/toolbar.hpp"
#include "app/wording.hpp"
#include "games/russian_bank/engine/state_text.hpp"

namespace rb::app {
namespace {

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", value);
  std::string out = text;
  while (out.back() == '0') out.pop_back();
  if (out.back() == '.') out.pop_back();
  return out;
}

std::string css_rect(const Layout& layout, const Rect& r) {
  return "{\"x\":" + number(layout.css(r.x)) + ",\"y\":" + number(layout.css(r.y)) +
         ",\"w\":" + number(layout.css(r.w)) + ",\"h\":" + number(layout.css(r.h)) + "}";
}

std::string widgets_json(const Layout& layout, const std::vector<Widget>& widgets) {
  std::string out = "[";
  for (const Widget& w : widgets) {
    if (!w.clickable()) continue;
    if (out.size() > 1) out += ",";
    out += "{\"id\":\"" + std::string(widget_name(w.id)) + "\",\"text\":" + json_quoted(w.text) +
           ",\"enabled\":" + (w.enabled ? "true" : "false") +
           ",\"chosen\":" + (w.chosen ? "true" : "false") +
           ",\"rect\":" + css_rect(layout, w.rect) + "}";
  }
  return out + "]";
}

std::string pile_or_null(const std::optional<PileId>& pile) {
  return pile ? "\"" + pile_code(*pile) + "\"" : "null";
}

const char* tone_name(MessageTone tone) {
  switch (tone) {
    case MessageTone::info:
      return "info";
    case MessageTone::refused:
      return "refused";
    case MessageTone::knock:
      return "knock";
    case MessageTone::hint:
      return "hint";
  }
  return "?";
}

}  // namespace

std::string state_json(const AppModel& m) {
  const State& s = m.game;
  const Layout& layout = m.layout;
  ActionList legal;
  legal_actions(s, legal);
  std::string legal_json = "[";
  for (const Action& a : legal) {
    legal_json += (legal_json.size() > 1 ? "," : "") + json_quoted(to_string(a));
  }
  legal_json += "]";
  std::string outline = "null";
  if (m.ui.outline) {
    const Outline& o = *m.ui.outline;
    const char* kind = o.kind == OutlineKind::missed ? "missed"
                       : o.kind == OutlineKind::hint ? "hint"
                                                     : "computer";
    outline = std::string("{\"kind\":\"") + kind + "\",\"from\":\"" + pile_code(o.from) +
              "\",\"to\":" + (o.has_to ? "\"" + pile_code(o.to) + "\"" : "null") + "}";
  }
  const ToolbarView toolbar = toolbar_view(m);
  const Result& r = s.result();
  std::string out = "{";
  out += "\"turn\":\"" + std::string(s.turn() == kPlayerA ? "a" : "b") + "\"";
  out += ",\"over\":" + std::string(s.over() ? "true" : "false");
  out += ",\"result\":" + json_quoted(s.over() ? result_words(r, s.rules()) : "");
  out +=
      ",\"winner\":" + std::string(r.winner ? (*r.winner == kPlayerA ? "\"a\"" : "\"b\"") : "null");
  out += ",\"score\":" + std::to_string(r.score);
  out += ",\"message\":" + json_quoted(m.ui.message);
  out += ",\"status\":" + json_quoted(toolbar.lines.empty() ? "" : toolbar.lines.front());
  out += ",\"tone\":\"" + std::string(tone_name(m.ui.tone)) + "\"";
  out += ",\"record\":" + json_quoted(write_record(m.record));
  out += ",\"state\":" + json_quoted(state_text(s));
  out += ",\"actions\":" + std::to_string(m.record.actions.size());
  out += ",\"legal\":" + legal_json;
  out += ",\"knocks\":[" + std::to_string(s.unjustified_knocks(kPlayerA)) + "," +
         std::to_string(s.unjustified_knocks(kPlayerB)) + "]";
  out += ",\"pending_knock\":" + std::string(m.pending_knock ? "true" : "false");
  out += ",\"outline\":" + outline;
  out += ",\"panel\":\"" + std::string(panel_name(m.ui.panel)) + "\"";
  out += ",\"panel_scroll\":" + std::to_string(int(m.ui.panel_scroll));
  out += ",\"animating\":" + std::string(m.ui.flights.any() ? "true" : "false");
  out += ",\"selected\":" + pile_or_null(m.ui.hand.selected);
  out += ",\"dragging\":" + std::string(m.ui.hand.dragging ? "true" : "false");
  out += ",\"focus\":" + pile_or_null(m.ui.focus_visible ? m.ui.focus : std::nullopt);
  out += ",\"seed\":" + std::to_string(m.game_seed);
  out += ",\"preset\":\"" + preset_name(s.rules().preset) + "\"";
  out += ",\"level\":" + std::to_string(m.settings.level);
  out += ",\"speed\":\"" + speed_name(m.settings.speed) + "\"";
  out += ",\"reduced_motion\":" + std::string(m.settings.reduced_motion ? "true" : "false");
  out += ",\"sound\":" + std::string(m.settings.sound ? "true" : "false");
  out += ",\"paused\":" + std::string(m.ui.paused ? "true" : "false");
  out += ",\"thinking\":" + std::string(m.computer_thinking || m.hinter ? "true" : "false");
  out += ",\"toolbar\":" + widgets_json(layout, toolbar.widgets);
  out += ",\"message_rect\":" + css_rect(layout, toolbar.message);
  out += ",\"panel_widgets\":" + widgets_json(layout, panel_view(m).widgets);
  std::string tops = "{";
  for (int p = 0; p < kPileCount; ++p) {
    if (!layout.places[p].shown) continue;
    if (tops.size() > 1) tops += ",";
    tops += "\"" + pile_code(PileId(p)) + "\":" + css_rect(layout, top_rect(layout, s, PileId(p)));
  }
  out += ",\"tops\":" + tops + "}";
  out += ",\"seats\":[" + css_rect(layout, layout.seat[kPlayerA]) + "," +
         css_rect(layout, layout.seat[kPlayerB]) + "]";
  out += ",\"frames\":" + std::to_string(m.ui.frames_drawn);
  return out + "}";
}

}  // namespace rb::app
