// Private abilities (provisional, 1822 model; data `companies.privates[].ability`, from data version 2).
// A private's owner uses its ability for a company they run (a minor they own or a major they
// preside), during that company's track step, once; then the private closes (it pays no more revenue
// and counts for nothing at the end). The abilities:
// - extra_tile_lay (1822 P12): one more yellow tile on an empty hex, outside the turn's lay limits;
// - terrain_discount (1822 P8 mountain, P10 water): one of the turn's lays on a hex of that terrain,
//   counted as usual, without paying the terrain.
// The lay is a `lay_tile` action with `company: <private id>`.
import type { SteelPublic } from './state.ts';
import { currentTile, legalTileLays, tileDef, type TileColor, type TileLayOption } from '../../18xx/map/index.ts';
import { RuleError } from '../../types.ts';
import type { SteelData } from './data/schema.ts';
import type { SteelEvent } from './events.ts';
import { actorOf } from './operators.ts';

export type PrivateAbility = NonNullable<SteelData['companies']['privates'][number]['ability']>;

/** The abilities the operator's owner could use for it now (privates they hold, not yet closed). */
export function abilitiesFor(data: SteelData, state: SteelPublic, op: string): { company: string; ability: PrivateAbility }[] {
  const owner = actorOf(state, op);
  return data.companies.privates
    .filter((p) => p.ability && state.companies[p.id]?.owner === owner && state.companies[p.id]?.status === 'owned')
    .map((p) => ({ company: p.id, ability: p.ability! }));
}

export function abilityOf(data: SteelData, state: SteelPublic, op: string, company: string): PrivateAbility {
  const found = abilitiesFor(data, state, op).find((a) => a.company === company);
  if (!found) throw new RuleError(`${company} is not a private with an ability that ${actorOf(state, op)} holds for ${op}.`);
  return found.ability;
}

/** Why this lay may not use `ability` (null: it may). `from`: the hex's tile before the lay. */
export function abilityRefusal(state: SteelPublic, ability: PrivateAbility, hex: string, tile: string): string | null {
  const { def: from } = currentTile(state.map, hex);
  if (ability.type === 'extra_tile_lay') {
    if (from.color !== 'white') return 'The extra tile lay is a yellow tile on an empty hex, not an upgrade.';
    if (tileDef(state.map, tile.split('-')[0]!).color !== 'yellow') return 'The extra tile lay is a yellow tile.';
    return null;
  }
  if (from.terrain !== ability.terrain || from.upgradeCost <= 0) return `The discount is for a ${ability.terrain} hex, and ${hex} has no ${ability.terrain} to pay for.`;
  return null;
}

/** The lays each ability allows now (map-legal; the turn's lay rules are checked by the caller). */
export function abilityLays(state: SteelPublic, op: string, ability: PrivateAbility, phaseColors: TileColor[]): TileLayOption[] {
  return legalTileLays(state.map, op, phaseColors).filter((l) => abilityRefusal(state, ability, l.hex, l.tile) === null);
}

/** The ability is used: the private closes. */
export function closePrivate(state: SteelPublic, company: string): SteelEvent[] {
  const c = state.companies[company]!;
  c.status = 'removed';
  c.owner = null;
  return [{ type: 'company_closed', company }];
}

/** Words for a private's ability ("extra yellow tile", "no mountain cost"). */
export function abilityLabel(data: SteelData, company: string): string {
  const a = data.companies.privates.find((p) => p.id === company)?.ability;
  if (!a) return 'no ability';
  return a.type === 'extra_tile_lay' ? 'extra yellow tile, closes' : `no ${a.terrain} cost, closes`;
}
