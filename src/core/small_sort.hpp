// A stable sort for the lists of the app and the computer player (a table's piles, the cards in
// flight, a query's options, frame times, a search's candidate turns): a binary insertion sort,
// O(n log n) comparisons and a block move per element. Each std::sort or std::stable_sort
// instantiation links about 1-2 KB of wasm; this one a few hundred bytes.
#pragma once

#include <algorithm>
#include <utility>

namespace rb {

template <typename Iterator, typename Less>
void small_sort(Iterator first, Iterator last, Less less) {
  if (first == last) return;
  for (Iterator i = first + 1; i != last; ++i) {
    auto value = std::move(*i);
    // After the equal ones already placed: stable.
    const Iterator at = std::upper_bound(first, i, value, less);
    std::move_backward(at, i, i + 1);
    *at = std::move(value);
  }
}

}  // namespace rb
