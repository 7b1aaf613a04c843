// The languages the online server speaks: each seat is told its table's words (the moves in
// words, refusals, the result) in the language its page chose. The server's JavaScript reads the
// words files (rules/<code>/words.txt, as the pages fetch them) and hands them over once; English
// is built in.
#pragma once

#include <string>
#include <string_view>

#include "core/translation.hpp"

namespace rb::online {

// Reads a language's words file; false and `error` (naming the line) when it cannot be read.
bool add_server_language(std::string_view code, std::string_view text, std::string* error);
// The language of that code, or nullptr for English and for a code the server was not given.
const Language* server_language(std::string_view code);

// tr() speaks the language of `code` while this lives, then the one it spoke before.
class SpeakingIn {
 public:
  explicit SpeakingIn(std::string_view code) : before_(spoken_language()) {
    speak(server_language(code));
  }
  ~SpeakingIn() { speak(before_); }
  SpeakingIn(const SpeakingIn&) = delete;
  SpeakingIn& operator=(const SpeakingIn&) = delete;

 private:
  const Language* before_;
};

}  // namespace rb::online
