// Wording from the human's seat (see wording.hpp).
#include "app/wording.hpp"

#include <utility>

namespace rb::app {
namespace {

void replace_all(std::string& text, const std::string& from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
}

}  // namespace

std::string from_human_seat(std::string text) {
  replace_all(text, "A misses the next turn", "you miss your next turn");
  replace_all(text, "B misses the next turn", "the computer misses its next turn");
  replace_all(text, "A's ", "your ");
  replace_all(text, "B's ", "the computer's ");
  return text;
}

std::string sentence(std::string text) {
  if (text.empty()) return text;
  if (text[0] >= 'a' && text[0] <= 'z') text[0] = char(text[0] - 'a' + 'A');
  const char last = text.back();
  if (last != '.' && last != '!' && last != '?') text += '.';
  return text;
}

std::string pile_words(PileId pile) {
  return from_human_seat(pile_name(pile));
}

std::string seat_name(Player p) {
  return p == kPlayerA ? "You" : "The computer";
}

std::string action_words(const State& before, const Action& action) {
  switch (action.kind) {
    case ActionKind::move: {
      const std::string card =
          before.empty(action.from) ? "a card" : "the " + card_name(before.top(action.from).card);
      return card + " from " + pile_words(action.from) + " to " + pile_words(action.to);
    }
    case ActionKind::turn_up:
      return "turn up the top card of the reserve";
    case ActionKind::turn_over:
      return "turn the waste over";
    case ActionKind::knock:
      return before.rules().classic() ? "call Stop" : "knock";
    case ActionKind::pass:
      return "end the turn";
    case ActionKind::resign:
      return "give the game up";
  }
  return "";
}

std::string result_headline(const Result& result) {
  if (result.outcome == Outcome::playing) return "Playing";
  if (!result.winner) return "A draw";
  return *result.winner == kPlayerA ? "You win!" : "The computer wins";
}

std::string result_words(const Result& result, const Rules& rules) {
  std::string text = describe(result, rules);
  if (text.rfind("A wins", 0) == 0) text.replace(0, 6, "You win");
  if (text.rfind("B wins", 0) == 0) text.replace(0, 6, "The computer wins");
  return sentence(std::move(text));
}

std::string result_reason(const Result& result, const Rules& rules) {
  std::string text = describe(result, rules);
  const size_t colon = text.find(": ");
  if (colon != std::string::npos) text = text.substr(colon + 2);
  return sentence(from_human_seat(std::move(text)));
}

}  // namespace rb::app
