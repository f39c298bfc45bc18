import type { MapState, TileDef } from './types.ts';

/** Standard tile codes by name: [color, code]. */
export const CATALOG_CODES: Record<string, [string, string]> = {};

/** A standard catalog tile by name, or undefined. */
export function catalogTile(_name: string): TileDef | undefined {
  throw new Error('not implemented');
}

/** Definition of a tile name on this map: title tiles, preprinted hex tiles, then the catalog. */
export function tileDef(_map: MapState, _name: string): TileDef {
  throw new Error('not implemented');
}
