// Warm and first (fresh process) replay times of each real 1830 game; target: within 18Chesapeake's figures (≤ 5 ms per 500 actions warm, issue 15).
import type { BenchResult } from './measure.ts';
import { replayFixtures } from './replay-fixtures.ts';
import { FIXTURES_NEXT } from '../test/helpers/shared.ts';

export default function bench(): Promise<BenchResult[]> {
  return replayFixtures('1830', ['1830-26855.json', '1830-29133.json', '1830-game_end_bank.json'], FIXTURES_NEXT);
}
