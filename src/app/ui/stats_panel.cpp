// The statistics panel: the player's games at the rules in play, one row per computer level that
// has games (games, wins, losses, win %, the streak now and the best one, the average score), what
// the numbers count, and a reset that asks to be pressed twice. On a narrow window each level's
// name stands on a line of its own above its numbers.
#include <array>
#include <cmath>

#include "app/text/wording.hpp"
#include "app/ui/panel_kit.hpp"
#include "core/decimal_text.hpp"

namespace rb::app {
namespace {

constexpr int kColumns = 7;
constexpr std::array<const char*, kColumns> kHeaders = {
    "Games", "Wins", "Losses", "Win %", "Streak", "Best streak", "Average score"};
// A one-player game's: its best score in place of the losses.
constexpr std::array<const char*, kColumns> kSoloHeaders = {
    "Games", "Wins", "Win %", "Streak", "Best streak", "Best score", "Average score"};

std::string percent(double value) {
  return std::to_string(int(std::lround(value))) + "%";
}

std::string signed_one_decimal(double value) {
  const std::string text = decimal_text(value, 1, true);
  if (text == "0.0" || text == "-0.0") return "0";
  return text[0] == '-' ? text : "+" + text;
}

std::array<std::string, kColumns> cells(const StatLine& line, bool solo) {
  const bool finished = line.games > line.abandoned;
  if (solo) {
    return {std::to_string(line.games),
            std::to_string(line.wins),
            percent(line.win_percent()),
            std::to_string(line.streak),
            std::to_string(line.best_streak),
            finished ? std::to_string(line.best_score) : "-",
            finished ? decimal_text(line.average_score(), 1, true) : "-"};
  }
  return {std::to_string(line.games),
          std::to_string(line.wins),
          std::to_string(line.losses),
          percent(line.win_percent()),
          std::to_string(line.streak),
          std::to_string(line.best_streak),
          line.games > line.abandoned ? signed_one_decimal(line.average_score()) : "-"};
}

bool any_games(const Stats& stats) {
  return stats.any();
}

struct Table {
  PanelKit& kit;
  bool solo = false;   // a one-player game's columns
  int name_w = 0;      // the level column (0: names stand above their numbers)
  int column_w = 0;    // each number column
  double font = 0;     // numbers and names
  double head_px = 0;  // column headings

  int column_x(int i) const { return kit.x + name_w + i * column_w; }

  void centred(const std::string& text, double px, bool bold, uint32_t rgba, int column, int y) {
    const int width = int(kit.m.measure(text, px, bold));
    kit.view.lines.push_back(
        TextLine{text, column_x(column) + (column_w - width) / 2, y, px, bold, rgba});
  }

  // The headings, wrapped into the column's width (all the same number of lines tall).
  void headings() {
    std::array<std::vector<std::string>, kColumns> words;
    size_t most = 1;
    for (int i = 0; i < kColumns; ++i) {
      words[size_t(i)] = wrap_text((solo ? kSoloHeaders : kHeaders)[size_t(i)],
                                   column_w - kit.px(4), head_px, true, kit.m.measure);
      most = std::max(most, words[size_t(i)].size());
    }
    const int line = int(std::ceil(head_px * 1.25));
    if (name_w > 0 && !solo) {
      kit.view.lines.push_back(
          TextLine{"Computer", kit.x, kit.y + int(most - 1) * line, head_px, true, kPanelMuted});
    }
    for (int i = 0; i < kColumns; ++i) {
      const auto& lines = words[size_t(i)];
      // Bottom-aligned, so the last words of every heading sit on one line.
      int y = kit.y + int(most - lines.size()) * line;
      for (const std::string& text : lines) {
        centred(text, head_px, true, kPanelMuted, i, y);
        y += line;
      }
    }
    kit.y += int(most) * line + kit.px(6);
  }

  void level_row(const std::string& name, const StatLine& stat, bool banded) {
    const int line = int(std::ceil(font * 1.6));
    const int top = kit.y;
    if (name_w == 0) {
      kit.view.lines.push_back(
          TextLine{name, kit.x + kit.px(6), kit.y + kit.px(4), font, true, kPanelText});
      kit.y += int(std::ceil(font * 1.35)) + kit.px(4);
    } else {
      kit.view.lines.push_back(TextLine{name, kit.x + kit.px(6), kit.y + (line - int(font)) / 2,
                                        font, true, kPanelText});
    }
    const auto values = cells(stat, solo);
    for (int i = 0; i < kColumns; ++i) {
      centred(values[size_t(i)], font, false, kPanelText, i, kit.y + (line - int(font)) / 2);
    }
    kit.y += line;
    if (banded) kit.view.bands.push_back(Rect{kit.x, top, kit.w, kit.y - top});
  }
};

}  // namespace

void stats_panel(const AppModel& m, PanelView& view) {
  PanelKit kit(m, view, 640);
  // (The game in play: during a replay or a review the table shows another state of it.)
  const GameState& in_play = m.replay_of ? *m.replay_of : *m.game;
  const std::string preset = stats_line_key(in_play, m.settings.casual_undo);
  const std::string group = in_play.seat_games() ? in_play.seat_games()->stat_group() : "";
  const std::string undo = preset.ends_with(kWithUndo) ? ", with undo" : "";
  const GameModule& game = m.module();
  const std::span<const PlayerLevel> levels = game.levels();
  const int level_count = int(levels.size());
  if (!group.empty()) {
    kit.title("Statistics: " + std::string(game.title()) + ", " + group + undo, 22);
  } else if (game.presets().size() > 1) {
    const std::string name = in_play.preset();
    kit.title("Statistics: " + std::string(1, char(name[0] - 'a' + 'A')) + name.substr(1) +
                  " rules" + undo,
              22);
  } else {
    kit.title("Statistics: " + std::string(game.title()) + undo, 22);
  }
  const bool solo = in_play.seat_count() == 1;
  kit.text(solo ? "Your games at the rules in play."
                : "Your games against the computer at the rules in play, by its level.",
           14, false, kPanelMuted);
  kit.space(10);

  int abandoned = 0;
  bool played = false;
  for (int n = 1; n <= level_count; ++n) {
    abandoned += m.stats.line(preset, n).abandoned;
    played = played || m.stats.line(preset, n).games > 0;
  }
  if (!played) {
    kit.space(12);
    kit.text("No games yet at these rules.", 17, true, kPanelText, true);
    kit.space(16);
  } else {
    Table table{kit};
    table.solo = solo;
    table.font = 15 * kit.s;
    table.head_px = 12 * kit.s;
    double widest_name = 0;
    for (const PlayerLevel& l : levels) {
      widest_name = std::max(widest_name, m.measure(l.name, table.font, true));
    }
    const int name_w = int(widest_name) + kit.px(16);
    const int beside = (kit.w - name_w) / kColumns;
    if (beside >= kit.px(52)) {
      table.name_w = name_w;
      table.column_w = beside;
    } else {
      table.column_w = kit.w / kColumns;
      table.head_px = 11 * kit.s;
    }
    table.headings();
    bool banded = true;
    for (int n = 1; n <= level_count; ++n) {
      const StatLine& line = m.stats.line(preset, n);
      if (line.games == 0) continue;
      table.level_row(solo ? "All" : std::string(levels[size_t(n - 1)].name), line, banded);
      banded = !banded;
    }
    kit.space(12);
    kit.text(solo ? "Streak: wins in a row up to the last game. Score: what a finished game "
                    "scored, as the rules page counts it."
                  : "Streak: wins in a row up to the last game. Average score: your points per "
                    "finished game (the winner's score, taken off when the computer won).",
             13, false, kPanelMuted);
    kit.space(4);
    // The coach's reviews of these games (review.hpp), a line per level.
    const std::string call = in_play.talk()->call_label();
    for (int n = 1; n <= level_count; ++n) {
      const StatLine& line = m.stats.line(preset, n);
      if (line.reviewed == 0) continue;
      const std::string games =
          std::to_string(line.reviewed) + (line.reviewed == 1 ? " game" : " games") + " reviewed: ";
      kit.text((solo ? "" : std::string(levels[size_t(n - 1)].name) + ", ") + games +
                   review_summary({line.mistakes, line.missed_calls, line.wrong_calls}, call) + ".",
               13, false, kPanelText);
      kit.space(4);
    }
  }
  kit.text(
      "Abandoned games (left before their end: a new game or a restart in the middle of one) "
      "count as losses: " +
          std::to_string(abandoned) + " at these rules.",
      13, false, kPanelMuted);
  kit.space(14);
  const bool armed = m.ui.stats_reset_armed;
  if (armed) {
    kit.text("Resetting clears the statistics of every rule set and level.", 13, true, 0xffe3a3ff);
    kit.space(8);
  }
  Widget reset =
      make_button(WidgetId::reset_stats, armed ? "Press again to reset" : "Reset statistics",
                  armed ? WidgetStyle::primary : WidgetStyle::button);
  reset.enabled = any_games(m.stats);
  kit.row({reset, make_button(WidgetId::close, "Close")}, 42);
  kit.finish();
}

}  // namespace rb::app
