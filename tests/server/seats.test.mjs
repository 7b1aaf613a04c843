// A seat's life at an online table: a player who drops and comes back within the grace time gets
// the same seat and the identical table (and the time that takes is measured); one whose grace
// runs out, who sends `leave`, or who closes the room for good loses by forfeit, and both sides
// are told. This server runs as in production (no test hooks) with a short grace time.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { playOut, seededRandom } from './support/bots.mjs';
import { recordMeasurement } from './support/measurements.mjs';
import { startServer } from './support/processes.mjs';
import { SeatPlayer, seatTwo } from './support/seat_player.mjs';

const kGraceSeconds = 2;
let server;
before(async () => {
  server = await startServer({
    // (A test deal named without the test hooks on, which chooses nothing.)
    env: {
      RB_ONLINE_GRACE_SECONDS: String(kGraceSeconds), RB_ONLINE_RATE: '1000,2000',
      RB_ONLINE_TEST_DEAL: '1',
    },
  });
});
after(async () => { await server?.stop(); });

const options = { query: 'game=pishe-pasha' };

// A few changes into a game.
async function gameUnderWay(seed) {
  const players = await seatTwo(server.url, options);
  await playOut(players, { random: seededRandom(seed), cap: 6, leaveAtCap: false });
  return players;
}

test('a dropped player comes back to the same seat and the identical table', async () => {
  const [a, b] = await gameUnderWay(1);
  const view = b.viewText;
  const table = b.messages.findLast((m) => m.type === 'table').message;
  b.drop();
  await a.next('players', (m) => m.seats[1] === 'away', { what: 'seat 1 away' });
  const mark = b.mark;
  const started = performance.now();
  await b.reconnect();
  await b.next('view', () => true, { after: mark, what: 'the view after the reconnect' });
  const ms = performance.now() - started;
  assert.equal(b.view.seat, 1, 'the same seat');
  assert.equal(b.viewText, view, 'the identical view');
  assert.equal(b.messages.findLast((m) => m.type === 'table').message, table, 'the identical table');
  assert.ok(b.messages.slice(mark).some((m) => m.type === 'table'), 'the table sent again');
  await a.next('players', (m) => m.seats[1] === 'here', { what: 'seat 1 back' });
  recordMeasurement(`reconnect: ${ms.toFixed(1)} ms from the reconnect call to the view (127.0.0.1)`);
  // The game goes on.
  const { changes } = await playOut([a, b], { random: seededRandom(2), cap: a.view.seq + 6, leaveAtCap: false });
  assert.ok(changes >= 12);
  await a.leave();
  await b.leave();
});

test('a player whose grace time runs out loses by forfeit, and the other is told', async () => {
  const [a, b] = await gameUnderWay(3);
  const token = b.room.reconnectionToken;
  b.drop();
  const over = await a.next('over', () => true, { timeoutMs: (kGraceSeconds + 8) * 1000, what: 'the forfeit' });
  assert.deepEqual(over, { winner: 0, forfeit: 1, result: 'You win: your opponent left the game.' });
  assert.equal(a.view.over, true);
  assert.equal(a.view.last.words, 'Your opponent left the game');
  assert.deepEqual((await a.next('players', (m) => m.seats[1] === 'left')).seats, ['here', 'left']);
  await assert.rejects(b.client.reconnect(token), /reconnection token invalid or expired|disposed|not found/);
  await a.leave();
});

test('a player who sends leave loses by forfeit, and both are told', async () => {
  const [a, b] = await gameUnderWay(4);
  b.room.send('leave');
  const [overA, overB] = await Promise.all([a.next('over'), b.next('over')]);
  assert.deepEqual(overA, { winner: 0, forfeit: 1, result: 'You win: your opponent left the game.' });
  assert.deepEqual(overB, { winner: 0, forfeit: 1, result: 'Your opponent wins: you left the game.' });
  await b.whenClosed();
  assert.equal(b.view.over, true);
  await a.leave();
});

test('a player who closes the room for good loses by forfeit, and the other is told', async () => {
  const [a, b] = await gameUnderWay(5);
  await a.leave();
  const over = await b.next('over');
  assert.deepEqual(over, { winner: 1, forfeit: 0, result: 'You win: your opponent left the game.' });
  // The seat left is not free for anyone else.
  await assert.rejects(SeatPlayer.join(server.url, b.roomId), /locked|no free seat/);
  await b.leave();
});

test('without the test hooks a deal number cannot be chosen', async () => {
  await assert.rejects(SeatPlayer.create(server.url, { ...options, testSeed: 1 }),
    /a deal number is not chosen online/);
});

test('without the test hooks the server\'s test deal is not used: two tables are dealt apart', async () => {
  const views = [];
  const faceUp = (v) => v.piles.flat().some((c) => (Array.isArray(c) ? c[0] : c) >= 0);
  for (let table = 0; table < 2; table++) {
    // (Russian Bank: its tableau is dealt face up, once both seats are taken.)
    const players = await seatTwo(server.url, { query: 'game=russian-bank' });
    const shown = await players[0].next('view', faceUp, { what: 'the deal face up' });
    views.push(JSON.stringify(shown.piles));
    await Promise.all(players.map((p) => p.leave()));
  }
  assert.notEqual(views[0], views[1]);
});

test('a server that stops ends its games with no winner, and tells every seat so', async () => {
  // (A server of its own, stopped under a game: Colyseus's shutdown leaves every seat as a
  // consented leave, which a review found declaring one seat the winner by forfeit.)
  const own = await startServer({ env: { RB_ONLINE_RATE: '1000,2000', RB_ONLINE_TEST_DEAL: '1' } });
  const players = await seatTwo(own.url, options);
  await playOut(players, { random: seededRandom(4), cap: 6, leaveAtCap: false });
  const marks = players.map((p) => p.mark);
  await own.stop();
  for (const [i, p] of players.entries()) {
    const closing = await p.next('closing', () => true, { after: marks[i], what: 'the closing' });
    assert.equal(closing.reason, 'the game server has stopped: this game ends here, with no winner');
    assert.ok(!p.messages.slice(marks[i]).some((m) => m.type === 'over'), 'no winner by forfeit');
  }
});
