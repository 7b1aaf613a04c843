// Browser tests of the solitaires' matches against the computer (multiple-solitaire.md), which
// the page plays with the solitaires' extra bundle (two-pack-solitaires-extra): the page picks it
// for a match from the address, and the menu's choices move between it and the bundle of games
// alone without losing anything; a race on common foundations played by mouse to its end against
// the slowest computer; after a match on the same deal the computer's game replays by Redo; on a
// phone the computer's layout shows small, and a race stops with the menu open when the page is
// hidden. Printed, not
// asserted: the extra bundle's page weight and frame times while both layouts move.
//
// Run: scripts/test (all), or after `cmake --build --preset web`:
//   cd tests/e2e && node --test matches.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { artifactsDir, useServerAndBrowser } from './harness.mjs';
import { gzipBytes } from './page_bytes.mjs';
import { gameState, notices, openGame, settle, waitForGame } from './game_page.mjs';

useServerAndBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true,
  hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];
const command = (page, text) => page.evaluate((t) => Module.ccall('rb_api_command', 'string',
  ['string'], [t]), text);

test('the page plays a match with the extra bundle, and a game alone with the other', async (t) => {
  const files = ['index.html', 'embed.js', 'two-pack-solitaires-extra.js',
    'two-pack-solitaires-extra.wasm'];
  const total = files.map(gzipBytes).reduce((a, b) => a + b, 0);
  t.diagnostic(`the page of a match (the solitaires' extra bundle): ${total} bytes gzip -9`);

  const { context, page, problems } = await openGame('?game=harp&mode=identical&seed=5');
  try {
    assert.equal(await page.evaluate(() => window.rbBundle), 'two-pack-solitaires-extra');
    let s = await gameState(page);
    assert.equal(s.seats.length, 2, 'the person and the computer');
    // A game alone from here: the page loads the bundle of games alone, with these settings.
    await Promise.all([page.waitForNavigation(), command(page, 'new-game mode=alone')]);
    await waitForGame(page);
    assert.equal(await page.evaluate(() => window.rbBundle), 'two-pack-solitaires');
    s = await gameState(page);
    assert.equal(s.game, 'harp');
    assert.equal(s.seats.length, 1, 'a game alone');
    // The match left behind is not read here, and nothing says a save was broken.
    assert.deepEqual((await notices(page)).filter((n) => /could not/.test(n)), []);
    // And a race from the menu of games alone: the extra bundle again, the choice kept.
    await Promise.all([page.waitForNavigation(), command(page, 'new-game mode=common')]);
    await waitForGame(page);
    assert.equal(await page.evaluate(() => window.rbBundle), 'two-pack-solitaires-extra');
    s = await gameState(page);
    assert.equal(s.seats.length, 2);
    assert.ok(s.tops.f16, 'sixteen common foundations');
    // Opened again without options: the kept settings (a race) pick the extra bundle at once.
    await page.goto(page.url().split('?')[0] + '?game=harp', { waitUntil: 'load' });
    await waitForGame(page);
    assert.equal(await page.evaluate(() => window.rbBundle), 'two-pack-solitaires-extra');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// A person's play in a race, among their own actions ('a ...'): a card home first, then the waste
// or the hand into a space or onto a pile, then turning up; End when nothing is left.
function chooseRace(mine) {
  return mine.find((a) => / home /.test(a)) || mine.find((a) => /^a move [wh] t\d+$/.test(a)) ||
    mine.find((a) => a === 'a turnup') || mine.find((a) => a === 'a end');
}

test('congress: a race on common foundations played by mouse against the slowest computer',
  async () => {
    const { context, page, problems } = await openGame(
      '?game=congress&mode=common&level=1&seed=11&standstill_s=30&speed=fast');
    try {
      let s = await gameState(page);
      assert.equal(s.seats.length, 2, 'two players');
      assert.ok(s.tops.f16 && s.tops.bt1, 'sixteen common foundations and the computer\'s layout');
      let byHand = 0, refused = 0;
      for (let step = 0; step < 2000; step++) {
        await settle(page);
        s = await gameState(page);
        if (s.over) break;
        const mine = s.legal.filter((a) => a.startsWith('a '));
        if (mine.length === 0) {
          // The person's game is over: the computer plays on alone, at once (the test hook),
          // until it has nothing left to do (no card of its own can go home, and at its last look
          // at the table as it is it played nothing)...
          await page.evaluate(() => Module._rb_test_computer_pace(0));
          await page.waitForFunction(() => {
            const now = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
            return now.over || (now.computer_waits &&
              !now.legal.some((a) => a.startsWith('a ') || / home /.test(a)));
          }, null, { timeout: 90_000 });
          // ...then nobody can act any more, and the race ends by its standstill rule: the game's
          // clock is moved on by standstill_s (the test hook) instead of waiting for it.
          await page.evaluate(() => Module._rb_test_clock_forward(30_000));
          await page.waitForFunction(() => JSON.parse(
            Module.UTF8ToString(Module._rb_state_json())).over, null, { timeout: 90_000 });
          continue;
        }
        const text = chooseRace(mine);
        const index = s.legal.indexOf(text);
        const [gesture, , to, card] = s.looks[index];
        const before = s.actions;
        if (gesture === 'move') {
          await page.mouse.move(...centre(card));
          await page.mouse.down();
          await page.mouse.move(...centre(s.tops[to]), { steps: 4 });
          await page.mouse.up();
        } else if (gesture === 'tap') {
          await page.mouse.click(...centre(card));
        } else {
          const button = s.toolbar.find((w) => w.id === 'pass' && w.enabled);
          assert.ok(button, `the toolbar has a button for ${text}`);
          await page.mouse.click(...centre(button.rect));
        }
        await settle(page);
        const after = await gameState(page);
        // (A card the computer got home first stays where it was: the play is refused.)
        const mineNow = after.record.split('\n').filter((l) => l.startsWith('a ')).length;
        const mineBefore = s.record.split('\n').filter((l) => l.startsWith('a ')).length;
        if (mineNow > mineBefore) byHand++;
        else refused++;
        assert.ok(refused <= 20, `plays by hand are applied (message: ${after.message})`);
        assert.ok(after.actions >= before);
      }
      s = await gameState(page);
      assert.ok(s.over, 'the race ended');
      assert.ok(byHand >= 10, `the person made ${byHand} plays by hand`);
      const record = s.record.split('\n');
      assert.ok(record.some((l) => l.startsWith('b ')), 'the computer played too');
      assert.ok(record.every((l) => !/^[ab] /.test(l) || / @\d+\.\d{3}/.test(l)),
        'every play of the race has its time in the record');
      assert.ok(s.result.length > 0, `the end is told: ${s.result}`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

test('identical: after the match, the computer\'s game replays on the table by Redo', async () => {
  const { context, page, problems } = await openGame('?game=harp&mode=identical&seed=17');
  try {
    // Both games played through the test hook (each seat's first play, End when nothing else).
    for (let step = 0; step < 5000; step++) {
      const s = await gameState(page);
      if (s.over) break;
      const pick = s.legal.find((a) => a.startsWith('a ') && !a.endsWith(' end')) ||
        s.legal.find((a) => a.startsWith('b ') && !a.endsWith(' end')) || s.legal[0];
      const error = await page.evaluate((a) => Module.ccall('rb_test_apply', 'string',
        ['string'], [a]), pick);
      if (error !== '') {
        // The computer plays its own game meanwhile: a play of its seat read from the table
        // before its last play may be refused. Anything else refused is a fault.
        const now = await gameState(page);
        assert.ok(pick.startsWith('b ') && now.record !== s.record, `${pick}: ${error}`);
      }
    }
    await page.waitForFunction(() => JSON.parse(
      Module.UTF8ToString(Module._rb_state_json())).panel === 'end', null, { timeout: 20_000 });
    await settle(page);
    let s = await gameState(page);
    const theirs = s.record.split('\n').filter((l) => l.startsWith('b ')).length;
    const watch = s.panel_widgets.find((w) => w.id === 'watch_other');
    assert.ok(watch, 'the end panel offers the computer\'s game');
    // (The panel of a loss opens with its joke: no line comes in later to move the button.)
    await page.mouse.click(...centre(watch.rect));
    await settle(page);
    s = await gameState(page);
    assert.equal(s.seats.length, 1, 'the computer\'s game alone on the table');
    assert.equal(s.actions, 0, 'from the deal');
    for (let i = 0; i < 3; i++) {
      const redo = s.toolbar.find((w) => w.id === 'redo' && w.enabled);
      assert.ok(redo, 'Redo steps through it');
      await page.mouse.click(...centre(redo.rect));
      await settle(page);
      s = await gameState(page);
      assert.equal(s.actions, i + 1);
    }
    assert.ok(theirs >= 3, `the computer made ${theirs} plays`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a race on a phone: the computer\'s layout small beside the foundations; hidden, it stops',
  async () => {
  const { context, page, problems } = await openGame('?game=harp&mode=common&seed=3',
    { spec: PHONE });
  try {
    await settle(page);
    assert.equal((await gameState(page)).panel, 'none');
    const layout = await page.evaluate(() => JSON.parse(
      Module.UTF8ToString(Module._rb_layout_json())));
    const mine = layout.piles.filter((p) => /^t\d+$/.test(p.id));
    const theirs = layout.piles.filter((p) => /^bt\d+$/.test(p.id));
    assert.equal(theirs.length, mine.length, 'every pile of the computer\'s layout is shown');
    for (const p of theirs) {
      assert.ok(p.w < mine[0].w / 2, `${p.id} is small (${p.w} css px)`);
      assert.ok(p.x >= 0 && p.y >= 0 && p.x + p.w <= 390 && p.y + p.h <= 844, `${p.id} is inside`);
    }
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForFunction(() => JSON.parse(
      Module.UTF8ToString(Module._rb_state_json())).panel === 'menu', null, { timeout: 10_000 });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// Frame times while the computer plays both seats of a race (both layouts move), desktop and phone.
// Measures, asserts nothing: run when asked (RB_E2E_MEASURE=1), not in every test run.
test('measure: frame times of a race while both layouts move', { skip: !process.env.RB_E2E_MEASURE && 'a measurement: RB_E2E_MEASURE=1 runs it' },
  async (t) => {
  const lines = [];
  for (const [label, spec] of [['desktop 1280x800', DESKTOP], ['phone 390x844 DPR 3', PHONE]]) {
    const { context, page } = await openGame(
      '?game=harp&mode=common&seed=9&seats=auto&speed=normal&computer_pace=0.3', { spec });
    try {
      await page.waitForFunction(() => JSON.parse(
        Module.UTF8ToString(Module._rb_frame_stats())).cards_ready, null,
      { polling: 200, timeout: 120_000 }).catch(() => {});
      await page.evaluate(() => Module._rb_frame_stats_reset());
      const a0 = (await gameState(page)).actions;
      const f0 = await page.evaluate(() => Module._rb_frame_count());
      await new Promise((resolve) => setTimeout(resolve, 6000));  // the time measured
      const f1 = await page.evaluate(() => Module._rb_frame_count());
      const a1 = (await gameState(page)).actions;
      const stats = await page.evaluate(() => JSON.parse(
        Module.UTF8ToString(Module._rb_frame_stats())));
      lines.push(`race, ${label}: ${a1 - a0} plays and ${f1 - f0} frames in 6 s; paint p95 ` +
        `${stats.paint_p95.toFixed(2)} ms, whole tick p95 ${stats.tick_p95.toFixed(2)} ms`);
    } finally {
      await context.close();
    }
  }
  for (const line of lines) t.diagnostic(line);
  mkdirSync(artifactsDir, { recursive: true });
  writeFileSync(path.join(artifactsDir, 'matches-measurements.txt'), lines.join('\n') + '\n');
});
