// The online table's link and the requests for the page's client (see online_play.hpp).
#include "app/flow/online_play.hpp"

#include <algorithm>
#include <cmath>

#include "app/flow/app_model.hpp"
#include "app/text/table_talk.hpp"
#include "app/text/wording.hpp"
#include "core/json_text.hpp"
#include "core/translation.hpp"
#include "core/voices.hpp"

namespace rb::app {
namespace {

void request(AppModel& m, const std::string& json) {
  m.online_requests.push_back(json);
  m.ui.dirty = true;
}

}  // namespace

[[gnu::weak]] bool online_client_linked() {
  return false;
}

[[gnu::weak]] void ask_online_why(AppModel& /*m*/, int /*from*/, int /*to*/, int /*from_index*/) {}

bool playing_online(const AppModel& m) {
  return online_client_linked() && m.online.has_value();
}

std::string online_wait_reason(const AppModel& m) {
  if (!playing_online(m)) return "";
  const OnlinePlay& o = *m.online;
  switch (o.link) {
    case OnlinePlay::Link::opening:
      return std::string(tr("the table is being opened on the game server"));
    case OnlinePlay::Link::away:
      return std::string(tr("the connection to the game server was lost: getting it back"));
    case OnlinePlay::Link::closed:
      return o.trouble.empty() ? std::string(tr("this online table is closed")) : o.trouble;
    case OnlinePlay::Link::open:
      break;
  }
  for (const std::string& seat : o.seats) {
    if (seat == "empty")
      return std::string(tr("waiting for your opponent to join: send them the link"));
  }
  return "";
}

namespace {

// The counting notice's words with `seconds` left.
std::string count_down_words(const AppModel& m, const OnlinePlay::CountDown& c, int seconds) {
  const auto seats = voices(m);
  const SeatVoice& voice = seats[size_t(std::min(c.seat, int(seats.size()) - 1))];
  if (c.stall) return sentence(stall_words(voice, seconds, c.plays_on));
  return tr_count(seconds,
                  "{1} lost the connection: their seat is kept for {0} second.|{1} lost the "
                  "connection: their seat is kept for {0} seconds.",
                  {voice.subject});
}

// The whole seconds the counting notice has left (0 once they are over, or it is not shown).
int seconds_left(const AppModel& m, double now) {
  if (!playing_online(m) || m.online->count_down.until_ms < 0) return 0;
  const OnlinePlay::CountDown& c = m.online->count_down;
  if (m.ui.message != c.words) return 0;  // (other words cover it: they stay)
  return int(std::ceil((c.until_ms - now) / 1000.0));
}

void start_count_down(AppModel& m, OnlinePlay::CountDown c, int seconds, MessageTone tone,
                      double now) {
  c.until_ms = now + seconds * 1000.0;
  say(m, count_down_words(m, c, seconds), tone, true);
  c.words = m.ui.message;
  m.online->count_down = std::move(c);
}

}  // namespace

void tell_seat_away(AppModel& m, int seat, double now) {
  OnlinePlay& o = *m.online;
  if (m.ui.message_sticky && m.ui.message != o.away_notice) {
    o.covered = CoveredMessage{m.ui.message, m.ui.call_words, m.ui.tone};
  }
  OnlinePlay::CountDown away;
  away.seat = seat;
  start_count_down(m, std::move(away), o.grace_seconds, MessageTone::info, now);
  o.away_notice = m.ui.message;
}

void tell_stall(AppModel& m, int seat, int seconds, bool plays_on, double now) {
  OnlinePlay::CountDown stall;
  stall.seat = seat;
  stall.stall = true;
  stall.plays_on = plays_on;
  start_count_down(m, std::move(stall), seconds, MessageTone::refused, now);
}

void count_down_notice(AppModel& m, double now) {
  const int seconds = seconds_left(m, now);
  if (seconds <= 0) {
    if (m.online) m.online->count_down.until_ms = -1;
    return;
  }
  OnlinePlay& o = *m.online;
  std::string words = count_down_words(m, o.count_down, seconds);
  if (words == m.ui.message) return;
  if (o.away_notice == m.ui.message) o.away_notice = words;
  m.ui.message = words;
  m.ui.message_quiet = true;  // (said once when it came; a count each second is not read out)
  m.ui.dirty = true;
  o.count_down.words = std::move(words);
}

double count_down_wakeup_ms(const AppModel& m, double now) {
  const int seconds = seconds_left(m, now);
  if (seconds <= 0) return -1;
  return m.online->count_down.until_ms - (seconds - 1) * 1000.0;
}

bool online_seat_away(const AppModel& m, int seat) {
  if (!playing_online(m) || m.online->seat < 0 || m.online->seats.empty()) return false;
  const size_t theirs = size_t(m.online->seat + seat) % m.online->seats.size();
  return m.online->seats[theirs] == "away";
}

bool online_game_at_stake(const AppModel& m) {
  if (!playing_online(m) || !m.game || m.game->over()) return false;
  const OnlinePlay& o = *m.online;
  // (Not once the computer plays the page's seat: its person is out of the game already.)
  if (o.computer_plays(o.seat)) return false;
  if (o.link == OnlinePlay::Link::closed || o.link == OnlinePlay::Link::opening) return false;
  return !o.seats.empty() && std::find(o.seats.begin(), o.seats.end(), "empty") == o.seats.end();
}

std::string online_query(const Settings& s) {
  std::string query = "game=" + s.game + "&preset=" + s.preset;
  for (const auto& [name, value] : s.rule_options) query += "&" + name + "=" + value;
  return query;
}

namespace {

// The online bundle's page of these settings, opened with `online` (new, public, anyone, tables).
void load_online_page(AppModel& m, const Settings& settings, std::string_view online) {
  m.ui.load_game_request = page_query(settings) + "&online=" + std::string(online);
}

}  // namespace

void open_online_table(AppModel& m, const Settings& settings) {
  const OnlineOpening how = m.online_opening;
  m.online_opening = OnlineOpening::by_link;
  const std::string_view opening = how == OnlineOpening::play_anyone
                                       ? tr("Looking for a public table on the game server...")
                                       : tr("Opening a table on the game server...");
  if (!online_client_linked() || !m.online_client) {
    // The page's online bundle plays it: the platform opens that page, which opens the table.
    load_online_page(m, settings,
                     how == OnlineOpening::play_anyone      ? "anyone"
                     : how == OnlineOpening::open_to_anyone ? "public"
                                                            : "new");
    say(m, opening, MessageTone::info, true);
    return;
  }
  m.online = OnlinePlay{};
  m.online->open_to_anyone = how != OnlineOpening::by_link;
  m.online_chosen = true;
  tell_online_language(m);
  const std::string query = json_quoted(online_query(settings));
  if (how == OnlineOpening::play_anyone) {
    request(m,
            "{\"do\":\"anyone\",\"match\":" + json_quoted(settings.game + "/" + settings.preset) +
                ",\"query\":" + query + "}");
  } else {
    request(m, "{\"do\":\"create\",\"query\":" + query +
                   (how == OnlineOpening::open_to_anyone ? ",\"public\":true}" : "}"));
  }
  say(m, opening, MessageTone::info, true);
}

void ask_public_tables(AppModel& m) {
  if (!online_client_linked() || !m.online_client) {
    load_online_page(m, m.chosen, "tables");
    return;
  }
  m.public_tables.asked = true;
  request(m, "{\"do\":\"tables\",\"game\":" + json_quoted(m.chosen.game) + "}");
}

void join_public_table(AppModel& m, size_t index) {
  // (online_client_linked first: a bundle without the client drops the rest.)
  if (!online_client_linked() || !m.online_client || index >= m.public_tables.tables.size()) return;
  const std::string room = m.public_tables.tables[index].room;
  const std::string left = leave_online_table(m);
  join_online_table(m, room);
  request(m, "{\"do\":\"join\",\"room\":" + json_quoted(room) + "}");
  tell_left_game(m, left);
}

std::string public_table_words(const PublicTable& t) {
  const int minutes = t.waiting_s / 60;
  const std::string waited = minutes > 0 ? tr_fill("waiting {0} min", {std::to_string(minutes)})
                                         : std::string(tr("just opened"));
  // (By the free seats' count: French says "1 place libre sur 2", "2 places libres sur 4".)
  return tr_count(t.free, "{1}: {0} of {2} seats free, {3}|{1}: {0} of {2} seats free, {3}",
                  {preset_title(t.preset), std::to_string(t.seats), waited});
}

void join_online_table(AppModel& m, const std::string& room) {
  m.online = OnlinePlay{};
  m.online_chosen = true;  // (the menu's Against row says Online; a new game opens a table)
  m.online->room = room;
  tell_online_language(m);
  say(m, tr_fill("Joining the table {0} on the game server...", {room}), MessageTone::info, true);
}

std::string send_online_action(AppModel& m, ActionCode action, const std::optional<Rect>& drop) {
  if (const std::string why = online_wait_reason(m); !why.empty()) return why;
  const std::string text = m.game->action_text(action);
  if (text.empty()) return std::string(tr("that is not one of your actions now"));
  const ActionLook look = m.game->talk()->look(action);
  m.online->drop = drop;
  m.online->drop_pile = look.from;
  m.online->drop_index = look.from_index;
  request(m, "{\"do\":\"act\",\"action\":" + json_quoted(text) +
                 ",\"seq\":" + std::to_string(m.online->sequence) + "}");
  return "";
}

void tell_online_language(AppModel& m) {
  if (!playing_online(m)) return;
  request(m, "{\"do\":\"language\",\"lang\":\"" + std::string(language_code()) + "\"}");
}

void ask_online_rematch(AppModel& m) {
  // (playing_online first: a bundle without the online client drops the rest.)
  if (!playing_online(m) || !why_no_online_rematch(m).empty()) return;
  m.online->again[size_t(m.online->seat)] = 1;
  request(m, "{\"do\":\"again\"}");
  say(m,
      sentence(std::string(m.game->seat_count() == 2
                               ? tr("waiting for your opponent to play again")
                               : tr("waiting for the other players to play again"))),
      MessageTone::info);
}

std::string why_no_online_rematch(const AppModel& m) {
  if (!playing_online(m) || m.online->sequence < 0 || !m.game->over()) {
    return std::string(tr("the game is not over yet"));
  }
  const OnlinePlay& o = *m.online;
  for (const std::string& seat : o.seats) {
    if (seat == "left" || seat == "empty") {
      return std::string(tr("a player left the table: it plays no more games"));
    }
  }
  if (o.link != OnlinePlay::Link::open) return online_wait_reason(m);
  if (size_t(o.seat) >= o.again.size()) return std::string(tr("the game is not over yet"));
  return "";
}

std::string online_session_score(const AppModel& m) {
  if (!playing_online(m) || m.online->games == 0 || m.online->seat < 0) return "";
  const OnlinePlay& o = *m.online;
  const Voices v = voices(m);
  std::string score;
  for (size_t here = 0; here < v.size() && here < o.wins.size(); ++here) {
    const size_t seat = (size_t(o.seat) + here) % o.wins.size();
    if (!score.empty()) score += ", ";
    score += lower_first(v[here].subject) + " " + std::to_string(o.wins[seat]);
  }
  return score;
}

std::string leave_online_table(AppModel& m) {
  if (!m.online) return "";
  const std::string left(online_game_at_stake(m) ? tr("You left your last game, lost by forfeit.")
                                                 : "");
  request(m, "{\"do\":\"leave\"}");
  m.online.reset();
  return left;
}

void tell_left_game(AppModel& m, const std::string& left) {
  if (left.empty()) return;
  if (m.online) m.online->left_words = left;
  say(m, left, MessageTone::info, true);
}

}  // namespace rb::app
