// Several server processes share their rooms through one Redis (issue 24 part 3): two online
// servers and a Redis of the test's own on 127.0.0.1. A table is created through process 2 (it
// lives there); its second player finds it through process 1, and is sent to process 2 to play:
// a whole game, and a reconnect through process 1 too.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { playOut, seededRandom } from './support/bots.mjs';
import { serverStatus, startRedis, startServer } from './support/processes.mjs';
import { checkNothingHiddenWasSent } from './support/secrecy.mjs';
import { Client } from './support/client.mjs';
import { SeatPlayer, seatTwo } from './support/seat_player.mjs';

let redis;
let one;
let two;
before(async () => {
  redis = await startRedis();
  const env = { RB_ONLINE_TEST_HOOKS: '1', RB_ONLINE_RATE: '1000,2000' };
  [one, two] = await Promise.all([startServer({ env, redis: redis.url }), startServer({ env, redis: redis.url })]);
});
after(async () => {
  await one?.stop();
  await two?.stop();
  await redis?.stop();
});

test('a player who finds a table through process 1 plays at it in process 2', async () => {
  const query = 'game=single-deck-russian-bank';
  const [a, b] = await seatTwo(two.url, { query, testSeed: 5 }, one.url);
  const [statusOne, statusTwo] = await Promise.all([serverStatus(one), serverStatus(two)]);
  assert.notEqual(statusOne.processId, statusTwo.processId);
  assert.deepEqual([statusOne.rooms, statusTwo.rooms], [0, 1], 'the table lives in process 2');
  assert.equal(statusTwo.clients, 2, 'both players are connected to process 2');
  assert.match(b.room.connection.transport.ws.url, new RegExp(`^ws://127\\.0\\.0\\.1:${two.port}/`),
    'the joiner plays through process 2');

  await playOut([a, b], { random: seededRandom(5), cap: 10, leaveAtCap: false });
  // A reconnect through process 1 reaches the seat in process 2.
  const view = b.viewText;
  const mark = b.mark;
  b.drop();
  await a.next('players', (m) => m.seats[1] === 'away');
  await b.reconnect();
  await b.next('view', () => true, { after: mark });
  assert.equal(b.viewText, view);
  assert.match(b.room.connection.transport.ws.url, new RegExp(`:${two.port}/`));

  const { changes } = await playOut([a, b], { random: seededRandom(6), cap: 1500 });
  assert.ok(changes > 10 && a.view.over && b.view.over);
  await checkNothingHiddenWasSent(query, 5, [a, b]);
  await a.leave();
  await b.leave();
});

test('the public tables of every process are listed by each, and Play anyone finds them', async () => {
  const query = 'game=pishe-pasha';
  const waiting = await SeatPlayer.create(two.url, { query, public: true });
  await waiting.next('players');
  let listed = [];
  for (let tries = 0; tries < 200 && !listed.some((t) => t.room === waiting.roomId); tries++) {
    listed = (await (await fetch(`${one.http}/tables?game=pishe-pasha`)).json()).tables;
    if (!listed.some((t) => t.room === waiting.roomId)) await new Promise((done) => setTimeout(done, 25));
  }
  assert.ok(listed.some((t) => t.room === waiting.roomId), 'process 1 lists the table of process 2');
  const client = new Client(one.url);
  const anyone = new SeatPlayer(await client.joinOrCreate('table', { match: 'pishe-pasha/standard', query, public: true }), client);
  assert.equal(anyone.roomId, waiting.roomId, 'Play anyone through process 1 sits at it');
  await Promise.all([waiting, anyone].map((p) => p.next('players', (m) => m.seats.every((s) => s === 'here'))));
  await anyone.leave();
  await waiting.leave();
});
