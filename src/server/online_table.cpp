// The game at an online table (see online_table.hpp).
#include "server/online_table.hpp"

#include <vector>

#include "core/translation.hpp"
#include "core/voices.hpp"
#include "server/game_query.hpp"
#include "server/server_languages.hpp"

namespace rb::online {

OnlineTable::OnlineTable(const GameModule& module, std::unique_ptr<GameState> state,
                         OptionValues options)
    : module_(module),
      state_(std::move(state)),
      options_(std::move(options)),
      table_(state_->talk()->table()),
      table_json_(online::table_json(table_)),
      languages_(size_t(state_->seat_count()), "en"),
      computers_(size_t(state_->seat_count())) {}

std::unique_ptr<OnlineTable> OnlineTable::deal(std::string_view query, uint64_t seed,
                                               std::string* error) {
  const std::optional<GameChoice> choice = read_game_query(query, error);
  if (!choice) return nullptr;
  std::unique_ptr<GameState> state =
      choice->module->new_game(choice->preset, choice->options, seed, error);
  if (!state) return nullptr;
  const bool apart = state->all_at_once() && state->seat_games() != nullptr &&
                     state->seat_games()->seat_people_apart();
  if (state->seat_count() < 2 || state->talk() == nullptr || (state->all_at_once() && !apart)) {
    if (error) {
      *error = std::string(choice->module->name()) + " (" + choice->preset +
               ") is not played online: only games whose seats play in turns, and matches of "
               "people (a race of two), are";
    }
    return nullptr;
  }
  return std::unique_ptr<OnlineTable>(
      new OnlineTable(*choice->module, std::move(state), choice->options));
}

std::string OnlineTable::act(int seat, std::string_view text, double ms) {
  if (seat < 0 || seat >= seat_count()) return fill("there is no seat {0}", {std::to_string(seat)});
  const SpeakingIn speaking(language(seat));
  if (over()) return std::string(tr("the game is over"));
  if (computer_plays(news_, seat)) {
    return std::string(tr("the computer plays your seat now: you are no longer in this game"));
  }
  if (text.size() > kMaxActionBytes) {
    return tr_fill("the action is too long ({0} bytes; at most {1})",
                   {std::to_string(text.size()), std::to_string(kMaxActionBytes)});
  }
  const Voices voices = voices_of(seat);
  std::string problem;
  const std::optional<ActionCode> action = state_->parse_action(text, &problem);
  if (!action) {
    // (Most games' own words begin so already: "not an action: \"x\" (move FROM TO, end)".)
    const std::string said = state_->talk()->in_voices(problem, voices);
    return problem.starts_with("not an action") ? said : tr_fill("not an action: {0}", {said});
  }
  const int actor = state_->actor(*action);
  if (actor != seat) {
    return actor >= 0 && actor < seat_count()
               ? tr_fill("that action is {0}, not yours", {voices[size_t(actor)].possessive})
               : std::string(tr("that action is no seat's"));
  }
  // (A seat's resignation is made at any time, as a call is; no other action without a gesture
  // is made at a table.)
  if (state_->talk()->look(*action).gesture == Gesture::none &&
      state_->resignation(seat) != action) {
    return std::string(
        tr("that action is not made at an online table (to give up, leave the game)"));
  }
  if (GameClock* clock = state_->clock()) clock->set_clock(ms);
  return apply(seat, *action);
}

std::string OnlineTable::apply(int seat, ActionCode action) {
  // The words of the action are written from the state before it, in each seat's language (a
  // call's, its verdict: "Your opponent knocked — justified: the 2 of diamonds could have gone
  // to center pile 1").
  const bool call = state_->talk()->look(action).gesture == Gesture::call;
  std::vector<std::string> words;
  for (int viewer = 0; viewer < seat_count(); ++viewer) {
    const SpeakingIn viewers(language(viewer));
    const Voices heard = voices_of(viewer);
    words.push_back(call ? state_->engine()->call_verdict(action, heard).words
                         : state_->talk()->action_words(action, heard));
  }
  if (std::string refused = state_->apply(action); !refused.empty()) {
    return state_->talk()->in_voices(std::move(refused), voices_of(seat));
  }
  ++news_.sequence;
  news_.last_seat = seat;
  news_.last_text = state_->action_text(action);
  news_.last_words = std::move(words);
  news_.last_call = call;
  return "";
}

std::string OnlineTable::why_not(int seat, int from, int to, int from_index) const {
  if (seat < 0 || seat >= seat_count()) return fill("there is no seat {0}", {std::to_string(seat)});
  const SpeakingIn speaking(language(seat));
  const std::string nowhere(tr("a card cannot go there"));
  if (over() || news_.dealt_face_down || from < 0 || to < 0 || from >= table_.pile_count ||
      to >= table_.pile_count) {
    return nowhere;
  }
  const int size = state_->talk()->pile_size(from);
  const int index = from_index < 0 ? size - 1 : from_index;
  if (index < 0 || index >= size ||
      !seat_sees(state_->talk()->card_at(from, index), table_.piles[size_t(from)], seat) ||
      state_->talk()->hidden_from(from, seat)) {
    return nowhere;
  }
  std::vector<ActionCode> actions;
  candidate_actions_of(*state_, actions);
  for (const ActionCode action : actions) {
    const ActionLook look = state_->talk()->look(action);
    if (look.gesture != Gesture::move || look.from != from || look.to != to ||
        look.from_index != from_index || state_->actor(action) != seat) {
      continue;
    }
    const std::string refused = state_->clone()->apply(action);
    return state_->talk()->in_voices(refused, voices_of(seat));
  }
  return nowhere;
}

bool OnlineTable::tick(double ms) {
  GameClock* clock = state_->clock();
  if (clock == nullptr || over()) return false;
  const std::optional<ActionCode> stop = clock->clock_action(ms);
  if (!stop) return false;
  clock->set_clock(ms);
  if (!state_->apply(*stop).empty()) return false;
  // (The clock's, no seat's: a view has no `last` for it; the result says how the race ended.)
  ++news_.sequence;
  news_.last_seat = -1;
  news_.last_text.clear();
  news_.last_words.clear();
  news_.last_call = false;
  return true;
}

double OnlineTable::clock_deadline_ms() const {
  const GameClock* clock = state_->clock();
  return clock != nullptr && !over() ? clock->clock_deadline_ms() : -1;
}

int OnlineTable::people_playing(int leaving) const {
  int people = 0;
  for (int seat = 0; seat < seat_count(); ++seat) {
    if (seat != leaving && !computer_plays(news_, seat)) ++people;
  }
  return people;
}

std::string OnlineTable::stall_words(int viewer, int seat, int seconds) const {
  const SpeakingIn viewers(language(viewer));
  return rb::stall_words(voices_of(viewer)[size_t(seat)], seconds, computer_would_play_on(seat));
}

bool OnlineTable::forfeit(int seat, bool stalled) {
  if (over() || seat < 0 || seat >= seat_count() || computer_plays(news_, seat)) return false;
  // (A game played all at once ends: a seat's solitaire has no one to play it at its pace.)
  std::unique_ptr<SeatPlayer> computer;
  if (computer_would_play_on(seat)) computer = module_.make_player("greedy", 1);
  const bool plays_on = computer != nullptr;
  // (Its words name the seat as it was: "Player B left the game", not "Computer B".)
  news_.last_words.clear();
  for (int viewer = 0; viewer < seat_count(); ++viewer) {
    const SpeakingIn viewers(language(viewer));
    const SeatVoice voice = voices_of(viewer)[size_t(seat)];
    std::string words =
        stalled ? (voice.second_person
                       ? std::string(tr("You did not play in the time allowed"))
                       : tr_fill("{0} did not play in the time allowed", {voice.subject}))
                : (voice.second_person ? std::string(tr("You left the game"))
                                       : tr_fill("{0} left the game", {voice.subject}));
    if (plays_on) {
      words += ": ";
      words += voice.second_person ? tr("the computer plays on in your place")
                                   : tr("the computer plays on in their place");
    }
    news_.last_words.push_back(std::move(words));
  }
  if (plays_on) {
    computer->take_seat(seat);
    computers_[size_t(seat)] = std::move(computer);
    news_.computer_seats |= 1U << seat;
  } else {
    news_.forfeited_seat = seat;
    news_.forfeit_stalled = stalled;
  }
  ++news_.sequence;
  news_.last_seat = seat;
  news_.last_text = "leave";
  news_.last_call = false;
  return true;
}

int OnlineTable::computer_in_turn() const {
  const int seat = seat_in_turn();
  return computer_plays(news_, seat) ? seat : -1;
}

bool OnlineTable::play_computer() {
  const int seat = computer_in_turn();
  if (seat < 0) return false;
  const ActionCode action = computers_[size_t(seat)]->choose(*state_);
  return apply(seat, action).empty();
}

void OnlineTable::set_language(int seat, std::string_view code) {
  if (seat < 0 || seat >= seat_count()) return;
  languages_[size_t(seat)] = server_language(code) != nullptr ? std::string(code) : "en";
}

std::string OnlineTable::view_json(int seat) const {
  const SpeakingIn speaking(language(seat));
  return seat_view_json(*state_, table_, seat, news_, options_);
}

}  // namespace rb::online
