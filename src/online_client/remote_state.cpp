// A game online as a seat's page knows it (see remote_state.hpp).
#include "online_client/remote_state.hpp"

#include <algorithm>

#include "core/card.hpp"
#include "core/json_reader.hpp"

namespace rb::online_client {
namespace {

using Kind = JsonValue::Kind;

// The largest card number a view may name (jokers included), and the most decks.
constexpr int kLargestCard = 255;
constexpr int kMostBacks = 8;

bool gesture_named(const std::string& name, Gesture& out) {
  if (name == "move") {
    out = Gesture::move;
  } else if (name == "tap") {
    out = Gesture::tap;
  } else if (name == "call") {
    out = Gesture::call;
  } else if (name == "button") {
    out = Gesture::button;
  } else {
    return false;
  }
  return true;
}

bool is_int(const JsonValue& v) {
  // (Only one an int holds: converting any other would be undefined.)
  return v.is(Kind::number) && v.number >= -1e9 && v.number <= 1e9 &&
         v.number == double(int(v.number));
}

}  // namespace

std::vector<int> page_piles(const TableArrangements& table, int seats, int my_seat) {
  std::vector<int> map(size_t(table.pile_count));
  for (int pile = 0; pile < table.pile_count; ++pile) {
    map[size_t(pile)] = pile;
    const PileInfo& info = table.piles[size_t(pile)];
    if (info.owner < 0 || my_seat == 0) continue;
    const int owner_here = ((info.owner - my_seat) % seats + seats) % seats;
    for (int other = 0; other < table.pile_count; ++other) {
      const PileInfo& o = table.piles[size_t(other)];
      if (o.owner == owner_here && o.word == info.word && o.number == info.number &&
          o.hand == info.hand && o.foundation == info.foundation) {
        map[size_t(pile)] = other;
        break;
      }
    }
  }
  return map;
}

CardFace hidden_face(int value, const TableArrangements& table) {
  const int back = -1 - value;
  const int deck = table.one_back ? back * 2 : back;
  return CardFace{deck * kCardsPerDeck, false, 0};
}

int RemoteState::local_seat(int server) const {
  if (server < 0) return -1;
  return ((server - my_seat_) % seats_ + seats_) % seats_;
}

int RemoteState::server_seat(int local) const {
  if (local < 0) return -1;
  return (local + my_seat_) % seats_;
}

std::unique_ptr<RemoteState> RemoteState::from_view(std::string_view view_json,
                                                    const TableArrangements& table, int my_seat,
                                                    std::string* error) {
  std::string problem;
  const auto fail = [&](const std::string& why) -> std::unique_ptr<RemoteState> {
    if (error != nullptr) *error = "the server's view " + why;
    return nullptr;
  };
  const std::optional<JsonValue> parsed = read_json(view_json, &problem);
  if (!parsed) return fail("is not JSON (" + problem + ")");
  const JsonValue& v = *parsed;
  if (!v.is(Kind::object)) return fail("is not an object");
  auto state = std::make_unique<RemoteState>();
  RemoteState& s = *state;
  s.source_ = std::string(view_json);
  s.table_ = table;
  s.game_ = v.text_of("game");
  s.preset_ = v.text_of("preset");
  s.seats_ = v.number_of("seats", 0);
  s.my_seat_ = my_seat;
  if (s.seats_ < 2 || s.seats_ > 8) return fail("has no seats");
  if (v.number_of("seat", -1) != my_seat) return fail("is for another seat");
  s.sequence_ = v.number_of("seq", -1);
  if (s.sequence_ < 0) return fail("has no number (seq)");
  s.turn_ = s.local_seat(std::clamp(v.number_of("turn", 0), 0, s.seats_ - 1));
  s.all_at_once_ = v.flag_of("allAtOnce");
  if (s.all_at_once_) s.turn_ = 0;  // (no turns: the table marks this page's seat, as at home)
  s.turn_number_ = v.number_of("turnNumber", 1);
  s.action_count_ = v.number_of("actionCount", 0);
  s.over_ = v.flag_of("over");
  const int winner = v.number_of("winner", -1);
  s.winner_ = winner >= 0 && winner < s.seats_ ? s.local_seat(winner) : -1;
  s.score_ = v.number_of("score", 0);
  const int forfeit = v.number_of("forfeit", -1);
  s.forfeit_ = forfeit >= 0 && forfeit < s.seats_ ? s.local_seat(forfeit) : -1;
  s.result_ = v.text_of("result");
  s.summary_ = v.text_of("summary");
  s.call_ = v.text_of("call");

  const std::vector<int> map = page_piles(table, s.seats_, my_seat);
  const JsonValue* piles = v.find("piles");
  if (piles == nullptr || !piles->is(Kind::array) || int(piles->items.size()) != table.pile_count) {
    return fail("does not have this game's " + std::to_string(table.pile_count) + " piles");
  }
  s.piles_.assign(size_t(table.pile_count), {});
  for (int pile = 0; pile < table.pile_count; ++pile) {
    const JsonValue& cards = piles->items[size_t(pile)];
    if (!cards.is(Kind::array)) return fail("has a pile that is not a list");
    std::vector<CardFace>& here = s.piles_[size_t(map[size_t(pile)])];
    for (const JsonValue& card : cards.items) {
      CardFace face;
      const JsonValue* number = &card;
      if (card.is(Kind::array) && card.items.size() == 2 && is_int(card.items[1])) {
        number = &card.items[0];
        face.as_rank = uint8_t(std::clamp(int(card.items[1].number), 0, 13));
      }
      if (!is_int(*number)) return fail("has a card that is not a number");
      const int value = int(number->number);
      if (value > kLargestCard || value < -kMostBacks) return fail("has an unknown card");
      if (value >= 0) {
        face.card = value;
        face.face_up = true;
      } else {
        face = hidden_face(value, table);
      }
      here.push_back(face);
    }
  }

  const JsonValue* legal = v.find("legal");
  if (legal == nullptr || !legal->is(Kind::array)) return fail("has no list of actions");
  const auto page_pile = [&](const JsonValue& item, int& out) {
    if (!is_int(item)) return false;
    const int pile = int(item.number);
    if (pile < -1 || pile >= table.pile_count) return false;
    out = pile < 0 ? -1 : map[size_t(pile)];
    return true;
  };
  for (const JsonValue& entry : legal->items) {
    if (!entry.is(Kind::array) || entry.items.size() < 6 || entry.items.size() > 7 ||
        !entry.items[0].is(Kind::string) || !entry.items[1].is(Kind::string) ||
        !entry.items[5].is(Kind::string)) {
      return fail("has an action that is not [text, gesture, from, to, fromIndex, label, ends?]");
    }
    RemoteAction action;
    action.text = entry.items[0].text;
    action.label = entry.items[5].text;
    action.ends_game = entry.items.size() == 7;
    if (!gesture_named(entry.items[1].text, action.look.gesture) ||
        !page_pile(entry.items[2], action.look.from) ||
        !page_pile(entry.items[3], action.look.to) || !is_int(entry.items[4])) {
      return fail("has an action it does not describe: " + action.text);
    }
    action.look.from_index = int(entry.items[4].number);
    s.legal_.push_back(std::move(action));
  }

  if (const JsonValue* resign = v.find("resign"); resign != nullptr && resign->is(Kind::string)) {
    s.resign_ = resign->text;
  }
  s.lines_.assign(size_t(s.seats_), {});
  if (const JsonValue* lines = v.find("lines"); lines != nullptr && lines->is(Kind::array)) {
    for (size_t seat = 0; seat < lines->items.size() && int(seat) < s.seats_; ++seat) {
      std::vector<SeatLine>& out = s.lines_[size_t(s.local_seat(int(seat)))];
      for (const JsonValue& line : lines->items[seat].items) {
        if (!line.is(Kind::array) || line.items.size() < 4) continue;
        SeatLine l;
        l.text = line.items[0].text;
        l.short_text = line.items[1].text;
        l.alert = line.items[2].number != 0 || line.items[2].boolean;
        l.muted = line.items[3].number != 0 || line.items[3].boolean;
        if (line.items.size() >= 6) {
          for (const SeatLine::Counts counts :
               {SeatLine::Counts::cards_left, SeatLine::Counts::wrong_calls}) {
            if (line.items[4].text == seat_count_name(counts)) l.counts = counts;
          }
          l.count = int(line.items[5].number);
        }
        out.push_back(std::move(l));
      }
    }
  }
  if (const JsonValue* last = v.find("last"); last != nullptr && last->is(Kind::object)) {
    const int seat = last->number_of("seat", -1);
    s.last_seat_ = seat >= 0 && seat < s.seats_ ? s.local_seat(seat) : -1;
    s.last_text_ = last->text_of("text");
    s.last_words_ = last->text_of("words");
    s.last_call_ = last->flag_of("call");
  }
  return state;
}

int RemoteState::server_pile(int page_pile) const {
  const std::vector<int> map = page_piles(table_, seats_, my_seat_);
  const auto at = std::find(map.begin(), map.end(), page_pile);
  return at == map.end() ? -1 : int(at - map.begin());
}

bool RemoteState::same_as(const GameState& other) const {
  // (The view's text says it all; a state of another game never gives the same observation.)
  return other.game_name() == game_ && other.observation(0) == source_;
}

void RemoteState::legal_actions(std::vector<ActionCode>& out) const {
  out.clear();
  for (size_t i = 0; i < legal_.size(); ++i) out.push_back(ActionCode(i));
}

std::string RemoteState::apply(ActionCode action) {
  // (Only what the server said of a button: the page asks on a copy whether End game ends its
  // game, to ask for a second press first.)
  if (action < legal_.size() && legal_[action].ends_game) {
    legal_.clear();
    return "";
  }
  return "an online table's actions are judged by the game server";
}

std::string RemoteState::action_text(ActionCode action) const {
  if (action == kResignCode) return resign_;
  return action < legal_.size() ? legal_[action].text : "";
}

std::optional<ActionCode> RemoteState::parse_action(std::string_view text,
                                                    std::string* error) const {
  for (size_t i = 0; i < legal_.size(); ++i) {
    if (legal_[i].text == text) return ActionCode(i);
  }
  if (!resign_.empty() && text == resign_) return kResignCode;
  if (error != nullptr) *error = "not one of your actions now: " + std::string(text);
  return std::nullopt;
}

int RemoteState::actor(ActionCode action) const {
  // (The view lists this seat's actions only: its calls as well as its turn's.)
  (void)action;
  return 0;
}

int RemoteState::pile_size(int pile) const {
  return pile >= 0 && size_t(pile) < piles_.size() ? int(piles_[size_t(pile)].size()) : 0;
}

CardFace RemoteState::card_at(int pile, int index) const {
  if (index < 0 || index >= pile_size(pile)) return {};
  return piles_[size_t(pile)][size_t(index)];
}

std::string RemoteState::observation(int seat) const {
  return seat == 0 ? source_ : "";
}

ActionLook RemoteState::look(ActionCode action) const {
  return action < legal_.size() ? legal_[action].look : ActionLook{};
}

std::string RemoteState::action_label(ActionCode action) const {
  return action < legal_.size() ? legal_[action].label : "";
}

std::string RemoteState::action_words(ActionCode action, const Voices& voices) const {
  (void)voices;
  return action_text(action);
}

std::vector<SeatLine> RemoteState::seat_lines(int seat) const {
  return seat >= 0 && size_t(seat) < lines_.size() ? lines_[size_t(seat)] : std::vector<SeatLine>{};
}

}  // namespace rb::online_client
