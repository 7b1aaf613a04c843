// Builds the page's online client, OUT_DIR/online-client.js: Colyseus's browser client
// (colyseus.js, pinned in src/server/package-lock.json) and web/online.js, minified together with
// terser (also pinned there). The page loads it only when a player goes online (web/embed.js), so
// the pages of games played offline carry none of it.
// Usage: node scripts/online-client.mjs OUT_DIR
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modules = path.join(root, 'src/server/node_modules');
const out = process.argv[2];
if (!out) {
  console.error('usage: node scripts/online-client.mjs OUT_DIR');
  process.exit(2);
}
const colyseus = path.join(modules, 'colyseus.js/dist/colyseus.js');
if (!existsSync(colyseus) || !existsSync(path.join(modules, 'terser'))) {
  console.error('online-client: src/server/node_modules lacks colyseus.js or terser: run scripts/setup web');
  process.exit(1);
}
const require = createRequire(path.join(modules, 'x.js'));
const { minify } = require('terser');
const source = readFileSync(colyseus, 'utf8') + '\n' + readFileSync(path.join(root, 'web/online.js'), 'utf8');
const result = await minify(source, { compress: { passes: 2 }, mangle: true, format: { comments: false } });
writeFileSync(path.join(out, 'online-client.js'), result.code);
