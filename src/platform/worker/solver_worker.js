// The solver worker's messages (linked after its JS glue with --post-js): [job, request] asks,
// [job] drops a job not yet begun; [job, answer] goes back, in the order asked, and
// ['failed', why] when the worker cannot go on (its wasm did not load, or stopped). A job begins
// on a task of its own (setTimeout 0), so that the messages that came while the last one was
// searched, drops among them, are read first; jobs asked before the wasm is ready wait for it.
var rbRequests = [];
var rbReady = false;
var rbScheduled = false;
function rbFailed(why) {
  postMessage(['failed', String(why)]);
}
Module['onAbort'] = rbFailed;
self.onunhandledrejection = function (event) {
  rbFailed(event.reason);
};
function rbSchedule() {
  if (rbReady && !rbScheduled && rbRequests.length) {
    rbScheduled = true;
    setTimeout(rbAnswerNext, 0);
  }
}
function rbAnswerNext() {
  rbScheduled = false;
  var request = rbRequests.shift();
  if (request) {
    var answer;
    try {
      answer = Module['ccall']('rb_solve', 'string', ['string'], [request[1]]);
    } catch (error) {
      answer = 'error the solver stopped (' + error + ')';
    }
    postMessage([request[0], answer]);
  }
  rbSchedule();
}
Module['onRuntimeInitialized'] = function () {
  rbReady = true;
  rbSchedule();
};
onmessage = function (message) {
  var job = message.data[0];
  if (message.data.length > 1) {
    rbRequests.push(message.data);
  } else {
    rbRequests = rbRequests.filter(function (request) { return request[0] != job; });
  }
  rbSchedule();
};
