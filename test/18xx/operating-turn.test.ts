// Small scenarios on a stand-in map: an operating turn's automatic steps, CV closing, first-SR selling.
import { describe, expect, it } from 'vitest';
import { setupGame } from '../../src/engine/18xx/setup.ts';
import { stubMap } from '../../src/engine/18xx/map-port.ts';
import type { Ctx } from '../../src/engine/18xx/context.ts';
import { processAction } from '../../src/engine/18xx/driver.ts';
import { canSellNow, parCorporation } from '../../src/engine/18xx/steps/buy-sell-par.ts';
import { startStockRound } from '../../src/engine/18xx/rounds/stock.ts';
import { startOperatingRound } from '../../src/engine/18xx/rounds/operating.ts';
import { priceOf } from '../../src/engine/18xx/market.ts';
import { pay, type GameState } from '../../src/engine/18xx/state.ts';
import { ownersChanged } from '../../src/engine/18xx/shares.ts';
import { chesapeake } from '../../src/engine/titles/18chesapeake/data.ts';
import { ctxFor } from '../../src/engine/titles/18chesapeake/index.ts';

const ctx: Ctx = { ...ctxFor('18Chesapeake'), map: stubMap };
const players = [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` }));

function floated(corp: string): GameState {
  const s = setupGame(ctx, 1, players, { title: { cvCorp: corp, twoPlayer: false } });
  parCorporation(s, ctx, corp, [2, 4], '1');
  const c = s.corps.find((x) => x.sym === corp)!;
  c.floated = true;
  c.president = '1';
  s.shares.find((x) => x.id === `${corp}_0`)!.owner = '1';
  ownersChanged(s.shares);
  pay(s, 'bank', corp, 950);
  return s;
}

describe('operating turn', () => {
  it('a corporation without trains skips running, withholds (price left) and must buy; buying closes CV', () => {
    const s = floated('C&A');
    const cv = s.companies.find((c) => c.sym === 'CV')!;
    cv.owner = '2';
    startOperatingRound(s, ctx, 1);
    expect(s.round.kind === 'operating' && s.round.step).toBe('track');
    processAction(s, ctx, { type: 'pass', entity: 'C&A', entity_type: 'corporation' });
    processAction(s, ctx, { type: 'pass', entity: 'C&A', entity_type: 'corporation' });
    // route skipped (no trains), dividend skipped with a withhold: 95 → 85
    expect(priceOf(s, chesapeake, 'C&A')).toBe(85);
    expect(s.round.kind === 'operating' && s.round.step).toBe('train');
    expect(() => processAction(s, ctx, { type: 'pass', entity: 'C&A', entity_type: 'corporation' })).toThrow(/must buy a train/);
    processAction(s, ctx, { type: 'buy_train', entity: 'C&A', entity_type: 'corporation', train: '2-0', price: 80 });
    expect(cv.closed).toBe(true);
    expect(s.cash['C&A']).toBe(870);
  });

  it('depot trains cost face value and respect the order of the depot', () => {
    const s = floated('PRR');
    startOperatingRound(s, ctx, 1);
    processAction(s, ctx, { type: 'pass', entity: 'PRR', entity_type: 'corporation' });
    processAction(s, ctx, { type: 'pass', entity: 'PRR', entity_type: 'corporation' });
    expect(() => processAction(s, ctx, { type: 'buy_train', entity: 'PRR', entity_type: 'corporation', train: '3-0', price: 180 })).toThrow();
    expect(() => processAction(s, ctx, { type: 'buy_train', entity: 'PRR', entity_type: 'corporation', train: '2-0', price: 70 })).toThrow();
  });
});

describe('stock round', () => {
  it('nobody may sell in the first stock round', () => {
    const s = floated('PRR');
    startStockRound(s, ctx);
    expect(canSellNow(s, ctx)).toBe(false);
    s.turn = 2;
    expect(canSellNow(s, ctx)).toBe(true);
  });
});
