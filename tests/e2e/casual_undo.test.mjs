// Browser test of casual undo against the computer (the menu's "Against: With undo", `undo=on`):
// in Russian Bank the player's own action of their turn is taken back by the toolbar's Undo
// (a real click) and made again by Y; without the option the toolbar has no Undo and Z says why.
//
// Run: scripts/test (all), or after `cmake --build --preset web`:
//   cd tests/e2e && node --test casual_undo.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser } from './harness.mjs';
import { gameState, openGame, play, settle, waitForGame } from './game_page.mjs';

useServerAndBrowser();

// The toolbar's widget of that id, when it is there.
const widget = (state, id) => state.toolbar.find((w) => w.id === id);

// Waits until the player is in turn (or the game is over) and nothing moves.
async function untilPlayersTurn(page) {
  await page.waitForFunction(() => {
    const s = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
    return Module._rb_test_quiet() === 1 && (s.turn === 'a' || s.over);
  }, null, { polling: 100, timeout: 60_000 });
  return gameState(page);
}

test('with undo on, the toolbar\'s Undo takes back the player\'s own action of their turn', async () => {
  const { context, page, problems } = await openGame('?undo=on&speed=instant&seed=9');
  try {
    await waitForGame(page);
    let undone = false;
    for (let step = 0; step < 60 && !undone; step++) {
      const before = await untilPlayersTurn(page);
      if (before.over) break;
      const action = before.legal.find((a) => !/^(knock|resign)/.test(a));
      await play(page, action);
      await settle(page);
      const after = await gameState(page);
      const undo = widget(after, 'undo');
      assert.ok(undo, 'the toolbar has Undo');
      if (after.turn !== 'a' || !undo.enabled) continue;  // (a card turned up, or the turn passed)
      await page.mouse.click(undo.rect.x + undo.rect.w / 2, undo.rect.y + undo.rect.h / 2);
      await settle(page);
      assert.equal((await gameState(page)).record, before.record, 'the action taken back');
      await page.keyboard.press('y');
      await settle(page);
      assert.equal((await gameState(page)).record, after.record, 'and made again');
      undone = true;
    }
    assert.ok(undone, 'an action of the player\'s own that turned no card up was found');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('without the option a game against the computer has no Undo, and Z says why', async () => {
  const { context, page, problems } = await openGame('?speed=instant&seed=9');
  try {
    await waitForGame(page);
    const before = await untilPlayersTurn(page);
    assert.equal(widget(before, 'undo'), undefined);
    await page.locator('canvas').focus();
    await page.keyboard.press('z');
    await settle(page);
    const now = await gameState(page);
    assert.equal(now.record, before.record);
    assert.match(now.message, /undo is off/i);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
