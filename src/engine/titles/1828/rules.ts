// 1828's rules on the shared 18xx steps: the rounds it composes, their order, and its hooks.
import type { Ctx, TitleHooks, TitleRules } from '../../18xx/context.ts';
import { operatingRound, startOperatingRound } from '../../18xx/rounds/operating.ts';
import { finish } from '../../18xx/rounds/sequence.ts';
import { stockRoundDef } from '../../18xx/rounds/stock.ts';
import { buyCompanyStep } from '../../18xx/steps/buy-company.ts';
import { buyTrainStep } from '../../18xx/steps/buy-train.ts';
import { discardTrainStep } from '../../18xx/steps/discard-train.ts';
import { dividendStep } from '../../18xx/steps/dividend.ts';
import { routeStep } from '../../18xx/steps/route.ts';
import { tokenStep } from '../../18xx/steps/token.ts';
import { trackStep } from '../../18xx/steps/track.ts';
import type { GameState } from '../../18xx/state.ts';
import type { StockRound } from '../../18xx/state.ts';
import { corpOf, pay } from '../../18xx/state.ts';
import { placeInCell } from '../../18xx/market.ts';
import { percentOf } from '../../18xx/shares.ts';
import { isEndCell, soldOutMove, type Coords } from './market.ts';
import { own1828 } from './state.ts';
import { auctionRound1828 } from './auction-round.ts';
import { stockStep1828 } from './stock-step.ts';

/** Move a corporation to a market cell (the $500 cell ends the game at the round's end). */
export function moveTo(state: GameState, corp: string, to: Coords): void {
  const c = corpOf(state, corp);
  if (c.cell && c.cell[0] === to[0] && c.cell[1] === to[1]) return;
  placeInCell(state, corp, [to[0], to[1]]);
  if (isEndCell(to)) state.stockMaxReached = true;
}

const hooks: TitleHooks = {
  // full capitalization: ten times the par price at float
  float(state, _ctx, corp) {
    pay(state, 'bank', corp, (corpOf(state, corp).parPrice ?? 0) * 10);
  },
  companyRevenue: (state, sym) => own1828(state).revenue[sym] ?? 0,
  // the next stock round's order is the order of passing (NEXT_SR_PLAYER_ORDER first_to_pass)
  orderAfterStockRound: (state) => {
    const passed = (state.round as StockRound).passed;
    return passed.length ? [...passed] : state.order;
  },
  soldOut(state, _ctx, corp) {
    const held = state.order.reduce((s, p) => s + percentOf(state, p, corp), 0);
    return held === (own1828(state).systems.includes(corp) ? 90 : 100);
  },
  soldOutMove(state, _ctx, corp) {
    const c = corpOf(state, corp);
    if (!c.cell) return;
    moveTo(state, corp, soldOutMove(c.cell, c.president ? percentOf(state, c.president, corp) : 0));
  },
};

function start(state: GameState, ctx: Ctx, kind: string): void {
  ctx.rules.rounds[kind]!.start(state, ctx);
}

/** Auction, then stock round and sets of operating rounds; the end checks of end.ts come with the operating rounds. */
function nextRound(state: GameState, ctx: Ctx): void {
  const r = state.round;
  if (r.kind === 'auction') return start(state, ctx, 'stock');
  if (r.kind === 'stock') {
    if (state.stockMaxReached) return finish(state, 'stock_market');
    state.operatingRounds = ctx.cfg.phases[state.phase]!.operatingRounds;
    return startOperatingRound(state, ctx, 1);
  }
  if (r.kind !== 'operating') throw new Error(`No round follows a ${(r as { kind: string }).kind} round in 1828.`);
  if (state.stockMaxReached) return finish(state, 'stock_market');
  if (r.num < state.operatingRounds) return startOperatingRound(state, ctx, r.num + 1);
  state.turn += 1;
  start(state, ctx, 'stock');
}

export const rules1828: TitleRules = {
  rounds: {
    auction: auctionRound1828,
    stock: stockRoundDef([stockStep1828]),
    operating: operatingRound([trackStep, tokenStep, routeStep, dividendStep, buyTrainStep, buyCompanyStep]),
  },
  firstRound: (state, ctx) => start(state, ctx, 'auction'),
  nextRound,
  interrupts: [discardTrainStep],
  hooks,
};
