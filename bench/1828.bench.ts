// Median warm replay time of each real 1828 game (30 runs after 15 unmeasured ones); target ≤ 45 ms.
import { readFileSync } from 'node:fs';
import '../src/titles.ts';
import { replay } from '../src/engine/game.ts';
import type { GameLog } from '../src/engine/types.ts';
import { measure, type BenchResult } from './run.ts';
import { FIXTURES_18XX } from '../test/helpers/shared.ts';

const FILES = ['1828-23366.json', '1828-bankrupt.json'];

export default async function bench(): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  for (const file of FILES) {
    const log = JSON.parse(readFileSync(`${FIXTURES_18XX}/${file}`, 'utf8')) as GameLog;
    let note: string | undefined;
    const r = await measure(`1828 replay ${file}`, () => {
      try {
        replay(log);
      } catch (err) {
        note = `fails: ${(err as Error).message}`;
      }
    }, 30, 15);
    out.push(note ? { ...r, note } : r);
  }
  return out;
}
