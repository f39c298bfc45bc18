// Certificates: who holds what, buying, selling, presidency changes (18xx.games semantics).
import type { TitleConfig } from './config.ts';
import { countsForLimit, move, priceOf } from './market.ts';
import type { GameState, Share } from './state.ts';
import type { Ctx } from './context.ts';
import { cashOf, corpOf, isPlayer, pay, setPresident } from './state.ts';
import { certificatesHeldBy, certificatesOf, ownersChanged, shareIndex } from './lookup.ts';

export { ownersChanged };

const ipoKeys = new Map<string, string>();

/** The owner key of a corporation's IPO ("ipo:PRR"), interned: it is compared in hot loops. */
export const ipo = (corp: string): string => {
  let key = ipoKeys.get(corp);
  if (key === undefined) ipoKeys.set(corp, (key = `ipo:${corp}`));
  return key;
};

export function sharesOf(state: GameState, owner: string, corp: string): Share[] {
  const out: Share[] = [];
  for (const s of certificatesOf(state.shares, corp)) if (s.owner === owner) out.push(s);
  if (out.length > 1) out.sort((a, b) => a.seq - b.seq);
  return out;
}

export function percentOf(state: GameState, owner: string, corp: string): number {
  let p = 0;
  for (const s of certificatesOf(state.shares, corp)) if (s.owner === owner) p += s.percent;
  return p;
}

export function shareById(state: GameState, id: string): Share {
  const s = shareIndex(state.shares).byId.get(id);
  if (s !== undefined) return s;
  throw new Error(`Unknown share ${id}`);
}

export function moveShare(state: GameState, share: Share, to: string): void {
  const from = share.owner;
  share.owner = to;
  share.seq = ++state.seq;
  ownersChanged(state.shares, share, from);
}

export function presidentShare(state: GameState, corp: string): Share {
  return shareIndex(state.shares).president.get(corp)!;
}

export function numCerts(state: GameState, cfg: TitleConfig, player: string): number {
  let n = 0;
  // whether a corporation counts is looked up once per run of its certificates (they come grouped)
  let corp = '';
  let counts = false;
  for (const s of certificatesHeldBy(state.shares, player)) {
    if (s.corp !== corp) {
      corp = s.corp;
      counts = countsForLimit(state, cfg, corp);
    }
    if (counts) n++;
  }
  for (const c of state.companies) if (c.owner === player && !c.closed && !cfg.companies.find((d) => d.sym === c.sym)?.noCert) n++;
  return n;
}

/** The certificate limit as players are shown it: null where the title has none in effect (1828). */
export function shownCertLimit(state: GameState, cfg: TitleConfig): number | null {
  return cfg.noCertLimit ? null : certLimit(state, cfg);
}

export function certLimit(state: GameState, cfg: TitleConfig): number {
  let n = 0;
  for (const p of state.players) if (!p.bankrupt) n++;
  return cfg.certLimit[n] ?? cfg.certLimit[state.players.length] ?? 99;
}

/** Cyclic distance from a to b in seating order. */
function distance(state: GameState, a: string, b: string): number {
  const ids = state.order;
  const ia = ids.indexOf(a);
  const ib = ids.indexOf(b);
  return ia < ib ? ib - ia : ib - (ia - ids.length);
}

/**
 * After any transfer: give the presidency to the largest holder (ties keep the incumbent, then seat order).
 * `extra` counts percent a seller still holds on paper while a partial president's bundle is in the pool
 * (18xx.games keeps holdings apart from certificates there). Returns whether a new president took over.
 */
export function checkPresidency(state: GameState, corp: string, transferTo: string, extra?: { player: string; percent: number }, fromIpo = false): boolean {
  const c = corpOf(state, corp);
  const prev = c.president;
  const held = holdingsIn(state, corp);
  if (extra) held.set(extra.player, (held.get(extra.player) ?? 0) + extra.percent);
  let max = 0;
  for (const p of state.order) max = Math.max(max, held.get(p) ?? 0);
  const pres = presidentShare(state, corp);
  // only a player holding the most, and at least the president's certificate, can take over; the incumbent keeps a tie
  if (max < pres.percent) return false;
  if (prev && state.order.includes(prev) && (held.get(prev) ?? 0) === max) return false;
  let next: string | undefined;
  let nearest = Infinity;
  for (const p of state.order) {
    if ((held.get(p) ?? 0) !== max) continue;
    if (!prev) {
      next = p;
      break;
    }
    const d = distance(state, prev, p);
    if (d < nearest) {
      nearest = d;
      next = p;
    }
  }
  if (next === undefined) return false;
  setPresident(c, next);
  // normal shares bought from the IPO that make the first president: the president's certificate is swapped
  // out of the IPO (transfer_shares with can_swap_for_presidents_share_directly_from_corporation?)
  const from = prev ?? (fromIpo && pres.owner === ipo(corp) ? pres.owner : null);
  if (!from || pres.owner === next) return true;
  // Swap: the new president hands normal shares worth the president's cert to the old one (or the pool).
  const swapTo = (held.get(from) ?? 0) >= pres.percent ? from : transferTo;
  const normals = sharesOf(state, next, corp).filter((s) => !s.president);
  let need = pres.percent;
  for (const s of normals) {
    if (need <= 0) break;
    moveShare(state, s, swapTo);
    need -= s.percent;
  }
  moveShare(state, pres, next);
  return true;
}

/** The size of a corporation's normal certificate (18xx.games share_percent). */
function normalPercent(state: GameState, corp: string): number {
  return state.shares.find((x) => x.corp === corp && !x.president)?.percent ?? 10;
}

/** Floats the corporation once enough of its IPO is sold; what it receives is the title's (hooks.float). */
export function floatCheck(state: GameState, ctx: Ctx, corp: string): void {
  const c = corpOf(state, corp);
  if (c.floated || !c.ipoed) return;
  // (a corporation's own float percent, else the title's: its def read here, entities.ts imports this module)
  const own = ctx.rules.hooks.floatPercent?.(state, ctx, corp) ?? (ctx.cfg.corporations.find((d) => d.sym === corp) ?? state.createdCorps?.find((d) => d.sym === corp))?.floatPercent;
  if (percentOf(state, ipo(corp), corp) <= 100 - (own ?? ctx.cfg.floatPercent)) {
    c.floated = true;
    const before = cashOf(state, corp);
    ctx.rules.hooks.float(state, ctx, corp);
    ctx.events.push({ type: 'float', corp, cash: cashOf(state, corp) - before });
  }
}

/**
 * `player` buys a share from the treasury (IPO) at `price`, paid to `to` (incremental capitalisation: the
 * corporation, or the bank): presidency, the purchase's event, the float.
 */
export function buyFromTreasury(state: GameState, ctx: Ctx, player: string, share: Share, price: number, to: string): void {
  pay(state, player, to, price);
  moveShare(state, share, player);
  checkPresidency(state, share.corp, 'pool', undefined, true);
  ctx.events.push({ type: 'shares_bought', player, corp: share.corp, percent: share.percent, from: 'ipo', price });
  floatCheck(state, ctx, share.corp);
}

/** Player buys certificates (already validated); pays IPO at par, pool at market price. */
export function buyShares(state: GameState, cfg: TitleConfig, player: string, shares: Share[], free = false, ipoUnit?: number): void {
  const corp = shares[0]!.corp;
  const c = corpOf(state, corp);
  const normalsFromIpo = shares.every((s) => s.owner === ipo(corp) && !s.president);
  for (const s of shares) {
    const fromIpo = s.owner === ipo(corp);
    const unit = fromIpo ? (ipoUnit ?? c.parPrice ?? 0) : priceOf(state, cfg, corp);
    const price = (unit * s.percent) / 10;
    if (!free) pay(state, player, fromIpo ? 'bank' : 'bank', price);
    moveShare(state, s, player);
  }
  if (!c.president && shares.some((s) => s.president)) setPresident(c, player);
  checkPresidency(state, corp, 'pool', undefined, normalsFromIpo);
}

/**
 * Sell `percent` of a corporation from a player to the pool; price drops one row per share.
 * Certificates move exactly as 18xx.games' transfer_shares does, so later actions naming certificates
 * agree: the named bundle goes to the pool (a partial bundle holds the president's certificate but sells
 * less), a new president hands its first certificates for the president's one (to the old president if
 * they still hold enough, else to the pool), and a partial sale takes the pool's first certificates back.
 */
export function sellShares(state: GameState, cfg: TitleConfig, player: string, corp: string, percent: number, named: string[]): void {
  const price = priceOf(state, cfg, corp);
  pay(state, 'bank', player, (price * percent) / 10);
  const mine = sharesOf(state, player, corp);
  const bundle = named.map((id) => mine.find((s) => s.id === id)).filter((s): s is Share => !!s);
  // Unnamed or short bundles (hand-written logs): the player's other normal certificates, oldest first.
  for (const s of mine) {
    if (bundle.reduce((n, x) => n + x.percent, 0) >= percent) break;
    if (!s.president && !bundle.includes(s)) bundle.push(s);
  }
  const bundlePercent = bundle.reduce((n, x) => n + x.percent, 0);
  const extra = Math.max(0, bundlePercent - percent); // a partial bundle: the seller keeps this much
  for (const s of bundle) moveShare(state, s, 'pool');
  const moved = checkPresidency(state, corp, 'pool', extra > 0 ? { player, percent: extra } : undefined);
  // a partial sale that passed the presidency on takes the pool's first certificates back (handle_partial)
  if (moved && extra > 0) {
    for (let i = 0; i < extra / normalPercent(state, corp); i++) {
      const back = sharesOf(state, 'pool', corp)[0];
      if (back) moveShare(state, back, player);
    }
  }
  for (let i = 0; i < percent / 10; i++) move(state, cfg, corp, 'down');
}

export interface ShareBundle {
  shares: Share[];
  percent: number;
}

/**
 * The bundles a holder could sell, as 18xx.games lists them: normal certificates (smallest first, then in
 * holding order) added one by one, the president's certificate last, plus the full bundle sold short of the
 * president's certificate's extra size (partial bundles). Sorted by percent.
 */
export function shareBundles(state: GameState, holder: string, corp: string): ShareBundle[] {
  const held = sharesOf(state, holder, corp);
  const ordered = [...held.filter((s) => !s.president).sort((a, b) => a.percent - b.percent), ...held.filter((s) => s.president)];
  const out: ShareBundle[] = [];
  const acc: Share[] = [];
  let percent = 0;
  for (const s of ordered) {
    acc.push(s);
    percent += s.percent;
    out.push({ shares: [...acc], percent });
  }
  const last = ordered[ordered.length - 1];
  if (last?.president) {
    const unit = normalPercent(state, corp);
    for (let n = 1; n <= (last.percent - unit) / unit; n++) out.push({ shares: [...acc], percent: percent - unit * n });
  }
  return out.sort((a, b) => a.percent - b.percent);
}

/** Can the player sell this percent (pool limit, president's share dump rule)? */
export function canSellPercent(state: GameState, cfg: TitleConfig, player: string, corp: string, percent: number): boolean {
  return canSellFrom(state, cfg, holdingsIn(state, corp), player, corp, percent);
}

/** canSellPercent given every holder's percent of the corporation (`owned`, as holdingsIn counts it). */
/** May the corporation's shares be sold yet (TitleConfig.sellAfter: only once it has operated)? */
export function sellsYet(state: GameState, cfg: TitleConfig, corp: string): boolean {
  if (!cfg.sellAfter) return true;
  const r = state.round;
  // 'full_or_turn': the operating corporation's own shares only once it operated in an earlier turn
  if (cfg.sellAfter === 'full_or_turn' && r.kind === 'operating' && !r.done && r.order[r.index] === corp) return !!r.operatedBefore;
  return corpOf(state, corp).everOperated;
}

export function canSellFrom(state: GameState, cfg: TitleConfig, owned: ReadonlyMap<string, number>, player: string, corp: string, percent: number): boolean {
  const have = owned.get(player) ?? 0;
  if (percent <= 0 || percent > have) return false;
  if ((owned.get('pool') ?? 0) + percent > cfg.marketShareLimit) return false;
  const c = corpOf(state, corp);
  if (c.president !== player) return true;
  const pres = presidentShare(state, corp);
  if (have - percent >= pres.percent) return true;
  for (const p of state.order) if (p !== player && (owned.get(p) ?? 0) >= pres.percent) return true;
  return false;
}

/** Every holder's percent of a corporation, in one pass over the certificates. */
export function holdingsIn(state: GameState, corp: string): Map<string, number> {
  const owned = new Map<string, number>();
  for (const s of certificatesOf(state.shares, corp)) owned.set(s.owner, (owned.get(s.owner) ?? 0) + s.percent);
  return owned;
}

/** holdingsIn for every corporation at once (one pass over the certificates). */
export function holdingsByCorp(state: GameState): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  let corp = '';
  let owned: Map<string, number> | undefined;
  for (const s of state.shares) {
    if (s.corp !== corp || !owned) {
      corp = s.corp;
      owned = out.get(corp);
      if (!owned) out.set(corp, (owned = new Map()));
    }
    owned.set(s.owner, (owned.get(s.owner) ?? 0) + s.percent);
  }
  return out;
}

export function holdingOk(state: GameState, cfg: TitleConfig, player: string, corp: string, extra: number, unlimited: boolean): boolean {
  return unlimited || percentOf(state, player, corp) + extra <= cfg.maxOwnershipPercent;
}

export function isPlayerKey(state: GameState, key: string): boolean {
  return isPlayer(state, key);
}
