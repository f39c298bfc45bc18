// 1828's private auction round on the engine: the waterfall module (auction.ts) holds the bidding; this
// round hands out what a bought private brings (shares, the C&P minor) and takes the pars owed.
import type { Ctx, RoundDef } from '../../18xx/context.ts';
import { placeInCell } from '../../18xx/market.ts';
import { buyShares, shareById } from '../../18xx/shares.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, companyOf, corpOf, pay, setPresident } from '../../18xx/state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { AuctionError, auctionActor, auctionFinished, maxBid, minBid, mayPurchase, newAuction, orderAfterAuction, parPaid, processAuction, type WaterfallState } from './auction.ts';
import { COMPANIES } from './data.ts';
import { cellAt, parCells, parseSharePriceId } from './market.ts';
import { revenueAfter, sharesWith } from './privates.ts';
import { copyLists, own1828, parGroupsOf } from './state.ts';
import { packedMap } from '../../packed.ts';
import { privateWords } from './words.ts';
import { setKey } from '../../records.ts';

function auctionOf(state: GameState): WaterfallState {
  const a = own1828(state).auction;
  if (!a) throw new RuleError('Not in the private auction.');
  return a;
}

/** The privates left after setup, in auction order. */
export function startAuction1828(state: GameState, ctx: Ctx): void {
  const own = own1828(state);
  own.auction = newAuction(state.order, own.auctionCompanies);
  state.round = { kind: 'auction', index: 0, available: [...own.auctionCompanies], bids: [], passed: [], auctioning: null, pendingPar: null, cheapest: own.auctionCompanies[0]! };
  ctx.events.push({ type: 'round_started', round: 'auction', number: String(state.turn) });
}

function handOut(state: GameState, ctx: Ctx, player: string, company: string, price: number, bidders: number): void {
  companyOf(state, company).owner = player;
  // bought at face (nobody bid), won with the only bid, or won after an auction among several bidders
  ctx.events.push({ type: 'auction_won', player, company, price, how: bidders === 0 ? 'bought' : bidders === 1 ? 'only_bid' : 'auction' });
  // the second certificate comes at once; the president's certificate waits for the par
  for (const id of sharesWith(company)) if (!id.endsWith('_0')) buyShares(state, ctx.cfg, player, [shareById(state, id)], true);
  if (company === 'C&P') {
    own1828(state).cp = { owner: player };
    const cp = corpOf(state, 'C&P');
    cp.floated = true;
    setPresident(cp, player);
  }
}

function finishIfDone(state: GameState, ctx: Ctx): void {
  const a = auctionOf(state);
  if (!auctionFinished(a)) return;
  state.order = orderAfterAuction(a);
  ctx.events.push({ type: 'priority_deal', player: state.order[0]! });
  const own = own1828(state);
  for (const c of state.companies)
    if (c.owner && c.owner !== 'bank' && !c.closed) own.revenue[c.sym] = revenueAfter(c.sym, 'auction_end', own.revenue[c.sym] ?? 0);
  own.auction = null;
  state.round.done = true;
}

/** A copy of the auction to try an action on (a refused one leaves the game's untouched); cheaper than structuredClone. */
function cloneAuction(a: WaterfallState): WaterfallState {
  const bids: Record<string, { player: string; price: number }[]> = {};
  for (const k in a.bids) bids[k] = packedMap(a.bids[k]!, (b) => ({ ...b }));
  // (written out field by field, in the order of a new auction's: a spread copy would be an object of another shape)
  return {
    players: a.players.slice(),
    index: a.index,
    companies: a.companies.slice(),
    bids,
    auctioning: a.auctioning,
    passed: a.passed.slice(),
    roundEnd: a.roundEnd,
    pendingPar: a.pendingPar.slice(),
    owners: { ...a.owners },
    everBid: copyLists(a.everBid),
  };
}

function processBidOrPass(state: GameState, ctx: Ctx, action: Action): void {
  const a = auctionOf(state);
  const player = String(action.entity ?? '');
  const cash: Record<string, number> = {};
  for (const p of state.order) setKey(cash, p, cashOf(state, p));
  const act =
    action.type === 'bid'
      ? { type: 'bid' as const, player, company: String(action.company), price: Number(action.price) }
      : { type: 'pass' as const, player };
  const trial = cloneAuction(a);
  let events;
  try {
    events = processAuction(trial, cash, act);
  } catch (err) {
    if (err instanceof AuctionError) throw new RuleError(err.message);
    throw err;
  }
  own1828(state).auction = trial;
  for (const ev of events) {
    if (ev.type === 'bid') ctx.events.push({ type: 'bid', player: ev.player, company: ev.company, price: ev.price });
    else if (ev.type === 'company_bought') {
      pay(state, ev.player, 'bank', ev.price);
      handOut(state, ctx, ev.player, ev.company, ev.price, ev.bidders);
    } else if (ev.type === 'privates_pay') payPrivates(state, ctx);
  }
  finishIfDone(state, ctx);
}

/** Every open private a player owns pays its revenue (at an OR's start, and when the auction's bids all pass). */
export function payPrivates(state: GameState, ctx: Ctx): void {
  const own = own1828(state);
  for (const c of state.companies) {
    if (c.closed || !c.owner || c.owner === 'bank') continue;
    const amount = own.revenue[c.sym] ?? 0;
    if (amount <= 0) continue;
    pay(state, 'bank', c.owner, amount);
    ctx.events.push({ type: 'private_revenue', company: c.sym, owner: c.owner, amount });
  }
}

function processPar(state: GameState, ctx: Ctx, action: Action): void {
  const a = auctionOf(state);
  const player = String(action.entity ?? '');
  const corp = String(action.corporation);
  const cell = parseSharePriceId(String(action.share_price));
  const groups = parGroupsOf(state);
  if (!parCells(groups).some((c) => c.row === cell[0] && c.col === cell[1])) throw new RuleError(`${String(action.share_price)} is not a par price now.`);
  try {
    parPaid(a, player, corp);
  } catch (err) {
    if (err instanceof AuctionError) throw new RuleError(err.message);
    throw err;
  }
  const c = corpOf(state, corp);
  c.ipoed = true;
  c.parPrice = cellAt(cell)!.price;
  placeInCell(state, corp, [cell[0], cell[1]]);
  ctx.events.push({ type: 'par', player, corp, price: c.parPrice });
  buyShares(state, ctx.cfg, player, [shareById(state, `${corp}_0`)], true);
  finishIfDone(state, ctx);
}

function choices(state: GameState, player: string): LegalChoice[] {
  const a = auctionOf(state);
  if (auctionActor(a) !== player) return [];
  if (a.pendingPar.length) {
    const corp = a.pendingPar[0]!;
    return parCells(parGroupsOf(state)).map((c) => ({
      label: `Par ${corp} at $${c.price}`,
      action: { type: 'par', entity: player, entity_type: 'player', corporation: corp, share_price: `${c.price},${c.row},${c.col}` },
    }));
  }
  const cash = state.cash;
  const out: LegalChoice[] = [];
  const targets = a.auctioning && (a.bids[a.auctioning]?.length ?? 0) > 1 ? [a.auctioning] : a.companies;
  for (const company of targets) {
    const min = minBid(a, company);
    if (min > maxBid(a, cash, player, company)) continue;
    const verb = mayPurchase(a, company) && !a.auctioning ? 'Buy' : 'Bid on';
    out.push({ label: `${verb} ${privateWords(company)} for $${min}`, action: { type: 'bid', entity: player, entity_type: 'player', company, price: min } });
  }
  out.push({ label: 'Pass', action: { type: 'pass', entity: player, entity_type: 'player' } });
  return out;
}

/**
 * Each private's place in the auction, as the status shows it (its words and picture): "for sale at $20" where
 * the next player may buy it at face, else its bids and the least next bid; privates with neither are left out.
 */
export function auctionStatus1828(state: GameState): Record<string, string> {
  const a = own1828(state).auction;
  if (!a || a.pendingPar.length) return {};
  const out: Record<string, string> = {};
  for (const company of a.companies) {
    const bids = [...(a.bids[company] ?? [])].sort((x, y) => y.price - x.price);
    const words = bids.map((b) => `${state.players.find((p) => p.id === b.player)?.name ?? b.player} $${b.price}`).join(', ');
    if (mayPurchase(a, company) && !a.auctioning) out[company] = `for sale at $${minBid(a, company)}`;
    else if (bids.length) out[company] = `high bid ${words} · next bid at least $${minBid(a, company)}`;
  }
  return out;
}

/** The auction as /game status shows it: each private with bids or for sale, its bids and the least next bid. */
export function auctionLines1828(state: GameState): string[] {
  const a = own1828(state).auction;
  if (!a) return [];
  if (a.pendingPar.length) return [`${a.pendingPar[0]}'s par price must be set`];
  return Object.entries(auctionStatus1828(state)).map(([company, text]) => `Auction ${privateWords(company)} (face $${COMPANIES.find((c) => c.sym === company)?.value ?? 0}): ${text}`);
}

export const auctionRound1828: RoundDef = {
  kind: 'auction',
  steps: [],
  start: startAuction1828,
  actors: (state) => {
    const who = auctionActor(auctionOf(state));
    return who ? [who] : [];
  },
  choices: (state, _ctx, player) => choices(state, player),
  process(state, ctx, action) {
    if (action.type === 'par') return processPar(state, ctx, action);
    if (auctionOf(state).pendingPar.length) throw new RuleError(`${auctionOf(state).pendingPar[0]} must be parred first.`);
    if (action.type === 'bid' || action.type === 'pass') return processBidOrPass(state, ctx, action);
    throw new RuleError(`Cannot ${action.type} during the private auction.`);
  },
  heading: () => 'Private auction',
};

/** Revenue of every private at the start (changed later by events). */
export function initialRevenue(): Record<string, number> {
  return Object.fromEntries(COMPANIES.map((c) => [c.sym, c.revenue]));
}
