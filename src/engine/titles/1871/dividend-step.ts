// 1871's dividends on the shared dividend step (provisional, the 1822 model). A minor has no shares: paid
// out, its owner gets half the run (rounded down) and the minor keeps the rest; withheld, the minor keeps it all.
// A major pays out a tenth of the run (rounded down) per 10% share a player holds and keeps the rest (its treasury
// and market shares' part, and odd dollars), its price moving right; withheld (or no run), it keeps it all, its
// price moving left.
import type { Ctx, Step } from '../../18xx/context.ts';
import type { GameState } from '../../18xx/state.ts';
import { corpOf, pay } from '../../18xx/state.ts';
import { money } from '../../18xx/money.ts';
import { move, priceOf } from '../../18xx/market.ts';
import { holdingsIn } from '../../18xx/shares.ts';
import { dividendStepOf } from '../../18xx/steps/dividend.ts';

function payDividend(state: GameState, ctx: Ctx, corp: string, revenue: number, kind: string): void {
  const c = corpOf(state, corp);
  if (c.type === 'major') return payMajor(state, ctx, corp, revenue, kind);
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
}

function payMajor(state: GameState, ctx: Ctx, corp: string, revenue: number, kind: string): void {
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
}

export const dividend1871Step: Step = dividendStepOf({
  kinds: ['payout', 'withhold'],
  label(state, ctx, corp, kind, revenue) {
    if (kind === 'withhold') return `Withhold ${money(ctx.cfg, revenue)}`;
    return corpOf(state, corp).type === 'major' ? `Pay out ${money(ctx.cfg, revenue)}: ${money(ctx.cfg, Math.floor(revenue / 10))} a share` : `Pay out ${money(ctx.cfg, revenue)}: half to the owner`;
  },
  pay: payDividend,
  badKind: 'Pay out or withhold.',
});
