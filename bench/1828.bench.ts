// Warm and first (fresh process) replay times of each real 1828 game; targets (issue 15): ≤ 5 ms per 500 actions warm (the first-replay target is retired: issue 29).
import type { BenchResult } from './measure.ts';
import { replayFixtures } from './replay-fixtures.ts';

export default function bench(): Promise<BenchResult[]> {
  return replayFixtures('1828', ['1828-23366.json', '1828-bankrupt.json']);
}
