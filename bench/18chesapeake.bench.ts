// Median warm replay time of each real 18Chesapeake game; target ≤ 20 ms.
import type { BenchResult } from './measure.ts';
import { replayFixtures } from './replay-fixtures.ts';

export default function bench(): Promise<BenchResult[]> {
  return replayFixtures('18chesapeake', ['18chesapeake-1277.json', '18chesapeake-14377.json', '18chesapeake-1905.json', '18chesapeake-otr-bank.json']);
}
