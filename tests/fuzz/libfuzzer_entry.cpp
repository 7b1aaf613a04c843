// libFuzzer's entry point for one fuzz target: each tests/fuzz/fuzz_<name>.cpp defines
// rb_fuzz_<name>() (so that the Catch2 suite can replay the inputs of all of them in one program,
// see tests/engine/fuzz_inputs_test.cpp), and each fuzz executable is built with this file and
// RB_FUZZ_ENTRY naming its target's function.
#include <cstddef>
#include <cstdint>

extern "C" int RB_FUZZ_ENTRY(const uint8_t* data, size_t size);

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  return RB_FUZZ_ENTRY(data, size);
}
