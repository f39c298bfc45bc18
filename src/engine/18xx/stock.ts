// Stock rounds: sell then buy (or sell/buy/sell), one certificate per turn, par, priority deal.
import type { Ctx } from './context.ts';
import { startOperatingRound } from './flow.ts';
import { compareOperating, countsForLimit, move, placeInCell, priceOf, unlimitedHolding, cellAt, zoneOf } from './market.ts';
import { rotateOrderTo } from './order.ts';
import type { Share } from './state.ts';
import {
  buyShares,
  canSellPercent,
  certLimit,
  floatCheck,
  ipo,
  moveShare,
  numCerts,
  percentOf,
  presidentShare,
  sellShares,
  shareById,
  sharesOf,
} from './shares.ts';
import type { GameState, StockRound } from './state.ts';
import { cashOf, corpOf } from './state.ts';
import { RuleError } from '../types.ts';

export type { Share };

export function startStockRound(state: GameState, ctx: Ctx): void {
  state.round = { kind: 'stock', index: 0, passed: [], current: [], sold: {} };
  startTurn(state, ctx);
}

function round(state: GameState): StockRound {
  return state.round as StockRound;
}

export function stockCurrent(state: GameState): string {
  const r = round(state);
  return state.order[r.index % state.order.length]!;
}

export function parCorporation(state: GameState, ctx: Ctx, corp: string, cell: [number, number]): void {
  const c = corpOf(state, corp);
  const p = cellAt(ctx.cfg, cell[0], cell[1]);
  if (!p || !p.types.includes('p')) throw new RuleError(`${p?.price ?? '?'} is not a par price.`);
  c.ipoed = true;
  c.parPrice = p.price;
  placeInCell(state, corp, cell);
}

/** Two-player rule (18Chesapeake): on floating, the rest of the IPO goes to the market. */
export function onFloat(state: GameState, corp: string): void {
  if (!state.twoPlayer) return;
  for (const s of sharesOf(state, ipo(corp), corp)) moveShare(state, s, 'pool');
}

function canGain(state: GameState, ctx: Ctx, player: string, share: Share): boolean {
  const corp = share.corp;
  const unlimited = unlimitedHolding(state, ctx.cfg, corp);
  if (!unlimited && percentOf(state, player, corp) + share.percent > ctx.cfg.maxOwnershipPercent) return false;
  return !countsForLimit(state, ctx.cfg, corp) || numCerts(state, ctx.cfg, player) < certLimit(state, ctx.cfg);
}

function sharePrice(state: GameState, ctx: Ctx, share: Share): number {
  const c = corpOf(state, share.corp);
  const unit = share.owner === ipo(share.corp) ? (c.parPrice ?? 0) : priceOf(state, ctx.cfg, share.corp);
  return (unit * share.percent) / 10;
}

const bought = (r: StockRound): boolean => r.current.some((x) => x === 'par' || x.startsWith('buy'));

/** Brown ('b') cells of the market allow buying several shares of that one corporation in a turn. */
function mayBuyAgain(state: GameState, ctx: Ctx, r: StockRound, corp: string): boolean {
  if (!zoneOf(state, ctx.cfg, corp).startsWith('b')) return false;
  return !r.current.includes('par') && r.current.every((x) => !x.startsWith('buy') || x === `buy:${corp}`);
}

export function canBuyShare(state: GameState, ctx: Ctx, player: string, share: Share): boolean {
  const r = round(state);
  if (bought(r) && !mayBuyAgain(state, ctx, r, share.corp)) return false;
  if (r.sold[player]?.[share.corp]) return false;
  if (share.president) return false;
  if (share.owner !== 'pool' && share.owner !== ipo(share.corp)) return false;
  if (!corpOf(state, share.corp).ipoed) return false;
  return cashOf(state, player) >= sharePrice(state, ctx, share) && canGain(state, ctx, player, share);
}

export function buyableShares(state: GameState, ctx: Ctx, player: string): Share[] {
  const out: Share[] = [];
  const seen = new Set<string>();
  for (const corp of state.corps) {
    for (const src of [ipo(corp.sym), 'pool']) {
      const s = sharesOf(state, src, corp.sym).find((x) => !x.president);
      if (s && !seen.has(`${src}${corp.sym}`) && canBuyShare(state, ctx, player, s)) {
        seen.add(`${src}${corp.sym}`);
        out.push(s);
      }
    }
  }
  return out;
}

/** Fast check: is any certificate buyable (IPO or market)? */
function anyBuyable(state: GameState, ctx: Ctx, player: string): boolean {
  // one certificate per (corporation, IPO or market, size) is enough: the others answer the same
  const tried: number[] = [];
  for (const sh of state.shares) {
    if (sh.president) continue;
    const fromPool = sh.owner === 'pool';
    if (!fromPool && sh.owner !== ipo(sh.corp)) continue;
    const key = (state.corps.findIndex((c) => c.sym === sh.corp) * 2 + (fromPool ? 1 : 0)) * 1000 + sh.percent;
    if (tried.includes(key)) continue;
    tried.push(key);
    if (canBuyShare(state, ctx, player, sh)) return true;
  }
  return false;
}

export function canSellNow(state: GameState, ctx: Ctx): boolean {
  const r = round(state);
  if (state.turn <= 1) return false;
  if (ctx.cfg.sellBuyOrder === 'sell_buy' && bought(r)) return false;
  return true;
}

export function sellableCorps(state: GameState, ctx: Ctx, player: string): string[] {
  if (!canSellNow(state, ctx)) return [];
  return state.corps
    .filter((c) => c.ipoed && percentOf(state, player, c.sym) > 0 && canSellPercent(state, ctx.cfg, player, c.sym, 10))
    .map((c) => c.sym);
}

export function parableCorps(state: GameState, ctx: Ctx, player: string): string[] {
  const r = round(state);
  if (bought(r)) return [];
  const minPar = Math.min(...parPrices(ctx));
  return state.corps
    .filter((c) => !c.ipoed && !c.closed)
    .filter((c) => {
      const pres = presidentShare(state, c.sym);
      return cashOf(state, player) >= (minPar * pres.percent) / 10 && numCerts(state, ctx.cfg, player) < certLimit(state, ctx.cfg);
    })
    .map((c) => c.sym);
}

function parPrices(ctx: Ctx): number[] {
  const out: number[] = [];
  ctx.cfg.market.forEach((row) => row.forEach((code) => code.includes('p') && out.push(parseInt(code, 10))));
  return out;
}

/**
 * Must the player sell before anything else (18xx.games must_sell?): over the certificate limit, or holding more
 * than the ownership limit of a corporation outside the unlimited zones, with something sellable.
 */
export function mustSell(state: GameState, ctx: Ctx, player: string): boolean {
  if (numCerts(state, ctx.cfg, player) > certLimit(state, ctx.cfg)) return sellableCorps(state, ctx, player).length > 0;
  // holdings in one pass over the certificates
  const held = new Map<string, number>();
  for (const s of state.shares) if (s.owner === player) held.set(s.corp, (held.get(s.corp) ?? 0) + s.percent);
  const over: string[] = [];
  for (const [corp, pct] of held) if (pct > ctx.cfg.maxOwnershipPercent && !unlimitedHolding(state, ctx.cfg, corp)) over.push(corp);
  return over.length > 0 && sellableCorps(state, ctx, player).some((corp) => over.includes(corp));
}

export function hasStockActions(state: GameState, ctx: Ctx, player: string): boolean {
  if (mustSell(state, ctx, player)) return true;
  return anyBuyable(state, ctx, player) || parableCorps(state, ctx, player).length > 0 || sellableCorps(state, ctx, player).length > 0;
}

function startTurn(state: GameState, ctx: Ctx): void {
  for (let guard = 0; guard < 100; guard++) {
    const r = round(state);
    for (const corps of Object.values(r.sold)) for (const k of Object.keys(corps)) corps[k] = 'prev';
    r.current = [];
    if (state.finished) return;
    const player = stockCurrent(state);
    if (hasStockActions(state, ctx, player)) return;
    // No legal action: 18xx.games passes for the player.
    if (!r.passed.includes(player)) r.passed.push(player);
    if (endIfAllPassed(state, ctx)) return;
    r.index = (r.index + 1) % state.order.length;
  }
}

function endIfAllPassed(state: GameState, ctx: Ctx): boolean {
  const r = round(state);
  const active = state.order.filter((p) => !state.players.find((x) => x.id === p)?.bankrupt);
  if (!active.every((p) => r.passed.includes(p))) return false;
  r.index = (r.index + 1) % state.order.length;
  finishStockRound(state, ctx);
  return true;
}

function soldOut(state: GameState, corp: string): boolean {
  if (state.twoPlayer) return corpOf(state, corp).floated && percentOf(state, 'pool', corp) === 0;
  let sum = 0;
  for (const p of state.order) sum += percentOf(state, p, corp);
  return sum === 100;
}

function finishStockRound(state: GameState, ctx: Ctx): void {
  const r = round(state);
  rotateOrderTo(state, r.index);
  const floated = state.corps.filter((c) => c.floated).map((c) => c.sym);
  floated.sort((a, b) => compareOperating(state, ctx.cfg, a, b));
  for (const corp of floated) if (soldOut(state, corp)) move(state, ctx.cfg, corp, 'up');
  if (ctx.cfg.gameEnd.stockMarket && state.stockMaxReached) {
    state.finished = true;
    state.endReason = 'stock_market';
    return;
  }
  state.operatingRounds = ctx.cfg.phases[state.phase]!.operatingRounds;
  startOperatingRound(state, ctx, 1);
}

/** After an action: end the turn when the player has nothing left to do. */
function afterAction(state: GameState, ctx: Ctx): void {
  const player = stockCurrent(state);
  if (hasStockActions(state, ctx, player)) return;
  nextTurn(state, ctx);
}

function nextTurn(state: GameState, ctx: Ctx): void {
  const r = round(state);
  r.index = (r.index + 1) % state.order.length;
  startTurn(state, ctx);
}

function expectTurn(state: GameState, player: string): StockRound {
  if (stockCurrent(state) !== player) throw new RuleError(`It is not your turn (waiting for ${stockCurrent(state)}).`);
  return round(state);
}

export function stockPass(state: GameState, ctx: Ctx, player: string): void {
  const r = expectTurn(state, player);
  if (!ctx.lenient && mustSell(state, ctx, player)) throw new RuleError('You are over the certificate or holding limit and must sell first.');
  if (r.current.length === 0) {
    if (!r.passed.includes(player)) r.passed.push(player);
    if (endIfAllPassed(state, ctx)) return;
  } else {
    r.passed = r.passed.filter((p) => p !== player);
  }
  nextTurn(state, ctx);
}

export function stockBuy(state: GameState, ctx: Ctx, player: string, ids: string[]): void {
  const r = expectTurn(state, player);
  if (!ctx.lenient && mustSell(state, ctx, player)) throw new RuleError('You are over the certificate or holding limit and must sell first.');
  const shares = ids.map((id) => shareById(state, id));
  const share = shares[0]!;
  if (!ctx.lenient && !canBuyShare(state, ctx, player, share)) throw new RuleError(`You cannot buy ${share.id} now.`);
  if (cashOf(state, player) < sharePrice(state, ctx, share)) throw new RuleError(`Not enough cash for ${share.id}.`);
  if (share.owner !== 'pool' && share.owner !== ipo(share.corp)) throw new RuleError(`${share.id} is not for sale.`);
  const c = corpOf(state, share.corp);
  if (state.twoPlayer && c.president !== player) {
    // Two-player rule (as 18xx.games applies it): any purchase by someone other than the president also removes
    // the market's last share of that corporation from the game; if that was the share bought, that is all.
    const poolShares = sharesOf(state, 'pool', share.corp);
    const last = poolShares[poolShares.length - 1];
    if (last) {
      moveShare(state, last, 'removed');
      if (last === share) {
        r.current.push(`buy:${share.corp}`);
        r.passed = r.passed.filter((p) => p !== player);
        afterAction(state, ctx);
        return;
      }
    }
  }
  buyShares(state, ctx.cfg, player, shares);
  r.current.push(`buy:${share.corp}`);
  r.passed = r.passed.filter((p) => p !== player);
  floatCheck(state, ctx.cfg, share.corp, (corp) => onFloat(state, corp));
  afterAction(state, ctx);
}

export function stockSell(state: GameState, ctx: Ctx, player: string, ids: string[], percent: number): void {
  const r = expectTurn(state, player);
  const corp = shareById(state, ids[0]!).corp;
  if (!ctx.lenient && (!canSellNow(state, ctx) || !canSellPercent(state, ctx.cfg, player, corp, percent)))
    throw new RuleError(`You cannot sell ${percent}% of ${corp} now.`);
  sellShares(state, ctx.cfg, player, corp, percent, ids);
  (r.sold[player] ??= {})[corp] = 'now';
  r.current.push('sell');
  r.passed = r.passed.filter((p) => p !== player);
  afterAction(state, ctx);
}

export function stockPar(state: GameState, ctx: Ctx, player: string, corp: string, cell: [number, number]): void {
  const r = expectTurn(state, player);
  const c = corpOf(state, corp);
  if (c.ipoed) throw new RuleError(`${corp} is already parred.`);
  if (bought(r) && !ctx.lenient) throw new RuleError('You already bought this turn.');
  parCorporation(state, ctx, corp, cell);
  const pres = presidentShare(state, corp);
  if (cashOf(state, player) < (c.parPrice! * pres.percent) / 10) throw new RuleError('Not enough cash to par.');
  buyShares(state, ctx.cfg, player, [pres]);
  r.current.push('par');
  r.passed = r.passed.filter((p) => p !== player);
  floatCheck(state, ctx.cfg, corp, (x) => onFloat(state, x));
  afterAction(state, ctx);
}
