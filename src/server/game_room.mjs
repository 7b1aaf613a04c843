// A table online: a Colyseus room that holds one game (engine.mjs), deals it from a seed it never
// sends, seats its players (seat 0 the creator, then the joiners in order), judges the actions
// they send one at a time in the order they arrive, and sends each seat only its own view.
// A player who drops keeps the seat for a grace time (during a game and after it) and comes back
// to the identical table; one who leaves for good, or whose grace runs out, loses by forfeit, and
// every seat is told (at a game of turns where two people or more stay, the game goes on with the
// computer playing for the one who left, at a person's pace). A server that stops tells every seat
// and ends its games with no winner. At a game of turns, the seat in turn that goes minutes
// without a play is warned (a `notice` to every seat), then loses by forfeit as if they had left:
// a player who stalls holds nobody at the table.
//
// Each seat is told its words (the moves, refusals, the result) in its page's language: the join
// option `lang` or a `lang` message ("fr"; a language the server lacks is English).
//
// After a game, every seat may ask to play again (`again`): once all have, the same table deals a
// new game from a new secret seed, the seats turned one place round (so the deal alternates, as
// the rules pages decide for a series), and the session's games won are kept per player. A seat
// that leaves ends the session.
//
// A game played all at once (a solitaire match between people, a race on common foundations) has
// no turns: the plays are judged in the order they arrive, each against the table as it is then
// (a play chosen from an older view is not refused for that; one the other player's play made
// illegal is), each told the time from the start; the table's clock stops the race when it runs
// out (a standstill, the time limit), and a player away in their grace time does not stop it.
//
// A table created with `public: true` is open to anyone (public_tables.mjs): listed while it waits
// for players, found by "Play anyone" (joinOrCreate on its `match`, game/preset), closed when
// nobody has come after a time.
//
// Messages, client -> server:  act {action: text, seq?: view number}, lang {lang}, again, sync,
//                             leave.
//          server -> client:  table (JSON text), view (JSON text),
//                             players {seats, you, deal, again, wins, games},
//                             refused {reason, action?, seq}, over {winner, forfeit, result},
//                             closing {reason} (a public table nobody joined, the server
//                             stopping),
//                             notice {words, yours, seat, seconds, playsOn} (the seat in turn
//                             has not played for a while; yours: it is this seat; seconds: its
//                             time left to play; playsOn: the computer then plays on for it).
// (src/server/README.md describes them.)
import { randomBytes } from 'node:crypto';
import { ErrorCode, Room, ServerError } from '@colyseus/core';
import { checkRawMessage, MessageRate } from './message_guard.mjs';
import { countNewTable, isMatch, kNobodyCame, publicWaitSeconds } from './public_tables.mjs';

// Seconds a dropped player keeps the seat (RB_ONLINE_GRACE_SECONDS overrides it, for tests).
export const kGraceSeconds = 60;
const kMaxQueryLength = 512;
const kMaxActionLength = 64;

// Marks one of the server's own sentences (English) for scripts/messages, which gathers the
// messages every language translates; it is put in a seat's language when sent (wordsFor).
const tr = (english) => english;

// What a seat is told when the server stops under a game.
const kServerStops = tr('the game server has stopped: this game ends here, with no winner');

// Seconds the seat in turn at a game of turns may go without a play, every seat here: at the
// first its player is told (and the others), at the second the game is lost by forfeit
// (RB_ONLINE_STALL_SECONDS="first,second" overrides them, for tests).
export const kStallSeconds = [180, 300];

export function stallSeconds() {
  const parts = String(process.env.RB_ONLINE_STALL_SECONDS ?? '').split(',').map(Number);
  const good = parts.length === 2 && parts.every((n) => Number.isFinite(n) && n > 0) && parts[0] < parts[1];
  return good ? parts : kStallSeconds;
}

// Milliseconds between the actions of the computer playing for a person who left, so that the
// others see each one (RB_ONLINE_COMPUTER_MS overrides it, for tests).
export const kComputerPaceMs = 900;

function computerPaceMs() {
  const value = Number(process.env.RB_ONLINE_COMPUTER_MS);
  return Number.isFinite(value) && value >= 0 ? value : kComputerPaceMs;
}

export function graceSeconds() {
  const value = Number(process.env.RB_ONLINE_GRACE_SECONDS);
  return Number.isFinite(value) && value > 0 ? value : kGraceSeconds;
}

// Test hooks (a chosen deal number): only when the server was started with RB_ONLINE_TEST_HOOKS=1.
// A table's `testSeed` chooses its deal; RB_ONLINE_TEST_DEAL chooses the deal of the tables opened
// without one (a page's, opened from its menu).
function testHooksOn() {
  return process.env.RB_ONLINE_TEST_HOOKS === '1';
}

function testDeal(options) {
  if (options?.testSeed !== undefined) return options.testSeed;
  const chosen = process.env.RB_ONLINE_TEST_DEAL;
  return testHooksOn() && chosen ? chosen : undefined;
}

// The rooms this process holds, for its /status (rooms per process).
export const roomsHere = new Set();

// The matchmaking method of a request ("create", "joinOrCreate", "joinById"...).
function matchmakeMethod(context) {
  return /\/matchmake\/([A-Za-z]+)\//.exec(context?.req?.url ?? '')?.[1] ?? '';
}

// `trustProxy`: the server runs behind a proxy that says each request's address (X-Real-IP or
// X-Forwarded-For); else the socket's is the player's.
export function gameRoomClass(engine, { trustProxy = false } = {}) {
  return class GameRoom extends Room {
    // Before a table is opened or looked for: the limits on opening tables, and "Play anyone"
    // needs the game and preset it pairs players by.
    static async onAuth(token, options, context) {
      const method = matchmakeMethod(context);
      if ((method === 'joinOrCreate' || method === 'join') && !isMatch(options?.match)) {
        throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA,
          'looking for any table needs match: "<game>/<preset>", such as "spite-and-malice/two"');
      }
      if (method === 'create' || method === 'joinOrCreate') await countNewTable(context, { trustProxy });
      return true;
    }

    onCreate(options) {
      const query = options?.query ?? '';
      if (typeof query !== 'string' || query.length > kMaxQueryLength) {
        throw new ServerError(ErrorCode.APPLICATION_ERROR,
          `the game's query must be text of at most ${kMaxQueryLength} characters`);
      }
      let seed = randomBytes(8);
      const chosen = testDeal(options);
      if (chosen !== undefined) {
        if (!testHooksOn()) {
          throw new ServerError(ErrorCode.APPLICATION_ERROR, 'a deal number is not chosen online');
        }
        seed = Buffer.alloc(8);
        seed.writeBigUInt64BE(BigInt.asUintN(64, BigInt(chosen)));
      }
      const dealt = engine.deal(query, seed);
      seed.fill(0);
      if (dealt.error) throw new ServerError(ErrorCode.APPLICATION_ERROR, dealt.error);
      this.query = query;
      this.deal = 1;  // the session's deals at this table
      this.games = 0;  // its games over by the rules
      this.table = dealt.table;
      this.seatCount = engine.seats(this.table);
      engine.showDeal(this.table, false);  // (face down until its players are all here)
      this.tableJson = engine.tableJson(this.table);
      // Per seat: its session, 'empty' | 'here' | 'away' (in its grace time) | 'left', its
      // language, its player's games won in the session, and whether it asked to play again.
      this.seats = Array.from({ length: this.seatCount }, () => ({ sessionId: null, state: 'empty' }));
      this.rates = new Map();  // sessionId -> MessageRate
      this.maxClients = this.seatCount;
      // No Colyseus state to patch: no patch timer (20 a second per room otherwise).
      this.patchRate = null;
      if (options?.public !== undefined && typeof options.public !== 'boolean') {
        throw new ServerError(ErrorCode.APPLICATION_ERROR, 'public must be true or false');
      }
      this.isPublic = options?.public === true;
      if (this.isPublic) this.openToAnyone(options.match);
      else this.setPrivate(true);
      this.onMessage('act', (client, message) => this.onAct(client, message));
      this.onMessage('lang', (client, message) => this.onLanguage(client, message));
      this.onMessage('why', (client, message) => this.onWhy(client, message));
      this.onMessage('again', (client) => this.onAgain(client));
      this.onMessage('sync', (client) => this.sendTable(client));
      this.onMessage('leave', (client) => this.onLeaveForGood(client));
      this.onMessage('*', (client, type) =>
        this.refuse(client, tr('unknown message type "{0}"'), undefined, String(type).slice(0, 16)));
      roomsHere.add(this);
    }

    // A public table: listed (its game, preset and seats, nothing of its players) and found by
    // "Play anyone" on its match, until its seats are taken or it has waited too long.
    openToAnyone(asked) {
      const view = JSON.parse(engine.view(this.table, 0));
      const match = `${view.game}/${view.preset}`;
      if (asked !== undefined && asked !== match) {
        throw new ServerError(ErrorCode.APPLICATION_ERROR, `the table's game is ${match}, not ${String(asked).slice(0, 64)}`);
      }
      this.listing.match = match;
      this.setMetadata({ game: view.game, preset: view.preset, seats: this.seatCount, free: this.seatCount });
      this.waitTimer = setTimeout(() => this.closeUnjoined(), publicWaitSeconds() * 1000);
      this.waitTimer.unref?.();
    }

    // A public table nobody joined in time: its players are told why, and it closes.
    closeUnjoined() {
      this.waitTimer = null;
      if (!this.seats.some((s) => s.state === 'empty')) return;
      this.closing = true;
      for (const client of this.clients) client.send('closing', { reason: this.wordsFor(client, kNobodyCame) });
      this.disconnect();
    }

    onJoin(client, options) {
      const seat = this.seats.findIndex((s) => s.state === 'empty');
      if (seat < 0) throw new ServerError(ErrorCode.MATCHMAKE_INVALID_ROOM_ID, 'this table has no free seat');
      this.seats[seat] = { sessionId: client.sessionId, state: 'here', lang: 'en', wins: 0, again: false };
      this.setLanguage(seat, options?.lang);
      this.rates.set(client.sessionId, new MessageRate());
      const free = this.seats.filter((s) => s.state === 'empty').length;
      if (free === 0) engine.showDeal(this.table, true);
      this.sendTable(client);
      if (free === 0) this.sendViews();  // (the others see the deal face up now)
      this.sendPlayers();
      if (this.isPublic) this.setMetadata({ free });
      if (free === 0) {
        this.lock();
        clearTimeout(this.waitTimer);
        this.startClock();
      }
    }

    async onLeave(client, consented) {
      const seat = this.seatOf(client);
      if (seat < 0 || this.closing) return;
      // (Its `leave` message gave the seat up already: no grace time to come back.)
      if (this.seats[seat].state === 'left') return this.sendPlayers();
      // (A drop after the game keeps the seat for the grace time too: a player who reloads on the
      // result comes back to ask for the next game. A review found the table lost to them.)
      if (consented) {
        this.seatGone(seat);
        this.sendPlayers();
        return;
      }
      this.seats[seat].state = 'away';
      // A public table still waiting for players is not offered (listed, or found by Play anyone)
      // while one of its players is away: a review joined one whose only player had gone, and won
      // by forfeit at once when the grace time ran out.
      const waiting = this.isPublic && this.seats.some((s) => s.state === 'empty');
      if (waiting) this.lock();
      this.sendPlayers();
      try {
        // (The new connection's client: messages to it wait until it has joined.)
        const back = await this.allowReconnection(client, graceSeconds());
        this.seats[seat].state = 'here';
        this.rates.set(back.sessionId, new MessageRate());
        this.sendTable(back);
        this.sendPlayers();
      } catch {
        this.seatGone(seat);
        this.sendPlayers();
      }
      if (waiting && !this.closing && this.clients.length > 0 && this.seats.every((s) => s.state !== 'away')) {
        this.unlock();
      }
    }

    // The seat's player is gone for good. Before the game starts (a seat still empty) the seat is
    // free again for the next to join: a review found a public table whose players had all gone
    // still listed, and a newcomer seated there won by forfeit without a card played. After, the
    // game goes on without them (leaveGame).
    seatGone(seat) {
      if (this.seats.some((s) => s.state === 'empty')) {
        this.seats[seat] = { sessionId: null, state: 'empty' };
        if (this.isPublic) this.setMetadata({ free: this.seats.filter((s) => s.state === 'empty').length });
        return;
      }
      this.seats[seat].state = 'left';
      if (!engine.over(this.table)) this.leaveGame(seat);
    }

    // The server stops (a restart): nobody loses by it. Every seat is told, and the table closes
    // without the forfeits its players' leaving would bring (Colyseus's own shutdown leaves
    // them as consented leaves: a review found one seat declared the winner).
    onBeforeShutdown() {
      this.closing = true;
      clearTimeout(this.clockTimer);
      clearTimeout(this.stallTimer);
      clearTimeout(this.computerTimer);
      for (const client of this.clients) client.send('closing', { reason: this.wordsFor(client, kServerStops) });
      this.disconnect();
    }

    onDispose() {
      clearTimeout(this.waitTimer);
      clearTimeout(this.clockTimer);
      clearTimeout(this.stallTimer);
      clearTimeout(this.computerTimer);
      roomsHere.delete(this);
      if (this.table) engine.free(this.table);
      this.table = 0;
    }

    // Checks every raw message before Colyseus reads it (message_guard.mjs): a refused one is
    // answered and dropped, and the client stays.
    _onMessage(client, buffer) {
      const rate = this.rates.get(client.sessionId);
      const problem = rate ? checkRawMessage(buffer, rate) : null;
      if (problem) {
        if (problem.tell) this.refuse(client, problem.reason, undefined, undefined, false);
        return;
      }
      super._onMessage(client, buffer);
    }

    // A seat's language, from its page: a code the engine was given, else English.
    setLanguage(seat, code) {
      const lang = typeof code === 'string' && engine.languages.includes(code) ? code : 'en';
      this.seats[seat].lang = lang;
      engine.seatLanguage(this.table, seat, lang);
    }

    onLanguage(client, message) {
      const seat = this.seatOf(client);
      if (seat < 0) return this.refuse(client, tr('you have no seat at this table'));
      const code = message?.lang;
      if (typeof code !== 'string' || !/^[a-z]{2}$/.test(code)) {
        return this.refuse(client, tr('lang needs {lang: "<language code>"}'));
      }
      this.setLanguage(seat, code);
      client.send('view', engine.view(this.table, seat));
    }

    // A sentence of the server's in the client's seat's language, "{0}" filled by `value`.
    wordsFor(client, english, value = '') {
      const seat = this.seatOf(client);
      return engine.words(seat >= 0 ? this.seats[seat].lang : 'en', english, String(value));
    }

    seatOf(client) {
      return this.seats.findIndex((s) => s.sessionId === client.sessionId);
    }

    onAct(client, message) {
      const seat = this.seatOf(client);
      const action = message?.action;
      const shown = typeof action === 'string' ? action.slice(0, kMaxActionLength) : undefined;
      if (seat < 0) return this.refuse(client, tr('you have no seat at this table'));
      if (typeof message !== 'object' || message === null || Array.isArray(message)) {
        return this.refuse(client, tr('act needs {action: "<action text>"}'));
      }
      if (typeof action !== 'string' || action.length === 0) {
        return this.refuse(client, tr('act needs an action: its text, as the view lists it'));
      }
      if (action.length > kMaxActionLength) {
        return this.refuse(client, tr('the action is too long ({0} characters; at most 64)'), shown, action.length);
      }
      if (message.seq !== undefined && !Number.isInteger(message.seq)) {
        return this.refuse(client, tr('seq must be the number of the view the action was chosen from'), shown);
      }
      if (this.seats.some((s) => s.state === 'empty')) {
        return this.refuse(client, tr('the game starts when every seat is taken: waiting for your opponent to join'), shown);
      }
      if (engine.over(this.table)) return this.refuse(client, tr('the game is over'), shown);
      const sequence = engine.sequence(this.table);
      const allAtOnce = engine.allAtOnce(this.table);
      if (!allAtOnce && message.seq !== undefined && message.seq !== sequence) {
        return this.refuse(client, tr('the table changed before your action arrived (view {0} is the latest)'), shown, sequence);
      }
      const refusal = engine.act(this.table, seat, action, this.clockMs());
      if (refusal) return this.refuse(client, refusal, shown, undefined, false);
      this.changed();
    }

    // `why` {from, to, index}: the page has no rules of its own, so the server says why the seat
    // may not move its card there, as a refusal (nothing changes; a legal move gets no answer).
    onWhy(client, message) {
      const seat = this.seatOf(client);
      if (seat < 0) return this.refuse(client, tr('you have no seat at this table'));
      const pile = (n) => Number.isInteger(n) && n >= -1 && n < 1024;
      if (typeof message !== 'object' || message === null || !pile(message.from) ||
          !pile(message.to) || !(message.index === undefined || pile(message.index))) {
        return this.refuse(client, tr('why needs {from, to, index}: pile numbers'));
      }
      const words = engine.why(this.table, seat, message.from, message.to, message.index ?? -1);
      if (words) this.refuse(client, words, undefined, undefined, false);
    }

    // After the game changed: every seat's view, and the end or the clock's next deadline.
    changed() {
      this.sendViews();
      if (engine.over(this.table)) {
        clearTimeout(this.clockTimer);
        this.countGame();
        this.sendOver();
        this.sendPlayers();
      } else {
        this.armClock();
        this.armStall();
        this.armComputer();
      }
    }

    // The computer's next action, after a pause, when it plays the seat in turn for a person who
    // left (a longer one just after it took the seat over).
    armComputer() {
      clearTimeout(this.computerTimer);
      this.computerTimer = null;
      const pause = computerPaceMs() * (this.computerTakesOver ? 3 : 1);
      this.computerTakesOver = false;
      if (!this.table || engine.computerTurn(this.table) < 0) return;
      this.computerTimer = setTimeout(() => {
        this.computerTimer = null;
        if (engine.playComputer(this.table)) this.changed();
      }, pause);
    }

    // A game played all at once starts its clock when every seat is taken (and at each new deal).
    startClock() {
      this.startedAt = performance.now();
      this.armClock();
      this.armStall();
    }

    // A game of turns with every seat here: the seat in turn that has not played for the first of
    // stallSeconds() is told so (and the others), and at the second loses by forfeit. Every
    // change, and every change of the seats, starts the count again.
    armStall() {
      clearTimeout(this.stallTimer);
      this.stallTimer = null;
      const seat = this.table ? engine.turn(this.table) : -1;
      // (A seat the computer plays for a person who left does not stall, nor wait for them.)
      if (seat < 0 || engine.computerTurn(this.table) >= 0) return;
      if (this.seats.some((s) => s.state === 'away' || s.state === 'empty')) return;
      // (Any change, a seat's too, and the table's end clear the timer: it fires on this turn only.)
      const [warn, end] = stallSeconds();
      this.stallTimer = setTimeout(() => {
        this.tellStall(seat, end - warn);
        this.stallTimer = setTimeout(() => {
          this.stallTimer = null;
          this.leaveGame(seat, true);
        }, (end - warn) * 1000);
      }, warn * 1000);
    }

    // (With the seat, its seconds and what follows them, so that the page counts them down.)
    tellStall(seat, seconds) {
      const playsOn = engine.playsOn(this.table, seat);
      for (const client of this.clients) {
        const at = this.seatOf(client);
        if (at < 0) continue;
        client.send('notice', {
          words: engine.stallWords(this.table, at, seat, seconds), yours: at === seat, seat, seconds, playsOn,
        });
      }
    }

    // The time from the game's start, ms (0 before it started).
    clockMs() {
      return this.startedAt === undefined ? 0 : performance.now() - this.startedAt;
    }

    // Wakes the table when its clock runs out if nothing happens before (a race's standstill or
    // time limit), to stop it.
    armClock() {
      clearTimeout(this.clockTimer);
      this.clockTimer = null;
      if (this.startedAt === undefined || !engine.allAtOnce(this.table)) return;
      const deadline = engine.deadline(this.table);
      if (deadline < 0) return;
      this.clockTimer = setTimeout(() => {
        this.clockTimer = null;
        if (engine.tick(this.table, this.clockMs())) this.changed();
        else this.armClock();
      }, Math.max(0, deadline - this.clockMs()) + 1);
    }

    // A game over by its rules: its winner's player has won one more game of the session.
    countGame() {
      const winner = engine.winner(this.table);
      this.games += 1;
      if (winner >= 0) this.seats[winner].wins += 1;
    }

    // `again`: the seat would play another game. When every seat would, the table deals it.
    onAgain(client) {
      const seat = this.seatOf(client);
      if (seat < 0) return this.refuse(client, tr('you have no seat at this table'));
      if (!engine.over(this.table)) return this.refuse(client, tr('the game is not over yet'));
      if (this.seats.some((s) => s.state === 'left' || s.state === 'empty')) {
        return this.refuse(client, tr('a player left the table: it plays no more games'));
      }
      this.seats[seat].again = true;
      if (this.seats.every((s) => s.again)) this.dealAgain();
      else this.sendPlayers();
    }

    // The next game of the session: a new secret seed, the seats turned one place round (the
    // player of seat 1 has seat 0...), each seat's language and games won going with its player.
    dealAgain() {
      const seed = randomBytes(8);
      const dealt = engine.deal(this.query, seed);
      seed.fill(0);
      if (dealt.error) return;  // (the query dealt the first game: it deals again)
      engine.free(this.table);
      this.table = dealt.table;
      this.deal += 1;
      this.seats = this.seats.map((_, seat) => this.seats[(seat + 1) % this.seatCount]);
      this.seats.forEach((s, seat) => {
        s.again = false;
        engine.seatLanguage(this.table, seat, s.lang);
      });
      for (const client of this.clients) {
        const seat = this.seatOf(client);
        if (seat < 0) continue;
        // (The players first: the page knows the view that follows is a new deal's.)
        client.send('table', this.tableJson);
        client.send('players', this.playersFor(seat));
        client.send('view', engine.view(this.table, seat));
      }
      this.startClock();
    }

    // A `leave` message: the player gives the game up (a forfeit while it is on), then is let go.
    onLeaveForGood(client) {
      const seat = this.seatOf(client);
      if (seat >= 0) this.seatGone(seat);
      this.sendPlayers();
      client.leave();
    }

    // The seat's player is out of the game (`stalled`: did not play in the time allowed, else
    // left): it ends by forfeit, or goes on with the computer playing for them.
    leaveGame(seat, stalled = false) {
      if (!engine.forfeit(this.table, seat, stalled)) return;
      if (!engine.over(this.table)) {
        this.computerTakesOver = true;  // (its first action waits longer: the others read why)
        return this.changed();
      }
      clearTimeout(this.clockTimer);
      clearTimeout(this.stallTimer);
      clearTimeout(this.computerTimer);
      this.countGame();  // (a win by forfeit counts in the table's score too)
      this.sendViews();
      this.sendOver();
      this.sendPlayers();
      this.lock();
    }

    // Tells a client why its message was refused: `reason` one of the server's sentences, put in
    // the seat's language with "{0}" filled by `value` (translate false: already in it).
    refuse(client, reason, action, value, translate = true) {
      const words = translate ? this.wordsFor(client, reason, value) : reason;
      const refusal = { reason: words, seq: this.table ? engine.sequence(this.table) : -1 };
      if (action !== undefined) refusal.action = action;
      client.send('refused', refusal);
    }

    sendTable(client) {
      const seat = this.seatOf(client);
      client.send('table', this.tableJson);
      client.send('view', engine.view(this.table, seat));
      client.send('players', this.playersFor(seat));
    }

    sendViews() {
      for (const client of this.clients) {
        const seat = this.seatOf(client);
        if (seat >= 0) client.send('view', engine.view(this.table, seat));
      }
    }

    sendOver() {
      for (const client of this.clients) {
        const seat = this.seatOf(client);
        if (seat < 0) continue;
        const view = JSON.parse(engine.view(this.table, seat));
        client.send('over', { winner: view.winner, forfeit: view.forfeit, result: view.result });
      }
    }

    playersFor(seat) {
      return {
        seats: this.seats.map((s) => s.state),
        you: seat,
        deal: this.deal,
        again: this.seats.map((s) => Boolean(s.again)),
        wins: this.seats.map((s) => s.wins ?? 0),
        games: this.games,
        grace: graceSeconds(),
      };
    }

    sendPlayers() {
      for (const client of this.clients) {
        const seat = this.seatOf(client);
        if (seat >= 0) client.send('players', this.playersFor(seat));
      }
      this.armStall();  // (a seat away stops the count; back, it starts again)
    }
  };
}
