// Shares in an 1822 stock round, on the shared buy/sell/par step with 1822's rules: only majors' shares are
// bought, never after a bid in the same turn, and a purchase ends the turn; a major is started (parred) by the
// player holding its concession, from phase 2: the concession (£100) goes toward the 10% director's certificate
// (the par), any rest is paid in, and the major gets the par (incremental capitalisation: every share later bought
// from its treasury pays the major, at the market price); it floats once 20% is sold.
import type { Ctx, Step } from '../../18xx/context.ts';
import { cellAt, priceOf } from '../../18xx/market.ts';
import { nextTurn, stockCurrent } from '../../18xx/rounds/stock.ts';
import { buySellParStep, parAsPresident, parseCell, startChoices } from '../../18xx/steps/buy-sell-par.ts';
import { buyFromTreasury, certLimit, floatCheck, ipo, presidentShare } from '../../18xx/shares.ts';
import type { GameState, Share } from '../../18xx/state.ts';
import { cashOf, companyOf, corpOf, pay } from '../../18xx/state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { certsWithBids, committedCash } from './bidbox.ts';
import { debtRefusal } from './loans.ts';
import { fullCapitalisation } from './phase-events.ts';
import { money } from '../../18xx/money.ts';

function isMajor(state: GameState, corp: string): boolean {
  return state.corps.some((c) => c.sym === corp && c.type === 'major');
}

function bidThisTurn(state: GameState): boolean {
  return state.round.kind === 'stock' && state.round.current.includes('bid');
}

function shareCorp(state: GameState, action: Action): string {
  const id = (action.shares as string[] | undefined)?.[0] ?? '';
  return state.shares.find((s) => s.id === id)?.corp ?? '';
}

function status(state: GameState, ctx: Ctx): string[] {
  return ctx.cfg.phases[state.phase]!.status ?? [];
}

/** The open concession of a major held by `player`, if any. */
export function concessionOf(state: GameState, ctx: Ctx, player: string, corp: string): string | null {
  for (const c of state.companies) {
    if (c.closed || c.owner !== player || c.sym[0] !== 'C') continue;
    const def = ctx.cfg.companies.find((d) => d.sym === c.sym);
    if (def?.titleAbilities?.some((a) => a.type === 'exchange' && (a.corporations as string[]).includes(corp))) return c.sym;
  }
  return null;
}

/** Why `player` may not par `corp` at `cell` now (null: they may). */
function parRefusal(state: GameState, ctx: Ctx, player: string, corp: string, cell: [number, number]): string | null {
  if (!isMajor(state, corp) || corpOf(state, corp).ipoed) return `You cannot par ${corp}.`;
  const debt = debtRefusal(state, player);
  if (debt) return debt;
  if (bidThisTurn(state)) return 'You bid this turn, so you cannot par too.';
  const st = status(state, ctx);
  const concession = concessionOf(state, ctx, player, corp);
  if (!(st.includes('can_par') || (concession && st.includes('can_convert_concessions')))) return `You cannot par ${corp} now: it needs its concession, from phase 2.`;
  // (from phase 5 the concessions are closed: anyone may start a major, the director's certificate counting)
  if (!concession && !st.includes('can_par')) return `You cannot par ${corp} without its concession.`;
  if (!concession && certsWithBids(state, ctx, player) >= certLimit(state, ctx.cfg)) return 'Your certificates and winning bids are at your certificate limit.';
  const p = cellAt(ctx.cfg, cell[0], cell[1]);
  if (!p || !p.types.includes('x')) return 'That is not a par price for a major.';
  const due = Math.max(0, (p.price * presidentShare(state, corp).percent) / 10 - (concession ? 100 : 0));
  if (due > cashOf(state, player) - committedCash(state, player)) return `You need ${money(ctx.cfg, due)} to par ${corp} there.`;
  return null;
}

/** An open par (no concession, phase 5 on): the director's certificate bought at the par, paid to the major (to the bank when it will be fully capitalised). */
function openPar(state: GameState, ctx: Ctx, player: string, corp: string, cell: [number, number]): void {
  const to = fullCapitalisation(state, ctx, corp) ? 'bank' : corp;
  const { pres, price } = parAsPresident(state, ctx, corp, cell, player);
  pay(state, player, to, price);
  ctx.events.push({ type: 'shares_bought', player, corp, percent: pres.percent, from: 'ipo', price });
  floatCheck(state, ctx, corp);
}

function par(state: GameState, ctx: Ctx, player: string, corp: string, cell: [number, number]): void {
  const why = parRefusal(state, ctx, player, corp, cell);
  if (why) throw new RuleError(why);
  const concession = concessionOf(state, ctx, player, corp);
  if (!concession) return openPar(state, ctx, player, corp, cell);
  const { pres, price } = parAsPresident(state, ctx, corp, cell, player);
  const due = price - 100;
  // the concession's £100 comes from the bank, the rest from the player (below £100: the bank pays the par)
  if (due >= 0) {
    pay(state, player, corp, due);
    pay(state, 'bank', corp, 100);
  } else pay(state, 'bank', corp, price);
  companyOf(state, concession).closed = true;
  ctx.events.push({ type: 'company_exchanged', player, company: concession, corp, percent: pres.percent, from: ipo(corp) });
  ctx.events.push({ type: 'company_closed', company: concession });
  floatCheck(state, ctx, corp);
}

/**
 * A treasury (IPO) share pays its price to the major (incremental capitalisation), to the bank before a fully
 * capitalised float (phase 6 on); a market share the bank.
 */
export function buyShare1822(state: GameState, ctx: Ctx, player: string, share: Share): boolean {
  if (share.owner !== ipo(share.corp)) return false;
  const price = (priceOf(state, ctx.cfg, share.corp) * share.percent) / 10;
  buyFromTreasury(state, ctx, player, share, price, fullCapitalisation(state, ctx, share.corp) ? 'bank' : share.corp);
  return true;
}

/** Why 1822 refuses this share action now (null: the shared step decides). */
function refusal(state: GameState, ctx: Ctx, action: Action): string | null {
  if (action.type === 'buy_shares') {
    const player = String(action.entity ?? '');
    const debt = debtRefusal(state, player);
    if (debt) return debt;
    const corp = shareCorp(state, action);
    if (!isMajor(state, corp)) return 'Only majors\' shares can be bought.';
    if (bidThisTurn(state)) return 'You bid this turn, so you cannot buy shares too.';
    // cash promised to the bids a player is winning is not theirs to spend (18xx.games available_cash)
    const price = (priceOf(state, ctx.cfg, corp) * Number(action.percent ?? 10)) / 10;
    if (price > cashOf(state, player) - committedCash(state, player)) return `You need ${money(ctx.cfg, price)} besides what your winning bids hold back.`;
    if (certsWithBids(state, ctx, player) >= certLimit(state, ctx.cfg)) return 'Your certificates and winning bids are at your certificate limit.';
  }
  return null;
}

function endTurnIfStill(state: GameState, ctx: Ctx, player: string): void {
  if (state.round.kind === 'stock' && !state.round.done && stockCurrent(state) === player) {
    state.round.passed = state.round.passed.filter((p) => p !== player);
    nextTurn(state, ctx);
  }
}

export const shares1822Step: Step = {
  ...buySellParStep,
  id: 'shares_1822',
  choices(state, ctx, player): LegalChoice[] {
    const out = buySellParStep.choices(state, ctx, player).filter((c) => c.action.type !== 'par' && refusal(state, ctx, c.action) === null);
    return [...out, ...startChoices(state, ctx, player, 'major', 'x', (corp, cell) => parRefusal(state, ctx, player, corp, cell))];
  },
  process(state, ctx, action) {
    const player = String(action.entity ?? '');
    if (action.type === 'par') {
      if (stockCurrent(state) !== player) throw new RuleError('It is not your turn.');
      par(state, ctx, player, String(action.corporation), parseCell(action.share_price));
      if (state.round.kind === 'stock') state.round.current.push('par');
      return endTurnIfStill(state, ctx, player);
    }
    const why = refusal(state, ctx, action);
    if (why) throw new RuleError(why);
    buySellParStep.process(state, ctx, action);
    if (action.type === 'buy_shares') endTurnIfStill(state, ctx, player);
  },
};
