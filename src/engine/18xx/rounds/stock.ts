// Stock rounds: players take turns in seat order until all pass in a row; the round's steps say what a
// player may do (a player with nothing to do is passed for, as 18xx.games does).
import type { Ctx, RoundDef, Step } from '../context.ts';
import { compareOperating, move, priceOf } from '../market.ts';
import { rotateOrderTo } from '../order.ts';
import { holdingsIn } from '../shares.ts';
import type { GameState, StockRound } from '../state.ts';
import type { Action } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { ownValue } from '../../records.ts';

export function stockRound(state: GameState): StockRound {
  if (state.round.kind !== 'stock') throw new RuleError('Not in a stock round.');
  return state.round;
}

export function stockCurrent(state: GameState): string {
  const r = state.round as StockRound;
  return state.order[r.index % state.order.length]!;
}

function steps(ctx: Ctx): Step[] {
  return ctx.rules.rounds.stock!.steps;
}

export function hasStockActions(state: GameState, ctx: Ctx, player: string): boolean {
  return steps(ctx).some((s) => s.hasActions?.(state, ctx, player));
}

export function expectTurn(state: GameState, player: string): StockRound {
  if (stockCurrent(state) !== player) throw new RuleError(`It is not your turn (waiting for ${stockCurrent(state)}).`);
  return stockRound(state);
}

function startTurn(state: GameState, ctx: Ctx): void {
  for (let guard = 0; guard < 100; guard++) {
    const r = stockRound(state);
    // (by the seating order: the players' ids are numbers in 18xx.games logs, and a for-in over such keys is slow)
    for (const p of state.order) {
      const corps = ownValue(r.sold, p);
      if (corps) for (const k in corps) corps[k] = 'prev';
    }
    r.current = [];
    if (state.finished) return;
    const player = stockCurrent(state);
    if (hasStockActions(state, ctx, player)) return;
    // No legal action: 18xx.games passes for the player.
    if (!r.passed.includes(player)) r.passed.push(player);
    if (endIfAllPassed(state, ctx)) return;
    r.index = (r.index + 1) % state.order.length;
  }
}

/** Default sold-out rule: the players hold every share. */
function soldOut(state: GameState, ctx: Ctx, corp: string): boolean {
  if (ctx.rules.hooks.soldOut) return ctx.rules.hooks.soldOut(state, ctx, corp);
  const owned = holdingsIn(state, corp);
  let sum = 0;
  for (const p of state.order) sum += owned.get(p) ?? 0;
  return sum === 100;
}

/** Everyone passed: the next round's order starts after the last to act; sold-out corporations rise. */
export function endIfAllPassed(state: GameState, ctx: Ctx): boolean {
  const r = stockRound(state);
  const active = state.order.filter((p) => !state.players.find((x) => x.id === p)?.bankrupt);
  if (!active.every((p) => r.passed.includes(p))) return false;
  r.index = (r.index + 1) % state.order.length;
  if (ctx.rules.hooks.orderAfterStockRound) state.order = ctx.rules.hooks.orderAfterStockRound(state, ctx);
  else rotateOrderTo(state, r.index);
  ctx.events.push({ type: 'priority_deal', player: state.order[0]! });
  // (a corporation without a share price, such as 1871's minors, has no price to raise)
  const floated = state.corps.filter((c) => c.floated && c.cell).map((c) => c.sym);
  floated.sort((a, b) => compareOperating(state, ctx.cfg, a, b));
  for (const corp of floated)
    if (soldOut(state, ctx, corp)) {
      const from = priceOf(state, ctx.cfg, corp);
      if (ctx.rules.hooks.soldOutMove) ctx.rules.hooks.soldOutMove(state, ctx, corp);
      else move(state, ctx.cfg, corp, 'up');
      const to = priceOf(state, ctx.cfg, corp);
      if (to !== from) ctx.events.push({ type: 'price_moved', corp, from, to, why: 'sold_out' });
    }
  r.done = true;
  return true;
}

export function nextTurn(state: GameState, ctx: Ctx): void {
  const r = stockRound(state);
  r.index = (r.index + 1) % state.order.length;
  startTurn(state, ctx);
}

/** After an action: end the turn when the player has nothing left to do. */
export function afterStockAction(state: GameState, ctx: Ctx): void {
  if (hasStockActions(state, ctx, stockCurrent(state))) return;
  nextTurn(state, ctx);
}

export function startStockRound(state: GameState, ctx: Ctx): void {
  state.round = { kind: 'stock', index: 0, passed: [], current: [], sold: {} };
  ctx.events.push({ type: 'round_started', round: 'stock', number: String(state.turn) });
  startTurn(state, ctx);
}

export function stockRoundDef(stepList: Step[]): RoundDef {
  return {
    kind: 'stock',
    steps: stepList,
    start: startStockRound,
    // a step may name someone else (1828: a player's choice in a merger's share exchange)
    actors: (state, ctx) => {
      for (const s of stepList) if (s.actors) return s.actors(state, ctx);
      return [stockCurrent(state)];
    },
    process(state, ctx, action: Action) {
      const step = stepList.find((s) => (s.claims ? s.claims(state, ctx, action) : s.actions.includes(action.type)));
      if (!step) throw new RuleError(`Cannot ${action.type} during the stock round.`);
      step.process(state, ctx, action);
    },
    choices: (state, ctx, player) => stepList.flatMap((s) => s.choices(state, ctx, player)),
    // moves a player may make while another has the turn (1889: a private's port or exchange)
    offTurn: (state, ctx, player) => (player === stockCurrent(state) ? [] : stepList.flatMap((s) => s.offTurn?.(state, ctx, player) ?? [])),
    heading: (state) => `Stock round ${state.turn}`,
  };
}
