// Browser tests of the two-pack solitaires as a player meets them: Congress played to its end by
// mouse (drags and clicks on the canvas); House in the Wood with "winnable deals only" (the first
// deal is one the solver has won), Undo and Redo from the toolbar back to the deal, and the demo
// (from the menu) playing that deal to a win; the time to a winnable deal is printed; with
// tell_lost on, a deal the solver proves lost is said at its start and a move that loses a deal
// that could be won at once, and the page rests once the solver is done. The solver runs in its
// worker (two-pack-solitaires-solver.js), not in the page: a page whose worker cannot be loaded
// says it found no winnable deal, and plays on.
//
// Run: scripts/test (all), or after `cmake --build --preset web`:
//   cd tests/e2e && node --test solitaires.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browser, useServerAndBrowser } from './harness.mjs';
import { gameState, openGame, play, settle, waitForState } from './game_page.mjs';
import { playToEnd } from './play_by_hand.mjs';
import { countCallbacks } from './callback_counter.mjs';

useServerAndBrowser();

const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];

async function clickWidget(page, list, id) {
  const s = await gameState(page);
  const widget = s[list].find((w) => w.id === id);
  assert.ok(widget && widget.enabled, `${id} is in the ${list} and enabled: ${JSON.stringify(
    s[list].map((w) => w.id))}`);
  await page.mouse.click(...centre(widget.rect));
  await settle(page);
}

// A player's move: a card to a foundation, else a card onto the tableau, else turning up, else
// the game's own buttons (redeal, end).
function chooseSolitaire(s) {
  const moves = s.legal.filter((a) => a.startsWith('move '));
  return moves.find((a) => / f\d+$/.test(a)) || moves.find((a) => / t\d+$/.test(a)) ||
    s.legal.find((a) => a === 'turnup') || s.legal.find((a) => a === 'redeal') || s.legal[0];
}

test('congress: a whole deal played by mouse', async () => {
  const { context, page, problems } = await openGame('?game=congress&speed=instant&seed=4');
  try {
    const { s, byHand } = await playToEnd(page, chooseSolitaire);
    assert.ok(s.over, `the game ended (${s.actions} actions)`);
    assert.ok(byHand >= 10, `the player made ${byHand} actions by hand`);
    await page.waitForFunction(() => JSON.parse(
      Module.UTF8ToString(Module._rb_state_json())).panel === 'end', null, { timeout: 10_000 });
    assert.ok(s.result.length > 0, 'the end is told');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('house-in-the-wood: winnable deals only, undo and redo from the toolbar, the demo wins',
  async () => {
    const started = Date.now();
    const { context, page, problems } = await openGame(
      '?game=house-in-the-wood&speed=instant&winnable_only=on');
    try {
      // A deal to look at at once, then the winnable one once the search has found it.
      await page.waitForFunction(() => !JSON.parse(
        Module.UTF8ToString(Module._rb_state_json())).thinking, null, { timeout: 60_000 });
      await settle(page);
      let s = await gameState(page);
      console.log(`# a winnable deal (${s.seed}) was on the table ${Date.now() - started} ms ` +
        'after the page was opened');
      assert.match(s.message, /The solver has won this deal/);
      const dealt = s.actions;  // the safe cards the table played by itself at the deal
      const atDeal = s.state;

      // Two moves by mouse, then Undo twice: the table is as it was; Redo brings them back.
      const afterMoves = [];
      for (let i = 0; i < 2; i++) {
        const { s: now } = await playToEnd(page, chooseSolitaire, { maxSteps: 1 });
        afterMoves.push(now.state);
      }
      s = await gameState(page);
      assert.ok(s.actions >= dealt + 2, `two moves were made (${s.actions} actions)`);
      await clickWidget(page, 'toolbar', 'undo');
      assert.equal((await gameState(page)).state, afterMoves[0], 'one move taken back');
      await clickWidget(page, 'toolbar', 'undo');
      s = await gameState(page);
      assert.equal(s.state, atDeal, 'back to the table as it was before the moves');
      assert.match(s.message, /^Undone: /);
      await clickWidget(page, 'toolbar', 'redo');
      await clickWidget(page, 'toolbar', 'redo');
      assert.equal((await gameState(page)).state, afterMoves[1], 'both moves made again');
      await clickWidget(page, 'toolbar', 'undo');
      await clickWidget(page, 'toolbar', 'undo');
      // Z and Y do the same from the keyboard.
      await page.keyboard.press('y');
      await settle(page);
      assert.equal((await gameState(page)).state, afterMoves[0], 'Y makes a move again');
      await page.keyboard.press('z');
      await settle(page);
      assert.equal((await gameState(page)).state, atDeal, 'Z takes it back');

      // The demo, from the menu, plays the deal the solver has won to its end.
      await clickWidget(page, 'toolbar', 'menu');
      await clickWidget(page, 'panel_widgets', 'demo');
      s = await gameState(page);
      // (While its game goes on the toolbar stops it; at its end it stops by itself, which at
      // this pace may come before this look.)
      assert.ok(s.over || s.toolbar.some((w) => w.id === 'demo'), 'the toolbar has Stop demo');
      await page.waitForFunction(() => JSON.parse(
        Module.UTF8ToString(Module._rb_state_json())).over, null, { timeout: 300_000 });
      s = await gameState(page);
      assert.equal(s.winner, 'a', `the demo won: ${s.result}`);
      assert.equal(s.score, 104);
      assert.ok(!s.toolbar.some((w) => w.id === 'demo'), 'the demo stopped by itself at its end');

      // New game: the next winnable deal, looked for while the table stays (N from the keyboard).
      // (The end panel first: it comes a moment after the last move, and an Escape before it
      // opened the menu, where N is no New game: a run on a busy machine waited for ever.)
      await waitForState(page, 'panel', 'end');
      await page.keyboard.press('Escape');
      await settle(page);
      const pressed = Date.now();
      await page.keyboard.press('n');
      await page.waitForFunction((seed) => {
        const now = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
        return now.seed !== seed && !now.thinking;
      }, s.seed, { timeout: 120_000 });
      s = await gameState(page);
      console.log(`# the next winnable deal (${s.seed}) was dealt ${Date.now() - pressed} ms ` +
        'after N was pressed');
      assert.match(s.message, /The solver has won this deal|not proved/);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });


test('house-in-the-wood: with tell_lost on, the solver says a deal cannot be won, and a move lost one',
  async () => {
    const messageIs = (words) => JSON.parse(
      Module.UTF8ToString(Module._rb_state_json())).message === words;
    // Deal 8: the solver proves it lost at once (tests/app/loss_watch_test.cpp).
    const { context, page, problems } = await openGame(
      '?game=house-in-the-wood&seed=8&tell_lost=on', { initScript: countCallbacks });
    try {
      await page.waitForFunction(messageIs, 'This deal cannot be won.', { timeout: 60_000 });
      await settle(page);
      let s = await gameState(page);
      assert.equal(s.message, 'This deal cannot be won.');
      assert.equal(s.thinking, false);
      // Once the solver is done, the page rests.
      await page.waitForFunction(() => Module._rb_loop_asleep() === 1, null,
        { polling: 100, timeout: 60_000 });
      await page.evaluate(() => window.__rbCallbacks.start());
      await new Promise((resolve) => setTimeout(resolve, 1000));
      assert.deepEqual(await page.evaluate(() => window.__rbCallbacks.read()),
        { frames: 0, timers: 0 }, 'no callbacks at rest');

      // Deal 37, winnable: the king of hearts from t15 onto the queen of hearts of t8 loses it.
      assert.equal(await page.evaluate(() => Module.ccall('rb_test_new_game', 'string',
        ['string'], ['seed=37&tell_lost=on'])), '');
      await page.waitForFunction(() => !JSON.parse(
        Module.UTF8ToString(Module._rb_state_json())).thinking, null, { timeout: 60_000 });
      await settle(page);
      s = await gameState(page);
      assert.equal(s.seed, 37);
      assert.match(s.message, /^New game: /);
      await play(page, 'move t15 t8');
      await page.waitForFunction(messageIs,
        'No longer winnable: that move lost a deal that could be won.', { timeout: 60_000 });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

// The worker's script missing (the page cannot make it), or its wasm (the worker starts, then
// cannot load its solver).
for (const missing of ['two-pack-solitaires-solver.js', 'two-pack-solitaires-solver.wasm']) {
  test(`house-in-the-wood: a page whose solver worker cannot be loaded (${missing} missing) says so and plays on`,
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.route(`**/${missing}`, (route) => route.fulfill({ status: 404, body: '' }));
      const { page, problems } = await openGame(
        '?game=house-in-the-wood&speed=instant&winnable_only=on', { context });
      try {
        await page.waitForFunction(() => !JSON.parse(
          Module.UTF8ToString(Module._rb_state_json())).thinking, null, { timeout: 60_000 });
        await settle(page);
        const s = await gameState(page);
        assert.match(s.message, /No winnable deal was found in time \(20 deals looked at\); this one is not proved/);
        assert.ok(s.legal.length > 0, 'the deal is on the table, to be played');
        await play(page, s.legal[0]);
        // (The browser reports the missing file and the worker its failure; nothing else.)
        assert.deepEqual(problems.filter((p) => !/solver|404|wasm|Aborted/i.test(p)), []);
      } finally {
        await context.close();
      }
    });
}
