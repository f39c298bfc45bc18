// Player debt (18xx.games EBUY_CAN_TAKE_PLAYER_LOAN :after_sell, PLAYER_LOAN_INTEREST_RATE 50): a president short of
// their part of a forced train purchase, with nothing left to sell, borrows the rest from the bank and owes it plus
// 50% (rounded up); the debt grows by 50% at the end of every stock round; while in debt a player may not buy,
// par or bid, only sell and pay it off (in full or in part) in a stock round; a player's value counts it against them.
import type { Ctx, Step } from '../../18xx/context.ts';
import { stockCurrent } from '../../18xx/rounds/stock.ts';
import { mustSell } from '../../18xx/steps/buy-sell-par.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, pay } from '../../18xx/state.ts';
import { ownValue, setKey } from '../../records.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { own1822 } from './state.ts';
import './events.ts';
import { money } from '../../18xx/money.ts';

const INTEREST = 50;

const interestOn = (amount: number): number => Math.ceil((amount * INTEREST) / 100);

export function debtOf(state: GameState, player: string): number {
  return ownValue(own1822(state).debts ?? {}, player) ?? 0;
}

function setDebt(state: GameState, player: string, debt: number): void {
  setKey((own1822(state).debts ??= {}), player, debt);
}

/** The shared train step's hook: the bank lends what the president is short once they have nothing to sell. */
export function presidentLoan(state: GameState, ctx: Ctx, player: string, owed: number): void {
  pay(state, 'bank', player, owed);
  const interest = interestOn(owed);
  const debt = debtOf(state, player) + owed + interest;
  setDebt(state, player, debt);
  ctx.events.push({ type: 'player_loan', player, amount: owed, interest, debt });
}

/** The end of a stock round: every debt grows by half (rounded up). */
export function addLoanInterest(state: GameState, ctx: Ctx): void {
  for (const p of state.order) {
    const debt = debtOf(state, p);
    if (debt <= 0) continue;
    const interest = interestOn(debt);
    setDebt(state, p, debt + interest);
    ctx.events.push({ type: 'loan_interest', player: p, interest, debt: debt + interest });
  }
}

/** Why a player in debt may not buy, par or bid (null: no debt). */
export function debtRefusal(state: GameState, player: string): string | null {
  return debtOf(state, player) > 0 ? 'You must pay off your loan before you buy, start a company or bid.' : null;
}

function payOff(state: GameState, ctx: Ctx, player: string, amount: number): void {
  const paid = Math.min(amount, debtOf(state, player), cashOf(state, player));
  if (paid <= 0) throw new RuleError('You have no loan to pay, or no cash to pay it with.');
  pay(state, player, 'bank', paid);
  setDebt(state, player, debtOf(state, player) - paid);
  ctx.events.push({ type: 'loan_paid', player, amount: paid, debt: debtOf(state, player) });
}

/** Paying a loan off in a stock round (as often as the player likes; it does not end the turn). */
export const payDebtStep: Step = {
  id: 'pay_debt',
  actions: ['payoff_player_debt', 'payoff_player_debt_partial'],
  active: () => true,
  // (not while over the certificate limit: a player who must sell only sells, 18xx.games must_sell?)
  hasActions: (state, ctx, player) => debtOf(state, player) > 0 && cashOf(state, player) > 0 && !mustSell(state, ctx, player),
  choices(state, ctx, player): LegalChoice[] {
    if (stockCurrent(state) !== player || debtOf(state, player) <= 0 || cashOf(state, player) <= 0 || mustSell(state, ctx, player)) return [];
    const all = Math.min(debtOf(state, player), cashOf(state, player));
    const out: LegalChoice[] = [{ label: `Pay ${money(ctx.cfg, all)} of your loan (${money(ctx.cfg, debtOf(state, player))} owed)`, action: { type: 'payoff_player_debt', entity: player, entity_type: 'player' } }];
    // or any smaller part
    for (let amount = 1; amount <= all; amount++) out.push({ label: `Pay ${money(ctx.cfg, amount)} of your loan`, action: { type: 'payoff_player_debt_partial', entity: player, entity_type: 'player', amount } });
    return out;
  },
  process(state, ctx, action: Action) {
    const player = String(action.entity ?? '');
    if (stockCurrent(state) !== player) throw new RuleError('It is not your turn.');
    if (mustSell(state, ctx, player)) throw new RuleError('You are over the certificate limit and must sell first.');
    const amount = action.type === 'payoff_player_debt' ? cashOf(state, player) : Number(action.amount);
    if (!Number.isInteger(amount) || amount <= 0) throw new RuleError(`Pay a whole amount above ${money(ctx.cfg, 0)}.`);
    payOff(state, ctx, player, amount);
    if (state.round.kind === 'stock') state.round.current.push('pay_debt');
  },
};
