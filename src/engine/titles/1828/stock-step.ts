// 1828's stock-round step: the shared buy/sell/par step, plus starting a merger (`choose`), which also counts
// as having something to do — 18xx.games offers it (and so does not pass for the player) whenever a merger is
// possible, with no consent asked of the other president.
import type { Ctx, Step } from '../../18xx/context.ts';
import { afterStockAction, expectTurn, stockCurrent, stockRound } from '../../18xx/rounds/stock.ts';
import { placeInCell } from '../../18xx/market.ts';
import { cashOf, corpOf } from '../../18xx/state.ts';
import { cellAt, parseSharePriceId } from './market.ts';
import { parOptions } from './stock.ts';
import { buySellParStep } from '../../18xx/steps/buy-sell-par.ts';
import { buyShares, floatCheck, ipo, percentOf, presidentShare } from '../../18xx/shares.ts';
import type { GameState } from '../../18xx/state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { mergeCandidates, type CorpView, type MergeView } from './merger.ts';
import { own1828, parGroupsOf } from './state.ts';
import { mergeWith, mergerChoice, mergerOf, startMerger } from './merger-round.ts';

export function corpViews(state: GameState): CorpView[] {
  const systems = own1828(state).systems;
  return state.corps
    .filter((c) => !c.closed)
    .map((c) => ({ sym: c.sym, system: systems.includes(c.sym), ipoed: c.ipoed, president: c.president, operated: c.everOperated, floated: c.floated }));
}

export function mergeView(state: GameState): MergeView {
  const r = stockRound(state);
  return {
    players: state.order,
    shares: (p, corp) => Math.ceil(percentOf(state, p, corp) / 10),
    soldThisRound: (p, corp) => !!r.sold[p]?.[corp],
  };
}

export const boughtThisTurn = (state: GameState): boolean => stockRound(state).current.some((x) => x === 'par' || x.startsWith('buy') || x === 'merge');

/** Pairs (initiator → candidates) the player may merge now. */
export function mergeOptions(state: GameState, player: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (boughtThisTurn(state)) return out;
  const views = corpViews(state);
  const view = mergeView(state);
  for (const corp of views) {
    if (!corp.ipoed || corp.system) continue;
    const cands = mergeCandidates(view, player, corp, views);
    if (cands.length) out.set(corp.sym, cands);
  }
  return out;
}

function hasActions(state: GameState, ctx: Ctx, player: string): boolean {
  return buySellParStep.hasActions!(state, ctx, player) || mergeOptions(state, player).size > 0;
}

/** A par at a price open in this phase; the player needs twice the price (18xx.games get_par_prices). */
function par(state: GameState, ctx: Ctx, player: string, corp: string, sharePrice: string): void {
  const r = expectTurn(state, player);
  const c = corpOf(state, corp);
  if (c.ipoed) throw new RuleError(`${corp} is already parred.`);
  if (boughtThisTurn(state)) throw new RuleError('You already bought this turn.');
  const cell = parseSharePriceId(sharePrice);
  const open = parOptions(parGroupsOf(state), cashOf(state, player));
  if (!open.some((p) => p.row === cell[0] && p.col === cell[1])) throw new RuleError(`${sharePrice} is not a par price you can start now.`);
  c.ipoed = true;
  c.parPrice = cellAt(cell)!.price;
  placeInCell(state, corp, [cell[0], cell[1]]);
  ctx.events.push({ type: 'par', player, corp, price: c.parPrice });
  buyShares(state, ctx.cfg, player, [presidentShare(state, corp)]);
  r.current.push('par');
  r.passed = r.passed.filter((p) => p !== player);
  floatCheck(state, ctx, corp);
  afterStockAction(state, ctx);
}

function merger(state: GameState, ctx: Ctx, action: Action): void {
  const m = mergerOf(state);
  const player = String(action.entity ?? '');
  if (action.type === 'choose' && !m) {
    expectTurn(state, player);
    const corp = String(action.choice);
    if (!mergeOptions(state, player).has(corp)) throw new RuleError(`${corp} cannot merge now.`);
    return startMerger(state, player, corp);
  }
  if (!m) throw new RuleError('No merger is under way.');
  if (action.type === 'merge') {
    if (m.target) throw new RuleError('The merger partner is already chosen.');
    if (String(action.entity) !== m.initiator) throw new RuleError(`The merger is ${m.initiator}'s.`);
    const target = String(action.corporation);
    const views = corpViews(state);
    const cands = mergeCandidates(mergeView(state), m.acting, views.find((v) => v.sym === m.initiator)!, views);
    if (!cands.includes(target)) throw new RuleError(`${m.initiator} cannot merge with ${target}.`);
    return mergeWith(state, ctx, target);
  }
  mergerChoice(state, ctx, player, String(action.choice));
}

/**
 * M&H's exchange (g_1828/step/exchange.rb): any 10% share from the IPO or the market, on the owner's turn and as
 * the turn's purchase; M&H closes. (The exchange for a president's certificate, with a par, is not done yet.)
 */
function exchangeMH(state: GameState, ctx: Ctx, company: string, ids: string[]): void {
  const mh = state.companies.find((c) => c.sym === company);
  if (company !== 'M&H' || !mh || mh.closed || !mh.owner) throw new RuleError(`${company} cannot be exchanged.`);
  const player = mh.owner;
  const r = expectTurn(state, player);
  if (boughtThisTurn(state)) throw new RuleError('Cannot exchange and buy on the same turn.');
  const share = state.shares.find((x) => x.id === ids[0]);
  if (!share || share.president) throw new RuleError('M&H exchanges for a 10% share.');
  if (share.owner !== ipo(share.corp) && share.owner !== 'pool') throw new RuleError(`${share.id} is not in the IPO or the market.`);
  // an exchange is not held to the 60% limit (1828 Exchange#can_gain?: exchange → true)
  buyShares(state, ctx.cfg, player, [share], true);
  mh.closed = true;
  ctx.events.push({ type: 'company_closed', company });
  r.current.push(`buy:${share.corp}`);
  r.passed = r.passed.filter((p) => p !== player);
  floatCheck(state, ctx, share.corp);
  afterStockAction(state, ctx);
}

export const stockStep1828: Step = {
  ...buySellParStep,
  id: 'buy_sell_par_1828',
  actions: [...buySellParStep.actions, 'choose', 'merge'],
  active: (state, ctx) => hasActions(state, ctx, stockCurrent(state)),
  hasActions,
  choices(state, ctx, player): LegalChoice[] {
    const out = buySellParStep.choices(state, ctx, player);
    for (const corp of mergeOptions(state, player).keys())
      out.push({ label: `Merge ${corp} with another corporation`, action: { type: 'choose', entity: player, entity_type: 'player', choice: corp } });
    if (!out.some((c) => c.action.type === 'pass')) out.push({ label: 'Pass', action: { type: 'pass', entity: player, entity_type: 'player' } });
    return out;
  },
  process(state, ctx, action: Action) {
    if (action.type === 'choose' || action.type === 'merge') return merger(state, ctx, action);
    if (action.type === 'par') return par(state, ctx, String(action.entity ?? ''), String(action.corporation), String(action.share_price));
    if (action.type === 'buy_shares' && action.entity_type === 'company') return exchangeMH(state, ctx, String(action.entity), action.shares as string[]);
    buySellParStep.process(state, ctx, action);
  },
};
