// A game in which nothing players do can change anything again (every private owned, no minor offered in phase V,
// the paper companies gone, no company operating) plays itself out by the data's rules: the privates pay their
// owners set after set until the bank breaks, and the game ends then, as any game whose bank breaks.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/18xx/state.ts';
import def from '../../src/engine/titles/1871/index.ts';
import { dataVersion } from '../../src/engine/titles/1871/data.ts';

const data = dataVersion('2');

describe('1871: a game nobody can change any more', () => {
  it('plays itself out to the bank breaking, the privates paying their owners', () => {
    const players = ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase() }));
    const state = def.setup({ seed: 3, players, options: { seed: 3, data_version: '2' } }) as GameState;
    // a holds every private; phase V (no minors auctioned); the paper companies are gone
    for (const c of state.companies) {
      const paper = data.companies.paper.some((p) => p.id === c.sym);
      Object.assign(c, paper ? { owner: null, closed: true } : { owner: 'a' });
    }
    state.phase = data.phases.list.findIndex((p) => p.name === 'V');
    const bankBefore = state.cash.bank!;
    const aBefore = state.cash.a!;
    // the open auction (its minors) goes unsold; after it nothing is ever on offer again
    for (const p of ['a', 'b', 'c']) if (!def.finished(state) && def.activePlayers(state).map(String).includes(p)) def.process(state, def.sealed!.submit(state, p, {}));
    expect(def.finished(state)).toBe(true);
    expect(state.endReason).toBe('bank');
    expect(def.activePlayers(state)).toEqual([]);
    // the bank's money went to the privates' owner (and b and c got nothing)
    expect(state.cash.a! - aBefore).toBe(bankBefore - state.cash.bank!);
    expect(state.cash.b).toBe(state.cash.c);
  });
});
