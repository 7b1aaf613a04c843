#!/usr/bin/env node
// Time to the first game frame, for comparing builds on a noisy machine: loads each page N times
// in headless Chromium (a fresh context each time, the builds' loads interleaved so that both see
// the same moments of the machine) and prints, per build, the median time from navigation to
// each start-up stage (the rb-* performance marks) and the median length of the animation-frame
// callback that drew frame 1 (Long Animation Frame API). With --seeds S, load n of every build
// opens deal S + n (else each load deals at random), and for two builds it also prints the
// median of the load-by-load differences (second minus first: the same deal, the same moments).
// Measures; asserts nothing. Its resolution: two copies of one build, 30 loads each, differed by
// -3 and 0 ms (paired median), but two builds' difference changed by up to 20 ms from one run to
// the next; compare builds in both orders (A B, then B A) and trust only larger differences.
//
// Usage (from tests/e2e, after `npm ci`):
//   node first_frame.mjs [--loads N] [--seeds S] [--game NAME] [PAGE_DIR:BUNDLE_DIR ...]
// Each build is a page folder (web/) and a bundle folder (build/web/); the default is this
// checkout's. Example, the build of another checkout against this one:
//   node first_frame.mjs --loads 30 --seeds 100 /tmp/old/web:/tmp/old/build/web ../../web:../../build/web
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';
import { launchChromium } from './harness.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const args = process.argv.slice(2);
let loads = 10;
let seeds = null;
let game = null;  // --game NAME: that game's bundle (the page's `game` option)
const builds = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--loads') loads = Number(args[++i]);
  else if (args[i] === '--seeds') seeds = Number(args[++i]);
  else if (args[i] === '--game') game = args[++i];
  else if (args[i].includes(':')) builds.push(args[i].split(':').map((p) => path.resolve(p)));
  else {
    console.error('usage: node first_frame.mjs [--loads N] [--seeds S] [--game NAME] [PAGE_DIR:BUNDLE_DIR ...]');
    process.exit(2);
  }
}
if (!(loads >= 1)) {
  console.error('--loads needs a number of loads');
  process.exit(2);
}
if (seeds !== null && !(Number.isInteger(seeds) && seeds >= 1)) {
  console.error('--seeds needs a whole number of 1 or more');
  process.exit(2);
}
if (builds.length === 0) builds.push([path.join(repoRoot, 'web'), path.join(repoRoot, 'build/web')]);

const servers = [];
for (const [root, bundle] of builds) servers.push(await startServer({ port: 0, root, bundle }));
const browser = await launchChromium();

const stages = ['rb-compiled', 'rb-runtime-ready', 'rb-game-opened', 'rb-frame-1-drawn'];
const results = servers.map(() => []);
try {
  for (let n = 0; n < loads; n++) {
    for (let k = 0; k < servers.length; k++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(() => {
        window.__rbFrames = [];
        new PerformanceObserver((list) => window.__rbFrames.push(...list.getEntries().map((e) => e.toJSON())))
          .observe({ type: 'long-animation-frame', buffered: true });
      });
      const page = await context.newPage();
      const options = [game !== null ? `game=${game}` : '', seeds !== null ? `seed=${seeds + n}` : '']
        .filter((o) => o).join('&');
      await page.goto(servers[k].url + (options ? `?${options}` : ''));
      await page.waitForFunction(() => performance.getEntriesByName('rb-frame-1-drawn').length > 0,
        null, { timeout: 60_000 });
      await page.waitForTimeout(100);  // the long-animation-frame entry comes after the frame
      results[k].push(await page.evaluate(() => {
        const marks = Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]));
        const drawn = marks['rb-frame-1-drawn'];
        for (const frame of window.__rbFrames) {
          for (const s of frame.scripts || []) {
            if (s.invokerType === 'user-callback' && s.startTime <= drawn && s.startTime + s.duration >= drawn - 1) {
              marks.callback = s.duration;
            }
          }
        }
        return marks;
      }));
      await context.close();
    }
  }
} finally {
  await browser.close();
  for (const s of servers) s.server.close();
}

const median = (values) => {
  const known = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)].toFixed(0) : '?';
};
for (let k = 0; k < builds.length; k++) {
  const r = results[k];
  console.log(`${builds[k].join(' + ')} (${loads} loads, medians, ms from navigation):`);
  console.log('  ' + stages.map((s) => `${s.replace('rb-', '')} ${median(r.map((m) => m[s]))}`).join(', ') +
    `; frame 1's callback ${median(r.map((m) => m.callback))} ms`);
  console.log(`  frame 1 drawn, each load: ${r.map((m) => m['rb-frame-1-drawn'].toFixed(0)).join(' ')}`);
}
if (builds.length === 2) {
  const paired = (of) => median(results[0].map((m, n) => of(results[1][n]) - of(m)));
  console.log(`load by load, second minus first (median): frame 1's callback ` +
    `${paired((m) => m.callback)} ms, frame 1 drawn ${paired((m) => m['rb-frame-1-drawn'])} ms`);
}
