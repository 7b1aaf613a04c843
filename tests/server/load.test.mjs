// The load script in small, in the test suite: 50 tables of two bots at a quick pace for a few
// seconds on one server, then 20 races; every table must end correctly (both seats told the same
// result) and no client may fail. The figures are recorded, not asserted (scripts/load-online measures).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { runLoad } from './load.mjs';
import { recordMeasurement } from './support/measurements.mjs';
import { startServer } from './support/processes.mjs';

let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); });

test('50 tables of two bots play at once, and every one ends correctly', async () => {
  const result = await runLoad({ url: server.url, pid: server.child.pid, rooms: 50, seconds: 3,
    thinkMs: 40, cap: 30 });
  assert.deepEqual(result.errors, []);
  assert.equal(result.wrong, 0);
  // (A table that ends is replaced by a new one: the server holds close to 50 all along.)
  assert.ok(result.heldMean >= 40, `the server held ${result.heldMean} tables on average`);
  assert.ok(result.finished >= 50, `every table ended (${result.finished})`);
  assert.ok(result.samples > 100);
  recordMeasurement(`load (CI, small): 50 tables (the server held ${result.heldMean.toFixed(0)} on average), ${result.actionsPerSecond.toFixed(0)} actions/s, ` +
    `act->view p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
    `server ${(result.serverCpu * 100).toFixed(0)}% of a core, ${result.serverRssMb.toFixed(0)} MB`);
});

test('20 races of two bots, both playing at once: every play answered, every race ends correctly', async () => {
  const result = await runLoad({ url: server.url, pid: server.child.pid, rooms: 20, seconds: 3,
    thinkMs: 150, cap: 30, race: true });  // (at most 10 messages a second a client)
  assert.deepEqual(result.errors, []);
  assert.equal(result.wrong, 0);
  assert.ok(result.finished >= 20, `every race ended (${result.finished})`);
  assert.ok(result.samples > 100);
  recordMeasurement(`load (CI, small): 20 races (the server held ${result.heldMean.toFixed(0)} on average), ` +
    `${result.actionsPerSecond.toFixed(0)} plays/s, play->view p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`);
});
