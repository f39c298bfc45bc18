import { describe, expect, it } from 'vitest';
import { auction, bid, build, def, develop, moneyTotal, pass, placeTrain, run, started3 } from './helpers.ts';

function nearChicago() {
  const s = started3();
  placeTrain(s, 'PRR', 'A3');
  s.companies.PRR.cash = 20;
  s.bank -= 13; // the extra $13 comes from the bank
  return s;
}

describe('Chicago phase', () => {
  it('the first train in Chicago pays an extra dividend, opens Wabash at Fort Wayne, and the builder opens its auction', () => {
    const s = nearChicago();
    run(s, [build(1, 'PRR', ['A2'])]);
    // PRR income 7 + 7 = 14, one share: Ann gets $14
    expect(s.companies.PRR.income).toBe(14);
    expect(s.cash[0]).toBe(25 + 14);
    expect(s.companies.WAB).toMatchObject({ open: true, income: 1, trainsLeft: 10, issued: 0 });
    expect(s.trains.D3).toEqual(['WAB']);
    expect(s.phase).toBe('auction');
    expect(s.auction).toMatchObject({ corporation: 'WAB', kind: 'wabash', opener: 0, toAct: 0 });
    expect(s.indicators.auction).toBe(0);
    run(s, [bid(1, 'WAB', 1), bid(2, 'WAB', 3), pass(3), pass(1)]);
    expect(s.shares.WAB).toEqual([0, 1, 0]);
    expect(s.companies.WAB.cash).toBe(3);
    expect(s.phase).toBe('turn');
    expect(s.turn).toBe(1);
    expect(moneyTotal(s)).toBe(120);
  });

  it('Wabash starts at income 3 if Fort Wayne is developed, and its train counts there', () => {
    const s = nearChicago();
    placeTrain(s, 'C&O', 'D3');
    s.developed.D3 = 1;
    run(s, [build(1, 'PRR', ['A2'])]);
    expect(s.companies.WAB.income).toBe(3);
    expect(s.trains.D3).toEqual(['C&O', 'WAB']);
  });

  it('if all pass on the Wabash share it stays on the charter and can be auctioned later', () => {
    const s = nearChicago();
    run(s, [build(1, 'PRR', ['A2']), pass(1), pass(2), pass(3)]);
    expect(s.companies.WAB.issued).toBe(0);
    expect(s.turn).toBe(1);
    run(s, [auction(2, 'WAB'), bid(2, 'WAB', 1), pass(3), pass(1)]);
    expect(s.shares.WAB).toEqual([0, 1, 0]);
  });

  it('later arrivals pay their own extra dividend but do not reopen Wabash', () => {
    const s = nearChicago();
    run(s, [build(1, 'PRR', ['A2']), pass(1), pass(2), pass(3)]);
    placeTrain(s, 'B&O', 'B2');
    s.companies['B&O'].cash = 10;
    run(s, [build(2, 'B&O', ['A2'])]);
    // B&O income 6 + 7 = 13, one share
    expect(s.cash[1]).toBe(34 + 13);
    expect(s.companies.PRR.cash).toBe(17);
    expect(s.phase).toBe('turn');
    expect(s.turn).toBe(2);
    // Chicago costs 3 × 2 trains
    expect(s.companies['B&O'].cash).toBe(4);
  });

  it('comes before the dividend phase when both happen on the same turn', () => {
    const s = nearChicago();
    s.indicators = { auction: 3, develop: 0, build: 4 };
    run(s, [build(1, 'PRR', ['A2'])]);
    // Chicago first: the Wabash auction runs, dividends wait
    expect(s.phase).toBe('auction');
    expect(s.round).toBe(1);
    expect(s.cash[0]).toBe(25 + 14);
    run(s, [bid(1, 'WAB', 1), pass(2), pass(3)]);
    // then dividends: PRR 14 + NYC 8 to Ann; WAB ceil(1/1) = 1 to Ann
    expect(s.cash[0]).toBe(25 + 14 - 1 + 14 + 8 + 1);
    expect(s.round).toBe(2);
    expect(s.indicators).toEqual({ auction: 0, develop: 0, build: 0 });
  });

  it('developing Chicago itself is refused (no house value)', () => {
    const s = nearChicago();
    run(s, [build(1, 'PRR', ['A2']), pass(1), pass(2), pass(3)]);
    expect(() => def.process(s, develop(2, 'A2'))).toThrow('has no house value');
  });

  it('a log may call Wabash "Wabash" (as the reference does) and write company ids in any case', () => {
    const s = nearChicago();
    run(s, [build(1, 'prr', ['A2']), bid(1, 'Wabash', 1), bid(2, 'WABASH', 2), pass(3), pass(1)]);
    expect(s.shares.WAB).toEqual([0, 1, 0]);
    s.companies.WAB.cash = 5;
    const before = def.clone(s);
    run(s, [build(2, 'Wabash', ['C3'])]);
    expect(def.narrate!(def.view(before, null), def.view(s, null), build(2, 'Wabash', ['C3'])).join('\n')).toContain('WAB builds on C3 for $1');
    expect(s.trains.C3).toEqual(['WAB']);
    expect(s.companies.WAB.cash).toBe(4);
    run(s, [auction(3, 'wab')]);
    expect(s.auction).toMatchObject({ corporation: 'WAB', kind: 'turn' });
    expect(() => def.process(s, bid(3, 'PRR', 5))).toThrow('The share up for auction is WAB, not PRR.');
  });
});
