// Browser tests of the web build (build/web/<game>.{js,wasm} + web/index.html), in
// Debian's Chromium driven by playwright-core. For a desktop and a phone viewport: the page
// loads with no console or page error, the game draws a frame, the canvas backing store is CSS
// size x devicePixelRatio, the table has its colour where no pile is, and a card is drawn where
// the layout (rb_layout_json) says a pile has cards. Also measures, without asserting, the time
// from navigation to the first game frame and the bytes the page loads (each file raw and
// gzipped by GNU gzip -9, as the budget counts them), into build/e2e/measurements.txt; the bytes
// are held to the budget (PAGE_BUDGET of page_lists.mjs).
// A slow load shows the loading message with its real progress.
//
// Run: scripts/test (all), or after `cmake --build --preset web`:
//   cd tests/e2e && node --test --test-reporter=spec
//   RB_E2E_ONLY=phone node --test ...   (one viewport; names: desktop, phone)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from '../../scripts/serve.mjs';
import { artifactsDir, browser, bundleDir, server, useServerAndBrowser } from './harness.mjs';
import { PAGE_BUDGET } from './page_lists.mjs';
import { gzipBodyBytes } from './page_bytes.mjs';

const PILE_IDS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'h1', 'h2', 'h3', 'h4', 'h5',
  'h6', 'h7', 'h8', 'ra', 'rb', 'wa', 'wb'];
const FIRST_FRAME_TIMEOUT_MS = 60_000;

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true,
    hasTouch: true },
];

useServerAndBrowser();

// Opens the page in a fresh context (empty cache) and collects console errors and page errors.
async function openPage(spec, { initScript } = {}) {
  const { name, ...options } = spec;
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()}`));
  if (initScript) await page.addInitScript(initScript);
  return { context, page, problems };
}

async function waitForFirstFrame(page, problems) {
  try {
    await page.waitForFunction(() => {
      try {
        return window.Module._rb_frame_count() >= 1;
      } catch {
        return false;  // the glue is not loaded or the wasm not ready yet
      }
    }, null, { timeout: FIRST_FRAME_TIMEOUT_MS, polling: 'raf' });
  } catch (err) {
    const status = await page.locator('#status').textContent().catch(() => '');
    throw new Error(`no frame drawn within ${FIRST_FRAME_TIMEOUT_MS} ms; page says ` +
      `"${status?.trim()}"; ${problems.join('; ') || 'no console errors'}`, { cause: err });
  }
}

// RGB values of the screenshot `png` at CSS points, decoded by the browser itself.
async function samplePixels(page, png, points, cssWidth) {
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
    const rgb = pts.map(([x, y]) => {
      const px = Math.min(c.width - 1, Math.max(0, Math.floor(x * scale)));
      const py = Math.min(c.height - 1, Math.max(0, Math.floor(y * scale)));
      const i = (py * c.width + px) * 4;
      return [data[i], data[i + 1], data[i + 2]];
    });
    return { width: img.naturalWidth, height: img.naturalHeight, rgb };
  }, { b64: png.toString('base64'), pts: points, cssW: cssWidth });
}

const distance = (a, b) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
const inside = (p, r, margin = 0) => p[0] >= r.x - margin && p[0] <= r.x + r.w + margin &&
  p[1] >= r.y - margin && p[1] <= r.y + r.h + margin;

const only = process.env.RB_E2E_ONLY;
for (const spec of VIEWPORTS.filter((v) => !only || v.name === only)) {
  const { width, height } = spec.viewport;
  const dpr = spec.deviceScaleFactor;
  test(`${spec.name} ${width}x${height} at DPR ${dpr}: the table and its cards are drawn`, async () => {
    const { context, page, problems } = await openPage(spec);
    try {
      await page.goto(server.url, { waitUntil: 'load' });
      await waitForFirstFrame(page, problems);
      await page.waitForSelector('#status', { state: 'hidden', timeout: 10_000 });

      const info = await page.evaluate(() => {
        const canvas = document.getElementById('canvas');
        return {
          layout: JSON.parse(Module.UTF8ToString(Module._rb_layout_json())),
          backing: [canvas.width, canvas.height],
          css: [canvas.clientWidth, canvas.clientHeight],
          dpr: window.devicePixelRatio,
          frames: Module._rb_frame_count(),
          touchAction: getComputedStyle(canvas).touchAction,
          tabIndex: canvas.tabIndex,
        };
      });
      const { layout } = info;
      assert.equal(info.touchAction, 'none', 'the canvas has touch-action: none');
      assert.equal(info.tabIndex, 0, 'the canvas can take the keyboard focus');

      // The canvas fills the window and its backing store is CSS size x DPR.
      assert.equal(info.dpr, dpr);
      assert.deepEqual(info.css, [width, height], 'the canvas fills the window');
      assert.ok(Math.abs(info.backing[0] - Math.round(width * dpr)) <= 1 &&
        Math.abs(info.backing[1] - Math.round(height * dpr)) <= 1,
        `canvas backing ${info.backing} is not CSS ${info.css} x DPR ${dpr}`);
      assert.ok(Math.abs(layout.css_width - width) <= 1 && Math.abs(layout.css_height - height) <= 1,
        `layout css size ${layout.css_width}x${layout.css_height} is not ${width}x${height}`);
      assert.equal(layout.dpr, dpr, 'layout dpr');

      // The piles of the layout are known, each once, with all center and house piles; all
      // inside the canvas.
      const ids = layout.piles.map((p) => p.id);
      assert.equal(new Set(ids).size, ids.length, `a pile id repeats: ${ids}`);
      for (const id of ids) assert.ok(PILE_IDS.includes(id), `unknown pile id ${id}`);
      for (const id of PILE_IDS.filter((i) => /^[ch]/.test(i))) {
        assert.ok(ids.includes(id), `pile ${id} is missing from the layout`);
      }
      for (const p of layout.piles) {
        assert.ok(p.w > 0 && p.h > 0 && p.x >= -1 && p.y >= -1 && p.x + p.w <= width + 1 &&
          p.y + p.h <= height + 1, `pile ${p.id} ${JSON.stringify(p)} is outside the canvas`);
      }

      // Pixels as they are on screen.
      const png = await page.locator('#canvas').screenshot();
      writeFileSync(path.join(artifactsDir, `${spec.name}.png`), png, { flag: 'w' });
      const table = layout.table_rgb;

      // Bare table: grid points at least 4 CSS px from every pile.
      const bare = [];
      for (let gx = 1; gx < 40; gx++) {
        for (let gy = 1; gy < 40; gy++) {
          const pt = [(gx * width) / 40, (gy * height) / 40];
          if (!layout.piles.some((p) => inside(pt, p, 4))) bare.push(pt);
        }
      }
      assert.ok(bare.length >= 10, 'the layout leaves some bare table');
      const bareSample = await samplePixels(page, png, bare, width);
      assert.equal(bareSample.width, Math.round(width * dpr), 'screenshot width in device px');
      const tableLike = bareSample.rgb.filter((c) => distance(c, table) <= 6).length;
      assert.ok(tableLike >= bare.length * 0.6,
        `only ${tableLike} of ${bare.length} bare-table points have the table colour ${table}; ` +
        `e.g. ${JSON.stringify(bareSample.rgb.slice(0, 5))}`);

      // Piles with cards: a card covers part of the pile's area (a fanned house pile's area is
      // wider than one card), so several points of a 5x5 grid in it are not the table colour.
      const withCards = layout.piles.filter((p) => p.cards > 0);
      assert.ok(withCards.length > 0, 'the deal puts cards on the table');
      for (const p of withCards) {
        const pts = [];
        for (let i = 1; i <= 5; i++) {
          for (let j = 1; j <= 5; j++) {
            pts.push([p.x + (p.w * (0.1 + 0.8 * (i - 1) / 4)), p.y + (p.h * (0.1 + 0.8 * (j - 1) / 4))]);
          }
        }
        const s = await samplePixels(page, png, pts, width);
        const covered = s.rgb.filter((c) => distance(c, table) > 24).length;
        assert.ok(covered >= 3,
          `pile ${p.id} has ${p.cards} cards but ${pts.length - covered} of ${pts.length} ` +
          `points in ${JSON.stringify(p)} show the table colour`);
      }

      assert.deepEqual(problems, [], 'no console errors, page errors or failed requests');
    } finally {
      await context.close();
    }
  });
}

test('a wasm that cannot be loaded gives a clear message, not a blank page', async () => {
  const { context, page } = await openPage(VIEWPORTS[0]);
  try {
    await page.route('**/russian-bank.wasm', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(server.url, { waitUntil: 'load' });
    const status = page.locator('#status.error');
    await status.waitFor({ state: 'visible', timeout: 30_000 });
    assert.match(await status.textContent(), /could not be loaded/);
  } finally {
    await context.close();
  }
});

test('a browser without WebAssembly, or a glue file that fails to load, gets a clear message', async () => {
  const cases = [
    { name: 'no WebAssembly', init: () => { delete window.WebAssembly; }, says: /cannot run WebAssembly/ },
    { name: 'russian-bank.js missing', route: '**/russian-bank.js', says: /could not be loaded \(russian-bank\.js\)/ },
  ];
  for (const c of cases) {
    const { context, page } = await openPage(VIEWPORTS[0], { initScript: c.init });
    try {
      if (c.route) await page.route(c.route, (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto(server.url, { waitUntil: 'load' });
      const status = page.locator('#status.error');
      await status.waitFor({ state: 'visible', timeout: 30_000 });
      assert.match(await status.textContent(), c.says, c.name);
      assert.equal(await status.getAttribute('role'), 'alert', c.name);
    } finally {
      await context.close();
    }
  }
});

// A server of the page whose wasm comes slowly, in pieces, as over a slow network: with its
// length, or compressed (gzip) as many servers send it, when the page cannot know the length of
// what it receives.
function startSlowServer({ gzip }) {
  const wasm = readFileSync(path.join(bundleDir, 'russian-bank.wasm'));
  const sent = gzip ? gzipSync(wasm) : wasm;
  const files = {
    '/': [path.join(bundleDir, 'index.html'), 'text/html'],
    '/embed.js': [path.join(bundleDir, 'embed.js'), 'text/javascript'],
    '/russian-bank.js': [path.join(bundleDir, 'russian-bank.js'), 'text/javascript'],
  };
  const slow = createServer(async (req, res) => {
    const name = new URL(req.url, 'http://x').pathname;
    if (name === '/russian-bank.wasm') {
      res.writeHead(200, { 'Content-Type': 'application/wasm', 'Cache-Control': 'no-cache',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : { 'Content-Length': sent.length }) });
      for (let at = 0; at < sent.length; at += 16384) {
        res.write(sent.subarray(at, at + 16384));
        await new Promise((r) => setTimeout(r, 80));
      }
      res.end();
    } else if (files[name]) {
      res.writeHead(200, { 'Content-Type': files[name][1], 'Cache-Control': 'no-cache' });
      res.end(readFileSync(files[name][0]));
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) => slow.listen(0, '127.0.0.1', () => resolve(slow)));
}

for (const gzip of [false, true]) {
  test(`a slow load shows its progress (${gzip ? 'compressed wasm: kilobytes received' : 'bytes of Content-Length'})`, async () => {
    const slow = await startSlowServer({ gzip });
    const { context, page, problems } = await openPage(VIEWPORTS[0], {
      // What the loading message shows, at every animation frame.
      initScript: () => {
        window.__loading = [];
        const look = () => {
          const box = document.getElementById('status');
          const bar = document.getElementById('status-bar');
          if (box && bar) {
            window.__loading.push({ shown: !box.hidden, text: box.textContent.trim(),
              value: bar.hasAttribute('value') ? bar.value : null, max: bar.max });
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      },
    });
    try {
      await page.goto(`http://127.0.0.1:${slow.address().port}/`);
      await waitForFirstFrame(page, problems);
      await page.waitForFunction(() => document.getElementById('status').hidden);
      const seen = (await page.evaluate(() => window.__loading)).filter((l) => l.shown);
      assert.ok(seen.length > 0, 'the loading message was shown');
      if (!gzip) {
        const partial = seen.filter((l) => l.value > 0 && l.value < l.max);
        assert.ok(partial.length >= 3, `the bar moved: ${JSON.stringify(seen.slice(0, 5))}`);
        const values = partial.map((l) => l.value);
        assert.deepEqual(values, [...values].sort((a, b) => a - b), 'the bar never goes back');
        assert.ok(new Set(values).size >= 3);
      } else {
        const counts = seen.filter((l) => l.value === null)
          .map((l) => Number((/(\d+) KB/.exec(l.text) || [])[1])).filter((n) => n > 0);
        assert.ok(new Set(counts).size >= 3, `the kilobytes received were counted: ${JSON.stringify(seen.slice(0, 5))}`);
        assert.deepEqual(counts, [...counts].sort((a, b) => a - b));
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
      slow.close();
    }
  });
}

// Measurements (printed, not asserted): bytes the page loads, and the time from navigation to the
// first game frame on screen (not the loading screen), median of 5 loads each in a fresh context
// (empty cache). On screen: the page's first contentful paint, whose time is when the browser
// presented it. The canvas is hidden until the game has drawn frame 1 and the page shows nothing
// else, so that paint is the one that shows frame 1. Also printed: when the animation-frame
// callback in which the game drew frame 1 (Module._rb_frame_count() >= 1) ended.
test('measure: bytes loaded and time from navigation to first frame', async (t) => {
  // The page as people get it: the build folder's own bundles, not the tests' twins.
  const shipped = await startServer({ port: 0, bundle: bundleDir });
  t.after(() => new Promise((resolve) => shipped.server.close(resolve)));
  const spec = VIEWPORTS[0];
  const loads = 5;
  const times = [];
  const stages = [];
  let files = [];
  for (let i = 0; i < loads; i++) {
    const responses = [];
    const { context, page, problems } = await openPage(spec, {
      initScript: () => {
        const drawn = () => {
          try {
            return window.Module._rb_frame_count() >= 1;
          } catch {
            return false;  // the glue is not loaded or the wasm not ready yet
          }
        };
        const note = () => {
          if (window.__rbFirstFrameMs === undefined && drawn()) {
            window.__rbFirstFrameMs = performance.now();
          }
        };
        // The game draws from an animation-frame callback (its loop's ticks): look right after
        // each callback, and on every frame in case a frame is drawn some other way.
        const raf = window.requestAnimationFrame.bind(window);
        window.requestAnimationFrame = (callback) => raf((time) => {
          try {
            callback(time);
          } finally {
            note();
          }
        });
        const poll = () => {
          note();
          if (window.__rbFirstFrameMs === undefined) raf(poll);
        };
        raf(poll);
      },
    });
    page.on('response', (r) => responses.push(r));
    try {
      await page.goto(shipped.url, { waitUntil: 'load' });
      await waitForFirstFrame(page, problems);
      await page.waitForFunction(() => window.__rbFirstFrameMs !== undefined &&
        performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 'raf' });
      const timing = await page.evaluate(() => {
        const loaded = {};
        for (const e of performance.getEntriesByType('resource')) {
          loaded[new URL(e.name).pathname] = e.responseEnd;
        }
        loaded['/'] = performance.getEntriesByType('navigation')[0].responseEnd;
        for (const m of performance.getEntriesByType('mark')) {
          if (m.name.startsWith('rb-')) loaded[m.name] = m.startTime;  // the page's stages
        }
        loaded['drawn (frame 1 callback ended)'] = window.__rbFirstFrameMs;
        return { first: performance.getEntriesByName('first-contentful-paint')[0].startTime, loaded };
      });
      times.push(timing.first);
      stages.push(timing.loaded);
      if (i === 0) {
        files = await Promise.all(responses.map(async (r) => {
          const body = await r.body().catch(() => Buffer.alloc(0));
          return { name: new URL(r.url()).pathname, status: r.status(), raw: body.length,
            gzip: body.length ? gzipBodyBytes(body) : 0 };
        }));
      }
    } finally {
      await context.close();
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ms = (x) => `${x.toFixed(0)} ms`;
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const lines = ['bytes the page loads (raw / gzip -9):'];
  for (const f of files) {
    lines.push(`  ${f.name.padEnd(22)} ${kb(f.raw).padStart(10)} ${kb(f.gzip).padStart(10)}` +
      (f.status === 200 ? '' : `  (HTTP ${f.status})`));
  }
  const total = files.reduce((a, f) => ({ raw: a.raw + f.raw, gzip: a.gzip + f.gzip }),
    { raw: 0, gzip: 0 });
  lines.push(`  ${'total'.padEnd(22)} ${kb(total.raw).padStart(10)} ${kb(total.gzip).padStart(10)}`);
  lines.push(`navigation to first frame on screen, ${spec.viewport.width}x${spec.viewport.height}, ` +
    `median of ${loads}: ${ms(median(times))} (${ms(Math.min(...times))}..` +
    `${ms(Math.max(...times))}; all: ${times.map((x) => x.toFixed(0)).join(', ')})`);
  const loadedBy = [...new Set(stages.flatMap((s) => Object.keys(s)))]
    .map((name) => [name, median(stages.map((s) => s[name] ?? Infinity))])
    .sort((a, b) => a[1] - b[1]);
  lines.push('  each file loaded and each stage (rb-*) reached by (median): ' +
    loadedBy.map(([name, at]) => `${name} ${ms(at)}`).join(', '));
  for (const line of lines) t.diagnostic(line);
  writeFileSync(path.join(artifactsDir, 'measurements.txt'), lines.join('\n') + '\n');
  assert.ok(files.length >= 3, 'the page, the JS glue and the wasm were loaded');
  // The budget of the whole page (bytes do not depend on the machine's moment, unlike times).
  assert.ok(total.gzip <= PAGE_BUDGET,
    `the page is ${total.gzip} bytes gzipped: over the budget of ${PAGE_BUDGET} bytes`);
});
