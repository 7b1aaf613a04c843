// Each seat is told its table in its page's language: the moves in words, the server's refusals
// and the result, as the words file of that language (build/web/rules/<code>/words.txt, the one
// the pages fetch) translates them; the other seat keeps its own language; a `lang` message
// changes it; a language the server does not have is English.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { engineFolder } from '../../src/server/engine.mjs';
import { playOut, seededRandom } from './support/bots.mjs';
import { startServer } from './support/processes.mjs';
import { seatTwo } from './support/seat_player.mjs';

let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); });

// A language's translation of an English message (the words file's "en:" and "<code>:" lines).
function translations(code) {
  const lines = readFileSync(join(engineFolder(), 'rules', code, 'words.txt'), 'utf8').split('\n');
  const found = new Map();
  for (let i = 0; i + 1 < lines.length; i++) {
    if (lines[i].startsWith('en: ') && lines[i + 1].startsWith(`${code}: `)) {
      found.set(lines[i].slice(4), lines[i + 1].slice(code.length + 2));
    }
  }
  return (english) => {
    assert.ok(found.has(english), `${code} translates "${english}"`);
    return found.get(english);
  };
}
const french = translations('fr');
// The server's sentence() and lower_first(), for Latin letters.
const sentence = (text) => text[0].toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? '' : '.');
const lowerFirst = (text) => text[0].toLowerCase() + text.slice(1);

test('a seat whose page speaks French is told its table in French, the other in English', async () => {
  const [a, b] = await seatTwo(server.url, { query: 'game=pishe-pasha', lang: 'fr' });
  // A refusal of the server's own: an action chosen from an old view.
  const seq = a.view.seq;
  const mark = [a.mark, b.mark];
  a.act('pass', seq + 5);
  b.act('pass', seq + 5);
  const [refusedA, refusedB] = await Promise.all([
    a.next('refused', () => true, { after: mark[0] }),
    b.next('refused', () => true, { after: mark[1] }),
  ]);
  const stale = 'the table changed before your action arrived (view {0} is the latest)';
  assert.equal(refusedA.reason, french(stale).replace('{0}', String(seq)));
  assert.equal(refusedB.reason, stale.replace('{0}', String(seq)));
  assert.notEqual(refusedA.reason, refusedB.reason);

  // The moves in words: each seat's in its language (the French never the English).
  await playOut([a, b], { random: seededRandom(5), cap: seq + 8, leaveAtCap: false });
  const spoken = a.views.filter((v) => v.parsed.last?.words);
  assert.ok(spoken.length >= 8, `${spoken.length} views with words`);
  for (const view of spoken) {
    const english = b.views.find((v) => v.parsed.seq === view.parsed.seq).parsed.last.words;
    assert.notEqual(view.parsed.last.words, english, `view ${view.parsed.seq}'s words in French`);
  }

  // `lang` changes the seat's language: the view comes again, and the next words are English.
  const before = a.mark;
  a.room.send('lang', { lang: 'en' });
  await a.next('view', (v) => v.seq === a.view.seq, { after: before, what: 'the view in English' });
  await playOut([a, b], { random: seededRandom(6), cap: a.view.seq + 2, leaveAtCap: false });
  assert.match(a.view.last.words, /^(You|Your opponent) [a-z]/);

  // Back to French; the result of a forfeit in French for it, in English for the one who left.
  a.room.send('lang', { lang: 'fr' });
  await a.next('view', (v) => v.seq === a.view.seq, { after: a.mark, what: 'the view in French' });
  b.room.send('leave');
  const [overA, overB] = await Promise.all([a.next('over'), b.next('over')]);
  assert.equal(overA.result, sentence(french('You win: {0} left the game')
    .replace('{0}', lowerFirst(french('Your opponent')))));
  assert.equal(overB.result, 'Your opponent wins: you left the game.');
  await a.leave();
});

test('a language the server does not have is English, and a malformed lang message is refused', async () => {
  const [a, b] = await seatTwo(server.url, { query: 'game=pishe-pasha', lang: 'xx' });
  const mark = a.mark;
  a.act('x', a.view.seq + 5);
  const refused = await a.next('refused', () => true, { after: mark });
  assert.match(refused.reason, /^the table changed before your action arrived/);
  a.room.send('lang', { lang: 42 });
  const malformed = await a.next('refused', () => true, { after: a.mark });
  assert.match(malformed.reason, /^lang needs/);
  await a.leave();
  await b.leave();
});
