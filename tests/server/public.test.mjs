// Tables open to anyone (issue 41 §3): a public table is listed while it waits (its game, preset
// and seats, nothing about its players), "Play anyone" seats a player at the oldest waiting table
// of its game and preset or opens one, a public table nobody joins closes, and opening tables is
// limited per connection and per address. Malformed requests are refused with words.
import assert from 'node:assert/strict';
import { request as httpRequest, Agent } from 'node:http';
import { after, before, test } from 'node:test';
import { Client } from './support/client.mjs';
import { startServer } from './support/processes.mjs';
import { SeatPlayer } from './support/seat_player.mjs';

let server;
before(async () => {
  server = await startServer({ env: { RB_ONLINE_RATE: '1000,2000', RB_ONLINE_PUBLIC_WAIT_SECONDS: '3' } });
});
after(async () => { await server?.stop(); });

async function tables(base, game = '') {
  const response = await fetch(`${base.http}/tables${game ? `?game=${game}` : ''}`);
  assert.equal(response.headers.get('access-control-allow-origin'), '*', 'any page may read the list');
  return { status: response.status, body: await response.json() };
}

async function playAnyone(url, match, query) {
  const client = new Client(url);
  return new SeatPlayer(await client.joinOrCreate('table', { match, query, public: true }), client);
}

// Waits until the list holds what `test` wants (the list is the driver's: never a fixed sleep).
async function listedWhen(base, game, want, what) {
  for (let tries = 0; tries < 200; tries++) {
    const { body } = await tables(base, game);
    if (want(body.tables)) return body.tables;
    await new Promise((done) => setTimeout(done, 25));
  }
  throw new Error(`the list never showed ${what}`);
}

test('a public table is listed with its game, preset and seats only, until its seats are taken', async () => {
  const hidden = await SeatPlayer.create(server.url, { query: 'game=pishe-pasha' });
  const open = await SeatPlayer.create(server.url, { query: 'game=spite-and-malice&preset=three', public: true });
  await open.next('players');
  const listed = await listedWhen(server, 'spite-and-malice', (t) => t.some((x) => x.room === open.roomId), 'the table');
  const entry = listed.find((x) => x.room === open.roomId);
  assert.deepEqual(Object.keys(entry).sort(), ['free', 'game', 'preset', 'room', 'seats', 'waitingSeconds']);
  assert.equal(entry.game, 'spite-and-malice');
  assert.equal(entry.preset, 'three');
  assert.equal(entry.seats, 3);
  assert.equal(entry.free, 2, 'the creator sits at one seat');
  assert.ok(entry.waitingSeconds >= 0 && entry.waitingSeconds < 60);
  const all = (await tables(server)).body.tables;
  assert.ok(!all.some((x) => x.room === hidden.roomId), 'a table by invitation is not listed');
  assert.ok(!(await tables(server, 'pishe-pasha')).body.tables.some((x) => x.room === open.roomId),
    'a game\'s list holds only that game\'s tables');

  const second = await SeatPlayer.join(server.url, open.roomId);
  await listedWhen(server, 'spite-and-malice', (t) => t.find((x) => x.room === open.roomId)?.free === 1, 'one seat free');
  const third = await SeatPlayer.join(server.url, open.roomId);
  await third.next('players', (m) => m.seats.every((s) => s === 'here'));
  await listedWhen(server, 'spite-and-malice', (t) => !t.some((x) => x.room === open.roomId), 'the full table gone');
  for (const p of [hidden, open, second, third]) await p.leave();
});

test('a public table is not listed while a player of it is away, and is again once they are back', async () => {
  // (A review joined a table whose only player had gone, and won by forfeit when the grace ran out.)
  const open = await SeatPlayer.create(server.url, { query: 'game=spite-and-malice&preset=three', public: true });
  await open.next('players');
  await listedWhen(server, 'spite-and-malice', (t) => t.some((x) => x.room === open.roomId), 'the table');
  open.drop();
  await listedWhen(server, 'spite-and-malice', (t) => !t.some((x) => x.room === open.roomId), 'the table gone while its player is away');
  const other = await playAnyone(server.url, 'spite-and-malice/three', 'game=spite-and-malice&preset=three');
  assert.notEqual(other.roomId, open.roomId, 'Play anyone does not seat a player there');
  await other.leave();
  await open.reconnect();
  await listedWhen(server, 'spite-and-malice', (t) => t.some((x) => x.room === open.roomId), 'the table listed again');
  await open.leave();
});

test('Play anyone seats a player at the oldest waiting table of the game and preset, or opens one', async () => {
  const match = 'russian-bank/scarne';
  const query = 'game=russian-bank&preset=scarne';
  const first = await playAnyone(server.url, match, query);
  await first.next('players', (m) => m.seats[1] === 'empty', { what: 'a table opened, waiting' });
  const younger = await SeatPlayer.create(server.url, { query, public: true });
  // Another preset's waiting table is not this match's.
  const other = await playAnyone(server.url, 'russian-bank/house', 'game=russian-bank');
  assert.notEqual(other.roomId, first.roomId);

  const second = await playAnyone(server.url, match, query);
  assert.equal(second.roomId, first.roomId, 'the oldest waiting table of the match');
  await Promise.all([first, second].map((p) => p.next('players', (m) => m.seats.every((s) => s === 'here'))));
  await second.next('view');
  const third = await playAnyone(server.url, match, query);
  assert.equal(third.roomId, younger.roomId, 'then the next oldest');
  for (const p of [first, second, third, younger, other]) await p.leave();
});

test('malformed requests for public tables are refused with words', async () => {
  const client = new Client(server.url);
  await assert.rejects(client.joinOrCreate('table', { query: 'game=pishe-pasha' }), /needs match: "<game>\/<preset>"/);
  await assert.rejects(client.joinOrCreate('table', { match: 'pishe pasha!', query: 'game=pishe-pasha' }), /needs match/);
  await assert.rejects(client.create('table', { query: 'game=pishe-pasha', public: 'yes' }), /public must be true or false/);
  await assert.rejects(client.create('table', { query: 'game=pishe-pasha', public: true, match: 'spite-and-malice/two' }),
    /the table's game is pishe-pasha\/standard, not spite-and-malice\/two/);
  const bad = await tables(server, 'Not_A_Game');
  assert.equal(bad.status, 400);
  assert.match(bad.body.error, /a game's name/);
});

test('a public table nobody joins closes after its waiting time, and its player is told why', async () => {
  const lonely = await SeatPlayer.create(server.url, { query: 'game=single-deck-russian-bank', public: true });
  await listedWhen(server, 'single-deck-russian-bank', (t) => t.some((x) => x.room === lonely.roomId), 'the table');
  const closing = await lonely.next('closing', () => true, { what: 'the closing message', timeoutMs: 15000 });
  assert.equal(closing.reason, 'nobody joined your public table in time: it has closed');
  await lonely.whenClosed(15000);
  await listedWhen(server, 'single-deck-russian-bank', (t) => !t.some((x) => x.room === lonely.roomId), 'the table gone');
});

// POSTs a matchmaking request: {status, body}. `agent` keeps one connection for several.
function matchmake(base, method, options, agent, target = 'table') {
  return new Promise((done, fail) => {
    const body = JSON.stringify(options);
    const req = httpRequest(`${base.http}/matchmake/${method}/${target}`, {
      method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    }, (res) => {
      let text = '';
      res.on('data', (chunk) => { text += chunk; });
      res.on('end', () => done({ status: res.statusCode, body: JSON.parse(text) }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

test('opening tables is limited per connection and per address', async () => {
  const limited = await startServer({ env: { RB_ONLINE_TABLE_RATE: '3,5' } });
  try {
    // (The counts are per minute: start well inside one.)
    const intoMinute = Date.now() % 60000;
    if (intoMinute > 50000) await new Promise((done) => setTimeout(done, 60500 - intoMinute));
    const query = { query: 'game=pishe-pasha' };
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < 3; i++) {
      const answer = await matchmake(limited, 'create', query, keepAlive);
      assert.ok(answer.body.room?.roomId, `table ${i + 1} of the connection opens: ${JSON.stringify(answer.body)}`);
    }
    const fourth = await matchmake(limited, 'create', query, keepAlive);
    assert.match(fourth.body.error, /too many new tables: at most 3 a minute/);
    keepAlive.destroy();
    // New connections from the same address: two more (the address's five), then no more.
    let roomId;
    for (let i = 0; i < 2; i++) {
      const answer = await matchmake(limited, 'create', query, false);
      assert.ok(answer.body.room?.roomId, `table ${i + 4} of the address opens: ${JSON.stringify(answer.body)}`);
      roomId = answer.body.room.roomId;
    }
    const sixth = await matchmake(limited, 'joinOrCreate', { ...query, match: 'pishe-pasha/standard', public: true }, false);
    assert.match(sixth.body.error, /too many new tables: at most 5 a minute/);
    // Joining a table by its id is not opening one.
    const joined = await matchmake(limited, 'joinById', {}, false, roomId);
    assert.equal(joined.body.room?.roomId, roomId, `a seat at the table: ${JSON.stringify(joined.body)}`);
  } finally {
    await limited.stop();
  }
});
