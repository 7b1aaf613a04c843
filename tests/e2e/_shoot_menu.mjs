// Screenshots of a game's menu after pressing its widgets in turn (by hand), desktop and phone:
//   node _shoot_menu.mjs "?game=spite-and-malice" /tmp/menu online_on   (/tmp/menu-phone.png...)
import { startServer } from '../../scripts/serve.mjs';
import { launchChromium, servedDirs } from './harness.mjs';
const [query, out, ...ids] = process.argv.slice(2);
const server = await startServer({ port: 8124, bundle: servedDirs });
const browser = await launchChromium();
const state = (page) => page.evaluate(() => JSON.parse(Module.UTF8ToString(Module._rb_state_json())));
const quiet = (page) => page.waitForFunction(() => typeof Module !== 'undefined' && Module._rb_test_quiet && Module._rb_test_quiet() === 1, null, { polling: 100, timeout: 120000 });
for (const [name, spec] of [['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }]]) {
  const ctx = await browser.newContext(spec);
  const page = await ctx.newPage();
  await page.goto(server.url + query, { waitUntil: 'load' });
  await quiet(page);
  for (const id of ['menu', ...ids]) {
    const s = await state(page);
    const w = (id === 'menu' ? s.toolbar : s.panel_widgets).find((x) => x.id === id);
    if (!w) {
      console.log(`no widget ${id}`);
      continue;
    }
    await page.mouse.click(w.rect.x + w.rect.w / 2, w.rect.y + w.rect.h / 2);
    await quiet(page);
  }
  await page.screenshot({ path: `${out}-${name}.png` });
  await ctx.close();
}
await browser.close();
await server.close?.();
process.exit(0);
