// Browser tests of embedding (web/host.html driving the game through web/embed.js):
//  - the host page on another origin (a second localhost port) gets ready, newgame, action,
//    knock, gameover and error events, and drives the game: new game with options, set option,
//    pause and resume, an action; bad commands come back as errors and change nothing;
//  - a page of a third origin posting commands to the game is ignored;
//  - keys typed into the host page stay there, and the host page scrolls.
// Run: scripts/test (all), or after `cmake --build --preset web`:
//   cd tests/e2e && node --test --test-reporter=spec embed.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { browser, bundleDir, server, useServerAndBrowser } from './harness.mjs';
import { DESKTOP, gameState, settle, waitForGame, watchProblems } from './game_page.mjs';

useServerAndBrowser();

let hostServer;   // serves web/ (host.html) on a second port: another origin
let thirdServer;  // a stranger's page on a third port

before(async () => {
  hostServer = await startServer({ port: 0, bundle: bundleDir });
  const strangerDir = mkdtempSync(path.join(tmpdir(), 'rb-stranger-'));
  // Posts commands to its sibling frame (the game), as a hostile ad in the same host page could.
  writeFileSync(path.join(strangerDir, 'stranger.html'), `<!doctype html><script>
    const game = parent.frames[0];
    for (const command of ['new-game', 'pause']) {
      game.postMessage({ target: 'russian-bank', command, options: { seed: 4242 } }, '*');
    }
    parent.postMessage({ stranger: 'sent' }, '*');
  </script>`);
  thirdServer = await startServer({ port: 0, root: strangerDir, bundle: bundleDir });
});

after(async () => {
  for (const s of [hostServer, thirdServer]) {
    await new Promise((resolve) => (s ? s.server.close(resolve) : resolve()));
  }
});

// The host page with the game of the first server in its iframe.
async function openHost() {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const problems = watchProblems(page);
  const gameUrl = `${server.url}index.html?seats=play&speed=instant&seed=9`;
  await page.goto(`${hostServer.url}host.html?game=${encodeURIComponent(gameUrl)}`,
    { waitUntil: 'load' });
  const frame = page.frames().find((f) => f.url().startsWith(server.url));
  assert.ok(frame, 'the game frame');
  await waitForGame(frame);
  await page.waitForFunction(() => window.hostLog.some((e) => e.type === 'ready'));
  return { context, page, frame, problems };
}

const events = (page) => page.evaluate(() => window.hostLog);

// Sends a command from the host page and waits for the reply to that very message (by its id).
async function command(page, name, extra = {}) {
  const id = await page.evaluate(({ n, e }) => window.sendToGame(n, e), { n: name, e: extra });
  return page.waitForFunction(
    (wanted) => window.hostLog.find((e) => e.type === 'reply' && e.id === wanted) || null, id)
    .then((h) => h.jsonValue());
}

test('a host page on another origin drives the game and hears its events', async () => {
  const { context, page, frame, problems } = await openHost();
  const ready = (await events(page)).find((e) => e.type === 'ready');
  assert.equal(ready.source, 'russian-bank');
  assert.equal(ready.seed, 9);

  // A new game with options: a newgame event with them.
  let reply = await command(page, 'new-game', { options: { preset: 'scarne', seed: 77, level: 2, speed: 'instant' } });
  assert.equal(reply.ok, true, JSON.stringify(reply));
  await page.waitForFunction(() => window.hostLog.some((e) => e.type === 'newgame' && e.seed === 77));
  const fresh = (await events(page)).find((e) => e.type === 'newgame' && e.seed === 77);
  assert.equal(fresh.preset, 'scarne');
  assert.equal(fresh.level, 2);
  assert.equal((await gameState(frame)).preset, 'scarne');

  // Bad commands: an error event each, and nothing changes.
  const stateBefore = await gameState(frame);
  reply = await command(page, 'set-option', { options: { level: 9 } });
  assert.equal(reply.ok, false);
  assert.match(reply.error, /level "9" is not a level/);
  reply = await command(page, 'action', { action: 'move zz c1' });
  assert.equal(reply.ok, false);
  reply = await command(page, 'fly-to-the-moon');
  assert.match(reply.error, /unknown command/);
  const errors = (await events(page)).filter((e) => e.type === 'error' && e.from === 'api');
  assert.equal(errors.length, 3);
  assert.equal((await gameState(frame)).record, stateBefore.record);

  // Pause: the human's action is refused until resumed.
  await command(page, 'new-game', { options: { preset: 'house', seed: 3, speed: 'instant', seats: 'wait' } });
  reply = await command(page, 'pause');
  assert.equal(reply.ok, true);
  let s = await gameState(frame);
  const move = s.legal.find((a) => !/^(knock|resign)/.test(a));
  if (s.turn === 'a') {
    reply = await command(page, 'action', { action: move });
    assert.match(reply.error, /paused/);
  }
  reply = await command(page, 'resume');
  assert.equal(reply.ok, true);

  // A good option, then the human's actions through the API: action events come out.
  reply = await command(page, 'set-option', { options: { speed: 'fast' } });
  assert.equal(reply.ok, true);
  s = await gameState(frame);
  if (s.turn === 'b') {  // (the computer's seat waits in this game: play its turn for it)
    await frame.evaluate(() => Module.ccall('rb_test_apply', 'string', ['string'], ['turnup']));
    s = await gameState(frame);
  }
  if (s.turn === 'a') {
    const mine = s.legal.find((a) => !/^(knock|resign)/.test(a));
    reply = await command(page, 'action', { action: mine });
    assert.equal(reply.ok, true, JSON.stringify(reply));
    await page.waitForFunction((a) => window.hostLog.some((e) => e.type === 'action' && e.action === a && e.by === 'you'), mine);
  }
  // A knock (unjustified or not) and the end of the game are events too.
  await frame.evaluate(() => Module.ccall('rb_test_apply', 'string', ['string'], ['knock b']));
  await frame.evaluate(() => Module.ccall('rb_test_apply', 'string', ['string'], ['resign a']));
  await page.waitForFunction(() => window.hostLog.some((e) => e.type === 'gameover'));
  const over = (await events(page)).find((e) => e.type === 'gameover');
  assert.equal(over.winner, 'computer');
  assert.ok((await events(page)).every((e) => e.source === 'russian-bank'));
  assert.deepEqual(problems, []);
  await context.close();
});

test("a third origin's messages are ignored", async () => {
  const { context, page, frame } = await openHost();
  const before = await gameState(frame);
  const heard = page.evaluate(() => new Promise((resolve) => {
    window.addEventListener('message', (e) => { if (e.data && e.data.stranger) resolve(e.origin); });
  }));
  await page.evaluate((url) => {
    const f = document.createElement('iframe');
    f.src = url;
    document.body.appendChild(f);
  }, `${thirdServer.url}stranger.html`);
  assert.equal(await heard, thirdServer.url.replace(/\/$/, ''));
  // Give the game time to (not) act on them.
  await frame.evaluate(() => new Promise((r) => setTimeout(r, 500)));
  await settle(frame);
  const after = await gameState(frame);
  assert.equal(after.seed, before.seed);
  assert.notEqual(after.seed, 4242);
  assert.doesNotMatch(after.message, /paused/);
  assert.equal((await events(page)).filter((e) => e.type === 'newgame').length, 0);
  await context.close();
});

test('keys typed into the host page stay there, and the host page scrolls', async () => {
  const { context, page, frame } = await openHost();
  const before = await gameState(frame);
  await page.click('#action');
  await page.keyboard.type('turnup k n');
  assert.equal(await page.inputValue('#action'), 'turnup k n');
  await page.click('h1');
  await page.keyboard.press('Space');
  await page.keyboard.press('PageDown');
  await page.waitForFunction(() => window.scrollY > 0);
  const after = await gameState(frame);
  assert.equal(after.record, before.record);
  assert.equal(after.seed, before.seed);
  await context.close();
});
