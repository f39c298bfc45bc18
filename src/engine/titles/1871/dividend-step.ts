// 1871's dividends on the shared operating round (provisional, the 1822 model). A minor has no shares: paid
// out, its owner gets half the run (rounded down) and the minor keeps the rest; withheld, the minor keeps it all.
// A major pays out a tenth of the run (rounded down) per 10% share a player holds and keeps the rest (its treasury
// and market shares' part, and odd dollars), its price moving right; withheld (or no run), it keeps it all, its
// price moving left.
import type { Ctx, Step } from '../../18xx/context.ts';
import { currentCorp, expectOperator, jumpTo, orRound } from '../../18xx/rounds/operating.ts';
import type { GameState } from '../../18xx/state.ts';
import { corpOf, pay } from '../../18xx/state.ts';
import { corpTrains } from '../../18xx/trains.ts';
import { money } from '../../18xx/money.ts';
import { move, priceOf } from '../../18xx/market.ts';
import { holdingsIn } from '../../18xx/shares.ts';
import { RuleError, type Action, type LegalChoice } from '../../types.ts';

function payDividend(state: GameState, ctx: Ctx, kind: string): void {
  const r = orRound(state);
  const corp = currentCorp(state);
  const c = corpOf(state, corp);
  const revenue = r.ran ? r.revenue : 0;
  if (c.type === 'major') return payMajor(state, ctx, corp, revenue, kind);
  for (const t of corpTrains(state, corp)) t.operated = true;
  const toOwner = kind === 'payout' ? Math.floor(revenue / 2) : 0;
  pay(state, 'bank', c.president!, toOwner);
  pay(state, 'bank', corp, revenue - toOwner);
  if (revenue > 0) {
    ctx.events.push(
      kind === 'payout'
        ? { type: 'dividend', entity: corp, kind: 'half', revenue, perShare: 0, payouts: [{ to: c.president!, amount: toOwner }], kept: revenue - toOwner }
        : { type: 'dividend', entity: corp, kind: 'withhold', revenue, perShare: 0 },
    );
  }
  r.ran = false;
  r.revenue = 0;
}

function payMajor(state: GameState, ctx: Ctx, corp: string, revenue: number, kind: string): void {
  const r = orRound(state);
  for (const t of corpTrains(state, corp)) t.operated = true;
  const priceFrom = priceOf(state, ctx.cfg, corp);
  const payout = kind === 'payout' && revenue > 0;
  const perShare = payout ? Math.floor(revenue / 10) : 0;
  const payouts: { to: string; amount: number }[] = [];
  const held = holdingsIn(state, corp);
  for (const p of payout ? state.order : []) {
    const amount = ((held.get(p) ?? 0) / 10) * perShare;
    if (amount) payouts.push({ to: p, amount });
    pay(state, 'bank', p, amount);
  }
  const kept = revenue - payouts.reduce((a, b) => a + b.amount, 0);
  pay(state, 'bank', corp, kept);
  move(state, ctx.cfg, corp, payout ? 'right' : 'left');
  payouts.sort((a, b) => b.amount - a.amount);
  ctx.events.push({ type: 'dividend', entity: corp, kind: payout ? 'payout' : 'withhold', revenue, perShare, priceFrom, priceTo: priceOf(state, ctx.cfg, corp), ...(payout ? { payouts, kept } : {}) });
  r.ran = false;
  r.revenue = 0;
}

export const dividend1871Step: Step = {
  id: 'dividend',
  actions: ['dividend'],
  inSequence: true,
  exclusive: true,
  active: (state) => orRound(state).ran && orRound(state).revenue > 0,
  mustAct: (state) => `${currentCorp(state)} must choose a dividend.`,
  skip: (state, ctx) => payDividend(state, ctx, 'withhold'),
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    const revenue = orRound(state).revenue;
    if (corpOf(state, corp).type === 'major') {
      return [
        { label: `Pay out ${money(ctx.cfg, revenue)}: ${money(ctx.cfg, Math.floor(revenue / 10))} a share`, action: { type: 'dividend', entity: corp, entity_type: 'corporation', kind: 'payout' } },
        { label: `Withhold ${money(ctx.cfg, revenue)}`, action: { type: 'dividend', entity: corp, entity_type: 'corporation', kind: 'withhold' } },
      ];
    }
    return [
      { label: `Pay out ${money(ctx.cfg, revenue)}: half to the owner`, action: { type: 'dividend', entity: corp, entity_type: 'corporation', kind: 'payout' } },
      { label: `Withhold ${money(ctx.cfg, revenue)}`, action: { type: 'dividend', entity: corp, entity_type: 'corporation', kind: 'withhold' } },
    ];
  },
  process(state, ctx, action: Action) {
    expectOperator(state, String(action.entity ?? ''));
    jumpTo(state, ctx, 'dividend');
    const kind = String(action.kind);
    if (kind !== 'payout' && kind !== 'withhold') throw new RuleError('Pay out or withhold.');
    payDividend(state, ctx, kind);
  },
};
