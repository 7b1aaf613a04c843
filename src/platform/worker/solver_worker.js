// The solver worker's messages (linked after its JS glue with --post-js): [job, request] in,
// [job, answer] out, in order; those that come before the wasm is ready wait for it.
var rbRequests = [];
var rbReady = false;
function rbAnswerAll() {
  while (rbReady && rbRequests.length) {
    var request = rbRequests.shift();
    postMessage([request[0], Module['ccall']('rb_solve', 'string', ['string'], [request[1]])]);
  }
}
Module['onRuntimeInitialized'] = function () {
  rbReady = true;
  rbAnswerAll();
};
onmessage = function (message) {
  rbRequests.push(message.data);
  rbAnswerAll();
};
