// Warm and first (fresh process) replay times of each real 1889 game (in ../shared/fixtures/next-titles); target: within 18Chesapeake's figures (issue 31).
import type { BenchResult } from './measure.ts';
import { replayFixtures } from './replay-fixtures.ts';

export default function bench(): Promise<BenchResult[]> {
  return replayFixtures('1889', ['../next-titles/1889-314.json', '../next-titles/1889-962.json']);
}
