// Writes the example logs in test/fixtures/chicago-express/ by scripted legal play:
//   npx tsx test/chicago-express/make-fixtures.ts
// Each script is a small heuristic player (westward builder, minimum bidder); the seeds were picked so the
// three games end differently and at least one reaches Chicago and opens Wabash.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Action, GameLog } from '../../src/engine/types.ts';
import { HEXES } from '../../src/engine/titles/chicago-express/map.ts';
import type { CxState } from '../../src/engine/titles/chicago-express/state.ts';
import { def, lcg, playGame } from './helpers.ts';

/** True if some round ended because nobody could move (we want the Detroit example to end normally). */
function stalled(log: GameLog): boolean {
  const s = def.setup({ seed: log.settings.seed, players: log.players, options: log.settings });
  return log.actions.some((a) => (def.process(s, a), s.last.some((line) => line.includes('Nobody can move'))));
}

/** The hex a build ends on, scored westward (lower column first). */
function westness(a: Action): number {
  const hexes = a.hexes as string[];
  return Math.min(...hexes.map((h) => HEXES[h]!.col)) * 10 - hexes.length;
}

export function westwardPicker(seed: number, buildBias: number, developBias: number, laterBidChance = 8) {
  const rnd = lcg(seed);
  return (choices: Action[], state: CxState): Action => {
    const of = (type: string) => choices.filter((c) => c.type === type);
    const bids = of('bid');
    if (bids.length) {
      const seat = state.auction!.toAct;
      if (state.auction!.kind !== 'initial' && rnd(12) >= laterBidChance) return of('pass')[0]!;
      return state.cash[seat]! > 12 && (state.auction!.kind !== 'initial' || rnd(3) > 0) ? bids[Math.min(rnd(2), bids.length - 1)]! : of('pass')[0]!;
    }
    const builds = of('build');
    if (builds.length && rnd(10) < buildBias) {
      const best = Math.min(...builds.map(westness));
      const top = builds.filter((b) => westness(b) === best);
      return top[rnd(top.length)]!;
    }
    const develops = of('develop');
    if (develops.length && rnd(10) < developBias) return develops[rnd(develops.length)]!;
    const auctions = of('start_auction');
    if (auctions.length) return auctions[rnd(auctions.length)]!;
    return choices[rnd(choices.length)]!;
  };
}

export const SCRIPTS = [
  { file: 'three-players-chicago.json', players: 3, seed: 0, buildBias: 8, developBias: 3, want: (s: CxState, _log: GameLog) => s.companies.WAB.open },
  { file: 'two-players-detroit.json', players: 2, seed: 0, buildBias: 8, developBias: 1, laterBidChance: 2, want: (s: CxState, log: GameLog) => s.endReason === 'detroit' && !stalled(log) },
  { file: 'five-players-houses.json', players: 5, seed: 0, buildBias: 5, developBias: 9, want: (s: CxState, _log: GameLog) => s.endReason === 'houses' },
];

if (process.argv[1]?.endsWith('make-fixtures.ts')) {
  for (const script of SCRIPTS) {
    for (let seed = 1; seed < 5000; seed++) {
      const { log, state } = playGame(script.players, westwardPicker(seed, script.buildBias, script.developBias, script.laterBidChance ?? 8));
      if (!script.want(state, log)) continue;
      log.id = script.file.replace('.json', '');
      writeFileSync(new URL(`../fixtures/chicago-express/${script.file}`, import.meta.url), JSON.stringify(log, null, 1) + '\n');
      console.log(script.file, 'seed', seed, 'actions', log.actions.length, state.endReason, JSON.stringify(log.result), 'WAB open', state.companies.WAB.open);
      break;
    }
  }
  // An illegal log: the three-player game with its first build sent far from the company's network.
  const legal = JSON.parse(readFileSync(new URL('../fixtures/chicago-express/three-players-chicago.json', import.meta.url), 'utf8')) as GameLog;
  const index = legal.actions.findIndex((a) => a.type === 'build');
  const broken: GameLog = { ...legal, id: 'illegal-build', actions: legal.actions.slice(0, index + 5), status: 'active' };
  broken.actions[index] = { ...broken.actions[index]!, hexes: ['A2'] };
  delete broken.result;
  delete broken.game_end_reason;
  writeFileSync(new URL('../fixtures/chicago-express/illegal-build.json', import.meta.url), JSON.stringify(broken, null, 1) + '\n');
  console.log('illegal-build.json: action', index, JSON.stringify(broken.actions[index]));
}
