// Browser tests of the table's languages (src/app/text/languages.hpp): the address's lang=fr, the
// browser's own language (Chromium's locale) when the address names none, and the menu's
// Language row, each fetching the language's words (rules/<code>/words.txt) and redrawing the
// table in them; the letters beyond ASCII drawn by the page's canvas with the browser's fonts
// (the page holds no glyphs; build/e2e/lang-{fr,ru}-table.png); every
// language's words within the toolbar's and the menu's boxes as the page measures them, on a phone
// and a desktop, and its phone menu as a screenshot (build/e2e/lang-<code>-phone.png).
// Prints the time from choosing a language to the table drawn in it (a figure, not a test).
// Waits for the state it needs, never for a time.
//
// Run: scripts/test (all), or after `cmake --build --preset web`:
//   cd tests/e2e && node --test languages.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { artifactsDir, browser, useServerAndBrowser } from './harness.mjs';
import { gameState, notices, openGame, settle, waitForState } from './game_page.mjs';

useServerAndBrowser();

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true,
  hasTouch: true };
const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];

// A language's translation of an English message, from its words file.
function translation(code, english) {
  const lines = readFileSync(path.join(ROOT, 'src/app/text', code, 'words.txt'), 'utf8').split('\n');
  const at = lines.indexOf(`en: ${english}`);
  assert.ok(at >= 0, `${code} has "${english}"`);
  const text = lines[at + 1].slice(code.length + 2);
  return text || english;
}

const widget = (s, id) => s.toolbar.find((w) => w.id === id);

// The characters beyond ASCII of a language's translations (src/app/text/<code>/words.txt).
function lettersBeyondAscii(code) {
  const lines = readFileSync(path.join(ROOT, 'src/app/text', code, 'words.txt'), 'utf8').split('\n');
  const chars = new Set(lines.filter((l) => l.startsWith(`${code}: `)).join('')
    .replace(/[\x00-\x7e\u00a0]/g, ''));  // (a no-break space, as French sets before ":", has no ink)
  return [...chars].join('');
}

// How many pixels of `text`, set as a line of the table's text, have ink (the test hook).
const ink = (page, text) =>
  page.evaluate((t) => Module.ccall('rb_test_text_ink', 'number', ['string'], [t]), text);

async function clickWidget(page, widgets, id) {
  const w = widgets.find((x) => x.id === id);
  assert.ok(w, `a ${id} button among ${widgets.map((x) => x.id).join(', ')}`);
  await page.mouse.click(...centre(w.rect));
  await settle(page);
}

test('the address chooses a language; the menu changes it at once', async () => {
  const { context, page, problems } = await openGame('?game=russian-bank&lang=fr&speed=instant&seed=3');
  try {
    await waitForState(page, 'lang', 'fr');
    await settle(page);
    let s = await gameState(page);
    assert.equal(widget(s, 'hint').text, translation('fr', 'Hint'));
    assert.equal(widget(s, 'rules').text, translation('fr', 'Rules'));

    // The menu's Language row: German, then back to English.
    await clickWidget(page, s.toolbar, 'menu');
    s = await gameState(page);
    const started = await page.evaluate(() => performance.now());
    await clickWidget(page, s.panel_widgets, 'lang_de');
    await waitForState(page, 'lang', 'de');
    await settle(page);
    const drawn = await page.evaluate(() => performance.now());
    console.log(`languages: French to German, click to table redrawn: ${(drawn - started).toFixed(0)} ms`);
    s = await gameState(page);
    assert.equal(widget(s, 'hint').text, translation('de', 'Hint'));
    assert.ok(s.panel_widgets.some((w) => w.text === translation('de', 'New game')),
      'the menu is in German');
    writeFileSync(path.join(artifactsDir, 'lang-de-menu.png'),
      await page.locator('#canvas').screenshot());
    await clickWidget(page, s.panel_widgets, 'lang_en');
    await waitForState(page, 'lang', 'en');
    await settle(page);
    s = await gameState(page);
    assert.equal(widget(s, 'hint').text, 'Hint');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a notice of the page\'s opening is in the page\'s language', async () => {
  // (A review read a French page's first notices in English: they were put in words before the
  // page's words had come; another read the option's problem in English after a French start.)
  const { context, page } = await openGame('?game=russian-bank&lang=fr&speed=slowest&seed=3');
  try {
    await waitForState(page, 'lang', 'fr');
    await page.waitForFunction(() => document.querySelectorAll('#rb-notices .rb-notice').length > 0);
    const shown = (await notices(page)).map((n) => n.text);
    const french = translation('fr', 'Page address: {0}.').replace('{0}',
      translation('fr', 'speed {0} is not a speed: use instant, fast, normal or slow')
        .replace('{0}', '"slowest"'));
    assert.ok(shown.some((text) => text.startsWith(french)), `${french} in ${JSON.stringify(shown)}`);
  } finally {
    await context.close();
  }
});

test('every language\'s letters are drawn, in the English page and in the language', async () => {
  const { context, page, problems } = await openGame('?game=russian-bank&lang=en&speed=instant&seed=5');
  try {
    await waitForState(page, 'lang', 'en');
    await settle(page);
    const blankLetters = async (letters) => {
      const blank = [];
      for (const letter of letters) if (await ink(page, letter) <= 0) blank.push(letter);
      return blank.join('');
    };
    assert.ok(await ink(page, 'Hint') > 20, 'a word of the English page has ink');
    assert.equal(await ink(page, ' '), 0, 'a space has none');
    for (const code of ['fr', 'ru']) {
      const letters = lettersBeyondAscii(code);
      assert.ok(letters.length >= 10, `${code}'s words use letters beyond ASCII: ${letters}`);
      assert.equal(await blankLetters(letters), '', `every letter of ${code}'s words drawn in English`);
    }
    for (const code of ['fr', 'ru']) {
      let s = await gameState(page);
      await clickWidget(page, s.toolbar, 'menu');
      s = await gameState(page);
      await clickWidget(page, s.panel_widgets, `lang_${code}`);
      await waitForState(page, 'lang', code);
      await settle(page);
      assert.equal(await blankLetters(lettersBeyondAscii(code)), '',
        `every letter of ${code}'s words drawn in ${code}`);
      s = await gameState(page);
      const texts = [...s.toolbar, ...s.panel_widgets].map((w) => w.text || '').join(' ')
        .replace(/[\n\r\t]/g, ' ');
      assert.match(texts, /[^\x00-\x7e]/, `the ${code} menu shows letters beyond ASCII`);
      assert.equal(await blankLetters(texts.replace(/[\x00-\x7e]/g, '')), '',
        `the ${code} menu's letters all drawn`);
      await page.keyboard.press('Escape');
      await waitForState(page, 'panel', 'none');
      await settle(page);
      writeFileSync(path.join(artifactsDir, `lang-${code}-table.png`),
        await page.locator('#canvas').screenshot());
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the browser\'s language is the table\'s when the address names none', async () => {
  const { context, page, problems } = await openGame('?game=harp&speed=instant',
    { spec: { viewport: { width: 1280, height: 800 }, locale: 'ru-RU' } });
  try {
    await waitForState(page, 'lang', 'ru');
    await settle(page);
    const s = await gameState(page);
    assert.equal(widget(s, 'hint').text, translation('ru', 'Hint'));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the first frame is drawn in the page\'s language, not English first, when its words come slowly', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // (The words held back a while, as a distant server would: the first frame waits for them.)
  await context.route('**/rules/fr/words.txt', async (route) => {
    await new Promise((done) => setTimeout(done, 300));
    await route.continue();
  });
  // The language of the first frame, read in the animation frame that first sees it drawn.
  const initScript = () => {
    const look = () => {
      try {
        if (Module._rb_frame_count() >= 1) {
          window.firstFrameLang = JSON.parse(Module.UTF8ToString(Module._rb_state_json())).lang;
          return;
        }
      } catch (e) { /* not started yet */ }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  };
  const { page, problems } = await openGame('?game=russian-bank&lang=fr&seed=3', { context, initScript });
  try {
    await page.waitForFunction(() => window.firstFrameLang !== undefined);
    assert.equal(await page.evaluate(() => window.firstFrameLang), 'fr');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// The words of the toolbar and the open panel that do not fit their boxes (the test hook), as the
// page measures them with the browser's fonts.
const overflows = (page) =>
  page.evaluate(() => Module.ccall('rb_test_text_overflows', 'string', [], []));

test('each language\'s words fit the toolbar and the menu on a phone and a desktop, at a size that can be read (phone menus as screenshots)', async () => {
  for (const code of ['en', 'fr', 'de', 'ru', 'es']) {
    for (const [name, spec, game] of [['phone', PHONE, 'spite-and-malice'],
      ['desktop', { viewport: { width: 1280, height: 800 } }, 'spite-and-malice'],
      ['phone', PHONE, 'russian-bank'], ['desktop', { viewport: { width: 1280, height: 800 } }, 'russian-bank']]) {
      const { context, page, problems } = await openGame(
        `?game=${game}&lang=${code}&speed=instant&seed=4`, { spec });
      try {
        await waitForState(page, 'lang', code);
        await settle(page);
        assert.equal(await overflows(page), '', `${code} ${name} ${game}: the toolbar's words fit`);
        let s = await gameState(page);
        if (name === 'phone') await page.touchscreen.tap(...centre(widget(s, 'menu').rect));
        else await page.mouse.click(...centre(widget(s, 'menu').rect));
        await settle(page);
        s = await gameState(page);
        assert.equal(s.panel, 'menu');
        assert.equal(await overflows(page), '', `${code} ${name} ${game}: the menu's words fit`);
        if (name === 'phone') {
          writeFileSync(path.join(artifactsDir, `lang-${code}-${game}-phone.png`),
            await page.locator('#canvas').screenshot());
        }
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
  }
});
