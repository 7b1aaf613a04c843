// Browser tests of the guided first games (app/flow/lesson_play.hpp): for every game, the lesson
// opened by the address (learn=on) on a desktop and from the menu's Learn on a phone, played to
// its end by hand — by mouse, and by touch on the phone: each step's first action where the step
// outlines it, the call button for a knock, and the hint's move (H) where the lesson leaves the
// person free. The game then goes on as a normal one. Screenshots of each game's first step
// (build/e2e/learn-<game>-<desktop|phone>.png).
//
// Run: scripts/test (all), or after `cmake --build --preset web`:
//   cd tests/e2e && node --test learn.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { artifactsDir, useServerAndBrowser } from './harness.mjs';
import { gameState, openGame, settle, waitForState } from './game_page.mjs';
import { makeAction } from './play_by_hand.mjs';

useServerAndBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true,
  hasTouch: true };
const GAMES = ['russian-bank', 'pishe-pasha', 'spite-and-malice', 'single-deck-russian-bank',
  'congress', 'harp', 'house-in-the-wood', 'house-on-the-hill', 'intelligence'];

const lessonOn = (page) => page.waitForFunction(() => {
  const s = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
  return s.lesson !== null;
}, null, { timeout: 20_000 });

// Plays the lesson open in `page` by hand to its end; returns the state after it.
async function playLesson(page, touch, game) {
  let s = await gameState(page);
  let steps = 0;
  for (let i = 0; i < 400 && s.lesson; i++) {
    await settle(page);
    s = await gameState(page);
    if (!s.lesson) break;
    assert.equal(s.over, false, `${game}: the game ended inside the lesson`);
    const free = s.lesson.allowed.length === 0 && s.turn === 'a' && s.panel === 'none' &&
      /Play on as you like/.test(s.lesson.words);
    if (s.lesson.allowed.length === 0 && !free) {
      // The computer's part: wait until the table or the lesson moves on.
      await page.waitForFunction(([n, step]) => {
        const now = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
        return !now.lesson || now.actions !== n || now.lesson.step !== step ||
          now.lesson.allowed.length > 0 || /Play on as you like/.test(now.lesson.words);
      }, [s.actions, s.lesson.step], { timeout: 30_000 });
      continue;
    }
    // The step's action (the first it takes), or where it leaves the person free, the hint's
    // move (H), else the first legal action that is not a call.
    let index = s.lesson.allowed[0];
    if (free) {
      await page.keyboard.press('h');
      await settle(page);
      // (The hint is thought out over ticks: waited for, not a number of frames.)
      await page.waitForFunction(() => {
        const now = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
        return !now.thinking || now.outline?.kind === 'hint';
      }, null, { timeout: 30_000 });
      await settle(page);
      const hinted = await gameState(page);
      const o = hinted.outline?.kind === 'hint' ? hinted.outline : null;
      index = o ? s.looks.findIndex((l) => l[0] === 'move' && l[1] === o.from && l[2] === o.to) : -1;
      if (index < 0) {
        index = s.looks.findIndex((l) => l[0] === 'move' || l[0] === 'tap' || l[0] === 'button');
      }
    }
    assert.ok(index >= 0, `${game}: something to do at step ${s.lesson.step}: ${s.legal}`);
    const before = s.actions;
    const step = s.lesson.step;
    await makeAction(page, s, index, touch);
    await settle(page);
    s = await gameState(page);
    assert.ok(s.actions > before,
      `${game}: ${s.legal[index]} by hand was applied at step ${step} (message: ${s.message})`);
    steps++;
  }
  assert.equal(s.lesson, null, `${game}: the lesson ended`);
  assert.ok(steps > 0);
  return s;
}

for (const game of GAMES) {
  test(`${game}: the guided first game, by mouse on a desktop (learn=on)`, async () => {
    const { context, page, problems } = await openGame(`?game=${game}&speed=instant&learn=on`);
    try {
      await lessonOn(page);
      await settle(page);
      const first = await gameState(page);
      assert.equal(first.lesson.step, 0);
      assert.ok(first.lesson.words.length > 0, 'the first step says what to do');
      assert.ok(first.status.length > 0 && first.lesson.words.startsWith(first.status),
        `the message line shows the step's words: "${first.status}"`);
      writeFileSync(path.join(artifactsDir, `learn-${game}-desktop.png`),
        await page.locator('#canvas').screenshot());
      const end = await playLesson(page, false, game);
      assert.equal(end.over, false, `a normal game goes on after the lesson (${end.result}; ${end.message}; ${JSON.stringify(end.record?.slice?.(-4) ?? null)})`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test(`${game}: the guided first game, by touch on a phone (Learn in the menu)`, async () => {
    const { context, page, problems } = await openGame(`?game=${game}&speed=instant`,
      { spec: PHONE });
    try {
      let s = await gameState(page);
      const menu = s.toolbar.find((w) => w.id === 'menu');
      await page.touchscreen.tap(menu.rect.x + menu.rect.w / 2, menu.rect.y + menu.rect.h / 2);
      await waitForState(page, 'panel', 'menu');
      await settle(page);
      s = await gameState(page);
      const learn = s.panel_widgets.find((w) => w.id === 'learn');
      assert.ok(learn, 'the menu has Learn');
      await page.touchscreen.tap(learn.rect.x + learn.rect.w / 2, learn.rect.y + learn.rect.h / 2);
      await lessonOn(page);
      await settle(page);
      writeFileSync(path.join(artifactsDir, `learn-${game}-phone.png`),
        await page.locator('#canvas').screenshot());
      await playLesson(page, true, game);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
