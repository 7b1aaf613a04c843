// Colyseus's JavaScript client (colyseus.js, pinned in src/server/package-lock.json) for the
// server tests, which have no packages of their own.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './processes.mjs';

const require = createRequire(join(repoRoot, 'src', 'server', 'package.json'));
const colyseus = require('colyseus.js');

export const { Client } = colyseus;
