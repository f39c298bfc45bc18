// 1822's trains in an operating round: a minor's first turn may begin with buying the next L train (18xx.games'
// first-turn housekeeping); trains are bought as their stack's variant (L or 2, 7 or E); a minor's L train is
// upgraded to a 2 by trading it in; train limits per kind of operator, the privates' extra trains not counted.
import type { Ctx, Step } from '../../18xx/context.ts';
import { phaseHooks } from '../../18xx/companies.ts';
import { autoAdvance, currentCorp, expectOperator, orRound } from '../../18xx/rounds/operating.ts';
import { buyTrainStep } from '../../18xx/steps/buy-train.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, corpOf, pay } from '../../18xx/state.ts';
import { depotTrains, giveTrain, trainById, trainDef, trainLeftDepot } from '../../18xx/trains.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { scenarioData } from './data.ts';
import { own1822 } from './state.ts';
import { money } from '../../18xx/money.ts';
import { withArticle } from '../../articles.ts';

/** Trains privates bring (2P, LP, P+, and 5P): outside the train limit except the 5P. */
const EXTRA = new Set(['2P', 'LP', 'P+']);

/** The permanent extra trains (P3's and P4's 2P, P19's LP): one an operator, like the pullman (P+: P13, P14). */
export const EXTRA_PERMANENT = new Set(['2P', 'LP']);

function limitOf(state: GameState, corp: string): number {
  const phase = scenarioData(own1822(state).scenario).phases[state.phase]!;
  return corpOf(state, corp).type === 'minor' ? phase.trainLimit.minor : phase.trainLimit.major;
}

export function trainRoom(state: GameState, ctx: Ctx, corp: string): boolean {
  return corpOf(state, corp).trains.filter((id) => !EXTRA.has(trainById(state, id).name)).length < limitOf(state, corp);
}

/**
 * An operator over its limits discards (18xx.games G1822 crowded_corp?): a second permanent extra train (2P, LP)
 * first, then a second pullman, then its ordinary trains above its kind's limit; the extra trains count apart.
 */
export function discardFrom1822(state: GameState, _ctx: Ctx, corp: string): { trains: string[]; count: number } | null {
  const trains = corpOf(state, corp).trains;
  // (one train is never too many: every limit is at least 1; asked of every operator after every move)
  if (trains.length <= 1) return null;
  const named = (test: (name: string) => boolean) => trains.filter((id) => test(trainById(state, id).name));
  const permanent = named((n) => EXTRA_PERMANENT.has(n));
  if (permanent.length > 1) return { trains: permanent, count: permanent.length - 1 };
  const pullman = named((n) => n === 'P+');
  if (pullman.length > 1) return { trains: pullman, count: pullman.length - 1 };
  const ordinary = named((n) => !EXTRA.has(n));
  const over = ordinary.length - limitOf(state, corp);
  return over > 0 ? { trains: ordinary, count: over } : null;
}

/** A discarded extra train (2P, LP, P+) leaves the game; others go back to the depot's discards. */
export function discardRemoves1822(state: GameState, _ctx: Ctx, train: string): boolean {
  return EXTRA.has(trainById(state, train).name);
}

/** An operator with no train but privates' extra ones must buy one while the depot has one (L trains run locally). */
export function mustBuyTrain1822(state: GameState, ctx: Ctx, corp: string): boolean {
  return corpOf(state, corp).trains.every((id) => EXTRA.has(trainById(state, id).name)) && depotTrains(state, ctx.cfg).length > 0;
}

function firstTurnOffer(state: GameState, ctx: Ctx): { id: string; price: number } | null {
  const corp = currentCorp(state);
  const c = corpOf(state, corp);
  if (own1822(state).firstTurn !== corp || c.type !== 'minor') return null;
  const id = state.upcoming[0];
  if (!id || trainById(state, id).name !== 'L') return null;
  const price = trainDef(ctx.cfg, 'L').price;
  return price <= cashOf(state, corp) && trainRoom(state, ctx, corp) ? { id, price } : null;
}

/** A minor's first turn: buy the next L train first (or pass on it). */
export const housekeepingStep: Step = {
  id: 'housekeeping',
  actions: ['buy_train'],
  inSequence: true,
  claims: (state, _ctx, action) => action.type === 'buy_train' && state.round.kind === 'operating' && state.round.step === 'housekeeping',
  active: (state, ctx) => firstTurnOffer(state, ctx) !== null,
  skip: (state) => {
    own1822(state).firstTurn = null;
  },
  turnStart(state, _ctx, corp) {
    own1822(state).firstTurn = corpOf(state, corp).everOperated ? null : corp;
  },
  choices(state, ctx): LegalChoice[] {
    const offer = firstTurnOffer(state, ctx);
    if (!offer) return [];
    const corp = currentCorp(state);
    return [{ label: `Buy an L train for ${money(ctx.cfg, offer.price)}`, action: { type: 'buy_train', entity: corp, entity_type: 'corporation', train: offer.id, price: offer.price, variant: 'L' } }];
  },
  process(state, ctx, action: Action) {
    const corp = String(action.entity);
    expectOperator(state, corp);
    const offer = firstTurnOffer(state, ctx);
    if (!offer) throw new RuleError('No L train can be bought now.');
    // (18xx.games takes the depot's next L train, whichever the action names)
    const t = trainById(state, offer.id);
    pay(state, corp, 'bank', offer.price);
    giveTrain(state, ctx.cfg, t, corp, phaseHooks(state, ctx));
    ctx.events.push({ type: 'train_bought', entity: corp, train: t.id, price: offer.price, from: 'depot' });
    own1822(state).firstTurn = null;
    orRound(state).step = 'housekeeping';
    autoAdvance(state, ctx);
  },
};

/** The price of upgrading an L train to a 2 (the regional scenarios' is lower from phase 2). */
function upgradePrice(state: GameState): number {
  const s = scenarioData(own1822(state).scenario);
  return s.upgradeCostLTo2Phase2 !== undefined && state.phase >= 1 ? s.upgradeCostLTo2Phase2 : s.upgradeCostLTo2;
}

function upgradeLTo2(state: GameState, ctx: Ctx, corp: string, action: Action): void {
  const t = trainById(state, String(action.exchange));
  if (t.owner !== corp || t.name !== 'L' || action.variant !== '2') throw new RuleError('Only an L train of yours can be upgraded, to a 2 train.');
  const price = upgradePrice(state);
  if (Number(action.price) !== price) throw new RuleError(`An upgrade to a 2 train costs ${money(ctx.cfg, price)}.`);
  if (price > cashOf(state, corp)) throw new RuleError(`${corp} cannot pay ${money(ctx.cfg, price)}.`);
  pay(state, corp, 'bank', price);
  const first2 = !state.trains.some((x) => x.name === '2');
  t.name = '2';
  ctx.events.push({ type: 'train_bought', entity: corp, train: t.id, price, from: 'depot', exchange: t.id });
  if (first2) trainLeftDepot(state, ctx.cfg, '2', phaseHooks(state, ctx));
}

/** Trains may be bought from other operators only from phase 3 (18xx.games: the phase's `can_buy_trains`). */
function othersTrainsOpen(state: GameState, ctx: Ctx): boolean {
  return (ctx.cfg.phases[state.phase]!.status ?? []).includes('can_buy_trains');
}

/** A train of another operator than `corp` (not the depot's nor the pool's). */
function ofOtherOperator(state: GameState, corp: string, id: string): boolean {
  const owner = trainById(state, id).owner;
  return owner !== 'depot' && owner !== 'pool' && owner !== corp;
}

/**
 * The shared step's buys, without other operators' trains before phase 3; each depot train also as its stack's
 * variant (an L as a 2, a 7 as an E: one E an operator); every own L train upgraded to a 2.
 */
function trainChoices1822(state: GameState, ctx: Ctx): LegalChoice[] {
  const corp = currentCorp(state);
  const shared = buyTrainStep.choices(state, ctx, corp);
  const out = othersTrainsOpen(state, ctx) ? shared : shared.filter((c) => c.action.type !== 'buy_train' || !ofOtherOperator(state, corp, String(c.action.train)));
  const cash = cashOf(state, corp);
  const stacks = scenarioData(own1822(state).scenario).trains;
  const ownsE = corpOf(state, corp).trains.some((id) => trainById(state, id).name === 'E');
  for (const c of shared) {
    const t = c.action.type === 'buy_train' && !c.action.exchange ? trainById(state, String(c.action.train)) : null;
    if (!t || t.owner !== 'depot' || Number(c.action.price) !== trainDef(ctx.cfg, t.name).price) continue;
    for (const v of stacks.find((d) => d.name === t.name)?.variants ?? []) {
      if (v.price > cash || (v.name === 'E' && ownsE)) continue;
      out.push({ label: `Buy ${withArticle(v.name)} train for ${money(ctx.cfg, v.price)}`, action: { type: 'buy_train', entity: corp, entity_type: 'corporation', train: t.id, price: v.price, variant: v.name } });
    }
  }
  const price = upgradePrice(state);
  if (price <= cash)
    for (const id of corpOf(state, corp).trains.filter((x) => trainById(state, x).name === 'L'))
      out.push({ label: `Upgrade an L train to a 2 train for ${money(ctx.cfg, price)}`, action: { type: 'buy_train', entity: corp, entity_type: 'corporation', train: id, price, variant: '2', exchange: id } });
  return out;
}

/** Can the operator upgrade one of its L trains to a 2 now? */
function upgradeOpen(state: GameState, corp: string): boolean {
  return upgradePrice(state) <= cashOf(state, corp) && corpOf(state, corp).trains.some((id) => trainById(state, id).name === 'L');
}

/** Buying trains: the shared step, with 1822's variants and the L-to-2 upgrade. */
export const buyTrain1822Step: Step = {
  ...buyTrainStep,
  choices: (state, ctx) => trainChoices1822(state, ctx),
  // an affordable L-to-2 upgrade keeps the step open, at the train limit too (18xx.games discountable trains)
  active: (state, ctx) => buyTrainStep.active(state, ctx) || upgradeOpen(state, currentCorp(state)),
  process(state, ctx, action: Action) {
    const corp = String(action.entity);
    if (action.type === 'buy_train' && !othersTrainsOpen(state, ctx) && ofOtherOperator(state, corp, String(action.train)))
      throw new RuleError('Trains can be bought from other companies only from phase 3.');
    if (action.exchange && action.variant === '2' && trainById(state, String(action.exchange)).name === 'L') {
      expectOperator(state, corp);
      upgradeLTo2(state, ctx, corp, action);
      return;
    }
    const variant = action.variant === undefined ? undefined : String(action.variant);
    const t = action.train ? trainById(state, String(action.train)) : null;
    if (t && t.owner === 'depot' && variant && variant !== t.name) {
      const stack = scenarioData(own1822(state).scenario).trains.find((d) => d.name === t.name);
      if (!stack?.variants?.some((v) => v.name === variant)) throw new RuleError(`A ${t.name} train cannot be bought as a ${variant}.`);
      const before = t.name;
      t.name = variant;
      try {
        buyTrainStep.process(state, ctx, action);
      } catch (err) {
        t.name = before;
        throw err;
      }
      // the phase and rusting follow the stack (giveTrain), but the first 2 in phase 1 starts phase 2 (18xx.games
      // G1822 BuyTrain: "first 2 train is bought or upgraded")
      if (variant === '2' && ctx.cfg.phases[state.phase]!.name === '1') trainLeftDepot(state, ctx.cfg, '2', phaseHooks(state, ctx));
      return;
    }
    buyTrainStep.process(state, ctx, action);
  },
};
