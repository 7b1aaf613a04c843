// Nothing lets anyone in where they don't belong (issue 24 part 4): malformed, oversized and
// flooding messages, actions for another seat (its resignation too), illegal and stale actions, acting before the table
// is full, a second connection claiming a seat, joining a full room. Each is refused with a clear
// error; then every seat asks for its view again and gets exactly the one it had (nothing
// changed), and the seat in turn makes a move that is applied (the game goes on).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client } from './support/client.mjs';
import { startServer } from './support/processes.mjs';
import { SeatPlayer, seatTwo } from './support/seat_player.mjs';

let server;
before(async () => {
  // The message rate limits are the server's own (10 a second, 20 at once).
  server = await startServer({ env: { RB_ONLINE_TEST_HOOKS: '1' } });
});
after(async () => { await server?.stop(); });

const options = { query: 'game=russian-bank&preset=house', testSeed: 2 };

async function table() {
  const players = await seatTwo(server.url, options);
  const inTurn = players.find((p) => p.view.legal.some((a) => a[1] !== 'call'));
  assert.ok(inTurn, 'a seat has a move');
  return { players, inTurn, other: players.find((p) => p !== inTurn) };
}

// The next `refused` after `mark` whose reason matches.
function refusal(player, pattern, mark) {
  return player.next('refused', (r) => pattern.test(r.reason), { after: mark, what: `a refusal ${pattern}` });
}

// Every seat asks for its view again and gets exactly the one it had.
async function nothingChanged(players, views) {
  for (const [i, p] of players.entries()) {
    const mark = p.mark;
    p.room.send('sync');
    await p.next('view', () => true, { after: mark, what: 'the view again' });
    assert.equal(p.viewText, views[i], `seat ${i}'s view is as it was`);
  }
}

// The seat in turn moves, and every seat sees the change.
async function gameGoesOn(players, inTurn) {
  const seq = inTurn.view.seq;
  inTurn.act(inTurn.view.legal.find((a) => a[1] !== 'call')[0], seq);
  await Promise.all(players.map((p) => p.nextView(seq)));
}

async function refusedAndUnchanged(send, pattern, { on = 'other' } = {}) {
  const t = await table();
  const views = t.players.map((p) => p.viewText);
  const player = t[on];
  const mark = player.mark;
  send(player, t);
  const refused = await refusal(player, pattern, mark);
  assert.equal(refused.seq, views.length && JSON.parse(views[0]).seq);
  await nothingChanged(t.players, views);
  await gameGoesOn(t.players, t.inTurn);
  for (const p of t.players) await p.leave();
  return refused;
}

test('an action for another seat is refused', async () => {
  const refused = await refusedAndUnchanged((p, t) => p.act(t.inTurn.view.legal[0][0]),
    /that action is your opponent's, not yours/);
  assert.ok(refused.action.length > 0, 'the refusal names the action');
});

test('an illegal action is refused with the rules\' reason', async () => {
  await refusedAndUnchanged((p) => p.act('move c1 c2'), /^cards on a center pile stay there$/, { on: 'inTurn' });
  // A seat gives up its own game only (resigns.test.mjs), not the other's.
  await refusedAndUnchanged((p) => p.act(`resign ${p.view.seat === 0 ? 'b' : 'a'}`),
    /that action is your opponent's, not yours/, { on: 'inTurn' });
});

test('why a move may not be made is said as a refusal, of a card the seat sees only', async () => {
  // (A page has no rules of its own: it asks the server why its player's move was refused.)
  await refusedAndUnchanged((p) => p.room.send('why', { from: 'c1', to: 2 }), /^why needs \{from, to, index\}/,
    { on: 'inTurn' });
  // Pile 0, center 1, is empty: no card of it goes anywhere.
  await refusedAndUnchanged((p) => p.room.send('why', { from: 0, to: 1 }), /^a card cannot go there$/,
    { on: 'inTurn' });
});

test('text that is no action is refused', async () => {
  await refusedAndUnchanged((p) => p.act('fly me to the moon'), /^not an action: /, { on: 'inTurn' });
});

test('an action chosen from an old view is refused', async () => {
  await refusedAndUnchanged((p) => p.act(p.view.legal[0][0], p.view.seq + 7),
    /the table changed before your action arrived \(view \d+ is the latest\)/, { on: 'inTurn' });
});

test('act without an action, or with one that is not text, is refused', async () => {
  await refusedAndUnchanged((p) => p.room.send('act'), /act needs \{action/);
  await refusedAndUnchanged((p) => p.room.send('act', { action: 42 }), /act needs an action/);
});

test('a message of an unknown type is refused', async () => {
  await refusedAndUnchanged((p) => p.room.send('deal_me_aces', { please: true }),
    /unknown message type "deal_me_aces"/);
});

test('malformed messages are refused and the player stays', async () => {
  // A room message "act" whose payload does not decode (a string of 50 bytes that has 1).
  await refusedAndUnchanged((p) => p.room.connection.send(new Uint8Array([13, 0xa3, 0x61, 0x63, 0x74, 0xd9, 50, 1])),
    /a malformed message \(it does not decode\)/);
  await refusedAndUnchanged((p) => p.room.connection.send(new Uint8Array([99, 1, 2, 3])),
    /a message of an unknown kind \(99\)/);
});

test('an oversized action and an oversized message are refused', async () => {
  await refusedAndUnchanged((p) => p.act('move '.repeat(20)), /the action is too long \(100 characters; at most 64\)/);
  await refusedAndUnchanged((p) => p.act('x'.repeat(600)), /the message is too long \(\d+ bytes; at most 512\)/);
});

test('a message over the WebSocket limit closes that socket only; the seat comes back unchanged', async () => {
  const t = await table();
  const views = t.players.map((p) => p.viewText);
  t.other.act('x'.repeat(5000));
  assert.equal(await t.other.whenClosed(), 1009, 'closed as too big');
  await t.inTurn.next('players', (m) => m.seats.includes('away'), { what: 'the other seat away' });
  await t.other.reconnect();
  await t.other.next('view', () => true, { after: t.other.mark - 1 });
  await nothingChanged(t.players, views);
  await gameGoesOn(t.players, t.inTurn);
  for (const p of t.players) await p.leave();
});

test('a flood of messages is refused without disconnecting the player', async () => {
  const t = await table();
  const views = t.players.map((p) => p.viewText);
  const mark = t.other.mark;
  for (let i = 0; i < 60; i++) t.other.room.send('sync');
  const refused = await refusal(t.other, /^too many messages: at most 10 a second \(20 at once\)/, mark);
  assert.ok(refused.reason.includes('nothing changed'));
  const answered = t.other.messages.slice(mark).filter((m) => m.type === 'view').length;
  assert.ok(answered <= 25, `only the burst was answered (${answered} views)`);
  // One refusal a second at most: the flood got no flood back.
  assert.ok(t.other.messages.slice(mark).filter((m) => m.type === 'refused').length <= 2);
  assert.equal(t.other.closed, null, 'still connected');
  // The bucket refills: the player is heard again (asked every 150 ms until a view comes back).
  for (const deadline = Date.now() + 10000; ;) {
    const before = t.other.mark;
    t.other.room.send('sync');
    const view = await t.other.next('view', () => true, { after: before, timeoutMs: 150 }).catch(() => null);
    if (view) break;
    assert.ok(Date.now() < deadline, 'the player was never heard again');
  }
  assert.equal(t.other.viewText, views[t.players.indexOf(t.other)]);
  await gameGoesOn(t.players, t.inTurn);
  for (const p of t.players) await p.leave();
});

test('acting before every seat is taken is refused', async () => {
  const alone = await SeatPlayer.create(server.url, options);
  await alone.next('view');
  const view = alone.viewText;
  const mark = alone.mark;
  alone.act(alone.view.legal[0]?.[0] ?? 'turnup');
  await refusal(alone, /waiting for your opponent to join/, mark);
  const second = await SeatPlayer.join(server.url, alone.roomId);
  await second.next('view');
  alone.room.send('sync');
  await alone.next('view', () => true, { after: mark });
  // Nothing was played: the same deal, now face up.
  const before = JSON.parse(view);
  assert.equal(alone.view.seq, before.seq);
  assert.equal(alone.view.actionCount, 0);
  assert.deepEqual(alone.view.piles.map((p) => p.length), before.piles.map((p) => p.length));
  await alone.leave();
  await second.leave();
});

test('a second connection claiming a held seat is refused, and the seat plays on', async () => {
  const t = await table();
  const views = t.players.map((p) => p.viewText);
  const intruder = new Client(server.url);
  await assert.rejects(intruder.reconnect(t.other.room.reconnectionToken),
    /reconnection token invalid or expired/);
  await nothingChanged(t.players, views);
  await gameGoesOn(t.players, t.inTurn);
  for (const p of t.players) await p.leave();
});

test('joining a full table is refused', async () => {
  const t = await table();
  const views = t.players.map((p) => p.viewText);
  await assert.rejects(SeatPlayer.join(server.url, t.players[0].roomId), /is locked/);
  await nothingChanged(t.players, views);
  await gameGoesOn(t.players, t.inTurn);
  for (const p of t.players) await p.leave();
});

test('creating a table of a game or preset that is not played online is refused in words', async () => {
  await assert.rejects(SeatPlayer.create(server.url, { query: 'game=chess' }),
    /game "chess" is not played online: use russian-bank, pishe-pasha, spite-and-malice, single-deck-russian-bank, congress, harp, house-in-the-wood, house-on-the-hill or intelligence/);
  await assert.rejects(SeatPlayer.create(server.url, { query: 'game=russian-bank&preset=blitz' }),
    /preset "blitz" is not a preset of russian-bank: use house, scarne or ultimate/);
  // (A solitaire alone: its matches, mode comparative, identical or common, are played online.)
  await assert.rejects(SeatPlayer.create(server.url, { query: 'game=congress' }), /not played online/);
  await assert.rejects(SeatPlayer.create(server.url, { query: 'game=russian-bank&stall_turns=5' }),
    /stall_turns/);
  await assert.rejects(SeatPlayer.create(server.url, { query: 42 }), /query must be text/);
});
