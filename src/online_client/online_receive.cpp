// The online client's messages to the game (see online_receive.hpp).
#include "online_client/online_receive.hpp"

#include <algorithm>

#include "app/flow/session.hpp"
#include "app/sound/sound_cues.hpp"
#include "app/text/table_talk.hpp"
#include "app/text/wording.hpp"
#include "core/game_list.hpp"
#include "core/json_reader.hpp"
#include "core/translation.hpp"
#include "core/voices.hpp"
#include "online_client/remote_flights.hpp"

namespace rb::online_client {
namespace {

using app::AppModel;
using app::MessageTone;
using app::OnlinePlay;

const RemoteState* remote_of(const AppModel& m) {
  // (The game on the table is the server's once a view came: OnlinePlay::sequence >= 0.)
  return m.online && m.online->sequence >= 0 ? static_cast<const RemoteState*>(m.game.get())
                                             : nullptr;
}

// Server seat `server_seat` of `seats` as this page shows it (its own seat first, the others in
// turn after it; the server's number before the page has a seat), within the game's seats.
int page_seat(const AppModel& m, int server_seat, int seats) {
  const int o_seat = m.online->seat;
  const int here = o_seat < 0 ? server_seat : (server_seat - o_seat + seats) % seats;
  return std::min(here, m.game->seat_count() - 1);
}

// What the table says when the first view comes.
std::string view_greeting(const AppModel& m) {
  if (m.game->over()) return sentence(m.game->talk()->result_text());
  if (const std::string why = app::online_wait_reason(m); !why.empty()) return sentence(why);
  if (const std::string score = app::online_session_score(m); !score.empty()) {
    return tr_fill("A new game at the online table (games won: {0}). {1}.",
                   {score, app::whose_turn(m)});
  }
  return tr_fill("You are seated at the online table. {0}.", {app::whose_turn(m)});
}

// The first view: the server's table replaces what the page showed while it waited.
void first_view(AppModel& m, std::unique_ptr<RemoteState> view, double now) {
  m.settings.game = m.chosen.game = std::string(view->game_name());
  m.settings.preset = m.chosen.preset = view->preset();
  // (No undo online, and one person at this screen: the menu's Online says so too.)
  m.settings.casual_undo = m.chosen.casual_undo = false;
  m.settings.people = m.chosen.people = 1;
  m.online->seat = view->my_seat();
  m.online->sequence = view->sequence();
  m.game = std::move(view);
  m.computer.clear();
  m.pending_call.reset();
  m.redo.clear();
  m.end_at_ms = m.game->over() ? now : -1;
  const int frames = m.ui.frames_drawn;
  const bool focus_visible = m.ui.focus_visible;
  m.ui = app::UiState{};
  m.ui.frames_drawn = frames;
  m.ui.focus_visible = focus_visible;
  app::lay_out(m);
}

std::string take_view(AppModel& m, std::string_view json, double now) {
  std::string error;
  const std::optional<JsonValue> head = read_json(json, &error);
  if (!head || !head->is(JsonValue::Kind::object)) return "the server's view is not JSON: " + error;
  const std::string game = head->text_of("game");
  const GameModule* module = find_game(game);
  if (module == nullptr) {
    if (family_entry(game) == nullptr) return "the server's table plays an unknown game: " + game;
    // Another game's page plays it: the page opens that one, which joins the table again.
    m.ui.load_game_request = "game=" + game + "&join=" + m.online->room;
    return "";
  }
  const int seat = head->number_of("seat", -1);
  if (remote_of(m) != nullptr && seat != m.online->seat) {
    return "the server's view is for another seat";
  }
  // (The table's rule options: a solitaire match's mode changes its piles. A match online seats
  // its people apart, as the server's.)
  OptionValues options;
  if (const JsonValue* given = head->find("options"); given && given->is(JsonValue::Kind::array)) {
    for (const JsonValue& pair : given->items) {
      if (pair.is(JsonValue::Kind::array) && pair.items.size() == 2) {
        options.emplace_back(pair.items[0].text, pair.items[1].text);
      }
    }
  }
  const std::unique_ptr<GameState> dealt =
      module->new_game(head->text_of("preset"), options, 1, &error);
  if (!dealt) return "the server's table is not one this page knows: " + error;
  if (dealt->all_at_once() &&
      (dealt->seat_games() == nullptr || !dealt->seat_games()->seat_people_apart())) {
    return "the server's table is a game this page cannot play online";
  }
  if (!dealt->talk()) return "the server's game has no table this page can show";
  std::unique_ptr<RemoteState> view =
      RemoteState::from_view(json, dealt->talk()->table(), seat, &error);
  if (!view) return error;
  // (The seats the computer plays for people who left: the page names them so, as the server.)
  m.online->computer_seats = 0;
  if (const JsonValue* computers = head->find("computers")) {
    for (const JsonValue& other : computers->items) {
      if (other.number >= 0 && other.number < 32)
        m.online->computer_seats |= 1U << int(other.number);
    }
  }
  const RemoteState* before = remote_of(m);
  if (before == nullptr) {
    first_view(m, std::move(view), now);
    say(m, view_greeting(m), MessageTone::info);
    return "";
  }
  if (view->sequence() < before->sequence()) return "";  // (an older view, overtaken)
  const app::Pace pace = app::pace_for(m.settings);
  // (The page's own action, already shown; not the computer's in its seat, for a person who
  // stalled: those are told as the others'.)
  const bool mine = view->last_seat() == 0 && !m.online->computer_plays(seat);
  const app::FlightTimes times{now, mine ? pace.human_move_ms : pace.computer_move_ms,
                               pace.flip_ms};
  app::Change change;
  change.flights = remote_flights(*before, *view, m.layout, times);
  if (mine && m.online->drop) {
    change.drop = m.online->drop;
    change.drop_pile = m.online->drop_pile;
    change.drop_index = m.online->drop_index;
  }
  const bool changed = view->sequence() != before->sequence();
  // (A call's verdict is said to every seat, the caller's too, as at home: after the change. So
  // is a person's leaving a game the computer plays on, a while before the computer's moves are
  // told over it: a review never saw it go by.)
  const bool verdict = changed && !view->last_words().empty() &&
                       (view->last_call() || (view->last_text() == "leave" && !view->over()));
  const CallVerdict said{false, std::nullopt, verdict ? view->last_words() : std::string(), ""};
  if (!verdict && changed && !view->last_words().empty() && (!mine || m.ui.message_sticky)) {
    change.words = view->last_words();
  } else if (!verdict && changed && mine) {
    say(m, "", MessageTone::info);
  }
  m.online->sequence = view->sequence();
  m.online->drop.reset();
  const std::unique_ptr<GameState> was = std::move(m.game);
  m.game = std::move(view);
  app::show_change(m, *was, std::move(change), now);
  if (verdict) app::announce_call(m, said);
  return "";
}

// The session's part of a `players` message: the deal, who asked to play again, games won.
void take_session(AppModel& m, const JsonValue& message) {
  OnlinePlay& o = *m.online;
  const std::vector<uint8_t> asked = o.again;
  o.deal = message.number_of("deal", o.deal);
  o.games = message.number_of("games", o.games);
  o.grace_seconds = message.number_of("grace", o.grace_seconds);
  o.again.clear();
  o.wins.clear();
  if (const JsonValue* again = message.find("again"); again && again->is(JsonValue::Kind::array)) {
    for (const JsonValue& seat : again->items) o.again.push_back(seat.boolean ? 1 : 0);
  }
  if (const JsonValue* wins = message.find("wins"); wins && wins->is(JsonValue::Kind::array)) {
    for (const JsonValue& seat : wins->items) o.wins.push_back(int(seat.number));
  }
  // Another seat that now asks to play again is said (this page's own ask is its button's).
  for (size_t seat = 0; seat < o.again.size(); ++seat) {
    if (int(seat) == o.seat || !o.again[seat] || (seat < asked.size() && asked[seat])) continue;
    const int here = (int(seat) - o.seat + int(o.again.size())) % int(o.again.size());
    const std::string who = app::voices(m)[size_t(here)].subject;
    say(m, tr_fill("{0} would play again: Play again deals the next game.", {who}),
        MessageTone::info, true);
    // (The end panel, put away to look at the table, comes back with its Play again: a review
    // found no way to it.)
    m.ui.end_panel_dismissed = false;
  }
}

// The server's list of public tables (GET /tables), or why there is none: {tables} or {error}.
std::string take_public_tables(AppModel& m, const JsonValue& message) {
  app::PublicTables& list = m.public_tables;
  list = {};
  const JsonValue* tables = message.find("tables");
  if (tables == nullptr || !tables->is(JsonValue::Kind::array)) {
    list.trouble = tr("The game server did not give its list of public tables.");
    return message.find("error") ? "" : "tables needs {tables} or {error}";
  }
  for (const JsonValue& each : tables->items) {
    app::PublicTable table{each.text_of("room"),      each.text_of("game"),
                           each.text_of("preset"),    each.number_of("seats", 0),
                           each.number_of("free", 0), each.number_of("waitingSeconds", 0)};
    // (Not this page's own table: its Join left it, to find no table. A review.)
    const bool own = m.online && m.online->room == table.room;
    if (!table.room.empty() && !own) list.tables.push_back(std::move(table));
  }
  return "";
}

}  // namespace

}  // namespace rb::online_client

// This program has the online client (online_play.hpp: these replace the app's weak ones).
bool rb::app::online_client_linked() {
  return true;
}

void rb::app::ask_online_why(AppModel& m, int from, int to, int from_index) {
  const rb::online_client::RemoteState* view = rb::online_client::remote_of(m);
  if (view == nullptr) return;
  m.online_requests.push_back(
      "{\"do\":\"why\",\"from\":" + std::to_string(view->server_pile(from)) + ",\"to\":" +
      std::to_string(view->server_pile(to)) + ",\"index\":" + std::to_string(from_index) + "}");
  m.ui.dirty = true;
}

namespace rb::online_client {

std::string online_receive(AppModel& m, std::string_view kind, std::string_view json, double now) {
  m.ui.dirty = true;
  if (kind == "hello") {
    m.online_offered = m.online_client = true;
    return "";
  }
  std::string error;
  const std::optional<JsonValue> message = kind == "view" || json.empty()
                                               ? std::optional<JsonValue>(JsonValue{})
                                               : read_json(json, &error);
  if (!message) return "the online message is not JSON: " + error;
  if (kind == "create") {
    // The page was opened to open a table (online=new, public or anyone) of the game its
    // address gives, or on the menu's list of public tables (online=tables).
    m.online_chosen = true;
    const std::string how = message->text_of("how");
    if (how == "tables") {
      m.ui.panel = app::Panel::menu;
      app::ask_public_tables(m);
      // (Not "Welcome back": the page loaded its online part to list them, the game kept.)
      say(m, tr("The public tables are in the menu: join one, or close it to play on here."),
          MessageTone::info);
      return "";
    }
    m.online_opening = how == "anyone"   ? app::OnlineOpening::play_anyone
                       : how == "public" ? app::OnlineOpening::open_to_anyone
                                         : app::OnlineOpening::by_link;
    app::Settings next = m.settings;
    next.seed = 0;
    app::new_game(m, next, now);
    return "";
  }
  if (kind == "tables") return take_public_tables(m, *message);
  if (kind == "join") {
    const std::string room = message->text_of("room");
    if (room.empty()) return "join needs {room}";
    app::join_online_table(m, room);
    return "";
  }
  if (!m.online) return "no online table is open here";
  OnlinePlay& o = *m.online;
  if (kind == "room") {
    o.room = message->text_of("room");
    o.invite = message->text_of("invite");
    return "";
  }
  if (kind == "link") {
    const std::string state = message->text_of("state");
    // (The client's reasons are sentences of web/online.js's tr(), said in the table's language.)
    const std::string detail = message->text_of("detail");
    o.trouble = tr_fill(message->text_of("reason"), {detail});
    if (state == "open") {
      o.link = OnlinePlay::Link::open;
    } else if (state == "away") {
      o.link = OnlinePlay::Link::away;
      say(m, tr("The connection to the game server was lost: getting it back..."),
          MessageTone::refused, true);
    } else if (state == "closed") {
      o.link = OnlinePlay::Link::closed;
      if (!o.trouble.empty()) say(m, sentence(o.trouble), MessageTone::refused, true);
      // Closed before the server showed any table (no such table, a full one, no server): the
      // menu, to play on another way, over a deal that was only ever a placeholder (a review
      // found it looking live).
      if (o.sequence < 0) m.ui.panel = app::Panel::menu;
    } else {
      return "link needs {state: open, away or closed}";
    }
    return "";
  }
  if (kind == "view") return take_view(m, json, now);
  if (kind == "players") {
    const JsonValue* seats = message->find("seats");
    if (seats == nullptr || !seats->is(JsonValue::Kind::array)) return "players needs {seats}";
    const std::vector<std::string> before = o.seats;
    o.seats.clear();
    for (const JsonValue& seat : seats->items) o.seats.push_back(seat.text);
    take_session(m, *message);
    if (o.link == OnlinePlay::Link::away) o.link = OnlinePlay::Link::open;
    const auto has_empty = [](const std::vector<std::string>& list) {
      return std::find(list.begin(), list.end(), "empty") != list.end();
    };
    const bool waiting = has_empty(o.seats);
    const long here_now = std::count(o.seats.begin(), o.seats.end(), "here");
    const long empty_seats = std::count(o.seats.begin(), o.seats.end(), "empty");
    if (waiting && (before.empty() || !has_empty(before))) {
      // (Its creator alone is told to send the link; a player who joined a table of three or
      // four that still waits, that the others are to come.)
      const std::string before_words = o.left_words.empty() ? "" : o.left_words + " ";
      const std::string opened =
          here_now > 1
              ? tr_count(empty_seats,
                         "You joined the table: waiting for {0} more player.|You joined the "
                         "table: waiting for {0} more players.")
              : std::string(tr(
                    o.open_to_anyone
                        ? tr_mark("Your table is open to anyone: players looking for a game will "
                                  "find it. You may also send its link (Menu, Copy link).")
                    : o.seats.size() > 2
                        ? tr_mark("Your table is open: waiting for the other players to join. "
                                  "Send them its link (Menu, Copy link).")
                        : tr_mark("Your table is open: waiting for your opponent to join. Send "
                                  "them its link (Menu, Copy link).")));
      say(m, before_words + opened, MessageTone::info, true);
    }
    // This page just sat down at a table whose players are here (it joined it, or came back to
    // its seat after a reload): the others did not join now.
    if (before.empty() && !has_empty(o.seats) && !m.game->over()) {
      say(m,
          tr_fill(o.invite.empty() ? tr_mark("You are back at your table. {0}.")
                                   : tr_mark("You joined the table. {0}."),
                  {app::whose_turn(m)}),
          MessageTone::info);
    }
    const std::vector<std::string> voiced = o.seats;
    for (size_t seat = 0; seat < voiced.size(); ++seat) {
      if (int(seat) == o.seat) continue;
      const std::string was = seat < before.size() ? before[seat] : "";
      const std::string& is = voiced[seat];
      if (was == is || m.game->over()) continue;
      const int here = page_seat(m, int(seat), int(voiced.size()));
      const std::string who = app::voices(m)[size_t(here)].subject;
      if (is == "here" && was == "empty") {
        say(m,
            waiting ? tr_count(empty_seats,
                               "{1} joined: waiting for {0} more player.|{1} joined: waiting for "
                               "{0} more players.",
                               {who})
                    : tr_fill("{0} joined. {1}.", {who, app::whose_turn(m)}),
            MessageTone::info, waiting);
      } else if (is == "here" && !was.empty()) {
        // (The notice of their leaving gives way to what it covered that was still to be read, a
        // call's verdict (a review found it lost), else to these words; nor do they cover such
        // words said since: their box no longer says AWAY.)
        const bool notice_shown = m.ui.message == o.away_notice;
        if (notice_shown && o.covered) {
          say(m, o.covered->text, o.covered->tone, true);
          m.ui.call_words = o.covered->call_words;
        } else if (notice_shown || !m.ui.message_sticky) {
          say(m, tr_fill("{0} is back.", {who}), MessageTone::info);
        }
        o.covered.reset();
      } else if (is == "away") {
        app::tell_seat_away(m, here, now);
      }
    }
    return "";
  }
  if (kind == "notice") {
    // (The server's words, in the table's language: the seat in turn has not played for a while.)
    const std::string words = message->text_of("words");
    if (words.empty()) return "notice needs {words}";
    // (With its seat and seconds, the page counts them down in the same words.)
    const int seat = message->number_of("seat", -1);
    const int seconds = message->number_of("seconds", 0);
    const int seats = int(o.seats.size());
    if (seat >= 0 && seat < seats && o.seat >= 0 && seconds > 0 && seconds <= 3600) {
      app::tell_stall(m, page_seat(m, seat, seats), seconds, message->flag_of("playsOn"), now);
      return "";
    }
    say(m, sentence(words), MessageTone::refused, true);
    return "";
  }
  if (kind == "refused") {
    const std::string reason = message->text_of("reason");
    say(m, sentence(reason.empty() ? std::string(tr("the server refused that")) : reason),
        MessageTone::refused);
    if (o.drop && o.drop_pile >= 0 && !app::pile_empty(m, o.drop_pile)) {
      const double home_ms = app::pace_for(m.settings).home_ms;
      if (home_ms > 0) {
        m.ui.flights.add(
            app::taken_cards_flights(m, o.drop_pile, o.drop_index, *o.drop, now, home_ms));
      }
    }
    o.drop.reset();
    return "";
  }
  if (kind == "table") {
    // A table comes when the seat is taken (again) and with each new deal: the view after it is
    // the table's first for this page, whatever its number.
    o.sequence = -1;
    return "";
  }
  if (kind == "over") return "";
  return "unknown online message: " + std::string(kind);
}

}  // namespace rb::online_client
