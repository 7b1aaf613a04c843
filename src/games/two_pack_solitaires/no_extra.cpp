// A build without the matches (match_modes.hpp): the browser's page of the solitaires alone.
#include "match_modes.hpp"

namespace rb::tps {

const MatchModes* match_modes() {
  return nullptr;
}

}  // namespace rb::tps
