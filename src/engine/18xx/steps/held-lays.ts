// Held-private lays: a private whose holder runs the operating company (it holds the private itself, or its
// president or owner does) lends that company one lay in its track step, then closes (config.ts AbilityDef
// `extra_yellow_lay`, `free_terrain_lay`; 1871's model of 1822's extra tile lay and terrain discounts). The lay is
// the operator's own `lay_tile` naming the private (`company`); a title's track step lists these offers beside its
// own lays and makes them here (1871: titles/1871/track-step.ts).
import { closeCompany, companyDef } from '../companies.ts';
import type { AbilityDef } from '../config.ts';
import type { Ctx, TrackLay } from '../context.ts';
import { currentTile, rotationWordsOf, tileDef, type MapState } from '../map/index.ts';
import { money } from '../money.ts';
import type { GameState } from '../state.ts';
import { cashOf, corpOf } from '../state.ts';
import { RuleError, type LegalChoice } from '../../types.ts';
import { cap, entityName, hexWords, privateName, tileWords } from '../words.ts';
import { payTerrain } from './track.ts';

export type HeldLayAbility = Extract<AbilityDef, { type: 'extra_yellow_lay' | 'free_terrain_lay' }>;

/** A lay a held private makes possible now, at what it costs the operator. */
export interface HeldLay extends TrackLay {
  company: string;
  ability: HeldLayAbility;
}

const isHeldLay = (a: AbilityDef): a is HeldLayAbility => a.type === 'extra_yellow_lay' || a.type === 'free_terrain_lay';

/** The open privates with a held-lay ability that `corp` may use now: held by it, or by the player who runs it. */
export function heldLayPrivates(state: GameState, ctx: Ctx, corp: string): { company: string; ability: HeldLayAbility }[] {
  const runner = corpOf(state, corp).president;
  const out: { company: string; ability: HeldLayAbility }[] = [];
  for (const c of state.companies) {
    if (c.closed || !c.owner || (c.owner !== corp && c.owner !== runner)) continue;
    const ability = companyDef(ctx, c.sym).abilities.find(isHeldLay);
    if (ability) out.push({ company: c.sym, ability });
  }
  return out;
}

/** What the hex's terrain costs a lay on it (its preprinted tile's, before the lay). */
const terrainCost = (state: GameState, hex: string): number => currentTile(state.map as MapState, hex).def.upgradeCost;

/** Why the ability may not make this lay (before it is made; null: it may). */
function abilityRefusal(state: GameState, ctx: Ctx, company: string, ability: HeldLayAbility, lay: { hex: string; tile: string }): string | null {
  const map = state.map as MapState;
  const { def } = currentTile(map, lay.hex);
  const name = cap(privateName(ctx, company, state));
  if (ability.type === 'extra_yellow_lay')
    return def.color === 'white' && tileDef(map, lay.tile.replace(/-\d+$/, '')).color === 'yellow' ? null : `${name}'s extra tile is a yellow tile on an empty hex.`;
  return def.terrain === ability.terrain && def.upgradeCost > 0 ? null : `${name} saves only the cost of ${ability.terrain}, and ${hexWords(state, lay.hex)} has none to pay.`;
}

/** The held private `company` as `corp` may use it now, or why not. */
function heldBy(state: GameState, ctx: Ctx, corp: string, company: string): HeldLayAbility {
  const held = heldLayPrivates(state, ctx, corp).find((h) => h.company === company);
  if (held) return held.ability;
  const known = ctx.cfg.companies.some((c) => c.sym === company);
  throw new RuleError(known ? `${cap(privateName(ctx, company, state))} has no ability ${entityName(ctx, corp, state)} can use now.` : 'There is no such private.');
}

/**
 * The held privates' lays now: extra yellow tiles among the map's lays, and free-terrain versions of `own()` (the
 * turn's own lays its rules allow, whatever they cost; asked only for such a private), each affordable at its cost
 * with the ability.
 */
export function heldLayOffers(state: GameState, ctx: Ctx, corp: string, own: () => readonly TrackLay[]): HeldLay[] {
  const held = heldLayPrivates(state, ctx, corp);
  if (!held.length) return [];
  const cash = cashOf(state, corp);
  const out: HeldLay[] = [];
  for (const { company, ability } of held) {
    const lays = ability.type === 'extra_yellow_lay' ? (ctx.map.tileChoices?.(state, corp) ?? []) : own();
    for (const lay of lays) {
      if (abilityRefusal(state, ctx, company, ability, { hex: lay.hex, tile: lay.tileId ?? lay.tile })) continue;
      const cost = ability.type === 'free_terrain_lay' ? Math.max(0, lay.cost - terrainCost(state, lay.hex)) : lay.cost;
      if (cost <= cash) out.push({ ...lay, cost, company, ability });
    }
  }
  return out;
}

/** The offers as moves: "Lake Shore lays an extra tile with Edgar Thomson Works: tile 7 on A3, rotation 1 of 2 (…)". */
export function heldLayChoices(state: GameState, ctx: Ctx, corp: string, offers: readonly HeldLay[]): LegalChoice[] {
  return offers.map((lay) => {
    const way = rotationWordsOf(state.map as MapState, offers.filter((o) => o.company === lay.company));
    const name = privateName(ctx, lay.company, state);
    const what = lay.ability.type === 'extra_yellow_lay' ? `an extra tile with ${name}:` : `with ${name}, paying nothing for the ${lay.ability.terrain},`;
    const note = `${name} then closes${lay.ability.provisional ? '; a provisional rule' : ''}`;
    return {
      label: `${entityName(ctx, corp, state)} lays ${what} tile ${tileWords(lay.tile)} on ${hexWords(state, lay.hex)}${way(lay)}${lay.cost ? `, for ${money(ctx.cfg, lay.cost)}` : ''} (${note})`,
      action: { type: 'lay_tile', entity: corp, entity_type: 'corporation', hex: lay.hex, tile: lay.tileId ?? lay.tile, rotation: lay.rotation, company: lay.company },
    };
  });
}

/** The ability a lay naming `company` would use, checked before the lay is made (throws why not). */
export function heldLayAbility(state: GameState, ctx: Ctx, corp: string, company: string, lay: { hex: string; tile: string }): HeldLayAbility {
  const ability = heldBy(state, ctx, corp, company);
  const why = abilityRefusal(state, ctx, company, ability, lay);
  if (why) throw new RuleError(why);
  return ability;
}

/**
 * Makes a held private's lay checked by heldLayAbility: laid, paid (less the terrain with a free-terrain lay), then
 * `used` told what the ability saved (the title's event), then the private closed.
 */
export function layWithHeld(state: GameState, ctx: Ctx, corp: string, company: string, ability: HeldLayAbility, lay: { hex: string; tile: string; rotation: number }, used: (saved: number) => void): void {
  const terrain = terrainCost(state, lay.hex);
  const cost = ctx.map.layTile(state, corp, lay, { live: !!ctx.live });
  const paid = ability.type === 'free_terrain_lay' ? Math.max(0, cost - terrain) : cost;
  if (paid > cashOf(state, corp)) throw new RuleError(`${entityName(ctx, corp, state)} cannot pay ${money(ctx.cfg, paid)} for the terrain.`);
  payTerrain(state, ctx, corp, lay, paid);
  used(cost - paid);
  closeCompany(state, ctx, company);
}
