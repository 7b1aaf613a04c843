// When each sound plays (see sound_cues.hpp).
#include "app/sound/sound_cues.hpp"

#include <algorithm>
#include <array>

namespace rb::app {

const char* cue_name(Cue cue) {
  static constexpr std::array<const char*, kCueCount> kNames = {"card_lands", "card_turns", "call",
                                                                "deal",       "win",        "loss"};
  return kNames[static_cast<size_t>(cue)];
}

std::optional<Cue> cue_of_event(const GameEvent& event) {
  switch (event.kind) {
    case GameEventKind::call:
      return Cue::call;
    case GameEventKind::new_game:
      return Cue::deal;
    case GameEventKind::game_over:
      if (event.winner < 0) return std::nullopt;
      return event.won_here ? Cue::win : Cue::loss;
    case GameEventKind::action:
    case GameEventKind::undo:
      return std::nullopt;
  }
  return std::nullopt;
}

std::vector<Cue> cues_of_action(const GameState& before, const GameState& after,
                                const std::vector<Flight>& flights) {
  auto was = card_spots(before, 0);  // (the seat at the table: a hidden hand makes no flip)
  auto now = card_spots(after, 0);
  now.resize(std::max(was.size(), now.size()));
  was.resize(now.size());
  bool moved = false, turned = false;
  for (size_t id = 0; id < was.size(); ++id) {
    if (!was[id].present || !now[id].present) continue;
    if (was[id].pile != now[id].pile) {
      moved = true;
    } else if (was[id].face_up != now[id].face_up) {
      turned = true;
    }
  }
  bool flying = false;
  for (const Flight& f : flights) flying = flying || !(f.from == f.to);
  std::vector<Cue> cues;
  if (turned) cues.push_back(Cue::card_turns);
  if (moved && !flying) cues.push_back(Cue::card_lands);
  return cues;
}

}  // namespace rb::app
