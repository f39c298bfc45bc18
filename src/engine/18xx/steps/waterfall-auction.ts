// The 1830-style waterfall auction of the private companies: buy the cheapest at its (discounted) price or
// bid on a dearer one; bids resolve when the privates before them are sold; all passing discounts the
// cheapest (or pays the privates' revenue when it is sold).
import { money } from '../money.ts';
import { companyDef, payoutCompanies } from '../companies.ts';
import type { Ctx, Step } from '../context.ts';
import { advanceSeat, auctionCurrent, auctionRound, finishIfDone } from '../rounds/auction.ts';
import { buyShares, shareById } from '../shares.ts';
import type { GameState } from '../state.ts';
import { cashOf, companyOf, pay } from '../state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { privateName } from '../words.ts';

export function minBid(state: GameState, ctx: Ctx, company: string): number {
  const r = auctionRound(state);
  const c = companyOf(state, company);
  if (!r.auctioning && r.available[0] === company) return companyDef(ctx, company).value - c.discount;
  const bids = r.bids.filter((b) => b.company === company);
  const high = bids.length ? Math.max(...bids.map((b) => b.price)) : companyDef(ctx, company).value;
  return high + ctx.cfg.minBidIncrement;
}

/** Cash a player has committed on other companies: as their highest bidder, or by any bid (per the title's rule). */
function committedElsewhere(state: GameState, ctx: Ctx, player: string, company: string): number {
  const r = auctionRound(state);
  let sum = 0;
  if (ctx.cfg.auction && !ctx.cfg.auction.onlyHighestBidCommitted) {
    for (const b of r.bids) if (b.player === player && b.company !== company) sum += b.price;
    return sum;
  }
  for (const c of new Set(r.bids.map((b) => b.company))) {
    if (c === company) continue;
    const bids = r.bids.filter((b) => b.company === c);
    const top = bids.reduce((a, b) => (b.price > a.price ? b : a));
    if (top.player === player) sum += top.price;
  }
  return sum;
}

/** The most a player may bid on (or pay for) a company: cash not committed to winning bids elsewhere. */
export function maxBid(state: GameState, ctx: Ctx, player: string, company: string): number {
  return cashOf(state, player) - committedElsewhere(state, ctx, player, company);
}

function actors(state: GameState): string[] {
  const r = auctionRound(state);
  if (r.auctioning) {
    const bids = r.bids.filter((b) => b.company === r.auctioning);
    return [bids.reduce((a, b) => (b.price < a.price ? b : a)).player];
  }
  return [auctionCurrent(state)];
}

function buyCompany(state: GameState, ctx: Ctx, player: string, company: string, price: number, how: 'bought' | 'only_bid' | 'auction' = 'bought'): void {
  const r = auctionRound(state);
  if (maxBid(state, ctx, player, company) < price) throw new RuleError(`Not enough cash to pay ${price} for ${company}.`);
  const c = companyOf(state, company);
  c.owner = player;
  pay(state, player, 'bank', price);
  ctx.events.push({ type: 'auction_won', player, company, price, how });
  r.available = r.available.filter((x) => x !== company);
  r.bids = r.bids.filter((b) => b.company !== company);
  for (const ab of companyDef(ctx, company).abilities) {
    if (ab.type !== 'shares') continue;
    const share = shareById(state, ctx.rules.hooks.abilityShare?.(state, ab.share) ?? ab.share);
    if (share.president) r.pendingPar = { player, corp: share.corp };
    else {
      buyShares(state, ctx.cfg, player, [share], true);
      ctx.events.push({ type: 'shares_received', player, corp: share.corp, percent: share.percent });
    }
  }
}

function resolveBids(state: GameState, ctx: Ctx): void {
  const r = auctionRound(state);
  const was = r.auctioning;
  r.auctioning = null;
  for (;;) {
    const company = r.available[0];
    if (!company) return;
    const bids = r.bids.filter((b) => b.company === company);
    if (bids.length === 1) {
      // the last bidder left in an auction, or the only one who ever bid
      buyCompany(state, ctx, bids[0]!.player, company, bids[0]!.price, was === company ? 'auction' : 'only_bid');
      continue;
    }
    if (bids.length > 1) {
      r.auctioning = company;
      if (was !== company) ctx.events.push({ type: 'auction_started', company });
    }
    return;
  }
}

function bid(state: GameState, ctx: Ctx, player: string, company: string, price: number): void {
  const r = auctionRound(state);
  if (!r.available.includes(company)) throw new RuleError(`${company} is not for sale.`);
  r.passed = r.passed.filter((p) => p !== player);
  const addBid = (): void => {
    const min = minBid(state, ctx, company);
    if (price < min) throw new RuleError(`Minimum bid for ${company} is ${min}.`);
    if ((ctx.cfg.auction?.bidsInIncrementMultiples ?? true) && (price - min) % ctx.cfg.minBidIncrement !== 0) throw new RuleError(`Bids go up in multiples of ${ctx.cfg.minBidIncrement}.`);
    if (price > maxBid(state, ctx, player, company)) throw new RuleError(`You can bid at most ${maxBid(state, ctx, player, company)}.`);
    r.bids = r.bids.filter((b) => !(b.company === company && b.player === player));
    r.bids.push({ player, company, price });
    ctx.events.push({ type: 'bid', player, company, price });
  };
  if (r.auctioning) {
    if (company !== r.auctioning || actors(state)[0] !== player) throw new RuleError(`Bidding is on ${r.auctioning}.`);
    addBid();
  } else {
    if (auctionCurrent(state) !== player) throw new RuleError('Not your turn.');
    if (r.available[0] === company) {
      const min = minBid(state, ctx, company);
      if (price !== min) throw new RuleError(`${company} costs ${min}.`);
      buyCompany(state, ctx, player, company, price);
      resolveBids(state, ctx);
    } else addBid();
    advanceSeat(state);
  }
  finishIfDone(state, ctx);
}

function pass(state: GameState, ctx: Ctx, player: string): void {
  const r = auctionRound(state);
  if (r.auctioning) {
    if (actors(state)[0] !== player) throw new RuleError('Not your turn.');
    ctx.events.push({ type: 'auction_pass', player, company: r.auctioning });
    r.bids = r.bids.filter((b) => !(b.company === r.auctioning && b.player === player));
    resolveBids(state, ctx);
    finishIfDone(state, ctx);
    return;
  }
  if (auctionCurrent(state) !== player) throw new RuleError('Not your turn.');
  if (!r.passed.includes(player)) r.passed.push(player);
  if (state.order.every((p) => r.passed.includes(p))) {
    if (r.available.includes(r.cheapest)) {
      const c = companyOf(state, r.cheapest);
      c.discount += 5;
      ctx.events.push({ type: 'company_discounted', company: r.cheapest, price: companyDef(ctx, r.cheapest).value - c.discount });
      if (companyDef(ctx, r.cheapest).value - c.discount <= 0) {
        advanceSeat(state);
        buyCompany(state, ctx, auctionCurrent(state), r.cheapest, 0);
        resolveBids(state, ctx);
      }
    } else {
      // all passed with the cheapest sold: the privates pay, and the title's end-of-set effects apply
      payoutCompanies(state, ctx);
      ctx.rules.hooks.orSetFinished?.(state, ctx);
    }
    r.passed = [];
  }
  advanceSeat(state);
  finishIfDone(state, ctx);
}

export const waterfallAuctionStep: Step = {
  id: 'waterfall_auction',
  actions: ['bid', 'pass'],
  active: (state) => auctionRound(state).available.length > 0,
  actors,
  choices(state, ctx, player): LegalChoice[] {
    const r = auctionRound(state);
    const out: LegalChoice[] = [];
    for (const company of r.auctioning ? [r.auctioning] : r.available) {
      const min = minBid(state, ctx, company);
      if (min <= maxBid(state, ctx, player, company))
        out.push({ label: `${r.available[0] === company && !r.auctioning ? 'Buy' : 'Bid on'} ${privateName(ctx, company)} for ${money(ctx.cfg, min)}`, action: { type: 'bid', entity: player, entity_type: 'player', company, price: min } });
    }
    out.push({ label: 'Pass', action: { type: 'pass', entity: player, entity_type: 'player' } });
    return out;
  },
  process(state, ctx, action: Action) {
    const player = String(action.entity ?? '');
    if (action.type === 'bid') return bid(state, ctx, player, String(action.company), Number(action.price));
    pass(state, ctx, player);
  },
};
