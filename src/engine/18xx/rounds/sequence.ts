// The 1830-style order of rounds: a private auction, then stock round, a set of operating rounds (as many
// as the phase says), stock round, ... A title composes its rules with these (or its own order).
import type { Ctx } from '../context.ts';
import type { GameState } from '../state.ts';
import { startOperatingRound } from './operating.ts';

function start(state: GameState, ctx: Ctx, kind: string): void {
  ctx.rules.rounds[kind]!.start(state, ctx);
}

export function auctionFirst(state: GameState, ctx: Ctx): void {
  start(state, ctx, 'auction');
}

/** No auction: the game opens with stock round 1 (1889's Beginner Game, whose privates are dealt at setup). */
export function stockFirst(state: GameState, ctx: Ctx): void {
  start(state, ctx, 'stock');
}

/** End checks at the end of a round, then the next round. */
export function auctionStockOperating(state: GameState, ctx: Ctx): void {
  const r = state.round;
  const end = ctx.cfg.gameEnd;
  if (r.kind === 'auction') return start(state, ctx, 'stock');
  if (r.kind === 'stock') {
    if (end.stockMarket && state.stockMaxReached) return finish(state, 'stock_market');
    state.operatingRounds = ctx.cfg.phases[state.phase]!.operatingRounds;
    return startOperatingRound(state, ctx, 1);
  }
  if (r.kind !== 'operating') throw new Error(`No round follows a ${(r as { kind: string }).kind} round here.`);
  const finalInSet = r.num >= state.operatingRounds;
  if ((end.stockMarket && state.stockMaxReached) || (finalInSet && state.bankBroken))
    return finish(state, state.stockMaxReached && end.stockMarket ? 'stock_market' : 'bank');
  if (!finalInSet) return startOperatingRound(state, ctx, r.num + 1);
  state.turn += 1;
  ctx.rules.hooks.orSetFinished?.(state, ctx);
  start(state, ctx, 'stock');
}

export function finish(state: GameState, reason: string): void {
  state.finished = true;
  state.endReason = reason;
}
