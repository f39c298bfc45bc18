// Unit tests of single rules: market moves, presidency, pool limit, CV draw, trains and phases.
import { describe, expect, it } from 'vitest';
import { EventLog } from '../../src/engine/events.ts';
import chesapeakeDef, { cvCorporation } from '../../src/engine/titles/18chesapeake/index.ts';
import { chesapeake } from '../../src/engine/titles/18chesapeake/data.ts';
import { move, placeInCell, priceOf } from '../../src/engine/18xx/market.ts';
import { buyShares, canSellPercent, percentOf, sellShares } from '../../src/engine/18xx/shares.ts';
import { giveTrain } from '../../src/engine/18xx/trains.ts';
import { SeededRandom } from '../../src/engine/rng.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';

function fresh(n = 4): GameState {
  const players = Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
  return chesapeakeDef.setup({ seed: 1, players, options: { seed: 1, title: '18Chesapeake' } });
}

function parAt(state: GameState, corp: string, r: number, c: number): void {
  const co = state.corps.find((x) => x.sym === corp)!;
  co.ipoed = true;
  co.parPrice = 95;
  placeInCell(state, corp, [r, c]);
}

describe('stock market', () => {
  it('moves right on payout, left on withhold, down per share sold, up when sold out', () => {
    const s = fresh();
    parAt(s, 'PRR', 2, 4);
    expect(priceOf(s, chesapeake, 'PRR')).toBe(95);
    move(s, chesapeake, 'PRR', 'right');
    expect(priceOf(s, chesapeake, 'PRR')).toBe(105);
    move(s, chesapeake, 'PRR', 'left');
    move(s, chesapeake, 'PRR', 'left');
    expect(priceOf(s, chesapeake, 'PRR')).toBe(85);
    move(s, chesapeake, 'PRR', 'down');
    expect(priceOf(s, chesapeake, 'PRR')).toBe(80);
    move(s, chesapeake, 'PRR', 'up');
    expect(priceOf(s, chesapeake, 'PRR')).toBe(85);
  });

  it('left at the left edge moves down; right at the right edge moves up', () => {
    const s = fresh();
    parAt(s, 'PRR', 2, 0);
    move(s, chesapeake, 'PRR', 'left');
    expect(s.corps.find((c) => c.sym === 'PRR')!.cell).toEqual([3, 0]);
    placeInCell(s, 'PRR', [2, 11]);
    move(s, chesapeake, 'PRR', 'right');
    expect(s.corps.find((c) => c.sym === 'PRR')!.cell).toEqual([1, 11]);
  });
});

describe('shares', () => {
  it('transfers the presidency when another player holds more, and keeps the 50% pool limit', () => {
    const s = fresh();
    parAt(s, 'PRR', 2, 4);
    const id = (i: number) => s.shares.find((x) => x.id === `PRR_${i}`)!;
    buyShares(s, chesapeake, '1', [id(0)]);
    buyShares(s, chesapeake, '2', [id(1)]);
    buyShares(s, chesapeake, '2', [id(2)]);
    buyShares(s, chesapeake, '2', [id(3)]);
    expect(s.corps.find((c) => c.sym === 'PRR')!.president).toBe('2');
    expect(percentOf(s, '2', 'PRR')).toBe(30);
    expect(percentOf(s, '1', 'PRR')).toBe(20);
    expect(s.shares.find((x) => x.id === 'PRR_0')!.owner).toBe('2');
    sellShares(s, chesapeake, '2', 'PRR', 10, ['PRR_1']);
    expect(percentOf(s, 'pool', 'PRR')).toBe(10);
    expect(canSellPercent(s, chesapeake, '1', 'PRR', 20)).toBe(true);
    for (const p of ['3', '4']) for (let k = 0; k < 2; k++) {
      const sh = s.shares.find((x) => x.owner === 'ipo:PRR' && !x.president)!;
      buyShares(s, chesapeake, p, [sh]);
    }
    sellShares(s, chesapeake, '3', 'PRR', 20, []);
    sellShares(s, chesapeake, '4', 'PRR', 20, []);
    expect(percentOf(s, 'pool', 'PRR')).toBe(50);
    expect(canSellPercent(s, chesapeake, '1', 'PRR', 10)).toBe(false);
  });
});

describe('Cornelius Vanderbilt', () => {
  it('comes with the president share of the corporation at index draw % 8', () => {
    for (const seed of [1905, 1277, 14377]) {
      const draw = new SeededRandom(seed).next();
      expect(cvCorporation(seed)).toBe(chesapeake.corporations[draw % 8]!.sym);
    }
  });
});

describe('trains and phases', () => {
  it('the first 4 train starts phase 4 and rusts the 2 trains', () => {
    const s = fresh();
    parAt(s, 'PRR', 2, 4);
    const hooks = { closeCompanies: () => undefined, events: new EventLog() };
    giveTrain(s, chesapeake, s.trains.find((t) => t.id === '2-0')!, 'PRR', hooks);
    giveTrain(s, chesapeake, s.trains.find((t) => t.id === '3-0')!, 'PRR', hooks);
    expect(chesapeake.phases[s.phase]!.name).toBe('3');
    giveTrain(s, chesapeake, s.trains.find((t) => t.id === '4-0')!, 'PRR', hooks);
    expect(chesapeake.phases[s.phase]!.name).toBe('4');
    expect(s.corps.find((c) => c.sym === 'PRR')!.trains).toEqual(['3-0', '4-0']);
  });

  it('the first 5 train closes the privates', () => {
    const s = fresh();
    parAt(s, 'PRR', 2, 4);
    let closed = false;
    giveTrain(s, chesapeake, s.trains.find((t) => t.id === '5-0')!, 'PRR', { closeCompanies: () => (closed = true), events: new EventLog() });
    expect(closed).toBe(true);
  });
});
