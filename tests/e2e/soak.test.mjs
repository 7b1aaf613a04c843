// The browser soak: the computer plays both seats for 20 games in a row in Chromium, at instant
// speed; no console error, every game reaches its end, and the wasm heap never grows beyond the
// high-water mark of the first game. The heap and malloc's bytes in use after each game are
// written to build/e2e/soak-measurements.txt.
// Run: scripts/test (all), or after `cmake --build --preset web`:
//   cd tests/e2e && node --test --test-reporter=spec soak.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { artifactsDir, useServerAndBrowser } from './harness.mjs';
import { gameState, openGame } from './game_page.mjs';

useServerAndBrowser();

const GAMES = Number(process.env.RB_SOAK_GAMES || 20);

test(`${GAMES} computer-vs-computer games in a row: no error, no heap growth`, { timeout: 1_800_000 }, async () => {
  const { context, page, problems } = await openGame('?seats=auto&speed=instant&seed=500');
  const memory = () => page.evaluate(() => JSON.parse(Module.UTF8ToString(Module._rb_test_memory_json())));
  const rows = [];
  const start = Date.now();
  for (let game = 0; game < GAMES; game += 1) {
    const error = await page.evaluate((q) => Module.ccall('rb_test_new_game', 'string', ['string'], [q]),
      `seats=auto&speed=instant&level=3&seed=${500 + game}`);
    assert.equal(error, '');
    await page.waitForFunction(() => {
      const s = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
      return s.result !== '';
    }, null, { timeout: 300_000, polling: 200 });
    const s = await gameState(page);
    rows.push({ game: game + 1, seed: 500 + game, actions: s.record.split('\n').filter((l) => /^(move|turn|knock|pass)/.test(l)).length,
      result: s.result, ...(await memory()) });
  }
  const seconds = (Date.now() - start) / 1000;
  const lines = rows.map((r) => `game ${String(r.game).padStart(2)} seed ${r.seed}: ${String(r.actions).padStart(4)} actions, heap ${r.heap} bytes, malloc in use ${r.used} bytes; ${r.result}`);
  lines.push(`${GAMES} games in ${seconds.toFixed(1)} s; heap after the first game ${rows[0].heap} bytes, after the last ${rows[rows.length - 1].heap} bytes`);
  writeFileSync(path.join(artifactsDir, 'soak-measurements.txt'), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
  for (const r of rows) assert.ok(r.heap <= rows[0].heap, `game ${r.game}: heap ${r.heap} > first game's ${rows[0].heap}`);
  assert.deepEqual(problems, []);
  await context.close();
});
