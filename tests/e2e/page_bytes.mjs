// What a file of the page weighs as the page budget counts it: GNU gzip -9's output (without the
// file's name), the measure the budget is written in. Node's zlib at level 9 gives about 1% more
// on a bundle's wasm.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleDir } from './harness.mjs';

// The gzip -9 bytes of a file's contents (as a server sent them).
export const gzipBodyBytes = (body) =>
  execFileSync('gzip', ['-9', '-n', '-c'], { input: body, maxBuffer: 64 * 1024 * 1024 }).length;

// The gzip -9 bytes of a file of the build folder (build/web/).
export const gzipBytes = (file) => gzipBodyBytes(readFileSync(path.join(bundleDir, file)));
