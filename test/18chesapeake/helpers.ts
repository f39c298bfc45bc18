// Shared helpers for 18Chesapeake tests.
import { readFileSync } from 'node:fs';
import type { GameLog } from '../../src/engine/types.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

export const FIXTURES = FIXTURES_18XX;

export function loadFixture(name: string): GameLog {
  return JSON.parse(readFileSync(`${FIXTURES}/${name}`, 'utf8')) as GameLog;
}
