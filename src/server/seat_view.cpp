// A seat's view and the table's arrangement as JSON (see seat_view.hpp and README.md).
#include "server/seat_view.hpp"

#include "core/card.hpp"
#include "core/json_text.hpp"
#include "core/translation.hpp"
#include "core/voices.hpp"

namespace rb::online {
namespace {

const char* gesture_name(Gesture gesture) {
  switch (gesture) {
    case Gesture::move:
      return "move";
    case Gesture::tap:
      return "tap";
    case Gesture::call:
      return "call";
    case Gesture::button:
      return "button";
    case Gesture::none:
      break;
  }
  return "none";
}

const char* fan_name(Fan fan) {
  switch (fan) {
    case Fan::left:
      return "left";
    case Fan::right:
      return "right";
    case Fan::up:
      return "up";
    case Fan::down:
      return "down";
    case Fan::spread:
      return "spread";
    case Fan::none:
      break;
  }
  return "none";
}

// Appends `"name":` (name must need no escaping).
void append_key(std::string& out, std::string_view name) {
  out += '"';
  out += name;
  out += "\":";
}

void append_int(std::string& out, int value) {
  out += std::to_string(value);
}

void append_bool(std::string& out, bool value) {
  out += value ? "true" : "false";
}

// [[text, short text, alert, muted, what it counts, the count], ...] for each seat.
void append_seat_lines(std::string& out, const GameState& state) {
  out += '[';
  for (int seat = 0; seat < state.seat_count(); ++seat) {
    if (seat > 0) out += ',';
    out += '[';
    bool first = true;
    for (const SeatLine& line : state.talk()->seat_lines(seat)) {
      if (!first) out += ',';
      first = false;
      out += '[';
      out += json_quoted(line.text);
      out += ',';
      out += json_quoted(line.short_text);
      out += line.alert ? ",1" : ",0";
      out += line.muted ? ",1," : ",0,";
      out += json_quoted(seat_count_name(line.counts));
      out += ',';
      out += std::to_string(line.count);
      out += ']';
    }
    out += ']';
  }
  out += ']';
}

// Whether `action`, a button of a game played all at once (a race's End game), ends the seat's own
// game unwon: the page asks for a second press before it sends one (a review's single click threw
// a race away), and cannot apply the action to see.
bool ends_seat_game(const GameState& state, int seat, ActionCode action) {
  if (!state.all_at_once()) return false;
  const std::unique_ptr<GameState> after = state.clone();
  if (!after->apply(action).empty()) return false;
  return after->over() ? after->winner() != seat : !after->may_act(seat);
}

// The seat's own actions that are made at the table: [text, gesture, from, to, from_index,
// label] each, and a button that ends the seat's game unwon has a seventh item, 1.
void append_legal_actions(std::string& out, const GameState& state, int seat, bool playing) {
  out += '[';
  if (playing) {
    std::vector<ActionCode> legal;
    state.legal_actions(legal);
    bool first = true;
    for (const ActionCode action : legal) {
      if (state.actor(action) != seat) continue;
      const ActionLook look = state.talk()->look(action);
      if (look.gesture == Gesture::none) continue;
      if (!first) out += ',';
      first = false;
      out += '[';
      out += json_quoted(state.action_text(action));
      out += ",\"";
      out += gesture_name(look.gesture);
      out += "\",";
      append_int(out, look.from);
      out += ',';
      append_int(out, look.to);
      out += ',';
      append_int(out, look.from_index);
      out += ',';
      out += json_quoted(state.talk()->action_label(action));
      if (look.gesture == Gesture::button && ends_seat_game(state, seat, action)) out += ",1";
      out += ']';
    }
  }
  out += ']';
}

void append_piles(std::string& out, const GameState& state, const TableArrangements& table,
                  int seat, bool face_down) {
  out += '[';
  for (int pile = 0; pile < table.pile_count; ++pile) {
    if (pile > 0) out += ',';
    out += '[';
    const PileInfo& info = table.piles[size_t(pile)];
    const int size = state.talk()->pile_size(pile);
    for (int index = 0; index < size; ++index) {
      if (index > 0) out += ',';
      const CardFace face = state.talk()->card_at(pile, index);
      if (face_down || !seat_sees(face, info, seat) || state.talk()->hidden_from(pile, seat)) {
        append_int(out, hidden_card_value(face, table));
      } else if (face.as_rank != 0) {
        out += '[';
        append_int(out, face.card);
        out += ',';
        append_int(out, face.as_rank);
        out += ']';
      } else {
        append_int(out, face.card);
      }
    }
    out += ']';
  }
  out += ']';
}

void append_cells(std::string& out, const std::vector<TableCell>& cells, bool with_pile) {
  out += '[';
  for (size_t i = 0; i < cells.size(); ++i) {
    if (i > 0) out += ',';
    const TableCell& cell = cells[i];
    out += '[';
    if (with_pile) {
      append_int(out, cell.pile);
      out += ',';
    }
    append_int(out, cell.column);
    out += ',';
    append_int(out, cell.row);
    if (with_pile) {
      out += ",\"";
      out += fan_name(cell.fan);
      out += '"';
    }
    out += ']';
  }
  out += ']';
}

void append_ints(std::string& out, const std::vector<int>& values) {
  out += '[';
  for (size_t i = 0; i < values.size(); ++i) {
    if (i > 0) out += ',';
    append_int(out, values[i]);
  }
  out += ']';
}

void append_arrangement(std::string& out, const TableArrangement& shape) {
  out += '{';
  append_key(out, "columns");
  append_int(out, shape.columns);
  out += ',';
  append_key(out, "rows");
  append_int(out, shape.rows);
  out += ',';
  append_key(out, "wideGapBeforeColumns");
  append_ints(out, shape.wide_gap_before_columns);
  out += ',';
  append_key(out, "wideGapBeforeRows");
  append_ints(out, shape.wide_gap_before_rows);
  out += ',';
  append_key(out, "piles");
  append_cells(out, shape.piles, true);
  out += ',';
  append_key(out, "seats");
  append_cells(out, shape.seats, false);
  out += ',';
  append_key(out, "insets");
  out += '[';
  for (size_t i = 0; i < shape.insets.size(); ++i) {
    const TableInset& inset = shape.insets[i];
    if (i > 0) out += ',';
    out += "{\"column\":" + std::to_string(inset.column) + ",\"row\":" + std::to_string(inset.row) +
           ",\"columns\":" + std::to_string(inset.columns) +
           ",\"rows\":" + std::to_string(inset.rows) +
           ",\"gridColumns\":" + std::to_string(inset.grid_columns) +
           ",\"gridRows\":" + std::to_string(inset.grid_rows) + ",\"piles\":";
    append_cells(out, inset.piles, true);
    out += '}';
  }
  out += "]}";
}

}  // namespace

Voices seat_voices(int seat, int seat_count, uint32_t computer_seats) {
  // (The words of the page's own online voices, app/text/wording.cpp.)
  Voices voices;
  for (int other = 0; other < seat_count; ++other) {
    const std::string letter(1, seat_letter(other));
    const bool computer = (computer_seats >> other & 1U) != 0;
    if (other == seat && !computer) {
      voices.push_back({std::string(tr("You")), std::string(tr("your")), true});
    } else if (seat_count == 2) {
      voices.push_back(
          {std::string(tr("Your opponent")), std::string(tr("your opponent's")), false, true});
    } else if (computer) {
      // (Its own seat too, for a person who stalled and watches: the computer plays it now.)
      voices.push_back({tr_fill("Computer {0}", {letter}), tr_fill("Computer {0}'s", {letter})});
    } else {
      voices.push_back(
          {tr_fill("Player {0}", {letter}), tr_fill("Player {0}'s", {letter}), false, true});
    }
  }
  return voices;
}

bool seat_sees(const CardFace& face, const PileInfo& pile, int seat) {
  return face.face_up && !(pile.hand && pile.owner != seat);
}

int hidden_card_value(const CardFace& face, const TableArrangements& table) {
  const int back = Card{uint8_t(face.card)}.back();
  return -1 - (table.one_back ? back / 2 : back);
}

int table_winner(const GameState& state, const TableNews& news) {
  if (news.forfeited_seat >= 0) {
    int person = -1;
    int people = 0;
    for (int seat = 0; seat < state.seat_count(); ++seat) {
      if (seat == news.forfeited_seat || computer_plays(news, seat)) continue;
      person = seat;
      ++people;
    }
    return people == 1 ? person : -1;
  }
  return state.winner();
}

namespace {

// A forfeit's result: the seat that left (or did not play in time) is "you", or another.
struct ForfeitWords {
  std::string_view other_wins_you, over_you, over_other, you_win, other_wins;
};
constexpr ForfeitWords kForfeitWords[2] = {
    {tr_mark("{0} wins: you left the game"), tr_mark("The game is over: you left the game"),
     tr_mark("The game is over: {0} left the game"), tr_mark("You win: {0} left the game"),
     tr_mark("{0} wins: {1} left the game")},
    {tr_mark("{0} wins: you did not play in the time allowed"),
     tr_mark("The game is over: you did not play in the time allowed"),
     tr_mark("The game is over: {0} did not play in the time allowed"),
     tr_mark("You win: {0} did not play in the time allowed"),
     tr_mark("{0} wins: {1} did not play in the time allowed")},
};

}  // namespace

std::string result_words(const GameState& state, const TableNews& news, const Voices& voices) {
  const auto wins = [&voices](int seat) {
    const SeatVoice& voice = voices[size_t(seat)];
    return voice.second_person ? std::string(tr("You win")) : tr_fill("{0} wins", {voice.subject});
  };
  if (news.forfeited_seat >= 0) {
    const int winner = table_winner(state, news);
    const SeatVoice& left = voices[size_t(news.forfeited_seat)];
    // (Left, or did not play in the time allowed: the same sentences, each whole for translators.)
    const ForfeitWords& w = kForfeitWords[news.forfeit_stalled ? 1 : 0];
    if (left.second_person) {
      return sentence(winner >= 0 ? tr_fill(w.other_wins_you, {voices[size_t(winner)].subject})
                                  : std::string(tr(w.over_you)));
    }
    const std::string who = lower_first(left.subject);
    if (winner < 0) return sentence(tr_fill(w.over_other, {who}));
    return sentence(voices[size_t(winner)].second_person
                        ? tr_fill(w.you_win, {who})
                        : tr_fill(w.other_wins, {voices[size_t(winner)].subject, who}));
  }
  if (!state.over()) return "";
  if (const int quitter = resigned_seat(state); quitter >= 0) {
    // (Told from the seat's side, as at home: the game's own words, "the other player resigned",
    // are the winner's.)
    std::string reason = lower_first(resigned_words(voices[size_t(quitter)]));
    if (reason.ends_with('.')) reason.pop_back();  // (the sentence's full stop comes after)
    const int winner = state.winner();
    return sentence((winner >= 0 ? wins(winner) : std::string(tr("A draw"))) + ": " + reason);
  }
  std::string text = state.talk()->result_text();
  if (language_code() != "en") {
    // The game names seats by letter in English only: the headline says who here, and the
    // reason after it is the game's (as the page's own result, app/text/wording.cpp).
    const size_t colon = text.find(": ");
    const int winner = state.winner();
    const std::string headline = winner >= 0 ? wins(winner) : std::string(tr("A draw"));
    if (colon == std::string::npos) return sentence(headline);
    return sentence(headline + ": " + state.talk()->in_voices(text.substr(colon + 2), voices));
  }
  // The game writes "B wins: ..." with seat letters; the seat's voice says who.
  for (int seat = 0; seat < state.seat_count(); ++seat) {
    const std::string letter_wins = std::string(1, seat_letter(seat)) + " wins";
    if (text.starts_with(letter_wins)) {
      text.replace(0, letter_wins.size(), wins(seat));
      break;
    }
  }
  return sentence(state.talk()->in_voices(std::move(text), voices));
}

std::string seat_view_json(const GameState& state, const TableArrangements& table, int seat,
                           const TableNews& news, const OptionValues& options) {
  const Voices voices = seat_voices(seat, state.seat_count(), news.computer_seats);
  const bool over = state.over() || news.forfeited_seat >= 0;
  std::string out;
  out.reserve(2048);
  out += "{\"seq\":";
  append_int(out, news.sequence);
  out += ",\"game\":";
  out += json_quoted(state.game_name());
  out += ",\"preset\":";
  out += json_quoted(state.preset());
  if (!options.empty()) {
    out += ",\"options\":[";
    for (size_t i = 0; i < options.size(); ++i) {
      out += i > 0 ? ",[" : "[";
      out += json_quoted(options[i].first) + "," + json_quoted(options[i].second) + "]";
    }
    out += ']';
  }
  out += ",\"seats\":";
  append_int(out, state.seat_count());
  out += ",\"seat\":";
  append_int(out, seat);
  if (news.computer_seats != 0) {
    out += ",\"computers\":[";
    for (int other = 0, listed = 0; other < state.seat_count(); ++other) {
      if (!computer_plays(news, other)) continue;
      if (listed++ > 0) out += ',';
      append_int(out, other);
    }
    out += ']';
  }
  out += ",\"turn\":";
  append_int(out, state.seat_in_turn());
  if (state.all_at_once()) out += ",\"allAtOnce\":true";
  out += ",\"turnNumber\":";
  append_int(out, state.talk()->turn_number());
  out += ",\"actionCount\":";
  append_int(out, state.talk()->action_count());
  out += ",\"over\":";
  append_bool(out, over);
  out += ",\"winner\":";
  append_int(out, over ? table_winner(state, news) : -1);
  out += ",\"score\":";
  append_int(out, news.forfeited_seat >= 0 ? 0 : state.score());
  out += ",\"forfeit\":";
  append_int(out, news.forfeited_seat);
  out += ",\"result\":";
  out += json_quoted(result_words(state, news, voices));
  out += ",\"summary\":";
  out += json_quoted(over ? state.talk()->end_summary(voices) : std::string());
  out += ",\"call\":";  // (none while the table waits: there is nothing to call on yet. A review.)
  out += json_quoted(news.dealt_face_down ? std::string() : state.talk()->call_label());
  out += ",\"piles\":";
  append_piles(out, state, table, seat, news.dealt_face_down);
  out += ",\"legal\":";
  append_legal_actions(out, state, seat,
                       !over && !news.dealt_face_down && !computer_plays(news, seat));
  if (const std::optional<ActionCode> resign = state.resignation(seat);
      resign && !over && !computer_plays(news, seat)) {
    out += ",\"resign\":";
    out += json_quoted(state.action_text(*resign));
  }
  out += ",\"lines\":";
  append_seat_lines(out, state);
  out += ",\"last\":";
  if (news.last_seat < 0) {
    out += "null";
  } else {
    out += "{\"seat\":";
    append_int(out, news.last_seat);
    out += ",\"text\":";
    out += json_quoted(news.last_text);
    out += ",\"words\":";
    out += json_quoted(size_t(seat) < news.last_words.size() ? news.last_words[size_t(seat)]
                                                             : std::string());
    if (news.last_call) out += ",\"call\":true";
    out += '}';
  }
  out += '}';
  return out;
}

std::string table_json(const TableArrangements& table) {
  std::string out = "{\"pileCount\":" + std::to_string(table.pile_count) + ",\"oneBack\":";
  append_bool(out, table.one_back);
  out += ",\"piles\":[";
  for (size_t i = 0; i < table.piles.size(); ++i) {
    const PileInfo& pile = table.piles[i];
    if (i > 0) out += ',';
    out += "{\"code\":";
    out += json_quoted(pile.code);
    out += ",\"word\":";
    out += json_quoted(pile.word);
    out += ",\"number\":" + std::to_string(pile.number) +
           ",\"owner\":" + std::to_string(pile.owner) + ",\"foundation\":";
    append_bool(out, pile.foundation);
    out += ",\"countBadge\":";
    append_bool(out, pile.count_badge);
    out += ",\"numberBadge\":";
    append_bool(out, pile.number_badge);
    out += ",\"fanned\":";
    append_bool(out, pile.fanned);
    out += ",\"offTable\":";
    append_bool(out, pile.off_table);
    out += ",\"hand\":";
    append_bool(out, pile.hand);
    out += '}';
  }
  out += "],\"wide\":";
  append_arrangement(out, table.wide);
  out += ",\"tall\":";
  append_arrangement(out, table.tall);
  out += '}';
  return out;
}

}  // namespace rb::online
