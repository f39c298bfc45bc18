// Writes test/fixtures/1871-legacy/: 1871 games as the database stores them (the action log, undo markers
// included, each action with the bot's id and created_at), played on the OLD engine (src/engine/titles/
// 1871-steel-cities, deleted after this) by random legal moves, with what the old engine made of each
// effective action (players' cash, who owns each company), so the stored-game reader (src/engine/titles/1871/
// legacy.ts) can be checked against the old rules after the old engine is gone:
//   npx tsx test/1871/make-legacy-fixtures.ts
import '../../src/titles.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { activePlayers, applyAction, legalActions, newGame, toEnvelope, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { SeededRandom } from '../../src/engine/rng.ts';
import type { SteelState } from '../../src/engine/titles/1871-steel-cities/state.ts';
import type { Action, GameLog, GameSettings } from '../../src/engine/types.ts';

/** What the old engine made of the game so far: each player's cash (in seat order), each company's owner. */
function snapshot(s: SteelState) {
  return { cash: s.players.map((p) => p.cash), owners: Object.fromEntries(Object.values(s.companies).map((c) => [c.id, c.owner])) };
}

interface Plan {
  name: string;
  players: number;
  seed: number;
  settings: Partial<GameSettings>;
  /** Stop after this many effective actions, or when a sealed round is open with this many sheets in. */
  stop: { moves: number } | { openRoundSheets: number; reveals: number };
  /** Every this many moves, take the last one back (an undo marker), if it revealed nothing. */
  undoEvery?: number;
  note: string;
}

const PLANS: Plan[] = [
  { name: 'bot-3p-v1-undos', players: 3, seed: 31, settings: {}, stop: { moves: 160 }, undoEvery: 23, note: 'data version 1 (no data_version in its settings, as the bot stores games), undo markers, cut mid-game' },
  { name: 'bot-4p-open-round', players: 4, seed: 42, settings: {}, stop: { openRoundSheets: 2, reveals: 2 }, note: 'stopped in an open sealed round with two sheets submitted (secret until the reveal)' },
  { name: 'bot-5p-v2-auctions', players: 5, seed: 57, settings: { data_version: '2' }, stop: { moves: 0 }, note: 'data version 2, stopped when the first stock round\'s auctions are over' },
];

function play(plan: Plan) {
  const seats = Array.from({ length: plan.players }, (_, i) => ({ id: String(700000000000000000n + BigInt(i * 1117 + 3)), name: ['Ann', 'Ben', 'Cid', 'Dee', 'Eve'][i]! }));
  let g: LoadedGame = newGame('1871-steel-cities', seats, { seed: plan.seed, ...plan.settings });
  const rng = new SeededRandom(plan.seed);
    let id = 0;
  const at = () => 1_790_000_000 + id * 37;
  for (let moves = 0; moves < 3000 && !g.def.finished(g.state); moves++) {
    const s = g.state as SteelState;
    if ('openRoundSheets' in plan.stop && s.open && s.reveals >= plan.stop.reveals && Object.keys(s.open.sheets).length >= plan.stop.openRoundSheets) break;
    if ('moves' in plan.stop && plan.stop.moves === 0 && s.round.kind === 'operating') break;
    if ('moves' in plan.stop && plan.stop.moves > 0 && moves >= plan.stop.moves) break;
    const who = activePlayers(g);
    const choices = legalActions(g, who[rng.next() % who.length]!);
    // sealed rounds: a few single bids, then the whole sheet (as the bot's Submit sends it)
    const pick = choices[rng.next() % choices.length]!.action;
    id += 1;
    g = applyAction(g, { ...pick, id, created_at: at() });
    if (plan.undoEvery && moves % plan.undoEvery === plan.undoEvery - 1 && g.revealedBy?.id !== id) {
      id += 1;
      g = applyAction(g, { type: 'undo', entity: pick.entity, entity_type: pick.entity_type, id, created_at: at() } as Action);
    }
  }
  const env = toEnvelope(g);
  writeFileSync(new URL(`../fixtures/1871-legacy/${plan.name}.json`, import.meta.url), JSON.stringify({ id: plan.name, note: plan.note, ...env, oldEngine: oldEngine(env) }) + '\n');
  console.log(`${plan.name}: ${g.log.length} actions stored; finished ${String(g.def.finished(g.state))}`);
}

/** What the old engine made of every effective action of a stored log, replayed one by one. */
function oldEngine(env: GameLog) {
  let r: LoadedGame = newGame('1871-steel-cities', env.players, env.settings);
  let owners: Record<string, string | null> = {};
  // (owners written only where they changed, to keep the files small)
  return effectiveActions(env.actions).map((a) => {
    r = applyAction(r, a);
    const now = snapshot(r.state as SteelState);
    const changed = Object.fromEntries(Object.entries(now.owners).filter(([id, o]) => owners[id] !== o));
    owners = now.owners;
    return { cash: now.cash, ...(Object.keys(changed).length ? { owners: changed } : {}) };
  });
}

for (const plan of PLANS) play(plan);
// the three-user e2e's stored log (test/e2e/steel-cities-game.test.ts, dumped once with toEnvelope at its end):
// its old-engine snapshots are added here
const e2e = new URL('../fixtures/1871-legacy/three-user-e2e.json', import.meta.url);
const log = JSON.parse(readFileSync(e2e, 'utf8')) as GameLog;
writeFileSync(e2e, JSON.stringify({ ...log, oldEngine: oldEngine(log) }) + '\n');
