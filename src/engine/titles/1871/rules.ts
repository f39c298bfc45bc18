// 1871's rounds on the shared driver: every stock round opens with its sealed auctions (sealed-round.ts) and goes
// on with the players' stock turns (stock-step.ts; loans paid off, loans.ts), then a set of operating rounds (as
// many as the phase says) whose turns have the track step (track-step.ts), the runs by train class (the shared
// route step on the map port's class rules), the dividends (dividend-step.ts) and trains (the shared buy-train
// step: a minor buys only its token's class, limits by operator kind; a president short of a forced train borrows):
// minors first, by bid number, then majors; majors place further tokens of the shapes they have (token-step.ts).
// The game ends as the data's `end` says.
import type { Ctx, TitleRules } from '../../18xx/context.ts';
import { operatingRound, startOperatingRound } from '../../18xx/rounds/operating.ts';
import { hasStockActions, stockRoundDef, startStockRound } from '../../18xx/rounds/stock.ts';
import { finish } from '../../18xx/rounds/sequence.ts';
import { buyTrainStep } from '../../18xx/steps/buy-train.ts';
import { routeStep } from '../../18xx/steps/route.ts';
import { corpOf } from '../../18xx/state.ts';
import { compareOperating } from '../../18xx/market.ts';
import type { GameState } from '../../18xx/state.ts';
import { dataOf } from './data.ts';
import { sealedOf, sealedRoundDef, startAuctions } from './sealed-round.ts';
import { track1871Step } from './track-step.ts';
import { token1871Step } from './token-step.ts';
import { dividend1871Step } from './dividend-step.ts';
import { buyShare1871, closePapers, floatMajor, shares1871Step } from './stock-step.ts';
import { addLoanInterest, debtOf, payDebt1871Step, presidentLoan } from './loans.ts';

/** A minor buys only trains of its token's class (freight: square, passenger: round). */
function mayOwnTrain(state: GameState, _ctx: Ctx, corp: string, train: string): boolean {
  const data = dataOf(state);
  const minor = data.companies.minors.find((m) => m.id === corp);
  if (!minor) return true;
  const level = data.trains.list.find((t) => t.name === train);
  return !!level && data.trains.classes[level.class].freight === (minor.token === 'square');
}

/** Room for a train below the phase's limit for the operator's kind (minor or major). */
function trainRoom(state: GameState, ctx: Ctx, corp: string): boolean {
  const limits = dataOf(state).phases.list.find((p) => p.name === ctx.cfg.phases[state.phase]!.name)!.train_limit;
  const c = corpOf(state, corp);
  return c.trains.length < (c.type === 'minor' ? limits.minor : limits.major);
}

/** Floated minors by bid number, then floated majors by share price (the shared market order). */
function operatingOrder(state: GameState, ctx: Ctx): string[] {
  const data = dataOf(state);
  const floated = (sym: string) => state.corps.some((c) => c.sym === sym && c.floated && !c.closed);
  const minors = [...data.companies.minors].sort((a, b) => a.bid_number - b.bid_number).map((m) => m.id);
  const majors = ctx.cfg.corporations.filter((c) => c.type === 'major' && floated(c.sym)).map((c) => c.sym);
  return [...minors.filter(floated), ...majors.sort((a, b) => compareOperating(state, ctx.cfg, a, b))];
}

/** Does the data's end timing (`current_or`: this operating round; `full_or_set`: its set) end the game now? */
const endsNow = (when: string, finalInSet: boolean) => when === 'current_or' || finalInSet;

/**
 * A stock round had nothing on offer, no player can trade and no company operates (no paper company held either):
 * nothing players do can change the game again (the phase moves only with trains).
 */
function nothingCanChange(state: GameState, ctx: Ctx): boolean {
  const s = sealedOf(state);
  if (s.lastReveal?.round.startsWith(`sr${s.number}-`) || operatingOrder(state, ctx).length) return false;
  const paper = new Set(dataOf(state).companies.paper.map((p) => p.id));
  if (state.companies.some((c) => paper.has(c.sym) && !c.closed && c.owner !== 'bank')) return false;
  return !state.order.some((p) => hasStockActions(state, ctx, p));
}

/**
 * Nothing can change: the game plays itself out by its rules, set after set (the privates pay their owners, debts
 * grow) until the data's end; when nothing pays either, it ends there (a safeguard of this program, so said).
 */
function playOut(state: GameState, ctx: Ctx): void {
  if (!state.companies.some((c) => !c.closed && c.owner && c.owner !== 'bank' && ctx.cfg.companies.find((d) => d.sym === c.sym)!.revenue > 0)) return finish(state, 'no_moves_left');
  const end = dataOf(state).end;
  for (let guard = 0; guard < 10_000; guard++) {
    state.operatingRounds = ctx.cfg.phases[state.phase]!.operatingRounds;
    for (let num = 1; num <= state.operatingRounds; num++) {
      startOperatingRound(state, ctx, num);
      if (state.bankBroken && endsNow(end.bank_broken, num === state.operatingRounds)) return finish(state, 'bank');
    }
    state.turn += 1;
    addLoanInterest(state, ctx);
  }
  finish(state, 'no_moves_left');
}

function nextRound(state: GameState, ctx: Ctx): void {
  const r = state.round;
  // the auctions done, the stock round's turns (stock-step.ts); then the operating rounds
  if ((r.kind as string) === 'sealed') {
    // (the stock round was announced as its auctions opened: its turns are no new round)
    const told = ctx.events.list.length;
    startStockRound(state, ctx);
    if (ctx.events.list[told]?.type === 'round_started') ctx.events.list.splice(told, 1);
    return;
  }
  if (r.kind === 'stock') {
    addLoanInterest(state, ctx);
    if (nothingCanChange(state, ctx)) return playOut(state, ctx);
    state.operatingRounds = ctx.cfg.phases[state.phase]!.operatingRounds;
    return startOperatingRound(state, ctx, 1);
  }
  if (r.kind !== 'operating') throw new Error(`No round follows a ${r.kind} round in 1871.`);
  // the data's end: a price at the market's end cell, the bank broken (1822: after this OR, after the set)
  const end = dataOf(state).end;
  const finalInSet = r.num >= state.operatingRounds;
  if (state.stockMaxReached && endsNow(end.market_end, finalInSet)) return finish(state, 'stock_market');
  if (state.bankBroken && endsNow(end.bank_broken, finalInSet)) return finish(state, 'bank');
  if (!finalInSet) return startOperatingRound(state, ctx, r.num + 1);
  state.turn += 1;
  startAuctions(state, ctx, dataOf(state), sealedOf(state).number + 1);
}

export const rules1871: TitleRules = {
  rounds: { sealed: sealedRoundDef(dataOf), stock: stockRoundDef([shares1871Step, payDebt1871Step]), operating: operatingRound([track1871Step, token1871Step, routeStep, dividend1871Step, buyTrainStep]) },
  firstRound: (state, ctx) => startAuctions(state, ctx, dataOf(state), 1),
  nextRound,
  interrupts: [],
  hooks: { float: floatMajor, playerLoan: presidentLoan, owed: debtOf, phaseChanged: closePapers, operatingOrder, mayOwnTrain, trainRoom, buyShare: (state, ctx, player, share) => buyShare1871(state, ctx, player, share) },
};
