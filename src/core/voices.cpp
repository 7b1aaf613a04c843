// Seat letters into the table's voices (see voices.hpp).
#include "voices.hpp"

#include <utility>

#include "translation.hpp"

namespace rb {
namespace {

// The first letter of UTF-8 text in upper or lower case: ASCII, Latin-1's letters (é, ü, ñ) and
// Cyrillic's (д, ё), the alphabets of the table's languages.
std::string first_letter_cased(std::string text, bool upper) {
  if (text.empty()) return text;
  const auto b0 = static_cast<unsigned char>(text[0]);
  if (b0 < 0x80) {
    if (upper && b0 >= 'a' && b0 <= 'z') text[0] = char(b0 - 'a' + 'A');
    if (!upper && b0 >= 'A' && b0 <= 'Z') text[0] = char(b0 - 'A' + 'a');
    return text;
  }
  if (text.size() < 2) return text;
  unsigned c = (b0 & 0x1fu) << 6 | (static_cast<unsigned char>(text[1]) & 0x3fu);
  if (b0 < 0xc0 || b0 >= 0xe0) return text;  // (not a two-byte character)
  if (upper) {
    if (c >= 0xe0 && c <= 0xfe && c != 0xf7)
      c -= 0x20;  // à -> À
    else if (c >= 0x430 && c <= 0x44f)
      c -= 0x20;  // д -> Д
    else if (c >= 0x450 && c <= 0x45f)
      c -= 0x50;  // ё -> Ё
  } else {
    if (c >= 0xc0 && c <= 0xde && c != 0xd7)
      c += 0x20;
    else if (c >= 0x410 && c <= 0x42f)
      c += 0x20;
    else if (c >= 0x400 && c <= 0x40f)
      c += 0x50;
  }
  text[0] = char(0xc0 | c >> 6);
  text[1] = char(0x80 | (c & 0x3f));
  return text;
}

}  // namespace

std::string lower_first(std::string text) {
  // (German writes its nouns capitalised wherever they stand, "Computer B", "Blau": only an
  // article or "du" at the start comes down, "der Computer".)
  if (language_code() == "de") {
    bool small_word = false;
    for (const std::string_view word : {"Der ", "Die ", "Das ", "Du", "Dein"}) {
      small_word = small_word || std::string_view(text).starts_with(word);
    }
    if (!small_word) return text;
  }
  return first_letter_cased(std::move(text), false);
}

std::string owner_name(const SeatVoice& voice) {
  const std::string& possessive = voice.possessive;
  if (possessive.size() > 2 && possessive.ends_with("'s")) {
    return possessive.substr(0, possessive.size() - 2);
  }
  if (possessive.find(voice.subject) != std::string::npos) return voice.subject;
  return lower_first(voice.subject);
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
                                : lower_first(v.subject) + (v.person ? " misses their next turn"
                                                                     : " misses its next turn"));
    replace_all(text, letter + "'s ", v.possessive + " ");
  }
  return text;
}

std::string its_or_theirs(const SeatVoice& voice, std::string_view its, std::string_view theirs,
                          std::initializer_list<TextArg> values) {
  return tr_fill(voice.person ? theirs : its, values);
}

std::string resigned_words(const SeatVoice& voice) {
  return voice.second_person ? std::string(tr("You resigned."))
                             : tr_fill("{0} resigned.", {voice.subject});
}

std::string stall_words(const SeatVoice& voice, int seconds, bool plays_on) {
  if (voice.second_person) {
    return plays_on ? tr_count(seconds,
                               "you have not played for a while: play within {0} second, or the "
                               "computer plays on in your place|you have not played for a while: "
                               "play within {0} seconds, or the computer plays on in your place")
                    : tr_count(seconds,
                               "you have not played for a while: play within {0} second, or the "
                               "game is lost by forfeit|you have not played for a while: play "
                               "within {0} seconds, or the game is lost by forfeit");
  }
  return plays_on ? tr_count(seconds,
                             "{1} has not played for a while: without a play within {0} second, "
                             "the computer plays on in their place|{1} has not played for a "
                             "while: without a play within {0} seconds, the computer plays on in "
                             "their place",
                             {voice.subject})
                  : tr_count(seconds,
                             "{1} has not played for a while: without a play within {0} second, "
                             "they lose the game by forfeit|{1} has not played for a while: "
                             "without a play within {0} seconds, they lose the game by forfeit",
                             {voice.subject});
}

std::string upper_first(std::string text) {
  return first_letter_cased(std::move(text), true);
}

std::string sentence(std::string text) {
  if (text.empty()) return text;
  text = first_letter_cased(std::move(text), true);
  const char last = text.back();
  if (last != '.' && last != '!' && last != '?') text += '.';
  return text;
}

}  // namespace rb
