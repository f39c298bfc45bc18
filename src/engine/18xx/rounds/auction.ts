// The private auction round (1830-style waterfall): its steps are the auction itself and the par a
// president's certificate bought with a private calls for.
import type { Ctx, RoundDef, Step } from '../context.ts';
import { companyDef } from '../companies.ts';
import { rotateOrderTo } from '../order.ts';
import type { AuctionRound, GameState } from '../state.ts';
import type { Action } from '../../types.ts';
import { RuleError } from '../../types.ts';

export function auctionRound(state: GameState): AuctionRound {
  if (state.round.kind !== 'auction') throw new RuleError('Not in an auction round.');
  return state.round;
}

/** The seat whose turn it is (outside a bidding war). */
export function auctionCurrent(state: GameState): string {
  const r = auctionRound(state);
  return state.order[r.index % state.order.length]!;
}

export function advanceSeat(state: GameState): void {
  const r = auctionRound(state);
  r.index = (r.index + 1) % state.order.length;
}

/** Every private sold and no par pending: the round is over; the next starts after the last to act. */
export function finishIfDone(state: GameState, ctx: Ctx): void {
  const r = auctionRound(state);
  if (r.available.length || r.pendingPar) return;
  rotateOrderTo(state, r.index);
  ctx.events.push({ type: 'priority_deal', player: state.order[0]! });
  r.done = true;
}

export function startAuction(state: GameState, ctx: Ctx): void {
  // the privates of this game (some are left out by player count)
  const available = state.companies.filter((c) => !c.closed).map((c) => c.sym).sort((a, b) => companyDef(ctx, a).value - companyDef(ctx, b).value);
  state.round = { kind: 'auction', index: 0, available, bids: [], passed: [], auctioning: null, pendingPar: null, cheapest: available[0]! };
  ctx.events.push({ type: 'round_started', round: 'auction', number: String(state.turn) });
}

/** The first active step decides who acts and what they may do. */
function activeStep(state: GameState, ctx: Ctx, stepList: Step[]): Step {
  return stepList.find((s) => s.active(state, ctx)) ?? stepList[stepList.length - 1]!;
}

export function auctionRoundDef(stepList: Step[]): RoundDef {
  return {
    kind: 'auction',
    steps: stepList,
    start: startAuction,
    actors: (state, ctx) => activeStep(state, ctx, stepList).actors!(state, ctx),
    process(state, ctx, action: Action) {
      const step = activeStep(state, ctx, stepList);
      if (!step.actions.includes(action.type)) {
        if (step.pendingReason) throw new RuleError(step.pendingReason(state, ctx));
        throw new RuleError(`Cannot ${action.type} during the auction round.`);
      }
      step.process(state, ctx, action);
    },
    choices: (state, ctx, player) => activeStep(state, ctx, stepList).choices(state, ctx, player),
    heading: () => 'Private auction',
  };
}
