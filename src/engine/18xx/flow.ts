// Round sequence: auction → SR → ORs → SR ..., OR-set exports and the end of the game.
import type { Ctx } from './context.ts';
import { closeAllCompanies, payoutCompanies } from './companies.ts';
import { compareOperating } from './market.ts';
import { beginTurn } from './operating.ts';
import { startStockRound } from './stock.ts';
import type { GameState } from './state.ts';
import { exportTrain, type PhaseHooks } from './trains.ts';

export { startStockRound };

export function phaseHooks(state: GameState): PhaseHooks {
  return { closeCompanies: () => closeAllCompanies(state) };
}

export function startOperatingRound(state: GameState, ctx: Ctx, num: number): void {
  payoutCompanies(state, ctx);
  const order = state.corps.filter((c) => c.floated && !c.closed).map((c) => c.sym);
  order.sort((a, b) => compareOperating(state, ctx.cfg, a, b));
  for (const t of state.trains) t.operated = false;
  state.round = {
    kind: 'operating',
    num,
    order,
    index: 0,
    step: 'track',
    laid: false,
    lays: 0,
    tokened: false,
    revenue: 0,
    ran: false,
    boughtTrain: false,
    emergency: false,
  };
  if (!order.length) {
    endOperatingRound(state, ctx);
    return;
  }
  beginTurn(state, ctx);
}

/** After each set of ORs (18Chesapeake base: export the next 2, 3 or 4 train). */
export function afterOrSet(state: GameState, ctx: Ctx): void {
  if (!ctx.cfg.exportAfterOrSet) return;
  const next = state.upcoming[0];
  if (!next) return;
  const name = state.trains.find((t) => t.id === next)!.name;
  if (['2', '3', '4'].includes(name)) exportTrain(state, ctx.cfg, phaseHooks(state));
}

export function endOperatingRound(state: GameState, ctx: Ctx): void {
  const r = state.round;
  if (r.kind !== 'operating') return;
  const finalInSet = r.num >= state.operatingRounds;
  if ((ctx.cfg.gameEnd.stockMarket && state.stockMaxReached) || (finalInSet && state.bankBroken)) {
    state.finished = true;
    state.endReason = state.stockMaxReached && ctx.cfg.gameEnd.stockMarket ? 'stock_market' : 'bank';
    return;
  }
  if (!finalInSet) {
    startOperatingRound(state, ctx, r.num + 1);
    return;
  }
  state.turn += 1;
  afterOrSet(state, ctx);
  startStockRound(state, ctx);
}
