// The menu's, the end's and the rules page's content and places (see panels.hpp); the statistics
// are in stats_panel.cpp.
#include "app/ui/panels.hpp"

#include "app/flow/move_log.hpp"
#include "app/flow/review.hpp"
#include "app/flow/session.hpp"
#include "app/flow/take_back.hpp"
#include "app/text/jokes.hpp"
#include "app/text/languages.hpp"
#include "app/text/wording.hpp"
#include "app/ui/option_rows.hpp"
#include "app/ui/panel_kit.hpp"
#include "app/ui/rules_page.hpp"
#include "app/ui/table_style.hpp"
#include "core/translation.hpp"

namespace rb::app {

namespace {

// New game, Restart or Resign; once pressed in a game at stake: "Press again to give up"
// (commands.cpp).
Widget leaving_button(const AppModel& m, WidgetId id, std::string_view words,
                      WidgetStyle style = WidgetStyle::button) {
  return make_button(id, m.ui.give_up_armed == id ? tr("Press again to give up") : words, style);
}
Widget new_game_button(const AppModel& m) {
  return leaving_button(m, WidgetId::new_game, tr("New game"), WidgetStyle::primary);
}

// A label beside a row of buttons on a wide panel, above it on a narrow one or where its words
// are wider than the labels' column ("Nouvelles donnes").
struct LabelledRow {
  int left, width;
};
LabelledRow label_row(PanelKit& kit, std::string_view text) {
  const std::string label(text);
  const double font = 14 * kit.s;
  const int label_w = kit.px(96);
  const bool beside =
      kit.w >= kit.px(360) && kit.m.measure(label, font, true) <= label_w - kit.px(6);
  if (!beside) {
    kit.view.lines.push_back(TextLine{label, kit.x, kit.y, font, true, kPanelMuted});
    kit.y += int(font * 1.5);
    return {kit.x, kit.w};
  }
  kit.view.lines.push_back(
      TextLine{label, kit.x, kit.y + (kit.px(38) - int(font)) / 2, font, true, kPanelMuted});
  return {kit.x + label_w, kit.w - label_w};
}

std::string colour_word(TableColour colour) {
  static constexpr std::array<std::string_view, kTableColourCount> kWords = {
      tr_mark("Green"), tr_mark("Blue"), tr_mark("Red"), tr_mark("Grey")};
  return std::string(tr(kWords[size_t(colour)]));
}

uint32_t swatch_of(TableColour colour) {
  const Rgb c = felt_colour(colour);
  return uint32_t(c.r) << 24 | uint32_t(c.g) << 16 | uint32_t(c.b) << 8 | 0xffu;
}

// The chosen game's level, 1-based and within its levels.
PlayerLevel chosen_level(const Settings& c) {
  const std::span<const PlayerLevel> levels = game_of(c).levels();
  if (levels.empty()) return {};
  return levels[size_t(std::clamp(c.level, 1, int(levels.size())) - 1)];
}

// Online chosen: New game opens a table for a friend; besides, a table open to anyone, "Play
// anyone", and the public tables of the game waiting for players, each with its Join button
// (where this page has the online client; elsewhere a button opens the page that has it).
void online_menu_rows(const AppModel& m, PanelKit& kit, LabelledRow r) {
  kit.row({leaving_button(m, WidgetId::open_to_anyone, tr("Open to anyone")),
           leaving_button(m, WidgetId::play_anyone, tr("Play anyone"))},
          38, r.left, r.width);
  kit.space(8);
  if (!online_client_linked() || !m.online_client) {
    kit.row({make_button(WidgetId::public_tables, tr("Public tables"))}, 36, r.left, r.width);
    kit.space(12);
    return;
  }
  const PublicTables& list = m.public_tables;
  const std::string_view note = list.asked              ? tr("Asking the game server...")
                                : !list.trouble.empty() ? std::string_view(list.trouble)
                                : list.tables.empty()   ? tr("No public table is waiting.")
                                                        : tr("Public tables waiting:");
  kit.text(note, 13, false, kPanelMuted);
  const int join_w = std::min(kit.px(96), kit.w / 4);
  const double font = 13 * kit.s;
  for (size_t i = 0; i < list.tables.size() && i < 3; ++i) {
    const std::string words = fit_text(public_table_words(list.tables[i]),
                                       kit.w - join_w - kit.px(8), font, false, kit.m.measure);
    const int top = kit.y;
    kit.view.lines.push_back(
        TextLine{words, kit.x, top + (kit.px(32) - int(font)) / 2, font, false, kPanelText});
    // (Armed, Join keeps its word, which the button's width holds: the message line asks.)
    kit.row({make_button(WidgetId(size_t(WidgetId::public_table_first) + i), tr("Join"))}, 32,
            kit.x + kit.w - join_w, join_w);
    kit.space(4);
  }
  Widget again = make_button(WidgetId::public_tables, tr("Look again"));
  again.enabled = !list.asked;
  kit.row({again}, 32, r.left, r.width);
  kit.space(12);
}

// Whether the chosen table has a computer to set the level of: not online against people, nor
// with people here in every seat (a game alone has the computer's demo).
bool computer_seated(const AppModel& m) {
  const Settings& c = m.chosen;
  if (m.online_chosen) return false;
  const bool this_table = c.game == m.settings.game && c.preset == m.settings.preset;
  const int seats = this_table ? m.game->seat_count() : 8;
  if (seats == 1) return true;
  for (int seat = 1; seat < seats; ++seat) {
    if (!person_plays(c, seat)) return true;
  }
  return false;
}

// The computer's level: its name between arrows, what it does under it.
void computer_level_row(const AppModel& m, PanelKit& kit) {
  PanelView& view = kit.view;
  const Settings& c = m.chosen;
  const GameModule& game = game_of(c);
  const LabelledRow r = label_row(kit, tr("Computer"));
  const int level_count = int(game.levels().size());
  const int arrow = kit.px(44);
  Widget down = make_button(WidgetId::level_down, "<");
  down.enabled = c.level > 1;
  Widget up = make_button(WidgetId::level_up, ">");
  up.enabled = c.level < level_count;
  kit.row({down}, 38, r.left, arrow);
  kit.y -= kit.px(38);
  kit.row({up}, 38, r.left + r.width - arrow, arrow);
  const std::string name =
      tr_fill("{0} ({1} of {2})",
              {tr(chosen_level(c).name), std::to_string(c.level), std::to_string(level_count)});
  const double font = 15 * kit.s;
  const int name_w = int(m.measure(name, font, true));
  view.lines.push_back(TextLine{name, r.left + (r.width - name_w) / 2,
                                kit.y - kit.px(38) + (kit.px(38) - int(font)) / 2, font, true,
                                kPanelText});
  // (What the chosen level does, under its row.)
  kit.space(4);
  kit.text(sentence(std::string(tr(chosen_level(c).description))), 13, false, kPanelMuted);
  kit.space(10);
}

// Who plays the other seats (a game of turns, or a match of solitaires): the computer, people
// here, or online, with the online rows under it. Nothing for a solitaire alone.
void against_rows(const AppModel& m, PanelKit& kit) {
  if (m.game->seat_count() == 1) return;
  LabelledRow r{kit.x, kit.w};
  const Settings& c = m.chosen;
  if (!m.game->all_at_once()) {
    // Who plays the other seats: the computer, in a casual game with undo of one's own turn
    // (take_back.hpp) or not, or people at this screen (Settings::people).
    r = label_row(kit, tr("Against"));
    // Online: a person at another screen, through the game server (online_play.hpp).
    const bool online = m.online_chosen;
    const bool people = c.people != 1 && !online;
    const bool computer = !people && !online;
    std::vector<Widget> against = {
        make_button(WidgetId::undo_off, tr("Computer"), WidgetStyle::choice,
                    computer && !c.casual_undo),
        make_button(WidgetId::undo_on, tr("With undo"), WidgetStyle::choice,
                    computer && c.casual_undo),
        make_button(WidgetId::people_on, tr("People here"), WidgetStyle::choice, people)};
    if (m.online_offered) {
      against.push_back(
          make_button(WidgetId::online_on, tr("Online"), WidgetStyle::choice, online));
    }
    kit.row(against, 38, r.left, r.width);
    kit.space(12);
    if (online && m.online_offered) online_menu_rows(m, kit, r);
  } else if (m.online_offered && (m.game->seat_games() != nullptr || playing_online(m))) {
    // A match of solitaires: against the computer, or against a person online (the server seats
    // two people, each at their own page).
    r = label_row(kit, tr("Against"));
    const bool online = m.online_chosen;
    kit.row({make_button(WidgetId::undo_off, tr("Computer"), WidgetStyle::choice, !online),
             make_button(WidgetId::online_on, tr("Online"), WidgetStyle::choice, online)},
            38, r.left, r.width);
    kit.space(12);
    if (online) online_menu_rows(m, kit, r);
  }
}

void menu_game_page(const AppModel& m, PanelKit& kit) {
  PanelView& view = kit.view;
  const Settings& c = m.chosen;
  const GameModule& game = game_of(c);
  LabelledRow r{kit.x, kit.w};
  if (game_family().size() > 1) {
    // The family one at a time, its title readable: the arrows choose the game before and after
    // (each arrow is that game's own button: "game_pishe-pasha").
    r = label_row(kit, tr("Game"));
    const size_t count = std::min(game_family().size(), size_t(kMaxGames));
    size_t at = 0;
    while (at + 1 < count && game_family()[at].name != c.game) ++at;
    const int arrow = kit.px(44);
    const auto chooser = [&](size_t i, const char* sign) {
      return make_button(WidgetId(size_t(WidgetId::game_first) + i % count), sign);
    };
    kit.row({chooser(at + count - 1, "<")}, 38, r.left, arrow);
    kit.y -= kit.px(38);
    kit.row({chooser(at + 1, ">")}, 38, r.left + r.width - arrow, arrow);
    std::string title(tr(game_family()[at].title));
    const auto with_count = [&] {
      return tr_fill("{0} ({1} of {2})", {title, std::to_string(at + 1), std::to_string(count)});
    };
    std::string counted = with_count();
    double font = 15 * kit.s;
    const int room = r.width - 2 * arrow - kit.px(8);
    if (const size_t aside = title.find(" (");
        m.measure(counted, font, true) > room && aside > 0 && aside != std::string::npos) {
      // (A title's words in brackets, the English name beside a translated one, give way first.)
      title.resize(aside);
      counted = with_count();
    }
    // (Where the count does not fit, the title alone, smaller where it needs, down to 7/10.)
    const std::string& full = m.measure(counted, font, true) <= room ? counted : title;
    const double wide = m.measure(full, font, true);
    if (wide > room) font = std::max(font * 0.7, font * room / wide);
    const std::string shown = fit_text(full, room, font, true, m.measure);
    const int name_w = int(m.measure(shown, font, true));
    view.lines.push_back(TextLine{shown, r.left + (r.width - name_w) / 2,
                                  kit.y - kit.px(38) + (kit.px(38) - int(font)) / 2, font, true,
                                  kPanelText});
    kit.space(12);
  }
  if (!game_here(c)) {
    // Another game's bundle: its own menu chooses its rules and computer.
    kit.text(tr_fill("{0} opens in its own page: press New game. Its rules and computer are "
                     "chosen there.",
                     {tr(family_entry(c.game)->title)}),
             13, false, kPanelMuted);
    kit.space(12);
    kit.row({new_game_button(m), make_button(WidgetId::close, tr("Close"))}, 42);
    return;
  }
  const auto presets = game.presets();
  if (presets.size() > 1) {
    r = label_row(kit, tr(game.presets_label()));
    std::vector<Widget> buttons;
    for (size_t i = 0; i < presets.size() && i < size_t(kMaxPresets); ++i) {
      buttons.push_back(make_button(WidgetId(size_t(WidgetId::preset_first) + i),
                                    preset_title(presets[i]), WidgetStyle::choice,
                                    c.preset == presets[i]));
    }
    kit.row(buttons, 38, r.left, r.width);
    kit.space(12);
  }

  against_rows(m, kit);
  if (computer_seated(m)) computer_level_row(m, kit);

  r = label_row(kit, tr("Animation"));
  std::vector<Widget> speeds;
  for (int i = 0; i < kSpeedCount; ++i) {
    const Speed speed = Speed(i);
    speeds.push_back(make_button(WidgetId(int(WidgetId::speed_instant) + i), tr(speed_name(speed)),
                                 WidgetStyle::choice, c.speed == speed));
  }
  kit.row(speeds, 38, r.left, r.width);
  kit.space(12);

  // (The table's colour and the sounds share a row, so that a phone's menu fits its screen.)
  r = label_row(kit, tr("Table, sound"));
  Widget table = make_button(WidgetId::table_colour, colour_word(c.table));
  table.swatch = swatch_of(c.table);
  kit.row({table, make_button(WidgetId::sound_on, tr("Sound on"), WidgetStyle::choice, c.sound),
           make_button(WidgetId::sound_off, tr("Sound off"), WidgetStyle::choice, !c.sound)},
          38, r.left, r.width);
  kit.space(12);

  // The languages by their codes ("FR"), which every reader knows in the font of any language.
  r = label_row(kit, tr("Language"));
  std::vector<Widget> languages;
  const std::string spoken = wanted_language(m);
  for (size_t i = 0; i < kLanguages.size(); ++i) {
    std::string code(kLanguages[i]);
    const bool chosen = code == spoken;
    for (char& letter : code) letter = char(letter & ~0x20);
    languages.push_back(make_button(WidgetId(int(WidgetId::language_first) + int(i)), code,
                                    WidgetStyle::choice, chosen));
  }
  kit.row(languages, 38, r.left, r.width);
  kit.space(10);
  if (const std::string note = next_game_note(m); !note.empty()) {
    kit.text(note, 13, false, kPanelMuted);
    kit.space(12);
  } else {
    kit.space(2);
  }
  // (Online: no restart, and the link is the table's invitation.)
  Widget restart = leaving_button(m, WidgetId::restart, tr("Restart this deal"));
  restart.enabled = !playing_online(m);
  // (Learn: the guided first game, lesson_play.hpp.)
  Widget learn = make_button(WidgetId::learn, m.lesson ? tr("Stop lesson") : tr("Learn"));
  learn.enabled = !playing_online(m) && !m.game->all_at_once();
  kit.row({new_game_button(m), restart, learn}, 42);
  kit.space(10);
  // (Beside Resign the link's words are short, so that the row's fit a phone.)
  const bool resign = may_resign(m);
  std::vector<Widget> links = {
      make_button(WidgetId::copy_link, resign              ? tr("Copy link")
                                       : playing_online(m) ? tr("Copy the table's link")
                                                           : tr("Copy link to this deal")),
      make_button(WidgetId::stats, tr("Statistics"))};
  if (resign) {
    links.push_back(leaving_button(m, WidgetId::resign, tr("Resign")));
  }
  kit.row(links, 42);
  kit.space(10);
  if (m.game->seat_count() == 1) {
    r = label_row(kit, tr("New deals"));
    kit.row({make_button(WidgetId::deals_any, tr("Any"), WidgetStyle::choice, !c.winnable_only),
             make_button(WidgetId::deals_winnable, tr("Winnable only"), WidgetStyle::choice,
                         c.winnable_only)},
            38, r.left, r.width);
    kit.space(12);
    // (The solver says when the deal cannot be won, or a move lost it: loss_watch.hpp.)
    r = label_row(kit, tr("Unwinnable"));
    kit.row(
        {make_button(WidgetId::tell_lost_off, tr("Say nothing"), WidgetStyle::choice, !c.tell_lost),
         make_button(WidgetId::tell_lost_on, tr("Say so"), WidgetStyle::choice, c.tell_lost)},
        38, r.left, r.width);
    kit.space(12);
    kit.row(
        {make_button(WidgetId::demo, demo_running(m) ? tr("Stop the demo")
                                                     : tr("Watch the computer play this deal"))},
        42);
    kit.space(10);
  }
  std::vector<Widget> last;
  if (moves_offered(m)) last.push_back(make_button(WidgetId::moves, tr("Moves so far")));
  last.push_back(make_button(WidgetId::rules, tr("Rules page")));
  last.push_back(make_button(WidgetId::close, tr("Close")));
  kit.row(last, 42);
}

// One rules option: its name on the left (in two lines when it must), a button with its value on
// the right (a press gives the next value).
void option_row(PanelKit& kit, const OptionRow& row) {
  const double button_css = 34;
  const int button_h = kit.px(button_css);
  const int button_w = std::min(kit.px(132), kit.w / 3);
  const double font = 14 * kit.s;
  const int line = int(std::ceil(font * 1.25));
  std::vector<std::string> words =
      wrap_text(row.label, kit.w - button_w - kit.px(10), font, false, kit.m.measure);
  if (words.size() > 2) {
    words[1] = fit_text(words[1] + " " + words[2], kit.w - button_w - kit.px(10), font, false,
                        kit.m.measure);
    words.resize(2);
  }
  const int text_h = int(words.size()) * line;
  const int h = std::max(button_h, text_h + kit.px(4));
  const int top = kit.y;
  for (size_t i = 0; i < words.size(); ++i) {
    kit.view.lines.push_back(
        TextLine{words[i], kit.x, top + (h - text_h) / 2 + int(i) * line + (line - int(font)) / 2,
                 font, false, kPanelText});
  }
  kit.y = top + (h - button_h) / 2;
  kit.row({make_button(row.id, row.shown)}, button_css, kit.x + kit.w - button_w, button_w);
  kit.y = top + h;
}

void menu_rules_page(const AppModel& m, PanelKit& kit) {
  const Settings& c = m.chosen;
  const GameModule& game = game_of(c);
  const std::string named = game_with_preset(game, c.preset);
  kit.text(game.presets().size() > 1 && named.empty()
               ? tr_fill("Options of the {0} rules. They take effect with the next new game.",
                         {preset_title(c.preset)})
               : tr_fill("Options of {0}. They take effect with the next new game.",
                         {named.empty() ? std::string(tr(game.title())) : named}),
           13, false, kPanelMuted);
  kit.space(8);
  for (const OptionRow& row : option_rows(c)) {
    option_row(kit, row);
    kit.space(6);
  }
  kit.space(8);
  Widget defaults = make_button(WidgetId::rules_defaults, tr("Defaults"));
  defaults.enabled = !c.rule_options.empty();
  kit.row({defaults, new_game_button(m), make_button(WidgetId::close, tr("Close"))}, 42);
}

void menu(const AppModel& m, PanelView& view) {
  PanelKit kit(m, view, 600);
  kit.title(tr(m.module().title()), 22);
  kit.space(6);
  const MenuPage page = m.ui.menu_page;
  kit.row({make_button(WidgetId::menu_page_game, tr("Game"), WidgetStyle::choice,
                       page == MenuPage::game),
           make_button(WidgetId::menu_page_rules, tr("Rules options"), WidgetStyle::choice,
                       page == MenuPage::rules)},
          34);
  kit.space(14);
  if (page == MenuPage::game) {
    menu_game_page(m, kit);
  } else {
    menu_rules_page(m, kit);
  }
  kit.finish();
}

// The end of a replay of the computer's game (session.hpp's replay_seat_game).
void end_of_replay(const AppModel& m, PanelView& view) {
  PanelKit kit(m, view, 440);
  kit.title(tr("The computer's game"), 26);
  kit.text(m.game->talk()->end_summary(voices(m)), 14, false, kPanelMuted);
  kit.space(18);
  kit.row({make_button(WidgetId::watch_other, tr("Back to the match"), WidgetStyle::primary),
           make_button(WidgetId::new_game, tr("New game"))},
          42);
  kit.space(10);
  kit.row({make_button(WidgetId::close, tr("Look at the table"))}, 40);
  kit.finish();
}

// Whether the coach can review the player's game here (review.hpp): a game whose rules run here
// (not the server's), played against the computer or alone.
bool reviewable(const AppModel& m) {
  return !people_here(m) &&
         (m.settings.seats == Seats::human_vs_computer || m.game->seat_count() == 1) &&
         why_no_review(m).empty();
}

// The end of an online game: play again at the same table (every seat asks), the session's games
// won, or a new table.
void online_end(const AppModel& m, PanelKit& kit) {
  if (const std::string score = online_session_score(m); !score.empty()) {
    kit.text(tr_fill("Games won at this table: {0}.", {score}), 15, false, kPanelText);
    kit.space(10);
  }
  const std::string why_not = why_no_online_rematch(m);
  const OnlinePlay& o = *m.online;
  const bool asked = size_t(o.seat) < o.again.size() && o.again[size_t(o.seat)];
  const size_t seats = o.again.size();
  if (!why_not.empty() || asked) {
    const std::string_view waiting = seats == 2
                                         ? tr_mark("waiting for your opponent to play again")
                                         : tr_mark("waiting for the other players to play again");
    // (Why not first: a player who left after this seat asked ends the wait. A review found a
    // player waiting on for good.)
    kit.text(sentence(why_not.empty() ? std::string(tr(waiting)) : why_not), 15, false,
             kPanelMuted);
    kit.space(10);
  }
  // Another seat that asked already: said here too, not only on the message line behind.
  for (size_t seat = 0; seat < seats && why_not.empty() && !asked; ++seat) {
    if (int(seat) == o.seat || !o.again[seat]) continue;
    const size_t here = (seat + seats - size_t(o.seat)) % seats;
    kit.text(
        tr_fill("{0} would play again: Play again deals the next game.", {voices(m)[here].subject}),
        15, false, kPanelText);
    kit.space(10);
    break;
  }
  std::vector<Widget> first;
  if (why_not.empty() && !asked) {
    first.push_back(make_button(WidgetId::play_again, tr("Play again"), WidgetStyle::primary));
  }
  first.push_back(make_button(WidgetId::new_game, tr("New game")));
  kit.row(first, 42);
  kit.space(10);
  kit.row({make_button(WidgetId::close, tr("Look at the table"))}, 40);
  kit.finish();
}

void end(const AppModel& m, PanelView& view) {
  if (m.replay_of) return end_of_replay(m, view);
  PanelKit kit(m, view, 440);
  kit.title(result_headline(m), 26);
  kit.text(result_reason(m), 16, false, kPanelText);
  kit.space(4);
  // (An online deal is the server's secret: no number.)
  const long turns = m.game->talk()->turn_number();
  // (A game played all at once has no turns to count.)
  std::string counted;
  if (!playing_online(m) && (m.game->seat_count() == 1 || m.game->all_at_once())) {
    // (A game alone, or a match played all at once: no turns, its actions are no turns.)
    counted = " " + sentence(tr_fill("deal {0}", {std::to_string(m.game_seed)}));
  } else if (!playing_online(m)) {
    counted = " " + tr_count(turns, "Deal {1}, {0} turn.|Deal {1}, {0} turns.",
                             {std::to_string(m.game_seed)});
  } else if (!m.game->all_at_once()) {
    counted = " " + tr_count(turns, "{0} turn.|{0} turns.");
  }
  kit.text(m.game->talk()->end_summary(voices(m)) + counted, 14, false, kPanelMuted);
  if (const std::string_view joke = joke_for(m.jokes, m.game->game_name(), m.game_seed);
      joke_due(m) && !joke.empty()) {
    kit.space(12);
    kit.text(tr_fill("\"{0}\"", {std::string(joke)}), 15, false, 0xffe3a3ff);
  }
  kit.space(18);
  if (playing_online(m)) return online_end(m, kit);
  kit.row({new_game_button(m), make_button(WidgetId::restart, tr("Restart this deal"))}, 42);
  kit.space(10);
  std::vector<Widget> others;
  if (reviewable(m)) others.push_back(make_button(WidgetId::review, tr("Review your game")));
  if (m.settings.seats == Seats::human_vs_computer && m.game->seat_games() &&
      m.game->seat_games()->seat_game(1)) {
    // (A match of solitaires: the computer's game of the same deal, replayed on the table.)
    others.push_back(make_button(WidgetId::watch_other, tr("Replay the computer's game")));
  }
  if (!others.empty()) {
    kit.row(others, 40);
    kit.space(10);
  }
  std::vector<Widget> last;
  // (Undo where it takes something back: a solitaire's last move, not a game of turns over nor
  // a solitaire won, whose panel is no place to unmake the win.)
  if (why_no_undo_now(m).empty() && m.game->winner() != kHumanSeat) {
    last.push_back(make_button(WidgetId::undo, tr("Undo")));
  }
  last.push_back(make_button(WidgetId::close, tr("Look at the table")));
  last.push_back(make_button(WidgetId::stats, tr("Statistics")));
  kit.row(last, 40);
  kit.finish();
}

// People on one screen, a game with hidden hands: the screen goes to the person in turn, every
// hand hidden until they take it (close: commands.cpp shows their hand).
void pass_screen(const AppModel& m, PanelView& view) {
  PanelKit kit(m, view, 420);
  const int next = m.game->seat_in_turn();
  const std::string name = voices(m)[size_t(next)].subject;
  kit.title(whose_turn(m, next), 26);
  kit.text(tr_fill("Pass the screen to {0}. Every hand stays hidden until {0} takes it.", {name}),
           16, false, kPanelText);
  kit.space(18);
  kit.row({make_button(WidgetId::close, tr_fill("I am {0}: show my hand", {name}),
                       WidgetStyle::primary)},
          44);
  kit.finish();
}

// A panel of text in a scrolling column under a heading and Close (the rules, the moves so
// far): opens the column; its text is laid out after, and finish_column closes it.
struct TextColumn {
  int top = 0, bottom = 0, text_top = 0;
};
TextColumn open_column(const AppModel& m, PanelKit& kit, PanelView& view,
                       const std::string& heading) {
  TextColumn column;
  column.top = m.layout.panel_top() + kit.px(10);
  column.bottom = m.layout.height - kit.px(10);
  kit.y = column.top + kit.pad;
  const int close_w = kit.px(84);
  const int below = kit.heading(heading, 20, kit.w - close_w - kit.px(8), kit.y);
  kit.row({make_button(WidgetId::close, tr("Close"))}, 34, kit.x + kit.w - close_w, close_w);
  kit.y = std::max(kit.y, below);
  kit.space(12);
  view.clip =
      Rect{kit.x - kit.pad, kit.y, kit.w + 2 * kit.pad, column.bottom - kit.pad / 2 - kit.y};
  column.text_top = kit.y;
  return column;
}
void finish_column(const AppModel& m, PanelKit& kit, PanelView& view, const TextColumn& column) {
  view.content_height = kit.y - column.text_top;
  view.scroll_most = std::max(0.0, view.content_height - view.clip.h + kit.px(12));
  view.scroll = std::clamp(m.ui.panel_scroll, 0.0, view.scroll_most);
  for (TextLine& line : view.lines) line.y -= int(view.scroll);
  view.box = Rect{kit.x - kit.pad, column.top, kit.w + 2 * kit.pad, column.bottom - column.top};
}

void rules(const AppModel& m, PanelView& view) {
  PanelKit kit(m, view, 640);
  const GameModule& game = m.module();
  const std::string preset = m.game->preset();
  std::string name = game_with_preset(game, preset);
  if (name.empty()) {
    name = game.presets().size() > 1 ? preset_title(preset) : std::string(tr(game.title()));
  }
  const TextColumn column = open_column(m, kit, view, tr_fill("How to play: {0}", {name}));
  // The page's words come from its file (rules_page.hpp): until they do, and when they cannot,
  // a sentence says so.
  const RulesPage& page = m.rules_page;
  const bool arrived = page.arrived && page.file == shown_rules_file(m);
  if (!arrived || !page.error.empty()) {
    kit.text(arrived ? tr_fill("The rules could not be loaded: {0}", {page.error})
                     : std::string(tr("Loading the rules...")),
             15, false, kPanelText, false, 1.45);
    kit.space(8);
  }
  for (const std::string& p : page.paragraphs) {
    if (!arrived) break;
    if (p.starts_with("# ")) {
      kit.space(8);
      kit.text(p.substr(2), 17, true, 0xffe3a3ff, false, 1.5);
    } else {
      kit.text(p, 15, false, kPanelText, false, 1.45);
      kit.space(8);
    }
  }
  kit.space(8);
  kit.text(tr("Options of this game"), 17, true, 0xffe3a3ff, false, 1.5);
  for (const std::string& paragraph : option_paragraphs(m.settings, page)) {
    kit.text(paragraph, 15, false, kPanelText, false, 1.45);
    kit.space(4);
  }
  if (arrived && !page.keys.empty()) {
    kit.space(4);
    kit.text(page.keys, 14, false, kPanelMuted);
  }
  finish_column(m, kit, view, column);
}

// The moves so far, newest first (move_log.hpp): the last so many.
constexpr size_t kMovesShown = 60;
void moves(const AppModel& m, PanelView& view) {
  PanelKit kit(m, view, 640);
  const TextColumn column = open_column(m, kit, view, std::string(tr("Moves so far")));
  const std::vector<std::string> told = moves_so_far(m, kMovesShown);
  if (told.empty()) kit.text(tr("No moves yet."), 15, false, kPanelMuted);
  for (size_t i = told.size(); i-- > 0;) {  // (the newest first)
    kit.text(told[i], 15, false, kPanelText, false, 1.35);
    kit.space(6);
  }
  finish_column(m, kit, view, column);
}

}  // namespace

std::string next_game_note(const AppModel& m) {
  const Settings& c = m.chosen;
  const bool waits = c.game != m.settings.game || c.preset != m.settings.preset ||
                     c.level != m.settings.level || c.rule_options != m.settings.rule_options ||
                     c.casual_undo != m.settings.casual_undo || c.people != m.settings.people ||
                     m.online_chosen != playing_online(m);
  if (!waits) return "";
  return std::string(c.game != m.settings.game
                         ? tr("The game, rules and computer change with the next new game.")
                         : tr("Rules, players and undo take effect with the next new game."));
}

PanelView panel_view(const AppModel& m) {
  PanelView view;
  switch (m.ui.panel) {
    case Panel::none:
      break;
    case Panel::menu:
      menu(m, view);
      break;
    case Panel::end:
      end(m, view);
      break;
    case Panel::rules:
      rules(m, view);
      break;
    case Panel::moves:
      moves(m, view);
      break;
    case Panel::stats:
      stats_panel(m, view);
      break;
    case Panel::pass:
      pass_screen(m, view);
      break;
  }
  return view;
}

std::vector<Widget> panel_buttons(const AppModel& m) {
  std::vector<Widget> buttons;
  for (const Widget& w : panel_view(m).widgets) {
    if (w.clickable() && w.enabled) buttons.push_back(w);
  }
  return buttons;
}

void scroll_rules(AppModel& m, double device_px) {
  if (m.ui.panel == Panel::none) return;
  const PanelView view = panel_view(m);
  const double next = std::clamp(m.ui.panel_scroll + device_px, 0.0, view.scroll_most);
  if (next != m.ui.panel_scroll) {
    m.ui.panel_scroll = next;
    m.ui.dirty = true;
  }
}

void reveal_panel_focus(AppModel& m) {
  const PanelView view = panel_view(m);
  if (!view.widgets_scroll || m.ui.panel_focus < 0) return;
  const std::vector<Widget> buttons = panel_buttons(m);
  if (m.ui.panel_focus >= int(buttons.size())) return;
  const Rect& r = buttons[size_t(m.ui.panel_focus)].rect;
  const int margin = int(std::lround(12 * m.layout.dpr));
  if (r.y - margin < view.clip.y) {
    scroll_rules(m, r.y - margin - view.clip.y);
  } else if (r.bottom() + margin > view.clip.bottom()) {
    scroll_rules(m, r.bottom() + margin - view.clip.bottom());
  }
}

const char* panel_name(Panel panel) {
  switch (panel) {
    case Panel::none:
      return "none";
    case Panel::menu:
      return "menu";
    case Panel::rules:
      return "rules";
    case Panel::end:
      return "end";
    case Panel::stats:
      return "stats";
    case Panel::pass:
      return "pass";
    case Panel::moves:
      return "moves";
  }
  return "?";
}

bool parse_panel(std::string_view name, Panel& out) {
  for (int i = 0; i < kPanelCount; ++i) {
    if (name == panel_name(Panel(i))) {
      out = Panel(i);
      return true;
    }
  }
  return false;
}

bool known_panel_name(std::string_view name) {
  Panel panel = Panel::none;
  return name == "menu-rules" || name == "review" ||
         (parse_panel(name, panel) && panel != Panel::none);
}

bool open_named_panel(AppModel& m, std::string_view name) {
  if (!known_panel_name(name)) return false;
  if (name == "review") return start_review(m, m.now_ms).empty();  // (the coach's, on the table)
  const bool rules_page = name == "menu-rules";
  if (!rules_page) parse_panel(name, m.ui.panel);
  if (rules_page) m.ui.panel = Panel::menu;
  m.ui.menu_page = rules_page ? MenuPage::rules : MenuPage::game;
  m.ui.dirty = true;
  return true;
}

}  // namespace rb::app
