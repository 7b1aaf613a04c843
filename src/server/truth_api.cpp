// For the server's tests only, in a module of its own (build/web/online_truth.js, never loaded by
// the server): every card of a table as it truly lies, which the tests compare with what each
// seat was sent (tests/server/secrecy.test.mjs).
#include <emscripten/emscripten.h>

#include <string>

#include "server/engine_tables.hpp"

extern "C" {

// [[[card, face up (0/1)], ...] per pile, bottom first].
EMSCRIPTEN_KEEPALIVE const char* rb_online_truth(int table) {
  const rb::online::OnlineTable* t = rb::online::kept_table(table);
  if (!t) return rb::online::give_text("");
  const rb::GameState& state = t->state();
  std::string out = "[";
  for (int pile = 0; pile < t->table().pile_count; ++pile) {
    out += pile > 0 ? ",[" : "[";
    for (int index = 0; index < state.talk()->pile_size(pile); ++index) {
      const rb::CardFace face = state.talk()->card_at(pile, index);
      out += (index > 0 ? ",[" : "[") + std::to_string(face.card) + (face.face_up ? ",1]" : ",0]");
    }
    out += ']';
  }
  return rb::online::give_text(out + "]");
}

}  // extern "C"
