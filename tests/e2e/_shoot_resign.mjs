// Screenshots of a resignation online, by hand: a Russian Bank table opened on a desktop, joined
// from a phone, a few actions in; the phone's menu with Resign, pressed twice (armed, then
// made), and both tables at the end. Needs the web build and build/web/online_engine.js.
// Usage: node _shoot_resign.mjs OUT_PREFIX [GAME]
import { startServer as startPage } from '../../scripts/serve.mjs';
import { launchChromium, servedDirs } from './harness.mjs';
import { startServer } from '../server/support/processes.mjs';
import { gameState as state } from './game_page.mjs';

const [out, game = 'russian-bank'] = process.argv.slice(2);
const online = await startServer();
const site = await startPage({ port: 0, bundle: servedDirs });
const browser = await launchChromium();
const asleep = (p) => p.waitForFunction(() => typeof Module !== 'undefined' && Module._rb_loop_asleep &&
  Module._rb_loop_asleep() === 1, null, { polling: 100, timeout: 60000 });
const desk = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
await desk.goto(`${site.url}?game=${game}&online=new&server=ws://127.0.0.1:${online.port}`);
await desk.waitForFunction(() => /join=/.test(location.search), null, { timeout: 60000 });
const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2,
  isMobile: true, hasTouch: true })).newPage();
await phone.goto(site.url + '?' + new URL(desk.url()).search.slice(1).replace(/server=[^&]*&?/, '') +
  `&server=ws://127.0.0.1:${online.port}`);
await phone.waitForFunction(() => { try { return JSON.parse(Module.UTF8ToString(Module._rb_state_json())).online?.seq !== -5; } catch { return false; } }, null, { timeout: 60000 });
await asleep(desk); await asleep(phone);
const click = async (page, list, id) => {
  const s = await state(page);
  const w = s[list].find((x) => x.id === id);
  if (!w) throw new Error(`no ${id} in ${list}: ${s[list].map((x) => x.id).join(' ')}`);
  await page.mouse.click(w.rect.x + w.rect.w / 2, w.rect.y + w.rect.h / 2);
  await asleep(page);
  return w;
};
console.log('phone toolbar:', (await state(phone)).toolbar.map((x) => x.id).join(' '));
await click(phone, 'toolbar', 'menu');
console.log('menu:', (await state(phone)).panel_widgets.map((x) => `${x.id}:${x.text}`).join(' | '));
await phone.screenshot({ path: `${out}-menu-phone.png` });
await click(phone, 'panel_widgets', 'resign');
await phone.screenshot({ path: `${out}-armed-phone.png` });
await click(phone, 'panel_widgets', 'resign');
await desk.waitForFunction(() => JSON.parse(Module.UTF8ToString(Module._rb_state_json())).over === true, null, { timeout: 60000 });
await asleep(desk); await asleep(phone);
await phone.screenshot({ path: `${out}-over-phone.png` });
await desk.screenshot({ path: `${out}-over-desktop.png` });
console.log('desk message:', (await state(desk)).message, '| phone message:', (await state(phone)).message);
await browser.close(); await online.stop(); process.exit(0);
