// How long "New deals: Winnable only" takes to put a new winnable deal on the table, in the
// browser, per solitaire game (a measurement by hand, not a test): the page opened with
// winnable_only=on, then New game (the N key) pressed again and again, each time timed from the
// key to a new deal on the table with nothing thinking.
// Usage: node _winnable_deal_time.mjs [DEALS_PER_GAME] [GAME ...]
import { startServer } from '../../scripts/serve.mjs';
import { launchChromium, servedDirs } from './harness.mjs';

const [countArg, ...gamesArg] = process.argv.slice(2);
const count = Number(countArg || 9);
const games = gamesArg.length ? gamesArg
  : ['congress', 'harp', 'house-in-the-wood', 'house-on-the-hill', 'intelligence'];
const server = await startServer({ port: 0, bundle: servedDirs });
const browser = await launchChromium();
const stateOf = (page) => page.evaluate(() => JSON.parse(Module.UTF8ToString(Module._rb_state_json())));
const waitIdle = (page, notSeed) => page.waitForFunction((old) => {
  const s = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
  return !s.thinking && s.seed !== old;
}, notSeed, { polling: 20, timeout: 120_000 });

for (const game of games) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${server.url}?game=${game}&winnable_only=on&speed=instant`, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof Module !== 'undefined' && Module._rb_frame_count &&
    Module._rb_frame_count() >= 1, null, { polling: 50, timeout: 60_000 });
  await waitIdle(page, -1);
  const times = [];
  let proved = 0;
  for (let i = 0; i < count; i++) {
    const before = await stateOf(page);
    const start = performance.now();
    await page.keyboard.press('n');
    await waitIdle(page, before.seed);
    times.push(performance.now() - start);
    if (/The solver has won this deal/.test((await stateOf(page)).message)) proved++;
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(`${game}: ${count} new deals, median ${at(0.5).toFixed(0)} ms, max ` +
    `${times[times.length - 1].toFixed(0)} ms, proved winnable ${proved}/${count}`);
  await context.close();
}
await browser.close();
await new Promise((resolve) => server.server.close(resolve));
process.exit(0);
