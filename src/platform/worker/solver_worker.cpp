// A game's solver worker (<bundle>-solver.js and .wasm, run by the browser's page as a Web Worker:
// src/platform/worker/solver_client.cpp): the game with its solver and nothing of the table. Each
// message is a request of core/solve_request.hpp, searched to its end, and answered
// (solver_worker.js).
#include <emscripten/emscripten.h>

#include <string>

#include "core/solve_request.hpp"

extern "C" EMSCRIPTEN_KEEPALIVE const char* rb_solve(const char* request) {
  static std::string answer;
  answer = rb::answer_solve_request(request == nullptr ? "" : request);
  return answer.c_str();
}

int main() {
  return 0;
}
