// Screenshots of a game's page at rest (desktop 1280x800 and phone 390x844), by hand.
import { startServer } from '../../scripts/serve.mjs';
import { launchChromium, servedDirs } from './harness.mjs';
// Usage: node _shoot.mjs "?game=harp&seed=7" /tmp/harp   (writes /tmp/harp-desktop.png, -phone.png)
const [query, out] = process.argv.slice(2);
const server = await startServer({ port: 8123, bundle: servedDirs });
const browser = await launchChromium();
for (const [name, spec] of [['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }]]) {
  const ctx = await browser.newContext(spec);
  const page = await ctx.newPage();
  await page.goto(server.url + query, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof Module !== 'undefined' && Module._rb_test_quiet && Module._rb_test_quiet() === 1, null, { polling: 100, timeout: 120000 });
  await page.screenshot({ path: `${out}-${name}.png` });
  await ctx.close();
}
await browser.close();
await server.close?.();
process.exit(0);
