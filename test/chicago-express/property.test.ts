import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPANIES, COMPANY_IDS } from '../../src/engine/titles/chicago-express/companies.ts';
import type { CxState } from '../../src/engine/titles/chicago-express/state.ts';
import { def, lcg, moneyTotal, playGame } from './helpers.ts';

function checkInvariants(state: CxState): void {
  expect(moneyTotal(state)).toBe(120);
  for (const cash of state.cash) expect(cash).toBeGreaterThanOrEqual(0);
  for (const id of COMPANY_IDS) {
    const c = state.companies[id];
    const held = state.shares[id].reduce((a, b) => a + b, 0);
    expect(held).toBe(c.issued);
    expect(c.issued).toBeLessThanOrEqual(COMPANIES[id].shares);
    expect(c.cash).toBeGreaterThanOrEqual(0);
    const onBoard = Object.values(state.trains).filter((here) => here.includes(id)).length;
    if (c.open) expect(onBoard + c.trainsLeft).toBe(COMPANIES[id].trains);
  }
  expect(state.houses).toBeGreaterThanOrEqual(0);
}

describe('random legal play', () => {
  it('always ends, conserves money and never issues more shares than exist', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (n, seed) => {
        const rnd = lcg(seed);
        const { state, log } = playGame(n, (choices, s) => {
          const choice = choices[rnd(choices.length)]!;
          checkInvariants(s);
          return choice;
        });
        checkInvariants(state);
        expect(def.finished(state)).toBe(true);
        expect(['trains', 'shares', 'houses', 'detroit']).toContain(def.endReason(state));
        expect(state.round).toBeLessThanOrEqual(8);
        expect(Object.keys(def.result(state))).toEqual(log.players.map((p) => String(p.id)));
      }),
      { numRuns: 60 },
    );
  });

  it('a greedy builder (prefers building, then developing, bids the minimum) also ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (n, seed) => {
        const rnd = lcg(seed);
        const { state } = playGame(n, (choices) => {
          const pick = (type: string) => choices.filter((c) => c.type === type);
          const builds = pick('build');
          if (builds.length && rnd(3) > 0) return builds[rnd(builds.length)]!;
          const bids = pick('bid');
          if (bids.length && rnd(2) === 0) return bids[0]!;
          return choices[rnd(choices.length)]!;
        });
        checkInvariants(state);
        expect(def.finished(state)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});
