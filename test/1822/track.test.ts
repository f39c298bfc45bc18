// 1822's track lays: from phase 3 a major lays two tiles (the second not an upgrade), as in the real game
// 1822mrs-game_end_bank where the GWR lays L39 and K40 in one turn (18xx.games accepted both).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import { registerTitle } from '../../src/engine/registry.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { MapState } from '../../src/engine/18xx/map/index.ts';
import def from '../../src/engine/titles/1822/index.ts';

registerTitle(def);

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);

describe('1822 track', () => {
  it('a major lays two yellow tiles in one turn from phase 3', () => {
    const log = JSON.parse(readFileSync(new URL('1822mrs-game_end_bank.json', DIR), 'utf8')) as GameLog;
    // through the GWR's second lay (action id 237) and its train purchase after it
    const upTo = log.actions.findIndex((a) => a.id === 238) + 1;
    const g = replay({ ...log, actions: log.actions.slice(0, upTo) });
    const s = g.state as GameState;
    const map = s.map as MapState;
    expect([map.hexes.L39!.tile, map.hexes.K40!.tile]).toEqual(['9', '9']);
    expect(s.corps.find((c) => c.sym === 'GWR')!.trains).toContain('3-1');
  });
});
