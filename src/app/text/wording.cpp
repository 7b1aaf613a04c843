// Wording from the human's seat (see wording.hpp).
#include "app/text/wording.hpp"

#include <utility>

namespace rb::app {

Voices voices(const AppModel& m) {
  if (m.settings.seats == Seats::computer_both) {
    return {{"Blue", "Blue's", false}, {"Red", "Red's", false}};
  }
  const int seats = m.game ? m.game->seat_count() : 2;
  if (playing_online(m)) {
    // Online: as the server words it (src/server/seat_view.hpp), from this page's seat.
    Voices v = {{"You", "your", true}};
    for (int seat = 1; seat < seats; ++seat) {
      const int theirs = m.online->seat < 0 ? seat : (m.online->seat + seat) % seats;
      const std::string name =
          seats == 2 ? "Your opponent" : "Player " + std::string(1, seat_letter(theirs));
      v.push_back({name, (seats == 2 ? "your opponent" : name) + "'s", false});
    }
    return v;
  }
  if (m.game && people_here(m)) {
    // People on one screen: two are Blue and Red (the bottom and the top); more, Player A, B..
    Voices v;
    for (int seat = 0; seat < seats; ++seat) {
      const std::string letter(1, seat_letter(seat));
      const std::string name = seats == 2                       ? (seat == 0 ? "Blue" : "Red")
                               : person_plays(m.settings, seat) ? "Player " + letter
                                                                : "Computer " + letter;
      v.push_back({name, name + "'s", false});
    }
    return v;
  }
  Voices v = {{"You", "your", true}};
  for (int seat = 1; seat < seats; ++seat) {
    v.push_back(seats == 2
                    ? SeatVoice{"The computer", "the computer's", false}
                    : SeatVoice{"Computer " + std::string(1, seat_letter(seat)),
                                "computer " + std::string(1, seat_letter(seat)) + "'s", false});
  }
  return v;
}

std::string seat_title(const AppModel& m, int seat) {
  if (playing_online(m)) return voices(m)[size_t(seat)].subject;
  if (m.game && people_here(m)) return voices(m)[size_t(seat)].subject;
  const bool human_seat = seat == kHumanSeat && m.settings.seats != Seats::computer_both;
  if (human_seat) return "You";
  if (m.game && m.game->seat_count() > 2) return "Computer " + std::string(1, seat_letter(seat));
  return "Computer";
}

std::string whose(const AppModel& m, int seat) {
  std::string word = voices(m)[size_t(seat)].possessive;
  if (!word.empty() && word[0] >= 'a' && word[0] <= 'z') word[0] = char(word[0] - 'a' + 'A');
  return word;
}

std::string whose_turn(const AppModel& m) {
  return whose(m, m.game->seat_in_turn()) + " turn";
}

std::string deal_words(const AppModel& m) {
  const std::string deal = "deal " + std::to_string(m.game_seed);
  if (m.module().presets().size() < 2) return deal;
  return m.game->preset() + " rules, " + deal;
}

std::string result_headline(const AppModel& m) {
  if (!m.game->over()) return "Playing";
  const int winner = m.game->winner();
  if (winner < 0) return "A draw";
  if (winner == kHumanSeat && m.settings.seats != Seats::computer_both) return "You win!";
  return voices(m)[size_t(winner)].subject + " wins";
}

std::string result_words(const AppModel& m) {
  std::string text = m.game->talk()->result_text();
  const Voices v = voices(m);
  for (size_t seat = 0; seat < v.size(); ++seat) {
    const std::string wins = std::string(1, seat_letter(int(seat))) + " wins";
    if (text.rfind(wins, 0) == 0) {
      text.replace(0, wins.size(),
                   v[seat].second_person ? v[seat].subject + " win" : v[seat].subject + " wins");
    }
  }
  return sentence(m.game->talk()->in_voices(std::move(text), v));
}

std::string result_reason(const AppModel& m) {
  std::string text = m.game->talk()->result_text();
  const size_t colon = text.find(": ");
  if (colon != std::string::npos) text = text.substr(colon + 2);
  return sentence(m.game->talk()->in_voices(std::move(text), voices(m)));
}

}  // namespace rb::app
