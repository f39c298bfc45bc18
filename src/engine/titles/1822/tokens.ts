// 1822's station tokens beside the shared token step: minor 14's home token (it picks its London city when it
// first operates, a slot is added there for it, it pays its token's price, and that is its turn's tile lay), the
// destination tokens (placed free, as "cheater" tokens, in the destination hex's first city; the LNWR's with its
// home token), and a city left with two tokens of one major giving the ordinary one back.
import type { Ctx, Step } from '../../18xx/context.ts';
import { cityIdOf, currentTile, resolveCity, type MapState } from '../../18xx/map/index.ts';
import { autoAdvance, currentCorp, expectOperator, jumpTo, orRound } from '../../18xx/rounds/operating.ts';
import { nextTokenPrice, tokenStep } from '../../18xx/steps/token.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, corpOf, pay } from '../../18xx/state.ts';
import { corpDef } from '../../18xx/entities.ts';
import { getSlot } from '../../18xx/map/slots.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { cityWords, entityName } from '../../18xx/words.ts';
import { corp1822, scenarioData } from './data.ts';
import { own1822 } from './state.ts';
import { holdsTokenPrivate } from './abilities.ts';
import { holdsTokenSwap } from './ability-choices.ts';
import { notePendingToken } from './london.ts';
export { dropReservations } from './reservations.ts';

/** The major whose destination token is placed with its home token. */
export const TWO_HOMES = 'LNWR';

function mapOf(state: GameState): MapState {
  return state.map as MapState;
}

/** Is this the minor whose home token is placed in a London city of its choice (18xx.games MINOR_14_ID)? */
export function choosesHomeCity(state: GameState, corp: string): boolean {
  return scenarioData(own1822(state).scenario).minor14 === corp;
}

/** The cities of the pending token's hex it may take: any without a token of its corporation. */
function pendingCities(state: GameState): string[] {
  const p = state.pendingTokens?.[0];
  if (!p) return [];
  const m = mapOf(state);
  const hex = m.hexes[p.hex];
  if (!hex) return [];
  const out: string[] = [];
  const { def } = currentTile(m, p.hex);
  hex.tokens.forEach((slots, city) => {
    if (!slots.includes(p.corp) && def.cities[city]) out.push(cityIdOf(m, p.hex, city));
  });
  return out;
}

/**
 * A token waiting to be placed (18xx.games G1822 PendingToken): minor 14's home, or a token lifted off a tile. It
 * goes in any city of its hex without its corporation's token, a slot added when none is free (always for minor
 * 14); a home token costs its price (minor 14's £20).
 */
export const pendingToken1822Step: Step = {
  id: 'pending_token',
  actions: ['place_token'],
  inSequence: false,
  active: (state) => !!state.pendingTokens?.length,
  pending: (state) => !!state.pendingTokens?.length,
  pendingReason: (state) => `${state.pendingTokens![0]!.corp}'s token on ${state.pendingTokens![0]!.hex} must be placed first.`,
  claims: (state, _ctx, action) => action.type === 'place_token' && !!state.pendingTokens?.length,
  choices(state, ctx): LegalChoice[] {
    const p = state.pendingTokens?.[0];
    if (!p) return [];
    return pendingCities(state).map((city) => ({
      label: `Place ${entityName(ctx, p.corp)}'s token in ${cityWords(state, city)}`,
      action: { type: 'place_token', entity: currentCorp(state), entity_type: 'corporation', city, slot: 0 },
    }));
  },
  process(state, ctx, action: Action) {
    const p = state.pendingTokens?.[0];
    if (!p) throw new RuleError('No token waits to be placed.');
    if (String(action.entity) !== currentCorp(state)) throw new RuleError(`${currentCorp(state)} places this token.`);
    const city = String(action.city);
    let ref;
    try {
      ref = resolveCity(mapOf(state), city);
    } catch {
      throw new RuleError(`No city ${city} on the map.`);
    }
    if (ref.hex !== p.hex) throw new RuleError(`${entityName(ctx, p.corp)}'s token goes on ${p.hex}.`);
    const slots = mapOf(state).hexes[ref.hex]!.tokens[ref.city]!;
    if (slots.includes(p.corp)) throw new RuleError(`${entityName(ctx, p.corp)} already has a token in ${cityWords(state, city)}.`);
    const reservations = mapOf(state).hexes[ref.hex]!.reservations[ref.city] ?? [];
    const free = slots.some((t, i) => t === null && !reservations[i]);
    const price = p.price ?? (p.counted ? 0 : (corpDef(state, ctx, p.corp).tokens[0] ?? 0));
    ctx.map.placeToken(state, p.corp, { city, slot: 0 }, { special: 'pending_token', addSlot: choosesHomeCity(state, p.corp) || !free });
    notePendingToken(state, ref.hex, ref.city);
    if (price > 0) pay(state, p.corp, 'bank', price);
    state.pendingTokens!.shift();
    if (!state.pendingTokens!.length) delete state.pendingTokens;
    if (!p.counted) corpOf(state, p.corp).tokensUsed += 1;
    ctx.events.push({ type: 'token_placed', entity: p.corp, city, hex: p.hex, cost: price });
    autoAdvance(state, ctx);
  },
  // minor 14's first turn: placing its home token is its tile lay (18xx.games home_token_counts_as_tile_lay?)
  turnStart(state, _ctx, corp) {
    own1822(state).homeIsLay = choosesHomeCity(state, corp) && !corpOf(state, corp).everOperated ? corp : null;
  },
};

/** The city of the corporation's destination hex its destination token takes: the first (18xx.games destination_city). */
export function placeDestinationToken(state: GameState, ctx: Ctx, corp: string): void {
  const hex = corp1822(own1822(state).scenario, corp).destination;
  if (!hex) throw new RuleError(`${entityName(ctx, corp)} has no destination.`);
  const city = cityIdOf(mapOf(state), hex, 0);
  ctx.map.placeToken(state, corp, { city, slot: 0 }, { cheater: true });
  const own = own1822(state);
  own.destinations = [...(own.destinations ?? []), corp];
  ctx.events.push({ type: 'token_placed', entity: corp, city, hex, cost: 0 });
  removeExtraTokens(state, ctx, hex);
}

/** Where a city of the hex holds two tokens of one corporation, its ordinary token goes back to it (remove_extra_tokens!). */
export function removeExtraTokens(state: GameState, ctx: Ctx, hex: string): void {
  const m = mapOf(state);
  m.hexes[hex]!.tokens.forEach((slots, city) => {
    const seen = new Set<string>();
    for (const t of [...slots]) {
      if (!t) continue;
      if (!seen.has(t)) {
        seen.add(t);
        continue;
      }
      ctx.map.removeToken!(state, t, { hex, city });
      corpOf(state, t).tokensUsed -= 1;
      ctx.events.push({ type: 'token_removed', entity: t, city: cityIdOf(m, hex, city), hex, blocker: false });
    }
  });
}

/** The operator's own free token while unused (18xx.games: the SECR's on the English Channel, once), or undefined. */
function ownFreeToken(state: GameState, corp: string): { hexes: string[]; count?: number } | undefined {
  const a = corp1822(own1822(state).scenario, corp).abilities?.find((x) => x.type === 'token') as { hexes: string[]; count?: number } | undefined;
  if (!a || (own1822(state).tokenUses?.[corp] ?? 0) >= (a.count ?? 1)) return undefined;
  return a;
}

function onFreeHex(state: GameState, ctx: Ctx, corp: string, city: string): boolean {
  const hex = ctx.map.cityHex?.(state, city);
  return hex !== undefined && !!ownFreeToken(state, corp)?.hexes.includes(hex);
}

/**
 * The shared token step, its moves naming the slot the token takes; the LNWR's destination token goes down with its
 * home token. An operator with its own free token unused (the SECR) finds the step open while it has a token
 * left, reachable or not (18xx.games G1822 Token#can_place_token?), and places that token there for nothing.
 */
export const token1822Step: Step = {
  ...tokenStep,
  // also open, to pass, while it holds a token ability unused, its own (the SECR's) or a private's (P5), and a
  // token of its own (18xx.games G1822 Token can_place_token?), whether or not it can place one
  active(state, ctx) {
    if (tokenStep.active!(state, ctx)) return true;
    const corp = currentCorp(state);
    if (orRound(state).tokened) return false;
    // (and while it holds P5 or P18 with an exchange token to move: 18xx.games ability_chpr_lcdr?)
    return ((!!ownFreeToken(state, corp) || holdsTokenPrivate(state, corp)) && nextTokenPrice(state, ctx, corp) !== null) || holdsTokenSwap(state, corp);
  },
  choices(state, ctx) {
    const corp = currentCorp(state);
    const price = nextTokenPrice(state, ctx, corp);
    return tokenStep
      .choices(state, ctx, corp)
      .filter((c) => price !== null && (price <= cashOf(state, corp) || onFreeHex(state, ctx, corp, String(c.action.city))))
      .map((c) => {
        const ref = resolveCity(mapOf(state), String(c.action.city));
        const slot = getSlot(mapOf(state).hexes[ref.hex]!, ref.city, corp);
        return slot === undefined ? c : { ...c, action: { ...c.action, slot } };
      });
  },
  process(state, ctx, action) {
    const corp = String(action.entity ?? '');
    const city = String(action.city);
    if (!onFreeHex(state, ctx, corp, city)) return tokenStep.process(state, ctx, action);
    expectOperator(state, corp);
    const r = orRound(state);
    if (r.tokened) throw new RuleError(`${entityName(ctx, corp)} has placed its token this turn.`);
    if (nextTokenPrice(state, ctx, corp) === null) throw new RuleError(`${entityName(ctx, corp)} has no tokens left.`);
    jumpTo(state, ctx, 'token');
    ctx.map.placeToken(state, corp, { city, slot: Number(action.slot ?? 0) }, {});
    corpOf(state, corp).tokensUsed += 1;
    const own = own1822(state);
    (own.tokenUses ??= {})[corp] = (own.tokenUses[corp] ?? 0) + 1;
    ctx.events.push({ type: 'token_placed', entity: corp, city, hex: ctx.map.cityHex?.(state, city), cost: 0 });
    r.tokened = true;
  },
  turnStart(state, ctx, corp) {
    tokenStep.turnStart!(state, ctx, corp);
    if (corp !== TWO_HOMES || corpOf(state, corp).tokensUsed === 0 || (own1822(state).destinations ?? []).includes(corp)) return;
    placeDestinationToken(state, ctx, corp);
  },
};
