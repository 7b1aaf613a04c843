// A person out of a game of three or four online: one who leaves, or whose turn stalls, is played
// by the computer from then on, one action at a time at its pace, and the others play the game
// to its end; once only one person plays, they win by forfeit; a table a player left deals no
// next game. Before the game starts, one who leaves frees the seat for the next to join. The computer's pace here is a few milliseconds (RB_ONLINE_COMPUTER_MS).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { foundationsOf, racePlay, seededRandom } from './support/bots.mjs';
import { startServer } from './support/processes.mjs';
import { SeatPlayer, seatAll } from './support/seat_player.mjs';

let server;
before(async () => {
  server = await startServer({
    env: {
      RB_ONLINE_TEST_HOOKS: '1', RB_ONLINE_RATE: '1000,2000', RB_ONLINE_COMPUTER_MS: '5',
      RB_ONLINE_STALL_SECONDS: '2,4',
    },
  });
});
after(async () => { await server?.stop(); });

const query = 'game=spite-and-malice&preset=three';

// Plays `people` on, each in turn sending an action its view offers (a card home when it has
// one), until the game is over or the table has seen `cap` changes; the computer plays its turns
// by itself. Resolves to the last view.
async function playPeople(people, random, cap) {
  const foundations = foundationsOf(people[0].messages.find((m) => m.type === 'table').parsed);
  for (;;) {
    const seq = Math.max(...people.map((p) => p.view.seq));
    await Promise.all(people.map((p) => (p.view.seq >= seq ? null : p.nextView(seq - 1))));
    if (people.some((p) => p.view.seq > seq)) continue;  // (the computer played meanwhile)
    const view = people[0].view;
    if (view.over || seq >= cap) return view;
    const mover = people.find((p) => p.view.legal.length > 0);
    if (mover) mover.act(racePlay(mover.view, foundations, random)[0], seq);
    await Promise.all(people.map((p) => p.nextView(seq, { what: `the view after ${seq}` })));
  }
}

test('a person who leaves a game of three is played by the computer, and the game goes on to its end', async () => {
  const players = await seatAll(server.url, { query, testSeed: 3 }, 3);
  const [a, b, c] = players;
  const random = seededRandom(3);
  await playPeople(players, random, 12);
  const mark = a.mark;
  c.room.send('leave');
  const left = await a.next('view', (v) => v.last?.text === 'leave', { after: mark, what: 'the leave' });
  assert.equal(left.last.words, 'Player C left the game: the computer plays on in their place');
  assert.equal(left.over, false);
  await b.next('players', (m) => m.seats[2] === 'left', { what: 'seat 2 left' });
  const end = await playPeople([a, b], random, 20000);
  assert.equal(end.over, true);
  assert.equal(end.forfeit, -1, 'over by the rules, not by a forfeit');
  assert.equal(b.view.winner, end.winner);
  assert.ok(end.result.length > 0);
  const computerPlays = a.views.slice(1).filter((m) => m.parsed.last?.seat === 2 && m.parsed.last.text !== 'leave');
  assert.ok(computerPlays.length > 0, 'the computer played seat 2');
  assert.ok(a.messages.slice(mark).some((m) => m.type === 'view' && m.parsed.last?.seat === 2 &&
    m.parsed.last.text !== 'leave'), 'after the leave');
  const refusedMark = a.mark;
  a.room.send('again');
  const refused = await a.next('refused', () => true, { after: refusedMark, what: 'the refusal of again' });
  assert.equal(refused.reason, 'a player left the table: it plays no more games');
  await a.leave();
  await b.leave();
});

test('a seat that stalls at a game of three is played by the computer; one person left wins by forfeit', async () => {
  const players = await seatAll(server.url, { query, testSeed: 5 }, 3);
  const turn = players[0].view.turn;
  const staller = players[turn];
  const others = players.filter((p) => p !== staller);
  // (The warning names the seat, and says what follows at a table of three: the computer plays.)
  const [warned, told] = await Promise.all([
    staller.next('notice', () => true, { what: 'the stall warning' }),
    others[0].next('notice', () => true, { what: "the others' stall warning" })]);
  assert.match(warned.words, /^you have not played for a while: play within 2 seconds, or the computer plays on in your place$/);
  assert.equal(told.words, `Player ${'ABC'[turn]} has not played for a while: without a play within 2 seconds, the computer plays on in their place`);
  // (With the seat, its seconds and what follows, for the page to count them down.)
  assert.deepEqual([told.seat, told.seconds, told.playsOn, warned.yours, told.yours], [turn, 2, true, true, false]);
  const out = await staller.next('view', (v) => v.last?.text === 'leave', { what: 'the stall', timeoutMs: 15000 });
  assert.equal(out.last.words, 'You did not play in the time allowed: the computer plays on in your place');
  assert.equal(out.over, false);
  assert.equal(out.legal.length, 0, 'the seat is no longer its player\'s to play');
  // The computer plays the turn, and the game goes on with the others.
  await others[0].next('view', (v) => v.last?.seat === turn && v.last.text !== 'leave', { what: "the computer's play" });
  const [stays, goes] = others;
  const mark = stays.mark;
  goes.room.send('leave');
  const over = await stays.next('over', () => true, { after: mark, what: 'the end by forfeit' });
  assert.equal(over.winner, stays.view.seat);
  assert.equal(over.forfeit, goes.view.seat);
  assert.match(over.result, /^You win: player [A-C] left the game\.$/);
  for (const p of players) await p.leave();
});

test('before the game starts, a player who leaves frees the seat for the next, and nobody wins by forfeit', async () => {
  // (A review: a public table whose players had all gone was still listed, and a newcomer seated
  // there won by forfeit without a card played.)
  const host = await SeatPlayer.create(server.url, { query, testSeed: 3 });
  await host.next('players', (m) => m.seats[0] === 'here', { what: 'the host seated' });
  const gone = await SeatPlayer.join(server.url, host.roomId);
  await host.next('players', (m) => m.seats[1] === 'here', { what: 'the second seated' });
  gone.room.send('leave');
  await host.next('players', (m) => m.seats[1] === 'empty', { what: 'the seat free again' });
  const second = await SeatPlayer.join(server.url, host.roomId);
  const third = await SeatPlayer.join(server.url, host.roomId);
  const players = [host, second, third];
  await Promise.all(players.map((p) => p.next('players', (m) => m.seats.every((s) => s === 'here'),
    { what: 'every seat taken' })));
  assert.deepEqual(players.map((p) => p.messages.findLast((m) => m.type === 'players').message.you), [0, 1, 2]);
  for (const p of players) {
    assert.equal(p.view.over, false);
    assert.ok(!p.messages.some((m) => m.type === 'over'), 'no forfeit');
    assert.ok(!p.views.some((v) => v.parsed.last?.text === 'leave'), 'no leave in the game');
  }
  for (const p of players) await p.leave();
});
