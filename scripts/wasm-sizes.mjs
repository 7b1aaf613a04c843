#!/usr/bin/env node
// Where the bytes of a wasm go: sizes of its sections, of its functions grouped by library
// (SDL2, SDL2_image, libc/libc++, the game), and the largest functions. Function names come from
// the wasm's name section, so give it a wasm linked with --profiling-funcs (scripts/wasm-sizes
// does that relink; the shipped wasm has no names). Node standard library only.
//
// Usage: node scripts/wasm-sizes.mjs WASM [--top N] [--lib LABEL=FILE.a]...
//   --lib  attribute the functions a library or object defines (llvm-nm) to LABEL; the
//          functions no --lib defines are Emscripten's libc, libc++ and runtime.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
let top = 25;
let wasmPath;
const libs = [];  // [label, file]
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--top') top = Number(args[++i]);
  else if (args[i] === '--lib') {
    const [label, ...file] = args[++i].split('=');
    libs.push([label, file.join('=')]);
  } else wasmPath = args[i];
}
if (!wasmPath) {
  console.error('usage: node scripts/wasm-sizes.mjs WASM [--top N] [--lib LABEL=FILE]...');
  process.exit(2);
}
const bytes = readFileSync(wasmPath);
const names = new Map();

let pos = 8;
function leb() {
  let result = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[pos++];
    result += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (!(b & 0x80)) return result;
  }
}

const SECTION_NAMES = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global',
  'export', 'start', 'element', 'code', 'data', 'datacount'];
const sections = [];
let importedFunctions = 0;
const functions = [];  // { index, size }
while (pos < bytes.length) {
  const id = bytes[pos++];
  const size = leb();
  const start = pos;
  let name = SECTION_NAMES[id] ?? `section ${id}`;
  if (id === 0) {
    const len = leb();
    const custom = bytes.subarray(pos, pos + len).toString();
    pos += len;
    name = `custom "${custom}"`;
    while (custom === 'name' && pos < start + size) {
      const sub = bytes[pos++];
      const subSize = leb();
      const subEnd = pos + subSize;
      if (sub === 1) {  // function names
        const count = leb();
        for (let i = 0; i < count; i++) {
          const index = leb();
          const nameLen = leb();
          names.set(index, bytes.subarray(pos, pos + nameLen).toString());
          pos += nameLen;
        }
      }
      pos = subEnd;
    }
  } else if (id === 2) {
    const count = leb();
    for (let i = 0; i < count; i++) {
      const moduleLen = leb();
      pos += moduleLen;
      const fieldLen = leb();
      pos += fieldLen;
      const kind = bytes[pos++];
      if (kind === 0) {
        leb();
        importedFunctions++;
      } else if (kind === 1) {
        pos++;
        const flags = leb();
        leb();
        if (flags & 1) leb();
      } else if (kind === 2) {
        const flags = leb();
        leb();
        if (flags & 1) leb();
      } else if (kind === 3) {
        pos += 2;
      }
    }
  } else if (id === 10) {
    const count = leb();
    for (let i = 0; i < count; i++) {
      const bodyStart = pos;
      const bodySize = leb();
      pos += bodySize;
      functions.push({ index: importedFunctions + i, size: pos - bodyStart });
    }
  }
  sections.push({ name, bytes: bytes.subarray(start, start + size) });
  pos = start + size;
}

// Names are demangled, with some characters escaped as \xx (hex).
for (const [index, name] of names) {
  names.set(index, name.replace(/\\([0-9a-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))));
}

// Which library defines each name (demangled, as in the name section).
const owner = new Map();
const nm = existsSync('/usr/bin/llvm-nm-14') ? '/usr/bin/llvm-nm-14' : 'llvm-nm';
for (const [label, file] of libs) {
  const out = execFileSync(nm, ['--defined-only', '--demangle', '--just-symbol-name', file],
    { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
  for (const line of out.split('\n')) {
    if (line && !line.endsWith(':') && !owner.has(line)) owner.set(line, label);
  }
}
const groupOf = (name) => (name ? owner.get(name) ?? 'libc, libc++, runtime' : 'unnamed');

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${wasmPath}: ${kb(bytes.length)} raw, ${kb(gzipSync(bytes, { level: 9 }).length)} gzip -9`);
console.log('\nsections (raw / gzip -9 of the section alone):');
for (const s of sections) {
  console.log(`  ${s.name.padEnd(28)} ${kb(s.bytes.length).padStart(10)} ${kb(gzipSync(s.bytes, { level: 9 }).length).padStart(10)}`);
}
if (names.size === 0) {
  console.log('\n(no function names: link with --profiling-funcs)');
  process.exit(0);
}
const groups = new Map();
for (const f of functions) {
  const name = names.get(f.index) ?? '';
  f.name = name;
  const g = groupOf(name);
  const entry = groups.get(g) ?? { size: 0, count: 0 };
  entry.size += f.size;
  entry.count++;
  groups.set(g, entry);
}
const codeTotal = functions.reduce((a, f) => a + f.size, 0);
console.log(`\ncode by library (${functions.length} functions, ${kb(codeTotal)}):`);
for (const [g, e] of [...groups].sort((a, b) => b[1].size - a[1].size)) {
  console.log(`  ${g.padEnd(24)} ${kb(e.size).padStart(10)}  ${((100 * e.size) / codeTotal).toFixed(1).padStart(5)}%  ${String(e.count).padStart(5)} functions`);
}
console.log(`\nlargest ${top} functions:`);
for (const f of [...functions].sort((a, b) => b.size - a.size).slice(0, top)) {
  console.log(`  ${kb(f.size).padStart(9)}  ${groupOf(f.name).padEnd(22)} ${f.name.slice(0, 90)}`);
}
