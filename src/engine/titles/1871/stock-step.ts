// 1871's stock turns after each stock round's auctions, on the shared buy/sell/par step (provisional, the
// 1822 model the seed names): a major is started only by the player holding its paper company, from the data's
// conversion phase, at a par cell marked for majors ('x'); the president's certificate costs its percent of par
// and the money goes to the major, the paper company leaves the game. A share bought from the treasury (IPO)
// pays its par to the major (incremental capitalisation); one from the pool pays the bank (the shared rule). A
// major floats when the data's float percent is sold, with its home token.
import type { Ctx, Step } from '../../18xx/context.ts';
import { cellAt } from '../../18xx/market.ts';
import { nextTurn, stockCurrent } from '../../18xx/rounds/stock.ts';
import { buySellParStep, parAsPresident, parseCell, startChoices } from '../../18xx/steps/buy-sell-par.ts';
import { buyFromTreasury, certLimit, floatCheck, ipo, numCerts, presidentShare } from '../../18xx/shares.ts';
import type { GameState, Share } from '../../18xx/state.ts';
import { cashOf, companyOf, corpOf, pay } from '../../18xx/state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { money } from '../../18xx/money.ts';
import { entityName } from '../../18xx/words.ts';
import { placeHomeToken, type MapState } from '../../18xx/map/index.ts';
import { dataOf } from './data.ts';
import { setTokenShape } from './map.ts';
import { debtRefusal } from './loans.ts';
import './events.ts';

/** The paper company that starts `major`, when `player` holds it (open). */
function paperHeld(state: GameState, player: string, major: string): string | null {
  const paper = dataOf(state).companies.paper.find((p) => p.major === major);
  const c = paper && state.companies.find((x) => x.sym === paper.id);
  return c && !c.closed && c.owner === player ? c.sym : null;
}

function conversionOpen(state: GameState, ctx: Ctx): boolean {
  const data = dataOf(state);
  const names: string[] = data.phases.list.map((p) => p.name);
  return names.indexOf(ctx.cfg.phases[state.phase]!.name) >= names.indexOf(data.companies.conversion.from);
}

/** Why `player` may not start `major` at `cell` now (null: they may). */
export function parRefusal(state: GameState, ctx: Ctx, player: string, major: string, cell: [number, number]): string | null {
  const c = state.corps.find((x) => x.sym === major);
  const name = entityName(ctx, major);
  if (!c || c.type !== 'major' || c.ipoed) return `You cannot start ${name}.`;
  const debt = debtRefusal(state, player);
  if (debt) return debt;
  if (!paperHeld(state, player, major)) return `Only the holder of ${name}'s paper company starts it.`;
  if (!conversionOpen(state, ctx)) return `Paper companies convert from phase ${dataOf(state).companies.conversion.from}.`;
  if (state.round.kind === 'stock' && state.round.current.some((x) => x === 'par' || x.startsWith('buy'))) return 'You already bought this turn.';
  const p = cellAt(ctx.cfg, cell[0], cell[1]);
  if (!p || !p.types.includes('x') || !p.types.includes('p')) return 'That is not a par price for a major.';
  if (numCerts(state, ctx.cfg, player) >= certLimit(state, ctx.cfg)) return 'You are at the certificate limit.';
  const cost = (p.price * presidentShare(state, major).percent) / 10;
  if (cashOf(state, player) < cost) return `The president's certificate costs ${money(ctx.cfg, cost)}.`;
  return null;
}

function par(state: GameState, ctx: Ctx, player: string, major: string, cell: [number, number]): void {
  const why = parRefusal(state, ctx, player, major, cell);
  if (why) throw new RuleError(why);
  const paper = paperHeld(state, player, major)!;
  const { pres, price } = parAsPresident(state, ctx, major, cell, player);
  pay(state, player, major, price);
  companyOf(state, paper).closed = true;
  ctx.events.push({ type: 'paper_converted', player, company: paper, corp: major, percent: pres.percent, price });
  floatCheck(state, ctx, major);
}

/** From the data's phase (V), the paper companies not converted leave the game. */
export function closePapers(state: GameState, ctx: Ctx): void {
  const data = dataOf(state);
  const names: string[] = data.phases.list.map((p) => p.name);
  if (names.indexOf(ctx.cfg.phases[state.phase]!.name) < names.indexOf(data.companies.conversion.paper_closes_on)) return;
  const gone: string[] = [];
  for (const paper of data.companies.paper) {
    const c = state.companies.find((x) => x.sym === paper.id);
    if (!c || c.closed) continue;
    c.closed = true;
    c.owner = null;
    gone.push(c.sym);
  }
  if (gone.length) ctx.events.push({ type: 'papers_removed', companies: gone, why: 'phase', phase: data.companies.conversion.paper_closes_on });
}

/** A major floats: its home token, of its main shape (the one it has more of; square on a tie), in its home city. */
export function floatMajor(state: GameState, _ctx: Ctx, corp: string): void {
  const major = dataOf(state).companies.majors.find((m) => m.id === corp);
  if (!major) return;
  const home = placeHomeToken(state.map as MapState, corp);
  corpOf(state, corp).tokensUsed = 1;
  setTokenShape(state, home.hex, corp, (major.tokens.square ?? 0) >= (major.tokens.round ?? 0) ? 'square' : 'round');
}

/** A treasury (IPO) share pays its par to the major; a pool share is left to the shared rule (the bank). */
export function buyShare1871(state: GameState, ctx: Ctx, player: string, share: Share): boolean {
  if (share.owner !== ipo(share.corp)) return false;
  buyFromTreasury(state, ctx, player, share, (corpOf(state, share.corp).parPrice! * share.percent) / 10, share.corp);
  return true;
}

export const shares1871Step: Step = {
  ...buySellParStep,
  id: 'shares_1871',
  // (the shared step's answer counts its own pars, which 1871 replaces: a player with nothing but a pass is passed for)
  hasActions: (state, ctx, player) => shares1871Step.choices(state, ctx, player).some((c) => c.action.type !== 'pass'),
  choices(state, ctx, player): LegalChoice[] {
    // a player in debt sells and pays it off, but buys nothing
    const debt = debtRefusal(state, player) !== null;
    const shared = buySellParStep.choices(state, ctx, player).filter((c) => c.action.type !== 'par' && !(debt && c.action.type === 'buy_shares'));
    return [...startChoices(state, ctx, player, 'major', 'x', (major, cell) => parRefusal(state, ctx, player, major, cell)), ...shared];
  },
  process(state, ctx, action: Action) {
    const player = String(action.entity ?? '');
    const debt = action.type === 'buy_shares' ? debtRefusal(state, player) : null;
    if (debt) throw new RuleError(debt);
    if (action.type !== 'par') return buySellParStep.process(state, ctx, action);
    if (stockCurrent(state) !== player) throw new RuleError('It is not your turn.');
    par(state, ctx, player, String(action.corporation), parseCell(action.share_price));
    if (state.round.kind === 'stock') state.round.current.push('par');
    // a par is the turn's purchase: the turn moves on
    if (state.round.kind === 'stock' && !state.round.done && stockCurrent(state) === player) nextTurn(state, ctx);
  },
};
