// Helpers for browser tests of the page (site, embed and soak tests): open the game in a fresh
// browser context and wait for its first frame, read the engine's state through the test hook,
// start test games, and collect console errors.
import assert from 'node:assert/strict';
import { browser, server } from './harness.mjs';

export const FIRST_FRAME_TIMEOUT_MS = 60_000;
export const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

// Console errors, page errors and failed requests of a page, collected as they come.
export function watchProblems(page, problems = []) {
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()}`));
  return problems;
}

// Waits until the game in `target` (a page or a frame) has drawn a frame.
export async function waitForGame(target) {
  await target.waitForFunction(() => {
    try {
      return window.Module._rb_frame_count() >= 1;
    } catch {
      return false;
    }
  }, null, { timeout: FIRST_FRAME_TIMEOUT_MS, polling: 100 });
}

// Opens the page (server.url + query) in a new context; `context` reuses one (its storage).
export async function openGame(query = '', { spec = DESKTOP, context, initScript } = {}) {
  context = context || await browser.newContext(spec);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(server.url + query, { waitUntil: 'load' });
  await waitForGame(page);
  return { context, page, problems };
}

export const gameState = (target) => target.evaluate(() => JSON.parse(
  Module.UTF8ToString(Module._rb_state_json())));

// Waits until the game's state (as gameState reads it) has `key` at `value`, e.g. panel 'menu'.
export async function waitForState(target, key, value) {
  await target.waitForFunction(([k, v]) =>
    JSON.parse(Module.UTF8ToString(Module._rb_state_json()))[k] === v, [key, value]);
}

// Waits until the game has handled every input event sent so far (a click, a key, a tap: each
// is queued for the game before the call that sent it returns), drawn every change, and no card
// moves: the state a test looks at after acting.
export async function settle(target) {
  await target.waitForFunction(() => Module._rb_test_quiet() === 1, null,
    { polling: 'raf', timeout: 20_000 });
}

// Plays an action for whoever is in turn through the test hook; asserts it was applied.
export async function play(target, action) {
  const error = await target.evaluate((a) => Module.ccall('rb_test_apply', 'string',
    ['string'], [a]), action);
  assert.equal(error, '', `rb_test_apply("${action}")`);
}

// The first legal action that is not a knock or a resignation.
export const someAction = (s) => s.legal.find((a) => !/^(knock|resign)/.test(a));

// The texts of the notices the page shows.
export const notices = (page) => page.$$eval('#rb-notices .rb-notice', (lines) =>
  lines.map((l) => ({ text: l.textContent, kind: l.className })));
