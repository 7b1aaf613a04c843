// Load on the online server, on 127.0.0.1 only (issue 24 part 5): N tables, each with two bot
// clients playing a real game at a person's pace (an action every `thinkMs` on average, by the
// seat in turn), a table that ends (or reaches `cap` changes, when its seat in turn leaves) being
// replaced by a new one, so that N tables are held all along. Measures the time from an `act`
// sent to the sender's next `view`, p50 and p99, and the server's CPU and memory.
// With --race, each table is a race of Harp on common foundations (multiple-solitaire.md) and both
// bots play at once, each at the same pace: the time is from a play sent to the view that shows it
// (or its refusal), and the finished races give the race's fairness: the first seat's share of the
// cards the two got home, with its 95% interval (50% when the server favours nobody).
//
// Usage: node tests/server/load.mjs [--rooms 200] [--seconds 20] [--think-ms 1000] [--cap 150]
//                                   [--race] [--url ws://127.0.0.1:PORT --pid SERVER_PID]
// Without --url it starts a server of its own (scripts/load-online pins it with taskset).
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { foundationsOf, racePlay, seededRandom } from './support/bots.mjs';
import { SeatPlayer } from './support/seat_player.mjs';

const kTicksPerSecond = 100;  // Linux's USER_HZ for /proc/<pid>/stat

function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / kTicksPerSecond;
}

function residentMegabytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// One table of two bots, played until it ends; resolves with how it ended.
async function playTable(url, options, state, random) {
  const a = await SeatPlayer.create(url, options);
  const b = await SeatPlayer.join(url, a.roomId);
  const players = [a, b];
  await Promise.all(players.map((p) => p.next('players', (m) => m.seats.every((s) => s === 'here'))));
  state.seated++;
  try {
    for (;;) {
      const view = a.view;
      if (view.over) break;
      if (state.stopping) {
        a.room.send('leave');
        await Promise.all(players.map((p) => p.next('over')));
        break;
      }
      const mover = players.find((p) => p.view.legal.some((x) => x[1] !== 'call'));
      if (!mover) throw new Error(`table ${a.roomId}: no seat has a move`);
      await new Promise((done) => setTimeout(done, state.thinkMs * (0.5 + random())));
      if (view.seq >= state.cap) {
        mover.room.send('leave');
        await Promise.all(players.map((p) => p.next('over')));
        break;
      }
      const moves = mover.view.legal.filter((x) => x[1] !== 'call');
      // (Only the latest message is kept, the latest view aside: a long game's log is neither
      // searched again and again nor held, 2,000 players' parsed views of it in one heap, whose
      // garbage collection then stalled the bots for 15-25 ms every few hundred ms.)
      for (const p of players) p.forget(1);
      const marks = players.map((p) => p.mark);
      const sent = performance.now();
      mover.act(moves[Math.floor(random() * moves.length)][0], view.seq);
      await Promise.all(players.map((p, i) => p.nextView(view.seq, { timeoutMs: 30000, after: marks[i] })));
      if (state.measuring) state.latencies.push(performance.now() - sent);
      state.actions++;
    }
    state.finished++;
    if (!(a.view.over && b.view.over && a.view.winner === b.view.winner)) state.wrong++;
  } finally {
    state.seated--;
    await Promise.all(players.map((p) => p.leave()));
  }
}

// One race of two bots, both playing at once at the same pace until it ends (or each has made
// `cap` plays, when the first seat leaves); its cards home are counted into `state.shares`.
async function playRace(url, options, state, random) {
  const a = await SeatPlayer.create(url, options);
  const b = await SeatPlayer.join(url, a.roomId);
  const players = [a, b];
  await Promise.all(players.map((p) => p.next('players', (m) => m.seats.every((s) => s === 'here'))));
  const table = a.messages.find((m) => m.type === 'table').parsed;
  const foundations = foundationsOf(table);
  state.seated++;
  let forfeited = false;
  const seatPlays = async (p, seat) => {
    let idle = 0;
    for (let plays = 0; !p.view.over; plays++) {
      await new Promise((done) => setTimeout(done, state.thinkMs * (0.5 + random())));
      if (p.view.over) break;
      if (state.stopping || plays >= state.cap) {
        if (seat === 0 && !forfeited) {
          forfeited = true;
          p.room.send('leave');
        }
        await p.next('over', () => true, { timeoutMs: 30000 });
        break;
      }
      const action = racePlay(p.view, foundations, random, idle)?.[0];
      idle = action && / home /.test(action) ? 0 : idle + 1;
      p.forget(1);
      const mark = p.mark;
      if (action === undefined) {  // (its game over: it waits for the race's end or a change)
        await p.nextView(p.view.seq, { timeoutMs: 300000, after: mark });
        continue;
      }
      const sent = performance.now();
      p.act(action);
      await Promise.race([
        p.next('view', (v) => v.last?.seat === seat, { after: mark, timeoutMs: 30000 }),
        p.next('refused', () => true, { after: mark, timeoutMs: 30000 }),
      ]);
      if (state.measuring) state.latencies.push(performance.now() - sent);
      state.actions++;
    }
  };
  try {
    await Promise.all(players.map(seatPlays));
    state.finished++;
    if (!(a.view.over && b.view.over && a.view.winner === b.view.winner)) state.wrong++;
    // "Cards on the foundations: you 60, your opponent 52." (seat A's words, English).
    const counts = /you (\d+), your opponent (\d+)/.exec(a.view.summary ?? '');
    if (!forfeited && counts) state.shares.push([Number(counts[1]), Number(counts[2])]);
  } finally {
    state.seated--;
    await Promise.all(players.map((p) => p.leave()));
  }
}

// The first seat's share of the cards home over races [[a, b]...]: the mean of each race's share,
// with its 95% interval (the races are independent; each weighs the same).
export function raceShare(shares) {
  const each = shares.filter(([x, y]) => x + y > 0).map(([x, y]) => x / (x + y));
  const n = each.length;
  if (n < 2) return { races: n, share: NaN, low: NaN, high: NaN };
  const mean = each.reduce((s, v) => s + v, 0) / n;
  const variance = each.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1);
  const half = 1.96 * Math.sqrt(variance / n);
  return { races: n, share: mean, low: mean - half, high: mean + half };
}

// The server's own count of the tables it holds, and its event loop's delays (GET /status).
async function serverStatus(url) {
  const response = await fetch(`${url.replace(/^ws:/, 'http:')}/status`);
  return response.json();
}

// Seats `rooms` tables (a table that ends is replaced) and returns the controls of the run:
// `seated` (resolves once all are seated), `measure(seconds)` (the act->view latencies and the
// actions counted over that time, with this process's event loop delays), `stop()`.
export function startTables({ url, rooms, thinkMs = 1000, cap = 150, query = 'game=russian-bank',
  rampPerSecond = 200, seed = rooms, race = false }) {
  const state = { seated: 0, finished: 0, wrong: 0, actions: 0, latencies: [], measuring: false,
    stopping: false, thinkMs, cap, errors: [], shares: [] };
  const play = race ? playRace : playTable;
  const random = seededRandom(seed);
  const seat = async () => {
    while (!state.stopping) {
      try {
        await play(url, { query }, state, random);
      } catch (error) {
        state.errors.push(error.message);
        if (state.errors.length > 20) state.stopping = true;
      }
    }
  };
  const tables = [];
  const seated = (async () => {
    for (let i = 0; i < rooms; i++) {
      tables.push(seat());
      if (i % 10 === 9) await new Promise((done) => setTimeout(done, (10 / rampPerSecond) * 1000));
    }
    while (state.seated < rooms && state.errors.length === 0) await new Promise((done) => setTimeout(done, 100));
  })();
  return {
    state,
    seated,
    async measure(seconds) {
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const actionsBefore = state.actions;
      state.measuring = true;
      await new Promise((done) => setTimeout(done, seconds * 1000));
      state.measuring = false;
      loop.disable();
      // (The histogram counts the 10 ms resolution in every delay: it is taken off.)
      return { latencies: state.latencies, actions: state.actions - actionsBefore,
        loopP99Ms: Math.max(0, loop.percentile(99) / 1e6 - 10), loopMaxMs: Math.max(0, loop.max / 1e6 - 10) };
    },
    async stop() {
      state.stopping = true;
      await seated;
      await Promise.all(tables);
      return { finished: state.finished, wrong: state.wrong, errors: state.errors, shares: state.shares };
    },
  };
}

// The bots of a run in `procs` processes (each a share of the tables; the first share in this
// one): 2,000 clients in one event loop stall it (its garbage collection, bursts of views), and
// its stalls would be counted as the server's latency. Each process has the same controls as
// startTables's.
function startBots({ procs = 1, rooms, ...options }) {
  const shares = Array.from({ length: procs }, (_, i) => Math.floor(rooms / procs) + (i < rooms % procs ? 1 : 0))
    .filter((n) => n > 0);
  const here = startTables({ ...options, rooms: shares[0], seed: rooms });
  const others = shares.slice(1).map((n, i) => {
    const child = fork(fileURLToPath(import.meta.url), ['--worker'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const replies = [];
    const waiting = [];
    child.on('message', (m) => (waiting.length ? waiting.shift()(m) : replies.push(m)));
    child.on('exit', (code) => {
      while (waiting.length) waiting.shift()({ errors: [`a bot process exited (${code})`] });
    });
    const ask = (m) => new Promise((done) => {
      if (m) child.send(m);
      if (replies.length) done(replies.shift());
      else waiting.push(done);
    });
    child.send({ start: { ...options, rooms: n, seed: rooms + i + 1 } });
    return { seated: ask(null), measure: (seconds) => ask({ measure: seconds }), stop: () => ask({ stop: true }) };
  });
  const all = [here, ...others];
  return {
    seated: Promise.all(all.map((b) => b.seated)),
    errors: () => here.state.errors,
    async measure(seconds) {
      const parts = await Promise.all(all.map((b) => b.measure(seconds)));
      return { latencies: parts.flatMap((p) => p.latencies), actions: parts.reduce((x, p) => x + p.actions, 0),
        loopP99Ms: Math.max(...parts.map((p) => p.loopP99Ms)), loopMaxMs: Math.max(...parts.map((p) => p.loopMaxMs)) };
    },
    async stop() {
      const parts = await Promise.all(all.map((b) => b.stop()));
      return { finished: parts.reduce((x, p) => x + (p.finished ?? 0), 0), wrong: parts.reduce((x, p) => x + (p.wrong ?? 0), 0),
        errors: parts.flatMap((p) => p.errors ?? []), shares: parts.flatMap((p) => p.shares ?? []) };
    },
  };
}

// A bot process of startBots: its tables, measured and stopped when the first process says.
function worker() {
  let bots;
  process.on('message', async (m) => {
    if (m.start) {
      bots = startTables(m.start);
      await bots.seated;
      process.send({ seated: true });
    } else if (m.measure) {
      process.send(await bots.measure(m.measure));
    } else if (m.stop) {
      process.send(await bots.stop(), () => process.exit(0));
    }
  });
}

export async function runLoad({ url, pid, rooms = 200, seconds = 20, thinkMs = 1000, cap = 150,
  query, rampPerSecond = 200, procs = 1, race = false, log = () => {} }) {
  query ??= race ? 'game=harp&mode=common' : 'game=russian-bank';
  const bots = startBots({ procs, url, rooms, thinkMs, cap, query, race, rampPerSecond: rampPerSecond / procs });
  await bots.seated;
  log(`${rooms} tables seated (bots in ${procs} process${procs > 1 ? 'es' : ''}); measuring for ${seconds} s`);
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const startedAt = performance.now();
  // Tables held, as the server counts them, every half second, and its event loop's delays.
  const held = [];
  let serverLoopMaxMs = 0;
  let serverLoopP99Ms = 0;
  const watch = setInterval(() => {
    serverStatus(url).then((status) => {
      held.push(status.rooms);
      // (Less the 10 ms resolution of its histogram, as for the bots'.)
      serverLoopMaxMs = Math.max(serverLoopMaxMs, status.loopDelayMs.max - 10);
      serverLoopP99Ms = Math.max(serverLoopP99Ms, status.loopDelayMs.p99 - 10);
    }, () => {});
  }, 500);
  const measured = await bots.measure(seconds);
  clearInterval(watch);
  const elapsed = (performance.now() - startedAt) / 1000;
  const cpu = pid ? (cpuSeconds(pid) - cpuBefore) / elapsed : NaN;
  const rss = pid ? residentMegabytes(pid) : NaN;
  const actionsPerSecond = measured.actions / elapsed;
  const ended = await bots.stop();
  const sorted = measured.latencies.slice().sort((x, y) => x - y);
  return {
    rooms, procs, heldMin: Math.min(...held), heldMean: held.reduce((x, y) => x + y, 0) / held.length, thinkMs, seconds: elapsed, actionsPerSecond, samples: sorted.length,
    p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1),
    serverCpu: cpu, serverRssMb: rss, serverLoopP99Ms, serverLoopMaxMs, botLoopP99Ms: measured.loopP99Ms,
    botLoopMaxMs: measured.loopMaxMs, finished: ended.finished, wrong: ended.wrong, errors: ended.errors,
    race, fairness: race ? raceShare(ended.shares) : undefined,
  };
}

async function main() {
  const flags = { rooms: 200, seconds: 20, thinkMs: 1000, cap: 150, procs: 1 };
  const argv = process.argv.slice(2);
  // colyseus.js warns of every closed connection; past the limits, failures are counted instead.
  console.warn = () => {};
  if (argv[0] === '--worker') return worker();
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--rooms') flags.rooms = Number(value);
    else if (flag === '--seconds') flags.seconds = Number(value);
    else if (flag === '--think-ms') flags.thinkMs = Number(value);
    else if (flag === '--cap') flags.cap = Number(value);
    else if (flag === '--url') flags.url = value;
    else if (flag === '--pid') flags.pid = Number(value);
    else if (flag === '--query') flags.query = value;
    else if (flag === '--procs') flags.procs = Number(value);
    else if (flag === '--race') {
      flags.race = true;
      i--;  // (a flag without a value)
    }
    else throw new Error(`unknown flag ${flag}`);
  }
  if (!/^ws:\/\/127\.0\.0\.1:\d+$/.test(flags.url ?? '')) throw new Error('--url ws://127.0.0.1:PORT (127.0.0.1 only)');
  if (!(Number.isInteger(flags.procs) && flags.procs >= 1)) throw new Error('--procs takes a number of processes');
  const result = await runLoad({ ...flags, log: (line) => console.error(`load: ${line}`) });
  console.log(JSON.stringify(result));
  process.exit(result.errors.length || result.wrong ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`load: ${error.stack || error.message}`);
    process.exit(1);
  });
}
