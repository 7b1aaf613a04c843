// Keeps the player's things between visits: the game in play (saved after every action), the
// settings and the statistics, in a key-value storage the platform provides (the browser's
// localStorage, files natively, memory in tests). Nothing is ever thrown away: a save or a
// statistics text that cannot be read is kept aside under another key and reported, and when
// storage fails the game goes on in memory with one quiet notice.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/flow/app_model.hpp"
#include "app/flow/game_watch.hpp"
#include "app/storage/stats.hpp"

namespace rb::app {

class Storage {
 public:
  virtual ~Storage() = default;
  // The value under `key`, nothing when there is none. When storage cannot be read at all,
  // nothing, and `error` says why.
  virtual std::optional<std::string> read(const std::string& key, std::string& error) = 0;
  // Stores the value; "" when done, else why not (quota, storage blocked).
  virtual std::string write(const std::string& key, const std::string& value) = 0;
};

// Each game keeps its things under its own keys: "russian-bank.game", ".settings", ".stats".
std::string game_key(const std::string& game);
std::string settings_key(const std::string& game);
std::string stats_key(const std::string& game);

// A message for the player (shown quietly by the page) and, for the embed API, whether it reports
// an error and where it came from ("url", "save", "stats", "storage", "settings"). It keeps its
// English message and values, and is put in words when it is shown: the notices of a page's
// opening wait for the words of its language (a review read them in English on a French page).
struct Notice {
  std::string_view message;  // English, with {0} (and {1}) for detail (and aside)
  std::string detail;
  std::string aside;
  std::string_view source;  // a literal
  // An address query or kept settings of `game`: the detail is its problems (or its `part`-th
  // one), read again when the notice is shown, in the words spoken then.
  std::string query = {};
  std::string game = {};
  int part = -1;
};

// The notice in the language spoken now.
std::string notice_text(const Notice& notice);

struct Keeper {
  Storage* storage = nullptr;
  std::string game;  // whose things are kept now (the game in play)
  GameWatch watch;
  std::string written_game;              // the save text last written (not written again unchanged)
  std::string written_settings;          // the settings query last written
  std::string written_language;          // the site's language last written or read
  std::optional<Settings> seen_choices;  // model.chosen when last compared (no query every tick)
  std::string written_stats;             // the statistics text last written
  bool storage_failed = false;           // one notice, then the game goes on in memory
  bool keep_broken_game = false;  // a broken save could not be kept aside: never overwrite it
};

// Starts the table: the game the URL names (else the base settings' game), the settings kept from
// its last visit, then the URL's options on top (each bad option reported and left at its
// default), then the saved game when it is the game the URL asks for (no seed, or the same deal
// and rules), else a new deal. Returns what the player should be told.
std::vector<Notice> open_table(Keeper& keeper, AppModel& model, const Settings& base,
                               std::string_view url_query, double now_ms);

// After each update: what happened since the last call (for the host page), with the game saved
// after every action, statistics (model.stats) counted at each end and each abandoned game and
// kept when they changed (a reset), settings kept when the player changed them. When the player
// turned to another game, that game's statistics are read and its things kept from then on (a
// game of it left unfinished counts as abandoned). Notices are added
// to `notices`.
std::vector<GameEvent> keep_up(Keeper& keeper, AppModel& model, std::vector<Notice>& notices);

// Writes the game now (the page is being hidden or closed). Notices as for keep_up.
void save_now(Keeper& keeper, const AppModel& model, std::vector<Notice>& notices);

// Storage in memory (tests, and where nothing else is available).
class MemoryStorage : public Storage {
 public:
  std::optional<std::string> read(const std::string& key, std::string& error) override;
  std::string write(const std::string& key, const std::string& value) override;
  std::vector<std::pair<std::string, std::string>> items;
  bool fail_reads = false, fail_writes = false;  // tests: storage blocked
};

}  // namespace rb::app
