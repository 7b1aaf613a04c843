// libFuzzer target: game records. Any bytes either fail with an error naming a line, or replay to a
// sound state; a record that parses writes back to text that parses to the same record.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "games/russian_bank/engine/invariants.hpp"
#include "games/russian_bank/record.hpp"

extern "C" int rb_fuzz_record(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  rb::russian_bank::Record record;
  rb::russian_bank::RecordError error;
  if (!rb::russian_bank::parse_record(text, record, error)) {
    if (error.message.empty()) std::abort();
    return 0;
  }
  const rb::russian_bank::ReplayOutcome outcome = rb::russian_bank::replay(record);
  if (!outcome.ok && outcome.error.message.empty()) std::abort();
  if (!rb::russian_bank::check_invariants(outcome.state).empty()) std::abort();
  if (outcome.ok) {
    rb::russian_bank::Record again;
    if (!rb::russian_bank::parse_record(rb::russian_bank::write_record(record), again, error) ||
        !(again == record))
      std::abort();
  }
  return 0;
}
