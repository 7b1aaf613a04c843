// Screenshots of the Moves so far panel (by hand), desktop and phone: a game played a little by
// the test hook, then the message line pressed. Usage: node _shoot_moves.mjs QUERY OUT_PREFIX
//   node _shoot_moves.mjs "?game=spite-and-malice&players=4&speed=instant&seed=9" /tmp/moves
import { startServer } from '../../scripts/serve.mjs';
import { launchChromium, servedDirs } from './harness.mjs';
import { DESKTOP, gameState as state, play, settle, someAction, waitForGame } from './game_page.mjs';
const [query, out] = process.argv.slice(2);
const server = await startServer({ port: 0, bundle: servedDirs });
const browser = await launchChromium();
for (const [name, spec] of [['desktop', DESKTOP],
  ['phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }]]) {
  const ctx = await browser.newContext(spec);
  const page = await ctx.newPage();
  await page.goto(server.url + query, { waitUntil: 'load' });
  await waitForGame(page);
  await settle(page);
  for (let i = 0; i < 12; i++) {
    const s = await state(page);
    if (s.over) break;
    const action = someAction(s);
    if (action) await play(page, action);
    await settle(page);
  }
  await page.screenshot({ path: `${out}-table-${name}.png` });
  const m = (await state(page)).message_rect;
  await page.mouse.click(m.x + m.w / 2, m.y + m.h / 2);
  await settle(page);
  console.log(name, 'panel:', (await state(page)).panel);
  await page.screenshot({ path: `${out}-${name}.png` });
  await ctx.close();
}
await browser.close();
process.exit(0);
