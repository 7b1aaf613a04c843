// The browser tests' hands at an online table: a real click, a wait for the page's online state,
// the menu's buttons, and a table opened from the menu (online.test.mjs, online_races.test.mjs).
import assert from 'node:assert/strict';
import { gameState, settle, waitForGame, waitForState } from './game_page.mjs';

export const click = (page, rect) => page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);

// Waits until the page's online table satisfies `check(online state)`. `what` names what is
// waited for in the error: a text, or a function that makes it (only when the wait fails).
export async function waitOnline(page, check, what) {
  const source = check.toString();
  await page.waitForFunction((src) => {
    const s = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
    // eslint-disable-next-line no-new-func
    return s.online && new Function('return ' + src)()(s.online, s);
  }, source, { timeout: 20_000 }).catch(async (e) => {
    throw new Error(`waiting for ${typeof what === 'function' ? await what() : what}: ${e.message}`);
  });
  return gameState(page);
}

// The menu's widget `id`, clicked for real.
export async function pressMenu(page, id) {
  const state = await gameState(page);
  const widget = state.panel_widgets.find((w) => w.id === id);
  assert.ok(widget, `the menu has ${id}: ${state.panel_widgets.map((w) => w.id)}`);
  await click(page, widget.rect);
  await settle(page);
}

// Opens a table from the menu (Against: Online, New game) by real clicks; resolves to the room.
// The page's own bundle plays offline: New game opens the page's online bundle, which opens it.
export async function openTableFromMenu(page) {
  const state = await gameState(page);
  const menu = state.toolbar.find((w) => w.id === 'menu');
  await click(page, menu.rect);
  await waitForState(page, 'panel', 'menu');
  await settle(page);
  await pressMenu(page, 'online_on');
  // New game: the page opens its online bundle (online=new), which opens the table.
  const state2 = await gameState(page);
  const newGame = state2.panel_widgets.find((w) => w.id === 'new_game');
  await Promise.all([page.waitForURL(/online=new/), click(page, newGame.rect)]);
  await waitForGame(page);
  const opened = await waitOnline(page, (o) => o.link === 'open' && o.seat === 0 && o.room !== '',
    'the table to open');
  return opened.online.room;
}
