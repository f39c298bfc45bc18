// Chicago Express: whole-game replay of the example logs, and legalActions on a busy turn.
import { readFileSync } from 'node:fs';
import '../src/titles.ts';
import { replay } from '../src/engine/game.ts';
import type { GameLog } from '../src/engine/types.ts';
import def from '../src/engine/titles/chicago-express/index.ts';
import { measure, type BenchResult } from './run.ts';

const FIXTURES = ['three-players-chicago.json', 'two-players-detroit.json', 'five-players-houses.json'];

export default async function bench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const name of FIXTURES) {
    const log = JSON.parse(readFileSync(new URL(`../test/fixtures/chicago-express/${name}`, import.meta.url), 'utf8')) as GameLog;
    const r = await measure(`chicago-express replay ${name}`, () => replay(log), 50, 5);
    results.push({ ...r, note: `${log.actions.length} actions` });
  }
  // legalActions halfway through the longest game (mostly build choices).
  const log = JSON.parse(readFileSync(new URL(`../test/fixtures/chicago-express/${FIXTURES[2]}`, import.meta.url), 'utf8')) as GameLog;
  const half = replay({ ...log, actions: log.actions.slice(0, Math.floor(log.actions.length / 2)) });
  const [active] = def.activePlayers(half.state);
  const count = def.legalActions(half.state, active!).length;
  results.push({ ...(await measure('chicago-express legalActions mid-game', () => def.legalActions(half.state, active!), 200, 20)), note: `${count} choices` });
  return results;
}
