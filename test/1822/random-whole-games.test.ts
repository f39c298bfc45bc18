// Whole random games of tools/18xx-diff (no action cap: to the bank's or the market's end) through the last
// action 18xx.games took (test/1822/fixtures), each with what 18xx.games shows there; it refused the move we
// listed next.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import '../../src/titles.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';

const at = (file: string, seen: { result: Record<string, number>; acting: string[] }) => {
  const game = replay(JSON.parse(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')) as GameLog);
  const state = game.state as GameState;
  expect({ result: game.def.result(state), acting: game.def.activePlayers(state).map(String) }).toEqual(seen);
  const types = (player: string) => game.def.legalActions(state, player).map((c) => c.action);
  return { game, state, types };
};

describe('1822 late-game moves 18xx.games refused in whole random games', () => {
  it('a minor holding only E trains does not run (18xx.games G1822 Route#only_e_train?): its turn ends', () => {
    // phase 7: minor 16 (its one train an E, one token) passed its private and track steps; 18xx.games skips its
    // route step (an E needs two token cities), withholds nothing and gives minor 24 (100's) its turn
    const { state } = at('random-1822MRS-5p-seed3002-2015.json', {
      result: { 100: -166004, 101: -6237, 102: -1709, 103: -118377, 104: -2650 },
      acting: ['100'],
    });
    const r = state.round as { order: string[]; index: number };
    expect(r.order[r.index]).toBe('24');
  });
});
