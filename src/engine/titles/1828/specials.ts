// 1828's operating extras beside the step sequence: the coal marker special buy, and the free C15 token (or
// blocker) after a corporation bought the C&P private (step/special_buy.rb, special_token.rb, buy_company.rb).
import type { Ctx, Step } from '../../18xx/context.ts';
import { nextTokenPrice } from '../../18xx/steps/token.ts';
import { autoAdvance, currentCorp, expectOperator } from '../../18xx/rounds/operating.ts';
import { tokenedThisTurn } from './laid.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, corpOf, pay } from '../../18xx/state.ts';
import * as map from '../../18xx/map/index.ts';
import type { MapState } from '../../18xx/map/index.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { buyCoal, canBuyCoal } from './coal.ts';
import { BLOCKER, COAL_MARKER_COST, CP_MINOR, VA_COALFIELDS_HEX } from './data.ts';
import { mapChanged, reachOf, trackOf } from '../../18xx/map/track.ts';
import { own1828 } from './state.ts';
import { cityWords } from '../../18xx/words.ts';
import { graphCleared } from '../../18xx/token-graph.ts';

export { BLOCKER } from './data.ts';

export function coalOf(state: GameState) {
  return (own1828(state).coal ??= { atCoalfields: 2, holders: [] });
}

/** The Virginia Coalfields' city, as the map's walks know it. */
const COALFIELDS_CITY = `${VA_COALFIELDS_HEX}:city:0`;

/**
 * After the coal markers changed hands: K11 lets only their holders pass (18xx.games' coalfields.blocks?); the
 * corporations' memoised reaches are dropped.
 */
export function syncCoalfields(state: GameState): void {
  const m = state.map as MapState;
  m.closedCities = { ...m.closedCities, [COALFIELDS_CITY]: [...coalOf(state).holders] };
  mapChanged(m);
}

/** The corporation's track reaches K11 (18xx.games connected_to_coalfields?: a reachable hex). */
export function reachesCoalfields(state: GameState, corp: string): boolean {
  const m = state.map as MapState;
  const track = trackOf(m);
  for (const pid of reachOf(m, corp).paths) if (track.paths[pid]!.hex === VA_COALFIELDS_HEX) return true;
  return false;
}

/**
 * The coal marker for $120, with the corporation's track reaching K11. While loading a log 18xx.games takes the
 * action and then buys only if allowed.
 */
export const coalStep: Step = {
  id: 'coal',
  actions: ['special_buy'],
  inSequence: false,
  anytime: true,
  active: () => false,
  claims: (_s, _c, action) => action.type === 'special_buy',
  choices(state) {
    const corp = currentCorp(state);
    if (!canBuyCoal(coalOf(state), corp, cashOf(state, corp), reachesCoalfields(state, corp))) return [];
    return [{ label: `${corp} buys a coal marker for $${COAL_MARKER_COST}`, action: { type: 'special_buy', entity: corp, entity_type: 'corporation', description: 'Coal Marker', cost: COAL_MARKER_COST } }];
  },
  process(state, ctx, action: Action) {
    const corp = String(action.entity ?? '');
    expectOperator(state, corp);
    const coal = coalOf(state);
    if (!canBuyCoal(coal, corp, cashOf(state, corp), reachesCoalfields(state, corp))) {
      if (ctx.live) throw new RuleError(`${corp} cannot buy a coal marker.`);
      return;
    }
    pay(state, corp, 'bank', COAL_MARKER_COST);
    buyCoal(coal, corp);
    // (game.rb buy_coal_marker clears the route graph)
    graphCleared(state);
    syncCoalfields(state);
    autoAdvance(state, ctx);
  },
};

function blockC15(state: GameState): void {
  map.placeToken(state.map as MapState, BLOCKER, { city: `${CP_MINOR.home}-0-0` }, { skipChecks: true });
}

/**
 * The first 6-train closes the privates and removes the C&P minor if no corporation bought it (game.rb
 * event_close_companies! → remove_minor!(block: true)): its cash goes to the bank and a blocker takes its token's
 * place on C15.
 */
export function removeCpMinor(state: GameState): void {
  const minor = corpOf(state, CP_MINOR.sym);
  if (minor.closed) return;
  pay(state, CP_MINOR.sym, 'bank', cashOf(state, CP_MINOR.sym));
  minor.closed = true;
  own1828(state).cp = null;
  const m = state.map as MapState;
  const at = m.hexes[CP_MINOR.home]!.tokens.findIndex((slots) => slots.includes(CP_MINOR.sym));
  if (at >= 0) {
    map.removeToken(m, CP_MINOR.sym, CP_MINOR.home, at);
    map.placeToken(m, BLOCKER, { hex: CP_MINOR.home, cityIndex: at }, { skipChecks: true });
  }
  mapChanged(m);
  // (remove_minor! clears the route graph)
  graphCleared(state);
}

/**
 * After buying the C&P private its minor's token leaves C15 (remove_minor!, no blocker). The private then has a free
 * token for C15 (step/buy_company.rb), which 18xx.games offers at once (special_token.rb, for a just sold company)
 * only if the buyer has a token left: place it, or pass and a blocker goes there; a blocker too if the buyer has
 * already placed a token this turn. A buyer with no token left is offered nothing and C15 stays open.
 */
export function offerCpToken(state: GameState, ctx: Ctx, corp: string): void {
  // (remove_minor! clears the route graph)
  graphCleared(state);
  try {
    map.removeToken(state.map as MapState, CP_MINOR.sym, CP_MINOR.home, 0);
  } catch {
    // no minor token there
  }
  if (nextTokenPrice(state, ctx, corp) === null) {
    own1828(state).cpTokenKept = true;
    return;
  }
  if (!tokenedThisTurn(state)) own1828(state).cpToken = corp;
  else blockC15(state);
}

/**
 * The kept free C15 token (a passive ability: any time in its owner's operating turn, as SpecialToken lists it) is
 * usable when the owner has a token left, has not placed one this turn, has none in C15, and C15 has room.
 */
function keptCpTokenFor(state: GameState, ctx: Ctx): string | null {
  if (!own1828(state).cpTokenKept || state.round.kind !== 'operating') return null;
  const company = state.companies.find((c) => c.sym === CP_MINOR.sym);
  const corp = currentCorp(state);
  if (!company || company.closed || company.owner !== corp || state.round.tokened || nextTokenPrice(state, ctx, corp) === null) return null;
  const slots = (state.map as MapState).hexes[CP_MINOR.home]!.tokens[0]!;
  return !slots.includes(corp) && slots.includes(null) ? corp : null;
}

export const cpTokenStep: Step = {
  id: 'c&p_token',
  actions: ['place_token', 'pass'],
  inSequence: false,
  // the kept token is listed beside whatever step the owner is in
  anytime: true,
  active: (state) => !!own1828(state).cpToken,
  pending: (state) => !!own1828(state).cpToken,
  pendingReason: () => 'The C&P token on C15 (place it or pass) comes first.',
  claims: (state, _c, action) =>
    action.entity === CP_MINOR.sym && action.entity_type === 'company' && (!!own1828(state).cpToken || (action.type === 'place_token' && !!own1828(state).cpTokenKept)),
  choices(state, ctx) {
    const corp = own1828(state).cpToken;
    const place = (who: string) => ({ label: `${who} puts a free token on C15`, action: { type: 'place_token', entity: CP_MINOR.sym, entity_type: 'company', city: `${CP_MINOR.home}-0-0`, slot: 0 } });
    if (!corp) {
      const kept = keptCpTokenFor(state, ctx);
      return kept ? [place(kept)] : [];
    }
    return [place(corp), { label: 'Leave a blocker on C15', action: { type: 'pass', entity: CP_MINOR.sym, entity_type: 'company' } }];
  },
  process(state, ctx, action: Action) {
    const own = own1828(state);
    const corp = own.cpToken ?? keptCpTokenFor(state, ctx);
    if (!corp) throw new RuleError('C&P has no token to place now.');
    if (action.type === 'pass') blockC15(state);
    else {
      let hex = '';
      try {
        hex = map.resolveCity(state.map as MapState, String(action.city)).hex;
      } catch {
        // not a city
      }
      if (hex !== CP_MINOR.home) throw new RuleError(`C&P's free token goes on ${CP_MINOR.home} only.`);
      map.placeToken(state.map as MapState, corp, { city: String(action.city), slot: Number(action.slot ?? 0) }, { requireReachable: false });
      graphCleared(state);
      corpOf(state, corp).tokensUsed += 1;
      ctx.events.push({ type: 'token_placed', entity: corp, city: String(action.city), cost: 0 });
      // it is the turn's token (Tokener#place_token sets the round's tokened)
      if (state.round.kind === 'operating') state.round.tokened = true;
    }
    if (own.cpToken) own.cpToken = null;
    else own.cpTokenKept = false;
    autoAdvance(state, ctx);
  },
};

/** A home token owed after a lay on a reserved home tile (E15): its corporation picks the city, for free. */
export const pendingHomeStep: Step = {
  id: 'home_token',
  actions: ['place_token'],
  inSequence: false,
  active: (state) => (own1828(state).pendingHome ?? []).length > 0,
  pending: (state) => (own1828(state).pendingHome ?? []).length > 0,
  pendingReason: (state) => `${own1828(state).pendingHome![0]!.corp} places its home token first.`,
  claims: (state, _c, action) => action.type === 'place_token' && (own1828(state).pendingHome ?? [])[0]?.corp === String(action.entity),
  actors(state) {
    const pres = state.corps.find((c) => c.sym === own1828(state).pendingHome?.[0]?.corp)?.president;
    return pres ? [pres] : [];
  },
  choices(state): LegalChoice[] {
    const next = own1828(state).pendingHome?.[0];
    const m = state.map as MapState;
    const hex = next?.hex && m.hexes[next.hex];
    if (!next || !hex) return [];
    const out: LegalChoice[] = [];
    hex.tokens.forEach((_slots, city) => {
      try {
        map.placeToken(structuredClone(m), next.corp, { hex: next.hex, cityIndex: city }, { requireReachable: false });
      } catch {
        return; // no room there
      }
      const id = map.cityIdOf(m, next.hex!, city);
      out.push({ label: `${next.corp} places its home token in ${cityWords(state, id)}`, action: { type: 'place_token', entity: next.corp, entity_type: 'corporation', city: id, slot: 0 } });
    });
    return out;
  },
  process(state, ctx, action: Action) {
    const own = own1828(state);
    const { corp, counted } = own.pendingHome!.shift()!;
    map.placeToken(state.map as MapState, corp, { city: String(action.city), slot: Number(action.slot ?? 0) }, { requireReachable: false });
    graphCleared(state);
    if (!counted) corpOf(state, corp).tokensUsed += 1;
    ctx.events.push({ type: 'token_placed', entity: corp, city: String(action.city), cost: 0 });
    autoAdvance(state, ctx);
  },
};
