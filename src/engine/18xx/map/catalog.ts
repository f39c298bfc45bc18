// Tile definitions: the standard catalog plus title tiles and preprinted hex tiles of a map.
import { getMapDef } from './registry.ts';
import { STANDARD_TILE_CODES } from './tile-codes.ts';
import { parseTileCode } from './tile-parse.ts';
import type { MapState, TileColor, TileDef } from './types.ts';

/** Standard tile codes by name: [color, code]. */
export const CATALOG_CODES: Record<string, readonly [string, string]> = STANDARD_TILE_CODES;

const parsed = new Map<string, TileDef>();

/** A standard catalog tile by name, or undefined. */
export function catalogTile(name: string): TileDef | undefined {
  let tile = parsed.get(name);
  if (!tile) {
    const entry = CATALOG_CODES[name];
    if (!entry) return undefined;
    tile = parseTileCode(name, entry[0] as TileColor, entry[1]);
    parsed.set(name, tile);
  }
  return tile;
}

/** Definition of a tile name on this map: title tiles, preprinted hex tiles, then the catalog. */
export function tileDef(map: MapState | string, name: string): TileDef {
  const def = getMapDef(typeof map === 'string' ? map : map.mapId);
  const tile = def.extraTiles[name] ?? def.hexes[name]?.tile ?? catalogTile(name);
  if (!tile) throw new Error(`unknown tile ${name}`);
  return tile;
}
