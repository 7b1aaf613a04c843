// Seat letters into the table's voices (see voices.hpp).
#include "voices.hpp"

namespace rb {
namespace {

void replace_all(std::string& text, const std::string& from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
}

}  // namespace

std::string lower_first(std::string text) {
  if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z') text[0] = char(text[0] - 'A' + 'a');
  return text;
}

char seat_letter(int seat) {
  return char('A' + seat);
}

std::string speak_seats(std::string text, const Voices& voices) {
  for (size_t seat = 0; seat < voices.size(); ++seat) {
    const SeatVoice& v = voices[seat];
    const std::string letter(1, seat_letter(int(seat)));
    replace_all(text, letter + " misses the next turn",
                v.second_person ? lower_first(v.subject) + " miss your next turn"
                                : lower_first(v.subject) + " misses its next turn");
    replace_all(text, letter + "'s ", v.possessive + " ");
  }
  return text;
}

std::string sentence(std::string text) {
  if (text.empty()) return text;
  if (text[0] >= 'a' && text[0] <= 'z') text[0] = char(text[0] - 'a' + 'A');
  const char last = text.back();
  if (last != '.' && last != '!' && last != '?') text += '.';
  return text;
}

}  // namespace rb
