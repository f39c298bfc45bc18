// The dividend step, one for every title: the operator chooses among its title's kinds of dividend (after a run
// that earned something), or the step's skip pays the title's default; the title's pay function moves the money,
// the price and records the event. `dividendStep` is the usual one: pay out (price right) or withhold (price left),
// no run meaning a withhold of nothing.
import { money } from '../money.ts';
import type { Ctx, Step } from '../context.ts';
import { move, priceOf } from '../market.ts';
import { currentCorp, expectOperator, jumpTo, orRound } from '../rounds/operating.ts';
import { holdingsIn } from '../shares.ts';
import type { GameState } from '../state.ts';
import { pay } from '../state.ts';
import { corpTrains } from '../trains.ts';
import { RuleError, type Action, type LegalChoice } from '../../types.ts';
import { entityName } from '../words.ts';

/** A title's dividends: what an operator may choose, in words, and how each kind pays. */
export interface DividendRules {
  /** The kinds of dividend an operator may choose, in the order listed. */
  kinds: readonly string[];
  /** The words of a choice: `corp` pays its run's `revenue` as `kind`. */
  label(state: GameState, ctx: Ctx, corp: string, kind: string, revenue: number): string;
  /**
   * Pays `corp`'s `revenue` (0 without a run) as `kind`: the money, the price moves, the events. The step has
   * marked its trains operated, and clears the run after.
   */
  pay(state: GameState, ctx: Ctx, corp: string, revenue: number, kind: string): void;
  /** Does an operator whose run earned something choose (default: yes)? One that does not gets `skipKind`. */
  chooses?(state: GameState, corp: string): boolean;
  /** The kind paid when the step is left without a choice (default: withhold). */
  skipKind?(state: GameState, corp: string, revenue: number): string;
  /** The refusal of a kind not among `kinds` (without it, the pay function reads any kind as given). */
  badKind?: string;
  /** Moves beside the dividend, before it (1822: a train's dividend chosen apart): their types, listing, processing. */
  extra?: {
    actions: readonly string[];
    choices(state: GameState, ctx: Ctx, corp: string): LegalChoice[];
    process(state: GameState, ctx: Ctx, action: Action): void;
  };
}

/** The dividend step made of a title's dividend rules. */
export function dividendStepOf(rules: DividendRules): Step {
  const payDividend = (state: GameState, ctx: Ctx, kind: string): void => {
    const r = orRound(state);
    const corp = currentCorp(state);
    for (const t of corpTrains(state, corp)) t.operated = true;
    rules.pay(state, ctx, corp, r.ran ? r.revenue : 0, kind);
    r.ran = false;
    r.revenue = 0;
  };
  const extraActions = rules.extra?.actions ?? [];
  return {
    id: 'dividend',
    actions: ['dividend', ...extraActions],
    inSequence: true,
    exclusive: true,
    active: (state) => orRound(state).ran && orRound(state).revenue > 0 && (rules.chooses?.(state, currentCorp(state)) ?? true),
    mustAct: (state) => `${currentCorp(state)} must choose a dividend.`,
    skip(state, ctx) {
      const r = orRound(state);
      payDividend(state, ctx, rules.skipKind?.(state, currentCorp(state), r.ran ? r.revenue : 0) ?? 'withhold');
    },
    choices(state, ctx): LegalChoice[] {
      const corp = currentCorp(state);
      const revenue = orRound(state).revenue;
      const out: LegalChoice[] = rules.kinds.map((kind) => ({ label: rules.label(state, ctx, corp, kind, revenue), action: { type: 'dividend', entity: corp, entity_type: 'corporation', kind } }));
      return rules.extra ? [...out, ...rules.extra.choices(state, ctx, corp)] : out;
    },
    process(state, ctx, action: Action) {
      expectOperator(state, String(action.entity ?? ''));
      if (rules.extra && extraActions.includes(action.type)) return rules.extra.process(state, ctx, action);
      const kind = String(action.kind);
      if (rules.badKind && !rules.kinds.includes(kind)) throw new RuleError(rules.badKind);
      jumpTo(state, ctx, 'dividend');
      payDividend(state, ctx, kind);
    },
  };
}

/** Pay out: each holder's shares times the run, rounded up; the market's shares pay the corporation. */
function payOutOrWithhold(state: GameState, ctx: Ctx, corp: string, revenue: number, kind: string): void {
  const priceFrom = priceOf(state, ctx.cfg, corp);
  const payout = kind === 'payout' && revenue > 0;
  const payouts: { to: string; amount: number }[] = [];
  if (payout) {
    const owned = holdingsIn(state, corp);
    for (const p of state.order) {
      const pct = owned.get(p) ?? 0;
      if (pct) {
        pay(state, 'bank', p, Math.ceil((pct * revenue) / 100));
        payouts.push({ to: p, amount: Math.ceil((pct * revenue) / 100) });
      }
    }
    const pool = owned.get('pool') ?? 0;
    if (pool) {
      pay(state, 'bank', corp, Math.ceil((pool * revenue) / 100));
      payouts.push({ to: corp, amount: Math.ceil((pool * revenue) / 100) });
    }
    move(state, ctx.cfg, corp, 'right');
  } else {
    pay(state, 'bank', corp, revenue);
    move(state, ctx.cfg, corp, 'left');
  }
  ctx.events.push({
    type: 'dividend',
    entity: corp,
    kind: payout ? 'payout' : 'withhold',
    revenue,
    perShare: payout ? Math.ceil((10 * revenue) / 100) : 0,
    priceFrom,
    priceTo: priceOf(state, ctx.cfg, corp),
    ...(payouts.length ? { payouts: payouts.sort((a, b) => b.amount - a.amount) } : {}),
  });
}

/** The usual dividend (18Chesapeake, 1828, 1830, 1889): pay out or withhold. */
export const dividendStep: Step = dividendStepOf({
  kinds: ['payout', 'withhold'],
  label: (_state, ctx, corp, kind, revenue) => `${entityName(ctx, corp)} ${kind === 'payout' ? 'pays out' : 'withholds'} ${money(ctx.cfg, revenue)}`,
  pay: payOutOrWithhold,
  badKind: 'Pay out or withhold.',
});
