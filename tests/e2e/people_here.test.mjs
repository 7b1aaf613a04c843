// Browser tests of people on one screen (`people=AB`, the menu's "Against: People here"): in
// Spite and Malice every hand stays hidden behind the pass screen until the person in turn takes
// it with a real click, and again at each change of turn; in Russian Bank the person not in turn
// knocks with the button by their own seat's box (a real click).
//
// Run: scripts/test (all), or after `cmake --build --preset web`:
//   cd tests/e2e && node --test people_here.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser } from './harness.mjs';
import { gameState, openGame, play, settle, someAction, waitForState } from './game_page.mjs';

useServerAndBrowser();

const click = (page, rect) => page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);

// Takes the screen at the pass screen: a real click on its button.
async function takeScreen(page) {
  await waitForState(page, 'panel', 'pass');
  await settle(page);
  const state = await gameState(page);
  assert.equal(state.viewer, -1, 'no hand shows while the screen waits to be passed');
  const button = state.panel_widgets.find((w) => w.id === 'close');
  assert.ok(button, 'the pass screen has its button');
  await click(page, button.rect);
  await waitForState(page, 'panel', 'none');
  await settle(page);
  return gameState(page);
}

test('Spite and Malice between two people: the pass screen hides both hands at each turn', async () => {
  const { context, page, problems } = await openGame(
    '?game=spite-and-malice&people=AB&speed=instant&seed=4');
  try {
    let state = await takeScreen(page);
    const first = state.turn;
    assert.equal(state.viewer, first === 'a' ? 0 : 1, 'the person in turn sees their hand');
    // The person in turn plays until the turn passes; the screen waits for the other.
    for (let i = 0; i < 40 && state.turn === first && !state.over; i++) {
      await play(page, someAction(state));
      await settle(page);
      state = await gameState(page);
    }
    assert.notEqual(state.turn, first, 'the turn passed');
    state = await takeScreen(page);
    assert.equal(state.viewer, state.turn === 'a' ? 0 : 1, 'and the next person sees theirs');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('Russian Bank between two people: the one not in turn knocks by their own seat\'s box', async () => {
  const { context, page, problems } = await openGame('?people=AB&speed=instant&seed=3');
  try {
    await settle(page);
    let state = await gameState(page);
    assert.equal(state.panel, 'none', 'nothing to hide: no pass screen');
    assert.ok(!state.toolbar.find((w) => w.id === 'call'), 'no Knock in the toolbar');
    let knocked = false;
    for (let i = 0; i < 30 && !knocked && !state.over; i++) {
      const mover = state.turn;
      const caller = mover === 'a' ? 'B' : 'A';
      assert.ok(!state.toolbar.find((w) => w.id === `seat_call_${mover.toUpperCase()}`),
        'the person in turn has no call button');
      await play(page, someAction(state));
      await settle(page);
      state = await gameState(page);
      if (state.turn !== mover) continue;  // (the turn passed: look again)
      const button = state.toolbar.find((w) => w.id === `seat_call_${caller}`);
      assert.ok(button, `the call button by ${caller}'s box`);
      const actions = state.actions;
      await click(page, button.rect);
      await settle(page);
      state = await gameState(page);
      assert.equal(state.actions, actions + 1, 'the knock was made');
      assert.match(state.record.trim().split('\n').pop(), new RegExp(`knock ${caller.toLowerCase()}`));
      knocked = true;
    }
    assert.ok(knocked, 'a turn went on long enough to knock in');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
