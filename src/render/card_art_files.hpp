// The files of assets/art/, embedded in the program by the build (cmake/card_art.cmake writes
// the definition into the build tree). Internal to the card art library.
#pragma once

#include <string_view>

namespace rb::art {

// The text of assets/art/<file_name>, or an empty view when there is no such file.
std::string_view art_file(std::string_view file_name);

}  // namespace rb::art
