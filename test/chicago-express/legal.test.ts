import { describe, expect, it } from 'vitest';
import { auction, bid, def, lcg, newState, placeTrain, playGame, run, started3 } from './helpers.ts';

const actions = (choices: { action: unknown }[]) => choices.map((c) => c.action);

describe('legalActions', () => {
  it('offers nothing to a player who is not to act', () => {
    const s = started3();
    expect(def.legalActions(s, 2)).toEqual([]);
    expect(def.legalActions(s, 99)).toEqual([]);
  });

  it('in an auction: the minimum, a few raises within the bidder\'s cash, and pass', () => {
    const s = newState(6); // $20 each, PRR minimum $7
    expect(actions(def.legalActions(s, 1))).toEqual([
      { type: 'bid', entity: 1, corporation: 'PRR', price: 7 },
      { type: 'bid', entity: 1, corporation: 'PRR', price: 8 },
      { type: 'bid', entity: 1, corporation: 'PRR', price: 9 },
      { type: 'bid', entity: 1, corporation: 'PRR', price: 12 },
      { type: 'bid', entity: 1, corporation: 'PRR', price: 17 },
      { type: 'bid', entity: 1, corporation: 'PRR', price: 20 },
      { type: 'pass', entity: 1 },
    ]);
    run(s, [bid(1, 'PRR', 19)]);
    expect(actions(def.legalActions(s, 2))).toEqual([
      { type: 'bid', entity: 2, corporation: 'PRR', price: 20 },
      { type: 'pass', entity: 2 },
    ]);
  });

  it('on a turn: auctions of open companies, builds for held companies on reachable affordable hexes, developments', () => {
    const s = started3();
    placeTrain(s, 'B&O', 'Q3');
    const choices = actions(def.legalActions(s, 1)) as { type: string; corporation?: string; hexes?: string[]; hex?: string }[];
    expect(choices.filter((c) => c.type === 'start_auction').map((c) => c.corporation)).toEqual(['PRR', 'B&O', 'C&O', 'NYC']);
    const builds = choices.filter((c) => c.type === 'build');
    expect(new Set(builds.map((c) => c.corporation))).toEqual(new Set(['PRR', 'NYC']));
    const prrSingles = builds.filter((c) => c.corporation === 'PRR' && c.hexes!.length === 1).map((c) => c.hexes![0]).sort();
    expect(prrSingles).toEqual(['Q5', 'Q6', 'R4', 'R6', 'S5']);
    expect(builds.some((c) => c.hexes!.length > 1)).toBe(true);
    expect(choices.filter((c) => c.type === 'develop').map((c) => c.hex)).toEqual(['Q3']);
  });

  it('leaves out hexes the company cannot afford', () => {
    const s = started3();
    s.companies.NYC.cash = 1;
    const nyc = actions(def.legalActions(s, 1)).filter((c: any) => c.type === 'build' && c.corporation === 'NYC') as { hexes: string[] }[];
    // S3's neighbours: S2, S4 ($1 plains) and R2, R3 ($2 forests)
    expect(nyc.map((c) => c.hexes.join()).sort()).toEqual(['S2', 'S4']);
  });

  it('every offered choice is accepted by process, all through random games', () => {
    for (let seed = 1; seed <= 3; seed++) {
      const rnd = lcg(seed);
      playGame(2 + (seed % 5), (choices, state) => {
        for (const c of choices) {
          const copy = def.clone(state);
          expect(() => def.process(copy, c)).not.toThrow();
        }
        return choices[rnd(choices.length)]!;
      });
    }
  });
});

describe('describe and view', () => {
  it('describe shows cash, shares, companies, indicators and what the active player may do', () => {
    const s = started3();
    const text = def.describe(def.view(s, null));
    expect(text).toContain('Ann $25 [PRR×1 NYC×1]');
    expect(text).toContain('PRR: $7, income 7, shares 1/3, trains left 19');
    expect(text).toContain('Indicators: auction 0/3, develop 0/4, build 0/5');
    expect(text).toContain("Ann's turn: may auction PRR/B&O/C&O/NYC; build PRR/NYC");
    run(s, [auction(1, 'PRR')]);
    expect(def.describe(def.view(s, null))).toContain('Auction of a PRR share (no bid yet): Ann may bid $4 or more, or pass.');
  });

  it('a bidder with less cash than the lowest bid is told they must pass, in the status and the thread, as they are offered only that', () => {
    const s = newState(6); // $20 each, PRR minimum $7
    run(s, [bid(1, 'PRR', 20)]);
    expect(actions(def.legalActions(s, 2))).toEqual([{ type: 'pass', entity: 2 }]);
    expect(def.describe(def.view(s, null))).toContain('Auction of a PRR share (high bid $20 by Ann): Bob has $20, less than the lowest bid of $21, and must pass.');
    const before = def.clone(s);
    const after = def.clone(s);
    def.process(after, { type: 'pass', entity: 2 });
    expect(def.narrate!(def.view(before, null), def.view(after, null), { type: 'pass', entity: 2 }).join('\n')).toMatch(/Cid has \$20, less than \$21, and must pass\./);
  });

  it('view shows the whole state to anyone, as a copy', () => {
    const s = started3();
    const v = def.view(s, null) as typeof s;
    expect(v).toEqual(s);
    v.cash[0] = 999;
    expect(s.cash[0]).toBe(25);
    expect(def.view(s, 2)).toEqual(s);
  });
});
