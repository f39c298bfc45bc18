// The stock round's step: sell then buy (or sell/buy/sell), one certificate a turn (more in brown cells), par.
import { money } from '../money.ts';
import type { Ctx, Step } from '../context.ts';
import { cellAt, countsForLimit, parCells, placeInCell, priceOf, unlimitedHolding, zoneOf } from '../market.ts';
import { afterStockAction, endIfAllPassed, expectTurn, nextTurn, stockCurrent, stockRound } from '../rounds/stock.ts';
import { buyShares, canSellFrom, sellsYet, canSellPercent, certLimit, floatCheck, holdingsByCorp, holdingsIn, ipo, moveShare, numCerts, percentOf, presidentShare, sellShares, shareById, sharesOf } from '../shares.ts';
import type { GameState, Share, StockRound } from '../state.ts';
import { certificatesHeldBy, certificatesOf } from '../lookup.ts';
import { cashOf, corpOf, setPresident } from '../state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { packedMap } from '../../packed.ts';
import { entityName } from '../words.ts';
import { ownOrSet, ownValue } from '../../records.ts';
import { withArticle } from '../../articles.ts';

export function parseCell(sharePrice: unknown): [number, number] {
  const parts = String(sharePrice).split(',').map(Number);
  if (parts.length < 3 || parts.some((x) => Number.isNaN(x))) throw new RuleError(`Bad share price "${String(sharePrice)}".`);
  return [parts[1]!, parts[2]!];
}

export function parCorporation(state: GameState, ctx: Ctx, corp: string, cell: [number, number], player: string): void {
  const c = corpOf(state, corp);
  const p = cellAt(ctx.cfg, cell[0], cell[1]);
  if (!p || !p.types.includes('p')) throw new RuleError(`${p?.price ?? '?'} is not a par price.`);
  c.ipoed = true;
  c.parPrice = p.price;
  placeInCell(state, corp, cell);
  ctx.events.push({ type: 'par', player, corp, price: p.price });
}

/**
 * Pars `corp` at `cell` with `player` as its president, holding the president's certificate (paid for by the
 * caller, as the title says: `price` is the certificate's part of the par).
 */
export function parAsPresident(state: GameState, ctx: Ctx, corp: string, cell: [number, number], player: string): { pres: Share; price: number } {
  parCorporation(state, ctx, corp, cell, player);
  const c = corpOf(state, corp);
  const pres = presidentShare(state, corp);
  moveShare(state, pres, player);
  setPresident(c, player);
  return { pres, price: (c.parPrice! * pres.percent) / 10 };
}

/**
 * A title's own starts of corporations of `type` not yet parred: "Start X at $N" at every market cell of
 * `cellType` that `refusal` allows `player` now.
 */
export function startChoices(state: GameState, ctx: Ctx, player: string, type: string, cellType: string, refusal: (corp: string, cell: [number, number]) => string | null): LegalChoice[] {
  const out: LegalChoice[] = [];
  for (const corp of state.corps.filter((c) => c.type === type && !c.ipoed).map((c) => c.sym))
    ctx.cfg.market.forEach((row, r) =>
      row.forEach((_code, col) => {
        const cell = cellAt(ctx.cfg, r, col);
        if (!cell?.types.includes(cellType) || refusal(corp, [r, col])) return;
        out.push({ label: `Start ${entityName(ctx, corp)} at ${money(ctx.cfg, cell.price)}`, action: { type: 'par', entity: player, entity_type: 'player', corporation: corp, share_price: `${cell.price},${r},${col}` } });
      }),
    );
  return out;
}

/** Par choices for `corp` at every par cell (`afford`: only those the player can pay). */
export function parChoices(state: GameState, ctx: Ctx, player: string, corp: string, afford: boolean): LegalChoice[] {
  const out: LegalChoice[] = [];
  const presPercent = presidentShare(state, corp).percent;
  ctx.cfg.market.forEach((row, ri) =>
    row.forEach((code, ci) => {
      if (!code.includes('p')) return;
      const price = parseInt(code, 10);
      if (afford && (price * presPercent) / 10 > cashOf(state, player)) return;
      out.push({ label: `Par ${entityName(ctx, corp)} at ${money(ctx.cfg, price)}`, action: { type: 'par', entity: player, entity_type: 'player', corporation: corp, share_price: `${price},${ri},${ci}` } });
    }),
  );
  return out;
}

/** What the stock checks need about a player, read in one pass over the certificates. */
interface Buyer {
  player: string;
  cash: number;
  /** Percent held of each corporation. */
  held: Map<string, number>;
  /** Certificates counting against the limit (numCerts), and the limit. */
  certs: number;
  limit: number;
}

function buyerOf(state: GameState, ctx: Ctx, player: string): Buyer {
  const held = new Map<string, number>();
  for (const s of certificatesHeldBy(state.shares, player)) held.set(s.corp, (held.get(s.corp) ?? 0) + s.percent);
  return { player, cash: cashOf(state, player), held, certs: numCerts(state, ctx.cfg, player), limit: certLimit(state, ctx.cfg) };
}

function canGain(state: GameState, ctx: Ctx, buyer: Buyer, share: Share): boolean {
  const corp = share.corp;
  const unlimited = unlimitedHolding(state, ctx.cfg, corp);
  if (!unlimited && (buyer.held.get(corp) ?? 0) + share.percent > ctx.cfg.maxOwnershipPercent) return false;
  return buyer.certs < buyer.limit || !countsForLimit(state, ctx.cfg, corp);
}

/** "Buy a PRR share from the IPO for $67" ("a 20% PRR share" for a bigger certificate). */
function buyLabel(state: GameState, ctx: Ctx, s: Share): string {
  return `Buy ${withArticle(`${s.percent === 10 ? '' : `${s.percent}% `}${entityName(ctx, s.corp)}`)} share ${s.owner === 'pool' ? 'from the market' : 'from the IPO'} for ${money(ctx.cfg, sharePrice(state, ctx, s))}`;
}

/** What a certificate costs now: par from the IPO, the market price from the pool. */
export function sharePrice(state: GameState, ctx: Ctx, share: Share): number {
  const c = corpOf(state, share.corp);
  const unit = share.owner === ipo(share.corp) ? (ctx.rules.hooks.ipoPrice?.(state, ctx, share.corp) ?? c.parPrice ?? 0) : priceOf(state, ctx.cfg, share.corp);
  return (unit * share.percent) / 10;
}

/** Has the turn's purchase been made (a par, a share, or a title's purchase-like action such as 1828's merger)? */
const bought = (r: StockRound): boolean => r.current.some((x) => x === 'par' || x === 'merge' || x.startsWith('buy'));

/** Brown ('b') cells of the market allow buying several shares of that one corporation in a turn (or the title's rule). */
function mayBuyAgain(state: GameState, ctx: Ctx, r: StockRound, corp: string, player: string): boolean {
  const own = ctx.rules.hooks.mayBuyAgain;
  if (own) return own(state, ctx, player, corp, r.current);
  if (!zoneOf(state, ctx.cfg, corp).startsWith('b')) return false;
  return !r.current.includes('par') && r.current.every((x) => !x.startsWith('buy:') || x === `buy:${corp}`);
}

/** A second purchase in the turn may come from this holder (the market only, after none from the IPO, where the title says so). */
function againFrom(ctx: Ctx, r: StockRound, owner: string): boolean {
  return !ctx.cfg.multipleBuyOnlyFromMarket || (owner === 'pool' && !r.current.includes(FROM_IPO));
}

/** Marks the turn's purchases from an IPO (kept only for titles with `multipleBuyOnlyFromMarket`). */
const FROM_IPO = 'from_ipo';

export function canBuyShare(state: GameState, ctx: Ctx, player: string, share: Share): boolean {
  return canBuy(state, ctx, buyerOf(state, ctx, player), share);
}

function canBuy(state: GameState, ctx: Ctx, buyer: Buyer, share: Share): boolean {
  const r = stockRound(state);
  if (bought(r) && (!mayBuyAgain(state, ctx, r, share.corp, buyer.player) || !againFrom(ctx, r, share.owner))) return false;
  if (ownValue(r.sold, buyer.player)?.[share.corp]) return false;
  if (share.president) return false;
  if (share.owner !== 'pool' && share.owner !== ipo(share.corp)) return false;
  if (!corpOf(state, share.corp).ipoed) return false;
  return buyer.cash >= sharePrice(state, ctx, share) && canGain(state, ctx, buyer, share);
}

export function buyableShares(state: GameState, ctx: Ctx, player: string): Share[] {
  const out: Share[] = [];
  const seen = new Set<string>();
  const buyer = buyerOf(state, ctx, player);
  for (const corp of state.corps) {
    for (const src of [ipo(corp.sym), 'pool']) {
      const s = sharesOf(state, src, corp.sym).find((x) => !x.president);
      if (s && !seen.has(`${src}${corp.sym}`) && canBuy(state, ctx, buyer, s)) {
        seen.add(`${src}${corp.sym}`);
        out.push(s);
      }
    }
  }
  return out;
}

/**
 * Fast check: is any certificate buyable (IPO or market)? The same answer as canBuy over every certificate, with
 * what depends only on the corporation (parred, sold this round, a second purchase, prices, zone) asked once per
 * corporation and no certificate of a corporation that fails it looked at.
 */
function anyBuyable(state: GameState, ctx: Ctx, buyer: Buyer): boolean {
  const r = stockRound(state);
  const boughtNow = bought(r);
  // after a par, or purchases of two corporations, nothing more is bought this turn (mayBuyAgain)
  if (boughtNow && (r.current.includes('par') || new Set(r.current.filter((x) => x.startsWith('buy:'))).size > 1)) return false;
  const sold = ownValue(r.sold, buyer.player);
  const max = ctx.cfg.maxOwnershipPercent;
  const roomForCert = buyer.certs < buyer.limit;
  const { shares } = state;
  // only the certificates for sale are looked at: each corporation's IPO, and the market's
  const pool = certificatesHeldBy(shares, 'pool');
  for (const c of state.corps) {
    const corp = c.sym;
    if (!c.ipoed || sold?.[corp] || (boughtNow && !mayBuyAgain(state, ctx, r, corp, buyer.player))) continue;
    // (the market cell read once: countsForLimit, priceOf and unlimitedHolding each look it up)
    const cell = c.cell ? cellAt(ctx.cfg, c.cell[0], c.cell[1]) : null;
    // no certificate fits under the certificate limit
    if (!roomForCert && (cell?.counts ?? true)) continue;
    const room = cell?.unlimited ? Infinity : max - (buyer.held.get(corp) ?? 0);
    const ipoUnit = ctx.rules.hooks.ipoPrice?.(state, ctx, corp) ?? c.parPrice ?? 0;
    if (!boughtNow || againFrom(ctx, r, ipo(corp)))
      for (const sh of certificatesHeldBy(shares, ipo(corp))) {
        if (!sh.president && sh.percent <= room && buyer.cash >= (ipoUnit * sh.percent) / 10) return true;
      }
    const poolUnit = cell?.price ?? 0;
    if (boughtNow && !againFrom(ctx, r, 'pool')) continue;
    for (const sh of pool) {
      if (sh.corp === corp && !sh.president && sh.percent <= room && buyer.cash >= (poolUnit * sh.percent) / 10) return true;
    }
  }
  return false;
}

export function canSellNow(state: GameState, ctx: Ctx): boolean {
  const r = stockRound(state);
  if (state.turn <= 1) return false;
  if (ctx.cfg.sellBuyOrder === 'sell_buy' && bought(r)) return false;
  if (ctx.cfg.sellBuyOrder === 'sell_buy_or_buy_sell' && soldThenBought(r)) return false;
  return true;
}

/** The turn has both sold and made a purchase, a purchase last (18xx.games can_sell_order? for sell_buy_or_buy_sell). */
function soldThenBought(r: StockRound): boolean {
  const kinds = new Set(r.current.map((x) => (x.startsWith('buy') ? 'buy' : x)));
  const last = r.current[r.current.length - 1];
  return kinds.size === 2 && last !== undefined && last !== 'sell';
}

export function sellableCorps(state: GameState, ctx: Ctx, player: string): string[] {
  if (!canSellNow(state, ctx)) return [];
  const byCorp = holdingsByCorp(state);
  const out: string[] = [];
  const sold = ctx.cfg.mustSellInBlocks ? ownValue(stockRound(state).sold, player) : undefined;
  for (const c of state.corps) {
    const owned = byCorp.get(c.sym);
    if (sold?.[c.sym] === 'now') continue; // one sale per corporation a turn
    if (c.ipoed && owned && (owned.get(player) ?? 0) > 0 && sellsYet(state, ctx.cfg, c.sym) && canSellFrom(state, ctx.cfg, owned, player, c.sym, 10)) out.push(c.sym);
  }
  return out;
}

/** Has the player any certificate to sell now (sellableCorps non-empty, stopping at the first)? */
export function anySellable(state: GameState, ctx: Ctx, player: string, held: ReadonlyMap<string, number> = buyerOf(state, ctx, player).held): boolean {
  if (!canSellNow(state, ctx)) return false;
  const sold = ctx.cfg.mustSellInBlocks ? ownValue(stockRound(state).sold, player) : undefined;
  for (const [corp, pct] of held)
    if (pct > 0 && sold?.[corp] !== 'now' && corpOf(state, corp).ipoed && sellsYet(state, ctx.cfg, corp) && canSellFrom(state, ctx.cfg, holdingsIn(state, corp), player, corp, 10)) return true;
  return false;
}

export function parableCorps(state: GameState, ctx: Ctx, player: string): string[] {
  return parable(state, ctx, buyerOf(state, ctx, player));
}

function parable(state: GameState, ctx: Ctx, buyer: Buyer): string[] {
  const r = stockRound(state);
  if (bought(r)) return [];
  const open = state.corps.filter((c) => !c.ipoed && !c.closed);
  if (!open.length || buyer.certs >= buyer.limit) return [];
  const minPar = lowestPar(ctx.cfg);
  return open.filter((c) => buyer.cash >= (minPar * presidentShare(state, c.sym).percent) / 10).map((c) => c.sym);
}

/**
 * Does the player have a par to make (18xx.games can_ipo_any?)? Not the listing's question (parable): 18xx.games
 * asks whether the corporation's first IPO certificate could be bought at the lowest par price. That is the
 * president's certificate, except after an exchange made someone president of a corporation not yet parred
 * (1828's M&H for a share of a corporation whose other share the player held): then a 10% one, which a player
 * who cannot afford any par may still "buy", and must pass rather than be passed for.
 */
function anyParable(state: GameState, ctx: Ctx, buyer: Buyer): boolean {
  const r = stockRound(state);
  if (bought(r)) return false;
  const minPar = lowestPar(ctx.cfg);
  const sold = ownValue(r.sold, buyer.player);
  for (const c of state.corps) {
    if (c.ipoed || c.closed || sold?.[c.sym]) continue;
    const pres = presidentShare(state, c.sym);
    const first = pres.owner === ipo(c.sym) ? pres : certificatesOf(state.shares, c.sym).find((s) => s.owner === ipo(c.sym));
    if (first && buyer.cash >= (minPar * first.percent) / 10 && canGain(state, ctx, buyer, first)) return true;
  }
  return false;
}

const lowestPars = new Map<string, number>();

/** The lowest par price of a title's market (cells marked 'p'). */
function lowestPar(cfg: Ctx['cfg']): number {
  let min = lowestPars.get(cfg.key);
  if (min === undefined) lowestPars.set(cfg.key, (min = Math.min(...parCells(cfg).map((c) => c.price))));
  return min;
}

/**
 * Must the player sell before anything else (18xx.games must_sell?): over the certificate limit, or holding more
 * than the ownership limit of a corporation outside the unlimited zones, with something sellable.
 */
export function mustSell(state: GameState, ctx: Ctx, player: string): boolean {
  return mustSellAs(state, ctx, buyerOf(state, ctx, player));
}

function mustSellAs(state: GameState, ctx: Ctx, buyer: Buyer): boolean {
  const { player } = buyer;
  if (buyer.certs > buyer.limit) return sellableCorps(state, ctx, player).length > 0;
  if (ctx.rules.hooks.holdAboveLimit) return false;
  const over: string[] = [];
  for (const [corp, pct] of buyer.held) if (pct > ctx.cfg.maxOwnershipPercent && !unlimitedHolding(state, ctx.cfg, corp)) over.push(corp);
  return over.length > 0 && sellableCorps(state, ctx, player).some((corp) => over.includes(corp));
}

/** Every sell_shares action for the amounts of `corp` the player may sell now (normal certificates named first). */
export function sellOffers(state: GameState, ctx: Ctx, player: string, corp: string): Action[] {
  if (state.round.kind !== 'stock' || state.finished || stockCurrent(state) !== player) return [];
  if (!sellableCorps(state, ctx, player).includes(corp)) return [];
  const mine = state.shares.filter((x) => x.owner === player && x.corp === corp).sort((a, b) => Number(a.president) - Number(b.president));
  const out: Action[] = [];
  for (let pct = 10; pct <= percentOf(state, player, corp); pct += 10) {
    if (!canSellPercent(state, ctx.cfg, player, corp, pct)) continue;
    const ids: string[] = [];
    let sum = 0;
    for (const sh of mine) {
      if (sum >= pct) break;
      ids.push(sh.id);
      sum += sh.percent;
    }
    out.push({ type: 'sell_shares', entity: player, entity_type: 'player', shares: ids, percent: pct });
  }
  return out;
}

function tookAction(r: StockRound, player: string, what: string): void {
  r.current.push(what);
  r.passed = r.passed.filter((p) => p !== player);
}

function pass(state: GameState, ctx: Ctx, player: string): void {
  const r = expectTurn(state, player);
  if (mustSell(state, ctx, player)) throw new RuleError('You are over the certificate or holding limit and must sell first.');
  if (r.current.length === 0) {
    if (!r.passed.includes(player)) r.passed.push(player);
    if (endIfAllPassed(state, ctx)) return;
  } else {
    r.passed = r.passed.filter((p) => p !== player);
  }
  nextTurn(state, ctx);
}

function buy(state: GameState, ctx: Ctx, player: string, ids: string[]): void {
  const r = expectTurn(state, player);
  const buyer = buyerOf(state, ctx, player);
  if (mustSellAs(state, ctx, buyer)) throw new RuleError('You are over the certificate or holding limit and must sell first.');
  const shares = packedMap(ids, (id) => shareById(state, id));
  const share = shares[0]!;
  if (!canBuy(state, ctx, buyer, share)) throw new RuleError(`You cannot buy ${share.id} now.`);
  if (ctx.rules.hooks.buyShare?.(state, ctx, player, share)) {
    tookAction(r, player, `buy:${share.corp}`);
    afterStockAction(state, ctx);
    return;
  }
  const from = share.owner === 'pool' ? 'pool' : 'ipo';
  const price = shares.reduce((n, s) => n + sharePrice(state, ctx, s), 0);
  buyShares(state, ctx.cfg, player, shares, false, ctx.rules.hooks.ipoPrice?.(state, ctx, share.corp));
  ctx.events.push({ type: 'shares_bought', player, corp: share.corp, percent: shares.reduce((n, s) => n + s.percent, 0), from, price });
  tookAction(r, player, `buy:${share.corp}`);
  if (from === 'ipo' && ctx.cfg.multipleBuyOnlyFromMarket) r.current.push(FROM_IPO);
  floatCheck(state, ctx, share.corp);
  afterStockAction(state, ctx);
}

function sell(state: GameState, ctx: Ctx, player: string, ids: string[], percent: number): void {
  const r = expectTurn(state, player);
  const corp = shareById(state, ids[0]!).corp;
  if (!canSellNow(state, ctx) || !sellsYet(state, ctx.cfg, corp) || !canSellPercent(state, ctx.cfg, player, corp, percent)) throw new RuleError(`You cannot sell ${percent}% of ${corp} now.`);
  const priceFrom = priceOf(state, ctx.cfg, corp);
  sellShares(state, ctx.cfg, player, corp, percent, ids);
  ctx.events.push({ type: 'shares_sold', player, corp, percent, price: (priceFrom * percent) / 10, priceFrom, priceTo: priceOf(state, ctx.cfg, corp) });
  ownOrSet(r.sold, player, (): Record<string, string> => ({}))[corp] = 'now';
  tookAction(r, player, 'sell');
  afterStockAction(state, ctx);
}

function par(state: GameState, ctx: Ctx, player: string, corp: string, cell: [number, number]): void {
  const r = expectTurn(state, player);
  const c = corpOf(state, corp);
  if (c.ipoed) throw new RuleError(`${corp} is already parred.`);
  if (bought(r)) throw new RuleError('You already bought this turn.');
  parCorporation(state, ctx, corp, cell, player);
  const pres = presidentShare(state, corp);
  if (cashOf(state, player) < (c.parPrice! * pres.percent) / 10) throw new RuleError('Not enough cash to par.');
  buyShares(state, ctx.cfg, player, [pres]);
  // 18xx.games logs the president's certificate bought at par as a purchase of its own
  ctx.events.push({ type: 'shares_bought', player, corp, percent: pres.percent, from: 'ipo', price: (c.parPrice! * pres.percent) / 10 });
  tookAction(r, player, 'par');
  floatCheck(state, ctx, corp);
  afterStockAction(state, ctx);
}

export const buySellParStep: Step = {
  id: 'buy_sell_par',
  actions: ['pass', 'buy_shares', 'sell_shares', 'par'],
  active: (state, ctx) => buySellParStep.hasActions!(state, ctx, stockCurrent(state)),
  hasActions(state, ctx, player) {
    const buyer = buyerOf(state, ctx, player);
    // (a player who must sell has something to sell: mustSellAs is true only with sellable corporations)
    // Sales first: most often the answer, and cheaper to find than a purchase (1828-23366: 298 of 322 asks).
    return anySellable(state, ctx, player, buyer.held) || anyBuyable(state, ctx, buyer) || anyParable(state, ctx, buyer);
  },
  choices(state, ctx, player): LegalChoice[] {
    const out: LegalChoice[] = [];
    const sales = () => {
      for (const corp of sellableCorps(state, ctx, player))
        for (const action of sellOffers(state, ctx, player, corp)) out.push({ label: `Sell ${String(action.percent)}% of ${entityName(ctx, corp)} for ${money(ctx.cfg, (priceOf(state, ctx.cfg, corp) * Number(action.percent)) / 10)}`, action });
    };
    // a forced sale: any amount of what may be sold (a president's certificate too, the presidency passing on)
    if (mustSell(state, ctx, player)) {
      sales();
      return out;
    }
    for (const s of buyableShares(state, ctx, player))
      out.push({ label: buyLabel(state, ctx, s), action: { type: 'buy_shares', entity: player, entity_type: 'player', shares: [s.id], percent: s.percent } });
    for (const corp of parableCorps(state, ctx, player)) out.push(...parChoices(state, ctx, player, corp, true));
    sales();
    out.push({ label: 'Pass', action: { type: 'pass', entity: player, entity_type: 'player' } });
    return out;
  },
  process(state, ctx, action: Action) {
    const player = String(action.entity ?? '');
    if (action.type === 'pass') return pass(state, ctx, player);
    if (action.type === 'buy_shares') return buy(state, ctx, player, action.shares as string[]);
    if (action.type === 'sell_shares') return sell(state, ctx, player, action.shares as string[], Number(action.percent));
    par(state, ctx, player, String(action.corporation), parseCell(action.share_price));
  },
};
