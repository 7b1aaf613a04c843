// The statistics panel: the player's games at the rules in play, one row per computer level that
// has games (games, wins, losses, win %, the streak now and the best one, the average score), what
// the numbers count, and a reset that asks to be pressed twice. On a narrow window each level's
// name stands on a line of its own above its numbers.
#include <array>
#include <cmath>
#include <utility>

#include "app/text/wording.hpp"
#include "app/ui/panel_kit.hpp"
#include "core/decimal_text.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

constexpr int kColumns = 7;
constexpr std::array<std::string_view, kColumns> kHeaders = {
    tr_mark("Games"),  tr_mark("Wins"),        tr_mark("Losses"),       tr_mark("Win %"),
    tr_mark("Streak"), tr_mark("Best streak"), tr_mark("Average score")};
// A one-player game's: its best score in place of the losses.
constexpr std::array<std::string_view, kColumns> kSoloHeaders = {
    tr_mark("Games"),       tr_mark("Wins"),       tr_mark("Win %"),        tr_mark("Streak"),
    tr_mark("Best streak"), tr_mark("Best score"), tr_mark("Average score")};

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
  bool solo = false;                     // a one-player game's columns
  int name_w = 0;                        // the level column (0: names stand above their numbers)
  std::array<int, kColumns> column_w{};  // each number column
  double font = 0;                       // numbers and names
  double head_px = 0;                    // column headings

  const std::array<std::string_view, kColumns>& headers() const {
    return solo ? kSoloHeaders : kHeaders;
  }
  int column_x(int i) const {
    int x = kit.x + name_w;
    for (int c = 0; c < i; ++c) x += column_w[size_t(c)];
    return x;
  }

  // The number columns share `room`: each is first as wide as its heading's longest word (a word
  // is never broken), and what is left goes to all alike; where the words do not fit, every
  // heading is drawn smaller by the same measure (a review saw German's "Gewonnen" alone shrunk to
  // fit an equal column, beside headings of full size).
  void share_columns(int room) {
    std::array<double, kColumns> need{};
    double sum = 0;
    for (size_t i = 0; i < kColumns; ++i) {
      need[i] = kit.m.measure("+00.0", font, false);
      const std::string_view heading = tr(headers()[i]);
      for (size_t start = 0; start < heading.size();) {
        const size_t end = std::min(heading.find(' ', start), heading.size());
        need[i] =
            std::max(need[i], kit.m.measure(heading.substr(start, end - start), head_px, true));
        start = end + 1;
      }
      sum += need[i] += kit.px(6);
    }
    const double scale = std::min(1.0, room / sum);
    head_px *= scale;
    int used = 0;
    for (size_t i = 0; i < kColumns; ++i) {
      used += column_w[i] = i + 1 < kColumns
                                ? int(need[i] * scale + std::max(0.0, room - sum) / kColumns)
                                : room - used;
    }
  }

  void centred(const std::string& text, double px, bool bold, uint32_t rgba, int column, int y) {
    const int room = column_w[size_t(column)];
    const double wide = kit.m.measure(text, px, bold);
    if (wide > room) px = px * room / wide;
    const int width = int(std::min(wide, double(room)));
    kit.view.lines.push_back(
        TextLine{text, column_x(column) + (room - width) / 2, y, px, bold, rgba});
  }

  // The headings, wrapped into their columns' widths (all the same number of lines tall).
  void headings() {
    std::array<std::vector<std::string>, kColumns> words;
    size_t most = 1;
    for (int i = 0; i < kColumns; ++i) {
      words[size_t(i)] = wrap_text(tr(headers()[size_t(i)]), column_w[size_t(i)] - kit.px(2),
                                   head_px, true, kit.m.measure);
      most = std::max(most, words[size_t(i)].size());
    }
    const int line = int(std::ceil(head_px * 1.25));
    if (name_w > 0 && !solo) {
      kit.view.lines.push_back(TextLine{std::string(tr("Computer")), kit.x,
                                        kit.y + int(most - 1) * line, head_px, true, kPanelMuted});
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
  const bool undo = preset.ends_with(kWithUndo);
  const GameModule& game = m.module();
  const std::span<const PlayerLevel> levels = game.levels();
  const int level_count = int(levels.size());
  std::string name(tr(game.title()));
  if (!group.empty()) {
    name = tr_fill("{0}, {1}", {name, tr(group)});
  } else if (std::string named = game_with_preset(game, in_play.preset()); !named.empty()) {
    name = std::move(named);
  } else if (game.presets().size() > 1) {
    name = tr_fill("{0} rules", {preset_title(in_play.preset())});
  }
  kit.title(
      undo ? tr_fill("Statistics: {0}, with undo", {name}) : tr_fill("Statistics: {0}", {name}),
      22);
  const bool solo = in_play.seat_count() == 1;
  // (Games between people at one screen count in nobody's statistics: game_watch.cpp.)
  kit.text(solo             ? tr("Your games with the rules in play.")
           : people_here(m) ? tr("Games between people at one screen are not counted. Your games "
                                 "against the computer at the rules in play, by its level:")
                            : tr("Your games against the computer at the rules in play, by its "
                                 "level."),
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
    kit.text(tr("No games yet at these rules."), 17, true, kPanelText, true);
    kit.space(16);
  } else {
    Table table{kit};
    table.solo = solo;
    table.font = 15 * kit.s;
    table.head_px = 12 * kit.s;
    double widest_name = 0;
    for (const PlayerLevel& l : levels) {
      widest_name = std::max(widest_name, m.measure(tr(l.name), table.font, true));
    }
    const int name_w = int(widest_name) + kit.px(16);
    if ((kit.w - name_w) / kColumns >= kit.px(52)) {
      table.name_w = name_w;
    } else {
      table.head_px = 11 * kit.s;
    }
    table.share_columns(kit.w - table.name_w);
    table.headings();
    bool banded = true;
    for (int n = 1; n <= level_count; ++n) {
      const StatLine& line = m.stats.line(preset, n);
      if (line.games == 0) continue;
      table.level_row(std::string(solo ? tr("All") : tr(levels[size_t(n - 1)].name)), line, banded);
      banded = !banded;
    }
    kit.space(12);
    kit.text(solo ? tr("Streak: wins in a row up to the last game. Score: what a finished game "
                       "scored, as the rules page counts it.")
                  : tr("Streak: wins in a row up to the last game. Average score: your points per "
                       "finished game (the winner's score, taken off when the computer won)."),
             13, false, kPanelMuted);
    kit.space(4);
    // The coach's reviews of these games (review.hpp), a line per level.
    const std::string call = in_play.talk()->call_label();
    for (int n = 1; n <= level_count; ++n) {
      const StatLine& line = m.stats.line(preset, n);
      if (line.reviewed == 0) continue;
      const std::string found =
          review_summary({line.mistakes, line.missed_calls, line.wrong_calls}, call);
      kit.text(solo ? tr_count(line.reviewed, "{0} game reviewed: {1}.|{0} games reviewed: {1}.",
                               {found})
                    : tr_count(line.reviewed,
                               "{2}, {0} game reviewed: {1}.|{2}, {0} games reviewed: {1}.",
                               {found, tr(levels[size_t(n - 1)].name)}),
               13, false, kPanelText);
      kit.space(4);
    }
  }
  kit.text(tr_fill("Abandoned games (left for a new game or a restart) count as losses: {0} at "
                   "these rules.",
                   {std::to_string(abandoned)}),
           13, false, kPanelMuted);
  kit.space(14);
  const bool armed = m.ui.stats_reset_armed;
  if (armed) {
    kit.text(tr("Resetting clears the statistics of every rule set and level."), 13, true,
             0xffe3a3ff);
    kit.space(8);
  }
  Widget reset = make_button(WidgetId::reset_stats,
                             armed ? tr("Press again to reset") : tr("Reset statistics"),
                             armed ? WidgetStyle::primary : WidgetStyle::button);
  reset.enabled = any_games(m.stats);
  kit.row({reset, make_button(WidgetId::close, tr("Close"))}, 42);
  kit.finish();
}

}  // namespace rb::app
