// Operating rounds: each floated corporation's turn, step by step, with 18xx.games' automatic skips.
import { closeCompany, companyDef, maxPrice, minPrice, purchasableCompanies } from './companies.ts';
import type { Ctx } from './context.ts';
import { endOperatingRound, phaseHooks } from './flow.ts';
import { compareOperating, move, priceOf } from './market.ts';
import type { RouteInput } from './map-port.ts';
import { canSellPercent, ipo, percentOf, sellShares, shareBundles, shareById, type ShareBundle } from './shares.ts';
import type { GameState, OperatingRound, OrStep } from './state.ts';
import { cashOf, companyOf, corpOf, pay, playerName } from './state.ts';
import { corpTrains, depotTrains, giveTrain, toPool, trainById, trainDef, trainLimit } from './trains.ts';
import { RuleError } from '../types.ts';

const STEPS: OrStep[] = ['track', 'token', 'route', 'dividend', 'train', 'company', 'end'];

export function orRound(state: GameState): OperatingRound {
  if (state.round.kind !== 'operating') throw new RuleError('Not in an operating round.');
  return state.round;
}

export function currentCorp(state: GameState): string {
  const r = orRound(state);
  return r.order[r.index]!;
}

export function nextTokenPrice(ctx: Ctx, corp: string, used: number): number | null {
  const def = ctx.cfg.corporations.find((c) => c.sym === corp)!;
  return used < def.tokens.length ? def.tokens[used]! : null;
}

function otherTrainsBuyable(state: GameState, corp: string): boolean {
  return state.corps.some((c) => c.sym !== corp && c.trains.length > 0);
}

/** Has the corporation a route for a train? Asked of the map once, then remembered. */
export function hasRoute(state: GameState, ctx: Ctx, corp: string): boolean {
  if (state.routable.includes(corp)) return true;
  if (!ctx.map.canRunRoute(state, corp)) return false;
  state.routable.push(corp);
  return true;
}

export function mustBuyTrain(state: GameState, ctx: Ctx, corp: string): boolean {
  return corpOf(state, corp).trains.length === 0 && depotTrains(state, ctx.cfg).length > 0 && hasRoute(state, ctx, corp);
}

export function canBuyTrain(state: GameState, ctx: Ctx, corp: string): boolean {
  const c = corpOf(state, corp);
  const cash = cashOf(state, corp);
  const room = c.trains.length < trainLimit(state, ctx.cfg);
  const depot = depotTrains(state, ctx.cfg);
  const min = Math.min(...depot.map((t) => trainDef(ctx.cfg, t.name).price), otherTrainsBuyable(state, corp) ? 1 : Infinity);
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

function canBuyCompanyNow(state: GameState, ctx: Ctx, corp: string): boolean {
  if (!(ctx.cfg.phases[state.phase]!.status ?? []).includes('can_buy_companies')) return false;
  const list = purchasableCompanies(state, ctx);
  return list.length > 0 && Math.min(...list.map((c) => minPrice(ctx, c))) <= cashOf(state, corp);
}

function ownsTileLayAbility(state: GameState, ctx: Ctx, corp: string): boolean {
  return state.companies.some(
    (c) => c.owner === corp && !c.closed && c.tileLaysLeft > 0 && companyDef(ctx, c.sym).abilities.some((a) => a.type === 'tile_lay'),
  );
}

function canBuyTileLayingCompany(state: GameState, ctx: Ctx, corp: string): boolean {
  if (!(ctx.cfg.phases[state.phase]!.status ?? []).includes('can_buy_companies')) return false;
  return purchasableCompanies(state, ctx).some(
    (c) => minPrice(ctx, c) <= cashOf(state, corp) && companyDef(ctx, c).abilities.some((a) => a.type === 'tile_lay'),
  );
}

function stepActive(state: GameState, ctx: Ctx, step: OrStep): boolean {
  const r = orRound(state);
  const corp = currentCorp(state);
  const c = corpOf(state, corp);
  switch (step) {
    case 'track':
      return !r.laid && (r.lays === 0 || ownsTileLayAbility(state, ctx, corp) || canBuyTileLayingCompany(state, ctx, corp));
    case 'token': {
      if (r.tokened) return false;
      const price = nextTokenPrice(ctx, corp, c.tokensUsed);
      return price !== null && price <= cashOf(state, corp) && ctx.map.canPlaceToken(state, corp);
    }
    case 'route':
      return !r.ran && c.trains.length > 0 && hasRoute(state, ctx, corp);
    case 'dividend':
      return r.ran && r.revenue > 0;
    case 'train':
      return mustBuyTrain(state, ctx, corp) || canBuyTrain(state, ctx, corp);
    case 'company':
      return canBuyCompanyNow(state, ctx, corp);
    case 'end':
      return false;
  }
}

/** Leaving a step without acting: only the dividend step has an effect (a non-run moves the price left). */
function skipStep(state: GameState, ctx: Ctx, step: OrStep): void {
  if (step === 'dividend') payDividend(state, ctx, 'withhold');
}

function nextStep(step: OrStep): OrStep {
  return STEPS[STEPS.indexOf(step) + 1] ?? 'end';
}

/** Corporations above the train limit (after a phase change); they must discard before play goes on. */
export function crowdedCorp(state: GameState, ctx: Ctx): string | null {
  const limit = trainLimit(state, ctx.cfg);
  return state.corps.find((c) => c.floated && !c.closed && c.trains.length > limit)?.sym ?? null;
}

/** A crowded corporation discards a train to the open market (it can be bought from the depot again). */
export function discardTrain(state: GameState, ctx: Ctx, corp: string, train: string): void {
  if (crowdedCorp(state, ctx) !== corp) throw new RuleError(`${corp} has no train to discard.`);
  const c = corpOf(state, corp);
  if (!c.trains.includes(train)) throw new RuleError(`${corp} does not own ${train}.`);
  c.trains = c.trains.filter((x) => x !== train);
  toPool(state, trainById(state, train));
  if (state.round.kind === 'operating') autoAdvance(state, ctx);
}

export function autoAdvance(state: GameState, ctx: Ctx): void {
  for (let guard = 0; guard < 1000 && !state.finished && state.round.kind === 'operating'; guard++) {
    if (crowdedCorp(state, ctx)) return;
    const r = state.round;
    if (r.step === 'end') {
      endTurn(state, ctx);
      continue;
    }
    if (stepActive(state, ctx, r.step)) return;
    skipStep(state, ctx, r.step);
    r.step = nextStep(r.step);
  }
}

/** Move to step `to`, skipping (with effects) the steps in between. */
function jumpTo(state: GameState, ctx: Ctx, to: OrStep): void {
  const r = orRound(state);
  const from = STEPS.indexOf(r.step);
  const target = STEPS.indexOf(to);
  if (target < from) {
    if (!ctx.lenient) throw new RuleError(`That belongs to an earlier step (now: ${r.step}).`);
    return;
  }
  while (r.step !== to) {
    skipStep(state, ctx, r.step);
    r.step = nextStep(r.step);
  }
}

export function beginTurn(state: GameState, ctx: Ctx): void {
  const r = orRound(state);
  Object.assign(r, { step: 'track', laid: false, lays: 0, tokened: false, revenue: 0, ran: false, boughtTrain: false, emergency: false, lastSoldPrice: null, specialLay: null, teleported: null });
  const corp = currentCorp(state);
  const c = corpOf(state, corp);
  if (c.tokensUsed === 0 && ctx.map.placeHomeToken(state, corp)) c.tokensUsed = 1;
  c.everOperated = true;
  autoAdvance(state, ctx);
}

function endTurn(state: GameState, ctx: Ctx): void {
  const r = orRound(state);
  r.index += 1;
  if (r.index >= r.order.length) {
    endOperatingRound(state, ctx);
    return;
  }
  beginTurn(state, ctx);
}

/** Lenient replay: an action by another corporation means 18xx.games skipped the rest of this turn. */
function syncTo(state: GameState, ctx: Ctx, corp: string): void {
  for (let guard = 0; guard < 50; guard++) {
    if (state.round.kind !== 'operating' || state.finished) break;
    if (currentCorp(state) === corp) return;
    if (!ctx.lenient) break;
    const r = orRound(state);
    while (r.step !== 'end') {
      skipStep(state, ctx, r.step);
      r.step = nextStep(r.step);
    }
    endTurn(state, ctx);
  }
  if (state.round.kind !== 'operating' || currentCorp(state) !== corp) throw new RuleError(`It is not ${corp}'s turn.`);
}

/** The corporation acting for an entity (a corporation, or a private it owns). */
export function actingCorp(state: GameState, entity: string): string {
  const company = state.companies.find((c) => c.sym === entity);
  return company ? (company.owner ?? '') : entity;
}

export function orLayTile(state: GameState, ctx: Ctx, entity: string, lay: { hex: string; tile: string; rotation: number }): void {
  const corp = actingCorp(state, entity);
  syncTo(state, ctx, corp);
  const r = orRound(state);
  const company = state.companies.find((c) => c.sym === entity);
  if (company) {
    const def = companyDef(ctx, company.sym);
    const tele = def.abilities.find((a) => a.type === 'teleport');
    const special = def.abilities.find((a) => a.type === 'tile_lay' || a.type === 'teleport');
    if (!ctx.lenient) {
      const tileName = lay.tile.split('-')[0]!;
      if (!special || (special.type !== 'tile_lay' && special.type !== 'teleport')) throw new RuleError(`${company.sym} cannot lay track.`);
      if (company.closed || company.owner !== corp) throw new RuleError(`${company.sym} is not owned by ${corp}.`);
      if (!special.hexes.includes(lay.hex) || !special.tiles.includes(tileName))
        throw new RuleError(`${company.sym} may only lay tile ${special.tiles.join('/')} on ${special.hexes.join('/')}.`);
      if (special.type === 'tile_lay' && company.tileLaysLeft <= 0) throw new RuleError(`${company.sym} has no tile lays left.`);
      // 18xx.games `when: track`: only while the track step is under way (it stays open for this)
      if (special.type === 'tile_lay' && r.specialLay !== company.sym && r.step !== 'track')
        throw new RuleError(`${company.sym} may lay only in ${corp}'s track step.`);
      if (special.type === 'teleport' && (r.step !== 'track' || r.lays > 0)) throw new RuleError(`${company.sym}'s lay replaces ${corp}'s track lay.`);
    }
    const cost = ctx.map.layTile(state, corp, lay, { special: company.sym, lenient: ctx.lenient });
    pay(state, corp, 'bank', cost);
    if (tele) {
      r.lays += 1;
      // the free token may follow at once (18xx.games SpecialToken after a teleport), if a token is left
      if (nextTokenPrice(ctx, corp, corpOf(state, corp).tokensUsed) !== null) r.teleported = company.sym;
    } else if (company.tileLaysLeft > 0) {
      company.tileLaysLeft -= 1;
      // must_lay_together / must_lay_all: the private's lays come one after the other
      r.specialLay = company.tileLaysLeft > 0 ? company.sym : null;
    }
    if (!r.teleported && !r.specialLay) autoAdvance(state, ctx);
    return;
  }
  if (r.step !== 'track') jumpTo(state, ctx, 'track');
  // One lay per turn (18xx.games TILE_LAYS); the track step stays open only for a private's own lays.
  if (r.lays >= 1 && !ctx.lenient) throw new RuleError(`${corp} has already laid its tile this turn.`);
  const cost = ctx.map.layTile(state, corp, lay, { lenient: ctx.lenient, live: !!ctx.live });
  if (cost > cashOf(state, corp) && !ctx.lenient) throw new RuleError(`${corp} cannot pay ${cost} for the terrain.`);
  pay(state, corp, 'bank', cost);
  // Laying in a private's hexes by other means forfeits its special lay.
  for (const c of state.companies) {
    const ab = companyDef(ctx, c.sym).abilities.find((a) => a.type === 'tile_lay');
    if (ab && ab.hexes.includes(lay.hex)) c.tileLaysLeft = 0;
  }
  r.lays += 1;
  autoAdvance(state, ctx);
}

export function orPlaceToken(state: GameState, ctx: Ctx, entity: string, at: { city: string; slot: number }): void {
  const corp = actingCorp(state, entity);
  syncTo(state, ctx, corp);
  const r = orRound(state);
  const c = corpOf(state, corp);
  const special = state.companies.find((x) => x.sym === entity);
  const price = nextTokenPrice(ctx, corp, c.tokensUsed);
  if (price === null) throw new RuleError(`${corp} has no tokens left.`);
  if (special && !ctx.lenient) {
    const tele = companyDef(ctx, special.sym).abilities.find((a) => a.type === 'teleport');
    if (!tele || tele.type !== 'teleport' || special.owner !== corp || special.closed) throw new RuleError(`${special.sym} cannot place a token.`);
    if (r.teleported !== special.sym) throw new RuleError(`${special.sym}'s token comes only right after its tile.`);
    const hex = ctx.map.cityHex?.(state, at.city);
    if (hex !== undefined && !tele.hexes.includes(hex)) throw new RuleError(`${special.sym} may only place a token on ${tele.hexes.join('/')}.`);
  }
  const cost = special ? 0 : price;
  if (cost > cashOf(state, corp)) throw new RuleError(`${corp} cannot pay ${cost} for a token.`);
  if (!special) jumpTo(state, ctx, 'token');
  ctx.map.placeToken(state, corp, at, { special: special?.sym, lenient: ctx.lenient });
  pay(state, corp, 'bank', cost);
  c.tokensUsed += 1;
  r.tokened = true; // a teleport token is the turn's token too (18xx.games sets tokened)
  if (special) {
    r.teleported = null;
    autoAdvance(state, ctx);
    return;
  }
  r.step = 'route';
  autoAdvance(state, ctx);
}

export function orRunRoutes(state: GameState, ctx: Ctx, corp: string, routes: RouteInput[]): void {
  syncTo(state, ctx, corp);
  const r = orRound(state);
  jumpTo(state, ctx, 'route');
  const owned = corpOf(state, corp).trains;
  const used = routes.map((x) => String(x.train));
  if (used.some((t) => !owned.includes(t))) throw new RuleError(`${corp} can only run its own trains.`);
  if (new Set(used).size !== used.length) throw new RuleError('A train can run only once.');
  r.revenue = ctx.map.routesRevenue(state, corp, routes);
  r.ran = true;
  r.step = 'dividend';
  autoAdvance(state, ctx);
}

function payDividend(state: GameState, ctx: Ctx, kind: string): void {
  const r = orRound(state);
  const corp = currentCorp(state);
  const revenue = r.ran ? r.revenue : 0;
  for (const t of corpTrains(state, corp)) t.operated = true;
  if (kind === 'payout' && revenue > 0) {
    for (const p of state.order) {
      const pct = percentOf(state, p, corp);
      if (pct) pay(state, 'bank', p, Math.ceil((pct * revenue) / 100));
    }
    const pool = percentOf(state, 'pool', corp);
    if (pool) pay(state, 'bank', corp, Math.ceil((pool * revenue) / 100));
    move(state, ctx.cfg, corp, 'right');
  } else {
    pay(state, 'bank', corp, revenue);
    move(state, ctx.cfg, corp, 'left');
  }
  r.ran = false;
  r.revenue = 0;
}

export function orDividend(state: GameState, ctx: Ctx, corp: string, kind: string): void {
  syncTo(state, ctx, corp);
  const r = orRound(state);
  jumpTo(state, ctx, 'dividend');
  payDividend(state, ctx, kind);
  r.step = 'train';
  autoAdvance(state, ctx);
}

export function orBuyTrain(
  state: GameState,
  ctx: Ctx,
  corp: string,
  a: { train: string; price: number; exchange?: string },
): void {
  syncTo(state, ctx, corp);
  const r = orRound(state);
  jumpTo(state, ctx, 'train');
  const t = trainById(state, a.train);
  const c = corpOf(state, corp);
  if (t.owner === 'gone' || t.owner === corp) throw new RuleError(`${t.id} is not for sale.`);
  const fromDepot = t.owner === 'depot' || t.owner === 'pool';
  if (!ctx.lenient) {
    if (fromDepot && !depotTrains(state, ctx.cfg).some((x) => x.id === t.id)) throw new RuleError(`${t.id} is not for sale yet.`);
    if (!a.exchange && c.trains.length >= trainLimit(state, ctx.cfg)) throw new RuleError(`${corp} is at its train limit.`);
    if (fromDepot && !a.exchange && a.price !== trainDef(ctx.cfg, t.name).price) throw new RuleError('Depot trains cost face value.');
    if (!fromDepot && a.price < 1) throw new RuleError('The price must be at least 1.');
    if (!fromDepot) {
      const [min, max] = otherTrainPriceRange(state, ctx, corp, t.id);
      if (a.price < min || a.price > max)
        throw new RuleError(`${corp} may not spend ${a.price} on ${t.owner}'s ${t.name} train; only between ${min} and ${max}.`);
    }
  }
  const cash = cashOf(state, corp);
  const seller = fromDepot ? 'bank' : t.owner;
  if (a.price > cash) {
    const pres = c.president!;
    if (!mustBuyTrain(state, ctx, corp) && !ctx.lenient) throw new RuleError(`${corp} cannot afford ${a.price}.`);
    if (!ctx.lenient) {
      const cheapest = Math.min(...depotTrains(state, ctx.cfg).map((x) => trainDef(ctx.cfg, x.name).price));
      if (fromDepot && a.price !== cheapest) throw new RuleError(`With the president's help only the cheapest train (${cheapest}) may be bought.`);
      if (cashOf(state, pres) < a.price - cash) throw new RuleError(`${playerName(state, pres)} must first raise ${a.price - cash - cashOf(state, pres)} more.`);
    }
    pay(state, corp, seller, cash);
    pay(state, pres, seller, a.price - cash);
  } else pay(state, corp, seller, a.price);
  if (a.exchange) {
    const old = trainById(state, a.exchange);
    c.trains = c.trains.filter((x) => x !== old.id);
    toPool(state, old);
  }
  giveTrain(state, ctx.cfg, t, corp, phaseHooks(state));
  if (corp === state.cvCorp) {
    const cv = state.companies.find((x) => companyDef(ctx, x.sym).abilities.some((ab) => ab.type === 'shares' && ab.share === 'random_president'));
    if (cv && !cv.closed) closeCompany(state, cv.sym);
  }
  r.boughtTrain = true;
  autoAdvance(state, ctx);
}

export function orBuyCompany(state: GameState, ctx: Ctx, corp: string, company: string, price: number): void {
  syncTo(state, ctx, corp);
  const co = companyOf(state, company);
  if (!ctx.lenient) {
    if (!(ctx.cfg.phases[state.phase]!.status ?? []).includes('can_buy_companies')) throw new RuleError('Privates cannot be bought yet.');
    if (!purchasableCompanies(state, ctx).includes(company)) throw new RuleError(`${company} cannot be bought.`);
    if (price < minPrice(ctx, company) || price > maxPrice(ctx, company))
      throw new RuleError(`Price must be between ${minPrice(ctx, company)} and ${maxPrice(ctx, company)}.`);
    if (price > cashOf(state, corp)) throw new RuleError(`${corp} cannot pay ${price}.`);
  }
  pay(state, corp, co.owner!, price);
  co.owner = corp;
  autoAdvance(state, ctx);
}

export function orPass(state: GameState, ctx: Ctx, entity: string): void {
  const r = orRound(state);
  if (r.teleported && entity === r.teleported) {
    // the private declines its free token
    r.teleported = null;
    autoAdvance(state, ctx);
    return;
  }
  const corp = entity;
  syncTo(state, ctx, corp);
  if (r.step === 'route' || r.step === 'dividend') {
    if (!ctx.lenient) throw new RuleError(`${corp} must ${r.step === 'route' ? 'run its trains' : 'choose a dividend'}.`);
  }
  if (r.step === 'train' && mustBuyTrain(state, ctx, corp) && !ctx.lenient) throw new RuleError(`${corp} must buy a train.`);
  if (r.step === 'track') r.laid = true;
  if (r.step === 'token') r.tokened = true;
  skipStep(state, ctx, r.step);
  r.step = nextStep(r.step);
  autoAdvance(state, ctx);
}

/** Cash still missing for the cheapest depot train after the corporation's and president's cash. */
export function emergencyShortfall(state: GameState, ctx: Ctx, corp: string): number {
  const cheapest = Math.min(...depotTrains(state, ctx.cfg).map((t) => trainDef(ctx.cfg, t.name).price));
  const pres = corpOf(state, corp).president!;
  return cheapest - cashOf(state, corp) - cashOf(state, pres);
}

/** May the president sell this in an emergency (no more than needed, no presidency swap of the buyer)? */
export function canEmergencySell(state: GameState, ctx: Ctx, player: string, corp: string, percent: number): boolean {
  if (state.round.kind !== 'operating' || orRound(state).step !== 'train') return false;
  const buyer = currentCorp(state);
  if (corpOf(state, buyer).president !== player || !mustBuyTrain(state, ctx, buyer)) return false;
  const short = emergencyShortfall(state, ctx, buyer);
  if (short <= 0) return false;
  if (!canSellPercent(state, ctx.cfg, player, corp, percent)) return false;
  const price = priceOf(state, ctx.cfg, corp);
  if ((price * (percent - 10)) / 10 >= short) return false;
  if (corp === buyer) {
    const others = state.order.filter((p) => p !== player).map((p) => percentOf(state, p, corp));
    if (percentOf(state, player, corp) - percent < Math.max(0, ...others)) return false;
  }
  return true;
}

/**
 * What a corporation may pay for another corporation's train (18xx.games spend_minmax with
 * EBUY_FROM_OTHERS = :value): $1 up to its cash; short of the train's face value, the president may add cash
 * up to that value, but not after selling more shares than the purchase needed. Empty when min > max.
 */
export function otherTrainPriceRange(state: GameState, ctx: Ctx, corp: string, train: string): [number, number] {
  const power = cashOf(state, corp);
  const face = trainDef(ctx.cfg, trainById(state, train).name).price;
  if (power >= face) return [1, power];
  const president = corpOf(state, corp).president;
  const possible = power + (president ? cashOf(state, president) : 0);
  const last = orRound(state).lastSoldPrice;
  return [last ? possible - last + 1 : 1, Math.min(face, possible)];
}

/** Emergency selling by the president of a corporation that must buy a train. */
export function orSellShares(state: GameState, ctx: Ctx, player: string, ids: string[], percent: number): void {
  const corp = shareById(state, ids[0]!).corp;
  if (!ctx.lenient && !canEmergencySell(state, ctx, player, corp, percent)) throw new RuleError(`You cannot sell ${percent}% of ${corp} now.`);
  const perShare = priceOf(state, ctx.cfg, corp);
  sellShares(state, ctx.cfg, player, corp, percent, ids);
  orRound(state).emergency = true;
  orRound(state).lastSoldPrice = perShare;
  recalculateOrder(state, ctx);
}

/** Emergency sales move prices: the corporations still to operate are re-sorted (18xx.games recalculate_order). */
export function recalculateOrder(state: GameState, ctx: Ctx): void {
  const r = orRound(state);
  const rest = r.order.slice(r.index + 1);
  rest.sort((a, b) => compareOperating(state, ctx.cfg, a, b));
  r.order = [...r.order.slice(0, r.index + 1), ...rest];
}

/** What the president could raise: own cash plus every share that may be sold now. */
function emergencyFunds(state: GameState, ctx: Ctx, player: string): number {
  let total = cashOf(state, player);
  for (const other of state.corps) {
    if (!other.ipoed) continue;
    for (let pct = percentOf(state, player, other.sym); pct >= 10; pct -= 10) {
      if (canSellPercent(state, ctx.cfg, player, other.sym, pct)) {
        total += (priceOf(state, ctx.cfg, other.sym) * pct) / 10;
        break;
      }
    }
  }
  return total;
}

export function orBankrupt(state: GameState, ctx: Ctx, corp: string): void {
  syncTo(state, ctx, corp);
  const c = corpOf(state, corp);
  const player = c.president!;
  if (!ctx.lenient) {
    const cheapest = Math.min(...depotTrains(state, ctx.cfg).map((t) => trainDef(ctx.cfg, t.name).price));
    if (!mustBuyTrain(state, ctx, corp) || cashOf(state, corp) + emergencyFunds(state, ctx, player) >= cheapest)
      throw new RuleError(`${playerName(state, player)} can still afford a train for ${corp}; no bankruptcy.`);
  }
  for (const other of state.corps) {
    if (!other.ipoed) continue;
    // 18xx.games sells the largest sellable bundle, again while one is left
    for (;;) {
      const sellable = shareBundles(state, player, other.sym).filter((b) => canSellPercent(state, ctx.cfg, player, other.sym, b.percent));
      const best = sellable.reduce<ShareBundle | undefined>((m, b) => (!m || b.percent > m.percent ? b : m), undefined);
      if (!best) break;
      sellShares(state, ctx.cfg, player, other.sym, best.percent, best.shares.map((s) => s.id));
    }
  }
  pay(state, player, 'bank', cashOf(state, player));
  state.players.find((p) => p.id === player)!.bankrupt = true;
  state.finished = true;
  state.endReason = 'bankrupt';
}

export { ipo };
