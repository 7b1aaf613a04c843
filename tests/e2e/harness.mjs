// What every browser test file shares: where the bundle and the artifacts are, and a local server
// plus a headless Debian Chromium started before the file's tests and stopped after them.
// `server` and `browser` are live bindings: read them inside tests, after `useServerAndBrowser()`.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The build folder: the pages people load (what page weights are measured on), and the test twins
// of its bundles (build/web/test/: the same with the test hooks, src/platform/test_hooks.cpp),
// which the browser tests load. `servedDirs`: where the tests' server looks for bundles, in order.
export const bundleDir = process.env.RB_BUNDLE_DIR || path.join(repoRoot, 'build', 'web');
export const testBundleDir = process.env.RB_TEST_BUNDLE_DIR || path.join(bundleDir, 'test');
export const servedDirs = [testBundleDir, bundleDir];
export const artifactsDir = process.env.RB_E2E_ARTIFACTS || path.join(repoRoot, 'build', 'e2e');
const chromiumPath = process.env.RB_CHROMIUM || '/usr/bin/chromium';

export let server;
export let browser;

// Debian's Chromium, headless. A plain launch (not launchPersistentContext) runs it with a fresh,
// empty temporary --user-data-dir that Playwright makes and removes. Also used by first_frame.mjs,
// so that its figures are those of the browser the tests measure with.
export function launchChromium() {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      // Chromium's omnibox pop-up is a WebUI page that headless Chromium loads with every new
      // context (60-100 ms of each page load on these machines); no page needs it.
      '--disable-features=WebUIOmniboxPopup,FullWebUIOmniboxFrame'],
  });
}

export function useServerAndBrowser() {
  before(async () => {
    for (const f of ['russian-bank.js', 'russian-bank.wasm']) {
      assert.ok(existsSync(path.join(bundleDir, f)),
        `${path.join(bundleDir, f)} is missing: build it with \`cmake --build --preset web\``);
      assert.ok(existsSync(path.join(testBundleDir, f)), `${path.join(testBundleDir, f)} is ` +
        'missing: build it with `cmake --build --preset web --target web_test_games`');
    }
    assert.ok(existsSync(chromiumPath), `${chromiumPath} is missing: apt-get install chromium`);
    mkdirSync(artifactsDir, { recursive: true });
    server = await startServer({ port: 0, bundle: servedDirs });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await new Promise((resolve) => (server ? server.server.close(resolve) : resolve()));
  });
}
