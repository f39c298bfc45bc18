// 1871's rounds on the shared driver. Built so far: every stock round opens with its sealed auctions
// (sealed-round.ts) and goes on with the players' stock turns (stock-step.ts), then a set of operating rounds (as many as the phase says) whose turns have the track step
// (track-step.ts), the runs by train class (the shared route step on the map port's class rules), the minors'
// dividends (dividend-step.ts) and trains (the shared buy-train step: a minor buys only its token's class,
// limits by operator kind): minors first, by bid number, then majors. Not built yet (issue 30, piece 4):
// majors' further tokens, loans and the game's end.
import type { Ctx, TitleRules } from '../../18xx/context.ts';
import { operatingRound, startOperatingRound } from '../../18xx/rounds/operating.ts';
import { stockRoundDef, startStockRound } from '../../18xx/rounds/stock.ts';
import { buyTrainStep } from '../../18xx/steps/buy-train.ts';
import { routeStep } from '../../18xx/steps/route.ts';
import { corpOf } from '../../18xx/state.ts';
import type { GameState } from '../../18xx/state.ts';
import { dataOf } from './data.ts';
import { sealedOf, sealedRoundDef, startAuctions } from './sealed-round.ts';
import { track1871Step } from './track-step.ts';
import { dividend1871Step } from './dividend-step.ts';
import { buyShare1871, closePapers, floatMajor, shares1871Step } from './stock-step.ts';

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

/** Floated minors by bid number, then floated majors in the data's order. */
function operatingOrder(state: GameState, ctx: Ctx): string[] {
  const data = dataOf(state);
  const floated = (sym: string) => state.corps.some((c) => c.sym === sym && c.floated && !c.closed);
  const minors = [...data.companies.minors].sort((a, b) => a.bid_number - b.bid_number).map((m) => m.id);
  return [...minors, ...ctx.cfg.corporations.filter((c) => c.type === 'major').map((c) => c.sym)].filter(floated);
}

function nextRound(state: GameState, ctx: Ctx): void {
  const r = state.round;
  if (r.kind === 'operating' && r.num < state.operatingRounds) return startOperatingRound(state, ctx, r.num + 1);
  if (r.kind === 'operating') {
    state.turn += 1;
    return startAuctions(state, ctx, dataOf(state), sealedOf(state).number + 1);
  }
  // the auctions done, the stock round's turns (stock-step.ts); then the operating rounds
  if ((r.kind as string) === 'sealed') return startStockRound(state, ctx);
  state.operatingRounds = ctx.cfg.phases[state.phase]!.operatingRounds;
  startOperatingRound(state, ctx, 1);
}

export const rules1871: TitleRules = {
  rounds: { sealed: sealedRoundDef(dataOf), stock: stockRoundDef([shares1871Step]), operating: operatingRound([track1871Step, routeStep, dividend1871Step, buyTrainStep]) },
  firstRound: (state, ctx) => startAuctions(state, ctx, dataOf(state), 1),
  nextRound,
  interrupts: [],
  hooks: { float: floatMajor, phaseChanged: closePapers, operatingOrder, mayOwnTrain, trainRoom, buyShare: (state, ctx, player, share) => buyShare1871(state, ctx, player, share) },
};
