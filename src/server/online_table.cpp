// The game at an online table (see online_table.hpp).
#include "server/online_table.hpp"

#include <vector>

#include "server/game_query.hpp"

namespace rb::online {

OnlineTable::OnlineTable(std::unique_ptr<GameState> state)
    : state_(std::move(state)),
      table_(state_->talk()->table()),
      table_json_(online::table_json(table_)) {}

std::unique_ptr<OnlineTable> OnlineTable::deal(std::string_view query, uint64_t seed,
                                               std::string* error) {
  const std::optional<GameChoice> choice = read_game_query(query, error);
  if (!choice) return nullptr;
  std::unique_ptr<GameState> state =
      choice->module->new_game(choice->preset, choice->options, seed, error);
  if (!state) return nullptr;
  if (state->seat_count() < 2 || state->all_at_once() || state->talk() == nullptr) {
    if (error) {
      *error = std::string(choice->module->name()) + " (" + choice->preset +
               ") is not played online: only games whose seats play in turns are";
    }
    return nullptr;
  }
  return std::unique_ptr<OnlineTable>(new OnlineTable(std::move(state)));
}

std::string OnlineTable::act(int seat, std::string_view text) {
  if (seat < 0 || seat >= seat_count()) return "there is no seat " + std::to_string(seat);
  if (over()) return "the game is over";
  if (text.size() > kMaxActionBytes) {
    return "the action is too long (" + std::to_string(text.size()) + " bytes; at most " +
           std::to_string(kMaxActionBytes) + ")";
  }
  const Voices voices = seat_voices(seat, seat_count());
  std::string problem;
  const std::optional<ActionCode> action = state_->parse_action(text, &problem);
  if (!action) return "not an action: " + state_->talk()->in_voices(problem, voices);
  const int actor = state_->actor(*action);
  if (actor != seat) {
    return actor >= 0 && actor < seat_count()
               ? "that action is " + voices[size_t(actor)].possessive + ", not yours"
               : "that action is no seat's";
  }
  if (state_->talk()->look(*action).gesture == Gesture::none) {
    return "that action is not made at an online table (to give up, leave the game)";
  }
  // The words of the action are written from the state before it.
  std::vector<std::string> words;
  for (int viewer = 0; viewer < seat_count(); ++viewer) {
    words.push_back(state_->talk()->action_words(*action, seat_voices(viewer, seat_count())));
  }
  if (std::string refused = state_->apply(*action); !refused.empty()) {
    return state_->talk()->in_voices(std::move(refused), voices);
  }
  ++news_.sequence;
  news_.last_seat = seat;
  news_.last_text = state_->action_text(*action);
  news_.last_words = std::move(words);
  return "";
}

bool OnlineTable::forfeit(int seat) {
  if (over() || seat < 0 || seat >= seat_count()) return false;
  news_.forfeited_seat = seat;
  ++news_.sequence;
  news_.last_seat = seat;
  news_.last_text = "leave";
  news_.last_words.clear();
  for (int viewer = 0; viewer < seat_count(); ++viewer) {
    const Voices voices = seat_voices(viewer, seat_count());
    const SeatVoice& voice = voices[size_t(seat)];
    news_.last_words.push_back(voice.subject + " left the game");
  }
  return true;
}

std::string OnlineTable::view_json(int seat) const {
  return seat_view_json(*state_, table_, seat, news_);
}

}  // namespace rb::online
