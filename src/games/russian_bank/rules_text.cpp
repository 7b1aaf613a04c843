// The rules pages' file names of the three presets (see rules_text.hpp); the pages themselves are
// rules/russian-bank-<preset>.txt, written for this game.
#include "games/russian_bank/rules_text.hpp"

namespace rb::russian_bank {

std::string rules_file_name(Preset preset) {
  return "russian-bank-" + preset_name(preset) + ".txt";
}

}  // namespace rb::russian_bank
