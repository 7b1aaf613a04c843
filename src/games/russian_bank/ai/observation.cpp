// Implementation of observations and determinization (see observation.hpp).
#include "observation.hpp"

namespace rb::russian_bank {

State observe(const State& state) {
  State view = state;
  canonicalize_unseen(view);
  return view;
}

State determinize(const State& observation, Random& random) {
  State sample = observation;
  shuffle_unseen(sample, random);
  return sample;
}

}  // namespace rb::russian_bank
