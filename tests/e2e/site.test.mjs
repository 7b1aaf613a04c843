// Browser tests of the page as a product a player keeps (build/web + web/ in Debian's Chromium):
//  - a reload mid-game restores the identical table, turn and counters (the engine's state text);
//  - two pages of one game in save slots of their own (slot=) keep their games apart;
//  - a save that cannot be read is kept aside under another key, the notice says so, a new game;
//  - with storage blocked (as in a third-party iframe) or full, the game plays on with a quiet
//    notice;
//  - bad URL options each get their own visible message and fall back alone;
//  - the canvas has a label, actions are announced in an aria-live region, the HTML controls
//    (full screen, notices) are reachable by keyboard;
//  - sound: nothing before the player's first click (the browsers' rule), then moves are heard;
//    turned off it stays off after a reload;
//  - the menu's "Copy link to this deal" puts the deal's link on the clipboard, and a notice says so;
//  - a game chosen in the page is the one a reload brings back (the address names it).
// Run: scripts/test (all), or after `cmake --build --preset web`:
//   cd tests/e2e && node --test --test-reporter=spec site.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser } from './harness.mjs';
import { gameState, notices, openGame, play, settle, someAction, waitForGame, waitForState } from './game_page.mjs';

useServerAndBrowser();

// The engine's state text (every pile, face and counter), the record that led to it, and what
// the table shows of it.
const comparable = (s) => ({ state: s.state, record: s.record, turn: s.turn, wrong_calls: s.wrong_calls,
  legal: s.legal, result: s.result, seed: s.seed, preset: s.preset, level: s.level, tops: s.tops });

test('a reload mid-game restores the identical table, turn and counters', async () => {
  const { context, page, problems } = await openGame('?seed=4242&seats=wait&speed=instant');
  for (let i = 0; i < 40; i += 1) await play(page, someAction(await gameState(page)));
  await settle(page);
  const before = await gameState(page);
  assert.ok(before.record.split('\n').filter((l) => /^(move|turn)/.test(l)).length >= 40);
  await page.reload({ waitUntil: 'load' });
  await waitForGame(page);
  await settle(page);
  const after = await gameState(page);
  for (const key of Object.keys(comparable(before))) {
    assert.deepEqual(after[key], before[key], `${key} after the reload`);
  }
  // Closing the page and opening it again (no seed in the address) resumes it too.
  await page.close();
  const again = await context.newPage();
  await again.goto(new URL('/?seats=wait', page.url()).href, { waitUntil: 'load' });
  await waitForGame(again);
  await settle(again);
  assert.deepEqual(comparable(await gameState(again)), comparable(before));
  assert.deepEqual(problems, []);
  await context.close();
});

test('two pages of one game in their own save slots (slot=) keep their games apart', async () => {
  const left = await openGame('?seed=4242&seats=wait&speed=instant&slot=left');
  const { context } = left;
  for (let i = 0; i < 5; i += 1) await play(left.page, someAction(await gameState(left.page)));
  await settle(left.page);
  const leftBefore = await gameState(left.page);
  const right = await openGame('?seed=77&seats=wait&speed=instant&slot=right', { context });
  await play(right.page, someAction(await gameState(right.page)));
  await settle(right.page);
  const keys = await right.page.evaluate(() => Object.keys(localStorage).sort());
  assert.ok(keys.includes('left:russian-bank.game') && keys.includes('right:russian-bank.game'),
    `the slots' saves: ${keys}`);
  assert.ok(!keys.includes('russian-bank.game'), `nothing in the common slot: ${keys}`);
  // Each page, opened again without a seed, resumes its own game.
  for (const [slot, before] of [['left', leftBefore], ['right', await gameState(right.page)]]) {
    const again = await context.newPage();
    await again.goto(new URL(`/?seats=wait&slot=${slot}`, left.page.url()).href, { waitUntil: 'load' });
    await waitForGame(again);
    await settle(again);
    const after = await gameState(again);
    assert.equal(after.seed, before.seed, `${slot}'s deal`);
    assert.equal(after.record, before.record, `${slot}'s game`);
  }
  // A slot that is not a name is said, and the common slot is used.
  const bad = await openGame('?seed=5&seats=wait&slot=a%20b', { context });
  await bad.page.waitForFunction(() => [...document.querySelectorAll('#rb-notices .rb-notice')]
    .some((l) => /slot "a b" is not a name/.test(l.textContent)));
  assert.deepEqual([...left.problems, ...right.problems], []);
  await context.close();
});

test('a save that cannot be read is kept aside and reported; the player gets a new game', async () => {
  const { context, page } = await openGame('?seed=77&seats=wait&speed=instant');
  for (let i = 0; i < 5; i += 1) await play(page, someAction(await gameState(page)));
  await settle(page);  // (saved on the next tick: after that, nothing writes until the reload)
  // (A NUL and a letter beyond ASCII in it: a review found the copy kept aside cut at the NUL.)
  const broken = 'russian-bank save 1\nsettings preset=house\nseed 77\n\nnot a record\u0000 at all \u00ff\n';
  await page.evaluate((text) => localStorage.setItem('russian-bank.game', text), broken);
  await page.goto(new URL('/?seats=wait', page.url()).href, { waitUntil: 'load' });
  await waitForGame(page);
  const shown = await notices(page);
  assert.ok(shown.some((n) => /saved game could not be read/.test(n.text) &&
    /russian-bank\.game\.broken-1/.test(n.text)), JSON.stringify(shown));
  assert.equal(await page.evaluate(() => localStorage.getItem('russian-bank.game.broken-1')),
    broken);
  const fresh = await gameState(page);
  assert.equal(fresh.record.split('\n').filter((l) => /^(move|turn)/.test(l)).length, 0);
  // The new game is saved in its place; the broken text stays aside.
  await play(page, someAction(fresh));
  await settle(page);
  assert.notEqual(await page.evaluate(() => localStorage.getItem('russian-bank.game')), broken);
  assert.equal(await page.evaluate(() => localStorage.getItem('russian-bank.game.broken-1')),
    broken);
  await context.close();
});

// Plays 20 actions on a page whose storage fails as `breakStorage` makes it; the game must go on
// with one quiet notice naming the browser's error.
async function playsOnWithOneNotice(seed, breakStorage, errorName) {
  const { context, page, problems } = await openGame(`?seed=${seed}&seats=wait&speed=instant`,
    { initScript: breakStorage });
  for (let i = 0; i < 20; i += 1) await play(page, someAction(await gameState(page)));
  await settle(page);
  const s = await gameState(page);
  assert.equal(s.record.split('\n').filter((l) => /^(move|turn)/.test(l)).length, 20);
  const shown = await notices(page);
  assert.equal(shown.length, 1, JSON.stringify(shown));
  assert.match(shown[0].text, errorName);
  assert.match(shown[0].kind, /rb-notice-storage/);
  assert.deepEqual(problems, []);
  await context.close();
}

test('with storage blocked the game plays on, with one quiet notice', async () => {
  await playsOnWithOneNotice(5, () => {
    Object.defineProperty(window, 'localStorage', {
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });
  }, /SecurityError/);
});

test('with the storage full (writes refused, reads work) the game plays on, with one notice', async () => {
  await playsOnWithOneNotice(6, () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  }, /QuotaExceededError/);
});

test('bad URL options each get their own message and fall back alone', async () => {
  const { context, page, problems } = await openGame(
    '?preset=scarne&level=9&speed=zoom&stall_turns=abc&colour=pink&seed=12&origins=not-an-origin');
  const shown = (await notices(page)).map((n) => n.text).join('\n');
  assert.match(shown, /level "9" is not a level/);
  assert.match(shown, /speed "zoom" is not a speed/);
  assert.match(shown, /stall_turns/);
  assert.match(shown, /unknown option "colour"/);
  assert.match(shown, /origins "not-an-origin" is not an origin/);
  // (In one box, a line each: a box each covered the table.)
  assert.equal((await notices(page)).filter((n) => /rb-notice-url/.test(n.kind)).length, 1);
  assert.equal(await page.$$eval('#rb-notices .rb-notice-url br', (b) => b.length), 4);
  const s = await gameState(page);
  assert.equal(s.preset, 'scarne');  // the good options still apply
  assert.equal(s.seed, 12);
  assert.equal(s.level, 3);  // the bad one falls back to its default
  // A click on a notice's words goes through to the table below it (in a race the notices lie
  // over the player's own cards); its button still takes its own.
  const under = await page.$eval('#rb-notices .rb-notice-url span', (words) => {
    const r = words.getBoundingClientRect();
    return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2).id;
  });
  assert.equal(under, 'canvas');
  const onButton = await page.$eval('#rb-notices .rb-notice-url button', (button) => {
    const r = button.getBoundingClientRect();
    return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === button;
  });
  assert.ok(onButton);
  // The notices can be dismissed from the keyboard.
  const before = (await notices(page)).length;
  await page.focus('#rb-notices button');
  await page.keyboard.press('Enter');
  assert.equal((await notices(page)).length, before - 1);
  assert.deepEqual(problems, []);
  await context.close();
});

test('accessibility: a labelled canvas, announced actions, keyboard-reachable controls', async () => {
  const { context, page, problems } = await openGame('?seed=31&seats=wait&speed=instant');
  assert.match(await page.getAttribute('#canvas', 'aria-label'), /Russian Bank/);
  const s = await gameState(page);
  const move = s.legal.find((a) => a.startsWith('move ')) || someAction(s);
  await play(page, move);
  await settle(page);
  await play(page, 'knock b');
  await settle(page);
  const live = await page.$eval('#rb-live', (el) => ({ lines: [...el.children].map((p) => p.textContent),
    live: el.getAttribute('aria-live') }));
  assert.equal(live.live, 'polite');
  // The move, in words (a line of its own), then the knock.
  const moveLine = live.lines.findIndex((l) => /^You moved the .+ from .+ to /.test(l));
  assert.ok(moveLine >= 0, `the move (${move}) is announced: ${JSON.stringify(live.lines)}`);
  // (Once: the verdict in full, with whose turn it is, not also the call's short words before it.)
  assert.equal(live.lines.slice(moveLine + 1).filter((l) => /knock/i.test(l)).length, 1,
    JSON.stringify(live.lines));
  // In the canvas Tab moves between piles; Shift+Tab before the focus ring shows leaves the
  // canvas for the full-screen button (no keyboard trap), and Enter on it asks for full screen.
  await page.focus('#canvas');
  await page.keyboard.press('Tab');
  await settle(page);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'canvas');
  // The pile the focus reached is said, with what lies on it ("House 1: 9 of spades").
  await page.waitForFunction(() => [...document.querySelectorAll('#rb-live > *')]
    .some((p) => /^(Center|House|Your|Computer's) [^:]*: /.test(p.textContent)));
  assert.notEqual((await gameState(page)).focus, null);
  for (let i = 0; i < 40 && (await page.evaluate(() => document.activeElement.id)) === 'canvas'; i += 1) {
    await page.keyboard.press('Shift+Tab');
    await settle(page);
  }
  assert.equal(await page.evaluate(() => document.activeElement.id), 'rb-fullscreen');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.fullscreenElement !== null, null, { timeout: 5000 });
  assert.deepEqual(problems, []);
  await context.close();
});

test('accessibility: the last move of a game is said once, before its result', async () => {
  // The computer plays both seats of a deal to its end at once.
  const { context, page, problems } = await openGame('?seed=9&seats=auto&speed=instant');
  await waitForState(page, 'over', true);
  const { result } = await gameState(page);
  await page.waitForFunction((r) => [...document.querySelectorAll('#rb-live > *')]
    .some((p) => p.textContent.startsWith(r.slice(0, 12))), result);
  const lines = await page.$$eval('#rb-live > *', (all) => all.map((p) => p.textContent));
  const at = lines.findIndex((l) => l.startsWith(result.slice(0, 12)));
  assert.ok(at > 0, JSON.stringify(lines.slice(-4)));
  assert.ok(!lines.slice(at + 1).includes(lines[at - 1]), JSON.stringify(lines.slice(-4)));
  assert.deepEqual(problems, []);
  await context.close();
});

test('sound: none before the player\'s first click, then each move is heard; off stays off', async () => {
  // What the page hands to Web Audio: each sound's samples (their count and loudest one).
  const spyOnSamples = () => {
    window.__sounds = [];
    const copy = AudioBuffer.prototype.copyToChannel;
    AudioBuffer.prototype.copyToChannel = function (samples, ...rest) {
      window.__sounds.push({ count: samples.length,
        peak: samples.reduce((most, x) => Math.max(most, Math.abs(x)), 0) });
      return copy.call(this, samples, ...rest);
    };
  };
  const { context, page, problems } = await openGame('?seed=31&seats=wait&speed=instant',
    { initScript: spyOnSamples });
  const started = () => page.evaluate(() => Module._rb_sounds_started());
  const playOne = async () => {
    await play(page, someAction(await gameState(page)));
    await settle(page);
  };
  // The browser lets a page start audio only at a gesture: before it, nothing plays.
  await playOne();
  assert.equal(await started(), 0);
  // A click on the felt (a gesture; it does nothing in the game), then a move: heard.
  const s = await gameState(page);
  await page.mouse.click(s.message_rect.x + 2, s.message_rect.y + s.message_rect.h + 4);
  await playOne();
  const heard = await started();
  assert.ok(heard >= 1, `sounds started after the click: ${heard}`);
  assert.equal(await page.evaluate(() => window.rbPage.audioState()), 'running');
  const sounds = await page.evaluate(() => window.__sounds);
  assert.ok(sounds.length >= 1 && sounds.every((x) => x.count > 1000 && x.peak > 0.2 && x.peak <= 1),
    JSON.stringify(sounds));
  // Off in the menu (M, then its Sound row's Off): silent, and kept.
  await page.keyboard.press('m');
  await waitForState(page, 'panel', 'menu');
  const menu = await gameState(page);
  const off = menu.panel_widgets.find((w) => w.id === 'sound_off');
  await page.mouse.click(off.rect.x + off.rect.w / 2, off.rect.y + off.rect.h / 2);
  await page.keyboard.press('Escape');
  await waitForState(page, 'panel', 'none');
  const closed = await gameState(page);
  assert.equal(closed.sound, false);
  assert.equal(closed.panel, 'none');
  await playOne();
  assert.equal(await started(), heard);
  await page.reload({ waitUntil: 'load' });
  await waitForGame(page);
  assert.equal((await gameState(page)).sound, false);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the menu\'s "Copy link to this deal" puts the deal\'s link on the clipboard and says so', async () => {
  const { context, page, problems } = await openGame('?game=harp&seed=31&speed=instant');
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];
    let s = await gameState(page);
    await page.mouse.click(...centre(s.toolbar.find((w) => w.id === 'menu').rect));
    await waitForState(page, 'panel', 'menu');
    s = await gameState(page);
    const copy = s.panel_widgets.find((w) => w.id === 'copy_link');
    assert.ok(copy, 'the menu has the button');
    await page.mouse.click(...centre(copy.rect));
    await page.waitForFunction(() => document.querySelector('#rb-notices .rb-notice-link'));
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(link, /[?&]game=harp\b/);
    assert.match(link, /[?&]seed=31\b/);
    const shown = await notices(page);
    assert.ok(shown.some((n) => n.text.includes('Copied the link to this deal: ' + link)),
      JSON.stringify(shown));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a game chosen in the page is the one a reload brings back: the address names it', async () => {
  // (A review: after Harp's page dealt Congress, the address still named Harp's deal 31, so a
  // reload brought Harp back.)
  const { context, page, problems } = await openGame('?game=harp&seed=31&speed=instant');
  try {
    const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];
    await page.keyboard.press('m');
    await waitForState(page, 'panel', 'menu');
    let s = await gameState(page);
    const chooser = s.panel_widgets.find((w) => w.id === 'game_congress');
    assert.ok(chooser, `the menu has a game chooser: ${s.panel_widgets.map((w) => w.id)}`);
    await page.mouse.click(...centre(chooser.rect));
    await settle(page);
    // (New game on a game begun asks to be pressed again: it gives that game up.)
    for (let press = 0; press < 2 && (await gameState(page)).game !== 'congress'; press += 1) {
      s = await gameState(page);
      await page.mouse.click(...centre(s.panel_widgets.find((w) => w.id === 'new_game').rect));
      await settle(page);
    }
    await waitForState(page, 'game', 'congress');
    await page.waitForURL(/[?&]game=congress\b/);
    assert.doesNotMatch(page.url(), /seed=/);
    const dealt = await gameState(page);
    await page.reload({ waitUntil: 'load' });
    await waitForGame(page);
    const after = await gameState(page);
    assert.equal(after.game, 'congress');
    assert.equal(after.seed, dealt.seed);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
