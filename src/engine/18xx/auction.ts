// The 1830-style waterfall auction of the private companies.
import { companyDef, payoutCompanies } from './companies.ts';
import type { Ctx } from './context.ts';
import { afterOrSet, startStockRound } from './flow.ts';
import { rotateOrderTo } from './order.ts';
import { buyShares, ipo, shareById } from './shares.ts';
import type { AuctionRound, GameState } from './state.ts';
import { cashOf, companyOf, pay } from './state.ts';
import { RuleError } from '../types.ts';

export function startAuction(state: GameState, ctx: Ctx): void {
  const available = ctx.cfg.companies
    .map((c) => c.sym)
    .sort((a, b) => companyDef(ctx, a).value - companyDef(ctx, b).value);
  state.round = { kind: 'auction', index: 0, available, bids: [], passed: [], auctioning: null, pendingPar: null, cheapest: available[0]! };
}

function round(state: GameState): AuctionRound {
  return state.round as AuctionRound;
}

function current(state: GameState): string {
  const r = round(state);
  return state.order[r.index % state.order.length]!;
}

function advance(state: GameState): void {
  const r = round(state);
  r.index = (r.index + 1) % state.order.length;
}

export function minBid(state: GameState, ctx: Ctx, company: string): number {
  const r = round(state);
  const c = companyOf(state, company);
  if (!r.auctioning && r.available[0] === company) return companyDef(ctx, company).value - c.discount;
  const bids = r.bids.filter((b) => b.company === company);
  const high = bids.length ? Math.max(...bids.map((b) => b.price)) : companyDef(ctx, company).value;
  return high + ctx.cfg.minBidIncrement;
}

/** Cash a player has committed as the highest bidder on other companies. */
function committedElsewhere(state: GameState, player: string, company: string): number {
  const r = round(state);
  let sum = 0;
  for (const c of new Set(r.bids.map((b) => b.company))) {
    if (c === company) continue;
    const bids = r.bids.filter((b) => b.company === c);
    const top = bids.reduce((a, b) => (b.price > a.price ? b : a));
    if (top.player === player) sum += top.price;
  }
  return sum;
}

/** The most a player may bid on (or pay for) a company: cash not committed to winning bids elsewhere. */
export function maxBid(state: GameState, player: string, company: string): number {
  return cashOf(state, player) - committedElsewhere(state, player, company);
}

export function auctionActive(state: GameState): string[] {
  const r = round(state);
  if (r.pendingPar) return [r.pendingPar.player];
  if (r.auctioning) {
    const bids = r.bids.filter((b) => b.company === r.auctioning);
    return [bids.reduce((a, b) => (b.price < a.price ? b : a)).player];
  }
  return [current(state)];
}

function buyCompany(state: GameState, ctx: Ctx, player: string, company: string, price: number): void {
  const r = round(state);
  if (maxBid(state, player, company) < price) throw new RuleError(`Not enough cash to pay ${price} for ${company}.`);
  const c = companyOf(state, company);
  c.owner = player;
  pay(state, player, 'bank', price);
  r.available = r.available.filter((x) => x !== company);
  r.bids = r.bids.filter((b) => b.company !== company);
  for (const ab of companyDef(ctx, company).abilities) {
    if (ab.type !== 'shares') continue;
    const share = shareById(state, ab.share === 'random_president' ? `${state.cvCorp}_0` : ab.share);
    if (share.president) r.pendingPar = { player, corp: share.corp };
    else buyShares(state, ctx.cfg, player, [share], true);
  }
}

function resolveBids(state: GameState, ctx: Ctx): void {
  const r = round(state);
  r.auctioning = null;
  for (;;) {
    const company = r.available[0];
    if (!company) return;
    const bids = r.bids.filter((b) => b.company === company);
    if (bids.length === 1) {
      buyCompany(state, ctx, bids[0]!.player, company, bids[0]!.price);
      continue;
    }
    if (bids.length > 1) r.auctioning = company;
    return;
  }
}

function finishIfDone(state: GameState, ctx: Ctx): void {
  const r = round(state);
  if (r.available.length || r.pendingPar) return;
  rotateOrderTo(state, r.index);
  startStockRound(state, ctx);
}

export function auctionBid(state: GameState, ctx: Ctx, player: string, company: string, price: number): void {
  const r = round(state);
  if (r.pendingPar) throw new RuleError('The Cornelius Vanderbilt corporation must be parred first.');
  if (!r.available.includes(company)) throw new RuleError(`${company} is not for sale.`);
  r.passed = r.passed.filter((p) => p !== player);
  const addBid = (): void => {
    const min = minBid(state, ctx, company);
    if (price < min) throw new RuleError(`Minimum bid for ${company} is ${min}.`);
    if ((price - min) % ctx.cfg.minBidIncrement !== 0) throw new RuleError(`Bids go up in multiples of ${ctx.cfg.minBidIncrement}.`);
    if (price > maxBid(state, player, company)) throw new RuleError(`You can bid at most ${maxBid(state, player, company)}.`);
    r.bids = r.bids.filter((b) => !(b.company === company && b.player === player));
    r.bids.push({ player, company, price });
  };
  if (r.auctioning) {
    if (company !== r.auctioning || auctionActive(state)[0] !== player) throw new RuleError(`Bidding is on ${r.auctioning}.`);
    addBid();
  } else {
    if (current(state) !== player) throw new RuleError('Not your turn.');
    if (r.available[0] === company) {
      const min = minBid(state, ctx, company);
      if (price !== min && !ctx.lenient) throw new RuleError(`${company} costs ${min}.`);
      buyCompany(state, ctx, player, company, price);
      resolveBids(state, ctx);
    } else addBid();
    advance(state);
  }
  finishIfDone(state, ctx);
}

export function auctionPass(state: GameState, ctx: Ctx, player: string): void {
  const r = round(state);
  if (r.auctioning) {
    if (auctionActive(state)[0] !== player) throw new RuleError('Not your turn.');
    r.bids = r.bids.filter((b) => !(b.company === r.auctioning && b.player === player));
    resolveBids(state, ctx);
    finishIfDone(state, ctx);
    return;
  }
  if (current(state) !== player) throw new RuleError('Not your turn.');
  if (!r.passed.includes(player)) r.passed.push(player);
  if (state.order.every((p) => r.passed.includes(p))) {
    if (r.available.includes(r.cheapest)) {
      const c = companyOf(state, r.cheapest);
      c.discount += 5;
      if (companyDef(ctx, r.cheapest).value - c.discount <= 0) {
        advance(state);
        buyCompany(state, ctx, current(state), r.cheapest, 0);
        resolveBids(state, ctx);
      }
    } else {
      payoutCompanies(state, ctx);
      afterOrSet(state, ctx);
    }
    r.passed = [];
  }
  advance(state);
  finishIfDone(state, ctx);
}

export function auctionPar(state: GameState, ctx: Ctx, player: string, corp: string, cell: [number, number]): void {
  const r = round(state);
  if (!r.pendingPar || r.pendingPar.player !== player || r.pendingPar.corp !== corp) throw new RuleError('No par is pending.');
  parCorporation(state, ctx, corp, cell);
  buyShares(state, ctx.cfg, player, [shareById(state, `${corp}_0`)], true);
  r.pendingPar = null;
  finishIfDone(state, ctx);
}

export { ipo };
import { parCorporation } from './stock.ts';
