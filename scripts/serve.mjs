#!/usr/bin/env node
// A small static file server for the web build, with only Node's standard library: serves the
// page from web/ and the games' bundles (<name>.js, <name>.wasm, and the page's index.html
// and embed.js as the build writes them, without comments) from build/web/, bound to
// 127.0.0.1, with correct MIME types (.wasm as application/wasm) and no caching, so a rebuild
// shows on reload. A file is answered in one write from memory (read again when it changed on
// disk): streamed from disk in 64 KB pieces, the wasm took several turns of an event loop that
// the browser tests share with Playwright, 40-50 ms on a busy load. Used by scripts/play and by
// the browser tests (which import startServer).
//
// Usage: node scripts/serve.mjs [--port N] [--host H] [--root DIR] [--bundle DIR]
//   --port N      port to listen on (default 8080; 0 picks a free port)
//   --root DIR    the page's folder, served whole (default: web/)
//   --bundle DIR  the build folder; only the bundles' .js/.wasm, the rules pages (rules/*.txt and
//                 a language's rules/<code>/*.txt),
//                 index.html and embed.js are served from it, the last two from --root when it
//                 has none (default: build/web/).
//                 Given again, the folders are looked in in order: the browser tests serve the
//                 bundles' test twins (build/web/test/) before the build folder's own files.
import { createServer } from 'node:http';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultRoot = path.join(repoRoot, 'web');
export const defaultBundle = path.join(repoRoot, 'build', 'web');

const mimeTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

// Only these files of the build folder are served (not CMake's files); the page's own two come
// from the page's folder when the build folder has none (a build from before it wrote them).
const gameBundle = /^\/(?!embed\.js$)[a-z0-9-]+\.(js|wasm)$/;
const bundleFiles = /^\/([a-z0-9-]+\.(js|wasm)|index\.html|embed\.js|rules\/([a-z]{2}\/)?[a-z0-9-]+\.txt)$/;

async function fileIn(dir, urlPath) {
  const file = path.join(dir, urlPath);
  if (!file.startsWith(dir + path.sep)) return null;  // no ../ escapes
  const stat = await fs.stat(file).catch(() => null);
  return stat?.isFile() ? { file, stat } : null;
}

async function findFile(root, bundles, urlPath) {
  if (bundleFiles.test(urlPath)) {
    for (const bundle of bundles) {
      const built = await fileIn(bundle, urlPath);
      if (built) return built;
    }
    if (gameBundle.test(urlPath)) return null;
  }
  return fileIn(root, urlPath);
}

// Starts the server; resolves to { server, port, url } once it listens. `bundle`: a folder, or a
// list of them looked in in order.
export function startServer({ port = 8080, host = '127.0.0.1', root = defaultRoot,
                              bundle = defaultBundle } = {}) {
  root = path.resolve(root);
  const bundles = [bundle].flat().map((dir) => path.resolve(dir));
  const contents = new Map();  // file -> { mtimeMs, size, body }
  const body = async ({ file, stat }) => {
    const kept = contents.get(file);
    if (kept && kept.mtimeMs === stat.mtimeMs && kept.size === stat.size) return kept.body;
    const read = await fs.readFile(file);
    contents.set(file, { mtimeMs: stat.mtimeMs, size: read.length, body: read });
    return read;
  };
  const server = createServer(async (req, res) => {
    try {
      let urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      if (urlPath.endsWith('/')) urlPath += 'index.html';
      const found = req.method === 'GET' || req.method === 'HEAD'
        ? await findFile(root, bundles, path.posix.normalize(urlPath)) : null;
      if (!found) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('not found\n');
        return;
      }
      const bytes = await body(found);
      res.writeHead(200, {
        'Content-Type': mimeTypes[path.extname(found.file)] ?? 'application/octet-stream',
        'Content-Length': bytes.length,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : bytes);
    } catch (err) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`error: ${err.message}\n`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      resolve({ server, port: actual, url: `http://${host}:${actual}/` });
    });
  });
}

function parseArgs(argv) {
  const opts = { port: 8080, host: '127.0.0.1', root: defaultRoot, bundle: defaultBundle };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--port') opts.port = Number(value());
    else if (arg === '--host') opts.host = value();
    else if (arg === '--root') opts.root = value();
    else if (arg === '--bundle') {
      opts.bundle = opts.bundle === defaultBundle ? [value()] : [opts.bundle, value()].flat();
    }
    else if (arg === '-h' || arg === '--help') {
      console.log('usage: node scripts/serve.mjs [--port N] [--host H] [--root DIR] [--bundle DIR]');
      process.exit(0);
    } else throw new Error(`unknown argument: ${arg}`);
  }
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) {
    throw new Error(`bad port: ${opts.port}`);
  }
  return opts;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`serve.mjs: ${err.message}`);
    process.exit(2);
  }
  startServer(opts).then(
    ({ url }) => console.log(`Serving Russian Bank at ${url}  (Ctrl-C stops)`),
    (err) => {
      console.error(`serve.mjs: cannot listen on ${opts.host}:${opts.port}: ${err.message}`);
      process.exit(1);
    });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(0));
}
