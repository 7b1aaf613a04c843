// libFuzzer target: the action text form. Any bytes either fail to parse with a message, or parse
// to an action whose text parses back to the same action.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "games/russian_bank/engine/action.hpp"

extern "C" int rb_fuzz_action_text(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::string error;
  const auto action = rb::russian_bank::parse_action(text, &error);
  if (!action) {
    if (error.empty()) std::abort();  // a refusal must say why
    return 0;
  }
  const auto again = rb::russian_bank::parse_action(rb::russian_bank::to_string(*action));
  if (!again || !(*again == *action)) std::abort();
  return 0;
}
