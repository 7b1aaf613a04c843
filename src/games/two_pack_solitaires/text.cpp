// The two-pack solitaires in words and text: pile codes and names, the action text of records,
// the result (in English for the table as text, and in the player's language), the table as text
// (whole, or as the player sees it), and the soundness check.
#include <algorithm>
#include <charconv>

#include "core/decimal_text.hpp"
#include "core/translation.hpp"
#include "core/words.hpp"
#include "state.hpp"

namespace rb::tps {

namespace {

std::string table_text(const State& s, bool hide) {
  std::string text;
  text.reserve(1024);
  for (PileId pile = 0; pile < pile_count(s.game()); ++pile) {
    if (!fan_game(s.game()) || !s.empty(pile) || is_tableau(pile) || is_foundation(pile)) {
      text += pile_code(pile) + ":";
    } else {
      continue;  // (a fan game's unused hand or waste)
    }
    if (s.empty(pile)) text += " -";
    int down = 0;
    for (int i = 0; i < s.size(pile); ++i) {
      if (hide && !s.face_up(pile, i)) {
        ++down;
        continue;
      }
      if (down > 0) text += " " + std::to_string(down) + " face down";
      down = 0;
      text += ' ';
      text += card_code(s.card(pile, i));
      if (s.card(pile, i).deck()) text += '\'';
      if (!s.face_up(pile, i)) text += '~';
    }
    if (down > 0) text += " " + std::to_string(down) + " face down";
    text += "\n";
  }
  text += "redeals left " +
          (s.redeals_left() == kUnlimited ? std::string("unlimited")
                                          : std::to_string(s.redeals_left())) +
          ", made " + std::to_string(s.redeals_made()) + "\n";
  if (s.over()) text += "result " + describe_result(s) + "\n";
  return text;
}

bool foundations_sound(const State& s, PileId pile) {
  const bool hill = s.game() == Game::house_on_the_hill;
  const bool down = hill && pile >= 4;
  for (int i = 0; i < s.size(pile); ++i) {
    const Card card = s.card(pile, i);
    if (!s.face_up(pile, i)) return false;
    if (hill && int(card.suit()) != pile % 4) return false;
    if (card.rank() != (down ? 13 - i : i + 1)) return false;
    if (i > 0 && card.suit() != s.card(pile, 0).suit()) return false;
  }
  return s.size(pile) <= 13;
}

}  // namespace

std::string pile_code(PileId pile) {
  if (is_foundation(pile)) return "f" + std::to_string(pile + 1);
  if (pile == kHand) return "h";
  if (pile == kWaste) return "w";
  if (is_tableau(pile)) return "t" + std::to_string(pile - kFirstTableau + 1);
  return "?";
}

std::optional<PileId> parse_pile_code(std::string_view text) {
  if (text == "h") return kHand;
  if (text == "w") return kWaste;
  if (text.size() < 2 || (text[0] != 'f' && text[0] != 't') || text[1] == '0') return std::nullopt;
  int number = 0;
  const auto [ptr, problem] = read_whole(text.data() + 1, text.data() + text.size(), number);
  if (problem != std::errc() || ptr != text.data() + text.size()) return std::nullopt;
  if (text[0] == 'f' && number >= 1 && number <= kFoundations) return PileId(number - 1);
  if (text[0] == 't' && number >= 1 && number <= kMaxTableau) return tableau_pile(number - 1);
  return std::nullopt;
}

std::string pile_name(Game game, PileId pile) {
  if (is_foundation(pile)) {
    if (game == Game::house_on_the_hill) {
      // (The suit's word is marked in core/card.cpp.)
      const std::string english = suit_name(Suit(pile % 4));
      const std::string_view suit = tr(english);
      return pile < 4 ? tr_fill("the up foundation of {0}", {suit})
                      : tr_fill("the down foundation of {0}", {suit});
    }
    return tr_fill("foundation {0}", {std::to_string(pile + 1)});
  }
  if (pile == kHand) return std::string(tr("the hand"));
  if (pile == kWaste) return std::string(tr("the waste"));
  if (!is_tableau(pile)) return std::string(tr("no pile"));
  const int n = pile - kFirstTableau;
  if (game == Game::congress) {
    const std::string number = std::to_string(n % 4 + 1);
    return n < 4 ? tr_fill("pile L{0}", {number}) : tr_fill("pile R{0}", {number});
  }
  if (game == Game::harp) return tr_fill("pile {0}", {std::to_string(n + 1)});
  return tr_fill("fan {0}", {std::to_string(n + 1)});
}

std::string to_string(const Action& a) {
  switch (a.kind) {
    case ActionKind::move:
      return "move " + pile_code(a.from) + " " + pile_code(a.to);
    case ActionKind::turn_up:
      return "turnup";
    case ActionKind::redeal:
      return "redeal";
    case ActionKind::end:
      return "end";
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
  if (words.size() == 1) {
    if (words[0] == "turnup") return Action::turn_up();
    if (words[0] == "redeal") return Action::redeal();
    if (words[0] == "end") return Action::end();
  }
  if (words[0] == "move" && words.size() == 3) {
    const auto from = parse_pile_code(words[1]), to = parse_pile_code(words[2]);
    if (!from || !to) {
      return fail("no pile \"" + std::string(from ? words[2] : words[1]) +
                  "\" (f1..f8, h, w, t1..)");
    }
    return Action::move(*from, *to);
  }
  return fail("not an action: \"" + std::string(text) + "\" (move FROM TO, turnup, redeal, end)");
}

std::string describe_result(const State& s) {
  const std::string on =
      " with " + std::to_string(s.foundation_cards()) + " cards on the foundations";
  switch (s.outcome()) {
    case Outcome::won:
      return "won: all 104 cards on the foundations";
    case Outcome::blocked:
      return "blocked: no move left," + on;
    case Outcome::repeated:
      return "blocked: the same position came back " + std::to_string(s.rules().repeat_limit) +
             " times," + on;
    case Outcome::ended:
      return "ended by the player" + on;
    case Outcome::stopped:
      return "stopped by the race's clock" + on;
    case Outcome::playing:
      break;
  }
  return "";
}

std::string result_words(const State& s) {
  const long on = s.foundation_cards();
  switch (s.outcome()) {
    case Outcome::won:
      return std::string(tr("Won: all 104 cards on the foundations"));
    case Outcome::blocked:
      return tr_count(on,
                      "Blocked: no move left, with {0} card on the foundations|"
                      "Blocked: no move left, with {0} cards on the foundations");
    case Outcome::repeated:
      return tr_count(on,
                      "Blocked: the same position came back {1} times, with {0} card on the "
                      "foundations|"
                      "Blocked: the same position came back {1} times, with {0} cards on the "
                      "foundations",
                      {std::to_string(s.rules().repeat_limit)});
    case Outcome::ended:
    case Outcome::stopped:
      return tr_count(on,
                      "Ended with {0} card on the foundations|"
                      "Ended with {0} cards on the foundations");
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
  const Game g = s.game();
  std::array<int, kCards> count{};
  for (PileId pile = 0; pile < kMaxPiles; ++pile) {
    if (pile >= pile_count(g) && !s.empty(pile)) return pile_code(pile) + " is not in this game";
    for (int i = 0; i < s.size(pile); ++i) {
      const Card card = s.card(pile, i);
      if (card.id >= kCards) return "a card out of the packs on " + pile_code(pile);
      ++count[card.id];
      const bool up = s.face_up(pile, i);
      if (pile == kHand && up) return "a face-up card in the hand";
      if (pile != kHand && !up && !(g == Game::harp && is_tableau(pile))) {
        return "a face-down card on " + pile_code(pile);
      }
      if (is_tableau(pile) && !up && i == s.size(pile) - 1) {
        return "a face-down card on top of " + pile_code(pile);
      }
      if (is_tableau(pile) && !up && i > 0 && s.face_up(pile, i - 1)) {
        return "a face-down card over a face-up one on " + pile_code(pile);
      }
      if (is_tableau(pile) && i > 0 && s.face_up(pile, i - 1) && g != Game::intelligence &&
          !fan_game(g)) {
        const Card below = s.card(pile, i - 1);
        if (below.rank() != card.rank() + 1 || (g == Game::harp && below.red() == card.red())) {
          return pile_code(pile) + " is not built down as " + std::string(game_title(g)) +
                 " builds";
        }
      }
    }
    if (is_foundation(pile) && !s.rules().shared_foundations && !foundations_sound(s, pile)) {
      return pile_code(pile) + " is not built as a foundation";
    }
  }
  if ((g != Game::congress && g != Game::harp) && !s.empty(kWaste)) return "a waste in a fan game";
  if ((g == Game::house_in_the_wood || g == Game::house_on_the_hill) && !s.empty(kHand)) {
    return "a hand in " + std::string(game_title(g));
  }
  for (int id = 0; id < kCards; ++id) {
    if (count[size_t(id)] != 1) {
      return "card " + card_code(Card{uint8_t(id)}) + " lies " + std::to_string(count[size_t(id)]) +
             " times";
    }
  }
  // (Its player, or a race's clock, may end a game while a space waits.)
  if (space_to_fill(s) && s.over() && s.outcome() != Outcome::ended &&
      s.outcome() != Outcome::stopped) {
    return "a game over with a space to fill";
  }
  if (s.seen().empty() && !s.over()) return "no position recorded for the block rule";
  return "";
}

}  // namespace rb::tps
