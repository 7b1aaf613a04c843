// Russian Bank's deck seeds and record words (see kit.hpp).
#include "kit.hpp"

#include "core/decimal_text.hpp"
#include "core/random.hpp"

namespace rb::russian_bank {

namespace {

bool read_whole_number(std::string_view text, uint64_t& out) {
  return read_whole(text, out) && !text.empty();
}

}  // namespace

DeckSeeds Kit::seeds_of_game(uint64_t game_seed) {
  uint64_t state = game_seed;
  DeckSeeds seeds;
  seeds.a = splitmix64(state);
  seeds.b = splitmix64(state);
  return seeds;
}

std::string Kit::seeds_text(const DeckSeeds& seeds) {
  return std::to_string(seeds.a) + " " + std::to_string(seeds.b);
}

std::string Kit::read_seeds(std::string_view text, DeckSeeds& seeds) {
  const size_t space = text.find(' ');
  const std::string_view b =
      space == std::string_view::npos ? std::string_view() : trim_line(text.substr(space + 1));
  DeckSeeds read;
  if (!read_whole_number(text.substr(0, space), read.a) || !read_whole_number(b, read.b)) {
    return "seeds must be two whole numbers";
  }
  seeds = read;
  return "";
}

std::optional<RecordMessage> Kit::record_words(const RecordProblem& problem) {
  switch (problem.fault) {
    case RecordFault::empty:
      return RecordMessage{0, "the record is empty"};
    case RecordFault::no_preset:
      return RecordMessage{problem.line,
                           "unknown preset '" + problem.what + "' (house, scarne or ultimate)"};
    case RecordFault::no_seeds:
      return RecordMessage{0, "the record has no seeds line"};
    case RecordFault::illegal_action:
      return RecordMessage{0, "action " + std::to_string(problem.number) + " '" + problem.what +
                                  "': " + problem.why};
    case RecordFault::unplayable_action:
      return RecordMessage{problem.line, "cannot play '" + problem.what + "': " + problem.why};
    case RecordFault::other_deal:
      return RecordMessage{0, "the record's deck seeds are not those of deal " + problem.what};
    case RecordFault::not_ours:
    case RecordFault::other_rules:
      break;
  }
  return std::nullopt;
}

}  // namespace rb::russian_bank
