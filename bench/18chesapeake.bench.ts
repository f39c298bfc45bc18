// Warm and first (fresh process) replay times of each real 18Chesapeake game; targets (issue 15): ≤ 5 ms per 500 actions warm (the first-replay target is retired: issue 29).
import type { BenchResult } from './measure.ts';
import { replayFixtures } from './replay-fixtures.ts';

export default function bench(): Promise<BenchResult[]> {
  return replayFixtures('18chesapeake', ['18chesapeake-1277.json', '18chesapeake-14377.json', '18chesapeake-1905.json', '18chesapeake-otr-bank.json']);
}
