// Player loans (provisional, 1822): taken from the bank, 50% interest each stock round, repaid from cash.
import { describe, expect, it } from 'vitest';
import { dataVersion } from '../../src/engine/titles/1871-steel-cities/data/index.ts';
import { addInterest, repayLoan, takeLoan } from '../../src/engine/titles/1871-steel-cities/loans.ts';

const data = dataVersion('1');

describe('1871 player loans', () => {
  it('a loan moves money from the bank, interest grows the debt only, repaying moves it back', () => {
    const bank = { bank: 1000 };
    const p = { key: 'a', cash: 20, loan: 0 };
    takeLoan(bank, p, 100);
    expect([p.cash, p.loan, bank.bank]).toEqual([120, 100, 900]);
    expect(addInterest(data, p)).toEqual([{ type: 'transfer', what: 'loan_interest', from: 'a', to: 'debt', amount: 50 }]);
    expect([p.cash, p.loan, bank.bank]).toEqual([120, 150, 900]);
    repayLoan(bank, p);
    expect([p.cash, p.loan, bank.bank]).toEqual([0, 30, 1020]);
    p.cash = 100;
    repayLoan(bank, p, 10);
    expect([p.cash, p.loan]).toEqual([90, 20]);
    repayLoan(bank, p);
    expect([p.cash, p.loan, bank.bank]).toEqual([70, 0, 1050]);
    expect(repayLoan(bank, p)).toEqual([]);
    expect(addInterest(data, p)).toEqual([]);
  });
});
