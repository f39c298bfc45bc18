// 1828's rules on the shared 18xx steps: the rounds it composes, their order, and its hooks.
import type { Ctx, RoundDef, TitleHooks, TitleRules } from '../../18xx/context.ts';
import { operatingRound, startOperatingRound } from '../../18xx/rounds/operating.ts';
import { finish } from '../../18xx/rounds/sequence.ts';
import { checkEnd, endsAfterRound, newEndState } from './end.ts';
import { CP_MINOR, PHASES } from './data.ts';
import { stockRoundDef } from '../../18xx/rounds/stock.ts';
import { discard1828, liveShells } from './discard-step.ts';
import { trainLimit } from '../../18xx/trains.ts';
import { compareOperating } from '../../18xx/market.ts';
import { buyCompany1828 } from './buy-company.ts';
import { ekStep } from './ek-step.ts';
import { mhStep } from './mh-step.ts';
import { dhStep } from './dh-step.ts';
import { coalStep, cpTokenStep, pendingHomeStep, removeCpMinor } from './specials.ts';
import { buyTrain1828, dividend1828, route1828, swapTrain1828, token1828, track1828 } from './operating-steps.ts';
import { specialTrackStep } from '../../18xx/steps/special-track.ts';
import { closedByTrainPurchase } from './privates.ts';
import { closeCompany } from '../../18xx/companies.ts';
import type { GameState } from '../../18xx/state.ts';
import type { StockRound } from '../../18xx/state.ts';
import { corpOf, pay } from '../../18xx/state.ts';
import { placeInCell, priceOf } from '../../18xx/market.ts';
import { holdingsIn, percentOf, presidentShare } from '../../18xx/shares.ts';
import { isEndCell, soldOutMove, type Coords } from './market.ts';
import { own1828 } from './state.ts';
import { mayBuyAnother } from './stock.ts';
import { mergerOf } from './merger-round.ts';
import { systemSym } from './merger.ts';
import { auctionLines1828, auctionRound1828, auctionStatus1828 } from './auction-round.ts';
import { stockStep1828 } from './stock-step.ts';
import { removeUnparred } from './unparred.ts';
import { ownValue } from '../../records.ts';

/** The phase the first 6-train starts (its close_companies event). */
const RED = PHASES.findIndex((p) => p.on === '6');

/** Move a corporation to a market cell (the $500 cell ends the game at the round's end). */
export function moveTo(state: GameState, corp: string, to: Coords): void {
  const c = corpOf(state, corp);
  if (c.cell && c.cell[0] === to[0] && c.cell[1] === to[1]) return;
  placeInCell(state, corp, [to[0], to[1]]);
  if (isEndCell(to)) state.stockMaxReached = true;
}

const hooks: TitleHooks = {
  auctionLines: (state) => auctionLines1828(state),
  auctionStatus: (state) => auctionStatus1828(state),
  // a merger's exchange waiting for a choice: players' certificates of the three corporations as it stands
  exchangeHoldings(state, player) {
    const m = mergerOf(state);
    if (!m?.held || !m.target) return null;
    return { corps: [m.initiator, m.target, systemSym(m.initiator, m.target)], held: ownValue(m.held, player) ?? [] };
  },
  // full capitalization: ten times the par price at float
  // (a system's par price is its market price: always_market_price)
  float(state, ctx, corp) {
    const par = own1828(state).systems.includes(corp) ? priceOf(state, ctx.cfg, corp) : (corpOf(state, corp).parPrice ?? 0);
    pay(state, 'bank', corp, par * 10);
  },
  companyRevenue: (state, sym) => own1828(state).revenue[sym] ?? 0,
  holdAboveLimit: true,
  saleFloorAlways: true,
  // after the turn's purchase (a share, a merger, a failed merger): a second share only by the president of a
  // grey-zone corporation, two of it at most (18xx.games G1828 can_buy_multiple?)
  mayBuyAgain(state, _ctx, player, corp, current) {
    const cell = corpOf(state, corp).cell;
    if (!cell) return false;
    let ofCorp = 0;
    let other = false;
    for (const x of current) {
      if (x === `buy:${corp}`) ofCorp++;
      else if (x.startsWith('buy:')) other = true;
    }
    const president = presidentShare(state, corp).owner === player;
    return mayBuyAnother({ president, at: cell, boughtOfCorp: ofCorp, parredThisTurn: current.includes('par'), boughtOther: other });
  },
  // a system's train limit holds per shell
  trainRoom(state, ctx, corp, shell) {
    if (!own1828(state).systems.includes(corp)) return undefined;
    const limit = trainLimit(state, ctx.cfg);
    const shells = liveShells(state, corp);
    return shell ? (shells.find((s) => s.name === shell)?.trains.length ?? limit) < limit : shells.some((s) => s.trains.length < limit);
  },
  // a system's president may add cash for a train into an empty shell
  presidentMayContribute(state, _ctx, corp, shell) {
    if (!own1828(state).systems.includes(corp)) return false;
    const shells = liveShells(state, corp);
    return shell ? shells.find((s) => s.name === shell)?.trains.length === 0 : shells.some((s) => s.trains.length === 0);
  },
  // systems sell their IPO shares at the market price (always_market_price)
  ipoPrice: (state, ctx, corp) => (own1828(state).systems.includes(corp) ? priceOf(state, ctx.cfg, corp) : undefined),
  // minors (C&P) first, then corporations in market order
  operatingOrder(state, ctx) {
    const corps = state.corps.filter((c) => c.floated && !c.closed && c.sym !== 'C&P').map((c) => c.sym);
    corps.sort((a, b) => compareOperating(state, ctx.cfg, a, b));
    const cp = state.corps.find((c) => c.sym === 'C&P' && c.floated && !c.closed);
    return cp ? ['C&P', ...corps] : corps;
  },
  // a $250 private closes when its corporation (or a system containing it) buys a train; the first 6 (Red) has
  // closed every private, and removes the C&P minor too
  trainBought(state, ctx, corp) {
    const open = state.companies.filter((c) => !c.closed).map((c) => c.sym);
    const members = own1828(state).members?.[corp] ?? null;
    for (const sym of closedByTrainPurchase(open, corp, members)) closeCompany(state, ctx, sym);
    if (state.phase >= RED) removeCpMinor(state);
  },
  // the next stock round's order is the order of passing (NEXT_SR_PLAYER_ORDER first_to_pass)
  orderAfterStockRound: (state) => {
    const passed = (state.round as StockRound).passed;
    return passed.length ? [...passed] : state.order;
  },
  soldOut(state, _ctx, corp) {
    const owned = holdingsIn(state, corp);
    let held = 0;
    for (const p of state.order) held += owned.get(p) ?? 0;
    return held === (own1828(state).systems.includes(corp) ? 90 : 100);
  },
  soldOutMove(state, _ctx, corp) {
    const c = corpOf(state, corp);
    if (!c.cell) return;
    moveTo(state, corp, soldOutMove(c.cell, c.president ? percentOf(state, c.president, corp) : 0));
  },
};

/** In 18xx.games' log a system acts as entity type "system" and C&P as "minor": the listing says so. */
function asSystems(round: RoundDef): RoundDef {
  const typeOf = (state: GameState, entity: string): string | null =>
    entity === CP_MINOR.sym ? 'minor' : own1828(state).systems.includes(entity) ? 'system' : null;
  return {
    ...round,
    choices(state, ctx, player) {
      return round.choices(state, ctx, player).map((c) => {
        const type = c.action.entity_type === 'corporation' ? typeOf(state, String(c.action.entity)) : null;
        return type ? { ...c, action: { ...c.action, entity_type: type } } : c;
      });
    },
  };
}

function start(state: GameState, ctx: Ctx, kind: string): void {
  ctx.rules.rounds[kind]!.start(state, ctx);
}

/** An operating round starts; the action count then tells its first action (M&H's exchange, mh-step.ts). */
function startOR(state: GameState, ctx: Ctx, num: number): void {
  own1828(state).orStartedAt = state.actionCount;
  startOperatingRound(state, ctx, num);
}

/** Auction, then stock round and sets of operating rounds; the end checks of end.ts come with the operating rounds. */
function nextRound(state: GameState, ctx: Ctx): void {
  const r = state.round;
  // 18xx.games checks after every action; the facts (a $500 price, the Purple phase) only arise in a round and
  // the OR set number changes only between rounds, so checking as each round ends sets the same final turn
  const end = (own1828(state).end ??= newEndState());
  checkEnd(end, { bankrupt: false, maxPriceReached: state.stockMaxReached, finalPhase: state.phase === PHASES.length - 1, turn: state.turn });
  const finished = { kind: r.kind as 'auction' | 'stock' | 'operating', roundNum: r.kind === 'operating' ? r.num : undefined, operatingRounds: state.operatingRounds, turn: state.turn };
  if (endsAfterRound(end, finished)) return finish(state, end.trigger!.reason);
  if (r.kind === 'auction') return start(state, ctx, 'stock');
  if (r.kind === 'stock') {
    state.operatingRounds = ctx.cfg.phases[state.phase]!.operatingRounds;
    return startOR(state, ctx, 1);
  }
  if (r.kind !== 'operating') throw new Error(`No round follows a ${(r as { kind: string }).kind} round in 1828.`);
  if (r.num < state.operatingRounds) return startOR(state, ctx, r.num + 1);
  state.turn += 1;
  removeUnparred(state);
  start(state, ctx, 'stock');
}

export const rules1828: TitleRules = {
  rounds: {
    auction: auctionRound1828,
    stock: stockRoundDef([stockStep1828]),
    operating: asSystems(operatingRound([mhStep, pendingHomeStep, cpTokenStep, ekStep, dhStep, coalStep, specialTrackStep, track1828, token1828, route1828, dividend1828, swapTrain1828, buyTrain1828, buyCompany1828])),
  },
  firstRound: (state, ctx) => start(state, ctx, 'auction'),
  nextRound,
  interrupts: [discard1828],
  hooks,
};
