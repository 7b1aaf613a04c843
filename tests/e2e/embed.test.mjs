// Browser tests of embedding (web/host.html driving the game through web/embed.js):
//  - the host page on another origin (a second localhost port) gets ready, newgame, action,
//    call (and knock, its old name, a documented alias), gameover and error events, and drives
//    the game: new game with options, set option, pause and resume, an action; bad commands come
//    back as errors and change nothing;
//  - a page of a third origin posting commands to the game is ignored, and so is a frame of the
//    host's own origin that is not the game's parent;
//  - a host page whose origin is not allowed is neither heard nor told anything;
//  - a host page hears an error event when the game cannot be loaded;
//  - new-game with another game loads that game's page in the frame, which posts its ready,
//    answers that command (with a bad option's error) and the next ones; a game that is not one
//    is refused; also where the frame may not use storage (the command goes in the address);
//  - the host page keeps its focus and keys while the game loads and plays, and scrolls with the
//    wheel over the game (unless a panel of the game is open).
// Run: scripts/test (all), or after `cmake --build --preset web`:
//   cd tests/e2e && node --test --test-reporter=spec embed.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { browser, servedDirs, server, useServerAndBrowser } from './harness.mjs';
import { DESKTOP, gameState, play, settle, someAction, waitForGame, waitForState, watchProblems } from './game_page.mjs';

useServerAndBrowser();

let hostServer;   // serves web/ (host.html) on a second port: another origin
let thirdServer;  // a stranger's page on a third port

before(async () => {
  hostServer = await startServer({ port: 0, bundle: servedDirs });
  const strangerDir = mkdtempSync(path.join(tmpdir(), 'rb-stranger-'));
  // Posts commands to its sibling frame (the game), as a hostile ad in the same host page could.
  writeFileSync(path.join(strangerDir, 'stranger.html'), `<!doctype html><script>
    const game = parent.frames[0];
    for (const command of ['new-game', 'pause']) {
      game.postMessage({ target: 'russian-bank', command, options: { seed: 4242 } }, '*');
    }
    parent.postMessage({ stranger: 'sent' }, '*');
  </script>`);
  // A host page whose origin the game's address does not allow (?game=<the game's address>).
  writeFileSync(path.join(strangerDir, 'outsider.html'), `<!doctype html>
    <iframe id="game" style="width:800px;height:500px"></iframe><script>
    window.heard = [];
    window.addEventListener('message', (e) => window.heard.push(e.data));
    const game = document.getElementById('game');
    game.src = new URLSearchParams(location.search).get('game');
    window.sendToGame = (message) => game.contentWindow.postMessage(message, '*');
  </script>`);
  thirdServer = await startServer({ port: 0, root: strangerDir, bundle: servedDirs });
});

after(async () => {
  for (const s of [hostServer, thirdServer]) {
    await new Promise((resolve) => (s ? s.server.close(resolve) : resolve()));
  }
});

// The host page with the game of the first server in its iframe.
// The game's frame (iframe#game) once it shows an address of the game's server: the host page
// sets the frame's address from its script, so the frame may not have it yet when the page has.
async function gameFrame(page) {
  const frame = await (await page.waitForSelector('iframe#game', { state: 'attached' })).contentFrame();
  await frame.waitForURL((url) => url.href.startsWith(server.url));
  return frame;
}

async function openHost() {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const problems = watchProblems(page);
  const gameUrl = `${server.url}index.html?seats=play&speed=instant&seed=9`;
  await page.goto(`${hostServer.url}host.html?game=${encodeURIComponent(gameUrl)}`,
    { waitUntil: 'load' });
  const frame = await gameFrame(page);
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

// Waits until the game's frame has dispatched every message posted to it so far: it posts one of
// its own and waits for it (messages to a window are dispatched in the order they were posted).
const messagesDispatched = (frame) => frame.evaluate(() => new Promise((resolve) => {
  const marker = `rb-test-marker-${Math.random()}`;
  window.addEventListener('message', function heard(e) {
    if (e.data !== marker) return;
    window.removeEventListener('message', heard);
    resolve();
  });
  window.postMessage(marker, '*');
}));

test('a host page on another origin drives the game and hears its events', async () => {
  const { context, page, frame, problems } = await openHost();
  const ready = (await events(page)).find((e) => e.type === 'ready');
  assert.equal(ready.source, 'russian-bank');
  assert.equal(ready.seed, 9);
  assert.deepEqual(ready.options, {}, JSON.stringify(ready));

  // A new game with options: a newgame event with them (a rule option among them).
  let reply = await command(page, 'new-game', { options: { preset: 'scarne', seed: 77, level: 2, speed: 'instant', stall_turns: 50 } });
  assert.equal(reply.ok, true, JSON.stringify(reply));
  await page.waitForFunction(() => window.hostLog.some((e) => e.type === 'newgame' && e.seed === 77));
  const fresh = (await events(page)).find((e) => e.type === 'newgame' && e.seed === 77);
  assert.equal(fresh.preset, 'scarne');
  assert.equal(fresh.level, 2);
  assert.deepEqual(fresh.options, { stall_turns: '50' }, JSON.stringify(fresh));
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
  // A command without its name says so (not "unknown command "undefined"").
  reply = await command(page, undefined);
  assert.match(reply.error, /^a command needs its "command" field: use new-game/);
  const errors = (await events(page)).filter((e) => e.type === 'error' && e.from === 'api');
  assert.equal(errors.length, 4);
  // A command sent as JSON text (postMessage(JSON.stringify(command))) is read as one.
  await page.evaluate(() => document.getElementById('game').contentWindow.postMessage(
    JSON.stringify({ target: 'russian-bank', id: 9001, command: 'set-option', options: { level: 9 } }),
    new URL(document.getElementById('game').src).origin));
  reply = await page.waitForFunction(
    () => window.hostLog.find((e) => e.type === 'reply' && e.id === 9001) || null)
    .then((h) => h.jsonValue());
  assert.match(reply.error, /level "9" is not a level/);
  assert.equal((await gameState(frame)).record, stateBefore.record);
  // JSON text that names the target but does not parse: an error event says so.
  await page.evaluate(() => document.getElementById('game').contentWindow.postMessage(
    '{"target": "russian-bank", "command": "pause"', new URL(document.getElementById('game').src).origin));
  await page.waitForFunction(() => window.hostLog.some((e) => e.type === 'error' && e.from === 'api' &&
    /not JSON/.test(e.message)));
  assert.equal((await gameState(frame)).paused, false);

  // Pause: the human's action is refused until resumed. (The human starts; the computer's seat
  // waits in this game.)
  await command(page, 'new-game', { options: { preset: 'house', seed: 3, speed: 'instant', seats: 'wait', first: 'human' } });
  reply = await command(page, 'pause');
  assert.equal(reply.ok, true);
  const s = await gameState(frame);
  assert.equal(s.turn, 'a');
  const move = someAction(s);
  reply = await command(page, 'action', { action: move });
  assert.match(reply.error, /paused/);
  assert.equal((await gameState(frame)).record, s.record);
  reply = await command(page, 'resume');
  assert.equal(reply.ok, true);

  // A good option, then the human's action through the API: an action event comes out.
  reply = await command(page, 'set-option', { options: { speed: 'fast' } });
  assert.equal(reply.ok, true);
  reply = await command(page, 'set-option', { options: { seed: 5 } });
  assert.match(reply.error, /new-game/);
  // Options on restart would be silently lost: refused, with what to use instead.
  reply = await command(page, 'restart', { options: { seed: 4 } });
  assert.match(reply.error, /restart takes no options.*new-game/);
  reply = await command(page, 'action', { action: move });
  assert.equal(reply.ok, true, JSON.stringify(reply));
  await page.waitForFunction((a) => window.hostLog.some((e) => e.type === 'action' && e.action === a && e.by === 'you'), move);
  // A call (Russian Bank's knock) and the end of the game are events too.
  await play(frame, 'knock b');
  await page.waitForFunction(() => window.hostLog.some((e) => e.type === 'knock'));
  const log = await events(page);
  // Each action event's message tells that action (not the table's message of the moment, which
  // may be an earlier action's or a call's).
  const acted = log.filter((e) => e.type === 'action');
  assert.ok(acted.length > 0);
  for (const e of acted) {
    assert.match(e.message, e.by === 'you' ? /^You / : /^The computer /, JSON.stringify(e));
    if (e.action.startsWith('turnup')) assert.match(e.message, /turned/, JSON.stringify(e));
    assert.equal(e.auto, false, JSON.stringify(e));  // (Russian Bank's table makes no move itself)
    assert.doesNotMatch(e.message, /knock/i, JSON.stringify(e));
  }
  const call = log.find((e) => e.type === 'call');
  assert.ok(call, `a call event: ${JSON.stringify(log)}`);
  assert.equal(call.by, 'computer');
  assert.equal(typeof call.justified, 'boolean');
  assert.equal(typeof call.missed, 'string');
  assert.equal(call.alias_of, undefined);
  // The old name, "knock", still comes (a documented alias, README "Embedding"): the same event
  // again, right after the call, for a host that listens for it.
  const knocks = log.filter((e) => e.type === 'knock');
  assert.equal(knocks.length, 1, 'one knock per call');
  const knock = knocks[0];
  assert.equal(log.indexOf(knock), log.indexOf(call) + 1, 'the alias follows its call');
  assert.deepEqual({ ...knock, type: 'call', alias_of: undefined }, { ...call, alias_of: undefined });
  assert.equal(knock.alias_of, 'call');
  await play(frame, 'resign a');
  await page.waitForFunction(() => window.hostLog.some((e) => e.type === 'gameover'));
  const over = (await events(page)).find((e) => e.type === 'gameover');
  assert.equal(over.winner, 'computer');
  // (The end as the table says it, from the person's side, not the engine's "B wins: ...". A review.)
  assert.match(over.result, /^The computer wins\. You resigned\.$/, over.result);
  assert.ok((await events(page)).every((e) => e.source === 'russian-bank'));
  assert.deepEqual(problems, []);
  await context.close();
});

test('a host page asks the coach to review a record; a broken record changes nothing', async () => {
  const { context, page, frame, problems } = await openHost();
  await command(page, 'new-game', { options: { preset: 'house', seed: 3, speed: 'instant', seats: 'wait', first: 'human' } });
  for (let i = 0; i < 6; i++) await play(frame, someAction(await gameState(frame)));
  const { record } = await gameState(frame);
  await command(page, 'new-game', { options: { preset: 'house', seed: 4, speed: 'instant' } });
  const before = await gameState(frame);
  let reply = await command(page, 'review', { record: record.slice(0, record.length / 2) + 'garbage' });
  assert.equal(reply.ok, false);
  assert.equal((await gameState(frame)).review, null);
  assert.equal((await gameState(frame)).record, before.record);
  reply = await command(page, 'review', { record: 42 });
  assert.match(reply.error, /record must be a record text/);
  reply = await command(page, 'review', { record });
  assert.equal(reply.ok, true, JSON.stringify(reply));
  const s = await gameState(frame);
  assert.equal(s.review.at, 0);
  assert.equal(s.review.total, 6);
  reply = await command(page, 'review');  // (one is on the table already)
  assert.match(reply.error, /a review or a replay is on the table/);
  // close-review: back to the game the review left (a review found no way back).
  reply = await command(page, 'close-review');
  assert.equal(reply.ok, true, JSON.stringify(reply));
  assert.equal((await gameState(frame)).review, null);
  assert.equal((await gameState(frame)).record, before.record);
  reply = await command(page, 'close-review');
  assert.match(reply.error, /no review is open/);
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
  // A frame of the host's own (allowed) origin that is not the game's parent: ignored too.
  const siblingSent = page.evaluate(() => new Promise((resolve) => {
    window.addEventListener('message', (e) => { if (e.data && e.data.sibling) resolve(e.origin); });
    const f = document.createElement('iframe');
    f.srcdoc = '<script>parent.frames[0].postMessage({ target: "russian-bank", command: "pause" }, "*");' +
               'parent.postMessage({ sibling: "sent" }, "*");<\/script>';
    document.body.appendChild(f);
  }));
  assert.equal(await siblingSent, hostServer.url.replace(/\/$/, ''));
  // The game has had them (and not acted on them).
  await messagesDispatched(frame);
  await settle(frame);
  const after = await gameState(frame);
  assert.equal(after.seed, before.seed);
  assert.notEqual(after.seed, 4242);
  assert.doesNotMatch(after.message, /paused/);
  assert.equal((await events(page)).filter((e) => e.type === 'newgame').length, 0);
  await context.close();
});

test('a host page hears an error event when the game cannot be loaded', async () => {
  const context = await browser.newContext(DESKTOP);
  await context.route('**/russian-bank.wasm', (route) => route.fulfill({ status: 404, body: '' }));
  const page = await context.newPage();
  const gameUrl = `${server.url}index.html?seed=9`;
  await page.goto(`${hostServer.url}host.html?game=${encodeURIComponent(gameUrl)}`);
  await page.waitForFunction(() => window.hostLog.some((e) => e.type === 'error'), null,
    { timeout: 30_000 });
  const error = (await events(page)).find((e) => e.type === 'error');
  assert.equal(error.from, 'load');
  assert.match(error.message, /could not be loaded/);
  assert.equal((await events(page)).filter((e) => e.type === 'ready').length, 0);
  await context.close();
});

test('a host page whose origin is not allowed is neither heard nor told anything; the console says why', async () => {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  const allowed = hostServer.url.replace(/\/$/, '');
  const gameUrl = `${server.url}index.html?seats=play&speed=instant&seed=9&origins=${allowed}`;
  await page.goto(`${thirdServer.url}outsider.html?game=${encodeURIComponent(gameUrl)}`);
  const frame = await gameFrame(page);
  await waitForGame(frame);
  await page.evaluate(() => {
    window.sendToGame({ target: 'russian-bank', id: 1, command: 'new-game', options: { seed: 4242 } });
    window.sendToGame({ target: 'russian-bank', id: 2, command: 'pause' });
  });
  await messagesDispatched(frame);
  const s = await gameState(frame);
  assert.equal(s.seed, 9);
  assert.doesNotMatch(s.message, /paused/);
  assert.deepEqual(await page.evaluate(() => window.heard), []);
  // (Once for the origin, naming it and the option.)
  const said = warnings.filter((w) => /are ignored: the page address option origins=/.test(w));
  assert.equal(said.length, 1, `the console: ${warnings.join(' | ')}`);
  assert.ok(said[0].includes(thirdServer.url.replace(/\/$/, '')), said[0]);
  await context.close();
});

test('the host page keeps its focus, keys and wheel; the game takes them when clicked', async () => {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  // The rules page is a data file, fetched when the rules are first opened (not before).
  const rulesFetched = [];
  page.on('request', (request) => {
    if (/\/rules\//.test(request.url())) rulesFetched.push(new URL(request.url()).pathname);
  });
  const gameUrl = `${server.url}index.html?seats=play&speed=instant&seed=9`;
  // The host's field has the focus before the game has loaded, and keeps it after.
  await page.goto(`${hostServer.url}host.html?game=${encodeURIComponent(gameUrl)}`,
    { waitUntil: 'domcontentloaded' });
  await page.focus('#action');
  const frame = await gameFrame(page);
  await waitForGame(frame);
  const before = await gameState(frame);
  await page.keyboard.type('turnup k n');
  assert.equal(await page.inputValue('#action'), 'turnup k n');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'action');
  // The wheel over the game's table scrolls the host page.
  const box = await page.locator('#game').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 300);
  await page.waitForFunction(() => window.scrollY > 0);
  const after = await gameState(frame);
  assert.equal(after.record, before.record);
  assert.equal(after.seed, before.seed);
  // Clicked, the game has the keys (F1 opens its rules), and then the wheel scrolls the rules,
  // not the host page.
  await page.evaluate(() => window.scrollTo(0, 0));
  const table = await page.locator('#game').boundingBox();
  await page.mouse.click(table.x + table.width / 2, table.y + table.height - 5);
  assert.deepEqual(rulesFetched, []);
  await page.keyboard.press('F1');
  await waitForState(frame, 'panel', 'rules');
  // Its text comes from rules/russian-bank-house.txt, fetched once, with its headings.
  await frame.waitForFunction(() => JSON.parse(Module.UTF8ToString(Module._rb_state_json()))
    .panel_lines.includes('Russian Bank, house rules'));
  assert.deepEqual(rulesFetched, ['/rules/russian-bank-house.txt']);
  await page.mouse.move(table.x + table.width / 2, table.y + table.height / 2);
  await page.mouse.wheel(0, 300);
  await frame.waitForFunction(() => JSON.parse(Module.UTF8ToString(Module._rb_state_json())).panel_scroll > 0);
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  assert.deepEqual(rulesFetched, ['/rules/russian-bank-house.txt']);
  await context.close();
});

test('new-game with another game loads that game in the frame, which says it is ready', async () => {
  const { context, page, problems } = await openHost();
  try {
    // (With the host's options: they go along to the other game's page.)
    const reply = await command(page, 'new-game', { options: { game: 'pishe-pasha', level: 2, seed: 33 } });
    assert.equal(reply.ok, true, JSON.stringify(reply));
    await page.waitForFunction(() => window.hostLog.some((e) => e.type === 'ready' &&
      e.game === 'pishe-pasha'), null, { timeout: 60_000 });
    const ready = await page.evaluate(() => window.hostLog.find((e) => e.type === 'ready' &&
      e.game === 'pishe-pasha'));
    assert.equal(ready.level, 2, JSON.stringify(ready));
    assert.equal(ready.seed, 33, JSON.stringify(ready));
    const frame = page.frames().find((f) => /game=pishe-pasha/.test(f.url()));
    assert.ok(frame, 'the frame shows Pishe Pasha\'s page');
    await waitForGame(frame);
    assert.equal((await gameState(frame)).game, 'pishe-pasha');
    // The embed API still answers there (the allow-list went along).
    const again = await command(page, 'new-game', { options: { level: 1 } });
    assert.equal(again.ok, true, JSON.stringify(again));
    await waitForGame(frame);
    const left = (await gameState(frame)).seed;
    const bad = await command(page, 'new-game', { options: { game: 'poker' } });
    assert.match(bad.error, /game "poker" is not a game here/, JSON.stringify(bad));
    // Another bundle's game with a bad option: the page it loads deals the game, the option at its
    // default, and answers the command once ready: done, with the option's error as a warning (and
    // its error event names the command's id).
    const loaded = await command(page, 'new-game', { options: { game: 'russian-bank', level: 'x' } });
    assert.equal(loaded.ok, true, JSON.stringify(loaded));
    assert.match(loaded.warning, /level/);
    const said = await page.evaluate((id) => window.hostLog.find((e) => e.type === 'error' &&
      e.from === 'url' && e.id === id), loaded.id);
    assert.ok(said, 'the error event names the command');
    assert.ok(await page.evaluate((id) => window.hostLog.findIndex((e) => e.type === 'ready' &&
      e.game === 'russian-bank') < window.hostLog.findIndex((e) => e.type === 'reply' && e.id === id),
    loaded.id), 'the reply comes once the page is ready');
    // The table's language goes along too (a review found Harp in English after Russian).
    assert.equal((await command(page, 'lang', { lang: 'fr' })).ok, true);
    // (Once the French words have come: leaving the page sooner cancels their request, which
    // this test would count as a problem.)
    const russianBank = page.frames().find((f) => /game=russian-bank/.test(f.url()));
    await waitForState(russianBank, 'lang', 'fr');
    assert.equal((await command(page, 'new-game', { options: { game: 'pishe-pasha' } })).ok, true);
    await page.waitForFunction(() => window.hostLog.filter((e) => e.type === 'ready' &&
      e.game === 'pishe-pasha').length === 2, null, { timeout: 60_000 });
    const second = page.frames().find((f) => /game=pishe-pasha/.test(f.url()));
    await waitForState(second, 'lang', 'fr');
    // A new game, not the Pishe Pasha game left in play (a review got that one back), and the
    // page's address no longer asks for a new deal (seed=0): a reload comes back to this one.
    const back = await page.evaluate(() => window.hostLog.filter((e) => e.type === 'ready' &&
      e.game === 'pishe-pasha')[1]);
    assert.notEqual(back.seed, left, JSON.stringify(back));
    await second.waitForFunction(() => !/seed=/.test(window.location.search));
    assert.deepEqual(problems.filter((p) => !/level/.test(p)), []);
  } finally {
    await context.close();
  }
});

test('where the frame may not use storage, the page another game loads still answers new-game', async () => {
  // (A review's host on another site: the frame's storage refused, the reply came before the new
  // page, without the bad option's warning, and the error event without the command's id.)
  const context = await browser.newContext(DESKTOP);
  await context.addInitScript((gameOrigin) => {
    if (window.location.origin !== gameOrigin) return;
    for (const name of ['sessionStorage', 'localStorage']) {
      Object.defineProperty(window, name, {
        get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
      });
    }
  }, new URL(server.url).origin);
  try {
    const page = await context.newPage();
    const problems = watchProblems(page);
    const gameUrl = `${server.url}index.html?seats=play&speed=instant&seed=9`;
    await page.goto(`${hostServer.url}host.html?game=${encodeURIComponent(gameUrl)}`,
      { waitUntil: 'load' });
    await waitForGame(await gameFrame(page));
    await page.waitForFunction(() => window.hostLog.some((e) => e.type === 'ready'));
    const loaded = await command(page, 'new-game', { options: { game: 'pishe-pasha', level: 'x' } });
    assert.equal(loaded.ok, true, JSON.stringify(loaded));
    assert.match(loaded.warning || '', /level/, JSON.stringify(loaded));
    const log = await events(page);
    const ready = log.findIndex((e) => e.type === 'ready' && e.game === 'pishe-pasha');
    assert.ok(ready >= 0 && ready < log.findIndex((e) => e.type === 'reply' && e.id === loaded.id),
      'the reply comes once the page is ready');
    assert.ok(log.some((e) => e.type === 'error' && e.from === 'url' && e.id === loaded.id &&
      /level/.test(e.message)), 'the error event names the command');
    // The address the game's page shows (and a reload reads) no longer carries the command.
    const frame = page.frames().find((f) => /game=pishe-pasha/.test(f.url()));
    assert.ok(frame, 'the frame shows Pishe Pasha\'s page');
    assert.doesNotMatch(await frame.evaluate(() => window.location.search), /api_reply/);
    assert.equal((await gameState(frame)).game, 'pishe-pasha');
    assert.deepEqual(problems.filter((p) => !/level|[Ss]torage|insecure/.test(p)), []);
  } finally {
    await context.close();
  }
});
