// The built page's lists of bundles (index.html's first script: rbBundles, "game" or
// "game=bundle"; rbExtras, "bundle=option:value" where a bundle has an extra part for the other
// values of that option), read by running that script in a sandbox: the page's scripts are
// minified, so their text is not a format to parse.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { bundleDir } from './harness.mjs';

// The page budgets, gzip -9 (games.test.mjs checks every page, page.test.mjs the one it loads):
// every game's page (index.html, embed.js and its bundle), and the page of a bundle's extra part
// (the solitaires' matches against the computer), were 190,000 bytes: 10,000 of room for what comes
// next. The matches' extra part spent 8,000 of its room: 2,000 on the race's top level, which
// searches the race as a race, and 6,000 on the coach's review that every page holds (issue 38).
// Every page then spent 8,000 more on the languages (issue 40). A language's words and the glyphs
// of its letters are fetched, not in the page; what only another language needs is the words
// files' loader, about 1,840 bytes of Russian Bank's page, and tr()'s lookups, 140 (measured by
// builds without them), and a few hundred for Latin-1 and Cyrillic capitals and Russian and
// French plurals (guessed from their functions' raw sizes). The rest is code the English page
// runs itself: its messages with placeholders and plural forms, text read as UTF-8, the Language
// row. And 3,000 more on the guided first games (issue 40: the lesson files' reader and the
// table's steps; the lessons themselves are fetched). What comes next must find its bytes in the
// pages (message ids instead of the English text as the key of every message would win less
// than the lookups' 140).
// The solitaires' own page holds their solver, which issue 39 asks to answer every deal in the
// browser too (winnable or proved lost): its proofs took 4,000 more, and the matches' page 1,000
// more (the searches' shared code, a lesson's seat line, what the online play's new words leave
// in the offline bundles): decisions named in the issues' notes.
export const PAGE_BUDGET = 201_000;
export const EXTRA_PAGE_BUDGET = 211_000;
export const BUNDLE_PAGE_BUDGET = { 'two-pack-solitaires': 205_000 };

// The budget of the page of a game played by `bundle`.
export function pageBudget(bundle) {
  return BUNDLE_PAGE_BUDGET[bundle] ?? PAGE_BUDGET;
}

export function pageLists() {
  const html = readFileSync(path.join(bundleDir, 'index.html'), 'utf8');
  const first = /<script>([\s\S]*?)<\/script>/.exec(html)[1];
  const sandbox = {
    URLSearchParams,
    location: { search: '' },
    localStorage: { getItem: () => null },
    document: { write() {} },
  };
  sandbox.window = sandbox;
  vm.runInNewContext(first, sandbox);
  const bundleOf = Object.fromEntries(sandbox.rbBundles.map((e) => [e.split('=')[0], e.split('=').pop()]));
  const extraOf = Object.fromEntries(sandbox.rbExtras.filter(Boolean)
    .map((e) => [e.split('=')[0], `${e.split('=')[0]}-extra`]));
  return { bundleOf, extraOf };
}
