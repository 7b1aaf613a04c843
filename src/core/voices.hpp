// The games of the family write their sentences with seat letters ("A's waste", "B misses the next
// turn"); the table speaks from the seats' voices ("your waste", "the computer misses its next
// turn"). Shared by every game's words.
#pragma once

#include <string>

#include "game.hpp"
#include "translation.hpp"

namespace rb {

// "A's waste" -> voices[0].possessive + " waste", "B misses the next turn" -> "the computer misses
// its next turn", for seats A.. as many as there are voices.
std::string speak_seats(std::string text, const Voices& voices);
// The name a seat's piles are called by before "'s": "the computer", "Blue" (its possessive
// without the "'s"); in a language whose possessive is made otherwise, its subject, with a small
// first letter unless the possessive keeps it ("l'ordinateur", "Bleu").
std::string owner_name(const SeatVoice& voice);
// First letter lower case ("You" -> "you", for the middle of a sentence; in German only an article
// or "du": nouns keep their capital). Letters of ASCII, Latin-1 and Cyrillic.
std::string lower_first(std::string text);
// First letter upper case ("défausse" -> "Défausse", for a label).
std::string upper_first(std::string text);
// First letter upper case, a full stop at the end.
std::string sentence(std::string text);
// A message that speaks of a seat named in the third person as "its" (`its`: the computer's, "its
// reserve", "misses its next turn") or "their" (`theirs`: a person's); both tr_mark'ed messages
// with the same placeholders.
std::string its_or_theirs(const SeatVoice& voice, std::string_view its, std::string_view theirs,
                          std::initializer_list<TextArg> values = {});
// "You resigned." or "The computer resigned.", in the seat's voice.
std::string resigned_words(const SeatVoice& voice);
// The warning at an online table that the seat in turn has not played for a while, in its voice:
// it has `seconds` left to play, after which the computer plays on in its place (`plays_on`) or
// it loses by forfeit. (The server says it; the page counts its seconds down in the same words.)
std::string stall_words(const SeatVoice& voice, int seconds, bool plays_on);
// "A" for seat 0, "B" for 1 ...
char seat_letter(int seat);

}  // namespace rb
