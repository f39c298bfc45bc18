// Operating rounds: each operator's turn walks the title's step sequence, with 18xx.games' automatic skips.
// The steps themselves live in ../steps; this module only moves the turn along them.
import type { Ctx, RoundDef, Step } from '../context.ts';
import { compareOperating } from '../market.ts';
import { payoutCompanies } from '../companies.ts';
import { placeHome } from '../homes.ts';
import type { GameState, OperatingRound } from '../state.ts';
import { corpOf } from '../state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { entityName } from '../words.ts';

/** A pass in an operating step, in words (the step names are the engine's). */
const SKIP_WORDS: Record<string, string> = {
  track: 'lay no track',
  token: 'place no token',
  route: 'run no trains',
  train: 'buy no train',
  company: 'buy no private',
  end: 'end the turn',
};

export function orRound(state: GameState): OperatingRound {
  if (state.round.kind !== 'operating') throw new RuleError('Not in an operating round.');
  return state.round;
}

export function currentCorp(state: GameState): string {
  const r = orRound(state);
  return r.order[r.index]!;
}

function steps(ctx: Ctx): Step[] {
  return ctx.rules.rounds.operating!.steps;
}

/** A title's operating steps sorted once (its step list is fixed): the sequence, and the steps beside it that may be under way. */
interface StepTable {
  sequence: Step[];
  ids: string[];
  pendable: Step[];
  byId: Map<string, Step>;
}

const tables = new WeakMap<Step[], StepTable>();

function table(ctx: Ctx): StepTable {
  const all = steps(ctx);
  let t = tables.get(all);
  if (!t) {
    const sequence = all.filter((s) => s.inSequence);
    const byId = new Map<string, Step>();
    for (const s of all) if (!byId.has(s.id)) byId.set(s.id, s);
    tables.set(all, (t = { sequence, ids: sequence.map((s) => s.id), pendable: all.filter((s) => !s.inSequence && s.pending), byId }));
  }
  return t;
}

/** The title's operating steps in sequence. */
function sequence(ctx: Ctx): Step[] {
  return table(ctx).sequence;
}

function stepById(ctx: Ctx, id: string): Step | undefined {
  return table(ctx).byId.get(id);
}

/** The step after `step` in the title's sequence ('end' after the last). */
function nextStep(ctx: Ctx, step: string): string {
  const ids = table(ctx).ids;
  return ids[ids.indexOf(step) + 1] ?? 'end';
}

function skipStep(state: GameState, ctx: Ctx, step: string): void {
  stepById(ctx, step)?.skip?.(state, ctx);
}

/** Leave the current step without acting (its skip effect applies) and go on to the next. */
function leaveStep(state: GameState, ctx: Ctx): void {
  const r = orRound(state);
  skipStep(state, ctx, r.step);
  r.step = nextStep(ctx, r.step);
}

/** Has the corporation a route for a train? Asked of the map once, then remembered. */
export function hasRoute(state: GameState, ctx: Ctx, corp: string): boolean {
  if (state.routable.includes(corp)) return true;
  if (!ctx.map.canRunRoute(state, corp)) return false;
  state.routable.push(corp);
  return true;
}

function interrupted(state: GameState, ctx: Ctx): boolean {
  const all = ctx.rules.interrupts;
  for (let i = 0; i < all.length; i++) if (all[i]!.active(state, ctx)) return true;
  return false;
}

/** Skip the steps with nothing to decide; past the last step the next operator's turn begins. */
export function autoAdvance(state: GameState, ctx: Ctx): void {
  for (let guard = 0; guard < 1000 && !state.finished && state.round.kind === 'operating' && !state.round.done; guard++) {
    if (interrupted(state, ctx)) return;
    // a step outside the sequence under way blocks, as 18xx.games' skip_steps stops at a blocking step: nothing
    // is skipped (no withheld dividend moving the price) before it is done
    if (pendingStep(state, ctx)) return;
    const r = state.round;
    if (r.step === 'end') {
      // the next operator's turn began with its own autoAdvance (or the round is done): nothing is left to skip
      endTurn(state, ctx);
      return;
    }
    if (stepById(ctx, r.step)!.active(state, ctx)) return;
    leaveStep(state, ctx);
  }
}

/** Move to step `to`, skipping (with effects) the steps in between. */
export function jumpTo(state: GameState, ctx: Ctx, to: string): void {
  const r = orRound(state);
  const seq = table(ctx).ids;
  const from = r.step === 'end' ? seq.length : seq.indexOf(r.step);
  if (seq.indexOf(to) < from) throw new RuleError(`That belongs to an earlier step (now: ${r.step}).`);
  while (r.step !== to) leaveStep(state, ctx);
}

/** The action's operator must be the one operating now. */
export function expectOperator(state: GameState, corp: string): void {
  if (state.round.kind !== 'operating' || state.finished || currentCorp(state) !== corp) throw new RuleError(`It is not ${corp}'s turn.`);
}

/** The corporation acting for an entity (a corporation, or a private it owns). */
export function actingCorp(state: GameState, entity: string, entityType?: unknown): string {
  // a corporation acting for itself (1828 has privates named like corporations: CPR, GT, ...)
  if (entityType === 'corporation') return entity;
  const company = state.companies.find((c) => c.sym === entity);
  return company ? (company.owner ?? '') : entity;
}

function beginTurn(state: GameState, ctx: Ctx): void {
  const r = orRound(state);
  const first = sequence(ctx)[0]!.id;
  Object.assign(r, { step: first, laid: false, lays: 0, tokened: false, revenue: 0, ran: false, boughtTrain: false, emergency: false, lastSoldPrice: null, specialLay: null, teleported: null });
  const corp = currentCorp(state);
  const c = corpOf(state, corp);
  ctx.events.push({ type: 'operating', entity: corp, president: c.president ?? null });
  // the title's steps in its order: what each does as an operator's turn begins (the token step: the home token)
  for (const s of steps(ctx)) s.turnStart?.(state, ctx, corp);
  r.operatedBefore = c.everOperated;
  c.everOperated = true;
  autoAdvance(state, ctx);
}

function endTurn(state: GameState, ctx: Ctx): void {
  const r = orRound(state);
  const corp = currentCorp(state);
  for (const s of steps(ctx)) s.turnEnd?.(state, ctx, corp);
  r.index += 1;
  if (r.index >= r.order.length) {
    r.done = true;
    return;
  }
  beginTurn(state, ctx);
}

/**
 * Emergency sales move prices: the corporations still to operate are re-sorted, in the title's operating order
 * (18xx.games recalculate_order: the game's operating_order, kept to those still to operate).
 */
export function recalculateOrder(state: GameState, ctx: Ctx): void {
  const r = orRound(state);
  const rest = r.order.slice(r.index + 1);
  const title = ctx.rules.hooks.operatingOrder?.(state, ctx);
  if (title) {
    const left = new Set(rest);
    r.order = [...r.order.slice(0, r.index + 1), ...title.filter((c) => left.has(c))];
    return;
  }
  rest.sort((a, b) => compareOperating(state, ctx.cfg, a, b));
  r.order = [...r.order.slice(0, r.index + 1), ...rest];
}

/** Floated corporations, by market position (18xx.games operating order). */
function marketOrder(state: GameState, ctx: Ctx): string[] {
  const order = state.corps.filter((c) => c.floated && !c.closed).map((c) => c.sym);
  return order.sort((a, b) => compareOperating(state, ctx.cfg, a, b));
}

/** Starts operating round `num` of the set: privates pay, operators in market order. */
export function startOperatingRound(state: GameState, ctx: Ctx, num: number): void {
  // the round's heading comes before what the privates pay in it (as 18xx.games logs it)
  ctx.events.push({ type: 'round_started', round: 'operating', number: `${state.turn}.${num}` });
  payoutCompanies(state, ctx);
  const order = ctx.rules.hooks.operatingOrder?.(state, ctx) ?? marketOrder(state, ctx);
  for (const t of state.trains) t.operated = false;
  state.round = {
    kind: 'operating',
    num,
    order,
    index: 0,
    step: sequence(ctx)[0]!.id,
    laid: false,
    lays: 0,
    tokened: false,
    revenue: 0,
    ran: false,
    boughtTrain: false,
    emergency: false,
  };
  if (!order.length) {
    state.round.done = true;
    return;
  }
  if (ctx.cfg.homeTokenTiming === 'operating_round') for (const corp of order) placeHome(state, ctx, corp);
  beginTurn(state, ctx);
}

/**
 * After an in-sequence step processed an action: a step that acted at its place in the turn and has nothing
 * more to do is done, and the turn goes on to the title's next step without the step's skip effect (it acted:
 * a paid dividend is not withheld again). Steps never name what follows them. While an interrupt or a step
 * under way blocks, the turn stays where it is (as autoAdvance does; 18xx.games' blocking steps).
 */
function settle(state: GameState, ctx: Ctx, step: Step): void {
  if (state.finished || state.round.kind !== 'operating' || state.round.done) return;
  const r = state.round;
  if (r.step === step.id && !interrupted(state, ctx) && !pendingStep(state, ctx) && !step.active(state, ctx)) r.step = nextStep(ctx, r.step);
  autoAdvance(state, ctx);
}

/** Leaving the current step by passing (not allowed where the step says it must act). */
function passStep(state: GameState, ctx: Ctx, corp: string): void {
  expectOperator(state, corp);
  const r = orRound(state);
  const step = stepById(ctx, r.step);
  const refused = step?.mustAct?.(state, ctx);
  if (refused) throw new RuleError(refused);
  if (r.step === 'track') r.laid = true;
  if (r.step === 'token') r.tokened = true;
  leaveStep(state, ctx);
  autoAdvance(state, ctx);
}

/** A step outside the sequence that is under way (a private's lays) takes every action until it is done. */
function pendingStep(state: GameState, ctx: Ctx): Step | undefined {
  const pendable = table(ctx).pendable;
  for (let i = 0; i < pendable.length; i++) if (pendable[i]!.pending!(state, ctx)) return pendable[i];
  return undefined;
}

export function operatingRound(stepList: Step[]): RoundDef {
  // who takes an action, worked out once: the steps that claim actions by their own test (in order), else the
  // step the turn is at when it lists the action's type, else the first other step listing it (1822: a private's
  // choice, the pullman's and the 2P's dividend are each a 'choose')
  const claimers = stepList.filter((s) => s.claims);
  const byType = new Map<string, Step[]>();
  for (const s of stepList) if (!s.claims) for (const type of s.actions) byType.set(type, [...(byType.get(type) ?? []), s]);
  return {
    kind: 'operating',
    steps: stepList,
    start: (state, ctx) => startOperatingRound(state, ctx, 1),
    actors(state, ctx) {
      // a step under way outside the sequence may wait for someone else (1828: another corporation's home token)
      const pending = pendingStep(state, ctx);
      if (pending?.actors) return pending.actors(state, ctx);
      const pres = corpOf(state, currentCorp(state)).president;
      return pres ? [pres] : [];
    },
    process(state, ctx, action: Action) {
      const pending = pendingStep(state, ctx);
      if (pending && !pending.claims!(state, ctx, action)) throw new RuleError(pending.pendingReason!(state, ctx));
      for (let i = 0; i < claimers.length; i++) if (claimers[i]!.claims!(state, ctx, action)) return claimers[i]!.process(state, ctx, action);
      if (action.type === 'pass') return passStep(state, ctx, String(action.entity ?? ''));
      const listing = byType.get(action.type);
      const step = listing && listing.length > 1 ? (listing.find((x) => x.id === orRound(state).step) ?? listing[0]) : listing?.[0];
      if (!step) throw new RuleError(`Cannot ${action.type} during the operating round.`);
      step.process(state, ctx, action);
      if (step.inSequence) settle(state, ctx, step);
    },
    choices(state, ctx, player): LegalChoice[] {
      const pending = pendingStep(state, ctx);
      if (pending) return pending.choices(state, ctx, player);
      const r = orRound(state);
      const corp = currentCorp(state);
      const step = stepById(ctx, r.step);
      const out = step ? step.choices(state, ctx, player) : [];
      if (step?.exclusive) return out;
      for (const s of stepList) if (s.anytime && s !== step) out.push(...s.choices(state, ctx, player));
      // (the pass offered is one live play accepts: a step may refuse it only then, as 18xx.games outside a log's replay)
      if (!step?.mustAct?.(state, { ...ctx, live: true })) out.push({ label: `${entityName(ctx, corp)}: ${SKIP_WORDS[r.step] ?? 'done'}`, action: { type: 'pass', entity: corp, entity_type: 'corporation' } });
      return out;
    },
    offTurn(state, ctx, player): LegalChoice[] {
      // a step under way takes nothing else (process refuses it)
      if (pendingStep(state, ctx)) return [];
      return stepList.flatMap((s) => s.offTurn?.(state, ctx, player) ?? []);
    },
    heading: (state) => `Operating round ${state.turn}.${orRound(state).num} — ${currentCorp(state)} (${orRound(state).step})`,
  };
}
