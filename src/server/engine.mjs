// The games' rules for the online server: the C++ engines compiled for Node
// (build/web/online_engine.js + .wasm, cmake/online_engine.cmake), loaded once per process, with
// its C interface (src/server/engine_api.cpp) as JavaScript functions. A table is a number; views
// and the table's arrangement come back as JSON text, sent to clients as they are.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

// The build folder that holds the module (RB_ONLINE_ENGINE_DIR overrides build/web).
export function engineFolder() {
  return resolve(process.env.RB_ONLINE_ENGINE_DIR || join(here, '..', '..', 'build', 'web'));
}

// Loads a module of that folder: `online_engine` for the server, `online_truth` for tests.
export async function loadEngine(name = 'online_engine') {
  const folder = engineFolder();
  const script = join(folder, `${name}.js`);
  let createModule;
  try {
    createModule = createRequire(import.meta.url)(script);
  } catch (error) {
    throw new Error(`the online engine ${script} is missing: build it with ` +
      `\`cmake --preset web && cmake --build --preset web --target online_engine\` (${error.message})`);
  }
  // The wasm is read here and handed over: Emscripten's loader would otherwise try fetch() on a
  // file path under Node 18+.
  const module = await createModule({ wasmBinary: readFileSync(join(folder, `${name}.wasm`)) });
  const engine = wrap(module);
  addLanguages(engine, join(folder, 'rules'));
  return engine;
}

// Hands the engine every language's words file of the build (rules/<code>/words.txt, the files
// the pages fetch): the languages the server speaks to its seats, besides English.
function addLanguages(engine, rules) {
  if (!existsSync(rules)) return;
  for (const code of readdirSync(rules).sort()) {
    const file = join(rules, code, 'words.txt');
    if (!/^[a-z]{2}$/.test(code) || !existsSync(file)) continue;
    const error = engine.addLanguage(code, readFileSync(file, 'utf8'));
    if (error) throw new Error(`the words file ${file} cannot be read: ${error}`);
    engine.languages.push(code);
  }
}

function wrap(m) {
  const fn = (name, result, args) => m.cwrap(name, result, args);
  const deal = fn('rb_online_deal', 'number', ['string', 'number', 'number']);
  const engine = {
    // Deals a table from the room's query and an 8-byte seed: {table} or {error}.
    deal(query, seedBytes) {
      const table = deal(query, seedBytes.readUInt32BE(0), seedBytes.readUInt32BE(4));
      return table ? { table } : { error: error() };
    },
    free: fn('rb_online_free', null, ['number']),
    seats: fn('rb_online_seats', 'number', ['number']),
    // "" when applied, else the refusal in the seat's words; `ms` from the game's start.
    act: (table, seat, action, ms = 0) => act(table, seat, action, ms),
    // Played all at once (a race): no turns, every play judged as it arrives.
    allAtOnce: (table) => allAtOnce(table) === 1,
    // The clock at `ms` from the start: true when it ran out and changed the game.
    tick: (table, ms) => tick(table, ms) === 1,
    // When the clock runs out if nothing happens before (ms from the start), or -1.
    deadline: fn('rb_online_deadline', 'number', ['number']),
    // The seat leaves for good (`stalled`: did not play in the time allowed): the game ends by
    // forfeit or, at a game of turns where two people or more stay, the computer plays on for
    // it. False when nothing changed.
    forfeit: (table, seat, stalled = false) => forfeit(table, seat, stalled ? 1 : 0) === 1,
    // What `viewer` is told when `seat`, in turn, has not played for a while (`seconds` left
    // before the forfeit, or the computer playing on for it), in the viewer's words.
    stallWords: fn('rb_online_stall_words', 'string', ['number', 'number', 'number', 'number']),
    // Whether the computer would play on for `seat` if its person went (else a forfeit ends it).
    playsOn: (table, seat) => playsOn(table, seat) === 1,
    // Why the seat may not move a card from pile `from` (its card `index`, -1: the top) to `to`,
    // in its words: "" when it may.
    why: fn('rb_online_why', 'string', ['number', 'number', 'number', 'number', 'number']),
    // A race's deal face down while it waits for its players (false), or shown (true).
    showDeal: (table, shown) => showDeal(table, shown ? 1 : 0),
    // The seat whose turn it is (-1: over, or played all at once).
    turn: fn('rb_online_turn', 'number', ['number']),
    // The seat in turn when the computer plays it for a person who left (-1: a person's, or none),
    // and its next action (true when it made one).
    computerTurn: fn('rb_online_computer_turn', 'number', ['number']),
    playComputer: (table) => playComputer(table) === 1,
    over: (table) => over(table) === 1,
    winner: fn('rb_online_winner', 'number', ['number']),
    sequence: fn('rb_online_sequence', 'number', ['number']),
    view: fn('rb_online_view', 'string', ['number', 'number']),
    tableJson: fn('rb_online_table', 'string', ['number']),
    // The languages the engine was given (addLanguage), besides English ("en").
    languages: ['en'],
    addLanguage: fn('rb_online_language', 'string', ['string', 'string']),
    seatLanguage: fn('rb_online_seat_language', null, ['number', 'number', 'string']),
    // One of the server's sentences in a language, "{0}" filled by `value`.
    words: fn('rb_online_words', 'string', ['string', 'string', 'string']),
  };
  const error = fn('rb_online_error', 'string', []);
  const act = fn('rb_online_act', 'string', ['number', 'number', 'string', 'number']);
  const allAtOnce = fn('rb_online_all_at_once', 'number', ['number']);
  const tick = fn('rb_online_tick', 'number', ['number', 'number']);
  const forfeit = fn('rb_online_forfeit', 'number', ['number', 'number', 'number']);
  const playsOn = fn('rb_online_plays_on', 'number', ['number', 'number']);
  const over = fn('rb_online_over', 'number', ['number']);
  const playComputer = fn('rb_online_play_computer', 'number', ['number']);
  const showDeal = fn('rb_online_show_deal', null, ['number', 'number']);
  if (typeof m._rb_online_truth === 'function') {
    engine.truth = fn('rb_online_truth', 'string', ['number']);
  }
  return engine;
}
