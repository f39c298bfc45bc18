// 1871's sealed second-price auctions as a round of the shared 18xx driver. A stock round opens with its
// auctions in sequence (the first: privates and minors, then paper companies; later ones: privates and minors),
// each offering the Auction House's items; every bidder submits (or replaces) a whole sheet until the last one
// is in, then the round is revealed and processed by the pure Vickrey module (unchanged: `cli vickrey` runs the
// same code) and settled: the winner pays the bank (privates, paper companies) or the minor's treasury (the
// minor floats with its home token). Round ids ("sr1-a", "sr1-b", "sr2-a") are those of stored games.
import type { Ctx, RoundDef } from '../../18xx/context.ts';
import { companyOf, corpOf, pay, setPresident, type GameState } from '../../18xx/state.ts';
import { moveShare, numCerts, presidentShare } from '../../18xx/shares.ts';
import { phaseHooks } from '../../18xx/companies.ts';
import { exportTrain } from '../../18xx/trains.ts';
import { placeHomeToken, type MapState } from '../../18xx/map/index.ts';
import { hasKey, ownValue, setKey } from '../../records.ts';
import { RuleError, type Action, type LegalChoice } from '../../types.ts';
import { processSealedRound, type ItemOutcome } from './vickrey.ts';
import type { SteelData } from './data.ts';
import { setTokenShape } from './map.ts';
import { money } from '../../18xx/money.ts';
import { debtOf } from './loans.ts';
import './events.ts';

type CompanyType = 'private' | 'minor' | 'paper';

export interface OpenSealed {
  round: string;
  items: { id: string; bidClass: string; prices: number[] }[];
  /** Players who may bid, in track order. */
  bidders: string[];
  /** player → item → bid; a sheet may be replaced until the reveal. */
  sheets: Record<string, Record<string, number>>;
}

export interface RevealedSealed {
  round: string;
  items: OpenSealed['items'];
  sheets: { player: string; bids: Record<string, number> }[];
  outcomes: ItemOutcome[];
  /** state.actionCount of the sheet that completed the round (the undo barrier). */
  at: number;
  orderBefore: string[];
  orderAfter: string[];
}

/** What the title keeps of its auctions (state.title.sealed). */
export interface SealedState {
  /** The Bidding Order Track, space 1 first. */
  track: string[];
  /** Stock round number and the auctions (company types) still to open in it. */
  number: number;
  queue: CompanyType[][];
  next: number;
  open: OpenSealed | null;
  lastReveal: RevealedSealed | null;
  reveals: number;
  /** Companies out of the game (paper companies unsold after the first stock round). */
  removed: string[];
}

export function sealedOf(state: GameState): SealedState {
  return state.title.sealed as SealedState;
}

/** The company type of an auction item, from the data. */
export function typeOf(data: SteelData, id: string): CompanyType {
  const c = data.companies;
  if (c.privates.some((p) => p.id === id)) return 'private';
  if (c.minors.some((m) => m.id === id)) return 'minor';
  return 'paper';
}

function bidNumber(data: SteelData, id: string): number {
  const c = data.companies;
  return (c.privates.find((p) => p.id === id) ?? c.minors.find((m) => m.id === id) ?? c.paper.find((p) => p.id === id))!.bid_number;
}

function available(state: GameState, data: SteelData, id: string): boolean {
  if (sealedOf(state).removed.includes(id)) return false;
  if (typeOf(data, id) === 'minor') return !corpOf(state, id).president;
  return companyOf(state, id).owner === 'bank';
}

function bidClass(state: GameState, ctx: Ctx, data: SteelData, id: string): string | null {
  const type = typeOf(data, id);
  if (type === 'private') return data.companies.privates.find((p) => p.id === id)!.class;
  if (type === 'paper') return data.auction.paper_class;
  const phase = ctx.cfg.phases[state.phase]!.name as keyof SteelData['auction']['minor_class_by_phase'];
  return data.auction.minor_class_by_phase[phase] ?? null;
}

/** The items of an auction of these types, in processing order: type order, then ascending bid number. */
function auctionItems(state: GameState, ctx: Ctx, data: SteelData, types: readonly CompanyType[]): OpenSealed['items'] {
  const all = [...data.companies.privates, ...data.companies.minors, ...data.companies.paper].map((c) => c.id);
  const items: OpenSealed['items'] = [];
  for (const type of data.auction_house.type_order) {
    if (!types.includes(type)) continue;
    const offered = all
      .filter((id) => typeOf(data, id) === type && available(state, data, id))
      .sort((a, b) => bidNumber(data, a) - bidNumber(data, b))
      .slice(0, data.auction_house.on_offer[type]);
    for (const id of offered) {
      const cls = bidClass(state, ctx, data, id);
      if (cls) items.push({ id, bidClass: cls, prices: data.bid_classes.prices[cls as keyof SteelData['bid_classes']['prices']].slice() });
    }
  }
  return items;
}

/** Opens the stock round's next auction with something on offer, or marks the auctions done. */
function openNext(state: GameState, ctx: Ctx, data: SteelData): void {
  const s = sealedOf(state);
  while (s.next < s.queue.length) {
    const types = s.queue[s.next]!;
    const round = `sr${s.number}-${String.fromCharCode(97 + s.next)}`;
    s.next += 1;
    const items = auctionItems(state, ctx, data, types);
    // the seed: "A bidder with loan debt should not place any bids": no sheet is asked of them
    const bidders = s.track.filter((p) => debtOf(state, p) === 0);
    if (items.length && bidders.length) {
      s.open = { round, items, bidders, sheets: {} };
      return;
    }
  }
  // the seed: after the first stock round "paper companies are no longer available for auction"
  if (s.number === 1) {
    const unsold = data.companies.paper.filter((p) => available(state, data, p.id)).map((p) => p.id);
    for (const id of unsold) {
      s.removed.push(id);
      companyOf(state, id).owner = null;
      companyOf(state, id).closed = true;
    }
    if (unsold.length) ctx.events.push({ type: 'papers_removed', companies: unsold, why: 'unsold' });
  }
  state.round.done = true;
}

/** An item as players call it (privates, minors and paper companies by name). */
const itemName = (ctx: Ctx, id: string) => ctx.cfg.companies.find((c) => c.sym === id)?.name ?? ctx.cfg.corporations.find((c) => c.sym === id)?.name ?? id;

/** Checks a sheet against the open auction: known items, each bid one of its class's six prices. */
function checkSheet(ctx: Ctx, open: OpenSealed, bids: unknown): Record<string, number> {
  if (typeof bids !== 'object' || bids === null || Array.isArray(bids)) throw new RuleError('A bid sheet maps items to prices.');
  const out: Record<string, number> = {};
  for (const [id, price] of Object.entries(bids)) {
    const item = open.items.find((i) => i.id === id);
    if (!item) throw new RuleError(`${itemName(ctx, id)} is not in this auction.`);
    if (typeof price !== 'number' || !item.prices.includes(price)) throw new RuleError(`Bid one of ${item.prices.map((p) => money(ctx.cfg, p)).join(', ')} on ${itemName(ctx, id)}.`);
    out[id] = price;
  }
  return out;
}


function settle(state: GameState, ctx: Ctx, data: SteelData): void {
  const s = sealedOf(state);
  const open = s.open!;
  const limit = ctx.cfg.certLimit[state.players.length] ?? 0;
  const result = processSealedRound({
    players: state.order.map((p) => ({ id: p, cash: ownValue(state.cash, p) ?? 0, certs: numCerts(state, ctx.cfg, p), certLimit: limit, loan: debtOf(state, p) })),
    order: s.track,
    items: open.items,
    bids: open.sheets,
  });
  ctx.events.push({ type: 'sealed_revealed', results: result.outcomes.map((o) => ({ item: o.item, winner: o.winner, price: o.price ?? 0, why: o.how })) });
  for (const o of result.outcomes) {
    const type = typeOf(data, o.item);
    if (o.winner === null) {
      if (type === 'minor' && data.auction_house.unsold_minor_exports_train) {
        // told with its reason: the shared export event becomes the title's (an unsold minor's)
        const at = ctx.events.list.length;
        exportTrain(state, ctx.cfg, phaseHooks(state, ctx));
        const e = ctx.events.list[at];
        if (e?.type === 'train_exported') ctx.events.list[at] = { type: 'unsold_minor_export', minor: o.item, train: e.train };
      }
      continue;
    }
    const price = o.price!;
    if (type === 'minor') {
      const corp = corpOf(state, o.item);
      moveShare(state, presidentShare(state, o.item), o.winner);
      setPresident(corp, o.winner);
      corp.ipoed = true;
      corp.floated = true;
      pay(state, o.winner, o.item, price);
      const home = placeHomeToken(state.map as MapState, o.item);
      corp.tokensUsed = 1;
      setTokenShape(state, home.hex, o.item, data.companies.minors.find((m) => m.id === o.item)!.token);
    } else {
      companyOf(state, o.item).owner = o.winner;
      pay(state, o.winner, 'bank', price);
    }
    ctx.events.push({ type: 'auction_won', player: o.winner, company: o.item, price, bid: ownValue(open.sheets, o.winner)?.[o.item] ?? price, why: o.how });
    // a minor's price is its treasury
    if (type === 'minor') ctx.events.push({ type: 'float', corp: o.item, cash: price });
  }
  s.lastReveal = {
    round: open.round,
    items: open.items,
    sheets: open.bidders.map((p) => ({ player: p, bids: { ...ownValue(open.sheets, p) } })),
    outcomes: result.outcomes,
    at: state.actionCount,
    orderBefore: s.track.slice(),
    orderAfter: result.order,
  };
  s.track = result.order;
  s.reveals += 1;
  s.open = null;
}

/** Starts stock round `number`'s auctions. */
export function startAuctions(state: GameState, ctx: Ctx, data: SteelData, number: number): void {
  const s = sealedOf(state);
  const auctions = number === 1 ? data.auction.first_stock_round : data.auction.later_stock_rounds;
  Object.assign(s, { number, queue: auctions.map((a) => a.slice()), next: 0 });
  state.round = { kind: 'sealed' } as unknown as GameState['round'];
  ctx.events.push({ type: 'round_started', round: 'stock', number: String(number) });
  openNext(state, ctx, data);
}

export function sealedRoundDef(dataOf: (state: GameState) => SteelData): RoundDef {
  return {
    kind: 'sealed',
    steps: [],
    start: (state, ctx) => startAuctions(state, ctx, dataOf(state), sealedOf(state).number + 1),
    actors(state) {
      const open = sealedOf(state).open;
      return open ? open.bidders.filter((p) => !hasKey(open.sheets, p)) : [];
    },
    choices(state, ctx, player): LegalChoice[] {
      const open = sealedOf(state).open;
      if (!open?.bidders.includes(player)) return [];
      const sheet = (bids: Record<string, number>): Action => ({ type: 'sealed_bids', entity: player, entity_type: 'player', round: open.round, bids });
      // a whole sheet has 7^items forms: the empty sheet and every single bid
      return [
        { label: 'Submit a sheet with no bids', action: sheet({}) },
        ...open.items.flatMap((i) =>
          i.prices.map((price) => ({ label: `Bid ${money(ctx.cfg, price)} on ${itemName(ctx, i.id)}`, action: { type: 'bid', entity: player, entity_type: 'player', round: open.round, company: i.id, price } })),
        ),
      ];
    },
    process(state, ctx, action) {
      const data = dataOf(state);
      const s = sealedOf(state);
      const open = s.open;
      if (action.type !== 'sealed_bids' && action.type !== 'bid') throw new RuleError('A sealed auction is open: everyone submits a bid sheet first.');
      if (!open) throw new RuleError('No sealed auction is open.');
      const player = String(action.entity);
      if (!open.bidders.includes(player)) throw new RuleError('You are not bidding in this auction.');
      if (action.round !== undefined && action.round !== null && action.round !== open.round) {
        throw new RuleError(`That auction is closed; stock round ${s.number}'s sealed auction ${s.next} is open.`);
      }
      const bids =
        action.type === 'bid' ? { ...ownValue(open.sheets, player), ...checkSheet(ctx, open, { [String(action.company)]: action.price }) } : checkSheet(ctx, open, action.bids ?? {});
      setKey(open.sheets, player, bids);
      ctx.events.push({ type: 'sealed_submitted', player });
      if (!open.bidders.every((p) => hasKey(open.sheets, p))) return;
      settle(state, ctx, data);
      openNext(state, ctx, data);
    },
    // "Stock round 2, sealed auction 1 of 1" (never the round's id)
    heading(state) {
      const s = sealedOf(state);
      return `Stock round ${s.number}, sealed auction ${s.next} of ${s.queue.length}`;
    },
  };
}
