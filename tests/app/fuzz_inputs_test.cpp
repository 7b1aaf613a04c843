// The fuzz targets' inputs, replayed on every test run: each target's seed corpus
// (tests/fuzz/corpus/<target>/) and every input that once made it fail
// (tests/fuzz/regressions/<target>/: scripts/fuzz leaves a crashing input in build/fuzz/crashes/;
// it goes there, with the fix). A target checks its own properties and aborts when one fails.
#include <catch2/catch.hpp>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int rb_fuzz_action_text(const uint8_t* data, size_t size);
extern "C" int rb_fuzz_record(const uint8_t* data, size_t size);
extern "C" int rb_fuzz_engine(const uint8_t* data, size_t size);
extern "C" int rb_fuzz_saved_game(const uint8_t* data, size_t size);
extern "C" int rb_fuzz_url_options(const uint8_t* data, size_t size);
extern "C" int rb_fuzz_games(const uint8_t* data, size_t size);
extern "C" int rb_fuzz_online_messages(const uint8_t* data, size_t size);

namespace {

using Entry = int (*)(const uint8_t*, size_t);

// Replays every file of the target's corpus and regressions; returns how many there were.
int replay(const std::string& target, Entry entry) {
  namespace fs = std::filesystem;
  int files = 0;
  for (const char* folder : {"corpus", "regressions"}) {
    const fs::path dir = fs::path(RB_FUZZ_INPUTS) / folder / target;
    if (!fs::is_directory(dir)) continue;
    for (const fs::directory_entry& file : fs::directory_iterator(dir)) {
      if (!file.is_regular_file()) continue;
      std::ifstream in(file.path(), std::ios::binary);
      const std::vector<char> bytes((std::istreambuf_iterator<char>(in)),
                                    std::istreambuf_iterator<char>());
      INFO(file.path().string());
      CHECK(entry(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()) == 0);
      ++files;
    }
  }
  return files;
}

}  // namespace

TEST_CASE("the fuzz targets' corpus and regression inputs pass", "[fuzz]") {
  CHECK(replay("action_text", rb_fuzz_action_text) > 0);
  CHECK(replay("record", rb_fuzz_record) > 0);
  CHECK(replay("saved_game", rb_fuzz_saved_game) > 0);
  CHECK(replay("url_options", rb_fuzz_url_options) > 0);
  CHECK(replay("games", rb_fuzz_games) >= 4);
  CHECK(replay("online_messages", rb_fuzz_online_messages) >= 5);
  // The engine target has no seed corpus (any bytes are a game); its regressions, if any.
  replay("engine", rb_fuzz_engine);
  // And a few inputs of its own: empty, short, and long runs of each byte.
  for (int byte = 0; byte < 256; byte += 51) {
    for (size_t size : {size_t(0), size_t(1), size_t(7), size_t(600)}) {
      const std::vector<uint8_t> bytes(size, uint8_t(byte));
      CHECK(rb_fuzz_engine(bytes.data(), bytes.size()) == 0);
    }
  }
}
