// Text names of piles: short codes for records, words for messages.
#include "piles.hpp"

namespace rb::russian_bank {

std::string pile_code(PileId id) {
  const int i = pile_index(id);
  switch (pile_kind(id)) {
    case PileKind::center:
      return "c" + std::to_string(i + 1);
    case PileKind::house:
      return "h" + std::to_string(i + 1);
    case PileKind::reserve:
      return i == 0 ? "ra" : "rb";
    case PileKind::waste:
      return i == 0 ? "wa" : "wb";
    case PileKind::stock:
      return i == 0 ? "sa" : "sb";
  }
  return "?";
}

std::optional<PileId> parse_pile_code(std::string_view text) {
  if (text.size() == 2 && (text[0] == 'c' || text[0] == 'h') && text[1] >= '1' && text[1] <= '8') {
    const int i = text[1] - '1';
    return text[0] == 'c' ? center_pile(i) : house_pile(i);
  }
  if (text.size() == 2 && (text[1] == 'a' || text[1] == 'b')) {
    const Player p = text[1] == 'a' ? kPlayerA : kPlayerB;
    if (text[0] == 'r') return reserve_of(p);
    if (text[0] == 'w') return waste_of(p);
    if (text[0] == 's') return stock_of(p);
  }
  return std::nullopt;
}

std::string pile_name(PileId id) {
  const int i = pile_index(id);
  const std::string owner = i == 0 ? "A's " : "B's ";
  switch (pile_kind(id)) {
    case PileKind::center:
      return "center pile " + std::to_string(i + 1);
    case PileKind::house:
      return "house pile " + std::to_string(i + 1);
    case PileKind::reserve:
      return owner + "reserve";
    case PileKind::waste:
      return owner + "waste";
    case PileKind::stock:
      return owner + "stock";
  }
  return "?";
}

}  // namespace rb::russian_bank
