// The online game server: Colyseus on a WebSocket transport, one room type "table"
// (game_room.mjs) whose rules are the C++ engines (engine.mjs). With --redis, several such
// processes share their rooms through Redis (Colyseus's Redis presence and driver): a room lives
// in the process its creator reached, and a player who finds it through another process is sent
// to that process's public address to play.
//
// Usage: node src/server/server.mjs [--port 2567] [--host 127.0.0.1] [--redis redis://HOST:PORT]
//                                   [--public-address HOST:PORT] [--trust-proxy]
// (scripts/serve-online runs it.) GET /status answers {processId, rooms, clients, loopDelayMs} for this
// process; GET /tables[?game=NAME] the public tables waiting for players (public_tables.mjs).
// --trust-proxy: a proxy in front says each request's address (X-Real-IP, X-Forwarded-For), which
// the limits on opening tables count by. Prints "online server: listening on http://HOST:PORT ..."
// once it accepts players.
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { loadEngine } from './engine.mjs';
import { gameRoomClass, roomsHere } from './game_room.mjs';
import { kMaxFrameBytes } from './message_guard.mjs';
import { tablesRoute } from './public_tables.mjs';

function readFlags(argv) {
  const flags = { port: 2567, host: '127.0.0.1', redis: '', publicAddress: '', trustProxy: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    const need = () => {
      if (value === undefined) throw new Error(`${flag} needs a value`);
      i++;
      return value;
    };
    if (flag === '--port') flags.port = Number(need());
    else if (flag === '--host') flags.host = need();
    else if (flag === '--redis') flags.redis = need();
    else if (flag === '--public-address') flags.publicAddress = need();
    else if (flag === '--trust-proxy') flags.trustProxy = true;
    else if (flag === '-h' || flag === '--help') flags.help = true;
    else throw new Error(`unknown flag ${flag} (--port, --host, --redis, --public-address, --trust-proxy)`);
  }
  if (!Number.isInteger(flags.port) || flags.port < 0 || flags.port > 65535) {
    throw new Error('--port takes a port number (0 to 65535)');
  }
  return flags;
}

// How late the event loop ran, since the last /status (every action waits behind such delays).
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

function statusRoute(req, res) {
  if (req.method === 'GET' && req.url === '/status') {
    let clients = 0;
    for (const room of roomsHere) clients += room.clients.length;
    const delay = { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
    loopDelay.reset();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ processId: matchMaker.processId, rooms: roomsHere.size, clients, loopDelayMs: delay }));
    return;
  }
  if (req.method === 'GET' && /^\/tables(\?|$)/.test(req.url)) {
    tablesRoute(req, res);
    return;
  }
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('not found\n');
}

// A connection's heartbeat: every connection is pinged every kPingIntervalMs, and one that has
// not answered kPingMaxRetries pings is closed (as Colyseus's transport does). Its transport pings
// every connection at once, though: at 2,000 connections a 40-50 ms stall of the event loop every
// 3 s, which every action arriving meanwhile waits out (the load's p99). Here each round is spread
// over kPingSlices ticks, a share of the connections at each.
const kPingIntervalMs = 3000;
const kPingMaxRetries = 2;
const kPingSlices = 30;

function noop() {}

export function spreadHeartbeat(wss, { intervalMs = kPingIntervalMs, maxRetries = kPingMaxRetries, slices = kPingSlices } = {}) {
  let round = [];
  let next = 0;
  let tick = 0;
  const timer = setInterval(() => {
    if (tick++ % slices === 0) {
      round = [...wss.clients];
      next = 0;
    }
    const end = Math.min(round.length, next + Math.ceil(round.length / slices));
    for (; next < end; next++) {
      const client = round[next];
      if (client.readyState !== client.OPEN) continue;
      // (pingCount: set to 0 by the transport on connection and on every pong.)
      if (client.pingCount >= maxRetries) {
        client.terminate();
        continue;
      }
      client.pingCount = (client.pingCount ?? 0) + 1;
      client.ping(noop);
    }
    if (next >= round.length) round = [];
  }, intervalMs / slices);
  timer.unref();
  return timer;
}

async function sharedState(flags) {
  if (!flags.redis) return {};
  const { RedisPresence } = await import('@colyseus/redis-presence');
  const { RedisDriver } = await import('@colyseus/redis-driver');
  return {
    presence: new RedisPresence(flags.redis),
    driver: new RedisDriver(flags.redis),
    publicAddress: flags.publicAddress || `${flags.host}:${flags.port}`,
    // A room lives in the process its creator reached (that process's players spread the load).
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
  };
}

async function main() {
  let flags;
  try {
    flags = readFlags(process.argv.slice(2));
  } catch (error) {
    console.error(`online server: ${error.message}`);
    process.exit(2);
  }
  if (flags.help) {
    console.log('node src/server/server.mjs [--port 2567] [--host 127.0.0.1] [--redis URL] [--public-address HOST:PORT] [--trust-proxy]');
    return;
  }
  const engine = await loadEngine();
  const http = createServer(statusRoute);
  const shared = await sharedState(flags);
  // (pingInterval 0: the transport's own heartbeat is off, spreadHeartbeat does it.)
  const transport = new WebSocketTransport({ server: http, maxPayload: kMaxFrameBytes, pingInterval: 0 });
  const heartbeat = spreadHeartbeat(transport.wss);
  http.on('close', () => clearInterval(heartbeat));
  const server = new Server({ transport, greet: false, ...shared });
  // (Play anyone: a public table of the same match, the one that has waited longest.)
  server.define('table', gameRoomClass(engine, { trustProxy: flags.trustProxy }))
    .filterBy(['match']).sortBy({ createdAt: 1 });
  await server.listen(flags.port, flags.host);
  const { port } = http.address();
  const hooks = process.env.RB_ONLINE_TEST_HOOKS === '1' ? ', TEST HOOKS ON' : '';
  console.log(`online server: listening on http://${flags.host}:${port} ` +
    `(process ${matchMaker.processId}${flags.redis ? `, redis ${flags.redis}` : ''}${hooks})`);
}

main().catch((error) => {
  console.error(`online server: ${error.stack || error.message}`);
  process.exit(1);
});
