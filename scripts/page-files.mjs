#!/usr/bin/env node
// The page's files as served: web/index.html and web/embed.js without their comments (which
// explain the code to its readers, not to browsers: ~2.5 KB of the gzipped page), written into
// the build folder next to the games' bundles (<name>.js/.wasm), the page told which games have
// one (--games=a,b or a=bundle: the list in index.html's rbBundles) and which bundles have an
// extra part (--extras=bundle=option:value,...: rbExtras). Run by the web build
// (cmake/game_target.cmake).
// Removed: HTML comments; CSS and JS block comments; JS line comments that fill a line, or that
// end one after two spaces ("code;  // why") when the code before them has no open quote. Nothing
// else changes but each line's indentation (outside template literals that span lines). The
// browser tests run on these files.
//
// With --closure=COMPILER (the Closure Compiler the build minifies the JS glue with, when it is
// installed) the scripts are minified as well: embed.js and each of the page's <script> blocks,
// by its SIMPLE level (local names shortened, global ones kept: the page and its tests reach
// them), about 1 KB less of every game's gzipped page.
//
// Usage: node scripts/page-files.mjs OUT_DIR [--games=a,b] [--extras=b=o:v] [--closure=PATH]
//        web/index.html web/embed.js
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Whether `code` leaves a quote open (an odd number of unescaped ', " or `).
function openQuote(code) {
  let quote = null;
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === '\\') i++;
    else if (quote) { if (c === quote) quote = null; }
    else if (c === "'" || c === '"' || c === '`') quote = c;
  }
  return quote !== null;
}

// Each line without its indentation, except inside a template literal that spans lines.
export function stripIndentation(text) {
  let inTemplate = false;
  return text.split('\n').map((line) => {
    const kept = inTemplate ? line : line.trimStart();
    for (let i = 0; i < line.length; i++) {
      if (line[i] === '\\') i++;
      else if (line[i] === '`') inTemplate = !inTemplate;
    }
    return kept;
  }).join('\n');
}

export function stripComments(text) {
  text = text.replace(/<!--[\s\S]*?-->\n?/g, '');
  text = text.replace(/^[ \t]*\/\*[\s\S]*?\*\/[ \t]*\n/gm, '');   // block comments on lines of their own
  text = text.replace(/[ \t]*\/\*(?!\*\/)[^\n]*?\*\//g, '');       // and within a line
  const lines = [];
  for (const line of text.split('\n')) {
    if (/^\s*\/\/(?!\/)/.test(line)) continue;
    const at = line.indexOf('  // ');
    if (at > 0 && !openQuote(line.slice(0, at))) lines.push(line.slice(0, at).trimEnd());
    else lines.push(line);
  }
  return lines.join('\n');
}

// CSS in <style> blocks without the spaces and line breaks around its punctuation
// ("a { b: c; }" -> "a{b:c;}"). (The page's CSS puts no space before a pseudo-class's colon.)
export function tightenCss(text) {
  return text.replace(/(<style>)([\s\S]*?)(<\/style>)/g, (all, open, css, close) =>
    open + css.replace(/\s*([{};:,])\s*/g, '$1').trim() + close);
}

// Script lines without the spaces around their operators and brackets ("if (a === b) {" ->
// "if(a===b){"), outside quotes only. Left as they are: lines with a slash outside quotes (a
// regular expression or a division), lines in or next to a template literal, and everything
// outside <script> blocks of an HTML file (its words keep their spaces).
const SQUEEZE = [
  [/\s*(===|!==|==|!=|=|\|\||&&|<=|>=|\?|:|,|;|\{|\}|\(|\))\s*/g, '$1'],
];
function squeezeLine(line) {
  if (line.includes('`')) return line;
  let out = '', plain = '', quote = null;
  const flush = () => {
    if (plain.includes('/')) return false;
    for (const [pattern, by] of SQUEEZE) plain = plain.replace(pattern, by);
    out += plain;
    plain = '';
    return true;
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      out += c;
      if (c === '\\') out += line[++i] ?? '';
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"') {
      if (!flush()) return line;
      quote = c;
      out += c;
    } else {
      plain += c;
    }
  }
  if (quote || !flush()) return line;
  return out;  // (a space between two words, "else if", "return x", is never removed)
}
export function squeezeScript(text, html) {
  if (!html) return text.split('\n').map(squeezeLine).join('\n');
  return text.replace(/(<script>)([\s\S]*?)(<\/script>)/g, (all, open, code, close) =>
    open + code.split('\n').map(squeezeLine).join('\n') + close);
}

// The Closure Compiler's SIMPLE minification of each script (one run for them all).
function minifyScripts(compiler, scripts) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'page-files-'));
  try {
    const args = ['--compilation_level', 'SIMPLE', '--language_out', 'ECMASCRIPT_2017',
      '--warning_level', 'QUIET', '--chunk_output_path_prefix', dir + '/'];
    scripts.forEach((code, i) => {
      writeFileSync(path.join(dir, `in${i}.js`), code);
      args.push('--js', path.join(dir, `in${i}.js`), '--chunk', `out${i}:1`);
    });
    execFileSync(compiler, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    return scripts.map((code, i) => readFileSync(path.join(dir, `out${i}.js`), 'utf8').trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [outDir, ...rest] = process.argv.slice(2);
  const gamesFlag = rest.find((a) => a.startsWith('--games='));
  const extrasFlag = rest.find((a) => a.startsWith('--extras='));
  const closureFlag = rest.find((a) => a.startsWith('--closure='));
  const files = rest.filter((a) => !a.startsWith('--'));
  if (!outDir || files.length === 0) {
    console.error('usage: node scripts/page-files.mjs OUT_DIR [--games=a,b] FILE...');
    process.exit(2);
  }
  mkdirSync(outDir, { recursive: true });
  const outputs = [];  // [path, text]
  const bundlesAt = "rbBundles = 'russian-bank'.split(',')";
  for (const file of files) {
    let text = tightenCss(stripIndentation(stripComments(readFileSync(file, 'utf8'))));
    if (gamesFlag && text.includes(bundlesAt)) {
      const games = gamesFlag.slice('--games='.length);
      if (!/^[a-z0-9=-]+(,[a-z0-9=-]+)*$/.test(games)) throw new Error('bad --games: ' + games);
      text = text.replace(bundlesAt, `rbBundles = '${games}'.split(',')`);
    }
    const extrasAt = "rbExtras = ''.split(',')";
    if (extrasFlag && text.includes(extrasAt)) {
      const extras = extrasFlag.slice('--extras='.length);
      if (!/^([a-z0-9-]+=[a-z0-9_]+:[a-z0-9_]+(,|$))*$/.test(extras)) throw new Error('bad --extras: ' + extras);
      text = text.replace(extrasAt, `rbExtras = '${extras}'.split(',')`);
    }
    text = squeezeScript(text, file.endsWith('.html'));
    outputs.push([path.join(outDir, path.basename(file)), text]);
  }
  if (closureFlag) {
    // Every script of every file, minified in one run; then put back where it was.
    const blocks = /(<script>)([\s\S]*?)(<\/script>)/g;
    const scripts = [];
    for (const [file, text] of outputs) {
      if (file.endsWith('.html')) for (const m of text.matchAll(blocks)) scripts.push(m[2]);
      else scripts.push(text);
    }
    const minified = minifyScripts(closureFlag.slice('--closure='.length), scripts);
    let next = 0;
    for (const output of outputs) {
      output[1] = output[0].endsWith('.html')
        ? output[1].replace(blocks, (all, open, code, close) => open + minified[next++] + close)
        : minified[next++];
    }
  }
  for (const [file, text] of outputs) writeFileSync(file, text);
}
