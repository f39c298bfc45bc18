// Shared helpers for 1830 tests: its real 18xx.games games and fresh games.
import { readdirSync, readFileSync } from 'node:fs';
import '../../src/titles.ts';
import { newGame, type LoadedGame } from '../../src/engine/game.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';

export const REAL_GAMES = readdirSync(FIXTURES_NEXT).filter((f) => /^1830-.*\.json$/.test(f)).sort();

export function loadGame(name: string): GameLog {
  return JSON.parse(readFileSync(`${FIXTURES_NEXT}/${name}`, 'utf8')) as GameLog;
}

export function fresh(players = 4, optional_rules: string[] = [], seed = 1): Omit<LoadedGame, 'state'> & { state: GameState } {
  const list = Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
  return newGame('1830', list, { seed, optional_rules }) as Omit<LoadedGame, 'state'> & { state: GameState };
}
