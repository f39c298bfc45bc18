// A major issues or redeems its shares (18xx.games G1822 IssueShares, the turn's last step): once it has operated
// before, it may issue treasury shares to the market (no more than the market's 50% holds), at the price its
// marker falls to (one row down per share), which it then takes; or buy back shares from the market at their price.
// One of the two a turn.
import type { Ctx, Step } from '../../18xx/context.ts';
import { move, priceOf } from '../../18xx/market.ts';
import { autoAdvance, currentCorp, expectOperator, jumpTo, orRound } from '../../18xx/rounds/operating.ts';
import { ipo, moveShare, percentOf } from '../../18xx/shares.ts';
import type { GameState, Share } from '../../18xx/state.ts';
import { cashOf, corpOf, pay } from '../../18xx/state.ts';
import { entityName } from '../../18xx/words.ts';
import { ownValue } from '../../records.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { own1822 } from './state.ts';
import { holdsMoveCard } from './ability-choices.ts';

const POOL_LIMIT = 50;

const held = (state: GameState, owner: string, corp: string): Share[] => state.shares.filter((s) => s.owner === owner && s.corp === corp && !s.president);

/** The treasury bundles the major may issue now: 1, 2, … of its shares (none before it has operated). */
function issuable(state: GameState, corp: string): Share[][] {
  const c = corpOf(state, corp);
  if (c.type !== 'major' || (ownValue(own1822(state).turns ?? {}, corp) ?? 0) < 2) return [];
  const treasury = held(state, ipo(corp), corp);
  const out: Share[][] = [];
  for (let n = 1; n <= treasury.length; n++) {
    const bundle = treasury.slice(0, n);
    if (percentOf(state, 'pool', corp) + bundle.reduce((p, s) => p + s.percent, 0) <= POOL_LIMIT) out.push(bundle);
  }
  return out;
}

/** The market bundles the major may buy back now (it pays their price). */
function redeemable(state: GameState, ctx: Ctx, corp: string): Share[][] {
  if (corpOf(state, corp).type !== 'major') return [];
  const pool = held(state, 'pool', corp);
  const price = priceOf(state, ctx.cfg, corp);
  const out: Share[][] = [];
  for (let n = 1; n <= pool.length; n++) if ((price * n * pool[0]!.percent) / 10 <= cashOf(state, corp)) out.push(pool.slice(0, n));
  return out;
}

/**
 * The price each of n issued shares fetches: the market price n rows down (18xx.games
 * reduced_bundle_price_for_market_drop). The listed move names it, as 18xx.games' own issue does (`share_price`):
 * 18xx.games takes an issue without one at the price before the drop.
 */
function issuePrice(state: GameState, ctx: Ctx, corp: string, n: number): number {
  const c = corpOf(state, corp);
  const probe = { corps: [{ ...c, cell: c.cell && [...c.cell] }], cells: {} } as unknown as GameState;
  for (let i = 0; i < n; i++) move(probe, ctx.cfg, corp, 'down');
  return priceOf(probe, ctx.cfg, corp);
}

function done(state: GameState): boolean {
  return own1822(state).issued === currentCorp(state);
}

export const issueSharesStep: Step = {
  id: 'issue_shares',
  actions: ['sell_shares', 'buy_shares'],
  inSequence: true,
  claims: (state, _ctx, action) => state.round.kind === 'operating' && (action.type === 'sell_shares' || action.type === 'buy_shares') && action.entity_type === 'corporation',
  // (also open, to pass, while the major holds P17, whose move card may be played here: 18xx.games ability_lancashire_union_railway?)
  active: (state, ctx) => !done(state) && (issuable(state, currentCorp(state)).length > 0 || redeemable(state, ctx, currentCorp(state)).length > 0 || holdsMoveCard(state, currentCorp(state))),
  turnStart(state) {
    own1822(state).issued = null;
  },
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    if (done(state)) return [];
    const name = entityName(ctx, corp);
    const shares = (b: Share[]) => ({ shares: b.map((s) => s.id), percent: b.reduce((p, s) => p + s.percent, 0) });
    return [
      ...issuable(state, corp).map((b) => ({
        label: `${name} issues ${b.length} share${b.length > 1 ? 's' : ''}`,
        action: { type: 'sell_shares', entity: corp, entity_type: 'corporation', ...shares(b), share_price: issuePrice(state, ctx, corp, b.length) },
      })),
      ...redeemable(state, ctx, corp).map((b) => ({ label: `${name} buys back ${b.length} share${b.length > 1 ? 's' : ''}`, action: { type: 'buy_shares', entity: corp, entity_type: 'corporation', ...shares(b) } })),
    ];
  },
  process(state, ctx, action: Action) {
    const corp = String(action.entity ?? '');
    expectOperator(state, corp);
    if (orRound(state).step !== 'issue_shares') jumpTo(state, ctx, 'issue_shares');
    if (done(state)) throw new RuleError(`${entityName(ctx, corp)} has issued or bought back shares this turn.`);
    const ids = ((action.shares as string[] | undefined) ?? []).map(String).sort();
    /** The named shares when all are the holder's, as a bundle of a size open now (else any open bundle of that size). */
    const named = (bundles: Share[][], holder: string): Share[] | undefined => {
      const open = bundles.find((b) => b.length === ids.length);
      if (!open) return undefined;
      const mine = ids.map((id) => state.shares.find((x) => x.id === id && x.owner === holder && !x.president));
      return mine.every((x) => x) ? (mine as Share[]) : open;
    };
    if (action.type === 'sell_shares') {
      // (the shares named, as 18xx.games moves them; the treasury's are alike in worth)
      const bundle = named(issuable(state, corp), ipo(corp));
      if (!bundle) throw new RuleError(`${entityName(ctx, corp)} cannot issue ${ids.length} shares now.`);
      for (const s of bundle) moveShare(state, s, 'pool');
      const from = priceOf(state, ctx.cfg, corp);
      for (const _ of bundle) move(state, ctx.cfg, corp, 'down');
      const price = priceOf(state, ctx.cfg, corp);
      const percent = bundle.reduce((p, s) => p + s.percent, 0);
      pay(state, 'bank', corp, (price * percent) / 10);
      ctx.events.push({ type: 'shares_sold', player: corp, corp, percent, price: (price * percent) / 10, priceFrom: from, priceTo: price });
    } else {
      const bundle = named(redeemable(state, ctx, corp), 'pool');
      if (!bundle) throw new RuleError(`${entityName(ctx, corp)} cannot buy back those shares now.`);
      const percent = bundle.reduce((p, s) => p + s.percent, 0);
      const price = (priceOf(state, ctx.cfg, corp) * percent) / 10;
      pay(state, corp, 'bank', price);
      for (const s of bundle) moveShare(state, s, ipo(corp));
      ctx.events.push({ type: 'shares_bought', player: corp, corp, percent, from: 'pool', price });
    }
    own1822(state).issued = corp;
    autoAdvance(state, ctx);
  },
};
