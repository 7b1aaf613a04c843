// Browser tests that play the game (build/web + web/index.html in Debian's Chromium, driven by
// playwright-core), with real mouse drags, clicks, keys and touch taps on the canvas at the
// coordinates the game reports (rb_state_json: every pile's top card, the toolbar's buttons).
//  - a legal move by drag-and-drop; an illegal one slides home and shows the engine's reason;
//  - click-then-click and the keyboard (Tab to a pile, Enter to pick up and put down);
//  - knocking justly and unjustly (Space and the Knock button), the computer knocking on the
//    human after its level's delay; the missed move outlined on the canvas;
//  - a whole game played to its end by the computer in both seats, with the end panel;
//  - a tap-tap move and a finger drag on a phone viewport with touch;
//  - no frames drawn while nothing moves; a new layout on resize; reduced motion; no console
//    errors;
//  - measured, not asserted: frame times while cards move and frames drawn at rest, at 1280x800
//    and at 1920x1080 with devicePixelRatio 2 (written to build/e2e/play-measurements.txt).
// Games are started with fixed seeds and instant animation through rb_test_new_game("seed=..").
//
// Run: scripts/test (all), or after `cmake --build --preset web`:
//   cd tests/e2e && node --test --test-reporter=spec play.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { countCallbacks } from './callback_counter.mjs';
import { settle } from './game_page.mjs';
import { artifactsDir, browser, server, useServerAndBrowser } from './harness.mjs';

const FIRST_FRAME_TIMEOUT_MS = 60_000;

const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true,
  hasTouch: true };
const WIDE_HIDPI = { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 2 };

useServerAndBrowser();

// --- helpers ---------------------------------------------------------------------------------

// Opens the game in a fresh context; collects console errors, page errors and failed requests.
async function openGame(spec, query = '') {
  const context = await browser.newContext(spec);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()}`));
  await page.goto(server.url + query, { waitUntil: 'load' });
  try {
    await page.waitForFunction(() => {
      try {
        return window.Module._rb_frame_count() >= 1;
      } catch {
        return false;
      }
    }, null, { timeout: FIRST_FRAME_TIMEOUT_MS, polling: 100 });
  } catch (err) {
    throw new Error(`no frame within ${FIRST_FRAME_TIMEOUT_MS} ms: ${problems.join('; ')}`,
      { cause: err });
  }
  return { context, page, problems };
}

const state = (page) => page.evaluate(() => JSON.parse(
  Module.UTF8ToString(Module._rb_state_json())));

// Starts a game with settings in URL-query form; instant animation unless the query says.
async function newGame(page, query) {
  const full = /speed=/.test(query) ? query : `${query}&speed=instant`;
  const error = await page.evaluate((q) => Module.ccall('rb_test_new_game', 'string',
    ['string'], [q]), full);
  assert.equal(error, '', `rb_test_new_game("${full}")`);
  await settle(page);
  return state(page);
}

// Plays an action for whoever is in turn (the computer's seat when it waits); "" when applied.
const apply = (page, action) => page.evaluate((a) => Module.ccall('rb_test_apply', 'string',
  ['string'], [a]), action);

// A key press, handled and drawn.
async function press(page, key) {
  await page.keyboard.press(key);
  await settle(page);
}

const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];

async function drag(page, fromRect, toRect) {
  const [x0, y0] = centre(fromRect);
  const [x1, y1] = centre(toRect);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x1, y1, { steps: 12 });
  await page.mouse.up();
  await settle(page);
}

async function click(page, rect) {
  const [x, y] = centre(rect);
  await page.mouse.click(x, y);
  await settle(page);
}

const moves = (s) => s.legal.filter((a) => a.startsWith('move '))
  .map((a) => { const [, from, to] = a.split(' '); return { text: a, from, to }; });
const isCenter = (pile) => pile.startsWith('c');

// A legal move of the player in turn that breaks no rule: a center move when there is one.
function goodMove(s, { notTo } = {}) {
  const all = moves(s).filter((m) => m.to !== notTo);
  return all.find((m) => isCenter(m.to)) || all[0];
}

const recordActions = (s) => s.record.split('\n')
  .filter((l) => /^(move|turnup|turnover|knock|pass|resign)/.test(l))
  .map((l) => l.replace(/\s*#.*$/, ''));

// RGB at CSS points of a screenshot of the canvas, decoded by the browser.
async function pixels(page, points) {
  const png = await page.locator('#canvas').screenshot();
  const cssWidth = await page.evaluate(() => document.getElementById('canvas').clientWidth);
  return page.evaluate(async ({ b64, pts, cssW }) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(img, 0, 0);
    const scale = img.naturalWidth / cssW;
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    return pts.map(([x, y]) => {
      const px = Math.min(c.width - 1, Math.max(0, Math.round(x * scale)));
      const py = Math.min(c.height - 1, Math.max(0, Math.round(y * scale)));
      const i = (py * c.width + px) * 4;
      return [data[i], data[i + 1], data[i + 2]];
    });
  }, { b64: png.toString('base64'), pts: points, cssW: cssWidth });
}

const near = (a, b, tolerance) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) +
  Math.abs(a[2] - b[2]) <= tolerance;

// Points along the outside of a rectangle, `out` CSS pixels beyond its edges.
function ring(r, out) {
  const pts = [];
  for (let i = 0; i <= 10; i++) {
    const x = r.x + (r.w * i) / 10;
    const y = r.y + (r.h * i) / 10;
    pts.push([x, r.y - out], [x, r.y + r.h + out], [r.x - out, y], [r.x + r.w + out, y]);
  }
  return pts;
}

async function saveShot(page, name) {
  writeFileSync(path.join(artifactsDir, name), await page.locator('#canvas').screenshot());
}

// Seeds with a wanted opening, found by trying deals through the hooks.
async function findSeed(page, query, wanted, tries = 60) {
  for (let seed = 1; seed <= tries; seed++) {
    const s = await newGame(page, `seed=${seed}&${query}`);
    if (await wanted(s, seed)) return seed;
  }
  throw new Error(`no seed in 1..${tries} gives the wanted opening`);
}

// --- tests -----------------------------------------------------------------------------------

test('desktop: a legal drag-and-drop move, and an illegal one refused with the reason', async () => {
  const { context, page, problems } = await openGame(DESKTOP);
  try {
    const s0 = await newGame(page, 'seed=11&seats=wait');
    assert.equal(s0.turn, 'a');
    const move = goodMove(s0, { notTo: 'wa' });
    assert.ok(move, `a building move exists: ${s0.legal}`);
    await drag(page, s0.tops[move.from], s0.tops[move.to]);
    const s1 = await state(page);
    assert.deepEqual(recordActions(s1), [move.text], 'the drag made exactly that move');
    assert.equal(s1.tone, 'info');

    // Illegal: the waste card onto the computer's reserve.
    const from = s1.legal.some((a) => a.startsWith('move wa ')) ? 'wa' : moves(s1)[0].from;
    await drag(page, s1.tops[from], s1.tops.rb);
    const s2 = await state(page);
    assert.deepEqual(recordActions(s2), recordActions(s1), 'an illegal drop changes nothing');
    assert.equal(s2.tone, 'refused');
    assert.equal(s2.message, 'Nothing goes onto a reserve.');
    // The card is back home (its pile's top is where it was) and the message line shows
    // the reason in its colour.
    assert.deepEqual(s2.tops[from], s1.tops[from]);
    const line = s2.message_rect;
    // (every pixel of three rows through the text's middle: a row can pass between strokes)
    const pts = [];
    for (const dy of [-3, 0, 3]) {
      for (let x = line.x; x < line.x + line.w; x++) pts.push([x, line.y + line.h / 2 + dy]);
    }
    const rgb = await pixels(page, pts);
    const reddest = rgb.reduce((a, c) => (c[0] - c[2] > a[0] - a[2] ? c : a));
    assert.ok(rgb.some((c) => c[0] > 200 && c[0] - c[2] > 40),
      `the message line shows the refusal in its light red: the reddest pixel ${reddest}`);
    await saveShot(page, 'play-refused.png');

    // A legal move after the refusal: a second one by click, then click the target.
    const next = goodMove(s2, { notTo: 'wa' });
    if (next) {
      await click(page, s2.tops[next.from]);
      assert.equal((await state(page)).selected, next.from, 'the click picked the card up');
      await saveShot(page, 'play-selected.png');
      await click(page, s2.tops[next.to]);
      const s3 = await state(page);
      assert.equal(recordActions(s3).at(-1), next.text, 'click-click made the move');
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('desktop: the whole move from the keyboard (Tab to a pile, Enter, Tab, Enter)', async () => {
  const { context, page, problems } = await openGame(DESKTOP);
  try {
    const s0 = await newGame(page, 'seed=11&seats=wait');
    const move = goodMove(s0, { notTo: 'wa' });
    await page.locator('#canvas').focus();
    const tabTo = async (pile) => {
      for (let i = 0; i < 30; i++) {
        // (Tab past the last pile leaves the canvas; back in it, the ring starts again.)
        if (await page.evaluate(() => document.activeElement.id !== 'canvas')) {
          await page.locator('#canvas').focus();
        }
        await press(page, 'Tab');
        if ((await state(page)).focus === pile) return;
      }
      throw new Error(`Tab never reached ${pile}`);
    };
    await tabTo(move.from);
    await press(page, 'Enter');
    assert.equal((await state(page)).selected, move.from);
    await tabTo(move.to);
    await saveShot(page, 'play-keyboard-focus.png');
    await press(page, 'Enter');
    assert.deepEqual(recordActions(await state(page)), [move.text]);
    // H gives a hint: outlined on the table and said in the message line.
    await press(page, 'h');
    const hinted = await state(page);
    assert.equal(hinted.tone, 'hint');
    assert.match(hinted.message, /^Hint: /);
    // Past the last pile Tab reaches the toolbar's buttons; Enter presses the one reached.
    for (let i = 0; i < 30 && (await state(page)).bar_focus !== 'menu'; i++) {
      if (await page.evaluate(() => document.activeElement.id !== 'canvas')) {
        await page.locator('#canvas').focus();
      }
      await press(page, 'Tab');
    }
    assert.equal((await state(page)).bar_focus, 'menu', 'Tab reached the Menu button');
    await saveShot(page, 'play-keyboard-toolbar.png');
    await press(page, 'Enter');
    assert.equal((await state(page)).panel, 'menu');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('desktop: knocking justly (Space) and unjustly (the Knock button)', async () => {
  const { context, page, problems } = await openGame(DESKTOP);
  try {
    // A deal where, after the human ends the first turn, the computer can play to a center pile.
    let offence;
    await findSeed(page, 'seats=wait', async (s) => {
      const end = moves(s).find((m) => m.to === 'wa' && m.from.startsWith('h'));
      if (!end || (await apply(page, end.text)) !== '') return false;
      const b = await state(page);
      if (b.turn !== 'b' || !moves(b).some((m) => isCenter(m.to))) return false;
      offence = moves(b).find((m) => !isCenter(m.to) && m.to !== 'wb');
      return Boolean(offence);
    });
    // The computer's seat (played through the hook) builds on a house pile instead.
    assert.equal(await apply(page, offence.text), '');
    await settle(page);
    const before = await state(page);
    await page.locator('#canvas').focus();
    await press(page, 'Space');
    const after = await state(page);
    assert.equal(recordActions(after).at(-1), 'knock a');
    assert.equal(after.turn, 'a', 'a just knock gives the turn back');
    assert.equal(after.tone, 'call');
    assert.match(after.message, /^You knocked — justified: the .* could have gone to center pile \d/);
    assert.equal(after.outline?.kind, 'missed');
    assert.deepEqual(after.wrong_calls, before.wrong_calls, 'no wrong knock counted');
    // The missed move's target is outlined in the knock colour on the canvas.
    const rgb = await pixels(page, ring(after.tops[after.outline.to], 3));
    assert.ok(rgb.filter((c) => near(c, [255, 111, 60], 90)).length >= 8,
      `the missed move is outlined: ${JSON.stringify(rgb.slice(0, 6))}`);
    await saveShot(page, 'play-knock-justified.png');

    // Unjustly: the human ends the turn, the computer makes a move that breaks no rule, the
    // human knocks with the button.
    const ending = moves(await state(page)).find((m) => m.to === 'wa');
    assert.ok(ending, 'the human can end the turn');
    assert.equal(await apply(page, ending.text), '');
    const b = await state(page);
    assert.equal(b.turn, 'b');
    const centerMove = moves(b).find((m) => isCenter(m.to));
    const fair = centerMove ? centerMove.text
      : b.legal.includes('turnup') ? 'turnup' : moves(b)[0].text;
    assert.equal(await apply(page, fair), '');
    await settle(page);
    const button = (await state(page)).toolbar.find((w) => w.id === 'call');
    await click(page, button.rect);
    const wrong = await state(page);
    assert.equal(recordActions(wrong).at(-1), 'knock a');
    assert.match(wrong.message, /^You knocked — unjustified/);
    assert.deepEqual(wrong.wrong_calls, [1, 0], 'the wrong knock counts against the human');
    // The old key, a documented alias, has the same counts.
    assert.deepEqual(wrong.knocks, wrong.wrong_calls, 'knocks: the alias of wrong_calls');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('desktop: the computer knocks on an overlooked move after its level\'s delay', async () => {
  const { context, page, problems } = await openGame(DESKTOP);
  try {
    let offence;
    await findSeed(page, 'seats=play&level=5&speed=normal', async (s) => {
      if (s.turn !== 'a' || !moves(s).some((m) => isCenter(m.to))) return false;
      offence = moves(s).find((m) => !isCenter(m.to) && m.to !== 'wa');
      return Boolean(offence);
    });
    const tops = (await state(page)).tops;
    const started = Date.now();
    await drag(page, tops[offence.from], tops[offence.to]);
    const pending = await state(page);
    const actions = recordActions(pending);
    assert.ok(actions.includes(offence.text), 'the overlooking move was made');
    if (!actions.includes('knock b')) {
      assert.equal(pending.pending_call, true, 'it has noticed');
      assert.equal(pending.pending_knock, true, 'pending_knock: the alias of pending_call');
    }
    await page.waitForFunction(() => JSON.parse(Module.UTF8ToString(Module._rb_state_json()))
      .record.includes('knock b'), null, { polling: 20, timeout: 10_000 });
    const waited = Date.now() - started;
    assert.ok(waited >= 600, `it waited its level's delay (700 ms at level 5), not ${waited} ms`);
    const s = await state(page);
    assert.match(s.message, /^The computer knocked — justified/);
    assert.equal(s.outline?.kind, 'missed');
    await settle(page);
    await saveShot(page, 'play-computer-knocks.png');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('desktop: a whole game to its end (the computer in both seats), then the end panel', async () => {
  const { context, page, problems } = await openGame(DESKTOP);
  try {
    await newGame(page, 'seed=3&seats=auto&level=2');
    await page.waitForFunction(() => {
      const s = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
      return s.over && s.panel === 'end';
    }, null, { polling: 250, timeout: 120_000 });
    const s = await state(page);
    assert.match(s.result, /win|draw/);
    assert.ok(s.panel_widgets.some((w) => w.id === 'new_game'), 'the end panel offers a new game');
    // The record replays: the game reported is the game played.
    assert.ok(recordActions(s).length > 50, `a real game: ${recordActions(s).length} actions`);
    // The panel dims the table: a point of bare felt beside the panel is darker than the felt.
    const layout = await page.evaluate(() => JSON.parse(Module.UTF8ToString(Module._rb_layout_json())));
    const [felt] = await pixels(page, [[4, layout.css_height / 2]]);
    assert.ok(felt[1] < layout.table_rgb[1] - 15, `dimmed felt ${felt} vs ${layout.table_rgb}`);
    await saveShot(page, 'play-end.png');
    // New game from the panel: a new deal starts. (The computer plays it at once, both seats at
    // instant speed, and may have played it to its end by the time the test looks.)
    const button = s.panel_widgets.find((w) => w.id === 'new_game');
    await page.mouse.click(...centre(button.rect));
    await page.waitForFunction((old) => JSON.parse(Module.UTF8ToString(Module._rb_state_json()))
      .seed !== old, s.seed, { polling: 'raf', timeout: 10_000 });
    const fresh = await state(page);
    assert.notEqual(fresh.record, s.record, 'a new game, not the old one');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('phone 390x844 at DPR 3 with touch: tap the card, tap the target', async () => {
  const { context, page, problems } = await openGame(PHONE);
  try {
    const s0 = await newGame(page, 'seed=11&seats=wait');
    const move = goodMove(s0, { notTo: 'wa' });
    // Every pile is on screen, below the toolbar.
    for (const [id, r] of Object.entries(s0.tops)) {
      assert.ok(r.x >= 0 && r.y >= 0 && r.x + r.w <= 390 && r.y + r.h <= 844, `${id} on screen`);
    }
    await page.touchscreen.tap(...centre(s0.tops[move.from]));
    await settle(page);
    assert.equal((await state(page)).selected, move.from, 'one tap picks the card up (once)');
    await page.touchscreen.tap(...centre(s0.tops[move.to]));
    await settle(page);
    const s1 = await state(page);
    assert.deepEqual(recordActions(s1), [move.text], 'the second tap put it down');
    await saveShot(page, 'play-phone.png');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('phone 390x844 at DPR 3 with touch: drag a card with a finger', async () => {
  const { context, page, problems } = await openGame(PHONE);
  try {
    const s0 = await newGame(page, 'seed=11&seats=wait');
    const move = goodMove(s0, { notTo: 'wa' });
    // Playwright's touchscreen only taps: a drag is touchStart, touchMoves, touchEnd over CDP.
    const cdp = await context.newCDPSession(page);
    const [x0, y0] = centre(s0.tops[move.from]);
    const [x1, y1] = centre(s0.tops[move.to]);
    const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', {
      type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
    await touch('touchStart', x0, y0);
    for (let i = 1; i <= 12; i += 1) {
      await touch('touchMove', x0 + ((x1 - x0) * i) / 12, y0 + ((y1 - y0) * i) / 12);
      await settle(page);
      if (i === 6) {
        assert.equal((await state(page)).dragging, true, 'the card follows the finger');
      }
    }
    await touch('touchEnd');
    await settle(page);
    assert.deepEqual(recordActions(await state(page)), [move.text], 'the drop made the move');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the URL query starts the game it names', async () => {
  const { context, page, problems } = await openGame(DESKTOP, '?seed=42&preset=scarne&level=2');
  try {
    const s = await state(page);
    assert.equal(s.seed, 42);
    assert.equal(s.preset, 'scarne');
    assert.equal(s.level, 2);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// Waits until the game's loop sleeps: nothing moves, thinks or is due, every card face is made.
const asleep = (page) => page.waitForFunction(() => Module._rb_loop_asleep() === 1, null,
  { polling: 100, timeout: 120_000 });
// The game's state after the animation frame that follows now: an input event asks for the
// game's tick on an animation frame before this one is asked for, so the tick has run by then.
const stateNextFrame = (page) => page.evaluate(() => new Promise((resolve) =>
  requestAnimationFrame(() => resolve(JSON.parse(Module.UTF8ToString(Module._rb_state_json()))))));

test('at rest the page runs no animation frames and no timers; a click, a key and a host ' +
     'command after the rest are each handled on the next frame', async () => {
  const context = await browser.newContext(DESKTOP);
  await context.addInitScript(countCallbacks);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(msg.text()); });
  page.on('pageerror', (err) => problems.push(err.message));
  try {
    await page.goto(`${server.url}?seed=5&seats=wait&speed=normal`, { waitUntil: 'load' });
    await asleep(page);
    const s0 = await state(page);
    assert.equal(s0.turn, 'a', 'the human is in turn');
    const frames0 = await page.evaluate(() => Module._rb_frame_count());
    await page.evaluate(() => window.__rbCallbacks.start());
    await new Promise((resolve) => setTimeout(resolve, 3000));  // the rest being measured
    const counts = await page.evaluate(() => window.__rbCallbacks.read());
    assert.deepEqual(counts, { frames: 0, timers: 0 }, 'no callbacks in 3 s at rest');
    assert.equal(await page.evaluate(() => Module._rb_frame_count()), frames0, 'no frames drawn');

    // A click on the reserve turns its card up.
    await page.mouse.click(...centre(s0.tops.ra));
    const s1 = await stateNextFrame(page);
    assert.deepEqual(recordActions(s1), ['turnup'], 'the click was handled on the next frame');
    await asleep(page);
    // A key: M opens the menu.
    await page.keyboard.press('m');
    assert.equal((await stateNextFrame(page)).panel, 'menu', 'the key was handled on the next frame');
    await page.keyboard.press('Escape');
    await asleep(page);
    // A host's command (what web/embed.js calls for it): pause, drawn on the next frame.
    const drawn = await page.evaluate(() => Module._rb_frame_count());
    const reply = await page.evaluate(() => Module.ccall('rb_api_command', 'string', ['string'],
      ['pause']));
    assert.equal(reply, '');
    const s2 = await stateNextFrame(page);
    assert.equal(s2.paused, true);
    assert.ok(await page.evaluate(() => Module._rb_frame_count()) > drawn,
      'the command was drawn on the next frame');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the table is laid out again on resize; reduced motion is honoured', async () => {
  const { context, page, problems } = await openGame({ ...DESKTOP, reducedMotion: 'reduce' });
  try {
    const s0 = await newGame(page, 'seed=5&seats=wait&speed=normal');
    assert.equal(s0.reduced_motion, true, 'prefers-reduced-motion: reduce was read');
    // A move with reduced motion lands at once: no card flies.
    const move = goodMove(s0, { notTo: 'wa' });
    await click(page, s0.tops[move.from]);
    await page.mouse.click(...centre(s0.tops[move.to]));
    // The game's state in the first animation frame in which the move has been made (a card
    // that slid would still be on its way then).
    const s1 = await (await page.waitForFunction((text) => {
      const s = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
      return s.record.includes(text) ? s : null;
    }, move.text, { polling: 'raf', timeout: 10_000 })).jsonValue();
    assert.equal(recordActions(s1).at(-1), move.text);
    assert.equal(s1.animating, false, 'nothing slides in reduced motion');
    // Portrait: the tall table, every pile inside the new size.
    await page.setViewportSize({ width: 600, height: 900 });
    await page.waitForFunction(() => JSON.parse(Module.UTF8ToString(Module._rb_layout_json()))
      .css_width === 600, null, { polling: 'raf', timeout: 10_000 });
    const s2 = await state(page);
    for (const [id, r] of Object.entries(s2.tops)) {
      assert.ok(r.x >= 0 && r.x + r.w <= 600 && r.y + r.h <= 900, `${id} inside 600x900`);
    }
    assert.ok(s2.tops.c2.x > s2.tops.c1.x, 'center piles side by side: the tall table');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// --- measurements (printed and written, not asserted) ---------------------------------------

async function measure(spec, label) {
  const { context, page } = await openGame(spec);
  try {
    await newGame(page, 'seed=9&seats=auto&speed=normal&level=1');
    // Card faces are rasterized in idle moments after the start: measure after that.
    // (On a busy machine this can take long at DPR 2: measure anyway after two minutes, and say so.)
    const ready = await page.waitForFunction(() => JSON.parse(
      Module.UTF8ToString(Module._rb_frame_stats())).cards_ready, null,
    { polling: 200, timeout: 120_000 }).then(() => true, () => false);
    await page.evaluate(() => {
      Module._rb_frame_stats_reset();
      window.__rbGaps = [];
      let last = performance.now();
      const tick = (t) => {
        window.__rbGaps.push(t - last);
        last = t;
        if (window.__rbGaps.length < 100000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const f0 = await page.evaluate(() => Module._rb_frame_count());
    await new Promise((resolve) => setTimeout(resolve, 6000));  // the time measured
    const f1 = await page.evaluate(() => Module._rb_frame_count());
    const stats = await page.evaluate(() => JSON.parse(Module.UTF8ToString(Module._rb_frame_stats())));
    const gaps = await page.evaluate(() => window.__rbGaps.slice(1));
    gaps.sort((x, y) => x - y);
    const p95 = gaps[Math.floor(gaps.length * 0.95)] ?? 0;
    // At rest: a game where nobody moves.
    await newGame(page, 'seed=9&seats=wait');
    await asleep(page);
    const r0 = await page.evaluate(() => Module._rb_frame_count());
    await new Promise((resolve) => setTimeout(resolve, 3000));  // the time measured
    const r1 = await page.evaluate(() => Module._rb_frame_count());
    return `${label}: while the computer plays both seats (6 s): ${f1 - f0} frames drawn, ` +
      `${stats.animated} while cards moved; paint (wasm side) p50 ${stats.paint_p50.toFixed(2)} ms, ` +
      `p95 ${stats.paint_p95.toFixed(2)} ms, max ${stats.paint_max.toFixed(2)} ms; ` +
      `paint+present p95 ${stats.total_p95.toFixed(2)} ms; ` +
      `whole tick (input, computer, paint, present) p95 ${stats.tick_p95.toFixed(2)} ms; ` +
      `requestAnimationFrame interval p95 ${p95.toFixed(1)} ms; at rest: ` +
      `${((r1 - r0) / 3).toFixed(1)} frames/s${ready ? '' : ' (card faces were still being prepared)'}`;
  } finally {
    await context.close();
  }
}

// Measures, asserts nothing: run when asked (RB_E2E_MEASURE=1), not in every test run.
test('measure: frame times while cards move and frames drawn at rest', { skip: !process.env.RB_E2E_MEASURE && 'a measurement: RB_E2E_MEASURE=1 runs it' },
  async (t) => {
  const lines = [
    await measure(DESKTOP, 'Chromium 1280x800 DPR 1'),
    await measure(WIDE_HIDPI, 'Chromium 1920x1080 DPR 2'),
    await measure(PHONE, 'Chromium phone 390x844 DPR 3'),
  ];
  for (const line of lines) t.diagnostic(line);
  writeFileSync(path.join(artifactsDir, 'play-measurements.txt'), lines.join('\n') + '\n');
});
