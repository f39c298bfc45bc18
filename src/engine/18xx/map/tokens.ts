// Station tokens: placing (home and normal), where a corporation may place, removing.
import { getMapDef } from './registry.ts';
import { getSlot, putToken } from './slots.ts';
import { cityIdOf, hexState, resolveCity } from './state.ts';
import { mapChanged, nodeKey, reachesNode, reachOf } from './track.ts';
import { MapError, type CityRef, type MapState, type PlaceTokenInput, type PlaceTokenOptions } from './types.ts';

function targetCity(map: MapState, input: PlaceTokenInput): CityRef {
  if (input.city) return resolveCity(map, input.city);
  if (!input.hex) throw new MapError('place_token needs a city id or a hex');
  const state = hexState(map, input.hex);
  const city = input.cityIndex ?? 0;
  if (city >= state.tokens.length) throw new MapError(`no city ${city} on ${input.hex}`);
  return { hex: input.hex, city, id: cityIdOf(map, input.hex, city) };
}

/**
 * Why the corporation may not token this city (ignoring reachability), or null. `strict`: the usual checks on a
 * loose hex too, as 18xx.games asks whether a token step opens at all (graph can_token?, city tokenable?).
 */
function slotError(map: MapState, corporation: string, ref: CityRef, strict = false): string | null {
  const state = hexState(map, ref.hex);
  if (!strict && getMapDef(map.mapId).looseTokenHexes?.includes(ref.hex)) {
    if (state.tokens[ref.city]?.includes(corporation)) return `${corporation} already has a token in ${ref.id}`;
    return getSlot(state, ref.city, corporation) === undefined ? `no free token slot in ${ref.id}` : null;
  }
  if (state.tokens.some((slots) => slots.includes(corporation))) return `${corporation} already has a token on ${ref.hex}`;
  if (getSlot(state, ref.city, corporation) === undefined) return `no free token slot in ${ref.id}`;
  const tileRes = state.tileReservations ?? [];
  if (tileRes.length && !state.reservations[ref.city]?.includes(corporation)) {
    if (getMapDef(map.mapId).tileReservationBlocks === 'always') return tileRes.includes(corporation) ? null : `remaining token slots are reserved on ${ref.hex}`;
    const others = tileRes.filter((c) => c !== corporation).length;
    const free = state.tokens.reduce((n, slots, c) => n + slots.filter((t, i) => t === null && !state.reservations[c]?.[i]).length, 0);
    if (others >= free) return `remaining token slots are reserved on ${ref.hex}`;
  }
  return null;
}

/** Places a corporation token; throws MapError when illegal. Returns the city and slot used. */
export function placeToken(
  map: MapState,
  corporation: string,
  input: PlaceTokenInput,
  opts: PlaceTokenOptions = {},
): CityRef & { slot: number } {
  const ref = targetCity(map, input);
  if (!opts.skipChecks) {
    const error = slotError(map, corporation, ref);
    if (error) throw new MapError(error);
    if (opts.requireReachable !== false) {
      const key = nodeKey(ref.hex, 'city', ref.city);
      if (!reachesNode(map, corporation, (n) => n.key === key)) throw new MapError(`${corporation} cannot reach ${ref.id}`);
    }
  }
  mapChanged(map, ref.hex, corporation);
  const state = hexState(map, ref.hex);
  const slot = putToken(state, ref.city, corporation, input.slot);
  if (state.tileReservations?.includes(corporation)) state.tileReservations = state.tileReservations.filter((c) => c !== corporation);
  return { ...ref, slot };
}

/** Places the home token (its reserved slot, else the first free one). */
export function placeHomeToken(map: MapState, corporation: string, hex?: string, city?: number): CityRef & { slot: number } {
  const home = getMapDef(map.mapId).homes[corporation];
  const where = hex ?? home?.hex;
  if (!where) throw new MapError(`${corporation} has no home`);
  const state = hexState(map, where);
  const reserved = state.reservations.findIndex((r) => r.includes(corporation));
  const index = city ?? (reserved >= 0 ? reserved : ((home?.hex === where ? home.city : undefined) ?? 0));
  return placeToken(map, corporation, { hex: where, cityIndex: index }, { requireReachable: false });
}

/** Cities holding a token of the corporation. */
export function corporationCities(map: MapState, corporation: string): CityRef[] {
  const out: CityRef[] = [];
  for (const [hex, state] of Object.entries(map.hexes)) {
    state.tokens.forEach((slots, city) => {
      if (slots.includes(corporation)) out.push({ hex, city, id: cityIdOf(map, hex, city) });
    });
  }
  return out;
}

/** Cities where the corporation may place a token now (reachable, free slot, not already on the hex). */
export function tokenableCities(map: MapState, corporation: string): CityRef[] {
  const r = reachOf(map, corporation);
  const out: CityRef[] = [];
  for (const key of r.nodes) {
    const [hex, kind, index] = key.split(':');
    if (kind !== 'city') continue;
    const ref = { hex: hex!, city: Number(index), id: cityIdOf(map, hex!, Number(index)) };
    if (!slotError(map, corporation, ref)) out.push(ref);
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Whether the corporation may place a token anywhere now (tokenableCities without building the list), a loose
 * hex's cities by the usual checks: its looseness lets a token step that is open place there, it opens none.
 */
export function canPlaceAnyToken(map: MapState, corporation: string): boolean {
  // the reach's walk stops at the first such city
  return reachesNode(map, corporation, ({ hex, kind, index }) => kind === 'city' && !slotError(map, corporation, { hex, city: index, id: `${hex}#${index}` }, true));
}

/** Removes a corporation's token from a city (e.g. on closing). */
export function removeToken(map: MapState, corporation: string, hex: string, city: number): void {
  const slots = hexState(map, hex).tokens[city];
  const i = slots?.indexOf(corporation) ?? -1;
  if (i < 0) throw new MapError(`${corporation} has no token in ${hex} city ${city}`);
  mapChanged(map, hex, corporation);
  slots![i] = null;
}

/**
 * Re-labels a corporation's tokens and reservations (e.g. two corporations merging into a system).
 * A city left with two tokens of the new owner keeps the first (18xx.games then puts a blocking token in the
 * freed slot: the caller may place one); returns how many tokens were dropped.
 */
export function renameTokens(map: MapState, from: string, to: string): number {
  mapChanged(map);
  let dropped = 0;
  for (const state of Object.values(map.hexes)) {
    for (const slots of state.tokens) {
      let seen = slots.includes(to);
      slots.forEach((t, i) => {
        if (t !== from) return;
        if (seen) {
          slots[i] = null;
          dropped++;
        } else {
          slots[i] = to;
          seen = true;
        }
      });
    }
    for (const res of state.reservations) res.forEach((r, i) => r === from && (res[i] = to));
    if (state.tileReservations?.includes(from)) state.tileReservations = state.tileReservations.map((r) => (r === from ? to : r));
  }
  return dropped;
}
