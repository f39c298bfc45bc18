// 1871's sealed auctions inside a game: which items are offered (Auction House), their bid classes,
// sheets submitted (and replaced) until the last bidder's sheet is in, then the reveal, processed by
// vickrey.ts and settled: the winner pays the bank (privates, paper companies) or the minor's
// treasury (minors), takes the certificate, and the Bidding Order Track moves on ties.
import { RuleError } from '../../types.ts';
import type { SteelEvent } from './events.ts';
import type { BidClass, CompanyType, SteelData } from './data/schema.ts';
import type { OpenAuction, SteelState } from './state.ts';
import { processSealedRound } from './vickrey.ts';
import { certCount, certLimit, playerByKey } from './players.ts';
import { placeHome } from './homes.ts';
import { exportTrain } from './trains.ts';
import { hasKey, ownValue, setKey } from '../../records.ts';

/** The bid class of a company type now (minors by phase; null = not auctioned in this phase). */
export function bidClassOf(data: SteelData, state: SteelState, companyId: string): BidClass | null {
  const c = state.companies[companyId]!;
  if (c.type === 'private') return data.companies.privates.find((p) => p.id === companyId)!.class;
  if (c.type === 'minor') return data.auction.minor_class_by_phase[state.phase] ?? null;
  return data.auction.paper_class;
}

/** The items of an auction of these types, in processing order: type order, then ascending bid number. */
export function auctionItems(data: SteelData, state: SteelState, types: readonly CompanyType[]): OpenAuction['items'] {
  const items: OpenAuction['items'] = [];
  for (const type of data.auction_house.type_order) {
    if (!types.includes(type)) continue;
    const offered = Object.values(state.companies)
      .filter((c) => c.type === type && c.status === 'available')
      .sort((a, b) => a.bidNumber - b.bidNumber)
      .slice(0, data.auction_house.on_offer[type]);
    for (const c of offered) {
      const bidClass = bidClassOf(data, state, c.id);
      if (bidClass) items.push({ id: c.id, bidClass, prices: data.bid_classes.prices[bidClass].slice() });
    }
  }
  return items;
}

/** Opens an auction, or returns null when there is nothing to offer or nobody may bid. */
export function openAuction(data: SteelData, state: SteelState, round: string, types: CompanyType[]): OpenAuction | null {
  const items = auctionItems(data, state, types);
  // "A bidder with loan debt should not place any bids": such a player gets no sheet.
  const bidders = state.track.filter((key) => playerByKey(state, key).loan === 0);
  if (!items.length || !bidders.length) return null;
  return { round, types, items, bidders, sheets: {} };
}

/** Checks a sheet against the open auction: known items, each bid one of its class's six prices. */
export function checkSheet(open: OpenAuction, bids: unknown): Record<string, number> {
  if (typeof bids !== 'object' || bids === null || Array.isArray(bids)) throw new RuleError('A bid sheet maps items to prices.');
  const out: Record<string, number> = {};
  for (const [itemId, price] of Object.entries(bids)) {
    const item = open.items.find((i) => i.id === itemId);
    if (!item) throw new RuleError(`${itemId} is not in this auction (items: ${open.items.map((i) => i.id).join(', ')}).`);
    if (typeof price !== 'number' || !item.prices.includes(price)) {
      throw new RuleError(`${itemId} is class ${item.bidClass}: bid one of ${item.prices.join(', ')}.`);
    }
    out[itemId] = price;
  }
  return out;
}

/** Stores (or replaces) a player's sheet; reveals when every bidder has one. Returns the events. */
export function submitSheet(data: SteelData, state: SteelState, player: string, bids: Record<string, number>): SteelEvent[] {
  const open = state.open!;
  if (!open.bidders.includes(player)) {
    throw new RuleError(playerByKey(state, player).loan > 0 ? 'A player with loan debt may not bid.' : 'You are not bidding in this auction.');
  }
  setKey(open.sheets, player, bids);
  const events: SteelEvent[] = [{ type: 'sealed_submitted', player }];
  if (open.bidders.every((p) => hasKey(open.sheets, p))) events.push(...reveal(data, state));
  return events;
}

function reveal(data: SteelData, state: SteelState): SteelEvent[] {
  const open = state.open!;
  const result = processSealedRound({
    players: state.players.map((p) => ({ id: p.key, cash: p.cash, certs: certCount(state, p.key), certLimit: certLimit(data, state), loan: p.loan })),
    order: state.track,
    items: open.items,
    bids: open.sheets,
  });
  const events: SteelEvent[] = [];
  for (const o of result.outcomes) {
    if (o.winner === null) {
      if (state.companies[o.item]!.type === 'minor' && data.auction_house.unsold_minor_exports_train) events.push(...exportTrain(data, state));
      continue;
    }
    const company = state.companies[o.item]!;
    const winner = playerByKey(state, o.winner);
    winner.cash -= o.price!;
    if (company.type === 'minor') company.treasury += o.price!;
    else state.bank += o.price!;
    company.owner = o.winner;
    company.status = 'owned';
    company.paid = o.price;
    if (company.type === 'minor') placeHome(data, state, company.id);
    events.push({ type: 'auction_won', player: o.winner, company: o.item, price: o.price! });
  }
  state.lastReveal = {
    round: open.round,
    items: open.items,
    sheets: open.bidders.map((p) => ({ player: p, bids: { ...ownValue(open.sheets, p) } })),
    outcomes: result.outcomes,
    at: state.actions,
    orderBefore: state.track.slice(),
    orderAfter: result.order,
  };
  state.track = result.order;
  state.reveals += 1;
  state.open = null;
  events.unshift({
    type: 'sealed_revealed',
    results: result.outcomes.map((o) => ({ item: o.item, winner: o.winner, price: o.price ?? 0, why: o.how })),
  });
  return events;
}
