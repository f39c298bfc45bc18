// Tile definitions: the standard catalog plus title tiles and preprinted hex tiles of a map.
import { getMapDef } from './registry.ts';
import { STANDARD_TILE_CODES } from './tile-codes.ts';
import { parseTileCode } from './tile-parse.ts';
import type { MapDef, MapState, TileColor, TileDef } from './types.ts';
import { ownValue } from '../../records.ts';

/** Standard tile codes by name: [color, code]. */
export const CATALOG_CODES: Record<string, readonly [string, string]> = STANDARD_TILE_CODES;

const parsed = new Map<string, TileDef>();

/** A standard catalog tile by name, or undefined. */
export function catalogTile(name: string): TileDef | undefined {
  let tile = parsed.get(name);
  if (!tile) {
    const entry = ownValue(CATALOG_CODES, name);
    if (!entry) return undefined;
    tile = parseTileCode(name, entry[0] as TileColor, entry[1]);
    parsed.set(name, tile);
  }
  return tile;
}

// tileDef's answers per map definition (one lookup instead of three on every lay, stop and route check)
const tilesByDef = new WeakMap<MapDef, Map<string, TileDef>>();
let lastDef: MapDef | undefined;
let lastKnown: Map<string, TileDef> | undefined;

/** Definition of a tile name on this map: title tiles, preprinted hex tiles, then the catalog. */
export function tileDef(map: MapState | string, name: string): TileDef {
  const def = getMapDef(typeof map === 'string' ? map : map.mapId);
  let known = def === lastDef ? lastKnown! : tilesByDef.get(def);
  if (!known) tilesByDef.set(def, (known = new Map()));
  lastDef = def;
  lastKnown = known;
  let tile = known.get(name);
  if (!tile) {
    tile = ownValue(def.extraTiles, name) ?? ownValue(def.hexes, name)?.tile ?? catalogTile(name);
    if (!tile) throw new Error(`unknown tile ${name}`);
    known.set(name, tile);
  }
  return tile;
}
