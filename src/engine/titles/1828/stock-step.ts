// 1828's stock-round step: the shared buy/sell/par step, plus starting a merger (`choose`), which also counts
// as having something to do — 18xx.games offers it (and so does not pass for the player) whenever a merger is
// possible, with no consent asked of the other president.
import type { Ctx, Step } from '../../18xx/context.ts';
import { afterStockAction, endIfAllPassed, expectTurn, stockCurrent, stockRound } from '../../18xx/rounds/stock.ts';
import { placeInCell } from '../../18xx/market.ts';
import { cashOf, corpOf } from '../../18xx/state.ts';
import { money } from '../../18xx/money.ts';
import { cellAt, parseSharePriceId } from './market.ts';
import { parOptions } from './stock.ts';
import { CP_MINOR } from './data.ts';
import { buySellParStep } from '../../18xx/steps/buy-sell-par.ts';
import { buyShares, floatCheck, holdingsByCorp, ipo } from '../../18xx/shares.ts';
import type { GameState } from '../../18xx/state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { EventLog } from '../../events.ts';
import { mergeCandidates, systemSym, type CorpView, type MergeView } from './merger.ts';
import { own1828, parGroupsOf } from './state.ts';
import { mergeWith, mergerChoice, mergerOf, removeSystemToken, removeTokenChoices, startMerger, type MergerState } from './merger-round.ts';
import { exchangeMH, MH, mhChoices, mhOwner, mhParChoices, parForExchange } from './mh.ts';
import { ownValue } from '../../records.ts';

export function corpViews(state: GameState): CorpView[] {
  const systems = own1828(state).systems;
  return state.corps
    .filter((c) => !c.closed && c.sym !== CP_MINOR.sym)
    .map((c) => ({ sym: c.sym, system: systems.includes(c.sym), ipoed: c.ipoed, president: c.president, operated: c.everOperated, floated: c.floated }));
}

export function mergeView(state: GameState): MergeView {
  const r = stockRound(state);
  // every holding counted once, when first asked (the candidates' checks ask it for each pair and player)
  let held: Map<string, Map<string, number>> | undefined;
  return {
    players: state.order,
    shares: (p, corp) => Math.ceil(((held ??= holdingsByCorp(state)).get(corp)?.get(p) ?? 0) / 10),
    soldThisRound: (p, corp) => !!ownValue(r.sold, p)?.[corp],
  };
}

export const boughtThisTurn = (state: GameState): boolean => stockRound(state).current.some((x) => x === 'par' || x.startsWith('buy') || x === 'merge');

/** Pairs (initiator → candidates) the player may merge now. */
export function mergeOptions(state: GameState, player: string): Map<string, string[]> {
  return mergePairs(state, player, true);
}

/**
 * 18xx.games' test for listing `choose` (BuySellParShares#can_merge_any?): like mergeOptions, but it does not ask
 * the initiator to be parred, so a player holding C&A's share of a PRR not yet parred and four of a floated
 * corporation they preside over "can merge" and must pass themselves. Only the passing-for uses this; the
 * merger itself is offered as mergeOptions says.
 */
function listsMerge(state: GameState, player: string): boolean {
  return mergePairs(state, player, false).size > 0;
}

function mergePairs(state: GameState, player: string, parredInitiator: boolean): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (boughtThisTurn(state)) return out;
  const views = corpViews(state);
  const view = mergeView(state);
  for (const corp of views) {
    if ((parredInitiator && !corp.ipoed) || corp.system) continue;
    const cands = mergeCandidates(view, player, corp, views);
    if (cands.length) out.set(corp.sym, cands);
  }
  return out;
}

function hasActions(state: GameState, ctx: Ctx, player: string): boolean {
  if (mergerOf(state) || own1828(state).mhPar) return true;
  // after a merger (the turn's purchase): sales, and a grey-zone president's shares (the shared step asks the hook)
  if (stockRound(state).current.includes('merge')) return buySellParStep.hasActions!(state, ctx, player);
  return buySellParStep.hasActions!(state, ctx, player) || listsMerge(state, player) || mhOffers(state, player).length > 0;
}

/** M&H's exchanges on its owner's turn, when nothing was bought this turn (1828 Exchange#can_exchange?). */
function mhOffers(state: GameState, player: string): LegalChoice[] {
  if (stockCurrent(state) !== player || boughtThisTurn(state)) return [];
  return mhChoices(state, player);
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
  // the IPO's first certificate (BuySellParShares#process_par): the president's, unless a player already took it
  // through the presidency (two shares from C&A and M&H before any par)
  const first = state.shares.filter((x) => x.owner === ipo(corp) && x.corp === corp).sort((a, b) => a.seq - b.seq)[0]!;
  buyShares(state, ctx.cfg, player, [first]);
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
  // the new system's second token in a hex goes first (its merger's acting player picks)
  if (m.removeTokens?.length) return player === m.acting ? removeTokenChoices(state) : [];
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
    // the acting player takes back a merger none of whose answers to another player's question can be carried out
    if (!m.pending || m.pending.player !== player) return player === m.acting && m.pending && !mergerChoices(state, ctx, m, m.pending.player).length ? takeBack('cannot be carried out') : [];
    // the value is the offered text without its amount, as 18xx.games logs it ("IC" for "IC ($79)"; names stay whole)
    // a partner is offered by the log's name (the choice's value) and shown by the player's own (PlayerInfo.logName)
    // a trade-up's two answers in words: 18xx.games' "Exchange ($-52)" is the $52 the player pays
    const tradeUp = (c: string) => {
      const [, what, amount] = /^(Exchange|Sell) \((.*)\)$/.exec(c) ?? [];
      if (!what) return c;
      const n = Math.abs(Number(amount!.replace(/[^\d-]/g, '')));
      return what === 'Sell' ? `Sell your odd share for ${money(ctx.cfg, n)}` : `Trade your odd share up for a share of the system, paying ${money(ctx.cfg, n)}`;
    };
    const shown = (c: string) => (m.pending!.kind === 'partner' ? (state.players.find((p) => (p.logName ?? p.name) === c)?.name ?? c) : m.pending!.kind === 'trade_up' ? tradeUp(c) : c);
    out = m.pending.choices.map((c) => ({ label: shown(c), action: { type: 'choose', entity: player, entity_type: 'player', choice: c.replace(/ \([^()]*\$[^()]*\)$/, '') } }));
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

/** The par after M&H was exchanged for a president's certificate (mh.ts). */
function parAfterExchange(state: GameState, ctx: Ctx, player: string, corp: string, sharePrice: string): void {
  parForExchange(state, ctx, player, corp, sharePrice);
  // neither the exchange nor this par is one of the turn's actions in 18xx.games (Exchange#process_par does not
  // record it): a player left with nothing to do has passed
  const r = stockRound(state);
  if (!r.current.length && !hasActions(state, ctx, player)) {
    if (!r.passed.includes(player)) r.passed.push(player);
    // that pass may be the last one: the round ends (18xx.games checks after every action)
    if (endIfAllPassed(state, ctx)) return;
  }
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

/** M&H's exchange in a stock round (mh.ts): only on the owner's turn, and it is the turn's purchase. */
function exchangeOnTurn(state: GameState, ctx: Ctx, company: string, ids: string[]): void {
  const owner = company === MH ? mhOwner(state) : null;
  if (!owner) throw new RuleError(`${company} cannot be exchanged.`);
  const r = expectTurn(state, owner);
  if (boughtThisTurn(state)) throw new RuleError('Cannot exchange and buy on the same turn.');
  const done = exchangeMH(state, ctx, company, ids);
  if (done.parOwed) return;
  r.current.push(`buy:${done.corp}`);
  r.passed = r.passed.filter((p) => p !== owner);
  afterStockAction(state, ctx);
}

export const stockStep1828: Step = {
  ...buySellParStep,
  id: 'buy_sell_par_1828',
  actions: [...buySellParStep.actions, 'choose', 'merge', 'failed_merge', 'remove_token'],
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
      return mhParChoices(state, player);
    }
    // pars at 1828's prices open in this phase (the shared list knows only the first group); after a merger (the
    // turn's purchase) the shared list has only what the grey zone still allows (rules.ts mayBuyAgain)
    const base = buySellParStep.choices(state, ctx, player);
    const merged = stockRound(state).current.includes('merge');
    const out = base.filter((c) => c.action.type !== 'par');
    const parable = new Set(base.filter((c) => c.action.type === 'par').map((c) => String(c.action.corporation)));
    if (!merged)
      for (const corp of parable)
        for (const cell of parOptions(parGroupsOf(state), cashOf(state, player)))
          out.push({ label: `Par ${corp} at $${cell.price}`, action: { type: 'par', entity: player, entity_type: 'player', corporation: corp, share_price: `${cell.price},${cell.row},${cell.col}` } });
    const merges = mergeOptions(state, player);
    for (const [corp, cands] of merges) {
      out.push({ label: `Start a merger of ${corp} with another corporation`, action: { type: 'choose', entity: player, entity_type: 'player', choice: corp } });
      // 18xx.games offers to record a merger that failed (its client takes the merger back first)
      for (const cand of cands)
        if (corp < cand || !merges.get(cand)?.includes(corp))
          out.push({ label: `Declare that ${corp} and ${cand} cannot merge (counts as your purchase)`, action: { type: 'failed_merge', entity: player, entity_type: 'player', corporations: [corp, cand] } });
    }
    out.push(...mhOffers(state, player));
    if (!out.some((c) => c.action.type === 'pass')) out.push({ label: 'Pass', action: { type: 'pass', entity: player, entity_type: 'player' } });
    return out;
  },
  process(state, ctx, action: Action) {
    if (own1828(state).mhPar && action.type !== 'par') throw new RuleError(`${own1828(state).mhPar!.corp} must be parred first.`);
    if (action.type === 'par' && own1828(state).mhPar) return parAfterExchange(state, ctx, String(action.entity ?? ''), String(action.corporation), String(action.share_price));
    if (action.type === 'failed_merge') return failedMerge(state, ctx, String(action.entity ?? ''));
    const m = mergerOf(state);
    if (m?.removeTokens?.length || action.type === 'remove_token') {
      if (action.type !== 'remove_token' || !m) throw new RuleError(m ? `${systemSym(m.initiator, m.target!)} must remove a token first.` : 'No token is to be removed now.');
      return removeSystemToken(state, ctx, String(action.entity ?? ''), String(action.city), Number(action.slot ?? 0));
    }
    if (action.type === 'choose' || action.type === 'merge') return merger(state, ctx, action);
    if (action.type === 'par') return par(state, ctx, String(action.entity ?? ''), String(action.corporation), String(action.share_price));
    if (action.type === 'buy_shares' && action.entity_type === 'company') return exchangeOnTurn(state, ctx, String(action.entity), action.shares as string[]);
    buySellParStep.process(state, ctx, action);
  },
};
