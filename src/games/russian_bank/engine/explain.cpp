// Words a player reads when a move is refused: "the 7 of hearts needs a black 8".
#include "moves.hpp"

namespace rb::russian_bank {

namespace {

std::string colour_word(bool red) {
  return red ? "red" : "black";
}

std::string neighbours(Card card) {
  std::string text = "the ";
  if (card.rank() > 1) text += rank_name(card.rank() - 1);
  if (card.rank() > 1 && card.rank() < 13) text += " or ";
  if (card.rank() < 13) text += rank_name(card.rank() + 1);
  return text + " of " + suit_name(card.suit());
}

}  // namespace

std::string explain_move_error(const State& s, MoveError error, PileId from, PileId to) {
  const bool has_card = !s.empty(from);
  const Card card = has_card ? s.top(from).card : Card{};
  const std::string the_card = has_card ? "the " + card_name(card) : "that card";
  switch (error) {
    case MoveError::none:
      return "";
    case MoveError::game_over:
      return "the game is over";
    case MoveError::same_pile:
      return the_card + " is already there";
    case MoveError::empty_source:
      return pile_name(from) + " is empty";
    case MoveError::center_card_fixed:
      return "cards on a center pile stay there";
    case MoveError::not_yours:
      return pile_name(from) + " is not yours to play from";
    case MoveError::reserve_face_down:
      return "turn up the top card of your reserve first";
    case MoveError::turned_card_first:
      return "play the turned-up " + card_name(s.top(reserve_of(s.turn())).card) + " first";
    case MoveError::waste_not_available:
      return "your waste is not in play in this game";
    case MoveError::waste_only_to_space:
      return "your waste card may only fill an empty house pile";
    case MoveError::opponent_stock_only_to_house:
      return "the opponent's stock card may only go onto a house pile";
    case MoveError::center_closed:
      return pile_name(to) + " is complete";
    case MoveError::center_needs_ace:
      return "a center pile starts with an ace";
    case MoveError::center_needs_next: {
      const Card top = s.top(to).card;
      if (top.rank() == 13) return pile_name(to) + " is complete";
      return pile_name(to) + " needs the " + rank_name(top.rank() + 1) + " of " +
             suit_name(top.suit());
    }
    case MoveError::house_needs_next:
      if (card.rank() == 13) return "a king only goes onto an empty house pile";
      return the_card + " needs a " + colour_word(!card.red()) + " " + rank_name(card.rank() + 1);
    case MoveError::load_on_empty:
      return "nothing goes onto an empty " + pile_name(to);
    case MoveError::load_needs_neighbour:
      return pile_name(to) + " takes only " + neighbours(s.top(to).card);
    case MoveError::onto_reserve:
      return "nothing goes onto a reserve";
    case MoveError::onto_own_stock:
      return "nothing goes onto your own stock";
    case MoveError::own_waste_turned_card_only:
      return "only the card turned from your reserve goes onto your waste";
    case MoveError::turned_card_playable:
      return the_card + " can be played, so it must be played";
  }
  return "that move is not allowed";
}

}  // namespace rb::russian_bank
