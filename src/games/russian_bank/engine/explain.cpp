// Words a player reads when a move is refused: "the 7 of hearts needs a black 8", in the table's
// language. A seat's own pile is named in seat letters ("B's waste is not yours to play from"):
// the table words it in the seats' voices (table_words.hpp, in_voices).
#include "core/translation.hpp"
#include "moves.hpp"

namespace rb::russian_bank {

std::string pile_words(PileId pile) {
  const std::string number = std::to_string(pile_index(pile) + 1);
  switch (pile_kind(pile)) {
    case PileKind::center:
      return tr_fill("center pile {0}", {number});
    case PileKind::house:
      return tr_fill("house pile {0}", {number});
    default:
      return pile_name(pile);
  }
}

namespace {

// "5", "jack": a rank alone, as card_words says it.
std::string rank_words(int rank) {
  return std::string(tr(rank_name(rank)));
}

// The card of `suit` and `rank` (whatever its deck) in words: "queen of spades".
std::string card_of(Suit suit, int rank) {
  return card_words(Card::make(0, suit, rank));
}

}  // namespace

std::string explain_move_error(const State& s, MoveError error, PileId from, PileId to) {
  const bool has_card = !s.empty(from);
  const Card card = has_card ? s.top(from).card : Card{};
  switch (error) {
    case MoveError::none:
      return "";
    case MoveError::game_over:
      return std::string(tr("the game is over"));
    case MoveError::same_pile:
      return has_card ? tr_fill("the {0} is already there", {card_words(card)})
                      : std::string(tr("that card is already there"));
    case MoveError::empty_source:
      return tr_fill("{0} is empty", {pile_words(from)});
    case MoveError::center_card_fixed:
      return std::string(tr("cards on a center pile stay there"));
    case MoveError::not_yours:
      return tr_fill("{0} is not yours to play from", {pile_words(from)});
    case MoveError::reserve_face_down:
      return std::string(tr("turn up the top card of your reserve first"));
    case MoveError::turned_card_first:
      return tr_fill("play the turned-up {0} first",
                     {card_words(s.top(reserve_of(s.turn())).card)});
    case MoveError::waste_not_available:
      return std::string(tr("your waste is not in play in this game"));
    case MoveError::waste_only_to_space:
      return std::string(tr("your waste card may only fill an empty house pile"));
    case MoveError::opponent_stock_only_to_house:
      return std::string(tr("the opponent's stock card may only go onto a house pile"));
    case MoveError::center_closed:
      return tr_fill("{0} is complete", {pile_words(to)});
    case MoveError::center_needs_ace:
      return std::string(tr("a center pile starts with an ace"));
    case MoveError::center_needs_next: {
      const Card top = s.top(to).card;
      if (top.rank() == 13) return tr_fill("{0} is complete", {pile_words(to)});
      return tr_fill("{0} needs the {1}", {pile_words(to), card_of(top.suit(), top.rank() + 1)});
    }
    case MoveError::house_needs_next:
      // (A card to move is there: check_move refuses an empty pile first.)
      if (card.rank() == 13) return std::string(tr("a king only goes onto an empty house pile"));
      return card.red() ? tr_fill("the {0} needs a black {1}",
                                  {card_words(card), rank_words(card.rank() + 1)})
                        : tr_fill("the {0} needs a red {1}",
                                  {card_words(card), rank_words(card.rank() + 1)});
    case MoveError::load_on_empty:
      return tr_fill("nothing goes onto an empty {0}", {pile_words(to)});
    case MoveError::load_needs_neighbour: {
      // The top's neighbours in its suit: "the 5 or 7 of spades", "the 2 of spades".
      const Card top = s.top(to).card;
      if (top.rank() == 1) {
        return tr_fill("{0} takes only the {1}", {pile_words(to), card_of(top.suit(), 2)});
      }
      if (top.rank() == 13) {
        return tr_fill("{0} takes only the {1}", {pile_words(to), card_of(top.suit(), 12)});
      }
      return tr_fill("{0} takes only the {1} or {2} of {3}",
                     {pile_words(to), rank_words(top.rank() - 1), rank_words(top.rank() + 1),
                      tr(suit_name(top.suit()))});
    }
    case MoveError::onto_reserve:
      return std::string(tr("nothing goes onto a reserve"));
    case MoveError::onto_own_stock:
      return std::string(tr("nothing goes onto your own stock"));
    case MoveError::own_waste_turned_card_only:
      return std::string(tr("only the card turned from your reserve goes onto your waste"));
    case MoveError::turned_card_playable:
      // (The turned card is there: it is what check_move was asked to move.)
      return tr_fill("the {0} can be played, so it must be played", {card_words(card)});
  }
  return std::string(tr("that move is not allowed"));
}

}  // namespace rb::russian_bank
