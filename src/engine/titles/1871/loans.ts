// 1871's player loans (data section `loans`, provisional: the 1822 model the seed names), by 1822's own loan code
// (imported, unchanged): a president short of their part of a forced train purchase, with nothing left to sell,
// borrows the rest from the bank and owes it plus the interest; every debt grows by the interest at the end of each
// stock round; a player in debt buys, starts and bids nothing (the seed: "A bidder with loan debt should not place
// any bids": no sheet is asked of them) and pays the debt off in a stock round, in part or whole. A debt counts
// against its player's worth. Only the step's labels are 1871's (its money in the title's currency).
import type { Step } from '../../18xx/context.ts';
import { money } from '../../18xx/money.ts';
import { stockCurrent } from '../../18xx/rounds/stock.ts';
import { cashOf, type GameState } from '../../18xx/state.ts';
import type { LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { payDebtStep } from '../1822/loans.ts';
import type { SteelData } from './data.ts';

export { addLoanInterest, debtOf, debtRefusal, presidentLoan } from '../1822/loans.ts';
import { debtOf } from '../1822/loans.ts';

/** 1822's loan code charges 50% and counts debts at face value: a data version with other terms needs its own. */
export function checkLoanTerms(data: SteelData): void {
  if (data.loans.interest_percent !== 50 || data.loans.endgame_penalty_percent !== 0)
    throw new Error(`1871 data v${data.version}: loans other than 1822's (50% interest, no end-game penalty) are not built`);
}

/** Paying a loan off in a stock turn: all of it the player can, or a part in steps of 10 (any amount is accepted). */
export const payDebt1871Step: Step = {
  ...payDebtStep,
  choices(state: GameState, ctx, player): LegalChoice[] {
    const debt = debtOf(state, player);
    const all = Math.min(debt, cashOf(state, player));
    if (stockCurrent(state) !== player || all <= 0) return [];
    const act = (amount: number) => ({ type: 'payoff_player_debt_partial', entity: player, entity_type: 'player', amount });
    const out: LegalChoice[] = [{ label: `Pay ${money(ctx.cfg, all)} of your loan (${money(ctx.cfg, debt)} owed)`, action: { type: 'payoff_player_debt', entity: player, entity_type: 'player' } }];
    for (let amount = 10; amount < all; amount += 10) out.push({ label: `Pay ${money(ctx.cfg, amount)} of your loan`, action: act(amount) });
    return out;
  },
  process(state, ctx, action) {
    const amount = Number(action.amount);
    if (action.type === 'payoff_player_debt_partial' && (!Number.isInteger(amount) || amount <= 0)) throw new RuleError(`Pay a whole amount above ${money(ctx.cfg, 0)}.`);
    payDebtStep.process(state, ctx, action);
  },
};
