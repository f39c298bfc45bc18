// Station tokens waiting to be placed (state.pendingTokens; 18xx.games Step::HomeToken): a home reserved as a whole
// hex whose tile already has track when the corporation first operates, or tokens lifted off a tile that gained
// track and has several cities. The operating corporation places each in a city of its hex, for free, before
// anything else (18xx.games TOKEN_PLACEMENT_ON_TILE_LAY_ENTITY :current_operator); it is not the turn's token.
import type { Step } from '../context.ts';
import { autoAdvance, currentCorp } from '../rounds/operating.ts';
import type { GameState, PendingToken } from '../state.ts';
import { corpOf } from '../state.ts';
import { cityIdOf, placeToken, type MapState } from '../map/index.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { cityWords, entityName } from '../words.ts';

function next(state: GameState): PendingToken | undefined {
  return state.pendingTokens?.[0];
}

/** The cities of the pending token's hex it may go to (a free slot, no other token of its corporation there). */
function cities(state: GameState, p: PendingToken): string[] {
  const m = state.map as MapState;
  const hex = m.hexes[p.hex];
  if (!hex) return [];
  const out: string[] = [];
  hex.tokens.forEach((_slots, city) => {
    try {
      placeToken(structuredClone(m), p.corp, { hex: p.hex, cityIndex: city }, { requireReachable: false });
      out.push(cityIdOf(m, p.hex, city));
    } catch {
      /* no room there */
    }
  });
  return out;
}

export const pendingTokenStep: Step = {
  id: 'pending_token',
  actions: ['place_token'],
  inSequence: false,
  active: (state) => !!next(state),
  pending: (state) => !!next(state),
  pendingReason: (state) => `${next(state)!.corp}'s token on ${next(state)!.hex} must be placed first.`,
  claims: (state, _ctx, action) => action.type === 'place_token' && !!next(state),
  choices(state, ctx): LegalChoice[] {
    const p = next(state);
    if (!p) return [];
    const operator = currentCorp(state);
    return cities(state, p).map((city) => ({
      label: `Place ${entityName(ctx, p.corp)}'s token in ${cityWords(state, city)}`,
      action: { type: 'place_token', entity: operator, entity_type: 'corporation', city, slot: 0 },
    }));
  },
  process(state, ctx, action: Action) {
    const p = next(state)!;
    if (String(action.entity) !== currentCorp(state)) throw new RuleError(`${currentCorp(state)} places this token.`);
    const city = String(action.city);
    if (!cities(state, p).includes(city)) throw new RuleError(`${entityName(ctx, p.corp)}'s token goes in a free city of ${p.hex}.`);
    // (through the map port, which knows its cached answers change; `special`: no connection needed)
    ctx.map.placeToken(state, p.corp, { city, slot: Number(action.slot ?? 0) }, { special: 'pending_token' });
    state.pendingTokens!.shift();
    if (!state.pendingTokens!.length) delete state.pendingTokens;
    if (!p.counted) corpOf(state, p.corp).tokensUsed += 1;
    ctx.events.push({ type: 'token_placed', entity: p.corp, city, hex: p.hex, cost: 0 });
    autoAdvance(state, ctx);
  },
};
