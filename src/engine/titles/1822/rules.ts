// 1822's rounds on the shared 18xx steps: stock rounds with the bid boxes, settled at the round's end; then a
// set of operating rounds (minors first, then majors); and its hooks.
import type { Ctx, Step, TitleHooks, TitleRules } from '../../18xx/context.ts';
import { compareOperating, priceOf } from '../../18xx/market.ts';
import { operatingRound, startOperatingRound } from '../../18xx/rounds/operating.ts';
import { finish } from '../../18xx/rounds/sequence.ts';
import { stockRoundDef } from '../../18xx/rounds/stock.ts';

import { discardTrainStep } from '../../18xx/steps/discard-train.ts';
import type { GameState } from '../../18xx/state.ts';
import { bidboxMinorsRefill, bidboxStep } from './bidbox.ts';
import { chooseRoundDef } from './choose.ts';
import { destinationStep } from './destination.ts';
import { dividend1822Step } from './dividend.ts';
import { acquireCompanyStep, companyRevenue1822 } from './privates.ts';
import { route1822Step } from './routes.ts';
import { buyTrain1822Step, discardFrom1822, discardRemoves1822, housekeepingStep, mustBuyTrain1822, trainRoom } from './trains.ts';
import { buyShare1822, shares1822Step } from './stock-step.ts';
import { reorderByCash, settleBidboxes } from './stock-end.ts';
import { track1822Step } from './track.ts';
import { specialChoose1822Step, specialToken1822Step, specialTrack1822Step } from './abilities.ts';
import { own1822 } from './state.ts';
import { soldOutUp } from './market.ts';
import { collectPhaseRevenue, float1822, floatPercent1822, trainEvent1822 } from './phase-events.ts';
import { acquireMinorStep, tokenPrices1822 } from './acquisition.ts';
import { issueSharesStep } from './issue.ts';
import { addLoanInterest, debtOf, payDebtStep, presidentLoan } from './loans.ts';
import { pendingToken1822Step, token1822Step } from './tokens.ts';
import { abilityChoices1822Step } from './ability-choices.ts';
import { heldFor, TAX_HAVEN, taxHavenStep } from './tax-haven.ts';

function start(state: GameState, ctx: Ctx, kind: string): void {
  ctx.rules.rounds[kind]!.start(state, ctx);
}

/** A stock round begins with the minors' bid box refilled (18xx.games setup_bidboxes: minors taken from it since its last refill, from phase 5, make room). */
function beginStockRound(state: GameState, ctx: Ctx): void {
  bidboxMinorsRefill(state);
  start(state, ctx, 'stock');
}

/** An operating round begins: P15 and P20, when owned, put their phase money aside too. */
function beginOperatingRound(state: GameState, ctx: Ctx, num: number): void {
  collectPhaseRevenue(state, ctx);
  startOperatingRound(state, ctx, num);
}

function nextRound(state: GameState, ctx: Ctx): void {
  const r = state.round;
  if (r.kind === 'stock') {
    // a stock round with no bid in the whole game ends it unfinished (18xx.games' 'dnf': the table never started)
    if (own1822(state).nothingSold) return finish(state, 'dnf');
    settleBidboxes(state, ctx);
    addLoanInterest(state, ctx);
    return start(state, ctx, 'choose');
  }
  if (r.kind === ('choose' as string)) {
    reorderByCash(state, ctx);
    state.operatingRounds = ctx.cfg.phases[state.phase]!.operatingRounds;
    return beginOperatingRound(state, ctx, 1);
  }
  if (r.kind !== 'operating') throw new Error(`No round follows a ${r.kind} round in 1822.`);
  // the first end trigger met: the market's end after the current operating round; a broken bank after the set
  const finalInSet = r.num >= state.operatingRounds;
  const end = own1822(state).endBy;
  if (end && (end.after === 'current_or' || finalInSet)) return finish(state, end.reason);
  if (!finalInSet) return beginOperatingRound(state, ctx, r.num + 1);
  state.turn += 1;
  beginStockRound(state, ctx);
}

/**
 * After each action: the first end trigger met locks (18xx.games G1822 GAME_END_LOCK_FIRST_TRIGGER; it checks the
 * bank before the market; a bank broken outside an operating round ends the game after the next one, game_end_timing).
 */
function noteEndTrigger(state: GameState): void {
  const own = own1822(state);
  if (own.endBy) return;
  if (state.bankBroken) own.endBy = { reason: 'bank', after: state.round.kind === 'operating' ? 'full_or' : 'current_or' };
  else if (state.stockMaxReached) own.endBy = { reason: 'stock_market', after: 'current_or' };
}

const hooks: TitleHooks = {
  afterAction: noteEndTrigger,
  // minors and majors get their money as they are bought (1822's floats set it themselves); from phase 6 a major's full capital
  float: float1822,
  floatPercent: floatPercent1822,
  trainEvent: trainEvent1822,
  // minors first, then majors; each by market order
  operatingOrder(state, ctx) {
    const floated = state.corps.filter((c) => c.floated && !c.closed);
    const order = (list: typeof floated) => list.map((c) => c.sym).sort((a, b) => compareOperating(state, ctx.cfg, a, b));
    return [...order(floated.filter((c) => c.type === 'minor')), ...order(floated.filter((c) => c.type !== 'minor'))];
  },
  // the next stock round's order is set by cash before the operating rounds, not by the last to act
  orderAfterStockRound: (state) => state.order,
  trainRoom,
  discardFrom: discardFrom1822,
  discardRemoves: discardRemoves1822,
  playerLoan: presidentLoan,
  owed: debtOf,
  // the tax haven's share and cash are its owner's worth
  heldFor,
  tokenPrices: tokenPrices1822,
  mustBuyTrain: mustBuyTrain1822,
  buyShare: buyShare1822,
  // a major's treasury shares sell at the market price, not the par (18xx.games' always_market_price)
  ipoPrice: (state, ctx, corp) => (state.corps.find((c) => c.sym === corp)?.type === 'major' ? priceOf(state, ctx.cfg, corp) : undefined),
  companyRevenue: companyRevenue1822,
  // only the certificate limit forces a sale, never a holding above 60% (18xx.games G1822 must_sell?)
  holdAboveLimit: true,
  // minors' prices do not rise when sold out
  // (up, or down and right without a cell above: 1822's own market)
  soldOutMove: soldOutUp,
  soldOut: (state, _ctx, corp) => state.corps.find((c) => c.sym === corp)?.type === 'major' && soldOutMajor(state, corp),
};

/** Players hold every share, the tax haven's counted (18xx.games: a holder of its own). */
function soldOutMajor(state: GameState, corp: string): boolean {
  let held = 0;
  for (const s of state.shares) if (s.corp === corp && (s.owner === TAX_HAVEN || state.order.includes(s.owner))) held += s.percent;
  return held === 100;
}

/** Discards to the train limit wait out the choice round (18xx.games: a step of the stock and operating rounds only). */
const discard1822Step: Step = { ...discardTrainStep, active: (state, ctx) => state.round.kind !== ('choose' as string) && discardTrainStep.active(state, ctx) };

export const rules1822: TitleRules = {
  rounds: {
    stock: stockRoundDef([bidboxStep, shares1822Step, taxHavenStep, payDebtStep]),
    choose: chooseRoundDef,
    operating: operatingRound([pendingToken1822Step, housekeepingStep, acquireCompanyStep, specialChoose1822Step, specialTrack1822Step, specialToken1822Step, track1822Step, destinationStep, token1822Step, route1822Step, dividend1822Step, buyTrain1822Step, acquireMinorStep, issueSharesStep, abilityChoices1822Step]),
  },
  firstRound: beginStockRound,
  nextRound,
  interrupts: [discard1822Step],
  hooks,
};
