// Map state creation and the log's tile/city id formats ("57-4", "57-4-0"; preprinted "J4-0-0").
import { tileDef } from './catalog.ts';
import { packedMap } from '../../packed.ts';
import { getMapDef } from './registry.ts';
import type { CityRef, HexState, MapState, TileDef } from './types.ts';
import { ownValue } from '../../records.ts';

const hexIds = new Map<string, readonly string[]>();

/**
 * The hexes of a map definition, in its order, which is also a map state's key order (createMap). Kept: walking
 * this array is cheaper than enumerating a map state's hexes, a dictionary-mode object V8 enumerates by sorting.
 */
export function hexIdsOf(mapId: string): readonly string[] {
  let ids = hexIds.get(mapId);
  if (!ids) hexIds.set(mapId, (ids = Object.keys(getMapDef(mapId).hexes)));
  return ids;
}

/** A fresh map for a registered map id ("18chesapeake"): preprinted tiles, full supply, home reservations. */
export function createMap(mapId: string): MapState {
  const def = getMapDef(mapId);
  const hexes: Record<string, HexState> = {};
  for (const [id, hex] of Object.entries(def.hexes)) {
    hexes[id] = {
      tile: id,
      copy: 0,
      rotation: 0,
      tokens: packedMap(hex.tile.cities, (c) => new Array<string | null>(c.slots).fill(null)),
      reservations: packedMap(hex.tile.cities, () => []),
      // (present from the start, if unset: every hex's state is then an object of one shape for the code reading them)
      tileReservations: undefined,
      futureLabel: hex.tile.futureLabel,
    };
  }
  const supply: Record<string, number[]> = {};
  const unlimited: Record<string, number> = {};
  for (const [name, count] of Object.entries(def.manifest)) {
    tileDef(mapId, name); // fail early on unknown tiles
    if (count < 0) {
      supply[name] = [0];
      unlimited[name] = 1;
    } else {
      supply[name] = Array.from({ length: count }, (_, i) => i);
    }
  }
  // (closedCities present from the start, if unset: a title that sets it later does not change the map's shape)
  const map: MapState = { mapId, hexes, supply, unlimited, closedCities: undefined };
  for (const [corp, home] of Object.entries(def.homes)) {
    const hex = hexes[home.hex];
    if (!hex) throw new Error(`${mapId}: bad home ${corp} ${home.hex}`);
    const city = home.city ?? (hex.tokens.length === 1 ? 0 : undefined);
    if (city === undefined) {
      (hex.tileReservations ??= []).push(corp);
      continue;
    }
    const reservations = hex.reservations[city];
    if (!reservations) throw new Error(`${mapId}: bad home ${corp} ${home.hex}`);
    const free = hex.tokens[city]!.findIndex((t, i) => t === null && !reservations[i]);
    reservations[free < 0 ? reservations.length : free] = corp;
  }
  return map;
}

export function hexState(map: MapState, hex: string): HexState {
  const state = ownValue(map.hexes, hex);
  if (!state) throw new Error(`unknown hex ${hex}`);
  return state;
}

/** The tile definition currently on a hex and its state. */
export function currentTile(map: MapState, hex: string): { def: TileDef; state: HexState } {
  const state = hexState(map, hex);
  return { def: tileDef(map, state.tile), state };
}

/** Log tile id ("57-4", preprinted "J4-0") of the tile on a hex. */
export function tileIdOf(map: MapState, hex: string): string {
  const state = hexState(map, hex);
  return `${state.tile}-${state.copy}`;
}

/** Log city id ("57-4-0") of a city on a hex. */
export function cityIdOf(map: MapState, hex: string, city: number): string {
  return `${tileIdOf(map, hex)}-${city}`;
}

/** "57-4" → { name: "57", copy: 4 }; a bare name has copy undefined. */
export function parseTileId(id: string): { name: string; copy?: number } {
  const m = /^(.+)-(\d+)$/.exec(id);
  return m ? { name: m[1]!, copy: Number(m[2]) } : { name: id };
}

/** "57-4-0" → { name: "57", copy: 4, city: 0 }. */
export function parseCityId(id: string): { name: string; copy: number; city: number } {
  const m = /^(.+)-(\d+)-(\d+)$/.exec(id);
  if (!m) throw new Error(`bad city id ${id}`);
  return { name: m[1]!, copy: Number(m[2]), city: Number(m[3]) };
}

/** The hex where a tile copy ("57-4") lies, if any. */
export function findTileHex(map: MapState, tileId: string): string | undefined {
  const { name, copy } = parseTileId(tileId);
  const own = map.hexes[name]; // a preprinted tile is named by its hex
  if (own && own.tile === name && (copy === undefined || own.copy === copy)) return name;
  for (const id of hexIdsOf(map.mapId)) {
    const state = map.hexes[id]!;
    if (state.tile === name && (copy === undefined || state.copy === copy)) return id;
  }
  return undefined;
}

/** The hex + city a log city id refers to (the tile copy must be on the map). */
export function resolveCity(map: MapState, id: string): CityRef {
  const { name, copy, city } = parseCityId(id);
  const hex = findTileHex(map, `${name}-${copy}`);
  if (!hex) throw new Error(`tile ${name}-${copy} is not on the map`);
  if (city >= hexState(map, hex).tokens.length) throw new Error(`no city ${city} on ${name}-${copy}`);
  return { hex, city, id };
}
