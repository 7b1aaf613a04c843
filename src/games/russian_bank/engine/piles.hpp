// The 22 piles of the table: 8 center, 8 house, and a reserve, waste and stock for each player.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rb::russian_bank {

using Player = uint8_t;  // 0 = player A (the human against the computer), 1 = player B
inline constexpr Player kPlayerA = 0;
inline constexpr Player kPlayerB = 1;
constexpr Player other(Player p) {
  return static_cast<Player>(1 - p);
}

enum class PileKind : uint8_t { center, house, reserve, waste, stock };

using PileId = uint8_t;
inline constexpr int kCenterCount = 8;
inline constexpr int kHouseCount = 8;
inline constexpr int kPileCount = 22;

constexpr PileId center_pile(int i) {
  return static_cast<PileId>(i);
}
constexpr PileId house_pile(int i) {
  return static_cast<PileId>(8 + i);
}  // 0-3 dealt by A, 4-7 by B
constexpr PileId reserve_of(Player p) {
  return static_cast<PileId>(16 + p);
}
constexpr PileId waste_of(Player p) {
  return static_cast<PileId>(18 + p);
}
constexpr PileId stock_of(Player p) {
  return static_cast<PileId>(20 + p);
}

constexpr PileKind pile_kind(PileId id) {
  return id < 8    ? PileKind::center
         : id < 16 ? PileKind::house
         : id < 18 ? PileKind::reserve
         : id < 20 ? PileKind::waste
                   : PileKind::stock;
}
// Index within its kind: center 0-7, house 0-7, or the owning player for reserve/waste/stock.
constexpr int pile_index(PileId id) {
  return id < 8 ? id : id < 16 ? id - 8 : id < 18 ? id - 16 : id < 20 ? id - 18 : id - 20;
}
// The owner of a reserve, waste or stock.
constexpr Player pile_owner(PileId id) {
  return static_cast<Player>(pile_index(id));
}

// Stable short names used in action text and records: c1..c8, h1..h8, ra, rb, wa, wb, sa, sb.
std::string pile_code(PileId id);
std::optional<PileId> parse_pile_code(std::string_view text);
// "center pile 3", "your reserve"-free wording: "house pile 2", "B's waste" (English, in seat
// letters: the table's words for a pile are table_words.cpp's; a refusal names a seat's pile so,
// and the table's in_voices words it).
std::string pile_name(PileId id);

}  // namespace rb::russian_bank
