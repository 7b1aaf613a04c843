// Resigning at an online table: the view offers each seat its own resignation (`resign`, the
// action's text) while the game is on, in turn or not, in the games whose rules have one; sent as
// an action, it ends the game at once, won by the other seat, and both seats are told in their
// words, the result too; a game over offers none. The refusal of another seat's resignation is in
// refusals.test.mjs.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startServer } from './support/processes.mjs';
import { seatTwo } from './support/seat_player.mjs';

let server;
before(async () => { server = await startServer({ env: { RB_ONLINE_TEST_HOOKS: '1' } }); });
after(async () => { await server?.stop(); });

for (const game of ['russian-bank', 'pishe-pasha', 'single-deck-russian-bank']) {
  test(`${game}: a seat resigns out of its turn; the other wins and both are told`, async () => {
    const players = await seatTwo(server.url, { query: `game=${game}`, testSeed: 3 });
    for (const p of players) {
      assert.equal(p.view.resign, `resign ${p.view.seat === 0 ? 'a' : 'b'}`, 'its own resignation');
    }
    // (The seat not in turn: a resignation is made at any time, as a call is.)
    const quitter = players.find((p) => !p.view.legal.some((a) => a[1] !== 'call')) ?? players[1];
    const winner = players.find((p) => p !== quitter);
    const marks = players.map((p) => p.mark);
    quitter.act(quitter.view.resign, quitter.view.seq);
    const [overQuitter, overWinner] = await Promise.all(
      [quitter, winner].map((p, i) => p.next('over', () => true, { after: marks[players.indexOf(p)], what: 'the end' })));
    assert.equal(overQuitter.winner, winner.view.seat);
    assert.equal(overWinner.winner, winner.view.seat);
    await Promise.all(players.map((p) => p.next('view', (v) => v.over, { after: marks[players.indexOf(p)], what: 'the view over' })));
    assert.match(winner.view.last.words, /^Your opponent gave the game up/);
    assert.match(quitter.view.last.words, /^You gave the game up/);
    // The result from each seat's side (a player's review: the one who resigned read "the other
    // player resigned").
    assert.equal(winner.view.result, 'You win: your opponent resigned.');
    assert.equal(quitter.view.result, 'Your opponent wins: you resigned.');
    for (const p of players) assert.equal(p.view.resign, undefined, 'nothing to resign once over');
    for (const p of players) await p.leave();
  });
}

test('spite-and-malice has no resignation to offer', async () => {
  const players = await seatTwo(server.url, { query: 'game=spite-and-malice', testSeed: 3 });
  for (const p of players) assert.equal(p.view.resign, undefined);
  for (const p of players) await p.leave();
});
