// libFuzzer target: settings from URL queries. Any bytes apply (reporting what they could not);
// the settings that result write to a query (settings_query, deal_query) that reads back to the
// same settings with no problem, and their rules options all apply.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "app/storage/settings.hpp"

extern "C" int rb_fuzz_url_options(const uint8_t* data, size_t size) {
  const std::string_view query(reinterpret_cast<const char*>(data), size);
  rb::app::Settings settings;
  for (const std::string& problem : rb::app::apply_query(query, settings)) {
    if (problem.empty()) std::abort();
  }
  // The settings deal a game (their options are the game's and its preset's).
  std::string problem = "unset";
  if (!rb::app::deal(settings, 1, &problem) || !problem.empty()) std::abort();

  // What a player keeps between visits reads back the same (without seed, seats, reduced motion
  // and learn, the guided first game, which is never kept).
  const std::string kept = rb::app::settings_query(settings);
  rb::app::Settings read;
  if (!rb::app::apply_query(kept, read).empty()) std::abort();
  rb::app::Settings expected = settings;
  expected.seed = 0;
  expected.seats = rb::app::Seats::human_vs_computer;
  expected.reduced_motion = false;
  expected.learn = false;
  if (!(read == expected)) std::abort();
  // Over the same settings it changes nothing.
  rb::app::Settings same = settings;
  if (!rb::app::apply_query(kept, same).empty() || !(same == settings)) std::abort();

  // A link to the deal gives the same rules, deal and level.
  rb::app::Settings deal;
  if (!rb::app::apply_query(rb::app::deal_query(settings, settings.seed), deal).empty()) {
    std::abort();
  }
  if (deal.preset != settings.preset || deal.rule_options != settings.rule_options ||
      deal.seed != settings.seed || deal.level != settings.level) {
    std::abort();
  }
  return 0;
}
