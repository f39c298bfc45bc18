import { describe, expect, it } from 'vitest';
import { auction, bid, build, def, develop, pass, placeTrain, run, started3 } from './helpers.ts';
import type { CxState } from '../../src/engine/titles/chicago-express/state.ts';

/** Ann's turn with the auction needle red and the build needle one step from red. */
function beforeDividends(): CxState {
  const s = started3();
  s.indicators = { auction: 3, develop: 1, build: 4 };
  return s;
}

describe('dividend phase', () => {
  it('runs after the turn that puts a second needle into red, not before', () => {
    const s = started3();
    s.indicators = { auction: 2, develop: 0, build: 0 };
    run(s, [auction(1, 'PRR'), pass(1), pass(2), pass(3)]);
    // one needle red: no dividends yet
    expect(s.round).toBe(1);
    expect(s.indicators.auction).toBe(3);
    s.indicators.build = 4;
    run(s, [build(2, 'B&O', ['Q8'])]);
    expect(s.round).toBe(2);
  });

  it('pays income ÷ issued shares, rounded up, per share to every holder', () => {
    const s = beforeDividends();
    s.shares['C&O'] = [1, 0, 1]; // C&O: 2 shares issued
    s.companies['C&O'].issued = 2;
    run(s, [build(1, 'PRR', ['R4'])]);
    // Ann: PRR 7 + NYC 8 + C&O ceil(5/2)=3; Bob: B&O 6; Cid: C&O 3
    expect(s.cash).toEqual([25 + 7 + 8 + 3, 34 + 6, 35 + 3]);
  });

  it('then resets the needles, advances Detroit and adds 1 income to companies in Detroit', () => {
    const s = beforeDividends();
    placeTrain(s, 'NYC', 'E0');
    run(s, [build(1, 'PRR', ['R4'])]);
    expect(s.indicators).toEqual({ auction: 0, develop: 0, build: 0 });
    expect(s.track.E0).toBe(2);
    expect(s.companies.NYC.income).toBe(9);
    expect(s.companies.PRR.income).toBe(7);
    expect(s.turn).toBe(1);
    expect(s.round).toBe(2);
  });

  it('needles in the red cannot be moved', () => {
    const s = started3();
    s.indicators = { auction: 3, develop: 0, build: 0 };
    expect(() => def.process(s, auction(1, 'PRR'))).toThrow('The auction indicator is already in the red');
  });
});

describe('game end (checked after dividends)', () => {
  it('ends when Detroit has reached 8 ("detroit")', () => {
    const s = beforeDividends();
    s.track.E0 = 8;
    run(s, [build(1, 'PRR', ['R4'])]);
    expect(def.finished(s)).toBe(true);
    expect(def.endReason(s)).toBe('detroit');
    // dividends were paid before the end
    expect(def.result(s)).toEqual({ '1': 40, '2': 40, '3': 40 });
    expect(def.activePlayers(s)).toEqual([]);
    expect(() => def.process(s, build(2, 'B&O', ['Q8']))).toThrow('The game is over.');
  });

  it('Detroit 7 is not yet the end; it becomes 8 at this phase and ends the game at the next', () => {
    const s = beforeDividends();
    s.track.E0 = 7;
    run(s, [build(1, 'PRR', ['R4'])]);
    expect(def.finished(s)).toBe(false);
    expect(s.track.E0).toBe(8);
  });

  it('ends when 3 or fewer houses remain ("houses")', () => {
    const s = beforeDividends();
    s.indicators = { auction: 3, develop: 3, build: 0 };
    s.houses = 4;
    placeTrain(s, 'PRR', 'Q3');
    run(s, [develop(1, 'Q3')]);
    expect(s.houses).toBe(3);
    expect(def.endReason(s)).toBe('houses');
  });

  it('ends when 3 companies have no shares left ("shares")', () => {
    const s = beforeDividends();
    s.companies.PRR.issued = 3;
    s.companies['B&O'].issued = 4;
    run(s, [build(1, 'PRR', ['R4'])]);
    expect(def.finished(s)).toBe(false);
    s.indicators = { auction: 3, develop: 1, build: 4 };
    s.turn = 1;
    s.companies.WAB.issued = 2;
    run(s, [build(2, 'B&O', ['Q8'])]);
    expect(def.endReason(s)).toBe('shares');
  });

  it('ends when 3 companies have no trains left ("trains")', () => {
    const s = beforeDividends();
    s.companies['B&O'].trainsLeft = 0;
    s.companies['C&O'].trainsLeft = 0;
    s.companies.PRR.trainsLeft = 1;
    run(s, [build(1, 'PRR', ['R4'])]);
    expect(def.endReason(s)).toBe('trains');
  });

  it('most cash wins; ties share the win', () => {
    const s = beforeDividends();
    s.track.E0 = 8;
    s.cash = [10, 10, 18];
    run(s, [build(1, 'PRR', ['R4'])]);
    // Ann +15, Bob +6, Cid +5 → 25, 16, 23
    expect(def.result(s)).toEqual({ '1': 25, '2': 16, '3': 23 });
    expect(def.describe(def.view(s, null))).toContain('Winner: Ann with $25');
    const t = beforeDividends();
    t.track.E0 = 8;
    t.cash = [10, 19, 20];
    run(t, [build(1, 'PRR', ['R4'])]);
    expect(def.result(t)).toEqual({ '1': 25, '2': 25, '3': 25 });
    expect(def.describe(def.view(t, null))).toContain('Shared win: Ann, Bob, Cid with $25');
  });

  it('a player with no legal move passes; if every player must, the round ends with dividends', () => {
    const s = started3();
    // auction needle red, no company money, no train on a hex that can be developed
    s.indicators.auction = 3;
    for (const id of ['PRR', 'B&O', 'C&O', 'NYC'] as const) s.companies[id].cash = 0;
    expect(def.legalActions(s, 1).map((c) => c.action)).toEqual([{ type: 'pass', entity: 1 }]);
    run(s, [pass(1), pass(2)]);
    expect(s.round).toBe(1);
    run(s, [pass(3)]);
    expect(def.finished(s)).toBe(false);
    expect(s.round).toBe(2);
    expect(s.track.E0).toBe(2);
    expect(s.cash).toEqual([25 + 7 + 8, 34 + 6, 35 + 5]);
    expect(s.turn).toBe(0);
    expect(def.legalActions(s, 1).some((c) => c.action.type === 'start_auction')).toBe(true);
  });

  it('the bid action in an auction names its price; a wrong company is refused', () => {
    const s = started3();
    run(s, [auction(1, 'B&O')]);
    expect(() => def.process(s, bid(1, 'B&O', 2.5))).toThrow('A bid must be a whole number of dollars.');
  });
});
