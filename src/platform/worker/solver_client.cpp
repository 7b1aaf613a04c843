// The browser page's solver_elsewhere (core/solve_request.hpp), linked into the pages of the games
// whose folder has a solver_elsewhere.cpp (CMakeLists.txt): a position's search asked of the
// game's solver worker, <bundle>-solver.js beside the page's bundle (a Web Worker made when the
// first search is asked, solver_worker.cpp), whose answer comes back to
// rb_solver_answered and wakes the loop. The worker searches one request after another; a search
// dropped before its answer (the table changed) is left out there if it has not begun (else its
// answer is dropped). A worker that cannot load answers every request with an error: no answer
// (unknown), its whole budget counted as searched, so that what bounds its searches by positions
// still ends.
#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>

#include <string>
#include <utility>
#include <vector>

#include "core/solve_request.hpp"
#include "platform/browser_loop.hpp"
#include "platform/page_export.hpp"

// clang-format off
EM_JS(void, rb_js_solver_ask, (int job, const char* request), {
  var solver = Module["rbSolver"];
  if (!solver) {
    var answer = function(job, text) {
      ccall("rb_solver_answered", null, ["number", "string"], [job, text]);
    };
    // The worker cannot be made, cannot load or has stopped: every job asked, now or later, is
    // answered with why.
    var fail = function(why) {
      solver.failed = solver.failed || "error the solver could not be loaded (" + why + ")";
      solver.asked.forEach(function(job) { answer(job, solver.failed); });
      solver.asked = [];
      if (solver.worker) solver.worker.terminate();
    };
    solver = Module["rbSolver"] = {asked: [], fail: fail};
    try {
      solver.worker = new Worker(window["rbBundle"] + "-solver.js");
      solver.worker.onmessage = function(message) {
        var job = message.data[0];
        if (job == "failed") return fail(message.data[1]);
        solver.asked = solver.asked.filter(function(asked) { return asked != job; });
        answer(job, message.data[1]);
      };
      solver.worker.onerror = function(event) {
        event.preventDefault();
        fail(event.message || "no worker");
      };
    } catch (error) {
      fail(error);
    }
  }
  solver.asked.push(job);
  if (solver.failed) return solver.fail();
  solver.worker.postMessage([job, UTF8ToString(request)]);
});
// A job no longer wanted: the worker leaves it out if it has not begun it.
EM_JS(void, rb_js_solver_drop, (int job), {
  var solver = Module["rbSolver"];
  if (!solver || solver.failed) return;
  solver.asked = solver.asked.filter(function(asked) { return asked != job; });
  solver.worker.postMessage([job]);
});
// clang-format on

namespace rb {
namespace {

// The jobs asked and not yet read, with their answers ("" until it comes).
using Jobs = std::vector<std::pair<int, std::string>>;
Jobs& jobs() {
  static Jobs asked;
  return asked;
}
Jobs::iterator job_of(int number) {
  Jobs& all = jobs();
  auto found = all.begin();
  while (found != all.end() && found->first != number) ++found;
  return found;
}

class WorkerSolver final : public GameSolver {
 public:
  WorkerSolver(const GameState& position, int64_t budget)
      : position_(position.clone()), budget_(budget) {
    static int next_job = 0;
    job_ = ++next_job;
    jobs().emplace_back(job_, std::string());
    rb_js_solver_ask(job_, solve_request(position, budget).c_str());
  }
  ~WorkerSolver() override {
    const auto found = job_of(job_);
    if (found == jobs().end()) return;
    if (found->second.empty()) rb_js_solver_drop(job_);
    jobs().erase(found);
  }
  bool run(int64_t) override {
    if (!position_) return true;
    const auto found = job_of(job_);
    if (found != jobs().end() && found->second.empty()) return false;
    answer_ = read_solve_answer(found == jobs().end() ? "error the job was lost" : found->second,
                                *position_);
    if (found != jobs().end()) jobs().erase(found);
    position_.reset();
    if (!answer_.error.empty()) answer_.positions = budget_;
    return true;
  }
  SolveVerdict verdict() const override { return answer_.verdict; }
  std::vector<ActionCode> line() const override { return answer_.line; }
  int64_t positions() const override { return answer_.positions; }

 private:
  std::unique_ptr<GameState> position_;  // until the answer comes
  int64_t budget_;
  int job_ = 0;
  SolveAnswer answer_;
};

}  // namespace

std::unique_ptr<GameSolver> solver_elsewhere(const GameState& position, int64_t budget) {
  return std::make_unique<WorkerSolver>(position, budget);
}

}  // namespace rb

extern "C" {

// The worker's answer to a job (or why there is none).
RB_EXPORT void rb_solver_answered(int job, const char* answer) {
  const auto found = rb::job_of(job);
  if (found == rb::jobs().end()) return;
  found->second =
      answer != nullptr && *answer != 0 ? answer : "error the solver's answer was empty";
  rb::platform::wake_loop();
}

}  // extern "C"
#endif
