// The three presets by name (their rules and options: rule_options.cpp).
#include "rules.hpp"

namespace rb::russian_bank {

std::string preset_name(Preset preset) {
  switch (preset) {
    case Preset::house:
      return "house";
    case Preset::scarne:
      return "scarne";
    case Preset::ultimate:
      return "ultimate";
  }
  return "?";
}

bool parse_preset(std::string_view text, Preset& out) {
  for (Preset p : {Preset::house, Preset::scarne, Preset::ultimate}) {
    if (text == preset_name(p)) {
      out = p;
      return true;
    }
  }
  return false;
}

}  // namespace rb::russian_bank
