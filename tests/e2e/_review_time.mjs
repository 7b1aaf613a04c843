// How long the coach takes to review a solitaire's whole game in the browser (a measurement by
// hand, not a test): each record file given is sent to its game's page, in a frame of a host page,
// with the embed API's `review` command and timed from the command to the review being done.
// Records: `selfplay --game G --games 1 --seed S --a ai1 --save-first G-S.rec`.
// Usage: node _review_time.mjs FILE.rec ...
import { readFileSync } from 'node:fs';
import { startServer } from '../../scripts/serve.mjs';
import { launchChromium, servedDirs } from './harness.mjs';

const server = await startServer({ port: 0, bundle: servedDirs });
const browser = await launchChromium();
for (const file of process.argv.slice(2)) {
  const record = readFileSync(file, 'utf8');
  const game = record.slice(0, record.indexOf('-record'));
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // (The host is of the page's own origin, which `origins` allows.)
  const origin = new URL(server.url).origin;
  await page.route(`${server.url}host.html`, (route) => route.fulfill({ contentType: 'text/html',
    body: `<iframe id="game" style="width:1280px;height:800px"
           src="${server.url}?game=${game}&speed=instant&origins=${origin}"></iframe>` }));
  await page.goto(`${server.url}host.html`);
  // (The frame's page may load its game's own page first: the frame is the one that runs.)
  let frame;
  for (;;) {
    frame = page.frames()[1];
    const ready = await frame?.evaluate(() => typeof Module !== 'undefined' &&
      !!Module._rb_frame_count && Module._rb_frame_count() >= 1).catch(() => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const start = Date.now();
  await page.evaluate((r) => document.getElementById('game').contentWindow.postMessage({
    target: 'russian-bank', id: 1, command: 'review', record: r }, '*'), record);
  const s = await frame.waitForFunction(() => {
    const st = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
    return st.review?.done === true && st.review;
  }, null, { polling: 50, timeout: 600_000 }).then((h) => h.jsonValue());
  const where = s.findings.map((f) => `${f.index}:${f.kind}`).join(' ');
  console.log(`${file}: ${Date.now() - start} ms, ${s.summary} (${where})`);
  await context.close();
}
await browser.close();
await new Promise((resolve) => server.server.close(resolve));
process.exit(0);
