// A player at an online table for the tests: a colyseus.js room that keeps every message it
// receives (in order, with its bytes on the wire), its latest view, and lets a test wait for the
// next message that matches, with a deadline (never a fixed sleep).
import { Client } from './client.mjs';

export const kWaitMs = 10000;

export class SeatPlayer {
  constructor(room, client) {
    this.client = client;
    this.messages = [];  // {type, message, view?}: every message received, in order
    this.waiters = [];
    this.wireBytes = 0;  // bytes of every frame received since joining
    this.viewBytes = 0;  // bytes of the `view` frames
    this.attach(room);
  }

  attach(room) {
    this.room = room;
    this.closed = null;
    room.onMessage('*', (type, message) => this.receive(type, message));
    room.onLeave((code) => {
      this.closed = code;
      this.wake();
    });
    const ws = room.connection.transport.ws;
    const onmessage = ws.onmessage;
    ws.onmessage = (event) => {
      const bytes = event.data.byteLength ?? event.data.length;
      this.wireBytes += bytes;
      // A ROOM_DATA frame (13) whose type is "view" (fixstr of 4 bytes).
      const head = new Uint8Array(event.data, 0, Math.min(6, bytes));
      if (head[0] === 13 && head[1] === 0xa4 && String.fromCharCode(...head.slice(2, 6)) === 'view') {
        this.viewBytes += bytes;
      }
      onmessage(event);
    };
  }

  // Creates a table: `options` {query, testSeed?}.
  static async create(url, options) {
    const client = new Client(url);
    return new SeatPlayer(await client.create('table', options), client);
  }

  static async join(url, roomId, options = {}) {
    const client = new Client(url);
    return new SeatPlayer(await client.joinById(roomId, options), client);
  }

  receive(type, message) {
    const entry = { type, message };
    if (type === 'view' || type === 'table') entry.parsed = JSON.parse(message);
    if (type === 'view') this.latestView = entry;
    this.messages.push(entry);
    this.wake();
  }

  wake() {
    for (const waiter of [...this.waiters]) waiter();
  }

  // Forgets all but the last few messages (the load script's long-lived players).
  forget(keep = 8) {
    if (this.messages.length > 4 * keep) this.messages = this.messages.slice(-keep);
  }

  get roomId() { return this.room.roomId; }
  get views() { return this.messages.filter((m) => m.type === 'view'); }
  get view() { return this.latestView?.parsed; }
  get viewText() { return this.latestView?.message; }
  get mark() { return this.messages.length; }

  // The first message from index `after` on of that type for which `test` holds.
  next(type, test = () => true, { after = 0, timeoutMs = kWaitMs, what } = {}) {
    return new Promise((done, fail) => {
      const look = () => {
        for (let i = after; i < this.messages.length; i++) {
          const m = this.messages[i];
          if (m.type === type && test(m.parsed ?? m.message)) {
            finish();
            done(m.parsed ?? m.message);
            return true;
          }
        }
        if (this.closed !== null && type !== '(closed)') {
          finish();
          fail(new Error(`the room closed (${this.closed}) while waiting for ${what ?? type}`));
          return true;
        }
        return false;
      };
      const timer = setTimeout(() => {
        finish();
        fail(new Error(`no ${what ?? type} within ${timeoutMs} ms; last messages: ` +
          JSON.stringify(this.messages.slice(-3).map((m) => [m.type, String(m.message).slice(0, 200)]))));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== look);
      };
      if (!look()) this.waiters.push(look);
    });
  }

  // The next view whose number is above `seq` (the table changed).
  nextView(seq, options = {}) {
    return this.next('view', (v) => v.seq > seq, { what: `a view after ${seq}`, ...options });
  }

  // Resolves when the room's connection is closed (its close code).
  whenClosed(timeoutMs = kWaitMs) {
    return new Promise((done, fail) => {
      const timer = setTimeout(() => fail(new Error('the connection did not close')), timeoutMs);
      const check = () => {
        if (this.closed === null) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== check);
        done(this.closed);
      };
      this.waiters.push(check);
      check();
    });
  }

  act(action, seq) {
    this.room.send('act', seq === undefined ? { action } : { action, seq });
  }

  // Leaves the table (a consented close), unless its connection is closed already.
  async leave() {
    if (this.closed === null) await this.room.leave(true);
  }

  // Drops the connection without leaving (as a lost network does).
  drop() {
    this.room.connection.close();
  }

  // Comes back with the room's reconnection token; the same player object goes on.
  async reconnect() {
    const room = await this.client.reconnect(this.room.reconnectionToken);
    this.attach(room);
  }
}

// Creates a table and seats `count` players (the creator first); resolves once each has its first
// view and sees every seat taken.
export async function seatAll(url, options, count, joinUrl = url) {
  const players = [await SeatPlayer.create(url, options)];
  while (players.length < count) players.push(await SeatPlayer.join(joinUrl, players[0].roomId));
  const full = (p) => p.next('players', (m) => m.seats.every((s) => s === 'here'), { what: 'every seat taken' });
  await Promise.all(players.flatMap((p) => [full(p), p.next('view')]));
  return players;
}

export function seatTwo(url, options, joinUrl = url) {
  return seatAll(url, options, 2, joinUrl);
}
