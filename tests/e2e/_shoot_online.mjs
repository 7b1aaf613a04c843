// Screenshots of online play, by hand: a table opened on a desktop (its invitation), joined from a
// phone, a few actions in; and the phone's menu with its Against row. Needs the web build and
// build/web/online_engine.js. Usage: node _shoot_online.mjs OUT_PREFIX [GAME]
import { startServer as startPage } from '../../scripts/serve.mjs';
import { launchChromium, servedDirs } from './harness.mjs';
import { startServer } from '../server/support/processes.mjs';

const [out, game = 'spite-and-malice'] = process.argv.slice(2);
const online = await startServer();
const site = await startPage({ port: 0, bundle: servedDirs });
const browser = await launchChromium();
const state = (p) => p.evaluate(() => JSON.parse(Module.UTF8ToString(Module._rb_state_json())));
const asleep = (p) => p.waitForFunction(() => typeof Module !== 'undefined' && Module._rb_loop_asleep &&
  Module._rb_loop_asleep() === 1, null, { polling: 100, timeout: 60000 });
const desk = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
await desk.goto(`${site.url}?game=${game}&online=new&server=ws://127.0.0.1:${online.port}`);
await desk.waitForFunction(() => /join=/.test(location.search), null, { timeout: 60000 });
await asleep(desk);
await desk.screenshot({ path: `${out}-invite-desktop.png` });
const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2,
  isMobile: true, hasTouch: true })).newPage();
await phone.goto(site.url + '?' + new URL(desk.url()).search.slice(1).replace(/server=[^&]*&?/, '') +
  `&server=ws://127.0.0.1:${online.port}`);
await phone.waitForFunction(() => { try { return JSON.parse(Module.UTF8ToString(Module._rb_state_json())).online?.seq !== -5; } catch { return false; } }, null, { timeout: 60000 });
for (let i = 0; i < 12; i++) {
  const [a, b] = [await state(desk), await state(phone)];
  const mover = a.legal.length > 0 && a.online.seats.length > 1 && a.online.seats.every((s) => s === 'here') ? desk : b.legal.length > 0 ? phone : null;
  if (!mover) {
    // (Neither may act yet: wait until one of them may.)
    await Promise.race([desk, phone].map((p) => p.waitForFunction(() =>
      JSON.parse(Module.UTF8ToString(Module._rb_state_json())).legal.length > 0)));
    continue;
  }
  const s = mover === desk ? a : b;
  const action = s.legal.find((x) => / c\d$/.test(x)) || s.legal[0];
  await mover.evaluate((x) => Module.ccall('rb_test_apply', 'string', ['string'], [x]), action);
  await mover.waitForFunction((q) => JSON.parse(Module.UTF8ToString(Module._rb_state_json())).online.sequence > q, s.online.sequence);
}
await asleep(desk); await asleep(phone);
await desk.screenshot({ path: `${out}-play-desktop.png` });
await phone.screenshot({ path: `${out}-play-phone.png` });
await phone.keyboard.press('Escape');
const m = (await state(phone)).toolbar.find((w) => w.id === 'menu');
await phone.mouse.click(m.rect.x + m.rect.w / 2, m.rect.y + m.rect.h / 2);
await asleep(phone);
await phone.screenshot({ path: `${out}-menu-phone.png` });
await browser.close();
await online.stop();
process.exit(0);
