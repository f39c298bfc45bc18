// Train step: buy from the depot (trade-ins included) or from another corporation; a corporation without a
// train that has a route must buy one, with its president's cash and emergency share sales if need be, or
// the president goes bankrupt.
import { money } from '../money.ts';
import type { Ctx, Step } from '../context.ts';
import { compareOperating, priceOf } from '../market.ts';
import { autoAdvance, currentCorp, expectOperator, hasRoute, jumpTo, orRound, recalculateOrder } from '../rounds/operating.ts';
import { canSellPercent, percentOf, sellsYet, sellShares, shareBundles, shareById, type ShareBundle } from '../shares.ts';
import type { GameState, TrainState } from '../state.ts';
import { cashOf, corpOf, pay, playerName } from '../state.ts';
import { corpTrains, depotTrains, giveTrain, toPool, trainById, trainDef, trainLimit } from '../trains.ts';
import { phaseHooks } from '../companies.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { entityName, trainWords } from '../words.ts';
import { withArticle } from '../../articles.ts';

function otherTrainsBuyable(state: GameState, corp: string): boolean {
  return state.corps.some((c) => c.sym !== corp && c.trains.length > 0);
}

/** The depot's trains this corporation may buy (a title may keep some from it: mayOwnTrain). */
function depotFor(state: GameState, ctx: Ctx, corp: string): TrainState[] {
  const all = depotTrains(state, ctx.cfg);
  const may = ctx.rules.hooks.mayOwnTrain;
  return may ? all.filter((t) => may(state, ctx, corp, t.name)) : all;
}

export function mustBuyTrain(state: GameState, ctx: Ctx, corp: string): boolean {
  const title = ctx.rules.hooks.mustBuyTrain;
  if (title) return title(state, ctx, corp);
  return corpOf(state, corp).trains.length === 0 && depotFor(state, ctx, corp).length > 0 && hasRoute(state, ctx, corp);
}

/** Room for one more train (a title may keep limits per part of a corporation: 1828's shells). */
function hasRoom(state: GameState, ctx: Ctx, corp: string, shell?: string): boolean {
  return ctx.rules.hooks.trainRoom?.(state, ctx, corp, shell) ?? corpOf(state, corp).trains.length < trainLimit(state, ctx.cfg);
}

export function canBuyTrain(state: GameState, ctx: Ctx, corp: string): boolean {
  const cash = cashOf(state, corp);
  const room = hasRoom(state, ctx, corp);
  const depot = depotFor(state, ctx, corp);
  let min = otherTrainsBuyable(state, corp) ? 1 : Infinity;
  for (const t of depot) min = Math.min(min, trainDef(ctx.cfg, t.name).price);
  if (room && cash >= min) return true;
  // Trade-in discounts (D for a 4, 5 or 6) work even at the train limit.
  for (const t of depot) {
    const d = trainDef(ctx.cfg, t.name);
    if (!d.discount) continue;
    for (const own of corpTrains(state, corp)) {
      const disc = d.discount[own.name];
      if (disc !== undefined && cash >= d.price - disc) return true;
    }
  }
  return false;
}

function cheapestDepotPrice(state: GameState, ctx: Ctx, corp: string): number {
  return Math.min(...depotFor(state, ctx, corp).map((t) => trainDef(ctx.cfg, t.name).price));
}

/** Cash still missing for the cheapest depot train after the corporation's and president's cash. */
export function emergencyShortfall(state: GameState, ctx: Ctx, corp: string): number {
  const pres = corpOf(state, corp).president!;
  return cheapestDepotPrice(state, ctx, corp) - cashOf(state, corp) - cashOf(state, pres);
}

/**
 * May the president add cash (and so sell shares) for this corporation's train (into `shell`, for a title with
 * shells)? When it must buy one. A title with its own rule (1828: also into an empty shell) allows it only while
 * the corporation cannot pay the cheapest depot train on its own, a forced purchase included (18xx.games
 * G1828 president_may_contribute? with ebuy_president_can_contribute?).
 */
function presidentMayHelp(state: GameState, ctx: Ctx, corp: string, shell?: string): boolean {
  const must = mustBuyTrain(state, ctx, corp);
  const title = ctx.rules.hooks.presidentMayContribute;
  if (!title) return must;
  return (must || title(state, ctx, corp, shell)) && cashOf(state, corp) < cheapestDepotPrice(state, ctx, corp);
}

/** May the president sell this in an emergency (no more than needed, no presidency swap of the buyer)? */
export function canEmergencySell(state: GameState, ctx: Ctx, player: string, corp: string, percent: number): boolean {
  if (state.round.kind !== 'operating' || orRound(state).step !== 'train') return false;
  const buyer = currentCorp(state);
  if (corpOf(state, buyer).president !== player || !presidentMayHelp(state, ctx, buyer)) return false;
  const short = emergencyShortfall(state, ctx, buyer);
  if (short <= 0) return false;
  if (!sellsYet(state, ctx.cfg, corp) || !canSellPercent(state, ctx.cfg, player, corp, percent)) return false;
  const price = priceOf(state, ctx.cfg, corp);
  if ((price * (percent - 10)) / 10 >= short) return false;
  if (ctx.cfg.mustSellInBlocks && orRound(state).emergencySold?.includes(corp)) return false;
  return !presidencyConcern(state, ctx, player, buyer, corp) || !losesPresidency(state, player, corp, percent);
}

/** Must the seller's emergency sale of `corp` keep its presidency (the buyer's always; any with ebuyNoPresidencySwap)? */
function presidencyConcern(state: GameState, ctx: Ctx, player: string, buyer: string, corp: string): boolean {
  return corp === buyer || (!!ctx.cfg.ebuyNoPresidencySwap && corpOf(state, corp).president === player);
}

/**
 * What a corporation may pay for another corporation's train (18xx.games spend_minmax with
 * EBUY_FROM_OTHERS = :value): $1 up to its cash; short of the train's face value, the president may add cash
 * up to that value, but not after selling more shares than the purchase needed (a title may keep that floor
 * even when the corporation could pay the face value: `saleFloorAlways`). Empty when min > max.
 */
export function otherTrainPriceRange(state: GameState, ctx: Ctx, corp: string, train: string): [number, number] {
  const power = cashOf(state, corp);
  if (ctx.cfg.ebuyFromOthers === 'never') return [1, power];
  const face = trainDef(ctx.cfg, trainById(state, train).name).price;
  const last = orRound(state).lastSoldPrice;
  if (power >= face && !(last && ctx.rules.hooks.saleFloorAlways)) return [1, power];
  const president = corpOf(state, corp).president;
  const possible = power + (president ? cashOf(state, president) : 0);
  return [last ? possible - last + 1 : 1, Math.min(face, possible)];
}

/** Would selling this much of the buying corporation take its presidency away from the seller? */
function losesPresidency(state: GameState, player: string, corp: string, percent: number): boolean {
  const others = state.order.filter((p) => p !== player).map((p) => percentOf(state, p, corp));
  return percentOf(state, player, corp) - percent < Math.max(0, ...others);
}

/** May the president borrow for the buyer's train (a title with player loans, and nothing left to sell)? */
function mayBorrow(state: GameState, ctx: Ctx, player: string, buyer: string): boolean {
  return !!ctx.rules.hooks.playerLoan && emergencyFunds(state, ctx, player, buyer) <= cashOf(state, player);
}

/**
 * What the president could raise for the buyer: own cash plus the largest sale allowed now in each corporation
 * (never one that hands the buyer's presidency to another player: 18xx.games' value_for_sellable goes through
 * the emergency step's can_sell?).
 */
function emergencyFunds(state: GameState, ctx: Ctx, player: string, buyer: string): number {
  let total = cashOf(state, player);
  for (const other of state.corps) {
    if (!other.ipoed || !sellsYet(state, ctx.cfg, other.sym)) continue;
    for (let pct = percentOf(state, player, other.sym); pct >= 10; pct -= 10) {
      if (presidencyConcern(state, ctx, player, buyer, other.sym) && losesPresidency(state, player, other.sym, pct)) continue;
      if (ctx.cfg.mustSellInBlocks && orRound(state).emergencySold?.includes(other.sym)) continue;
      if (canSellPercent(state, ctx.cfg, player, other.sym, pct)) {
        total += (priceOf(state, ctx.cfg, other.sym) * pct) / 10;
        break;
      }
    }
  }
  return total;
}

function buyTrain(state: GameState, ctx: Ctx, corp: string, a: { train: string; price: number; exchange?: string; shell?: string }): void {
  expectOperator(state, corp);
  const r = orRound(state);
  jumpTo(state, ctx, 'train');
  const t = trainById(state, a.train);
  const c = corpOf(state, corp);
  if (t.owner === 'gone' || t.owner === corp) throw new RuleError(`${t.id} is not for sale.`);
  const fromDepot = t.owner === 'depot' || t.owner === 'pool';
  if (fromDepot && !depotTrains(state, ctx.cfg).some((x) => x.id === t.id)) throw new RuleError(`${t.id} is not for sale yet.`);
  if (ctx.rules.hooks.mayOwnTrain?.(state, ctx, corp, t.name) === false) throw new RuleError(`${corp} may not own a ${t.name} train.`);
  if (!a.exchange && !hasRoom(state, ctx, corp, a.shell)) throw new RuleError(`${corp} is at its train limit.`);
  if (fromDepot && !a.exchange && a.price !== trainDef(ctx.cfg, t.name).price) throw new RuleError('Depot trains cost face value.');
  // (the range's floor after an emergency sale can be 0 or less; 18xx.games' Spender refuses to spend that)
  if (!fromDepot && a.price < 1) throw new RuleError('The price must be at least 1.');
  if (!fromDepot) {
    const [min, max] = otherTrainPriceRange(state, ctx, corp, t.id);
    if (a.price < min || a.price > max) throw new RuleError(`${corp} may not spend ${a.price} on ${t.owner}'s ${t.name} train; only between ${min} and ${max}.`);
  }
  const cash = cashOf(state, corp);
  const seller = fromDepot ? 'bank' : t.owner;
  let presidentAdded: number | undefined;
  if (a.price > cash) {
    const pres = c.president!;
    if (!presidentMayHelp(state, ctx, corp, a.shell)) throw new RuleError(`${corp} cannot afford ${a.price}.`);
    const cheapest = cheapestDepotPrice(state, ctx, corp);
    if (fromDepot && a.price !== cheapest) throw new RuleError(`With the president's help only the cheapest train (${cheapest}) may be bought.`);
    const owed = a.price - cash - cashOf(state, pres);
    if (owed > 0 && mayBorrow(state, ctx, pres, corp)) ctx.rules.hooks.playerLoan!(state, ctx, pres, owed);
    if (cashOf(state, pres) < a.price - cash) throw new RuleError(`${playerName(state, pres)} must first raise ${a.price - cash - cashOf(state, pres)} more.`);
    pay(state, corp, seller, cash);
    pay(state, pres, seller, a.price - cash);
    presidentAdded = a.price - cash;
  } else pay(state, corp, seller, a.price);
  if (a.exchange) {
    const old = trainById(state, a.exchange);
    c.trains = c.trains.filter((x) => x !== old.id);
    toPool(state, old);
  }
  ctx.events.push({ type: 'train_bought', entity: corp, train: t.id, price: a.price, from: t.owner === 'depot' ? 'bank' : t.owner, ...(a.exchange ? { exchange: a.exchange } : {}), ...(presidentAdded ? { presidentAdded } : {}) });
  giveTrain(state, ctx.cfg, t, corp, phaseHooks(state, ctx));
  ctx.rules.hooks.trainBought?.(state, ctx, corp);
  r.boughtTrain = true;
  autoAdvance(state, ctx);
}

/** Emergency selling by the president of a corporation that must buy a train. */
function emergencySell(state: GameState, ctx: Ctx, player: string, ids: string[], percent: number): void {
  const corp = shareById(state, ids[0]!).corp;
  if (!canEmergencySell(state, ctx, player, corp, percent)) throw new RuleError(`You cannot sell ${percent}% of ${corp} now.`);
  const perShare = priceOf(state, ctx.cfg, corp);
  sellShares(state, ctx.cfg, player, corp, percent, ids);
  ctx.events.push({ type: 'shares_sold', player, corp, percent, price: (perShare * percent) / 10, priceFrom: perShare, priceTo: priceOf(state, ctx.cfg, corp) });
  orRound(state).emergency = true;
  orRound(state).lastSoldPrice = perShare;
  if (ctx.cfg.mustSellInBlocks) (orRound(state).emergencySold ??= []).push(corp);
  recalculateOrder(state, ctx);
}

function bankrupt(state: GameState, ctx: Ctx, corp: string): void {
  expectOperator(state, corp);
  const c = corpOf(state, corp);
  const player = c.president!;
  if (!presidentMayHelp(state, ctx, corp) || cashOf(state, corp) + emergencyFunds(state, ctx, player, corp) >= cheapestDepotPrice(state, ctx, corp) || mayBorrow(state, ctx, player, corp))
    throw new RuleError(`${playerName(state, player)} can still afford a train for ${corp}; no bankruptcy.`);
  // told first, then the sales of what the player still holds (as 18xx.games logs it): corporation by corporation
  // in operating order as it stood (shares_by_corporation(sorted: true)), the largest bundle an emergency sale
  // may sell, again while one is left (Bankrupt#sell_bankrupt_shares through the train step's can_sell?: no
  // presidency change of the buyer, no more than needed — so the sales stop once the cheapest train is paid for)
  ctx.events.push({ type: 'bankruptcy', player, entity: corp });
  const order = state.corps.filter((o) => o.ipoed && o.cell).map((o) => o.sym).sort((a, b) => compareOperating(state, ctx.cfg, a, b));
  for (const other of order) {
    for (;;) {
      const sellable = shareBundles(state, player, other).filter((b) => canEmergencySell(state, ctx, player, other, b.percent));
      const best = sellable.reduce<ShareBundle | undefined>((m, b) => (!m || b.percent > m.percent ? b : m), undefined);
      if (!best) break;
      const priceFrom = priceOf(state, ctx.cfg, other);
      sellShares(state, ctx.cfg, player, other, best.percent, best.shares.map((s) => s.id));
      ctx.events.push({ type: 'shares_sold', player, corp: other, percent: best.percent, price: (priceFrom * best.percent) / 10, priceFrom, priceTo: priceOf(state, ctx.cfg, other) });
    }
  }
  pay(state, player, 'bank', cashOf(state, player));
  state.players.find((p) => p.id === player)!.bankrupt = true;
  state.finished = true;
  state.endReason = 'bankrupt';
}

function trainChoices(state: GameState, ctx: Ctx, corp: string): LegalChoice[] {
  const out: LegalChoice[] = [];
  const corpAction = (type: string, fields: Record<string, unknown>): Action => ({ type, entity: corp, entity_type: 'corporation', ...fields });
  const help = presidentMayHelp(state, ctx, corp);
  if (!(canBuyTrain(state, ctx, corp) || help)) return out;
  const cash = cashOf(state, corp);
  const depot = depotFor(state, ctx, corp);
  const cheapest = Math.min(...depot.map((t) => trainDef(ctx.cfg, t.name).price));
  const room = hasRoom(state, ctx, corp);
  for (const t of depot) {
    const def = trainDef(ctx.cfg, t.name);
    if (room && def.price <= cash) out.push({ label: `${entityName(ctx, corp)} buys ${withArticle(`${t.name}-train`)} for ${money(ctx.cfg, def.price)}`, action: corpAction('buy_train', { train: t.id, price: def.price }) });
    for (const own of corpOf(state, corp).trains) {
      const disc = def.discount?.[own.split('-')[0]!];
      if (disc !== undefined && def.price - disc <= cash)
        out.push({ label: `${entityName(ctx, corp)} trades in its ${trainWords(own)} for ${withArticle(`${t.name}-train`)} for ${money(ctx.cfg, def.price - disc)}`, action: corpAction('buy_train', { train: t.id, price: def.price - disc, exchange: own }) });
    }
  }
  if (help && cash < cheapest) {
    // Emergency: the president adds cash for the cheapest depot train, selling shares if needed.
    const pres = corpOf(state, corp).president!;
    const t = depot.find((x) => trainDef(ctx.cfg, x.name).price === cheapest)!;
    if (cash + cashOf(state, pres) >= cheapest || mayBorrow(state, ctx, pres, corp))
      out.push({ label: `${entityName(ctx, corp)} buys ${withArticle(`${t.name}-train`)} for ${money(ctx.cfg, cheapest)} with the president's help`, action: corpAction('buy_train', { train: t.id, price: cheapest }) });
    else {
      for (const other of state.corps) {
        if (!other.ipoed) continue;
        // every amount allowed (no more than needed): normal shares first, then the president's certificate,
        // part of it when another player can take the presidency (18xx.games' partial bundle: the seller keeps
        // the rest as a normal share)
        for (const b of shareBundles(state, pres, other.sym)) {
          if (!canEmergencySell(state, ctx, pres, other.sym, b.percent)) continue;
          out.push({ label: `Sell ${b.percent}% of ${entityName(ctx, other.sym)} to raise cash`, action: { type: 'sell_shares', entity: pres, entity_type: 'player', shares: b.shares.map((x) => x.id), percent: b.percent } });
        }
      }
      // as 18xx.games offers it: once cash and everything the president could sell cannot buy the cheapest
      // train (the same test the bankrupt action passes), also while sales remain; also when the president
      // must help although the corporation has a train (1828: a system's empty shell, where 18xx.games offers no pass)
      // (a title with player loans has no bankruptcy: the president borrows once nothing is left to sell)
      if (!ctx.rules.hooks.playerLoan && cash + emergencyFunds(state, ctx, pres, corp) < cheapest) out.push({ label: `${entityName(ctx, corp)}'s president goes bankrupt`, action: corpAction('bankrupt', {}) });
    }
  }
  // EBUY_FROM_OTHERS = :never: none without cash, nor after an emergency sale while short of the cheapest depot train
  const noOthers = ctx.cfg.ebuyFromOthers === 'never' && (!cash || (cash < cheapest && !!orRound(state).lastSoldPrice));
  if (room && !noOthers) {
    for (const other of state.corps) {
      if (other.sym === corp || (!cash && !help)) continue;
      for (const t of other.trains) {
        if (ctx.rules.hooks.mayOwnTrain?.(state, ctx, corp, trainById(state, t).name) === false) continue;
        const [min, max] = otherTrainPriceRange(state, ctx, corp, t);
        // beyond the corporation's cash only with the president's help (1828: a system's empty shell too)
        const top = help ? max : Math.min(max, cash);
        // the corporation's own cash too, when the president could add more (1828: that much goes into a shell
        // with trains, more only into an empty one)
        const floor = Math.max(1, min);
        for (const price of new Set([floor, Math.min(top, cash), top]))
          if (price >= floor && price <= top) out.push({ label: `${entityName(ctx, corp)} buys ${entityName(ctx, other.sym)}'s ${trainWords(t)} for ${money(ctx.cfg, price)}`, action: corpAction('buy_train', { train: t, price }) });
      }
    }
  }
  return out;
}

export const buyTrainStep: Step = {
  id: 'train',
  actions: ['buy_train', 'sell_shares', 'bankrupt'],
  inSequence: true,
  active(state, ctx) {
    const corp = currentCorp(state);
    return mustBuyTrain(state, ctx, corp) || canBuyTrain(state, ctx, corp);
  },
  mustAct: (state, ctx) => (mustBuyTrain(state, ctx, currentCorp(state)) ? `${currentCorp(state)} must buy a train.` : null),
  turnStart(state) {
    const r = orRound(state);
    if (r.emergencySold) delete r.emergencySold;
  },
  choices: (state, ctx) => trainChoices(state, ctx, currentCorp(state)),
  process(state, ctx, action: Action) {
    const entity = String(action.entity ?? '');
    if (action.type === 'sell_shares') return emergencySell(state, ctx, entity, action.shares as string[], Number(action.percent));
    if (action.type === 'bankrupt') return bankrupt(state, ctx, entity);
    buyTrain(state, ctx, entity, { train: String(action.train), price: Number(action.price), exchange: action.exchange ? String(action.exchange) : undefined, shell: action.shell === undefined ? undefined : String(action.shell) });
  },
};
