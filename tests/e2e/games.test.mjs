// Browser tests of every game's bundle (build/web/<bundle>.js + .wasm, its own or its folder's, chosen by the
// page's `game` address option): each game's page (shell + embed.js + its js + its wasm), and the
// page of a bundle's extra part, is within its budget (page_lists.mjs: 200,000, Spite and Malice's 203,650, the solitaires' 198,450, and 215,950 gzip -9); each
// opens on a desktop and on a phone with its table inside the window and no console error; Pishe Pasha is played to its end by mouse (drags and clicks on
// the canvas) and on a phone by touch (taps), the computer at its lowest level in the other seat; an unknown game name plays
// the first game with a notice saying what was wrong; the menu's game chooser and the embed API's
// new-game with `game` load the other game's bundle.
//
// Run: scripts/test (all), or after `cmake --build --preset web`:
//   cd tests/e2e && node --test games.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { bundleDir, useServerAndBrowser } from './harness.mjs';
import { gzipBytes } from './page_bytes.mjs';
import { gameState, notices, openGame, settle, waitForGame } from './game_page.mjs';
import { playToEnd } from './play_by_hand.mjs';
import { EXTRA_PAGE_BUDGET, pageBudget, pageLists } from './page_lists.mjs';
import { countCallbacks } from './callback_counter.mjs';

useServerAndBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true,
  hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

// The games that have a bundle in the build folder, and each one's bundle: the built page's list
// ("name", or "name=bundle" where several games share one), checked against the bundles there.
const builtBundles = readdirSync(bundleDir).filter((f) => f.endsWith('.wasm'))
  .map((f) => f.slice(0, -5));
const { bundleOf, extraOf } = pageLists();
const games = Object.keys(bundleOf).sort();
const bundles = [...new Set(Object.values(bundleOf))];

test('every game has a bundle, and its page is at most 200,000 bytes gzip -9 (Spite and Malice\'s 203,650, the solitaires\' 198,450, that of their extra part 215,950)', (t) => {
  assert.ok(games.includes('russian-bank') && games.includes('pishe-pasha'),
    `games built: ${games.join(', ')}`);
  for (const bundle of bundles) assert.ok(builtBundles.includes(bundle), `${bundle}.wasm built`);
  for (const game of games) {
    const bundle = bundleOf[game];
    const files = ['index.html', 'embed.js', `${bundle}.js`, `${bundle}.wasm`];
    const sizes = files.map(gzipBytes);
    const total = sizes.reduce((a, b) => a + b, 0);
    t.diagnostic(`${game}: ${total} bytes (${files.map((f, i) => `${f} ${sizes[i]}`).join(', ')})`);
    const budget = pageBudget(bundle);
    assert.ok(total <= budget, `${game}'s page is ${total} bytes gzipped, over ${budget}`);
  }
  // A bundle's extra part (the solitaires' matches) is the page of the games played with it.
  for (const [bundle, extra] of Object.entries(extraOf)) {
    assert.ok(builtBundles.includes(extra), `${extra}.wasm built`);
    const files = ['index.html', 'embed.js', `${extra}.js`, `${extra}.wasm`];
    const total = files.map(gzipBytes).reduce((a, b) => a + b, 0);
    t.diagnostic(`${bundle}'s extra part: ${total} bytes`);
    assert.ok(total <= EXTRA_PAGE_BUDGET,
      `the page of ${extra} is ${total} bytes gzipped, over ${EXTRA_PAGE_BUDGET}`);
  }
});

for (const game of games) {
  for (const [name, spec] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    test(`${game} on a ${name}: its own bundle draws its table inside the window` +
         (name === 'desktop' ? ' and, at rest, runs no animation frames and no timers' : ''),
    async () => {
      const { context, page, problems } = await openGame(`?game=${game}`,
        { spec, initScript: countCallbacks });
      try {
        await settle(page);
        if (name === 'desktop') {
          // The loop sleeps once the person is in turn and nothing moves or is due.
          await page.waitForFunction(() => Module._rb_loop_asleep() === 1, null,
            { polling: 100, timeout: 120_000 });
          const frames = await page.evaluate(() => Module._rb_frame_count());
          await page.evaluate(() => window.__rbCallbacks.start());
          await new Promise((resolve) => setTimeout(resolve, 1500));  // the rest being measured
          assert.deepEqual(await page.evaluate(() => window.__rbCallbacks.read()),
            { frames: 0, timers: 0 }, 'no callbacks in 1.5 s at rest');
          assert.equal(await page.evaluate(() => Module._rb_frame_count()), frames, 'no frames');
        }
        const s = await gameState(page);
        assert.equal(s.game, game);
        const layout = await page.evaluate(() => JSON.parse(
          Module.UTF8ToString(Module._rb_layout_json())));
        const { width, height } = spec.viewport;
        assert.ok(layout.piles.length >= 8, `${layout.piles.length} piles shown`);
        for (const p of layout.piles) {
          assert.ok(p.x >= -1 && p.y >= -1 && p.x + p.w <= width + 1 && p.y + p.h <= height + 1,
            `pile ${p.id} ${JSON.stringify(p)} is outside the ${width}x${height} window`);
        }
        // The page's full-screen button (over the toolbar's left end) covers no pile, however far
        // it is fanned, and no button of the toolbar: a tap there must reach the card or button.
        const button = await page.evaluate(async () => {
          if (!document.fullscreenEnabled) return 'none';
          while (!document.getElementById('rb-fullscreen')) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
          const r = document.getElementById('rb-fullscreen').getBoundingClientRect();
          return { x: r.x, y: r.y, w: r.width, h: r.height };
        });
        assert.notEqual(button, 'none', 'the page offers full screen');
        const apart = (a, b) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y ||
          b.y + b.h <= a.y;
        for (const p of layout.piles) {
          assert.ok(apart(p.area, button), `pile ${p.id} ${JSON.stringify(p.area)} lies under ` +
            `the full-screen button ${JSON.stringify(button)}`);
        }
        assert.ok(s.toolbar.length >= 2, `${s.toolbar.length} toolbar buttons`);
        for (const w of s.toolbar) {
          assert.ok(apart(w.rect, button), `toolbar button ${w.id} ${JSON.stringify(w.rect)} ` +
            `lies under the full-screen button ${JSON.stringify(button)}`);
        }
        const title = await page.title();
        if (game === 'russian-bank') assert.equal(title, 'Russian Bank');
        if (game === 'pishe-pasha') assert.equal(title, 'Pishe Pasha');
        assert.ok(title.length > 0 && (game === 'russian-bank' || title !== 'Russian Bank'),
          `the window is titled by its game: "${title}"`);
        const loaded = await page.evaluate(() => performance.getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname).filter((p) => /\.(js|wasm)$/.test(p)));
        const others = bundles.filter((b) => b !== bundleOf[game]);
        for (const other of others) {
          assert.ok(!loaded.some((p) => p.startsWith(`/${other}.`)), `${other}'s bundle was loaded too`);
        }
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }
}

const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];

// The human's next action, as a player would choose: a card to a center pile, else onto the
// computer's waste, else turning up; never a Stop.
function choosePishePasha(s) {
  const moves = s.legal.filter((a) => a.startsWith('move '));
  return moves.find((a) => / c\d$/.test(a)) || moves.find((a) => a.endsWith(' wb')) ||
    moves[0] || s.legal.find((a) => a === 'turnup');
}

for (const [name, spec, touch] of [['mouse', DESKTOP, false], ['touch on a phone', PHONE, true]]) {
  test(`pishe-pasha: a whole game played by ${name} against the computer`, async () => {
    const { context, page, problems } = await openGame(
      '?game=pishe-pasha&level=1&speed=instant&seed=11', { spec });
    try {
      const { s, byHand } = await playToEnd(page, choosePishePasha, { touch });
      assert.ok(s.over, `the game ended (${s.actions} actions)`);
      assert.ok(byHand >= 10, `the human made ${byHand} actions by hand`);
      await page.waitForFunction(() => JSON.parse(
        Module.UTF8ToString(Module._rb_state_json())).panel === 'end', null, { timeout: 10_000 });
      assert.match(s.result, /win|draw/i);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

// Spite and Malice as a person plays it: to the center, the payoff card first, then side stacks,
// then the hand; else a hand card onto a side stack (which ends the turn); else End turn.
function chooseSpiteAndMalice(s) {
  const toCenter = s.legal.filter((a) => /^move \S+ c\d+$/.test(a));
  const button = s.legal.find((a, i) => s.looks[i][0] === 'button');
  return toCenter.find((a) => a.startsWith('move pa ')) ||
    toCenter.find((a) => a.startsWith('move sa')) || toCenter[0] ||
    s.legal.find((a) => /^move ha:\d+ sa\d$/.test(a)) || button;
}

for (const [name, spec, touch, preset] of [['mouse', DESKTOP, false, 'two'],
  ['touch on a phone, three players', PHONE, true, 'three']]) {
  test(`spite-and-malice: a whole game played by ${name} against the computer`, async () => {
    const { context, page, problems } = await openGame(
      `?game=spite-and-malice&preset=${preset}&level=1&speed=instant&seed=3`, { spec });
    try {
      const { s, byHand } = await playToEnd(page, chooseSpiteAndMalice, { touch });
      assert.ok(s.over, `the game ended (${s.actions} actions)`);
      assert.ok(byHand >= 10, `the person made ${byHand} actions by hand`);
      await page.waitForFunction(() => JSON.parse(
        Module.UTF8ToString(Module._rb_state_json())).panel === 'end', null, { timeout: 10_000 });
      assert.match(s.result, /win|draw|block/i);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

// Single-deck Russian Bank as a person plays it: the turned card or the waste's top onto the
// tableau or the computer's waste, else turn up a card, else put the turned card on the waste
// (which ends the turn); never shuffling tableau cards back and forth.
function chooseSingleDeck(s) {
  return s.legal.find((a) => /^move (ra|wa) (t\d|wb)$/.test(a)) ||
    s.legal.find((a) => a === 'turnup') || s.legal.find((a) => a === 'move ra wa') || s.legal[0];
}

for (const [name, spec, touch] of [['mouse', DESKTOP, false], ['touch on a phone', PHONE, true]]) {
  test(`single-deck-russian-bank: a whole game played by ${name} against the computer`,
    async () => {
      const { context, page, problems } = await openGame(
        '?game=single-deck-russian-bank&level=1&speed=instant&seed=5', { spec });
      try {
        const { s, byHand } = await playToEnd(page, chooseSingleDeck, { touch });
        assert.ok(s.over, `the game ended (${s.actions} actions)`);
        assert.ok(byHand >= 10, `the person made ${byHand} actions by hand`);
        await page.waitForFunction(() => JSON.parse(
          Module.UTF8ToString(Module._rb_state_json())).panel === 'end', null, { timeout: 10_000 });
        assert.match(s.result, /win|draw|block/i);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
}

test('an unknown game name plays the first game and says what was wrong', async () => {
  const { context, page, problems } = await openGame('?game=poker');
  try {
    const s = await gameState(page);
    assert.equal(s.game, games.includes('russian-bank') ? 'russian-bank' : games[0]);
    await page.waitForFunction(() => document.querySelectorAll('#rb-notices .rb-notice').length > 0);
    const shown = await notices(page);
    // The notice names every game of the family, the first one first.
    const notice = shown.find((n) => /game "poker" is not a game here: use russian-bank, /.test(n.text));
    assert.ok(notice, JSON.stringify(shown));
    for (const game of games) assert.ok(notice.text.includes(game), `${game} in "${notice.text}"`);
    assert.deepEqual(problems.filter((p) => !/console error/.test(p)), []);
  } finally {
    await context.close();
  }
});

test('the menu chooses another game: New game loads its bundle', async () => {
  const { context, page, problems } = await openGame('?speed=instant');
  try {
    assert.equal((await gameState(page)).game, 'russian-bank');
    await page.keyboard.press('m');
    await settle(page);
    let s = await gameState(page);
    const chooser = s.panel_widgets.find((w) => w.id === 'game_pishe-pasha');
    assert.ok(chooser, `the menu has a game chooser: ${s.panel_widgets.map((w) => w.id)}`);
    await page.mouse.click(...centre(chooser.rect));
    await settle(page);
    s = await gameState(page);
    const newGame = s.panel_widgets.find((w) => w.id === 'new_game');
    await Promise.all([page.waitForURL(/game=pishe-pasha/), page.mouse.click(...centre(newGame.rect))]);
    await waitForGame(page);
    s = await gameState(page);
    assert.equal(s.game, 'pishe-pasha');
    // Its own settings: no level or empty preset of Russian Bank's page kept for it (a review read
    // "Your saved settings could not all be read" and met Pishe Pasha's Master).
    assert.equal(s.level, 2);
    assert.deepEqual((await notices(page)).filter((n) => /could not/.test(n.text)), []);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
