#!/usr/bin/env node
// What the page costs at rest, for comparing builds: loads each build's page N times (a fresh
// context each, the builds interleaved), waits until the table is still (the human in turn, no
// card moving, every card face prepared), then over 3 s counts the animation-frame and timer
// callbacks the page runs and the main thread's busy time (Chrome's TaskDuration and
// ScriptDuration metrics). Prints medians per build. Measures; asserts nothing.
//
// Usage (from tests/e2e, after `npm ci`):
//   node rest_cost.mjs [--loads N] [PAGE_DIR:BUNDLE_DIR ...]
// (default: this checkout's web/ and build/web/), e.g. another checkout against this one:
//   node rest_cost.mjs /tmp/old/web:/tmp/old/build/web ../../web:../../build/web
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';
import { countCallbacks } from './callback_counter.mjs';
import { launchChromium } from './harness.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REST_MS = 3000;

const args = process.argv.slice(2);
let loads = 3;
const builds = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--loads') loads = Number(args[++i]);
  else if (args[i].includes(':')) builds.push(args[i].split(':').map((p) => path.resolve(p)));
  else {
    console.error('usage: node rest_cost.mjs [--loads N] [PAGE_DIR:BUNDLE_DIR ...]');
    process.exit(2);
  }
}
if (!(loads >= 1)) {
  console.error('--loads needs a number of loads');
  process.exit(2);
}
if (builds.length === 0) builds.push([path.join(repoRoot, 'web'), path.join(repoRoot, 'build/web')]);
// (It reads the table through the test hooks: each build's test twins first, build/web/test/.)

const servers = [];
for (const [root, bundle] of builds) servers.push(await startServer({ port: 0, root, bundle: [path.join(bundle, 'test'), bundle] }));
const browser = await launchChromium();
const results = servers.map(() => []);
const metric = (all, name) => all.metrics.find((m) => m.name === name).value * 1000;
try {
  for (let n = 0; n < loads; n++) {
    for (let k = 0; k < servers.length; k++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(countCallbacks);
      const page = await context.newPage();
      await page.goto(`${servers[k].url}?seed=${5 + n}&seats=wait`);
      await page.waitForFunction(() => {
        try {
          const s = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
          const f = JSON.parse(Module.UTF8ToString(Module._rb_frame_stats()));
          return Module._rb_frame_count() >= 1 && !s.animating && f.cards_ready;
        } catch {
          return false;
        }
      }, null, { timeout: 120_000, polling: 100 });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const before = await cdp.send('Performance.getMetrics');
      await page.evaluate(() => window.__rbCallbacks.start());
      await new Promise((resolve) => setTimeout(resolve, REST_MS));
      const counts = await page.evaluate(() => window.__rbCallbacks.read());
      const after = await cdp.send('Performance.getMetrics');
      results[k].push({
        ...counts,
        task: metric(after, 'TaskDuration') - metric(before, 'TaskDuration'),
        script: metric(after, 'ScriptDuration') - metric(before, 'ScriptDuration'),
      });
      await context.close();
    }
  }
} finally {
  await browser.close();
  for (const s of servers) s.server.close();
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (let k = 0; k < builds.length; k++) {
  const r = results[k];
  console.log(`${builds[k].join(' + ')} (${loads} loads, ${REST_MS / 1000} s at rest each, medians):`);
  console.log(`  animation-frame callbacks ${median(r.map((x) => x.frames))}, ` +
    `timer callbacks ${median(r.map((x) => x.timers))}, ` +
    `main thread busy ${median(r.map((x) => x.task)).toFixed(1)} ms ` +
    `(script ${median(r.map((x) => x.script)).toFixed(1)} ms)`);
}
