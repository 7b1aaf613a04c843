// Random play-outs: over 10,000 games across the presets (random and greedy bots, knocks included),
// after every action all 104 cards are in exactly one pile with legal faces, a copy equals its
// original and the action's text parses back; on a sample of positions every listed action applies
// and unlisted ones are refused without changing anything; every record replays to the same final
// state. RB_PLAYOUT_GAMES overrides the number of games per preset (default 3,334: 10,002 in all).
#include <catch2/catch.hpp>
#include <cstdlib>

#include "games/russian_bank/ai/match.hpp"
#include "games/russian_bank/engine/invariants.hpp"

using namespace rb;
using namespace rb::russian_bank;

namespace {

int games_per_preset() {
  const char* env = std::getenv("RB_PLAYOUT_GAMES");
  return env != nullptr ? std::atoi(env) : 3334;
}

Action random_action(Random& random) {
  switch (random.below(6)) {
    case 0:
      return Action::turn_up();
    case 1:
      return Action::turn_over();
    case 2:
      return Action::pass();
    case 3:
      return Action::knock(static_cast<Player>(random.below(2)));
    default:
      return Action::move(static_cast<PileId>(random.below(kPileCount)),
                          static_cast<PileId>(random.below(kPileCount)));
  }
}

// Every listed action applies (through the checked path); a sample of unlisted ones is refused.
std::string check_listed_and_unlisted(const State& s, Random& random) {
  ActionList list;
  legal_actions(s, list);
  for (const Action& a : list) {
    State copy = s;
    const std::string problem = apply(copy, a);
    if (!problem.empty()) return "listed action " + to_string(a) + " refused: " + problem;
    if (std::string broken = check_invariants(copy); !broken.empty()) return broken;
  }
  for (int i = 0; i < 12; ++i) {
    const Action a = random_action(random);
    if (list.contains(a)) continue;
    State copy = s;
    if (apply(copy, a).empty()) return "unlisted action " + to_string(a) + " was applied";
    if (!(copy == s)) return "refused action " + to_string(a) + " changed the state";
  }
  return "";
}

void play_outs(Preset preset) {
  const int games = games_per_preset();
  const char* pairings[4][2] = {
      {"random", "random"}, {"random", "greedy"}, {"greedy", "random"}, {"greedy", "greedy"}};
  Random sampler(static_cast<uint64_t>(preset) + 1);
  long actions = 0, sampled = 0, decided = 0;
  for (int g = 0; g < games; ++g) {
    auto a = make_bot(pairings[g % 4][0]);
    auto b = make_bot(pairings[g % 4][1]);
    const uint64_t seed =
        500000ULL * (static_cast<uint64_t>(preset) + 1) + static_cast<uint64_t>(g);
    const MatchResult m =
        play_match(preset_rules(preset), seed, *a, *b, seed ^ 0x5eed, {},
                   [&](const State& s, const Action& act) {
                     ++actions;
                     if (std::string broken = check_invariants(s); !broken.empty()) return broken;
                     const State copy = s;
                     if (!(copy == s)) return std::string("a copy differs from its original");
                     const auto parsed = parse_action(to_string(act));
                     if (!parsed || !(*parsed == act))
                       return "text form of " + to_string(act) + " does not round-trip";
                     if (sampler.below(16) == 0) {
                       ++sampled;
                       return check_listed_and_unlisted(s, sampler);
                     }
                     return std::string();
                   });
    INFO("preset " << preset_name(preset) << " game seed " << seed);
    REQUIRE(m.violation.empty());
    REQUIRE_FALSE(m.aborted);
    REQUIRE(m.final_state.over());
    if (m.final_state.result().winner) ++decided;
    const ReplayOutcome replayed = replay(m.record);
    REQUIRE(replayed.ok);
    REQUIRE(replayed.state == m.final_state);
  }
  CHECK(actions > 100L * games);
  CHECK(sampled > 0);
  CHECK(decided > games / 2);
}

}  // namespace

TEST_CASE("random play-outs, preset house") {
  play_outs(Preset::house);
}
TEST_CASE("random play-outs, preset scarne") {
  play_outs(Preset::scarne);
}
TEST_CASE("random play-outs, preset ultimate") {
  play_outs(Preset::ultimate);
}
