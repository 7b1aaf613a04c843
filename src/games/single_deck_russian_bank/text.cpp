// Single-deck Russian Bank in words and text: pile codes, the action text of records, the result,
// the table as text (whole, or as a seat sees it), and the soundness check.
#include <algorithm>

#include "core/translation.hpp"
#include "core/words.hpp"
#include "state.hpp"

namespace rb::sdrb {

namespace {
constexpr std::array<std::string_view, kPileCount> kCodes = {"t1", "t2", "t3", "t4", "t5", "t6",
                                                             "t7", "t8", "ra", "rb", "wa", "wb"};
char player_letter(Player p) {
  return p == 0 ? 'a' : 'b';
}

std::string table_text(const State& s, bool hide_reserves) {
  std::string text;
  for (PileId pile = 0; pile < kPileCount; ++pile) {
    text += pile_code(pile) + ":";
    if (is_tableau(pile) && !s.exists(pile)) {
      text += " (not yet)\n";
      continue;
    }
    if (s.empty(pile)) text += " -";
    if (hide_reserves && is_reserve(pile)) {
      int down = 0;
      for (int i = 0; i < s.size(pile); ++i) down += s.face_up(pile, i) ? 0 : 1;
      if (down > 0) text += " " + std::to_string(down) + " face down";
      if (s.size(pile) > down) text += " " + card_code(s.top(pile));
    } else {
      for (int i = 0; i < s.size(pile); ++i) {
        text += " " + card_code(s.card(pile, i)) + (s.face_up(pile, i) ? "" : "~");
      }
    }
    text += "\n";
  }
  text += "turn " + std::string(1, player_letter(s.turn())) + " " +
          std::to_string(s.turn_number()) + " dealer " + player_letter(s.dealer()) +
          (s.progress_this_turn() ? " progress" : "") + "\nstall " +
          std::to_string(s.turns_without_progress()) + "\n";
  if (s.over()) text += "result " + describe_result(s) + "\n";
  return text;
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
  if (is_tableau(pile)) return "tableau pile " + std::to_string(pile + 1);
  if (pile >= kPileCount) return "no pile";
  const std::string owner = pile == reserve_of(0) || pile == waste_of(0) ? "A's " : "B's ";
  return owner + (is_reserve(pile) ? "reserve" : "waste");
}

std::string to_string(const Action& a) {
  switch (a.kind) {
    case ActionKind::move:
      return "move " + pile_code(a.from) + " " + pile_code(a.to);
    case ActionKind::move_pile:
      return "pile " + pile_code(a.from) + " " + pile_code(a.to);
    case ActionKind::turn_up:
      return "turnup";
    case ActionKind::resign:
      return std::string("resign ") + player_letter(Player(a.from));
  }
  return "?";
}

std::optional<Action> parse_action(std::string_view text, std::string* error) {
  const std::vector<std::string_view> words = words_of(text);
  const auto fail = [&](const std::string& why) -> std::optional<Action> {
    if (error) *error = why;
    return std::nullopt;
  };
  if (words.empty()) return fail("an empty action");
  if (words[0] == "turnup" && words.size() == 1) return Action::turn_up();
  if (words[0] == "resign" && words.size() == 2 && (words[1] == "a" || words[1] == "b")) {
    return Action::resign(Player(words[1] == "a" ? 0 : 1));
  }
  if ((words[0] == "move" || words[0] == "pile") && words.size() == 3) {
    const auto from = parse_pile_code(words[1]), to = parse_pile_code(words[2]);
    if (!from || !to)
      return fail("no pile \"" + std::string(from ? words[2] : words[1]) +
                  "\" (t1..t8, ra, rb, wa, wb)");
    return words[0] == "move" ? Action::move(*from, *to) : Action::move_pile(*from, *to);
  }
  return fail("not an action: \"" + std::string(text) +
              "\" (turnup, move FROM TO, pile FROM TO, resign a|b)");
}

std::string describe_result(const State& s) {
  if (!s.over()) return "";
  const std::string name = s.winner() ? std::string(*s.winner() == 0 ? "A" : "B") : "";
  const bool scored = s.rules().scoring;
  switch (s.outcome()) {
    case Outcome::won:
      return scored ? tr_count(s.score(),
                               "{1} wins: all cards played ({0} point)|"
                               "{1} wins: all cards played ({0} points)",
                               {name})
                    : tr_fill("{0} wins: all cards played", {name});
    case Outcome::blocked:
      if (!s.winner()) return std::string(tr("a blocked game: a draw"));
      // (A margin of one card: "(1 points)", as the English has always said.)
      return scored ? tr_count(s.score(),
                               "{1} wins a blocked game with fewer cards left ({0} points)|"
                               "{1} wins a blocked game with fewer cards left ({0} points)",
                               {name})
                    : tr_fill("{0} wins a blocked game with fewer cards left", {name});
    case Outcome::resigned:
      return tr_fill("{0} wins: the other player resigned", {name});
    case Outcome::playing:
      break;
  }
  return "";
}

std::string state_text(const State& s) {
  return table_text(s, false);
}

std::string observation_text(const State& s) {
  return table_text(s, true);
}

std::string check_invariants(const State& s) {
  std::array<int, kDeckSize> count{};
  for (PileId pile = 0; pile < kPileCount; ++pile) {
    if (is_tableau(pile) && !s.exists(pile) && !s.empty(pile)) {
      return pile_code(pile) + " holds cards before it exists";
    }
    if (is_tableau(pile) && s.size(pile) > kSuitLength) return pile_code(pile) + " is too long";
    for (int i = 0; i < s.size(pile); ++i) {
      const Card card = s.card(pile, i);
      if (card.id >= kDeckSize) return "a card out of the deck on " + pile_code(pile);
      ++count[card.id];
      if (is_tableau(pile) && i > 0) {
        const Card below = s.card(pile, i - 1);
        const int step = rank_step(below, card);
        if (card.suit() != below.suit() || step == 0 ||
            (i > 1 && step != rank_step(s.card(pile, i - 2), below))) {
          return pile_code(pile) + " is not built in suit one way";
        }
      }
      const bool up = s.face_up(pile, i);
      if (!is_reserve(pile) && !up) return "a face-down card on " + pile_code(pile);
      if (is_reserve(pile) && up && i != s.size(pile) - 1) {
        return "a face-up card inside " + pile_code(pile);
      }
      if (is_reserve(pile) && up && pile != reserve_of(s.turn()) && !s.over()) {
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

}  // namespace rb::sdrb
