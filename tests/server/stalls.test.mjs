// A player who stalls at a game of turns: the seat in turn that goes without a play is warned,
// with every seat told (`notice`), then loses by forfeit, and the result says why; a seat away
// stops the count. This server allows seconds where production allows minutes
// (RB_ONLINE_STALL_SECONDS).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startServer } from './support/processes.mjs';
import { seatTwo } from './support/seat_player.mjs';

let server;
before(async () => {
  server = await startServer({
    env: {
      RB_ONLINE_STALL_SECONDS: '1,3', RB_ONLINE_GRACE_SECONDS: '60', RB_ONLINE_RATE: '1000,2000',
      RB_ONLINE_TEST_HOOKS: '1', RB_ONLINE_TEST_DEAL: '1',
    },
  });
});
after(async () => { await server?.stop(); });

test('the seat in turn that does not play is warned, then loses by forfeit; both are told why', async () => {
  const players = await seatTwo(server.url, { query: 'game=pishe-pasha' });
  const turn = players[0].view.turn;
  const [staller, other] = [players[turn], players[1 - turn]];
  const [warned, told] = await Promise.all([staller.next('notice'), other.next('notice')]);
  assert.match(warned.words, /^you have not played for a while: play within 2 seconds, or the game is lost by forfeit$/);
  assert.match(told.words, /^Your opponent has not played for a while: without a play within 2 seconds, they lose the game by forfeit$/);
  assert.equal(warned.yours, true);
  assert.equal(told.yours, false);
  assert.deepEqual([told.seat, told.seconds, told.playsOn], [turn, 2, false]);
  const [lost, won] = await Promise.all([staller.next('over'), other.next('over')]);
  assert.deepEqual(won, { winner: 1 - turn, forfeit: turn,
    result: 'You win: your opponent did not play in the time allowed.' });
  assert.deepEqual(lost, { winner: 1 - turn, forfeit: turn,
    result: 'Your opponent wins: you did not play in the time allowed.' });
  assert.equal(other.view.last.words, 'Your opponent did not play in the time allowed');
  for (const p of players) await p.leave();
});

test('a seat away stops the count: its player is not warned while the grace time runs', async () => {
  const players = await seatTwo(server.url, { query: 'game=pishe-pasha' });
  const turn = players[0].view.turn;
  const [staller, other] = [players[turn], players[1 - turn]];
  staller.drop();
  await other.next('players', (m) => m.seats[turn] === 'away', { what: 'the seat away' });
  const mark = other.mark;
  // (Longer than the whole count: no notice, no forfeit, while the seat is away.)
  const nothing = other.next('notice', () => true, { after: mark, timeoutMs: 4000 });
  await assert.rejects(nothing, /no notice within/);
  assert.equal(other.view.over, false);
  await staller.reconnect();
  // Back, the count starts again.
  await staller.next('notice', () => true, { after: staller.mark, what: 'the notice after coming back' });
  for (const p of players) await p.leave();
});
