// Load on the online server, on 127.0.0.1 only (issue 24 part 5): N tables, each with two bot
// clients playing a real game at a person's pace (an action every `thinkMs` on average, by the
// seat in turn), a table that ends (or reaches `cap` changes, when its seat in turn leaves) being
// replaced by a new one, so that N tables are held all along. Measures the time from an `act`
// sent to the sender's next `view`, p50 and p99, and the server's CPU and memory.
//
// Usage: node tests/server/load.mjs [--rooms 200] [--seconds 20] [--think-ms 1000] [--cap 150]
//                                   [--url ws://127.0.0.1:PORT --pid SERVER_PID]
// Without --url it starts a server of its own (scripts/load-online pins it with taskset).
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { seededRandom } from './support/bots.mjs';
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
      // (Only the latest messages are kept: a long game's log is not searched again and again.)
      for (const p of players) p.forget();
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

// The server's own count of the tables it holds, and its event loop's delays (GET /status).
async function serverStatus(url) {
  const response = await fetch(`${url.replace(/^ws:/, 'http:')}/status`);
  return response.json();
}

export async function runLoad({ url, pid, rooms = 200, seconds = 20, thinkMs = 1000, cap = 150,
  query = 'game=russian-bank', rampPerSecond = 200, log = () => {} }) {
  const state = { seated: 0, finished: 0, wrong: 0, actions: 0, latencies: [], measuring: false,
    stopping: false, thinkMs, cap, errors: [] };
  const random = seededRandom(rooms);
  const seat = async () => {
    while (!state.stopping) {
      try {
        await playTable(url, { query }, state, random);
      } catch (error) {
        state.errors.push(error.message);
        if (state.errors.length > 20) state.stopping = true;
      }
    }
  };
  const tables = [];
  for (let i = 0; i < rooms; i++) {
    tables.push(seat());
    if (i % 10 === 9) await new Promise((done) => setTimeout(done, (10 / rampPerSecond) * 1000));
  }
  while (state.seated < rooms && state.errors.length === 0) await new Promise((done) => setTimeout(done, 100));
  log(`${state.seated} tables seated; measuring for ${seconds} s`);
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const startedAt = performance.now();
  const actionsBefore = state.actions;
  state.measuring = true;
  // Tables held, as the server counts them, every half second.
  const held = [];
  let serverLoopMaxMs = 0;
  const botLoop = monitorEventLoopDelay({ resolution: 10 });
  botLoop.enable();
  const watch = setInterval(() => {
    serverStatus(url).then((status) => {
      held.push(status.rooms);
      serverLoopMaxMs = Math.max(serverLoopMaxMs, status.loopDelayMs.max);
    }, () => {});
  }, 500);
  await new Promise((done) => setTimeout(done, seconds * 1000));
  clearInterval(watch);
  botLoop.disable();
  state.measuring = false;
  const elapsed = (performance.now() - startedAt) / 1000;
  const cpu = pid ? (cpuSeconds(pid) - cpuBefore) / elapsed : NaN;
  const rss = pid ? residentMegabytes(pid) : NaN;
  const actionsPerSecond = (state.actions - actionsBefore) / elapsed;
  state.stopping = true;
  await Promise.all(tables);
  const sorted = state.latencies.slice().sort((x, y) => x - y);
  return {
    rooms, heldMin: Math.min(...held), heldMean: held.reduce((x, y) => x + y, 0) / held.length, thinkMs, seconds: elapsed, actionsPerSecond, samples: sorted.length,
    p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1),
    serverCpu: cpu, serverRssMb: rss, serverLoopMaxMs, botLoopP99Ms: botLoop.percentile(99) / 1e6,
    botLoopMaxMs: botLoop.max / 1e6, finished: state.finished, wrong: state.wrong, errors: state.errors,
  };
}

async function main() {
  const flags = { rooms: 200, seconds: 20, thinkMs: 1000, cap: 150 };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--rooms') flags.rooms = Number(value);
    else if (flag === '--seconds') flags.seconds = Number(value);
    else if (flag === '--think-ms') flags.thinkMs = Number(value);
    else if (flag === '--cap') flags.cap = Number(value);
    else if (flag === '--url') flags.url = value;
    else if (flag === '--pid') flags.pid = Number(value);
    else if (flag === '--query') flags.query = value;
    else throw new Error(`unknown flag ${flag}`);
  }
  if (!/^ws:\/\/127\.0\.0\.1:\d+$/.test(flags.url ?? '')) throw new Error('--url ws://127.0.0.1:PORT (127.0.0.1 only)');
  // colyseus.js warns of every closed connection; past the limits, failures are counted instead.
  console.warn = () => {};
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
