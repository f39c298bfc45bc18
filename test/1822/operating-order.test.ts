// After an emergency sale the operators still to go are re-sorted in 1822's own order, minors before majors
// (18xx.games recalculate_order uses the game's operating_order): 1822-33845 action 348, minor 6's president sells
// CR to buy a train, and 18xx.games goes on with minor 21 ('Player 4 operates 21'), not the LNWR.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import '../../src/titles.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';


describe('1822 operating order after an emergency sale', () => {
  it('keeps minors before majors', () => {
    const log = JSON.parse(readFileSync(new URL('../../../shared/fixtures/next-titles/1822-33845.json', import.meta.url), 'utf8')) as GameLog;
    const s = replay({ ...log, actions: log.actions.slice(0, 348) }).state as GameState;
    expect(s.round.kind === 'operating' && s.round.order.slice(s.round.index)).toEqual(['21', '23', '7', '15', '19', 'LNWR', 'LBSCR', 'MR', 'CR']);
  });
});
