// Playing again at the same table: after a game every seat may ask (`again`); once all have, the
// table deals a new game from a new secret seed with the seats turned one place round, and each
// player's games won go with them. Asking while the game is on, or after a player left, is refused.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { seededRandom } from './support/bots.mjs';
import { startServer } from './support/processes.mjs';
import { seatTwo } from './support/seat_player.mjs';

let server;
// (Test hooks: the first deal is a chosen one, which the seats below play to its end.)
before(async () => {
  server = await startServer({ env: { RB_ONLINE_RATE: '1000,2000', RB_ONLINE_TEST_HOOKS: '1' } });
});
after(async () => { await server?.stop(); });

// Plays the game to its end by its rules: the seat in turn sends a card home when it can, else
// anything but a call, at random.
// (At most `cap` changes; the views waited for are those after the table's latest `table`.)
async function playToTheEnd(players, random, cap = 5000) {
  const table = players[0].messages.findLast((m) => m.type === 'table').parsed;
  for (let changes = 0; !players[0].view.over; changes++) {
    if (changes === cap) return;
    assert.ok(changes < 5000, 'the game ends');
    const seq = players[0].view.seq;
    const marks = players.map((p) => p.mark);
    const mover = players.find((p) => p.view.legal.some((a) => a[1] !== 'call'));
    const own = mover.view.legal.filter((a) => a[1] !== 'call');
    const home = own.filter((a) => a[1] === 'move' && table.piles[a[3]]?.foundation);
    const from = home.length > 0 ? home : own;
    mover.act(from[Math.floor(random() * from.length)][0], seq);
    await Promise.all(players.map((p, i) => p.nextView(seq, { after: marks[i] })));
  }
}

test('both seats ask to play again: a new deal, the seats turned round, the games won kept', async () => {
  const [a, b] = await seatTwo(server.url, { query: 'game=pishe-pasha', testSeed: 7 });
  const early = a.mark;
  a.room.send('again');
  const refused = await a.next('refused', () => true, { after: early });
  assert.equal(refused.reason, 'the game is not over yet');

  await playToTheEnd([a, b], seededRandom(11));
  const winner = a.view.winner;
  assert.ok(winner === 0 || winner === 1, `a winner: ${winner}`);
  const counted = await a.next('players', (m) => m.games === 1, { what: 'the game counted' });
  assert.deepEqual(counted.wins, winner === 0 ? [1, 0] : [0, 1]);
  assert.deepEqual(counted.again, [false, false]);
  assert.equal(counted.deal, 1);

  // The first asks: everyone is told, nothing is dealt yet.
  let mark = b.mark;
  a.room.send('again');
  const asked = await b.next('players', (m) => m.again[0] === true, { after: mark, what: 'the ask told' });
  assert.deepEqual(asked.again, [true, false]);
  assert.equal(asked.deal, 1);

  // The second asks: the new deal.
  const marks = [a.mark, b.mark];
  const oldView = { a: a.viewText, b: b.viewText };
  b.room.send('again');
  const dealt = await Promise.all([a, b].map((p, i) =>
    p.next('players', (m) => m.deal === 2, { after: marks[i], what: 'the second deal' })));
  const views = await Promise.all([a, b].map((p, i) =>
    p.next('view', (v) => v.seq === 0, { after: marks[i], what: 'the second deal\'s first view' })));
  assert.ok([a, b].every((p, i) => p.messages.slice(marks[i]).some((m) => m.type === 'table')),
    'the table is sent again');
  assert.equal(views[0].seat, 1, 'the first player has seat 1 now');
  assert.equal(views[1].seat, 0, 'the second player has seat 0 now');
  assert.equal(dealt[0].you, 1);
  assert.deepEqual(dealt[0].wins, winner === 0 ? [0, 1] : [1, 0], 'the games won go with the players');
  assert.deepEqual(dealt[0].again, [false, false]);
  assert.equal(views[0].over, false);
  assert.notEqual(a.viewText, oldView.a);
  assert.notEqual(b.viewText, oldView.b);

  // The new game plays; a player who leaves ends the session.
  await playToTheEnd([a, b], seededRandom(12), 6);
  assert.ok(a.view.seq >= 6 && a.view.seq === b.view.seq);
  b.room.send('leave');
  await a.next('over', () => true, { after: marks[0], what: 'the forfeit' });
  const left = await a.next('players', (m) => m.seats[0] === 'left', { what: 'the other left' });
  // (A review: "You win! Your opponent left the game." over "Games won at this table: you 0,
  // your opponent 1.") The forfeit counts: the first player, now seat 1, has won one more.
  assert.equal(left.games, 2, 'the game won by forfeit is counted');
  assert.deepEqual(left.wins, winner === 0 ? [0, 2] : [1, 1]);
  mark = a.mark;
  a.room.send('again');
  const ended = await a.next('refused', () => true, { after: mark });
  assert.equal(ended.reason, 'a player left the table: it plays no more games');
  await a.leave();
});

test('a seat that asks again and again is counted once; a forged or misnamed ask deals nothing', async () => {
  const [a, b] = await seatTwo(server.url, { query: 'game=pishe-pasha', testSeed: 7 });
  await playToTheEnd([a, b], seededRandom(11));
  await a.next('players', (m) => m.games === 1, { what: 'the game counted' });
  // A flood of asks from one seat, with payloads it ignores, and the server's own message names
  // sent by a client: still one seat asking, no deal.
  const mark = b.mark;
  for (let i = 0; i < 30; i++) a.room.send('again', { seat: 1, again: [true, true] });
  a.room.send('closing', { reason: 'forged' });
  const refused = await a.next('refused', (m) => /unknown message type "closing"/.test(m.reason), { what: 'closing refused' });
  assert.ok(refused.seq >= 0);
  const asked = await b.next('players', (m) => m.again[0] === true, { after: mark, what: 'the ask told' });
  assert.deepEqual(asked.again, [true, false]);
  assert.equal(asked.deal, 1, 'no deal until every seat asks');
  assert.equal(b.messages.slice(mark).filter((m) => m.type === 'table').length, 0, 'nothing dealt');
  // The other seat asks once: one new deal, not one per ask.
  b.room.send('again');
  const dealt = await b.next('players', (m) => m.deal === 2, { after: mark, what: 'the new deal' });
  assert.deepEqual(dealt.again, [false, false]);
  await a.next('players', (m) => m.deal === 2, { what: 'the new deal at the first seat' });
  assert.ok(!b.messages.some((m) => m.type === 'players' && m.message.deal > 2), 'a single deal');
  await a.leave();
  await b.leave();
});

test('a player who drops after the game keeps the seat: back, both play again', async () => {
  const [a, b] = await seatTwo(server.url, { query: 'game=pishe-pasha', testSeed: 7 });
  await playToTheEnd([a, b], seededRandom(11));
  await a.next('players', (m) => m.games === 1, { what: 'the game counted' });
  // (A review: a page reloaded on the result found the table full, and the other waited on.)
  let mark = a.mark;
  a.room.send('again');
  await b.next('players', (m) => m.again[0] === true, { what: 'the ask told' });
  b.drop();
  const away = await a.next('players', (m) => m.seats[1] !== 'here', { after: mark, what: 'seat 1 dropped' });
  assert.deepEqual(away.seats, ['here', 'away'], 'away, not gone: the seat is kept');
  mark = a.mark;
  await b.reconnect();
  await a.next('players', (m) => m.seats[1] === 'here', { after: mark, what: 'seat 1 back' });
  b.room.send('again');
  const dealt = await a.next('players', (m) => m.deal === 2, { after: mark, what: 'the new deal' });
  assert.deepEqual(dealt.seats, ['here', 'here']);
  await a.leave();
  await b.leave();
});
