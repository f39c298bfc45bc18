// Shares in an 1822 stock round, on the shared buy/sell/par step with 1822's limits: only majors' shares are
// bought, never after a bid in the same turn; a major is parred only in the phases that allow it (its concession's
// exchange is not built yet, so a par is refused with a clear reason until it is: README "Missing").
import type { Step } from '../../18xx/context.ts';
import { buySellParStep } from '../../18xx/steps/buy-sell-par.ts';
import type { GameState } from '../../18xx/state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';

function isMajor(state: GameState, corp: string): boolean {
  return state.corps.some((c) => c.sym === corp && c.type === 'major');
}

function bidThisTurn(state: GameState): boolean {
  return state.round.kind === 'stock' && state.round.current.includes('bid');
}

function shareCorp(state: GameState, action: Action): string {
  const id = (action.shares as string[] | undefined)?.[0] ?? '';
  return state.shares.find((s) => s.id === id)?.corp ?? '';
}

/** Why 1822 refuses this action now (null: the shared step decides). */
function refusal(state: GameState, action: Action): string | null {
  if (action.type === 'par') return 'You cannot par a company that way in 1822: majors start from their concessions (not built yet).';
  if (action.type === 'buy_shares') {
    if (!isMajor(state, shareCorp(state, action))) return 'Only majors\' shares can be bought.';
    if (bidThisTurn(state)) return 'You bid this turn, so you cannot buy shares too.';
  }
  return null;
}

export const shares1822Step: Step = {
  ...buySellParStep,
  id: 'shares_1822',
  choices(state, ctx, player): LegalChoice[] {
    return buySellParStep.choices(state, ctx, player).filter((c) => refusal(state, c.action) === null);
  },
  process(state, ctx, action) {
    const why = refusal(state, action);
    if (why) throw new RuleError(why);
    buySellParStep.process(state, ctx, action);
  },
};
