// Browser tests of a solitaire race between two people through a real online game server: one page
// opens the race from the match's menu (Against: Online) with real clicks, a second joins by the
// invitation; both play at once by mouse, each seeing its own layout where the person's is and
// the other's small, until the race ends; two plays to one foundation sent at the same moment
// give the place to one, and the other is refused, the table changed by the first alone.
//
// Run: scripts/test (all), or after `cmake --build --preset web --target web_games online_engine`:
//   cd tests/e2e && node --test online_races.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifactsDir, useServerAndBrowser } from './harness.mjs';
import { gameState, openGame, settle } from './game_page.mjs';
import { openTableFromMenu, waitOnline } from './online_page.mjs';
import { startServer } from '../server/support/processes.mjs';

useServerAndBrowser();

let online;
before(async () => { online = await startServer({ env: { RB_ONLINE_RATE: '1000,1000' } }); });
after(async () => { await online?.stop(); });

const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];

// A little deterministic randomness (the same choices every run).
let seed = 11;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

// The page's plays to a foundation, and its other plays but End (index in `legal`).
function playsOf(s) {
  const home = [], other = [];
  s.legal.forEach((text, i) => {
    const [gesture, , to] = s.looks[i];
    if (gesture === 'move' && /^f\d+$/.test(to)) home.push(i);
    else if (gesture !== 'button') other.push(i);
  });
  return { home, other };
}

// Makes the page's play `index` of `s` by mouse: a drag from its card to its target's top, a
// click on a tapped pile, or its button.
async function playByMouse(page, s, index) {
  const [gesture, , to, card] = s.looks[index];
  if (gesture === 'move') {
    await page.mouse.move(...centre(card));
    await page.mouse.down();
    await page.mouse.move(...centre(s.tops[to]), { steps: 4 });
    await page.mouse.up();
  } else if (gesture === 'tap') {
    await page.mouse.click(...centre(card));
  } else {
    await page.evaluate((a) => Module.ccall('rb_test_apply', 'string', ['string'], [a]), s.legal[index]);
  }
}

test('online: two pages race a Harp match through the server by mouse; a late play is refused', async () => {
  const address = `?game=harp&mode=common&speed=instant&server=ws://127.0.0.1:${online.port}`;
  const a = await openGame(address);
  let b;
  try {
    const room = await openTableFromMenu(a.page);
    b = await openGame(`?game=harp&mode=common&speed=instant&join=${room}&server=ws://127.0.0.1:${online.port}`);
    await waitOnline(b.page, (o) => o.link === 'open' && o.seat === 1 && o.seats.every((s) => s === 'here'),
      'the second seat');
    await waitOnline(a.page, (o) => o.seats.every((s) => s === 'here') && o.sequence >= 0, 'both seated');
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

    let byMouse = 0, late = 0;
    for (let round = 0; round < 1500; round++) {
      const states = await Promise.all(pages.map(gameState));
      if (states.some((s) => s.over)) break;
      const plays = states.map(playsOf);
      // Both pages' plays to one foundation: sent at the same moment. One has the place.
      const clash = plays[0].home.flatMap((i) => plays[1].home
        .filter((j) => states[0].looks[i][2] === states[1].looks[j][2]).map((j) => [i, j]))[0];
      if (clash && late === 0) {
        const seq = states.map((s) => s.online.sequence);
        const answers = await Promise.all(pages.map((page, k) => page.evaluate((a) =>
          Module.ccall('rb_test_apply', 'string', ['string'], [a]), states[k].legal[clash[k]])));
        await Promise.all(pages.map((p, k) => waitOnline(p, new Function(`return (o, s) =>
          o.sequence > ${seq[k]} || s.tone === 'refused'`)(), 'the clash judged')));
        await settle(b.page);
        await settle(a.page);
        const after = await Promise.all(pages.map(gameState));
        const refused = after.filter((s) => s.tone === 'refused' || answers.some((x) => x !== ''));
        assert.ok(refused.length >= 1, `one of the two is refused: ${after.map((s) => s.message)}`);
        assert.equal(Math.max(...after.map((s) => s.online.sequence)) - Math.max(...seq), 1,
          'the first play alone changed the table');
        late++;
        continue;
      }
      // Otherwise each page plays in turn by mouse: home first, else another play, End last.
      for (let k = 0; k < 2; k++) {
        const s = await gameState(pages[k]);
        if (s.over || s.legal.length === 0) continue;
        const { home, other } = playsOf(s);
        const pool = home.length > 0 ? home : other.length > 0 ? other : s.legal.map((_, i) => i);
        const index = pool[random(pool.length)];
        const seq = s.online.sequence;
        await playByMouse(pages[k], s, index);
        await waitOnline(pages[k], new Function(`return (o, s) => o.sequence > ${seq} || s.over ||
          s.tone === 'refused'`)(), async () => `the play ${s.legal[index]}: ${(await gameState(pages[k])).message}`);
        byMouse++;
      }
    }
    for (const page of pages) {
      const end = await waitOnline(page, (o, s) => s.over, 'the end of the race');
      assert.ok(end.result.length > 0);
      assert.match(end.result, /^(You win|Your opponent wins|A draw)/);
    }
    await a.page.screenshot({ path: path.join(artifactsDir, 'online-race-end.png') });
    assert.ok(byMouse > 40, `${byMouse} plays by mouse`);
    assert.equal(late, 1, 'two plays to one foundation met once');
    assert.deepEqual(a.problems.filter((p) => !/WebSocket|socket/.test(p)), []);
    assert.deepEqual(b.problems.filter((p) => !/WebSocket|socket/.test(p)), []);
  } finally {
    await a.context.close();
    await b?.context.close();
  }
});
