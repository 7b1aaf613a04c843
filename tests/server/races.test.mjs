// Solitaire matches between people through the real server (multiple-solitaire.md): a race on
// common foundations played by two seats at once, every play judged as it arrives (a play made
// from an older view is not refused for that; the later of two plays to one foundation is, and
// nothing else changes); an identical match hides each seat's game from the other; a table (a
// race, or a game of turns) shows its deal face down until its players are all there.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { foundationsOf, racePlay, seededRandom } from './support/bots.mjs';
import { startServer } from './support/processes.mjs';
import { SeatPlayer, seatAll, seatTwo } from './support/seat_player.mjs';
import { checkNothingHiddenWasSent } from './support/secrecy.mjs';

let server;
before(async () => {
  server = await startServer({ env: { RB_ONLINE_RATE: '1000,2000', RB_ONLINE_TEST_HOOKS: '1' } });
});
after(async () => { await server?.stop(); });

// The answer to a play sent after message `mark`: the view it made, or the refusal.
function answer(player, mark) {
  return Promise.race([
    player.next('view', (v) => v.last?.seat === player.view.seat, { after: mark, what: 'its play in a view' })
      .then((view) => ({ view })),
    player.next('refused', () => true, { after: mark }).then((refused) => ({ refused })),
  ]);
}

test('two people race a Harp match on common foundations: plays judged as they arrive', async () => {
  const query = 'game=harp&mode=common';
  const players = await seatTwo(server.url, { query, testSeed: 5 });
  const table = players[0].messages.find((m) => m.type === 'table').parsed;
  const foundations = foundationsOf(table);
  assert.equal(players[0].view.allAtOnce, true);
  assert.deepEqual(players[1].view.options, [['mode', 'common']]);
  const random = seededRandom(3);
  let late = 0, stale = 0, plays = 0;
  const idle = [0, 0];
  for (let round = 0; round < 3000 && !players[0].view.over; round++) {
    const chosen = players.map((p, seat) =>
      (p.view.over ? undefined : racePlay(p.view, foundations, random, idle[seat])));
    chosen.forEach((c, seat) => {
      idle[seat] = c && c[1] === 'move' && foundations.has(c[3]) ? 0 : idle[seat] + 1;
    });
    if (chosen.every((c) => c === undefined)) break;
    // Both send at once, each from the view it has (the second's is older once the first's lands).
    const marks = players.map((p) => p.mark);
    const sent = [];
    players.forEach((p, seat) => {
      if (chosen[seat]) {
        p.act(chosen[seat][0], p.view.seq);
        sent.push(seat);
      }
    });
    const answers = await Promise.all(sent.map((seat) => answer(players[seat], marks[seat])));
    const sameFoundation = sent.length === 2 && chosen[0][3] === chosen[1][3] &&
      table.piles[chosen[0][3]]?.foundation;
    // (Both sent from the same view: when both are applied, the later was chosen from an older.)
    if (answers.length === 2 && answers.every((a) => a.view)) stale++;
    answers.forEach((a, i) => {
      if (a.view) plays++;
      if (a.refused) {
        // Only the later of two plays to one foundation: "too late: ..." or "... does not follow ...".
        assert.ok(sameFoundation, `refused: ${a.refused.reason} (${chosen[sent[i]][0]})`);
        assert.ok(a.refused.reason.length > 10);
        late++;
      }
    });
    if (sameFoundation) assert.ok(answers.filter((a) => a.view).length >= 1, 'the first play applied');
    // (Both pages see every change before the next round.)
    const seq = Math.max(...players.map((p) => p.view.seq));
    await Promise.all(players.map((p) => (p.view.seq >= seq ? null : p.nextView(seq - 1))));
  }
  // Bots going round in circles stop: the second leaves, a forfeit ends the race (its standstill,
  // the server's clock, is the browser test's end of a race and the native tests' tick).
  if (!players[0].view.over) {
    players[1].room.send('leave');
    await Promise.all(players.map((p) => p.next('over', () => true, { what: 'the end by forfeit' })));
  }
  const end = players.map((p) => p.view);
  assert.ok(end[0].over && end[1].over, `the race ended: ${JSON.stringify(end.map((v) => [v.seq, v.legal.map((a) => a[0]), v.lines]))}`);
  assert.ok(plays > 50, `${plays} plays`);
  assert.ok(stale > 0, 'plays chosen from an older view were applied');
  assert.ok(late > 0, 'a late play to a foundation was refused');
  assert.ok(end[0].result.length > 0 && end[0].result !== end[1].result || end[0].winner < 0,
    `each seat is told the end in its own voice: ${end[0].result} / ${end[1].result}`);
  const checked = await checkNothingHiddenWasSent(query, 5, players);
  assert.ok(checked.hiddenCards > 0 && checked.seenCards > 0);
  // No play after the end.
  const mark = players[0].mark;
  players[0].act('a turnup');
  const refused = await players[0].next('refused', () => true, { after: mark });
  assert.equal(refused.reason, 'the game is over');
  await Promise.all(players.map((p) => p.leave()));
});

test('a race goes on while a player is away: the other plays, and the one back finds the race as it is', async () => {
  const [a, b] = await seatTwo(server.url, { query: 'game=harp&mode=common', testSeed: 16 });
  const table = a.messages.find((m) => m.type === 'table').parsed;
  b.drop();
  await a.next('players', (m) => m.seats[1] === 'away', { what: 'seat B away' });
  // A plays on: a card home, applied though B is away.
  const home = a.view.legal.find((x) => x[1] === 'move' && table.piles[x[3]]?.foundation);
  assert.ok(home, 'A has a card to send home');
  const seq = a.view.seq;
  a.act(home[0]);
  const after = await a.nextView(seq);
  assert.equal(after.last.seat, 0);
  assert.equal(after.over, false, 'the race goes on');
  const mark = b.mark;
  await b.reconnect();
  const back = await b.next('view', () => true, { after: mark, what: 'B\'s view after coming back' });
  assert.equal(back.seq, after.seq, 'B is shown the race as it is now');
  assert.deepEqual(back.piles[home[3]], after.piles[home[3]], 'A\'s card on the foundation');
  await Promise.all([a, b].map((p) => p.leave()));
});

test('identical: a seat never sees the other\'s game while its own is on', async () => {
  const players = await seatTwo(server.url, { query: 'game=intelligence&mode=identical', testSeed: 9 });
  const table = players[0].messages.find((m) => m.type === 'table').parsed;
  const random = seededRandom(4);
  // Seat A plays on; B looks.
  for (let i = 0; i < 30 && players[0].view.legal.length > 0; i++) {
    const play = racePlay(players[0].view, foundationsOf(table), random);
    const seq = players[0].view.seq;
    players[0].act(play[0]);
    await Promise.all(players.map((p) => p.nextView(seq)));
  }
  for (const { parsed } of players[1].views) {
    const seen = parsed.piles.flatMap((cards, pile) => (table.piles[pile].owner === 0 ? cards : []));
    assert.ok(seen.length > 0 && seen.every((card) => card < 0), 'A\'s cards are backs to B');
    assert.ok(!JSON.stringify(parsed.lines).includes('cards home'), 'no count of cards home');
  }
  // B may not make A's plays (a forged seat), nor stop the race's clock.
  for (const forged of [players[0].view.legal[0][0], 'stop @1.000']) {
    const mark = players[1].mark;
    players[1].act(forged);
    const refused = await players[1].next('refused', () => true, { after: mark });
    assert.match(refused.reason, /not yours|no seat's|not made at an online table/, forged);
  }
  // B ends its game: it sees A's.
  const seq = players[1].view.seq;
  const end = players[1].view.legal.find((a) => a[0] === 'b end');
  assert.ok(end, 'B may end its game');
  players[1].act(end[0]);
  const after = await players[1].nextView(seq);
  assert.ok(after.piles.some((cards, pile) => table.piles[pile].owner === 0 && cards.some((c) => c >= 0)));
  await Promise.all(players.map((p) => p.leave()));
});

test('a comparative match seats three; a solitaire alone is refused', async () => {
  const players = await seatAll(server.url, { query: 'game=harp&mode=comparative&computers=2', testSeed: 4 }, 3);
  players.forEach((p, seat) => {
    assert.equal(p.view.seats, 3);
    assert.ok(p.view.legal.length > 0 && p.view.legal.every((a) => a[0].startsWith('abc'[seat])));
  });
  await Promise.all(players.map((p) => p.leave()));
  const { Client } = await import('./support/client.mjs');
  await assert.rejects(new Client(server.url).create('table', { query: 'game=harp' }), /is not played online/);
});

for (const query of ['game=congress&mode=common', 'game=russian-bank']) {
test(`${query}: the table waits face down for its players: nobody studies the deal before the other comes`, async () => {
  // (Reviews: the creator of a race, then of a Russian Bank table, saw the deal face up while the
  // other was still to come.)
  const cards = (view) => view.piles.flat().map((c) => (Array.isArray(c) ? c[0] : c));
  const first = await SeatPlayer.create(server.url, { query, testSeed: 5 });
  const waiting = await first.next('view', () => true, { what: 'the first view' });
  assert.ok(cards(waiting).length > 0, 'cards dealt');
  assert.ok(cards(waiting).every((c) => c < 0), 'every card face down while the table waits');
  assert.deepEqual(waiting.legal, [], 'no play while the table waits');
  assert.equal(waiting.call, '', 'no call (Knock) offered while the table waits');
  const mark = first.mark;
  const second = await SeatPlayer.join(server.url, first.roomId);
  const shown = await first.next('view', (v) => cards(v).some((c) => c >= 0),
    { after: mark, what: 'the deal shown once both are here' });
  assert.ok(shown.legal.length > 0, 'the first may play now');
  if (query === 'game=russian-bank') assert.equal(shown.call, 'Knock', 'the call offered once both are here');
  const theirs = await second.next('view', () => true, { what: 'the second\'s first view' });
  assert.ok(cards(theirs).some((c) => c >= 0), 'the second sees the deal at once');
  await first.leave();
  await second.leave();
});
}
