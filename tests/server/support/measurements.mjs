// Figures the server tests measure and report without asserting them (bytes per view, reconnect
// time ...): one line each in build/online/measurements.txt, which scripts/test-online prints.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './processes.mjs';

export function recordMeasurement(line) {
  const folder = join(repoRoot, 'build', 'online');
  mkdirSync(folder, { recursive: true });
  appendFileSync(join(folder, 'measurements.txt'), `${line}\n`);
}
