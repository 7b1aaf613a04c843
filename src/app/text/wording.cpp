// Wording from the human's seat (see wording.hpp).
#include "app/text/wording.hpp"

#include <algorithm>
#include <utility>

#include "app/flow/online_play.hpp"
#include "core/translation.hpp"

namespace rb::app {

namespace {

// The seat of a match whose own game the end panel replays (session.hpp's replay_seat_game).
constexpr int kReplayedSeat = 1;

// Whether the table shows the computer's own game of a match, replayed alone, not a review of
// the person's: its one seat is the computer's.
bool replaying_computer_game(const AppModel& m) {
  return m.replay_of && !m.review && m.game && m.game->seat_count() == 1;
}

// The person and the computer: "You", "The computer" (of more computers "Computer B").
Voices against_computer(int seats) {
  Voices v = {{std::string(tr("You")), std::string(tr("your")), true}};
  for (int seat = 1; seat < seats; ++seat) {
    const std::string letter(1, seat_letter(seat));
    v.push_back(seats == 2 ? SeatVoice{std::string(tr("The computer")),
                                       std::string(tr("the computer's")), false}
                           : SeatVoice{tr_fill("Computer {0}", {letter}),
                                       tr_fill("computer {0}'s", {letter}), false});
  }
  return v;
}

// A pile's name of one letter ("L" of Congress's L1): one first byte, whatever the bytes after it
// that continue it in UTF-8.
bool one_letter(std::string_view word) {
  if (word.empty()) return false;
  return std::all_of(word.begin() + 1, word.end(), [](char c) { return (c & 0xC0) == 0x80; });
}

}  // namespace

Voices voices(const AppModel& m) {
  if (m.settings.seats == Seats::computer_both) {
    // (A solitaire's demo: the one player is the computer.)
    if (m.game && m.game->seat_count() == 1) {
      return {{std::string(tr("The computer")), std::string(tr("the computer's")), false}};
    }
    const int seats = m.game ? m.game->seat_count() : 2;
    if (seats == 2) {
      return {{std::string(tr("Blue")), std::string(tr("Blue's")), false},
              {std::string(tr("Red")), std::string(tr("Red's")), false}};
    }
    // (Three or four computers: as their boxes name them.)
    Voices v;
    for (int seat = 0; seat < seats; ++seat) {
      const std::string letter(1, seat_letter(seat));
      v.push_back({tr_fill("Computer {0}", {letter}), tr_fill("Computer {0}'s", {letter}), false});
    }
    return v;
  }
  const int seats = m.game ? m.game->seat_count() : 2;
  if (playing_online(m)) {
    // Online: as the server words it (src/server/seat_view.hpp), from this page's seat.
    // (The page's own seat too is the computer's once it plays it: its person stalled.)
    Voices v;
    for (int seat = 0; seat < seats; ++seat) {
      const int theirs = m.online->seat < 0 ? seat : (m.online->seat + seat) % seats;
      const std::string letter(1, seat_letter(theirs));
      const bool computer = m.online->computer_plays(theirs);
      v.push_back(seat == 0 && !computer
                      ? SeatVoice{std::string(tr("You")), std::string(tr("your")), true}
                  : seats == 2 ? SeatVoice{std::string(tr("Your opponent")),
                                           std::string(tr("your opponent's")), false, true}
                  : computer   ? SeatVoice{tr_fill("Computer {0}", {letter}),
                                         tr_fill("Computer {0}'s", {letter}), false}
                               : SeatVoice{tr_fill("Player {0}", {letter}),
                                         tr_fill("Player {0}'s", {letter}), false, true});
    }
    return v;
  }
  if (m.game && people_here(m)) {
    // People on one screen: two are Blue and Red (the bottom and the top); more, Player A, B..
    Voices v;
    for (int seat = 0; seat < seats; ++seat) {
      const std::string letter(1, seat_letter(seat));
      v.push_back(
          seats == 2
              ? (seat == 0
                     ? SeatVoice{std::string(tr("Blue")), std::string(tr("Blue's")), false, true}
                     : SeatVoice{std::string(tr("Red")), std::string(tr("Red's")), false, true})
          : person_plays(m.settings, seat)
              ? SeatVoice{tr_fill("Player {0}", {letter}), tr_fill("Player {0}'s", {letter}), false,
                          true}
              : SeatVoice{tr_fill("Computer {0}", {letter}), tr_fill("Computer {0}'s", {letter}),
                          false});
    }
    return v;
  }
  if (replaying_computer_game(m)) {
    return {against_computer(m.replay_of->seat_count())[kReplayedSeat]};
  }
  return against_computer(seats);
}

std::string seat_title(const AppModel& m, int seat) {
  if (playing_online(m)) return voices(m)[size_t(seat)].subject;
  if (m.game && people_here(m)) return voices(m)[size_t(seat)].subject;
  // (The computer playing every seat: Blue and Red, as the table's words name them.)
  if (m.settings.seats == Seats::computer_both && m.game && m.game->seat_count() == 2) {
    return voices(m)[size_t(seat)].subject;
  }
  int seats = m.game ? m.game->seat_count() : 2;
  if (replaying_computer_game(m)) {
    // (The computer's own game of a match, replayed alone: its one seat is the computer's.)
    seats = m.replay_of->seat_count();
    seat = kReplayedSeat;
  }
  const bool human_seat = seat == kHumanSeat && m.settings.seats != Seats::computer_both;
  if (human_seat) return std::string(tr("You"));
  if (seats > 2) return tr_fill("Computer {0}", {std::string(1, seat_letter(seat))});
  return std::string(tr("Computer"));
}

std::string owned_pile_words(const AppModel& m, int pile) {
  const PileInfo& info = m.table.piles[size_t(pile)];
  // (A pile's word may be a label's, "Hand": after "Your" it is "your hand", as the others' words;
  // a name of one letter, "L", stays.)
  const std::string_view word = tr(info.word);
  const std::string kind = one_letter(word) ? std::string(word) : lower_first(std::string(word));
  const SeatVoice voice = voices(m)[size_t(info.owner)];
  if (voice.second_person) return tr_fill("Your {0}", {kind});
  // ("Computer's reserve", short for the computer's; online "Opponent's waste", where "Your
  // opponent's" over "waste" read at a glance as the person's own: a review.)
  const std::string_view owner = voice.subject == tr("The computer")    ? tr("Computer")
                                 : voice.subject == tr("Your opponent") ? tr("Opponent")
                                                                        : voice.subject;
  return tr_fill("{0}'s {1}", {owner, kind});
}

std::string pile_number_words(const PileInfo& info) {
  if (info.number <= 0) return "";
  return (one_letter(tr(info.word)) ? "" : " ") + std::to_string(info.number);
}

bool persons_seat(const AppModel& m, int seat) {
  return person_plays(m.settings, seat) && m.settings.seats != Seats::computer_both &&
         !replaying_computer_game(m);
}

std::string turn_word(const AppModel& m, int seat) {
  const GameState& s = *m.game;
  // (A seat whose own game of a match is over may not act, and has no turn.)
  if (s.over() || !s.may_act(seat)) return "";
  // (Nor has a person's game of one player turns; the computer's, replayed, is "PLAYING".)
  if (s.seat_count() == 1 && persons_seat(m, seat)) return "";
  // (An online table that waits, for a seat to be taken or the connection, has nobody's turn.)
  if (!online_wait_reason(m).empty()) return "";
  // (An online player who lost the connection is not playing: the table waits for them.)
  if (online_seat_away(m, seat)) return std::string(tr("AWAY"));
  // (In a game played all at once nobody has the turn: every seat still on is "PLAYING".)
  if (s.all_at_once()) return std::string(tr("PLAYING"));
  if (s.seat_in_turn() != seat) return "";
  // ("YOUR TURN" on a seat a person plays, each person's on one screen; "PLAYING" on the
  // computer's.)
  return std::string(persons_seat(m, seat) ? tr("YOUR TURN") : tr("PLAYING"));
}

std::string whose_turn(const AppModel& m, int seat) {
  const SeatVoice v = voices(m)[size_t(seat)];
  return v.second_person ? std::string(tr("Your turn")) : tr_fill("{0}'s turn", {v.subject});
}

std::string whose_turn(const AppModel& m) {
  // (A game played all at once has no turns: a race, a match.)
  if (m.game->all_at_once()) return std::string(tr("Everyone plays at once"));
  return whose_turn(m, m.game->seat_in_turn());
}

std::string preset_title(std::string_view preset) {
  std::string title(preset);
  if (!title.empty() && title[0] >= 'a' && title[0] <= 'z') title[0] = char(title[0] - 'a' + 'A');
  const std::string key = "preset " + title;
  const std::string_view words = tr(key);
  return words == key ? title : std::string(words);
}

std::string game_with_preset(const GameModule& game, std::string_view preset) {
  const std::string_view phrase = game.preset_phrase(preset);
  if (phrase.empty()) return "";
  return tr_fill("{0}, {1}", {tr(game.title()), tr(phrase)});
}

std::string deal_words(const AppModel& m) {
  const std::string number = std::to_string(m.game_seed);
  if (m.module().presets().size() < 2) return tr_fill("deal {0}", {number});
  if (const std::string_view phrase = m.module().preset_phrase(m.game->preset()); !phrase.empty()) {
    return tr_fill("{0}, deal {1}", {tr(phrase), number});
  }
  return tr_fill("{0} rules, deal {1}", {tr(m.game->preset()), number});
}

std::string result_headline(const AppModel& m) {
  if (!m.game->over()) return std::string(tr("Playing"));
  const int winner = m.game->winner();
  // (A solitaire not won is over, not drawn: ended, or no move left.)
  // (Online, a table of three or four that a player left ends without a winner: not a draw.)
  if (winner < 0) {
    return std::string(m.game->seat_count() == 1 || playing_online(m) ? tr("Game over")
                                                                      : tr("A draw"));
  }
  // (People at one screen are named, "Blue wins", as the computers of a demo are.)
  const SeatVoice voice = voices(m)[size_t(winner)];
  if (voice.second_person) return std::string(tr("You win!"));
  return tr_fill("{0} wins", {voice.subject});
}

std::string result_words(const AppModel& m) {
  if (language_code() != "en" || resigned_seat(*m.game) >= 0) {
    // The game's result names seats by letter in English only: the headline names them here.
    std::string headline = result_headline(m);
    if (!headline.empty() && headline.back() != '!' && headline.back() != '.') headline += '.';
    return headline + " " + result_reason(m);
  }
  std::string text = m.game->talk()->result_text();
  const Voices v = voices(m);
  for (size_t seat = 0; seat < v.size(); ++seat) {
    const std::string wins = std::string(1, seat_letter(int(seat))) + " wins";
    if (text.starts_with(wins)) {
      text =
          v[seat].subject + (v[seat].second_person ? " win" : " wins") + text.substr(wins.size());
    }
  }
  return sentence(m.game->talk()->in_voices(std::move(text), v));
}

std::string result_reason(const AppModel& m) {
  // (A resignation is told from the table's side: the game's own words name no one.)
  if (const int seat = resigned_seat(*m.game); seat >= 0) {
    return resigned_words(voices(m)[size_t(seat)]);
  }
  std::string text = m.game->talk()->result_text();
  const size_t colon = text.find(": ");
  if (colon != std::string::npos) text = text.substr(colon + 2);
  return sentence(m.game->talk()->in_voices(std::move(text), voices(m)));
}

}  // namespace rb::app
