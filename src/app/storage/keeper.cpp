// The player's things between visits (see keeper.hpp).
#include "app/storage/keeper.hpp"

#include <algorithm>

#include "app/flow/lesson_play.hpp"
#include "app/flow/session.hpp"
#include "app/storage/saved_game.hpp"
#include "app/text/languages.hpp"
#include "app/ui/option_rows.hpp"
#include "core/translation.hpp"

namespace rb::app {
namespace {

constexpr int kMaxKeptAside = 20;
constexpr const char* kLanguageKey = "language";  // the site's, for all its games

// Writes, reporting the first failure once; "" when written.
std::string store(Keeper& k, const std::string& key, const std::string& value,
                  std::vector<Notice>& notices) {
  if (k.storage == nullptr) return "";  // a run that keeps nothing (tests, screenshots)
  const std::string error = k.storage->write(key, value);
  if (!error.empty() && !k.storage_failed) {
    k.storage_failed = true;
    notices.push_back({tr_mark("This browser does not let the game be saved ({0}). The game goes "
                               "on in memory."),
                       error, "", "storage"});
  }
  return error;
}

std::optional<std::string> load(Keeper& k, const std::string& key, std::vector<Notice>& notices) {
  if (k.storage == nullptr) return std::nullopt;
  std::string error;
  std::optional<std::string> value = k.storage->read(key, error);
  if (!error.empty() && !k.storage_failed) {
    k.storage_failed = true;
    notices.push_back({tr_mark("This browser does not let the game read its saved things ({0}). "
                               "The game goes on in memory."),
                       error, "", "storage"});
  }
  return value;
}

// Keeps unreadable text under "<key>.broken-N" (the first free N). Returns that key, or "" when it
// could not be kept (then the original must not be overwritten).
std::string keep_aside(Keeper& k, const std::string& key, const std::string& text,
                       std::vector<Notice>& notices) {
  for (int n = 1; n <= kMaxKeptAside; ++n) {
    const std::string aside = key + ".broken-" + std::to_string(n);
    std::string error;
    if (k.storage->read(aside, error) || !error.empty()) continue;
    if (store(k, aside, text, notices).empty()) return aside;
    return "";
  }
  return "";
}

SavedGame saved_of(const AppModel& model) {
  SavedGame saved;
  saved.settings = model.settings;
  saved.game_seed = model.game_seed;
  const GameState& game = model.replay_of ? *model.replay_of : *model.game;  // (not a replay)
  saved.record = game.engine() ? game.engine()->record_text() : "";          // (online: not kept)
  saved.stats_counted = game.over();
  return saved;
}

void write_game(Keeper& k, const AppModel& model, std::vector<Notice>& notices) {
  if (k.keep_broken_game || model.stand_in) return;
  const std::string text = write_saved_game(saved_of(model));
  if (text == k.written_game) return;
  if (store(k, game_key(k.game), text, notices).empty()) k.written_game = text;
}

void write_stats_now(Keeper& k, const Stats& stats, std::vector<Notice>& notices) {
  const std::string text = write_stats(stats);
  if (text != k.written_stats && store(k, stats_key(k.game), text, notices).empty()) {
    k.written_stats = text;
  }
}

void read_stats(Keeper& k, Stats& stats, std::vector<Notice>& notices) {
  stats = Stats{};
  stats.game = k.game;
  const std::optional<std::string> text = load(k, stats_key(k.game), notices);
  if (!text) return;
  // (A line that cannot be read is left out, the others count on: a review found one bad number
  // setting every count aside.)
  if (const std::string problem = parse_stats(*text, stats, true); problem.empty()) {
    k.written_stats = *text;
  } else {
    const std::string aside = keep_aside(k, stats_key(k.game), *text, notices);
    notices.push_back({aside.empty() ? tr_mark("Your statistics could not all be read ({0}), nor "
                                               "kept aside; what could be read counts on.")
                                     : tr_mark("Your statistics could not all be read ({0}). They "
                                               "are kept under {1}; what could be read counts on."),
                       problem, aside, "stats"});
  }
}

// The saved game, when there is one that reads; a broken one is kept aside and reported.
std::optional<SavedGame> read_game(Keeper& k, std::vector<Notice>& notices) {
  const std::optional<std::string> text = load(k, game_key(k.game), notices);
  if (!text) return std::nullopt;
  SavedGame saved;
  const GameModule* game = find_game(k.game);
  if (game == nullptr) return std::nullopt;
  if (const std::string problem = parse_saved_game(*text, *game, saved); !problem.empty()) {
    const std::string aside = keep_aside(k, game_key(k.game), *text, notices);
    if (aside.empty()) k.keep_broken_game = true;
    notices.push_back({aside.empty()
                           ? tr_mark("Your saved game could not be read ({0}). It is left "
                                     "where it was; here is a new game.")
                           : tr_mark("Your saved game could not be read ({0}). It is "
                                     "kept under {1}; here is a new game."),
                       problem, aside, "save"});
    return std::nullopt;
  }
  return saved;
}

// Whether the saved game is the one the page was opened for: unless the address names other rules
// or another deal, it is (the kept settings are the choices for the next game: a review lost its
// game in play, counted as abandoned, after choosing other rules in the menu and reloading).
bool wanted(const SavedGame& saved, std::string_view url_query) {
  if (saved.record.empty()) return false;
  const Settings& s = saved.settings;
  Settings asked = s;
  asked.seed = 0;
  apply_query(url_query, asked);
  if (s.game != asked.game || s.preset != asked.preset || s.rule_options != asked.rule_options) {
    return false;
  }
  // (seed=0 asks for a new deal: the menu's and a host's New game of another page's game.)
  return !names_option(url_query, "seed") || asked.seed == saved.game_seed;
}

// The statistics line a saved game counts in.
std::string saved_line_key(const SavedGame& saved) {
  const std::unique_ptr<GameState> state = state_of(saved);
  return state ? stats_line_key(*state, saved.settings.casual_undo) : saved.settings.preset;
}

// Whether a saved game was left unfinished after the human had acted in it.
bool left_unfinished(const SavedGame& saved) {
  const std::unique_ptr<GameState> state = state_of(saved);
  return state &&
         counts_as_abandoned(*state, false, people_here(saved.settings, state->seat_count()));
}

void count(const GameEvent& event, AppModel& model) {
  if (event.kind == GameEventKind::new_game && event.abandoned) {
    count_abandoned(model.stats, event.abandoned_preset, event.abandoned_level);
  } else if (event.kind == GameEventKind::game_over && !event.ended_before &&
             model.settings.seats == Seats::human_vs_computer && !people_here(model) &&
             !model.uncounted()) {
    count_finished(model.stats, stats_line_key(*model.game, model.settings.casual_undo),
                   model.settings.level, event.winner, model.game->points_of(kHumanSeat));
  }
}

// The player turned to another game: its statistics and saves from now on. (The game in play is
// the new game's fresh deal; one of its own left unfinished in storage counts as abandoned.)
void turn_to_game(Keeper& k, AppModel& model, std::vector<Notice>& notices) {
  k.game = model.settings.game;
  k.written_game.clear();
  k.written_stats.clear();
  k.written_settings.clear();
  k.keep_broken_game = false;
  read_stats(k, model.stats, notices);
  if (const std::optional<SavedGame> saved = read_game(k, notices)) {
    if (left_unfinished(*saved)) {
      count_abandoned(model.stats, saved_line_key(*saved), saved->settings.level);
      write_stats_now(k, model.stats, notices);
    }
  }
  // The watch starts again with the new game: no abandoned game of the old one to count here.
  // (Its first look, in keep_up, tells the new game: a host page was told nothing of it.)
  k.watch = GameWatch{};
}

}  // namespace

std::string notice_text(const Notice& notice) {
  if (notice.query.empty()) return tr_fill(notice.message, {notice.detail, notice.aside});
  Settings again;
  choose_game(again, notice.game);
  const std::vector<std::string> problems = apply_query(notice.query, again);
  const size_t part = size_t(notice.part);
  return tr_fill(notice.message,
                 {part < problems.size() ? problems[part] : join_messages(problems)});
}

std::vector<Notice> open_table(Keeper& k, AppModel& model, const Settings& base,
                               std::string_view url_query, double now) {
  std::vector<Notice> notices;
  Settings settings = base;
  // The game first: its own settings are kept under its name.
  Settings asked = base;
  apply_query(url_query, asked);
  if (asked.game != settings.game) choose_game(settings, asked.game);
  k.game = settings.game;
  if (const std::optional<std::string> kept = load(k, settings_key(k.game), notices)) {
    Settings from_storage = settings;
    const std::vector<std::string> problems = apply_query(*kept, from_storage);
    if (problems.empty()) {
      settings = from_storage;
      k.written_settings = *kept;
    } else {
      notices.push_back({tr_mark("Your saved settings could not all be read ({0}); the game uses "
                                 "the defaults for them."),
                         "", "", "settings", *kept, k.game});
      settings = from_storage;  // the readable ones still count
    }
  }
  // The site's language, the one chosen last in any of its games, over the one kept with this
  // game's settings (a review chose Russian in one game and found the others' pages in English).
  if (const std::optional<std::string> spoken = load(k, kLanguageKey, notices);
      spoken && is_language(*spoken)) {
    settings.language = *spoken;
    k.written_language = *spoken;
  }
  const size_t url_problems = apply_query(url_query, settings).size();
  for (size_t part = 0; part < url_problems; ++part) {
    notices.push_back(
        {tr_mark("Page address: {0}."), "", "", "url", std::string(url_query), k.game, int(part)});
  }
  read_stats(k, model.stats, notices);
  std::optional<SavedGame> saved = read_game(k, notices);
  if (saved && wanted(*saved, url_query) && !settings.learn) {
    Settings chosen = settings;
    // (Who plays the seats is the page's: seats=auto on a game kept makes its seats computers.)
    saved->settings.seats = settings.seats;
    resume_game(model, *saved, now, !opens_online_table(url_query));
    chosen.seed = 0;
    model.chosen = chosen;  // the URL's or kept choices apply to the next game
    take_at_once(model.settings, chosen);
    model.settings.reduced_motion = settings.reduced_motion;
  } else {
    if (saved && left_unfinished(*saved)) {
      // The page was opened for another deal: the game left behind counts as abandoned, and the
      // player is told so (a review found a game in play gone without a word after a deal's link).
      count_abandoned(model.stats, saved_line_key(*saved), saved->settings.level);
      write_stats_now(k, model.stats, notices);
      notices.push_back({tr_mark("The game you had in play (deal {0}) was left for a new one; "
                                 "it counts as abandoned, a game not won."),
                         std::to_string(saved->game_seed), "", "game"});
    }
    new_game(model, settings, now);
    // A first visit, no game and no statistics kept of this game (every visit keeps its game):
    // its first words point to the guided game (a review found a newcomer dropped into a dealt
    // game with nothing to go on).
    if (!saved && !model.stats.any()) invite_to_learn(model);
  }
  watch_game(k.watch, model);  // the starting point: no events for the past
  write_game(k, model, notices);
  return notices;
}

std::vector<GameEvent> keep_up(Keeper& k, AppModel& model, std::vector<Notice>& notices) {
  // (An online game is the server's: nothing of it is saved or counted here, and the game this
  // player left for it stays saved as it was.)
  if (playing_online(model)) return {};
  if (model.settings.game != k.game) turn_to_game(k, model, notices);
  std::vector<GameEvent> events = watch_game(k.watch, model);
  for (const GameEvent& event : events) count(event, model);
  if (!events.empty()) write_game(k, model, notices);
  write_stats_now(k, model.stats, notices);
  if (!k.seen_choices || !(model.chosen == *k.seen_choices)) {
    k.seen_choices = model.chosen;
    if (model.chosen.language != k.written_language &&
        store(k, kLanguageKey, model.chosen.language, notices).empty()) {
      k.written_language = model.chosen.language;
    }
    // (The choices for a game another page plays are that page's to keep: a review found this
    // page's level and no preset kept for it, read there as a broken setting.)
    const std::string settings = settings_query(model.chosen);
    if (find_game(model.chosen.game) && settings != k.written_settings &&
        store(k, settings_key(model.chosen.game), settings, notices).empty()) {
      k.written_settings = settings;
    }
  }
  return events;
}

void save_now(Keeper& k, const AppModel& model, std::vector<Notice>& notices) {
  if (playing_online(model)) return;
  write_game(k, model, notices);
}

std::string game_key(const std::string& game) {
  return game + ".game";
}

std::string settings_key(const std::string& game) {
  return game + ".settings";
}

std::string stats_key(const std::string& game) {
  return game + ".stats";
}

std::optional<std::string> MemoryStorage::read(const std::string& key, std::string& error) {
  if (fail_reads) {
    error = "storage is blocked";
    return std::nullopt;
  }
  for (const auto& [k, v] : items) {
    if (k == key) return v;
  }
  return std::nullopt;
}

std::string MemoryStorage::write(const std::string& key, const std::string& value) {
  if (fail_writes) return "storage is blocked";
  for (auto& [k, v] : items) {
    if (k == key) {
      v = value;
      return "";
    }
  }
  items.emplace_back(key, value);
  return "";
}

}  // namespace rb::app
