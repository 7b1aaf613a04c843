// Starts and stops what the server tests run against, on 127.0.0.1 only: online server processes
// (src/server/server.mjs) and a Redis server of their own, each on a free port, each stopped by
// its process id when the test ends. Waits for each to say it is ready, never for a fixed time.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

// A port nobody listens on now (the OS's choice).
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

// Runs `command` until a line of its output matches `ready`; rejects if it exits first or takes
// longer than `timeoutMs`. Resolves to {child, output(), stop()}.
function startProcess(command, args, { env = {}, ready, timeoutMs = 20000, name }) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => { output += chunk.toString(); };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const stop = () => new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      stop();
      fail(new Error(`${name} did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const watch = () => {
      if (ready.test(output)) {
        clearTimeout(timer);
        child.stdout.off('data', watch);
        child.stderr.off('data', watch);
        done({ child, output: () => output, stop });
      }
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

// An online server process. `env` adds to its environment (RB_ONLINE_TEST_HOOKS,
// RB_ONLINE_TEST_DEAL, RB_ONLINE_GRACE_SECONDS, RB_ONLINE_RATE ...; the limits on opening tables,
// RB_ONLINE_TABLE_RATE, are lifted unless it names them: the tests open many tables from one
// address). Resolves to {port, url, http, stop(), output()}.
export async function startServer({ env = {}, redis = '', port } = {}) {
  const chosen = port ?? await freePort();
  const args = ['src/server/server.mjs', '--port', String(chosen), '--host', '127.0.0.1'];
  if (redis) args.push('--redis', redis);
  const started = await startProcess(process.execPath, args, {
    env: { RB_ONLINE_TABLE_RATE: '100000,100000', ...env }, ready: /online server: listening on/, name: `online server on port ${chosen}`,
  });
  return {
    ...started,
    port: chosen,
    url: `ws://127.0.0.1:${chosen}`,
    http: `http://127.0.0.1:${chosen}`,
  };
}

// A Redis server of the test's own: no saving, its files in a fresh folder. Resolves to
// {url, stop()}.
export async function startRedis() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'rb-online-redis-'));
  const started = await startProcess('redis-server', [
    '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir,
  ], { ready: /Ready to accept connections/, name: `redis-server on port ${port}` });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      await started.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// A server's GET /status: {processId, rooms, clients}.
export async function serverStatus(server) {
  const response = await fetch(`${server.http}/status`);
  return response.json();
}
