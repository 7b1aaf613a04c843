// Browser tests of a solitaire race between people through a real online game server: one page
// opens the race from the match's menu (Against: Online) with real clicks, a second joins by the
// invitation; both play at once, each seeing its own layout where the person's is and the
// other's beside it, every card home by mouse, until the race ends (the server's clock calls its
// standstill when the pages' players go round in circles). And a late play: a page and another
// seat send a card to the same foundation at the same moment; one has the place, the other is
// refused in words, and the table changed by the first alone.
//
// Run: scripts/test (all), or after `cmake --build --preset web --target web_games online_engine`:
//   cd tests/e2e && node --test online_races.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifactsDir, useServerAndBrowser } from './harness.mjs';
import { gameState, openGame } from './game_page.mjs';
import { openTableFromMenu, waitOnline } from './online_page.mjs';
import { startServer } from '../server/support/processes.mjs';
import { SeatPlayer } from '../server/support/seat_player.mjs';

useServerAndBrowser();

let online;
// (Test hooks: every table is deal 16, where both seats have a card to play home at the start: a
// secret deal could leave the pages' random plays without one until the race's standstill; the
// late play's table is opened by a seat of the test's own.)
before(async () => {
  online = await startServer({
    env: { RB_ONLINE_RATE: '1000,1000', RB_ONLINE_TEST_HOOKS: '1', RB_ONLINE_TEST_DEAL: '16' },
  });
});
after(async () => { await online?.stop(); });

const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];
const apply = (page, text) => page.evaluate((a) => Module.ccall('rb_test_apply', 'string',
  ['string'], [a]), text);

// A little deterministic randomness (the same choices every run).
let seed = 11;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

// The page's plays to a foundation, and its other plays but End (indexes in `legal`).
function playsOf(s) {
  const home = [], other = [];
  s.legal.forEach((text, i) => {
    const [gesture, , to] = s.looks[i];
    if (gesture === 'move' && /^f\d+$/.test(to)) home.push(i);
    else if (gesture !== 'button') other.push(i);
  });
  return { home, other };
}

// A card home by mouse: a drag from the card to the foundation's top.
async function dragHome(page, s, index) {
  const [, , to, card] = s.looks[index];
  await page.mouse.move(...centre(card));
  await page.mouse.down();
  await page.mouse.move(...centre(s.tops[to]), { steps: 4 });
  await page.mouse.up();
}

test('online: two pages race a Harp match through the server, cards home by mouse', async () => {
  const options = `game=harp&mode=common&standstill_s=30&speed=instant&server=ws://127.0.0.1:${online.port}`;
  const a = await openGame(`?${options}`);
  let b;
  try {
    const room = await openTableFromMenu(a.page);
    b = await openGame(`?${options}&join=${room}`);
    await waitOnline(b.page, (o) => o.link === 'open' && o.seat === 1 && o.seats.length > 1 && o.seats.every((s) => s === 'here'),
      'the second seat');
    await waitOnline(a.page, (o) => o.seats.length > 1 && o.seats.every((s) => s === 'here') && o.sequence >= 0, 'both seated');
    const pages = [a.page, b.page];
    for (const page of pages) {
      const s = await gameState(page);
      assert.ok(s.tops.f16, 'sixteen common foundations');
      assert.ok(s.tops.t1 && s.tops.bt1, 'its own layout and the other\'s');
      assert.ok(s.legal.length > 0 && s.legal.every((t) => t.startsWith(page === a.page ? 'a ' : 'b ')),
        'its own plays only');
    }
    await a.page.screenshot({ path: path.join(artifactsDir, 'online-race-a.png') });
    await b.page.screenshot({ path: path.join(artifactsDir, 'online-race-b.png') });

    // Each page in turn: a card home by mouse when it has one, else another play (by the test
    // hook), until it has made 40 plays without a card home (then it waits for the race's end).
    let byMouse = 0;
    const idle = [0, 0];
    for (let round = 0; round < 3000 && idle.some((n) => n <= 40); round++) {
      const k = round % 2;
      const s = await gameState(pages[k]);
      if (s.over) break;
      const { home, other } = playsOf(s);
      if (idle[k] > 40 || home.length + other.length === 0) continue;
      const seq = s.online.sequence;
      if (home.length > 0) {
        await dragHome(pages[k], s, home[random(home.length)]);
        byMouse++;
        idle[k] = 0;
      } else {
        assert.equal(await apply(pages[k], s.legal[other[random(other.length)]]), '');
        idle[k]++;
      }
      // (Its play in a view, or a refusal when the other's play changed the foundation first.)
      await waitOnline(pages[k], new Function(`return (o, s) => o.sequence > ${seq} || s.over ||
        s.tone === 'refused'`)(), async () => `a play of page ${k}: ${(await gameState(pages[k])).message}`);
    }
    for (const page of pages) {
      await page.waitForFunction(() => JSON.parse(Module.UTF8ToString(Module._rb_state_json())).over,
        null, { timeout: 60_000 });
      const end = await gameState(page);
      assert.match(end.result, /^(You win|Your opponent wins|A draw)/);
    }
    await a.page.screenshot({ path: path.join(artifactsDir, 'online-race-end.png') });
    assert.ok(byMouse >= 1, `${byMouse} cards home by mouse`);
    assert.deepEqual(a.problems.filter((p) => !/WebSocket|socket/.test(p)), []);
    assert.deepEqual(b.problems.filter((p) => !/WebSocket|socket/.test(p)), []);
  } finally {
    await a.context.close();
    await b?.context.close();
  }
});

test('online: of two plays to one foundation sent at once, the later is refused in words', async () => {
  // Deal 16: both seats can play a card to any of the sixteen foundations at the start.
  const seat = await SeatPlayer.create(online.url, { query: 'game=harp&mode=common', testSeed: 16 });
  const b = await openGame(`?game=harp&mode=common&speed=instant&join=${seat.roomId}&server=ws://127.0.0.1:${online.port}`);
  try {
    await waitOnline(b.page, (o) => o.link === 'open' && o.seat === 1 && o.sequence >= 0, 'the page seated');
    await seat.next('players', (m) => m.seats.every((s) => s === 'here'));
    const s = await gameState(b.page);
    const table = seat.messages.find((m) => m.type === 'table').parsed;
    const mine = s.legal.find((t, i) => s.looks[i][0] === 'move' && s.looks[i][2] === 'f1');
    const theirs = seat.view.legal.find((x) => x[1] === 'move' && table.piles[x[3]].code === 'f1');
    assert.ok(mine && theirs, 'both may play to foundation 1');
    const mark = seat.mark;
    const [, sent] = await Promise.all([seat.act(theirs[0]), apply(b.page, mine)]);
    const answer = await Promise.race([
      seat.next('view', (v) => v.last?.seat === 0, { after: mark }).then(() => 'applied'),
      seat.next('refused', () => true, { after: mark }).then((r) => r.reason),
    ]);
    let after;
    if (answer === 'applied') {
      // The page's play came later: the server refused it in words (or the page itself, when the
      // other's view came before it was sent).
      after = sent !== ''
        ? await waitOnline(b.page, (o) => o.sequence >= 1, 'the other\'s play at the page')
        : await waitOnline(b.page, (o, st) => o.sequence >= 1 && st.tone === 'refused', 'the refusal');
      assert.match(sent || after.message, /does not follow|not one of|too late/i);
    } else {
      assert.equal(sent, '', 'the page sent its play');
      assert.match(answer, /does not follow|too late/);
      after = await waitOnline(b.page, (o) => o.sequence >= 1, 'the page\'s play applied');
    }
    await seat.nextView(0);
    assert.equal(seat.view.seq, 1, 'the first play alone changed the table');
    assert.equal(after.online.sequence, 1);
    await b.page.screenshot({ path: path.join(artifactsDir, 'online-race-late-play.png') });
    assert.deepEqual(b.problems.filter((p) => !/WebSocket|socket/.test(p)), []);
  } finally {
    await seat.leave();
    await b.context.close();
  }
});
