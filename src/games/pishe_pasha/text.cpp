// Pishe Pasha in words and text: pile codes, the action text of records, the result, the table as
// text, and the soundness check.
#include <algorithm>

#include "core/words.hpp"
#include "state.hpp"

namespace rb::pishe_pasha {

namespace {
constexpr std::array<std::string_view, kPileCount> kCodes = {"c1", "c2", "c3", "c4",
                                                             "ra", "rb", "wa", "wb"};
char player_letter(Player p) {
  return p == 0 ? 'a' : 'b';
}
}  // namespace

std::string pile_code(PileId pile) {
  return pile < kPileCount ? std::string(kCodes[pile]) : "?";
}

std::optional<PileId> parse_pile_code(std::string_view text) {
  for (size_t i = 0; i < kCodes.size(); ++i) {
    if (kCodes[i] == text) return PileId(i);
  }
  return std::nullopt;
}

std::string pile_name(PileId pile) {
  if (is_center(pile)) return "center pile " + std::to_string(pile + 1);
  const std::string owner = pile == reserve_of(0) || pile == waste_of(0) ? "A's " : "B's ";
  return owner + (pile == reserve_of(0) || pile == reserve_of(1) ? "reserve" : "waste");
}

std::string to_string(const Action& a) {
  switch (a.kind) {
    case ActionKind::move:
      return "move " + pile_code(a.from) + " " + pile_code(a.to);
    case ActionKind::turn_up:
      return "turnup";
    case ActionKind::stop:
      return std::string("stop ") + player_letter(a.player) +
             (a.take_over ? " take-over" : " correct");
    case ActionKind::resign:
      return std::string("resign ") + player_letter(a.player);
  }
  return "?";
}

std::optional<Action> parse_action(std::string_view text, std::string* error) {
  const std::vector<std::string_view> words = words_of(text);
  const auto fail = [&](const std::string& why) -> std::optional<Action> {
    if (error) *error = why;
    return std::nullopt;
  };
  const auto player = [](std::string_view word) -> std::optional<Player> {
    if (word == "a") return Player(0);
    if (word == "b") return Player(1);
    return std::nullopt;
  };
  if (words.empty()) return fail("an empty action");
  if (words[0] == "turnup" && words.size() == 1) return Action::turn_up();
  if (words[0] == "move" && words.size() == 3) {
    const auto from = parse_pile_code(words[1]), to = parse_pile_code(words[2]);
    if (!from || !to)
      return fail("no pile \"" + std::string(from ? words[2] : words[1]) +
                  "\" (c1..c4, ra, rb, wa, wb)");
    return Action::move(*from, *to);
  }
  if (words[0] == "stop" && words.size() == 3 && player(words[1]) &&
      (words[2] == "correct" || words[2] == "take-over")) {
    return Action::stop(*player(words[1]), words[2] == "take-over");
  }
  if (words[0] == "resign" && words.size() == 2 && player(words[1])) {
    return Action::resign(*player(words[1]));
  }
  return fail("not an action: \"" + std::string(text) +
              "\" (turnup, move FROM TO, stop a|b correct|take-over, resign a|b)");
}

std::string describe_result(const State& s) {
  if (!s.over()) return "";
  const auto name = [](Player p) { return std::string(p == 0 ? "A" : "B"); };
  const std::string points = " (" + std::to_string(s.score()) + " points)";
  switch (s.outcome()) {
    case Outcome::won:
      return name(*s.winner()) + " wins: all cards played" + points;
    case Outcome::blocked:
      return s.winner() ? name(*s.winner()) + " wins a blocked game with fewer cards left" + points
                        : "a blocked game: a draw";
    case Outcome::resigned:
      return name(*s.winner()) + " wins: the other player resigned";
    case Outcome::playing:
      break;
  }
  return "";
}

std::string state_text(const State& s) {
  std::string text;
  for (PileId pile = 0; pile < kPileCount; ++pile) {
    text += pile_code(pile) + ":";
    if (s.empty(pile)) text += " -";
    for (int i = 0; i < s.size(pile); ++i) {
      text += " " + card_code(s.card(pile, i)) + (s.face_up(pile, i) ? "" : "~");
    }
    text += "\n";
  }
  const LastAction& last = s.last();
  text += "turn " + std::string(1, player_letter(s.turn())) + " " +
          std::to_string(s.turn_number()) + (s.reserve_played() ? " reserve-played" : "") +
          (s.progress_this_turn() ? " progress" : "") + "\nstall " +
          std::to_string(s.turns_without_progress()) + " wrong-calls " +
          std::to_string(s.wrong_calls(0)) + " " + std::to_string(s.wrong_calls(1)) + " misses " +
          std::to_string(s.misses_next_turn(0)) + " " + std::to_string(s.misses_next_turn(1)) +
          "\nlast " +
          (last.exists ? to_string(last.action) + " by " + player_letter(last.actor) +
                             (last.offence ? " missed " + to_string(last.missed) : "") +
                             (last.judged ? " judged" : "")
                       : "-") +
          "\n";
  if (s.over()) text += "result " + describe_result(s) + "\n";
  return text;
}

std::string check_invariants(const State& s) {
  std::array<int, kDeckSize> count{};
  for (PileId pile = 0; pile < kPileCount; ++pile) {
    for (int i = 0; i < s.size(pile); ++i) {
      const Card card = s.card(pile, i);
      if (card.id >= kDeckSize) return "a card out of the deck on " + pile_code(pile);
      ++count[card.id];
      if (is_center(pile) && (card.rank() != i + 1 || card.suit() != s.card(pile, 0).suit())) {
        return pile_code(pile) + " is not built up in suit from the ace";
      }
      const bool up = s.face_up(pile, i);
      const bool reserve = pile == reserve_of(0) || pile == reserve_of(1);
      if (!reserve && !up) return "a face-down card on " + pile_code(pile);
      if (reserve && up && i != s.size(pile) - 1) return "a face-up card inside " + pile_code(pile);
      if (reserve && up && pile != reserve_of(s.turn()) && !s.over()) {
        return "a turned card waits on the reserve of the player not in turn";
      }
    }
  }
  for (int id = 0; id < kDeckSize; ++id) {
    if (count[size_t(id)] != 1)
      return "card " + card_code(Card{uint8_t(id)}) + " lies " + std::to_string(count[size_t(id)]) +
             " times";
  }
  return "";
}

}  // namespace rb::pishe_pasha
