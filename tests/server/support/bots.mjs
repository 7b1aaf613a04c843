// Bots for the server tests: each seat picks a random legal action from its own view (calls too:
// then both seats may send at once, and the server judges them in the order they arrive). A game
// goes on until it is over, or until `cap` changes, when every seat but the first leaves (a
// forfeit ends it).
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A random action's text, with a taste for getting somewhere: a card to a foundation (a center
// pile) three times in four when there is one, a button (End turn, Pass) only one time in ten
// when there is anything else.
function pickAction(legal, foundations, random) {
  const pick = (from) => from[Math.floor(random() * from.length)][0];
  const home = legal.filter((a) => a[1] === 'move' && foundations.has(a[3]));
  if (home.length > 0 && random() < 0.75) return pick(home);
  const cards = legal.filter((a) => a[1] !== 'button');
  return pick(cards.length > 0 && random() < 0.9 ? cards : legal);
}

// A race's play from a seat's view (a solitaire on common foundations, `foundations` the table's
// foundation piles): a card home when it has one, else a move or a tap, its End button only when
// nothing else is left; none once it has made more than 60 plays without a card home (a bot's
// random moves could go round for ever: it stops, and the race ends otherwise). The view's legal
// entry [text, gesture, from, to, fromIndex, label], or undefined.
export function racePlay(view, foundations, random, idle = 0) {
  if (idle > 60) return undefined;
  const plays = view.legal.filter((a) => a[1] !== 'button');
  const home = plays.filter((a) => a[1] === 'move' && foundations.has(a[3]));
  const from = home.length > 0 ? home : plays.length > 0 ? plays : view.legal;
  return from.length > 0 ? from[Math.floor(random() * from.length)] : undefined;
}

// The foundation piles of a table (its `table` message).
export function foundationsOf(table) {
  return new Set(table.piles.flatMap((pile, i) => (pile.foundation ? [i] : [])));
}

// Plays the table of `players` (SeatPlayer, one per seat, all seated) to its end. Resolves to
// {changes, forfeited}. With leaveAtCap false, stops at the cap with the game on.
export async function playOut(players, { random, cap = 400, leaveAtCap = true }) {
  const table = players[0].messages.find((m) => m.type === 'table').parsed;
  const foundations = foundationsOf(table);
  for (;;) {
    const seq = players[0].view.seq;
    if (players.some((p) => p.view.seq !== seq)) {
      throw new Error(`the seats see different tables: ${players.map((p) => p.view.seq)}`);
    }
    if (players[0].view.over) {
      return { changes: seq, forfeited: players[0].view.forfeit >= 0 };
    }
    if (seq >= cap && !leaveAtCap) return { changes: seq, forfeited: false };
    if (seq >= cap) {
      // (Every seat but the first leaves: at a game of three or four the computer plays on for
      // each until one person is left, who wins by forfeit.)
      for (const p of players.slice(1)) p.room.send('leave');
      await players[0].next('over', () => true, { what: 'the end by forfeit' });
      return { changes: seq + players.length - 1, forfeited: true };
    }
    const movers = players.filter((p) => p.view.legal.length > 0);
    if (movers.length === 0) throw new Error(`view ${seq}: no seat has an action and the game is on`);
    // One seat in turn, and now and then every seat that has an action at once.
    const senders = random() < 0.2 ? movers : [movers[Math.floor(random() * movers.length)]];
    for (const p of senders) p.act(pickAction(p.view.legal, foundations, random), seq);
    await Promise.all(players.map((p) => p.nextView(seq, {
      what: `the view after ${seq} (${senders.length} sent)`,
    })));
  }
}
