// Median warm replay time of each 18Chesapeake fixture (30 runs after 15 unmeasured ones); target < 25 ms.
import { readFileSync } from 'node:fs';
import '../src/titles.ts';
import { replay } from '../src/engine/game.ts';
import type { GameLog } from '../src/engine/types.ts';
import { measure, type BenchResult } from './run.ts';
import { FIXTURES_18XX } from '../test/helpers/shared.ts';

const DIR = FIXTURES_18XX;
const FILES = ['18chesapeake-1277.json', '18chesapeake-14377.json', '18chesapeake-1905.json', '18chesapeake-otr-bank.json'];

export default async function bench(): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  for (const file of FILES) {
    const log = JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')) as GameLog;
    let note: string | undefined;
    const r = await measure(`18chesapeake replay ${file}`, () => {
      try {
        replay(log);
      } catch (err) {
        note = `fails: ${(err as Error).message}`;
      }
      // warm: JIT tiers settle after a dozen replays; the first file would otherwise pay for all
    }, 30, 15);
    out.push(note ? { ...r, note } : r);
  }
  return out;
}
