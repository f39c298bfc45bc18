// Shared helpers for 18Chesapeake tests.
import { readFileSync } from 'node:fs';
import type { GameLog } from '../../src/engine/types.ts';

export const FIXTURES = '/work/shared/fixtures/18xx-games';

export function loadFixture(name: string): GameLog {
  return JSON.parse(readFileSync(`${FIXTURES}/${name}`, 'utf8')) as GameLog;
}
