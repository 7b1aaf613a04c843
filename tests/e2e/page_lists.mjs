// The built page's lists of bundles (index.html's first script: rbBundles, "game" or
// "game=bundle"; rbExtras, "bundle=option:value" where a bundle has an extra part for the other
// values of that option), read by running that script in a sandbox: the page's scripts are
// minified, so their text is not a format to parse.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { bundleDir } from './harness.mjs';

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
