// Median warm replay time of each real 1828 game; target ≤ 45 ms.
import type { BenchResult } from './measure.ts';
import { replayFixtures } from './replay-fixtures.ts';

export default function bench(): Promise<BenchResult[]> {
  return replayFixtures('1828', ['1828-23366.json', '1828-bankrupt.json']);
}
