// 1828's private auction (18xx.games' waterfall auction with 1828's tiers, g_1828/step/waterfall_auction.rb):
// the state, who acts, and processing of bid / pass / par. Pure: it moves players' cash (payments go to the
// bank, which 1828 has unlimited) and reports what happened as events; the caller hands out what a bought
// private brings (shares, the C&P minor) from the events.
import { BIG_PRIVATE_VALUE, COMPANIES, MIN_BID_INCREMENT } from './data.ts';
import { ownValue, setKey } from '../../records.ts';

export interface AuctionBid {
  player: string;
  price: number;
}

export interface WaterfallState {
  /** Players in seating order (18xx.games' round entities). */
  players: string[];
  /** Whose turn it is when no auction among bidders runs (index into players). */
  index: number;
  /** Companies still for sale, in auction order (by value, definition order within a value). */
  companies: string[];
  /** Bids per company in the order they were placed (18xx.games keeps one per player). */
  bids: Record<string, AuctionBid[]>;
  /** The company being auctioned among its bidders, if any. */
  auctioning: string | null;
  passed: string[];
  /** Everyone passed: every company with bids is being resolved (`process_round_end_auction`). */
  roundEnd: boolean;
  /** $250 privates bought whose corporation's par is still owed, first first. */
  pendingPar: string[];
  /** Bought companies → owner. */
  owners: Record<string, string>;
  /** Everyone who ever bid on a company (how a win is worded: bought, only bid, or auction). */
  everBid: Record<string, string[]>;
}

export type AuctionEvent =
  | { type: 'bid'; player: string; company: string; price: number }
  | { type: 'company_bought'; player: string; company: string; price: number; bidders: number }
  | { type: 'auction_started'; company: string }
  | { type: 'auction_pass'; player: string; company: string }
  | { type: 'pass'; player: string }
  /** Everyone passed and the bids are resolved: the owned privates pay their revenue now. */
  | { type: 'privates_pay' }
  | { type: 'par_owed'; player: string; company: string };

export type AuctionAction =
  | { type: 'bid'; player: string; company: string; price: number }
  | { type: 'pass'; player: string };

export class AuctionError extends Error {}

const VALUE = new Map(COMPANIES.map((c) => [c.sym, c.value]));
const PRESIDENT_SHARE = new Set(
  COMPANIES.filter((c) => c.abilities.some((a) => a.type === 'shares' && a.shares.some((s) => s.endsWith('_0')))).map((c) => c.sym),
);

function value(company: string): number {
  const v = VALUE.get(company);
  if (v === undefined) throw new AuctionError(`Unknown private ${company}`);
  return v;
}

export function newAuction(players: readonly string[], companies: readonly string[]): WaterfallState {
  return { players: [...players], index: 0, companies: [...companies], bids: {}, auctioning: null, passed: [], roundEnd: false, pendingPar: [], owners: {}, everBid: {} };
}

function bidsOn(a: WaterfallState, company: string): AuctionBid[] {
  return a.bids[company] ?? [];
}

/** The auction among several bidders that runs now (18xx.games' `active_auction`). */
function activeAuction(a: WaterfallState): string | null {
  return a.auctioning && bidsOn(a, a.auctioning).length > 1 ? a.auctioning : null;
}

function lowestBidder(bids: AuctionBid[]): string {
  return bids.reduce((lo, b) => (b.price < lo.price ? b : lo)).player;
}

/** The auction round is over: nothing left for sale and every par paid. */
export function auctionFinished(a: WaterfallState): boolean {
  return a.companies.length === 0 && a.pendingPar.length === 0;
}

/** Who must act: the owner of a private awaiting its par, else the lowest bidder of a running auction, else the player in turn. */
export function auctionActor(a: WaterfallState): string | null {
  if (a.pendingPar.length) return a.owners[a.pendingPar[0]!]!;
  if (a.companies.length === 0) return null;
  const running = activeAuction(a);
  if (running) return lowestBidder(bidsOn(a, running));
  return a.players[a.index]!;
}

function restOfTierHasBids(a: WaterfallState, company: string): boolean {
  const v = value(company);
  return a.companies.every((c) => c === company || value(c) !== v || bidsOn(a, c).length > 0);
}

/** Buying at face: only in the cheapest tier left, on a company without bids, when every other company of that tier has one. */
export function mayPurchase(a: WaterfallState, company: string): boolean {
  if (!a.companies.includes(company)) return false;
  if (value(a.companies[0]!) !== value(company) || bidsOn(a, company).length) return false;
  return restOfTierHasBids(a, company);
}

/** Cash a player has in bids (one per company). */
export function committedCash(a: WaterfallState, player: string): number {
  let sum = 0;
  for (const company of Object.keys(a.bids)) for (const b of a.bids[company]!) if (b.player === player) sum += b.price;
  return sum;
}

export function maxBid(a: WaterfallState, cash: Readonly<Record<string, number>>, player: string, company: string): number {
  const own = bidsOn(a, company).find((b) => b.player === player)?.price ?? 0;
  return (ownValue(cash, player) ?? 0) - committedCash(a, player) + own;
}

/** The lowest legal bid: face value where buying is allowed, else $5 over the highest bid (or over face value). */
export function minBid(a: WaterfallState, company: string): number {
  if (mayPurchase(a, company)) return value(company);
  const bids = bidsOn(a, company);
  const high = bids.length ? Math.max(...bids.map((b) => b.price)) : value(company);
  return high + MIN_BID_INCREMENT;
}

function buy(a: WaterfallState, cash: Record<string, number>, player: string, company: string, price: number, bidders: number, out: AuctionEvent[]): void {
  const available = maxBid(a, cash, player, company);
  if (available < price) throw new AuctionError(`${player} has ${available} available and cannot spend ${price}`);
  setKey(cash, player, (ownValue(cash, player) ?? 0) - price);
  a.companies = a.companies.filter((c) => c !== company);
  a.owners[company] = player;
  out.push({ type: 'company_bought', player, company, price, bidders });
  if (PRESIDENT_SHARE.has(company)) {
    a.pendingPar.push(company);
    out.push({ type: 'par_owed', player, company });
  }
}

function accept(a: WaterfallState, cash: Record<string, number>, company: string, out: AuctionEvent[]): void {
  const bid = bidsOn(a, company)[0]!;
  const bidders = (a.everBid[company] ?? []).length;
  delete a.bids[company];
  buy(a, cash, bid.player, company, bid.price, bidders, out);
}

/** One company: a single bid wins; several start (or continue) an auction. True when it was sold. */
function resolveCompany(a: WaterfallState, cash: Record<string, number>, company: string, out: AuctionEvent[]): boolean {
  if (!a.roundEnd && !restOfTierHasBids(a, company)) return false;
  const isNew = company !== a.auctioning;
  a.auctioning = null;
  const bids = bidsOn(a, company);
  if (bids.length === 1) {
    accept(a, cash, company, out);
    return true;
  }
  const canAuction = bids.length > 1 && (a.roundEnd || company === a.companies[0]);
  if (canAuction) {
    a.auctioning = company;
    if (isNew) out.push({ type: 'auction_started', company });
  }
  return false;
}

function resolveBids(a: WaterfallState, cash: Record<string, number>, out: AuctionEvent[]): void {
  if (a.roundEnd) {
    for (const company of [...a.companies]) {
      resolveCompany(a, cash, company, out);
      if (a.auctioning === company) break;
    }
    if (Object.values(a.bids).every((b) => b.length === 0)) {
      a.roundEnd = false;
      out.push({ type: 'privates_pay' });
      a.passed = [];
    }
    return;
  }
  for (let company = a.companies[0]; company !== undefined; company = a.companies[0]) {
    if (!resolveCompany(a, cash, company, out)) break;
  }
}

function checkBid(a: WaterfallState, cash: Record<string, number>, player: string, company: string, price: number): void {
  const min = minBid(a, company);
  if (price < min) throw new AuctionError(`Minimum bid is ${min} for ${company}`);
  if ((price - min) % MIN_BID_INCREMENT) throw new AuctionError(`Must increase bid by a multiple of ${MIN_BID_INCREMENT}`);
  const max = maxBid(a, cash, player, company);
  if (price > max) throw new AuctionError(`Cannot afford bid. Maximum possible bid is ${max}`);
}

function addBid(a: WaterfallState, cash: Record<string, number>, player: string, company: string, price: number, out: AuctionEvent[]): void {
  checkBid(a, cash, player, company, price);
  a.bids[company] = [...bidsOn(a, company).filter((b) => b.player !== player), { player, price }];
  const ever = (a.everBid[company] ??= []);
  if (!ever.includes(player)) ever.push(player);
  out.push({ type: 'bid', player, company, price });
}

function advance(a: WaterfallState): void {
  a.index = (a.index + 1) % a.players.length;
}

/**
 * Process a bid or a pass. Throws AuctionError (state unchanged only if the caller works on a copy) when the
 * action is not legal now. A bid where buying is allowed buys the company at the bid's price.
 */
export function processAuction(a: WaterfallState, cash: Record<string, number>, action: AuctionAction): AuctionEvent[] {
  const out: AuctionEvent[] = [];
  if (a.pendingPar.length) throw new AuctionError(`A par for ${a.pendingPar[0]} is owed first`);
  if (a.companies.length === 0) throw new AuctionError('The private auction is over');
  const actor = auctionActor(a);
  if (action.player !== actor) throw new AuctionError(`Not ${action.player}'s turn`);
  const running = activeAuction(a);
  if (action.type === 'pass') {
    if (running) {
      a.bids[running] = bidsOn(a, running).filter((b) => b.player !== action.player);
      out.push({ type: 'auction_pass', player: action.player, company: running });
      resolveBids(a, cash, out);
      return out;
    }
    if (!a.passed.includes(action.player)) a.passed.push(action.player);
    out.push({ type: 'pass', player: action.player });
    if (a.players.every((p) => a.passed.includes(p))) {
      a.roundEnd = true;
      resolveBids(a, cash, out);
    }
    advance(a);
    return out;
  }
  const { player, company, price } = action;
  if (!a.companies.includes(company)) throw new AuctionError(`${company} is not for sale`);
  if (running && company !== running) throw new AuctionError(`${running} is being auctioned`);
  a.passed = a.passed.filter((p) => p !== player);
  if (running) {
    addBid(a, cash, player, company, price, out);
    return out;
  }
  if (mayPurchase(a, company)) {
    buy(a, cash, player, company, price, 0, out);
    resolveBids(a, cash, out);
  } else {
    addBid(a, cash, player, company, price, out);
    // a bid on a $250 private replaces the other players' bids on it
    if (value(company) === BIG_PRIVATE_VALUE) a.bids[company] = bidsOn(a, company).filter((b) => b.player === player);
  }
  advance(a);
  return out;
}

/** The par owed for a bought $250 private was paid (the caller sets the price and hands over the certificate). */
export function parPaid(a: WaterfallState, player: string, corporation: string): void {
  const company = a.pendingPar[0];
  if (!company || a.owners[company] !== player) throw new AuctionError(`No par owed by ${player}`);
  if (company !== corporation) throw new AuctionError(`The par owed is ${company}'s`);
  a.pendingPar.shift();
}

/** Seating for the stock round after the auction: rotated to the player whose turn would be next. */
export function orderAfterAuction(a: WaterfallState): string[] {
  return [...a.players.slice(a.index), ...a.players.slice(0, a.index)];
}
