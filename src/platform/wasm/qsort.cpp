// Browser build only: qsort for the C library, replacing musl's. It once sorted the edges of
// every shape SDL2_image's SVG rasterizer (nanosvg) fills; the nanosvg patch now sorts them itself
// and calls qsort only when it cannot allocate, so nothing hot calls this any more. It stays
// because it is smaller than musl's smoothsort, which the link would take instead (the page is
// about 0.5 KB heavier gzipped without it). A plain stable merge sort: runs of 16 sorted by
// insertion, then merged through one scratch buffer. The linker takes this definition before the
// C library's, which it then leaves out.
#ifdef __EMSCRIPTEN__

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>

namespace {

using Compare = int (*)(const void*, const void*);

// Copies one element of `size` bytes (word by word when it can: nanosvg's edges are 24 bytes).
inline void copy(char* to, const char* from, size_t size, bool words) {
  if (words) {
    auto* t = reinterpret_cast<uint32_t*>(to);
    const auto* f = reinterpret_cast<const uint32_t*>(from);
    for (size_t i = 0; i < size / 4; ++i) t[i] = f[i];
  } else {
    std::memcpy(to, from, size);
  }
}

void insertion_sort(char* base, size_t count, size_t size, Compare compare, char* held,
                    bool words) {
  for (size_t i = 1; i < count; ++i) {
    if (compare(base + (i - 1) * size, base + i * size) <= 0) continue;
    copy(held, base + i * size, size, words);
    size_t j = i;
    do {
      copy(base + j * size, base + (j - 1) * size, size, words);
      --j;
    } while (j > 0 && compare(base + (j - 1) * size, held) > 0);
    copy(base + j * size, held, size, words);
  }
}

}  // namespace

extern "C" void qsort(void* base, size_t count, size_t size, Compare compare) {
  if (count < 2 || size == 0) return;
  char* items = static_cast<char*>(base);
  const bool words = size % 4 == 0 && reinterpret_cast<uintptr_t>(base) % 4 == 0;
  constexpr size_t kRun = 16;
  char* scratch = static_cast<char*>(std::malloc((count + 1) * size));
  if (scratch == nullptr) {  // out of memory: insertion sort alone, in place (slow, but sorted)
    char held[64];
    if (size <= sizeof held) insertion_sort(items, count, size, compare, held, words);
    return;
  }
  char* held = scratch + count * size;
  for (size_t i = 0; i < count; i += kRun) {
    insertion_sort(items + i * size, count - i < kRun ? count - i : kRun, size, compare, held,
                   words);
  }
  char* from = items;
  char* to = scratch;
  for (size_t width = kRun; width < count; width *= 2) {
    for (size_t low = 0; low < count; low += 2 * width) {
      const size_t middle = low + width < count ? low + width : count;
      const size_t high = low + 2 * width < count ? low + 2 * width : count;
      size_t i = low, j = middle, k = low;
      for (; i < middle && j < high; ++k) {
        // Ties take from the left run: stable.
        if (compare(from + j * size, from + i * size) < 0) {
          copy(to + k * size, from + j++ * size, size, words);
        } else {
          copy(to + k * size, from + i++ * size, size, words);
        }
      }
      std::memcpy(to + k * size, from + i * size, (middle - i) * size);
      std::memcpy(to + (k + middle - i) * size, from + j * size, (high - j) * size);
    }
    char* swap = from;
    from = to;
    to = swap;
  }
  if (from != items) std::memcpy(items, from, count * size);
  std::free(scratch);
}

#endif  // __EMSCRIPTEN__
