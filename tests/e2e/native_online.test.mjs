// The native window's online client against a browser page, through a real online game server
// (issue 41 §4): a page opens a table from the menu with real clicks, and the native client
// (build/native/online_seat: the window's client and online code, its seat played by a program)
// joins it by the room; they play a whole game, and both see its end.
//
// Run: scripts/test (all: the native build makes online_seat), or after building it and
// `cmake --build --preset web --target web_games online_engine`:
//   cd tests/e2e && node --test native_online.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { artifactsDir, repoRoot, useServerAndBrowser } from './harness.mjs';
import { gameState, openGame, play, settle, waitForGame, waitForState } from './game_page.mjs';
import { startServer } from '../server/support/processes.mjs';

useServerAndBrowser();

const seatProgram = path.join(process.env.RB_NATIVE_DIR || path.join(repoRoot, 'build', 'native'), 'online_seat');

let online;
before(async () => {
  assert.ok(existsSync(seatProgram), `${seatProgram} is missing: build the native targets (scripts/test native)`);
  online = await startServer({ env: { RB_ONLINE_RATE: '1000,1000' } });
});
after(async () => { await online?.stop(); });

const click = (page, rect) => page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);

async function waitOnline(page, check, what) {
  await page.waitForFunction((src) => {
    const s = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
    // eslint-disable-next-line no-new-func
    return s.online && new Function('return ' + src)()(s.online, s);
  }, check.toString(), { timeout: 30_000 }).catch((e) => { throw new Error(`waiting for ${what}: ${e.message}`); });
  return gameState(page);
}

// The native seat: resolves to {code, output} when it exits.
function startSeat(room, game) {
  const seat = spawn(seatProgram, ['--server', `ws://127.0.0.1:${online.port}`, '--join', room, '--game', game, '--seed', '5'],
    { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  seat.stdout.on('data', (d) => { output += d; });
  seat.stderr.on('data', (d) => { output += d; });
  const ended = new Promise((done) => seat.on('exit', (code) => done({ code, output })));
  return { seat, ended, output: () => output };
}

test('native online: the native client and a page play a whole game through the server', async () => {
  const a = await openGame(`?game=pishe-pasha&speed=instant&server=ws://127.0.0.1:${online.port}`);
  let seat;
  try {
    // The page opens a table from the menu: Against: Online, New game.
    const state = await gameState(a.page);
    await click(a.page, state.toolbar.find((w) => w.id === 'menu').rect);
    await waitForState(a.page, 'panel', 'menu');
    await settle(a.page);
    const menu = await gameState(a.page);
    await click(a.page, menu.panel_widgets.find((w) => w.id === 'online_on').rect);
    await settle(a.page);
    const menu2 = await gameState(a.page);
    await Promise.all([a.page.waitForURL(/online=new/), click(a.page, menu2.panel_widgets.find((w) => w.id === 'new_game').rect)]);
    await waitForGame(a.page);
    const opened = await waitOnline(a.page, (o) => o.link === 'open' && o.room !== '', 'the table');
    const room = opened.online.room;

    seat = startSeat(room, 'pishe-pasha');
    await waitOnline(a.page, (o) => o.seats.length > 1 && o.seats.every((s) => s === 'here'), () => `the native seat (it said: ${seat.output()})`);
    // The page plays its turns; the native seat plays its own.
    let turns = 0;
    for (let i = 0; i < 4000; i++) {
      const s = await gameState(a.page);
      if (s.over) break;
      const seq = s.online.sequence;
      const own = s.turn === 'a' ? s.legal.filter((x) => !/^(knock|stop)/.test(x)) : [];
      if (own.length > 0) {
        const home = own.filter((x) => / c\d+$/.test(x));
        const pool = home.length > 0 ? home : own;
        await play(a.page, pool[(i * 7919) % pool.length]);
        turns++;
      }
      await waitOnline(a.page, new Function(`return (o, s) => o.sequence > ${seq} || s.over`)(),
        () => `the view after ${seq} (the native seat said: ${seat.output()})`);
    }
    const end = await waitOnline(a.page, (o, s) => s.over, 'the end of the game');
    assert.ok(turns > 0, 'the page played');
    const { code, output } = await seat.ended;
    assert.equal(code, 0, `the native seat saw the end: ${output}`);
    assert.match(output, /seat 1 joined /);
    const said = /over: (.*)/.exec(output)[1];
    assert.ok(said.length > 0 && end.result.length > 0, 'both say the result');
    await a.page.screenshot({ path: path.join(artifactsDir, 'native-online-page.png') });
  } finally {
    seat?.seat.kill();
    await a.context.close();
  }
});
