// Median warm replay time of real 18xx.games games from ../shared/fixtures (30 runs after 15 unmeasured
// ones: JIT tiers settle after a dozen replays; the first file would otherwise pay for all).
import { readFileSync } from 'node:fs';
import '../src/titles.ts';
import { replay } from '../src/engine/game.ts';
import type { GameLog } from '../src/engine/types.ts';
import { measure, type BenchResult } from './measure.ts';
import { FIXTURES_18XX } from '../test/helpers/shared.ts';

export async function replayFixtures(label: string, files: string[]): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  for (const file of files) {
    const log = JSON.parse(readFileSync(`${FIXTURES_18XX}/${file}`, 'utf8')) as GameLog;
    let note: string | undefined;
    const r = await measure(`${label} replay ${file}`, () => {
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
