// 1828's stock-round step: the shared buy/sell/par step, plus starting a merger (`choose`), which also counts
// as having something to do — 18xx.games offers it (and so does not pass for the player) whenever a merger is
// possible, with no consent asked of the other president.
import type { Ctx, Step } from '../../18xx/context.ts';
import { afterStockAction, expectTurn, stockCurrent, stockRound } from '../../18xx/rounds/stock.ts';
import { placeInCell } from '../../18xx/market.ts';
import { cashOf, corpOf, pay, type Share } from '../../18xx/state.ts';
import { cellAt, parseSharePriceId } from './market.ts';
import { exchangeParOptions, parOptions } from './stock.ts';
import { CP_MINOR } from './data.ts';
import { buySellParStep, sellableCorps } from '../../18xx/steps/buy-sell-par.ts';
import { buyShares, floatCheck, ipo, percentOf, presidentShare } from '../../18xx/shares.ts';
import type { GameState } from '../../18xx/state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { EventLog } from '../../events.ts';
import { mergeCandidates, type CorpView, type MergeView } from './merger.ts';
import { own1828, parGroupsOf } from './state.ts';
import { mergeWith, mergerChoice, mergerOf, startMerger, type MergerState } from './merger-round.ts';

export function corpViews(state: GameState): CorpView[] {
  const systems = own1828(state).systems;
  return state.corps
    .filter((c) => !c.closed && c.sym !== CP_MINOR.sym)
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
  if (mergerOf(state) || own1828(state).mhPar) return true;
  // after a merger (the turn's purchase) only sales are left
  if (stockRound(state).current.includes('merge')) return sellableCorps(state, ctx, player).length > 0;
  return buySellParStep.hasActions!(state, ctx, player) || mergeOptions(state, player).size > 0 || mhOffers(state, player).length > 0;
}

/** The shares M&H may be exchanged for now, on its owner's turn (g_1828/step/exchange.rb can_exchange?). */
function mhOffers(state: GameState, player: string): Share[] {
  const mh = state.companies.find((c) => c.sym === 'M&H');
  if (!mh || mh.closed || mh.owner !== player || stockCurrent(state) !== player || boughtThisTurn(state)) return [];
  const out: Share[] = [];
  for (const c of state.corps) {
    if (c.closed || c.sym === CP_MINOR.sym) continue;
    // the IPO's first share that is not the president's, and the market's first (Corporation#available_share)
    const fromIpo = state.shares.filter((x) => x.owner === ipo(c.sym) && x.corp === c.sym && !x.president).sort((a, b) => a.seq - b.seq)[0];
    const fromPool = state.shares.filter((x) => x.owner === 'pool' && x.corp === c.sym).sort((a, b) => a.seq - b.seq)[0];
    if (fromIpo) out.push(fromIpo);
    if (fromPool) out.push(fromPool);
    // the president's certificate of a corporation not yet parred, when the player can pay a par (exchange_price)
    const pres = state.shares.find((x) => x.corp === c.sym && x.president && x.owner === ipo(c.sym));
    if (pres && !c.ipoed && exchangeParOptions(parGroupsOf(state), cashOf(state, player)).length > 0) out.push(pres);
  }
  return out;
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

/** While a merger runs: its partner, then the players' exchange questions; a failed one is taken back. */
function mergerChoices(state: GameState, ctx: Ctx, m: MergerState, player: string): LegalChoice[] {
  const takeBack = (why: string): LegalChoice[] =>
    player !== m.acting || (m.pending && m.pending.player !== player && !m.failed && mergerChoices(state, ctx, m, m.pending.player).length) || m.startedAt === undefined ? [] : [{ label: `The merger ${why}: take it back`, action: { type: 'undo', entity: player, entity_type: 'player', action_id: m.startedAt - 1 } }];
  if (m.failed) return takeBack('failed (no president can donate a share)');
  // only what the exchange can carry out (18xx.games' engine breaks down on the rest)
  const works = (action: Action) => {
    try {
      merger(structuredClone(state), { ...ctx, events: new EventLog() }, action);
      return true;
    } catch {
      return false;
    }
  };
  let out: LegalChoice[];
  if (!m.target) {
    if (player !== m.acting) return [];
    const views = corpViews(state);
    out = mergeCandidates(mergeView(state), m.acting, views.find((v) => v.sym === m.initiator)!, views).map((t) => ({
      label: `Merge ${m.initiator} with ${t}`,
      action: { type: 'merge', entity: m.initiator, entity_type: 'corporation', corporation: t },
    }));
  } else {
    if (!m.pending || m.pending.player !== player) return [];
    // the value is the offered text without its amount, as 18xx.games logs it ("IC" for "IC ($79)"; names stay whole)
    out = m.pending.choices.map((c) => ({ label: c, action: { type: 'choose', entity: player, entity_type: 'player', choice: c.replace(/ \([^()]*\$[^()]*\)$/, '') } }));
  }
  out = out.filter((c) => works(c.action));
  return out.length ? out : takeBack('cannot be carried out');
}

/** `failed_merge` (18xx.games BuySellParShares#process_failed_merge): recorded, and it counts as the turn's purchase. */
function failedMerge(state: GameState, ctx: Ctx, player: string): void {
  const r = expectTurn(state, player);
  if (boughtThisTurn(state)) throw new RuleError('You already bought this turn.');
  if (mergeOptions(state, player).size === 0) throw new RuleError('No merger is possible now.');
  r.current.push('merge');
  r.passed = r.passed.filter((p) => p !== player);
  afterStockAction(state, ctx);
}

/** The par after M&H was exchanged for a president's certificate: the player pays one share at the par price. */
function parForExchange(state: GameState, ctx: Ctx, player: string, corp: string, sharePrice: string): void {
  const own = own1828(state);
  const pending = own.mhPar!;
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
  // neither the exchange nor this par is one of the turn's actions in 18xx.games (Exchange#process_par does not
  // record it): a player left with nothing to do has passed
  const r = stockRound(state);
  if (!r.current.length && !hasActions(state, ctx, player) && !r.passed.includes(player)) r.passed.push(player);
  afterStockAction(state, ctx);
}

function merger(state: GameState, ctx: Ctx, action: Action): void {
  const m = mergerOf(state);
  const player = String(action.entity ?? '');
  if (action.type === 'choose' && !m) {
    expectTurn(state, player);
    const corp = String(action.choice);
    if (!mergeOptions(state, player).has(corp)) throw new RuleError(`${corp} cannot merge now.`);
    return startMerger(state, player, corp, typeof action.id === 'number' ? action.id : undefined);
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
  if (!share) throw new RuleError('M&H exchanges for a share.');
  if (share.owner !== ipo(share.corp) && share.owner !== 'pool') throw new RuleError(`${share.id} is not in the IPO or the market.`);
  if (share.president) {
    // the president's certificate: M&H closes, and the player pars the corporation now (step/exchange.rb)
    const c = corpOf(state, share.corp);
    if (c.ipoed || c.closed) throw new RuleError(`${player} cannot par ${share.corp}.`);
    if (!exchangeParOptions(parGroupsOf(state), cashOf(state, player)).length) throw new RuleError(`${player} does not have enough cash to par ${share.corp}.`);
    mh.closed = true;
    ctx.events.push({ type: 'company_closed', company });
    own1828(state).mhPar = { player, corp: share.corp };
    return;
  }
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
  actions: [...buySellParStep.actions, 'choose', 'merge', 'failed_merge'],
  active: (state, ctx) => hasActions(state, ctx, stockCurrent(state)),
  hasActions,
  actors(state, ctx) {
    const m = mergerOf(state);
    if (m) {
      const chooser = m.pending && !m.failed ? m.pending.player : m.acting;
      // a question no answer of which can be carried out goes back to the acting player (to take the merger back)
      return [chooser !== m.acting && !mergerChoices(state, ctx, m, chooser).length ? m.acting : chooser];
    }
    const mhPar = own1828(state).mhPar;
    return mhPar ? [mhPar.player] : [stockCurrent(state)];
  },
  choices(state, ctx, player): LegalChoice[] {
    const m = mergerOf(state);
    if (m) return mergerChoices(state, ctx, m, player);
    const mhPar = own1828(state).mhPar;
    if (mhPar) {
      if (mhPar.player !== player) return [];
      return exchangeParOptions(parGroupsOf(state), cashOf(state, player)).map((cell) => ({
        label: `Par ${mhPar.corp} at ${cell.price}`,
        action: { type: 'par', entity: player, entity_type: 'player', corporation: mhPar.corp, share_price: `${cell.price},${cell.row},${cell.col}` },
      }));
    }
    // pars at 1828's prices open in this phase (the shared list knows only the first group); nothing bought after
    // a merger (it is the turn's purchase)
    const base = buySellParStep.choices(state, ctx, player);
    const merged = stockRound(state).current.includes('merge');
    const out = base.filter((c) => c.action.type !== 'par' && !(merged && c.action.type === 'buy_shares'));
    const parable = new Set(base.filter((c) => c.action.type === 'par').map((c) => String(c.action.corporation)));
    if (!merged)
      for (const corp of parable)
        for (const cell of parOptions(parGroupsOf(state), cashOf(state, player)))
          out.push({ label: `Par ${corp} at ${cell.price}`, action: { type: 'par', entity: player, entity_type: 'player', corporation: corp, share_price: `${cell.price},${cell.row},${cell.col}` } });
    const merges = mergeOptions(state, player);
    for (const [corp, cands] of merges) {
      out.push({ label: `Merge ${corp} with another corporation`, action: { type: 'choose', entity: player, entity_type: 'player', choice: corp } });
      // 18xx.games offers to record a merger that failed (its client takes the merger back first)
      for (const cand of cands)
        if (corp < cand || !merges.get(cand)?.includes(corp))
          out.push({ label: `Record a failed merger of ${corp} and ${cand}`, action: { type: 'failed_merge', entity: player, entity_type: 'player', corporations: [corp, cand] } });
    }
    for (const sh of mhOffers(state, player))
      out.push({
        label: `Exchange M&H for ${sh.president ? `the president's certificate of ${sh.corp} (with a par)` : `a ${sh.percent}% share of ${sh.corp} from ${sh.owner === 'pool' ? 'the market' : 'the IPO'}`}`,
        action: { type: 'buy_shares', entity: 'M&H', entity_type: 'company', shares: [sh.id], percent: sh.percent },
      });
    if (!out.some((c) => c.action.type === 'pass')) out.push({ label: 'Pass', action: { type: 'pass', entity: player, entity_type: 'player' } });
    return out;
  },
  process(state, ctx, action: Action) {
    if (own1828(state).mhPar && action.type !== 'par') throw new RuleError(`${own1828(state).mhPar!.corp} must be parred first.`);
    if (action.type === 'par' && own1828(state).mhPar) return parForExchange(state, ctx, String(action.entity ?? ''), String(action.corporation), String(action.share_price));
    if (action.type === 'failed_merge') return failedMerge(state, ctx, String(action.entity ?? ''));
    if (action.type === 'choose' || action.type === 'merge') return merger(state, ctx, action);
    if (action.type === 'buy_shares' && action.entity_type !== 'company' && stockRound(state).current.includes('merge')) throw new RuleError('A merger was this turn\'s purchase.');
    if (action.type === 'par') return par(state, ctx, String(action.entity ?? ''), String(action.corporation), String(action.share_price));
    if (action.type === 'buy_shares' && action.entity_type === 'company') return exchangeMH(state, ctx, String(action.entity), action.shares as string[]);
    buySellParStep.process(state, ctx, action);
  },
};
