// Whole games online, one of each game the server plays: bot clients take the seats of a
// table and play random legal actions from their own views to the end (or, past a cap, all but
// the first leave and lose by forfeit); then every message each of them received is checked against the
// true deal (support/secrecy.mjs): no face-down card, no card of the other's hand, is ever named
// to a seat before it may see it. Also measures the bytes of a view per action.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { playOut, seededRandom } from './support/bots.mjs';
import { recordMeasurement } from './support/measurements.mjs';
import { startServer } from './support/processes.mjs';
import { checkNothingHiddenWasSent } from './support/secrecy.mjs';
import { seatAll } from './support/seat_player.mjs';

let server;
before(async () => {
  server = await startServer({ env: { RB_ONLINE_TEST_HOOKS: '1', RB_ONLINE_RATE: '1000,2000' } });
});
after(async () => { await server?.stop(); });

// Deal numbers whose random games end by the rules well before the cap (the order in which the
// seats' simultaneous actions arrive may still change a game).
const tables = [
  { query: 'game=russian-bank&preset=house', seed: 2, cap: 1500 },
  { query: 'game=pishe-pasha', seed: 7, cap: 1500 },
  { query: 'game=spite-and-malice&preset=two', seed: 6, cap: 1500 },
  { query: 'game=single-deck-russian-bank', seed: 1, cap: 1500 },
  { query: 'game=russian-bank&preset=scarne', seed: 1, cap: 1500 },
  { query: 'game=spite-and-malice&preset=three', seed: 3, cap: 1500, seats: 3 },
];

for (const { query, seed, cap, seats = 2 } of tables) {
  test(`${query}: a whole game between ${seats} clients, and no seat sees a hidden card`, async () => {
    const players = await seatAll(server.url, { query, testSeed: seed }, seats);
    assert.deepEqual(players.map((p) => p.view.seat), [...Array(seats).keys()]);
    const started = performance.now();
    const { changes, forfeited } = await playOut(players, { random: seededRandom(seed), cap });
    const ms = performance.now() - started;
    const seated = forfeited ? players.slice(0, 1) : players;  // (the others left)
    for (const p of seated) {
      assert.equal(p.view.over, true);
      assert.equal(p.view.legal.length, 0, 'no actions once the game is over');
      assert.ok(p.view.result.length > 0, 'the result in words');
      assert.equal(p.view.winner, players[0].view.winner);
    }
    if (forfeited) assert.equal(players[0].view.winner, 0, 'the others left: a win by forfeit');
    const counts = await checkNothingHiddenWasSent(query, seed, players);
    assert.ok(counts.hiddenCards > 0 && counts.seenCards > 0, JSON.stringify(counts));
    const viewBytes = players.reduce((sum, p) => sum + p.viewBytes, 0);
    const views = players.reduce((sum, p) => sum + p.views.length, 0);
    recordMeasurement(`${query}: ${changes} changes${forfeited ? ' (then a forfeit)' : ' (to the end)'} in ` +
      `${ms.toFixed(0)} ms; a view ${Math.round(viewBytes / views)} bytes on the wire on average, ` +
      `${Math.round(viewBytes / changes)} bytes of views per action (all seats); ` +
      `${counts.hiddenCards} hidden and ${counts.seenCards} seen cards checked`);
    for (const p of players) await p.leave();
  });
}
