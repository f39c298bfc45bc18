// Dividend step: pay out (price right) or withhold (price left); no run means a withhold of nothing.
import { money } from '../money.ts';
import type { Ctx, Step } from '../context.ts';
import { move, priceOf } from '../market.ts';
import { currentCorp, expectOperator, jumpTo, orRound } from '../rounds/operating.ts';
import { holdingsIn } from '../shares.ts';
import type { GameState } from '../state.ts';
import { pay } from '../state.ts';
import { corpTrains } from '../trains.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { entityName } from '../words.ts';

function payDividend(state: GameState, ctx: Ctx, kind: string): void {
  const r = orRound(state);
  const corp = currentCorp(state);
  const revenue = r.ran ? r.revenue : 0;
  const priceFrom = priceOf(state, ctx.cfg, corp);
  for (const t of corpTrains(state, corp)) t.operated = true;
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
  r.ran = false;
  r.revenue = 0;
}

export const dividendStep: Step = {
  id: 'dividend',
  actions: ['dividend'],
  inSequence: true,
  exclusive: true,
  active: (state) => orRound(state).ran && orRound(state).revenue > 0,
  mustAct: (state) => `${currentCorp(state)} must choose a dividend.`,
  skip: (state, ctx) => payDividend(state, ctx, 'withhold'),
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    return ['payout', 'withhold'].map((kind) => ({ label: `${entityName(ctx, corp)} ${kind === 'payout' ? 'pays out' : 'withholds'} ${money(ctx.cfg, orRound(state).revenue)}`, action: { type: 'dividend', entity: corp, entity_type: 'corporation', kind } }));
  },
  process(state, ctx, action: Action) {
    expectOperator(state, String(action.entity ?? ''));
    jumpTo(state, ctx, 'dividend');
    payDividend(state, ctx, String(action.kind));
  },
};
