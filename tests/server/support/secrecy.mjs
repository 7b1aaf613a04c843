// The check that no seat was sent what it may not see: the tests replay a finished table's
// changes on the engine's test module (online_truth, which has every card as it truly lies),
// dealt from the same query and deal number, and compare every message each seat received with
// the truth at that point: a card hidden from the seat (face down, or in another seat's hand)
// must be written as its back only (every card, while a race waits for its players), a card it
// may see as itself, and no text may name a card the seat has not seen by then, other than one
// the last action took face up from where it lay
// (a card played from a hand is shown as it is played, even when it goes on face down: a
// completed stack of Spite and Malice goes back into the draw pile).
import assert from 'node:assert/strict';
import { loadEngine } from '../../../src/server/engine.mjs';

let truthEngine;
export async function truthModule() {
  truthEngine ??= await loadEngine('online_truth');
  return truthEngine;
}

const kRanks = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'];
const kSuits = ['clubs', 'diamonds', 'hearts', 'spades'];
const kJokerBase = 208;
const cardName = (id) => id >= kJokerBase ? 'joker' : `${kRanks[id % 13]} of ${kSuits[Math.floor((id % 52) / 13)]}`;
const cardBack = (id) => id >= kJokerBase ? Math.floor((id - kJokerBase) / 4) : Math.floor(id / 52);
const kNamedCard = /\b(ace|[2-9]|10|jack|queen|king) of (clubs|diamonds|hearts|spades)\b/g;

// The names of the cards that left a pile where they lay face up, between two truths.
function cardsTakenFaceUp(before, after) {
  const names = new Set();
  before.forEach((pile, p) => {
    const still = new Set(after[p].map(([card]) => card));
    for (const [card, faceUp] of pile) {
      if (faceUp && !still.has(card)) names.add(cardName(card));
    }
  });
  return names;
}

function seedBytes(seed) {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt.asUintN(64, BigInt(seed)));
  return bytes;
}

// Checks every message the `players` (index = seat) received at a table dealt from `query` and
// deal number `seed`. Returns counts of what was checked.
export async function checkNothingHiddenWasSent(query, seed, players) {
  const engine = await truthModule();
  const dealt = engine.deal(query, seedBytes(seed));
  assert.ok(dealt.table, `the truth module refused ${query}: ${dealt.error}`);
  const truthTable = dealt.table;
  const tableInfo = players[0].messages.find((m) => m.type === 'table').parsed;
  const oneBack = tableInfo.oneBack;
  const counts = { views: 0, hiddenCards: 0, seenCards: 0, texts: 0 };

  // Every change, from the first seat's views (each seat gets a view of every change).
  const changes = new Map();
  for (const { parsed } of players[0].views) {
    if (parsed.seq > 0) changes.set(parsed.seq, parsed.last);
  }
  const finalSeq = players[0].view.seq;
  // The truth at every change: [seq] -> piles of [card, face up]; and the names of the cards each
  // change took face up from a pile (that left it).
  const truthAt = [JSON.parse(engine.truth(truthTable))];
  const shownBy = [new Set()];
  for (let seq = 1; seq <= finalSeq; seq++) {
    const last = changes.get(seq);
    assert.ok(changes.has(seq), `no view of change ${seq} reached seat 0`);
    if (last === null) {
      // No seat's: a race's clock ran out (the replay's clock is at 0 from the start: far on).
      assert.ok(engine.tick(truthTable, 1e12), `change ${seq}: the clock's stop, which the truth refused`);
    } else if (last.text === 'leave') {
      assert.ok(engine.forfeit(truthTable, last.seat), `change ${seq}: a forfeit the truth refused`);
    } else {
      assert.equal(engine.act(truthTable, last.seat, last.text), '', `change ${seq}: ${last.text}`);
    }
    truthAt.push(JSON.parse(engine.truth(truthTable)));
    shownBy.push(cardsTakenFaceUp(truthAt.at(-2), truthAt.at(-1)));
  }
  engine.free(truthTable);

  players.forEach((player, seat) => {
    const seen = new Set();  // names of the cards this seat has seen so far
    for (const { type, message, parsed } of player.messages) {
      const text = typeof message === 'string' ? message : JSON.stringify(message);
      assert.ok(!/-record|"seed"|\bseed\b/.test(text), `seat ${seat} was sent a record or seed: ${text.slice(0, 200)}`);
      let alsoShown = new Set();
      if (type === 'view') {
        counts.views++;
        alsoShown = shownBy[parsed.seq] ?? alsoShown;
        assert.equal(parsed.seat, seat);
        const truth = truthAt[parsed.seq];
        assert.ok(truth, `seat ${seat}: a view of change ${parsed.seq}, beyond the last`);
        assert.equal(parsed.piles.length, truth.length);
        // (A table's views while it waits for its players show every card face down.)
        const waiting = parsed.legal.length === 0 &&
          parsed.piles.flat().every((c) => !Array.isArray(c) && c < 0);
        truth.forEach((pile, p) => {
          const info = tableInfo.piles[p];
          assert.equal(parsed.piles[p].length, pile.length, `seat ${seat}, view ${parsed.seq}, pile ${info.code}: size`);
          pile.forEach(([card, faceUp], i) => {
            const shown = parsed.piles[p][i];
            const where = `seat ${seat}, view ${parsed.seq}, pile ${info.code} card ${i}`;
            if (!faceUp || (info.hand && info.owner !== seat) || waiting) {
              counts.hiddenCards++;
              const back = oneBack ? Math.floor(cardBack(card) / 2) : cardBack(card);
              assert.equal(shown, -1 - back, `${where}: a hidden card must show its back only`);
            } else {
              counts.seenCards++;
              assert.equal(Array.isArray(shown) ? shown[0] : shown, card, `${where}: a card the seat sees`);
              seen.add(cardName(card));
            }
          });
        });
      }
      for (const match of text.matchAll(kNamedCard)) {
        counts.texts++;
        assert.ok(seen.has(match[0]) || alsoShown.has(match[0]), `seat ${seat} was told of the ${match[0]} before seeing it, in ${type}: …${text.slice(Math.max(0, text.indexOf(match[0]) - 200), text.indexOf(match[0]) + 100)}`);
      }
    }
  });
  return counts;
}
