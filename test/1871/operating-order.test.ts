// The order of an 1871 operating round: minors by bid number, then majors by share price, highest first (1822; the
// old engine's order too, which the stored games' reader relies on).
import { describe, expect, it } from 'vitest';
import { priceOf } from '../../src/engine/18xx/market.ts';
import { ctxOf } from '../../src/engine/titles/1871/index.ts';
import { dataVersion } from '../../src/engine/titles/1871/data.ts';
import { rules1871 } from '../../src/engine/titles/1871/rules.ts';
import { newGame } from './play.ts';

const data = dataVersion('2');

describe('1871 operating order', () => {
  it('runs minors by bid number, then majors by share price, highest first', () => {
    const state = newGame(2);
    const ctx = ctxOf(data);
    // two minors and every major floated; the majors' prices rise against the data's order (the last listed highest)
    const minors = [data.companies.minors[3]!.id, data.companies.minors[1]!.id];
    const majors = data.companies.majors.map((m) => m.id);
    const cells = data.market.rows.flatMap((row, r) => row.map((c, col) => ({ at: [r, col] as [number, number], price: parseInt(c, 10) }))).filter((c) => c.price > 0);
    const rising = [...new Map(cells.map((c) => [c.price, c])).values()].sort((a, b) => a.price - b.price);
    expect(rising.length).toBeGreaterThanOrEqual(majors.length);
    for (const c of state.corps) {
      if (minors.includes(c.sym)) c.floated = true;
      const i = majors.indexOf(c.sym);
      if (i >= 0) Object.assign(c, { floated: true, ipoed: true, cell: rising[i * Math.floor(rising.length / majors.length)]!.at });
    }
    const order = rules1871.hooks.operatingOrder!(state, ctx);
    const byBid = [...minors].sort((a, b) => data.companies.minors.find((m) => m.id === a)!.bid_number - data.companies.minors.find((m) => m.id === b)!.bid_number);
    expect(order.slice(0, 2)).toEqual(byBid);
    const prices = order.slice(2).map((c) => priceOf(state, ctx.cfg, c));
    expect(order.slice(2).sort()).toEqual([...majors].sort());
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(new Set(prices).size).toBe(majors.length);
  });
});
