// The words of the keyboard's focus (see focus_words.hpp).
#include "app/text/focus_words.hpp"

#include "app/text/wording.hpp"
#include "core/card.hpp"
#include "core/translation.hpp"

namespace rb::app {

std::string pile_focus_words(const AppModel& m, int pile) {
  const PileInfo& info = m.table.piles[size_t(pile)];
  const std::string number = pile_number_words(info);
  const std::string name =
      (info.owner >= 0 ? owned_pile_words(m, pile) : std::string(tr(info.word))) + number;
  const TableTalk& talk = *m.game->talk();
  const int size = talk.pile_size(pile);
  if (size == 0) return tr_fill("{0}: empty", {name});
  // The face-up cards this screen may read: a fanned pile's and one's own hand's all, else the
  // top card.
  const int seat = screen_seat(m);
  const bool own_hand = info.hand && info.owner == seat;
  const bool readable = !talk.hidden_from(pile, seat) && (!info.hand || own_hand);
  std::string cards;
  for (int i = info.fanned || own_hand ? 0 : size - 1; readable && i < size; ++i) {
    const CardFace face = talk.card_at(pile, i);
    if (!face.face_up) continue;
    cards += (cards.empty() ? "" : ", ") + card_words(Card{uint8_t(face.card)});
  }
  if (cards.empty()) {
    return tr_count(size, "{1}: {0} card face down|{1}: {0} cards face down", {name});
  }
  if (size == 1 || info.fanned || own_hand) return tr_fill("{0}: {1}", {name, cards});
  return tr_count(size, "{1}: {2} on top, {0} card|{1}: {2} on top, {0} cards", {name, cards});
}

}  // namespace rb::app
