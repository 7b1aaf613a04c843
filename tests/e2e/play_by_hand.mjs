// Plays a whole game in the page as a person would, for any game: on the person's turn a chooser
// picks one of the legal actions (by its text), and the action is made with the pointer where the
// test hook's "looks" say it is made: a card dragged (or, on a touch screen, tapped and then its
// target tapped) from the rectangle of the card it takes to the target pile's top, a tap on a
// pile, or a click on the toolbar button of the game's own action. Waits for the state it needs,
// never for a time.
import assert from 'node:assert/strict';
import { gameState, settle } from './game_page.mjs';

const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];

async function press(page, rect, touch) {
  const [x, y] = centre(rect);
  if (touch) {
    await page.touchscreen.tap(x, y);
  } else {
    await page.mouse.click(x, y);
  }
}

async function drag(page, from, to) {
  const [x0, y0] = centre(from);
  const [x1, y1] = centre(to);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x1, y1, { steps: 6 });
  await page.mouse.up();
}

// Makes legal action `index` of state `s` by pointer (touch: taps only).
export async function makeAction(page, s, index, touch) {
  const [gesture, from, to, card] = s.looks[index];
  if (gesture === 'move') {
    if (touch) {
      await press(page, card, true);
      await settle(page);
      await press(page, s.tops[to], true);
    } else {
      await drag(page, card, s.tops[to]);
    }
  } else if (gesture === 'tap') {
    await press(page, card, touch);
  } else if (gesture === 'call') {
    const button = s.toolbar.find((w) => w.id === 'call' && w.enabled);
    assert.ok(button, `the toolbar has the call button for ${s.legal[index]}`);
    await press(page, button.rect, touch);
  } else if (gesture === 'button') {
    const button = s.toolbar.find((w) => w.id === 'pass' && w.enabled);
    assert.ok(button, `the toolbar has the game's button for ${s.legal[index]}`);
    await press(page, button.rect, touch);
  } else {
    assert.fail(`${s.legal[index]} is not made by hand (${gesture})`);
  }
}

// Plays the game open in `page` to its end. `choose(s)` returns the text of the person's next
// action among s.legal (the seat in turn is 'a'); returns the final state and the number of
// actions made by hand.
export async function playToEnd(page, choose, { touch = false, maxSteps = 4000 } = {}) {
  let s = await gameState(page);
  let byHand = 0;
  for (let step = 0; step < maxSteps && !s.over; step++) {
    await settle(page);
    s = await gameState(page);
    if (s.over) break;
    if (s.turn !== 'a' || s.panel !== 'none') {
      if (s.panel !== 'none' && s.panel !== 'end') await page.keyboard.press('Escape');
      await page.waitForFunction((n) => {
        const now = JSON.parse(Module.UTF8ToString(Module._rb_state_json()));
        return now.over || (now.turn === 'a' && now.actions !== n) || now.panel !== 'none';
      }, s.actions, { timeout: 60_000 });
      continue;
    }
    const text = choose(s);
    const index = s.legal.indexOf(text);
    assert.ok(index >= 0, `the person has something to do: ${JSON.stringify(s.legal)}`);
    const before = s.actions;
    await makeAction(page, s, index, touch);
    await settle(page);
    s = await gameState(page);
    assert.ok(s.actions > before, `${text} by hand was applied (message: ${s.message})`);
    byHand++;
  }
  return { s, byHand };
}
