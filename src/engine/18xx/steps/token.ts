// Token step: the operating corporation places a station token (its next token's price).
import type { Ctx, Step } from '../context.ts';
import { placeHome } from '../homes.ts';
import { corpDef } from '../entities.ts';
import { currentCorp, expectOperator, jumpTo, orRound } from '../rounds/operating.ts';
import type { GameState } from '../state.ts';
import { cashOf, corpOf, pay } from '../state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { cityWords, entityName } from '../words.ts';
import { canTokenAsGraph } from '../token-graph.ts';

/** The price of the operator's next station token, or null when none is left. */
export function nextTokenPrice(state: GameState, ctx: Ctx, corp: string): number | null {
  const tokens = ctx.rules.hooks.tokenPrices?.(state, ctx, corp) ?? corpDef(state, ctx, corp).tokens;
  const used = corpOf(state, corp).tokensUsed;
  return used < tokens.length ? tokens[used]! : null;
}

/** Cities where the operating corporation may place a token now, with the token's price. */
export function tokenOffers(state: GameState, ctx: Ctx): { city: string; hex: string; cost: number }[] {
  if (state.round.kind !== 'operating' || state.finished || state.round.step !== 'token' || !ctx.map.tokenChoices) return [];
  const corp = currentCorp(state);
  const cost = nextTokenPrice(state, ctx, corp);
  if (cost === null || cost > cashOf(state, corp)) return [];
  return ctx.map.tokenChoices(state, corp).map((city) => ({ city, hex: ctx.map.cityHex?.(state, city) ?? '', cost }));
}

export const tokenStep: Step = {
  id: 'token',
  actions: ['place_token'],
  inSequence: true,
  active(state, ctx) {
    const r = orRound(state);
    const corp = currentCorp(state);
    if (r.tokened) return false;
    const price = nextTokenPrice(state, ctx, corp);
    return price !== null && price <= cashOf(state, corp) && canTokenAsGraph(state, ctx, corp);
  },
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    return (ctx.map.tokenChoices?.(state, corp) ?? []).map((city) => ({
      label: `${entityName(ctx, corp)} places a token in ${cityWords(state, city)}`,
      action: { type: 'place_token', entity: corp, entity_type: 'corporation', city, slot: 0 },
    }));
  },
  process(state, ctx, action: Action) {
    const corp = String(action.entity ?? '');
    const at = { city: String(action.city), slot: Number(action.slot ?? 0) };
    expectOperator(state, corp);
    const r = orRound(state);
    const c = corpOf(state, corp);
    const price = nextTokenPrice(state, ctx, corp);
    if (price === null) throw new RuleError(`${corp} has no tokens left.`);
    if (price > cashOf(state, corp)) throw new RuleError(`${corp} cannot pay ${price} for a token.`);
    jumpTo(state, ctx, 'token');
    ctx.map.placeToken(state, corp, at, {});
    pay(state, corp, 'bank', price);
    c.tokensUsed += 1;
    ctx.events.push({ type: 'token_placed', entity: corp, city: at.city, hex: ctx.map.cityHex?.(state, at.city), cost: price });
    r.tokened = true;
  },
  // a corporation's first turn begins with its home token (a map may leave it to be placed later: 1828's shared homes)
  turnStart: placeHome,
};
