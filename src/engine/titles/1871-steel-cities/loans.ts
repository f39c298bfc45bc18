// Player loans (provisional, 1822: data section `loans`). A player takes a loan only when their
// company must buy a train they cannot pay for; the debt grows by `interest_percent` at the start of
// each stock round; it is repaid in stock rounds, in part or whole. A player with loan debt may not
// bid (seed) — nor buy shares (1822). Money moves between the player and the bank only.
import type { SteelData } from './data/schema.ts';
import type { SteelEvent } from './events.ts';

export interface Borrower {
  key: string;
  cash: number;
  loan: number;
}

export interface Bank {
  bank: number;
}

/** The player borrows `amount` from the bank (cash rises, debt rises by the same). */
export function takeLoan(bank: Bank, player: Borrower, amount: number): SteelEvent[] {
  if (amount <= 0) return [];
  player.cash += amount;
  player.loan += amount;
  bank.bank -= amount;
  return [{ type: 'transfer', what: 'loan', from: 'bank', to: player.key, amount }];
}

/** Interest at the start of a stock round: the debt grows; no money moves until it is repaid. */
export function addInterest(data: SteelData, player: Borrower): SteelEvent[] {
  if (player.loan <= 0) return [];
  const interest = Math.ceil((player.loan * data.loans.interest_percent) / 100);
  player.loan += interest;
  return [{ type: 'transfer', what: 'loan_interest', from: player.key, to: 'debt', amount: interest }];
}

/** Repays up to `amount` (default: as much as possible) from the player's cash to the bank. */
export function repayLoan(bank: Bank, player: Borrower, amount = Math.min(player.cash, player.loan)): SteelEvent[] {
  const paid = Math.min(amount, player.cash, player.loan);
  if (paid <= 0) return [];
  player.cash -= paid;
  player.loan -= paid;
  bank.bank += paid;
  return [{ type: 'transfer', what: 'loan_repaid', from: player.key, to: 'bank', amount: paid }];
}
