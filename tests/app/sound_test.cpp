// Tests of the table's sounds: which cues an action or a game event gives and when (a card that
// flies is heard when it lands), the samples of each cue (bounded, not silent, no click at either
// end, the same every time), and the sound setting in the menu.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>

#include "app/flow/commands.hpp"
#include "app/sound/sound_cues.hpp"
#include "app/sound/sound_synth.hpp"
#include "app_fixture.hpp"
#include "table_builder.hpp"

using rb::app::Cue;
using Cues = std::vector<Cue>;

// The table of the first tests, player A in turn:
//
//   h1: 6C          wa: 5H          ra: 2C 8D (face down)
TEST_CASE("an action is heard at once unless its card flies: a move lands, a turned card flicks") {
  const rb::russian_bank::State before_state =
      rb::test::make_state("turn a\nh1: 6C\nwa: 5H\nra: 2C 8D\n");
  rb::russian_bank::State moved_state = before_state;
  REQUIRE(rb::russian_bank::apply(moved_state, rb::test::move("wa", "h1")).empty());
  const auto before =
      rb::russian_bank::russian_bank_state_of(rb::russian_bank::Record{}, before_state);
  const auto moved =
      rb::russian_bank::russian_bank_state_of(rb::russian_bank::Record{}, moved_state);
  CHECK(rb::app::cues_of_action(*before, *moved, {}) == Cues{Cue::card_lands});
  rb::app::Flight flying;
  flying.from = rb::app::Rect{0, 0, 50, 70};
  flying.to = rb::app::Rect{300, 0, 50, 70};
  CHECK(rb::app::cues_of_action(*before, *moved, {flying}).empty());  // heard when it lands

  rb::russian_bank::State turned_state = before_state;
  REQUIRE(rb::russian_bank::apply(turned_state, rb::russian_bank::Action::turn_up()).empty());
  const auto turned =
      rb::russian_bank::russian_bank_state_of(rb::russian_bank::Record{}, turned_state);
  CHECK(rb::app::cues_of_action(*before, *turned, {}) == Cues{Cue::card_turns});
  CHECK(rb::app::cues_of_action(*before, *before, {}).empty());
}

TEST_CASE("a flying card is heard when it lands, not when it leaves") {
  rb::app::Settings normal = rb::test::instant();
  normal.speed = rb::app::Speed::normal;
  rb::app::AppModel m = rb::test::app_table(normal);
  rb::russian_bank::ActionList legal;
  rb::russian_bank::legal_actions(rb::test::rb_state(m), legal);
  std::optional<rb::russian_bank::Action> move;
  for (const rb::russian_bank::Action& a : legal) {
    if (a.kind == rb::russian_bank::ActionKind::move && !move) move = a;
  }
  REQUIRE(move);
  m.ui.cues.clear();
  REQUIRE(rb::app::any_action(m, rb::test::code(*move), 1000).empty());
  REQUIRE(m.ui.flights.any());
  CHECK(std::count(m.ui.cues.begin(), m.ui.cues.end(), Cue::card_lands) == 0);
  m.ui.cues.clear();
  rb::app::update(m, 1001);
  CHECK(m.ui.cues.empty());  // still flying
  rb::app::update(m, m.ui.flights.end_ms(1001) + 1);
  CHECK(m.ui.cues == Cues{Cue::card_lands});
  CHECK_FALSE(m.ui.flights.any());
}

TEST_CASE("cards that land together are heard once; a card turned in place is not a landing") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  m.ui.cues.clear();
  for (int i = 0; i < 3; ++i) {
    rb::app::Flight f;
    f.from = rb::app::Rect{10 * i, 0, 50, 70};
    f.to = rb::app::Rect{300, 10 * i, 50, 70};
    f.start_ms = 1000;
    f.duration_ms = 200 + 10 * i;
    m.ui.flights.items.push_back(f);
  }
  rb::app::Flight flip;
  flip.from = flip.to = rb::app::Rect{500, 0, 50, 70};
  flip.face_up_to = true;
  flip.start_ms = 1000;
  flip.duration_ms = 100;
  m.ui.flights.items.push_back(flip);
  int landed = -1;
  CHECK(m.ui.flights.prune(1150, &landed));  // the flip is over: dropped, but it did not land
  CHECK(landed == 0);
  rb::app::update(m, 1400);
  CHECK(m.ui.cues == Cues{Cue::card_lands});
  CHECK_FALSE(m.ui.flights.any());
}

TEST_CASE(
    "game events: a knock raps, a deal riffles, the end rings up for a win and down for a loss") {
  rb::app::GameEvent event;
  event.kind = rb::app::GameEventKind::call;
  CHECK(rb::app::cue_of_event(event) == Cue::call);
  event.kind = rb::app::GameEventKind::new_game;
  CHECK(rb::app::cue_of_event(event) == Cue::deal);
  event.kind = rb::app::GameEventKind::game_over;
  event.winner = rb::russian_bank::kPlayerA;
  event.won_here = true;
  CHECK(rb::app::cue_of_event(event) == Cue::win);
  event.winner = rb::russian_bank::kPlayerB;
  event.won_here = false;
  CHECK(rb::app::cue_of_event(event) == Cue::loss);
  event.winner = -1;
  CHECK_FALSE(rb::app::cue_of_event(event));  // a draw
  event.kind = rb::app::GameEventKind::action;
  CHECK_FALSE(rb::app::cue_of_event(event));  // heard through its cards
}

TEST_CASE("every cue's samples: bounded, heard, no click at the ends, the same every time") {
  for (int c = 0; c < rb::app::kCueCount; ++c) {
    const Cue cue = Cue(c);
    INFO(rb::app::cue_name(cue));
    const std::vector<float> s = rb::app::cue_samples(cue);
    REQUIRE(s.size() > size_t(rb::app::kSoundRate / 50));  // over 20 ms
    CHECK(s.size() < size_t(rb::app::kSoundRate * 2));     // under 2 s
    double peak = 0, energy = 0;
    for (const float x : s) {
      peak = std::max(peak, double(std::abs(x)));
      energy += double(x) * x;
    }
    CHECK(peak <= 0.8 + 1e-6);
    CHECK(peak >= 0.2);
    CHECK(std::sqrt(energy / double(s.size())) > 0.005);  // not silent
    CHECK(std::abs(s.front()) < 0.05);
    CHECK(std::abs(s.back()) < 0.01);
    CHECK(rb::app::cue_samples(cue) == s);
    for (int other = 0; other < c; ++other) CHECK(rb::app::cue_samples(Cue(other)) != s);
  }
}

TEST_CASE("the menu turns sound off and on at once; the setting is kept with the others") {
  rb::app::AppModel m = rb::test::app_table(rb::test::instant());
  CHECK(m.settings.sound);
  rb::app::press(m, rb::app::WidgetId::sound_off, 0);
  CHECK_FALSE(m.settings.sound);
  CHECK_FALSE(m.chosen.sound);
  CHECK(rb::app::settings_query(m.chosen).find("&sound=off") != std::string::npos);
  rb::app::press(m, rb::app::WidgetId::sound_on, 0);
  CHECK(m.settings.sound);
  CHECK(m.chosen.sound);
}
