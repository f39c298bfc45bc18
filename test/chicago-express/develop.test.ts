import { describe, expect, it } from 'vitest';
import { def, develop, moneyTotal, placeTrain, run, started3 } from './helpers.ts';

describe('developing', () => {
  it('puts a house on a town with a train: every company there gains the house value', () => {
    const s = started3();
    placeTrain(s, 'PRR', 'Q3');
    placeTrain(s, 'NYC', 'Q3');
    run(s, [develop(1, 'Q3')]);
    expect(s.developed.Q3).toBe(1);
    expect(s.houses).toBe(19);
    expect(s.companies.PRR.income).toBe(8);
    expect(s.companies.NYC.income).toBe(9);
    expect(s.indicators.develop).toBe(1);
    expect(() => def.process(s, develop(2, 'Q3'))).toThrow('Q3 already has a house.');
  });

  it('works for any company\'s train, even one the player holds no share of', () => {
    const s = started3();
    placeTrain(s, 'C&O', 'J6');
    run(s, [develop(1, 'J6')]);
    expect(s.companies['C&O'].income).toBe(7);
  });

  it('a forest pays $2 from the bank to the company there, income unchanged', () => {
    const s = started3();
    placeTrain(s, 'PRR', 'Q4');
    run(s, [develop(1, 'Q4')]);
    expect(s.companies.PRR.cash).toBe(9);
    expect(s.companies.PRR.income).toBe(7);
    expect(s.bank).toBe(-2);
    expect(s.houses).toBe(19);
    expect(moneyTotal(s)).toBe(120);
  });

  it('Wheeling develops up to 4 times and Pittsburgh 3, moving up the track, without using supply houses', () => {
    const s = started3();
    placeTrain(s, 'PRR', 'I6');
    placeTrain(s, 'B&O', 'K4');
    for (let i = 0; i < 4; i++) {
      s.turn = 0;
      s.indicators.develop = 0;
      run(s, [develop(1, 'I6')]);
    }
    expect(s.track.I6).toBe(7);
    expect(s.companies.PRR.income).toBe(7 + 4);
    s.turn = 0;
    s.indicators.develop = 0;
    expect(() => def.process(s, develop(1, 'I6'))).toThrow('I6 (Wheeling) is fully developed (4 times).');
    for (let i = 0; i < 3; i++) {
      s.turn = 0;
      s.indicators.develop = 0;
      run(s, [develop(1, 'K4')]);
    }
    expect(s.track.K4).toBe(10);
    expect(s.companies['B&O'].income).toBe(6 + 6);
    s.turn = 0;
    expect(() => def.process(s, develop(1, 'K4'))).toThrow('fully developed (3 times)');
    expect(s.houses).toBe(20);
  });

  it('refuses hexes without a train, plains, start hexes, Detroit and Chicago', () => {
    const s = started3();
    expect(() => def.process(s, develop(1, 'Q3'))).toThrow('Q3 has no train; only hexes with a train can be developed.');
    placeTrain(s, 'PRR', 'R4');
    expect(() => def.process(s, develop(1, 'R4'))).toThrow('R4 is plain; plains cannot be developed.');
    expect(() => def.process(s, develop(1, 'R5'))).toThrow('R5 (Philadelphia) is a start hex; start hexes cannot be developed.');
    placeTrain(s, 'PRR', 'E0');
    expect(() => def.process(s, develop(1, 'E0'))).toThrow('it develops by itself after each dividend phase');
    placeTrain(s, 'PRR', 'A2');
    expect(() => def.process(s, develop(1, 'A2'))).toThrow('A2 (Chicago) has no house value');
  });

  it('Fort Wayne can be developed once a train is there', () => {
    const s = started3();
    placeTrain(s, 'NYC', 'D3');
    run(s, [develop(1, 'D3')]);
    expect(s.companies.NYC.income).toBe(10);
  });

  it('needs a house in the supply and the develop needle out of the red', () => {
    const s = started3();
    placeTrain(s, 'PRR', 'Q3');
    s.houses = 0;
    expect(() => def.process(s, develop(1, 'Q3'))).toThrow('No houses are left in the supply.');
    s.houses = 5;
    s.indicators.develop = 4;
    expect(() => def.process(s, develop(1, 'Q3'))).toThrow('The develop indicator is already in the red');
  });
});
