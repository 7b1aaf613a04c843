// Tables open to anyone: the list of public tables waiting for players (GET /tables), the limits
// on opening tables (per connection and per address), and how long a public table waits.
//
// A public table is listed with its game, preset, seats, free seats and how long it has waited:
// nothing about its players. "Play anyone" is Colyseus's joinOrCreate on the table's `match`
// (game/preset), the oldest waiting table first (server.mjs defines the room so). The list comes
// from the matchmaker's driver, so with Redis it holds every process's tables.
import { ErrorCode, matchMaker, ServerError } from '@colyseus/core';

// Seconds a public table waits for players before it closes (RB_ONLINE_PUBLIC_WAIT_SECONDS).
export const kPublicWaitSeconds = 600;
// Tables opened (a create, or a joinOrCreate that may create) in a minute: per connection, per
// address (RB_ONLINE_TABLE_RATE="perConnection,perAddress").
export const kTablesPerMinutePerConnection = 10;
export const kTablesPerMinutePerAddress = 30;
const kListedAtMost = 50;

// Marks one of the server's sentences for scripts/messages (translated where sent).
const tr = (english) => english;

export const kTooManyTables = tr('too many new tables: at most {0} a minute; wait a minute and try again');
export const kNobodyCame = tr('nobody joined your public table in time: it has closed');

export function publicWaitSeconds() {
  const value = Number(process.env.RB_ONLINE_PUBLIC_WAIT_SECONDS);
  return Number.isFinite(value) && value > 0 ? value : kPublicWaitSeconds;
}

export function tableRateLimits() {
  const [perConnection, perAddress] = String(process.env.RB_ONLINE_TABLE_RATE || '').split(',').map(Number);
  if (perConnection >= 1 && perAddress >= 1) return { perConnection, perAddress };
  return { perConnection: kTablesPerMinutePerConnection, perAddress: kTablesPerMinutePerAddress };
}

// A table's match: the game and preset "Play anyone" pairs players by.
export function isMatch(value) {
  return typeof value === 'string' && /^[a-z][a-z-]{0,39}\/[a-z0-9-]{1,24}$/.test(value);
}

// The address a request came from: the socket's, or with `trustProxy` (a proxy in front that
// sets them) X-Real-IP, else the last X-Forwarded-For entry.
function requestAddress(context, trustProxy) {
  const req = context?.req;
  if (trustProxy) {
    const real = context?.headers?.['x-real-ip'];
    if (typeof real === 'string' && real) return real;
    const forwarded = String(context?.headers?.['x-forwarded-for'] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (forwarded.length > 0) return forwarded.at(-1);
  }
  return req?.socket?.remoteAddress ?? 'unknown';
}

const connectionCounts = new WeakMap();  // socket -> {minute, count}

// Counts a request that may open a table against both limits: a ServerError when one is passed.
// The address's count is kept in the matchmaker's presence (Redis with several processes), a
// connection's in this process.
export async function countNewTable(context, { trustProxy = false } = {}) {
  const limits = tableRateLimits();
  const minute = Math.floor(Date.now() / 60000);
  const socket = context?.req?.socket;
  if (socket) {
    let seen = connectionCounts.get(socket);
    if (!seen || seen.minute !== minute) {
      seen = { minute, count: 0 };
      connectionCounts.set(socket, seen);
    }
    seen.count += 1;
    if (seen.count > limits.perConnection) throw tooMany(limits.perConnection);
  }
  const key = `rb:tables:${requestAddress(context, trustProxy)}:${minute}`;
  const count = await matchMaker.presence.incr(key);
  if (count === 1) await matchMaker.presence.expire(key, 120);
  if (count > limits.perAddress) throw tooMany(limits.perAddress);
}

function tooMany(limit) {
  // (The page finds the sentence by its start and says it in its language: web/online.js.)
  return new ServerError(ErrorCode.APPLICATION_ERROR, kTooManyTables.replace('{0}', String(limit)));
}

// The public tables waiting for players, oldest first; `game` ("" for all) picks one game's.
export async function waitingTables(game) {
  const rooms = await matchMaker.query({ name: 'table', private: false, locked: false });
  const now = Date.now();
  return rooms
    .filter((room) => room.metadata && (!game || room.metadata.game === game) && room.metadata.free > 0)
    .map((room) => ({
      room: room.roomId,
      game: room.metadata.game,
      preset: room.metadata.preset,
      seats: room.metadata.seats,
      free: room.metadata.free,
      waitingSeconds: Math.max(0, Math.round((now - new Date(room.createdAt).getTime()) / 1000)),
    }))
    .sort((a, b) => b.waitingSeconds - a.waitingSeconds)
    .slice(0, kListedAtMost);
}

// GET /tables[?game=NAME]: {tables: [...]} for any page (CORS open: it says nothing private).
export async function tablesRoute(req, res) {
  const url = new URL(req.url, 'http://localhost');
  const game = url.searchParams.get('game') ?? '';
  const headers = { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
  if (game && !/^[a-z][a-z-]{0,39}$/.test(game)) {
    res.writeHead(400, headers);
    res.end(JSON.stringify({ error: 'game must be a game\'s name, such as spite-and-malice' }));
    return;
  }
  try {
    const tables = await waitingTables(game);
    res.writeHead(200, headers);
    res.end(JSON.stringify({ tables }));
  } catch (error) {
    res.writeHead(503, headers);
    res.end(JSON.stringify({ error: `the list of tables is not available: ${error.message}` }));
  }
}
