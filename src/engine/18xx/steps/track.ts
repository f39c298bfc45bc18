// Track step: the operating corporation lays or upgrades one tile (a private's own lays: special-track.ts).
import { rotationWordsOf, type MapState } from '../map/index.ts';
import { money } from '../money.ts';
import { companyDef, minPrice, purchasableCompanies } from '../companies.ts';
import type { AbilityDef } from '../config.ts';
import type { Ctx, Step, TrackLay } from '../context.ts';
import { autoAdvance, currentCorp, expectOperator, jumpTo, orRound } from '../rounds/operating.ts';
import type { GameState } from '../state.ts';
import { cashOf, pay } from '../state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { entityName, hexWords, tileWords } from '../words.ts';

/** A `tile_lay` usable only in the track step (18xx.games `when: track`): the step waits for it. */
const trackStepLay = (a: AbilityDef): boolean => a.type === 'tile_lay' && !a.anytime;

function ownsTileLayAbility(state: GameState, ctx: Ctx, corp: string): boolean {
  return state.companies.some((c) => c.owner === corp && !c.closed && c.tileLaysLeft > 0 && companyDef(ctx, c.sym).abilities.some(trackStepLay));
}

function canBuyTileLayingCompany(state: GameState, ctx: Ctx, corp: string): boolean {
  if (!(ctx.cfg.phases[state.phase]!.status ?? []).includes('can_buy_companies')) return false;
  return purchasableCompanies(state, ctx).some(
    (c) => minPrice(ctx, c) <= cashOf(state, corp) && companyDef(ctx, c).abilities.some(trackStepLay),
  );
}

/** The corporation's own lays now (affordable), as the map lists them. */
export function corpTileLays(state: GameState, ctx: Ctx, corp: string): TrackLay[] {
  const r = orRound(state);
  if (r.step !== 'track' || r.lays > 0 || r.specialLay) return [];
  return (ctx.map.tileChoices?.(state, corp) ?? []).filter((l) => l.cost <= cashOf(state, corp));
}

export const trackStep: Step = {
  id: 'track',
  actions: ['lay_tile'],
  inSequence: true,
  lays: corpTileLays,
  active(state, ctx) {
    const r = orRound(state);
    const corp = currentCorp(state);
    // the step stays open while a private's lays (or buying such a private) could still come
    return (
      !r.laid &&
      (r.lays === 0 || ownsTileLayAbility(state, ctx, corp) || canBuyTileLayingCompany(state, ctx, corp) || !!ctx.rules.hooks.trackStepOpen?.(state, ctx, corp))
    );
  },
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    if (orRound(state).lays !== 0) return [];
    const lays = corpTileLays(state, ctx, corp);
    const way = rotationWordsOf(state.map as MapState, lays);
    return lays
      .slice(0, 40)
      .map((lay) => ({
        label: `${entityName(ctx, corp)} lays tile ${tileWords(lay.tile)} on ${hexWords(state, lay.hex)}${way(lay)}${lay.cost ? `, for ${money(ctx.cfg, lay.cost)}` : ''}`,
        action: { type: 'lay_tile', entity: corp, entity_type: 'corporation', hex: lay.hex, tile: lay.tileId ?? lay.tile, rotation: lay.rotation },
      }));
  },
  process(state, ctx, action: Action) {
    const corp = String(action.entity ?? '');
    const lay = { hex: String(action.hex), tile: String(action.tile), rotation: Number(action.rotation) };
    expectOperator(state, corp);
    const r = orRound(state);
    if (r.step !== 'track') jumpTo(state, ctx, 'track');
    // One lay per turn (18xx.games TILE_LAYS); the track step stays open only for a private's own lays.
    if (r.lays >= 1) throw new RuleError(`${corp} has already laid its tile this turn.`);
    const cost = ctx.map.layTile(state, corp, lay, { live: !!ctx.live });
    if (cost > cashOf(state, corp)) throw new RuleError(`${corp} cannot pay ${cost} for the terrain.`);
    payTerrain(state, ctx, corp, lay, cost);
    // Laying in a private's hexes by other means forfeits its special lay.
    for (const c of state.companies) {
      const ab = companyDef(ctx, c.sym).abilities.find((a) => a.type === 'tile_lay');
      if (ab?.type === 'tile_lay' && !ab.keptWhenHexLaid && ab.hexes.includes(lay.hex)) c.tileLaysLeft = 0;
    }
    r.lays += 1;
    autoAdvance(state, ctx);
  },
};

/**
 * The lay's cost leaves the paying corporation (the layer, or the corporation owning the private that lays);
 * the event says what was laid.
 */
export function payTerrain(state: GameState, ctx: Ctx, entity: string, lay: { hex: string; tile: string; rotation: number }, cost: number, payer = entity): void {
  pay(state, payer, 'bank', cost);
  ctx.events.push({ type: 'tile_laid', entity, hex: lay.hex, tile: lay.tile, rotation: lay.rotation, cost, ...(payer !== entity ? { by: payer } : {}) });
}
