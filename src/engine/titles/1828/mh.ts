// The Mohawk & Hudson's exchange (entities.rb M&H `exchange` ability, g_1828/step/exchange.rb): its owning
// player trades it for any 10% share from an IPO or the market (a system's too), or for a corporation's
// president's certificate followed by a par (one share paid at the par price); M&H then closes. The ability has
// no `when`, so 18xx.games allows it in stock rounds (on the owner's turn, as the turn's purchase: the stock
// step checks that) and at any time in operating rounds (mh-step.ts). These are the rules both use.
import type { Ctx } from '../../18xx/context.ts';
import { placeInCell } from '../../18xx/market.ts';
import { buyShares, floatCheck, ipo, presidentShare } from '../../18xx/shares.ts';
import type { GameState, Share } from '../../18xx/state.ts';
import { cashOf, corpOf, pay } from '../../18xx/state.ts';
import type { LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { CP_MINOR } from './data.ts';
import { cellAt, parseSharePriceId } from './market.ts';
import { exchangeParOptions } from './stock.ts';
import { own1828, parGroupsOf } from './state.ts';
import { privateWords } from './words.ts';

export const MH = 'M&H';

/** The player owning an open M&H, or null. */
export function mhOwner(state: GameState): string | null {
  const mh = state.companies.find((c) => c.sym === MH);
  return mh && !mh.closed && mh.owner && state.order.includes(mh.owner) ? mh.owner : null;
}

/**
 * The certificates M&H may be exchanged for now (Exchange#can_exchange?): each corporation's first IPO share
 * that is not the president's and the market's first (Corporation#available_share, the pool's first), or the
 * president's certificate of a corporation not yet parred when the player can pay a par (exchange_price).
 */
export function mhShares(state: GameState, player: string): Share[] {
  if (mhOwner(state) !== player || own1828(state).mhPar) return [];
  const out: Share[] = [];
  for (const c of state.corps) {
    if (c.closed || c.sym === CP_MINOR.sym) continue;
    const first = (owner: string, president: boolean) =>
      state.shares.filter((x) => x.owner === owner && x.corp === c.sym && x.president === president).sort((a, b) => a.seq - b.seq)[0];
    const fromIpo = first(ipo(c.sym), false);
    const fromPool = first('pool', false);
    if (fromIpo) out.push(fromIpo);
    if (fromPool) out.push(fromPool);
    const pres = first(ipo(c.sym), true);
    if (pres && !c.ipoed && exchangeParOptions(parGroupsOf(state), cashOf(state, player)).length > 0) out.push(pres);
  }
  return out;
}

/** The listing of the exchanges (the action 18xx.games writes: `buy_shares` by the company). */
export function mhChoices(state: GameState, player: string): LegalChoice[] {
  return mhShares(state, player).map((sh) => ({
    label: `Exchange ${privateWords(MH)} for ${sh.president ? `the president's certificate of ${sh.corp} (with a par)` : `a ${sh.percent}% share of ${sh.corp} from ${sh.owner === 'pool' ? 'the market' : 'the IPO'}`}`,
    action: { type: 'buy_shares', entity: MH, entity_type: 'company', shares: [sh.id], percent: sh.percent },
  }));
}

/**
 * Carries out the exchange of `company` for the certificate `ids[0]`: a 10% share moves to the owner (not held
 * to the 60% limit: 1828 Exchange#can_gain? with exchange), or for a president's certificate the par is owed
 * (own.mhPar). M&H closes either way. Returns the owner and the share's corporation.
 */
export function exchangeMH(state: GameState, ctx: Ctx, company: string, ids: readonly string[]): { player: string; corp: string; parOwed: boolean } {
  const player = company === MH ? mhOwner(state) : null;
  if (!player) throw new RuleError(`${company} cannot be exchanged.`);
  if (own1828(state).mhPar) throw new RuleError(`${own1828(state).mhPar!.corp} must be parred first.`);
  const share = state.shares.find((x) => x.id === ids[0]);
  if (!share) throw new RuleError('M&H exchanges for a share.');
  // any certificate of an IPO or the market is taken (can_gain? with exchange); the listing offers the first ones
  if (share.owner !== ipo(share.corp) && share.owner !== 'pool') throw new RuleError(`${share.id} is not in the IPO or the market.`);
  if (share.president) {
    const c = corpOf(state, share.corp);
    if (c.ipoed || c.closed) throw new RuleError(`${player} cannot par ${share.corp}.`);
    if (!exchangeParOptions(parGroupsOf(state), cashOf(state, player)).length) throw new RuleError(`${player} does not have enough cash to par ${share.corp}.`);
  }
  const mh = state.companies.find((c) => c.sym === MH)!;
  mh.closed = true;
  const from = share.owner === 'pool' ? 'pool' : 'ipo';
  ctx.events.push({ type: 'company_exchanged', player, company: MH, corp: share.corp, percent: share.percent, from });
  ctx.events.push({ type: 'company_closed', company: MH });
  if (share.president) {
    own1828(state).mhPar = { player, corp: share.corp };
    return { player, corp: share.corp, parOwed: true };
  }
  buyShares(state, ctx.cfg, player, [share], true);
  floatCheck(state, ctx, share.corp);
  return { player, corp: share.corp, parOwed: false };
}

/** The par prices open to the player who exchanged M&H for a president's certificate (get_par_prices). */
export function mhParChoices(state: GameState, player: string): LegalChoice[] {
  const pending = own1828(state).mhPar;
  if (!pending || pending.player !== player) return [];
  return exchangeParOptions(parGroupsOf(state), cashOf(state, player)).map((cell) => ({
    label: `Par ${pending.corp} at $${cell.price}`,
    action: { type: 'par', entity: player, entity_type: 'player', corporation: pending.corp, share_price: `${cell.price},${cell.row},${cell.col}` },
  }));
}

/** The par after the exchange for a president's certificate: the player pays one share at the par price. */
export function parForExchange(state: GameState, ctx: Ctx, player: string, corp: string, sharePrice: string): void {
  const own = own1828(state);
  const pending = own.mhPar;
  if (!pending) throw new RuleError('No par is owed for M&H.');
  if (corp !== pending.corp) throw new RuleError(`Must par ${pending.corp}.`);
  if (player !== pending.player) throw new RuleError(`Only ${pending.player} can par.`);
  const cell = parseSharePriceId(sharePrice);
  if (!exchangeParOptions(parGroupsOf(state), cashOf(state, player)).some((p) => p.row === cell[0] && p.col === cell[1]))
    throw new RuleError(`${sharePrice} is not a par price open to you.`);
  const c = corpOf(state, corp);
  c.ipoed = true;
  c.parPrice = cellAt(cell)!.price;
  placeInCell(state, corp, [cell[0], cell[1]]);
  ctx.events.push({ type: 'par', player, corp, price: c.parPrice });
  pay(state, player, 'bank', c.parPrice);
  buyShares(state, ctx.cfg, player, [presidentShare(state, corp)], true);
  own.mhPar = null;
  floatCheck(state, ctx, corp);
}
