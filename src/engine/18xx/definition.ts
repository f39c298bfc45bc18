// Builds a TitleDefinition for an 18xx title from its data and map.
import { auctionActive, maxBid, minBid } from './auction.ts';
import type { Ctx } from './context.ts';
import { privateLayOffers, privateTokenOffers } from './queries/operating.ts';
import { canBuyTrain, canEmergencySell, crowdedCorp, currentCorp, mustBuyTrain, orRound, otherTrainPriceRange } from './operating.ts';
import { maxPrice, minPrice, purchasableCompanies } from './companies.ts';
import { describeState } from './describe.ts';
import { processAction } from './process.ts';
import { scores } from './scores.ts';
import { buyableShares, mustSell, parableCorps, sellableCorps, stockCurrent } from './stock.ts';
import type { GameState } from './state.ts';
import { cashOf, corpOf } from './state.ts';
import { depotTrains, trainDef, trainLimit } from './trains.ts';
import { canSellPercent, percentOf } from './shares.ts';
import type { Action, LegalChoice, PlayerId, TitleDefinition } from '../types.ts';

export function activeOf(state: GameState, ctx: Ctx): string[] {
  if (state.finished) return [];
  const crowded = crowdedCorp(state, ctx);
  if (crowded) {
    const pres = corpOf(state, crowded).president;
    return pres ? [pres] : [];
  }
  const r = state.round;
  if (r.kind === 'auction') return auctionActive(state);
  if (r.kind === 'stock') return [stockCurrent(state)];
  const pres = corpOf(state, currentCorp(state)).president;
  return pres ? [pres] : [];
}

/** Every sellable amount of one corporation, naming normal certificates first, then the president's. */
function sellChoices(state: GameState, ctx: Ctx, player: string, corp: string): LegalChoice[] {
  const out: LegalChoice[] = [];
  const mine = state.shares.filter((x) => x.owner === player && x.corp === corp).sort((a, b) => Number(a.president) - Number(b.president));
  for (let pct = 10; pct <= percentOf(state, player, corp); pct += 10) {
    if (!canSellPercent(state, ctx.cfg, player, corp, pct)) continue;
    const ids: string[] = [];
    let sum = 0;
    for (const sh of mine) {
      if (sum >= pct) break;
      ids.push(sh.id);
      sum += sh.percent;
    }
    out.push({ label: `Sell ${pct}% of ${corp}`, action: { type: 'sell_shares', entity: player, entity_type: 'player', shares: ids, percent: pct } });
  }
  return out;
}

export function legalFor(state: GameState, ctx: Ctx, player: string): LegalChoice[] {
  if (!activeOf(state, ctx).includes(player)) return [];
  const out: LegalChoice[] = [];
  const crowded = crowdedCorp(state, ctx);
  if (crowded) {
    for (const t of corpOf(state, crowded).trains)
      out.push({ label: `${crowded} discards train ${t}`, action: { type: 'discard_train', entity: crowded, entity_type: 'corporation', train: t } });
    return out;
  }
  const r = state.round;
  const pass: Action = { type: 'pass', entity: player, entity_type: 'player' };
  if (r.kind === 'auction') {
    if (r.pendingPar) {
      ctx.cfg.market.forEach((row, ri) =>
        row.forEach((code, ci) => {
          if (!code.includes('p')) return;
          const price = parseInt(code, 10);
          const action = { type: 'par', entity: player, entity_type: 'player', corporation: r.pendingPar!.corp, share_price: `${price},${ri},${ci}` };
          out.push({ label: `Par ${r.pendingPar!.corp} at ${price}`, action });
        }),
      );
      return out;
    }
    const targets = r.auctioning ? [r.auctioning] : r.available;
    for (const company of targets) {
      const min = minBid(state, ctx, company);
      if (min <= maxBid(state, player, company))
        out.push({ label: `${r.available[0] === company && !r.auctioning ? 'Buy' : 'Bid on'} ${company} for ${min}`, action: { type: 'bid', entity: player, entity_type: 'player', company, price: min } });
    }
    out.push({ label: 'Pass', action: pass });
    return out;
  }
  if (r.kind === 'stock') {
    if (mustSell(state, ctx, player)) {
      for (const corp of sellableCorps(state, ctx, player)) {
        const s = state.shares.find((x) => x.owner === player && x.corp === corp && !x.president);
        if (s) out.push({ label: `Sell 10% of ${corp}`, action: { type: 'sell_shares', entity: player, entity_type: 'player', shares: [s.id], percent: 10 } });
      }
      return out;
    }
    for (const s of buyableShares(state, ctx, player))
      out.push({ label: `Buy ${s.corp} ${s.owner === 'pool' ? 'from the market' : 'from the IPO'}`, action: { type: 'buy_shares', entity: player, entity_type: 'player', shares: [s.id], percent: s.percent } });
    for (const corp of parableCorps(state, ctx, player)) {
      const presPercent = state.shares.find((x) => x.corp === corp && x.president)!.percent;
      ctx.cfg.market.forEach((row, ri) =>
        row.forEach((code, ci) => {
          if (!code.includes('p')) return;
          const price = parseInt(code, 10);
          if ((price * presPercent) / 10 > cashOf(state, player)) return;
          out.push({ label: `Par ${corp} at ${price}`, action: { type: 'par', entity: player, entity_type: 'player', corporation: corp, share_price: `${price},${ri},${ci}` } });
        }),
      );
    }
    for (const corp of sellableCorps(state, ctx, player)) out.push(...sellChoices(state, ctx, player, corp));
    out.push({ label: 'Pass', action: pass });
    return out;
  }
  const corp = currentCorp(state);
  const teleported = orRound(state).teleported;
  if (teleported) {
    for (const o of privateTokenOffers(state, ctx).filter((x) => x.company === teleported))
      out.push({ label: `${teleported} places its free token in ${o.city}`, action: { type: 'place_token', entity: teleported, entity_type: 'company', city: o.city, slot: 0 } });
    out.push({ label: `${teleported} declines its token`, action: { type: 'pass', entity: teleported, entity_type: 'company' } });
    return out;
  }
  const pending = orRound(state).specialLay;
  if (pending) {
    // a private in the middle of its lays: only its next tile
    for (const o of privateLayOffers(state, ctx).filter((x) => x.company === pending))
      for (const rotation of o.rotations)
        out.push({ label: `${pending} lays ${o.tile} on ${o.hex} (rotation ${rotation})`, action: { type: 'lay_tile', entity: pending, entity_type: 'company', hex: o.hex, tile: o.tileId, rotation } });
    return out;
  }
  const cpass: Action = { type: 'pass', entity: corp, entity_type: 'corporation' };
  const step = orRound(state).step;
  const corpAction = (type: string, fields: Record<string, unknown>): Action => ({ type, entity: corp, entity_type: 'corporation', ...fields });
  if (step === 'track' && orRound(state).lays === 0) {
    const lays = (ctx.map.tileChoices?.(state, corp) ?? []).filter((l) => l.cost <= cashOf(state, corp));
    for (const lay of lays.slice(0, 40))
      out.push({ label: `${corp} lays ${lay.tile} on ${lay.hex} (rotation ${lay.rotation})${lay.cost ? ` for ${lay.cost}` : ''}`, action: corpAction('lay_tile', { hex: lay.hex, tile: lay.tileId ?? lay.tile, rotation: lay.rotation }) });
  }
  if (step === 'token') {
    for (const city of ctx.map.tokenChoices?.(state, corp) ?? [])
      out.push({ label: `${corp} places a token in ${city}`, action: corpAction('place_token', { city, slot: 0 }) });
  }
  if (step === 'route') {
    const best = ctx.map.bestRoutes?.(state, corp, corpOf(state, corp).trains);
    if (best) out.push({ label: `${corp} runs for ${best.revenue}`, action: corpAction('run_routes', { routes: best.routes }) });
    return out;
  }
  if (step === 'dividend') {
    for (const kind of ['payout', 'withhold'])
      out.push({ label: `${corp}: ${kind}`, action: corpAction('dividend', { kind }) });
    return out;
  }
  if (step === 'train' && (canBuyTrain(state, ctx, corp) || mustBuyTrain(state, ctx, corp))) {
    const cash = cashOf(state, corp);
    const depot = depotTrains(state, ctx.cfg);
    const cheapest = Math.min(...depot.map((t) => trainDef(ctx.cfg, t.name).price));
    const room = corpOf(state, corp).trains.length < trainLimit(state, ctx.cfg);
    for (const t of depot) {
      const def = trainDef(ctx.cfg, t.name);
      if (room && def.price <= cash)
        out.push({ label: `${corp} buys a ${t.name} train for ${def.price}`, action: corpAction('buy_train', { train: t.id, price: def.price }) });
      for (const own of corpOf(state, corp).trains) {
        const disc = def.discount?.[own.split('-')[0]!];
        if (disc !== undefined && def.price - disc <= cash)
          out.push({ label: `${corp} trades ${own} for a ${t.name} train for ${def.price - disc}`, action: corpAction('buy_train', { train: t.id, price: def.price - disc, exchange: own }) });
      }
    }
    if (mustBuyTrain(state, ctx, corp) && cash < cheapest) {
      // Emergency: the president adds cash for the cheapest depot train, selling shares if needed.
      const pres = corpOf(state, corp).president!;
      const t = depot.find((x) => trainDef(ctx.cfg, x.name).price === cheapest)!;
      if (cash + cashOf(state, pres) >= cheapest)
        out.push({ label: `${corp} buys a ${t.name} train for ${cheapest} with the president's help`, action: corpAction('buy_train', { train: t.id, price: cheapest }) });
      else {
        for (const other of state.corps) {
          if (!other.ipoed || !canEmergencySell(state, ctx, pres, other.sym, 10)) continue;
          const sh = state.shares.find((x) => x.owner === pres && x.corp === other.sym && !x.president);
          if (sh) out.push({ label: `Sell 10% of ${other.sym} to raise cash`, action: { type: 'sell_shares', entity: pres, entity_type: 'player', shares: [sh.id], percent: 10 } });
        }
        if (!out.some((c) => c.action.type === 'sell_shares'))
          out.push({ label: `${corp}'s president goes bankrupt`, action: corpAction('bankrupt', {}) });
      }
    }
  }
  const mayHelp = step === 'train' && mustBuyTrain(state, ctx, corp);
  if (step === 'train' && (canBuyTrain(state, ctx, corp) || mayHelp) && corpOf(state, corp).trains.length < trainLimit(state, ctx.cfg)) {
    const cash = cashOf(state, corp);
    for (const other of state.corps) {
      if (other.sym === corp || (!cash && !mayHelp)) continue;
      for (const t of other.trains) {
        const [min, max] = otherTrainPriceRange(state, ctx, corp, t);
        // beyond the corporation's cash only in an emergency, with the president's help
        const top = mayHelp ? max : Math.min(max, cash);
        for (const price of new Set([min, top]))
          if (price >= min && price <= top)
            out.push({ label: `${corp} buys ${other.sym}'s ${t} for ${price}`, action: corpAction('buy_train', { train: t, price }) });
      }
    }
  }
  if ((ctx.cfg.phases[state.phase]!.status ?? []).includes('can_buy_companies')) {
    for (const company of purchasableCompanies(state, ctx)) {
      for (const price of [minPrice(ctx, company), maxPrice(ctx, company)])
        if (price <= cashOf(state, corp))
          out.push({ label: `${corp} buys ${company} for ${price}`, action: corpAction('buy_company', { company, price }) });
    }
  }
  if (!(step === 'train' && mustBuyTrain(state, ctx, corp))) out.push({ label: `${corp}: pass (${step})`, action: cpass });
  return out;
}

export function makeDefinition(opts: {
  id: string;
  titles: string[];
  displayName: string;
  minPlayers: number;
  maxPlayers: number;
  ctxFor(title: string | undefined, lenient: boolean): Ctx;
  setup: TitleDefinition<GameState>['setup'];
  variants?: TitleDefinition['variants'];
}): TitleDefinition<GameState> {
  const ctxOf = (state: GameState): Ctx => opts.ctxFor(state.titleKey, false);
  return {
    id: opts.id,
    titles: opts.titles,
    displayName: opts.displayName,
    minPlayers: opts.minPlayers,
    maxPlayers: opts.maxPlayers,
    variants: opts.variants,
    setup: opts.setup,
    process: (state, action, o) => processAction(state, o?.live ? { ...ctxOf(state), live: true } : ctxOf(state), action),
    clone: (state) => structuredClone(state),
    activePlayers: (state) => activeOf(state, ctxOf(state)) as PlayerId[],
    legalActions: (state, player) => legalFor(state, ctxOf(state), String(player)),
    view: (state) => state,
    describe: (state) => describeState(state, ctxOf(state)),
    finished: (state) => state.finished,
    result: (state) => scores(state, ctxOf(state)),
    endReason: (state) => state.endReason,
  };
}
