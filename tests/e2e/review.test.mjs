// Browser tests of the coach's Review (src/app/flow/review.hpp): a Russian Bank game against the
// computer, played through the test hook with plays to the centre missed on purpose and then
// resigned; the end panel's "Review your game" by mouse; the coach looks in slices (the page keeps
// drawing) and finds the missed plays; Next mistake by key and by the toolbar shows each with its
// better move outlined; Escape brings the game back. On a phone, a solitaire's review by touch.
// Waits for the state it needs, never for a time.
//
// Run: scripts/test (all), or after `cmake --build --preset web`:
//   cd tests/e2e && node --test review.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { artifactsDir, useServerAndBrowser } from './harness.mjs';
import { gameState, openGame, play, settle } from './game_page.mjs';

useServerAndBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true,
  hasTouch: true };
const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];

async function saveShot(page, name) {
  writeFileSync(path.join(artifactsDir, name), await page.locator('#canvas').screenshot());
}

async function click(page, widgets, id, touch = false) {
  const w = widgets.find((x) => x.id === id);
  assert.ok(w, `a ${id} button among ${widgets.map((x) => x.id).join(', ')}`);
  if (touch) await page.touchscreen.tap(...centre(w.rect));
  else await page.mouse.click(...centre(w.rect));
  await settle(page);
}

// The end panel's "Review your game" (a click while the end panel still comes in may go unseen:
// clicked until the review is on the table).
async function startReview(page, touch = false) {
  let s = await gameState(page);
  for (let tries = 0; tries < 5 && !s.review; tries++) {
    await click(page, s.panel_widgets, 'review', touch);
    s = await gameState(page);
  }
  assert.ok(s.review, 'the review is on the table');
  return s;
}

async function reviewDone(page) {
  await page.waitForFunction(() => JSON.parse(Module.UTF8ToString(Module._rb_state_json()))
    .review?.done === true, null, { polling: 100, timeout: 120_000 });
  return gameState(page);
}

test('desktop: after a game, the review finds the missed plays and shows each one', async () => {
  const { context, page, problems } = await openGame('?game=russian-bank&level=1&speed=instant&seed=5');
  try {
    // The human's turns: a move that is not to the centre when one is (a missed play), else the
    // first move or turn-up; 40 of them, then the human resigns.
    let missed = 0;
    for (let i = 0; i < 40; i++) {
      await page.waitForFunction(() => {
        const s = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
        return s.over || (s.turn === 'a' && !s.animating && !s.thinking);
      }, null, { polling: 50, timeout: 30_000 });
      const s = await gameState(page);
      if (s.over) break;
      const moves = s.legal.filter((a) => a.startsWith('move ') || a === 'turnup');
      const central = moves.some((a) => / c\d$/.test(a));
      const pick = moves.find((a) => !/ c\d$/.test(a)) || moves[0];
      if (central && !/ c\d$/.test(pick)) missed++;
      await play(page, pick);
      await settle(page);
    }
    assert.ok(missed >= 1, 'a play to the centre was missed on purpose');
    let s = await gameState(page);
    if (!s.over) await play(page, 'resign a');
    await page.waitForFunction(() => JSON.parse(Module.UTF8ToString(Module._rb_state_json()))
      .panel === 'end', null, { timeout: 30_000 });
    s = await gameState(page);
    const record = s.record;
    s = await startReview(page);
    assert.equal(s.panel, 'none');
    assert.equal(s.actions, 0, 'the table shows the deal');
    assert.match(s.message, /^Move 1 of \d+/);
    // It works in slices: the page draws frames while the coach looks.
    const frames = s.frames;
    s = await reviewDone(page);
    assert.ok(s.frames > frames, 'frames were drawn during the review');
    const missedPlays = s.review.findings.filter((f) => f.kind === 'missed_play');
    assert.ok(missedPlays.length >= 1, `missed plays found: ${JSON.stringify(s.review.findings)}`);
    assert.match(s.review.summary, /mistake/);
    // N (and the toolbar's Next mistake) go to each finding, its words said, a better move shown.
    const at = [...new Set(s.review.findings.map((f) => f.index))].filter((i) => i > 0);
    for (let i = 0; i < at.length; i++) {
      if (i % 2 === 0) {
        await page.keyboard.press('n');
        await settle(page);
      } else {
        await click(page, (await gameState(page)).toolbar, 'review_mistake');
      }
      s = await gameState(page);
      assert.equal(s.review.at, at[i]);
      assert.equal(s.actions, at[i]);
      assert.match(s.message, new RegExp(`^Move ${at[i] + 1} of \\d+: `));
      if (i === 0) await saveShot(page, 'review-mistake.png');
    }
    // The toolbar's Previous mistake goes back to the one before.
    if (at.length >= 2) {
      await click(page, (await gameState(page)).toolbar, 'review_mistake_back');
      s = await gameState(page);
      assert.equal(s.review.at, at[at.length - 2]);
    }
    const firstMissed = missedPlays[0].index;
    while ((await gameState(page)).review.at > firstMissed) {
      await page.keyboard.press('ArrowLeft');
      await settle(page);
    }
    s = await gameState(page);
    assert.match(s.message, /You .*, but a play came first: move the /);
    assert.equal(s.outline?.kind, 'hint');
    assert.match(s.outline.to, /^c\d$/, 'the centre play is outlined');
    await page.keyboard.press('Escape');
    await settle(page);
    s = await gameState(page);
    assert.equal(s.review, null);
    assert.equal(s.record, record, 'the game is back as it was');
    assert.equal(s.panel, 'end');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('phone: a solitaire given up is reviewed by touch', async () => {
  const { context, page, problems } = await openGame('?game=harp&speed=instant&seed=8',
    { spec: PHONE });
  try {
    for (let i = 0; i < 30; i++) {
      const s = await gameState(page);
      if (s.over || s.legal.length === 0) break;
      const pick = s.legal.find((a) => a.startsWith('move ')) || s.legal[0];
      await play(page, pick);
      await settle(page);
    }
    let s = await gameState(page);
    if (!s.over) {
      const end = s.toolbar.find((w) => w.text === 'End game');
      assert.ok(end, `an End game button: ${s.toolbar.map((w) => w.text).join(', ')}`);
      await click(page, s.toolbar, end.id, true);
      // (A game that counts asks for a second press.)
      s = await gameState(page);
      const again = s.toolbar.find((w) => w.text === 'Press again to end');
      if (again) await click(page, s.toolbar, again.id, true);
    }
    await page.waitForFunction(() => JSON.parse(Module.UTF8ToString(Module._rb_state_json()))
      .panel === 'end', null, { timeout: 30_000 });
    await startReview(page, true);
    s = await reviewDone(page);
    for (const id of ['review_next', 'review_next', 'review_back']) {
      await click(page, s.toolbar, id, true);
      s = await gameState(page);
    }
    assert.equal(s.review.at, 1);
    // The toolbar's buttons and the message stay inside the phone's width.
    for (const w of s.toolbar) assert.ok(w.rect.x + w.rect.w <= 390, `${w.id} inside the screen`);
    await click(page, s.toolbar, 'review_mistake', true);
    assert.ok((await gameState(page)).toolbar.some((w) => w.id === 'review_mistake_back'),
      'a phone may go back to a mistake too');
    await saveShot(page, 'review-phone.png');
    await click(page, (await gameState(page)).toolbar, 'review_close', true);
    s = await gameState(page);
    assert.equal(s.review, null);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
