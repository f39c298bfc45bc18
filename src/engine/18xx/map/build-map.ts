// Builds a MapDef from compact title data (hex groups sharing one preprinted tile code).
import { parseTileCode } from './tile-parse.ts';
import type { Axes, Layout, MapDef, TileColor, TileDef } from './types.ts';

export interface MapSource {
  id: string;
  layout: Layout;
  axes?: Axes;
  /** [colour, preprinted tile code, hex ids]. */
  hexGroups: readonly (readonly [TileColor, string, readonly string[]])[];
  locationNames: Record<string, string>;
  /** Tile manifest: name → count, or "unlimited". */
  manifest: Record<string, number | 'unlimited'>;
  /** Title-specific tiles: name → [colour, code]. */
  extraTiles?: Record<string, readonly [TileColor, string]>;
  homes: Record<string, { hex: string; city?: number }>;
  tileReservationBlocks?: MapDef['tileReservationBlocks'];
  replacedBy?: MapDef['replacedBy'];
  unrestrictedHexes?: MapDef['unrestrictedHexes'];
  looseTokenHexes?: MapDef['looseTokenHexes'];
}

export function buildMapDef(src: MapSource): MapDef {
  const hexes: MapDef['hexes'] = {};
  for (const [color, code, ids] of src.hexGroups) {
    for (const id of ids) {
      if (hexes[id]) throw new Error(`${src.id}: hex ${id} defined twice`);
      const name = src.locationNames[id];
      hexes[id] = { tile: parseTileCode(id, color, code), ...(name ? { locationName: name } : {}) };
    }
  }
  const manifest: Record<string, number> = {};
  for (const [name, count] of Object.entries(src.manifest)) manifest[name] = count === 'unlimited' ? -1 : count;
  const extraTiles: Record<string, TileDef> = {};
  for (const [name, [color, code]] of Object.entries(src.extraTiles ?? {})) {
    extraTiles[name] = parseTileCode(name, color, code);
  }
  return {
    id: src.id,
    layout: src.layout,
    ...(src.axes ? { axes: src.axes } : {}),
    hexes,
    manifest,
    extraTiles,
    homes: src.homes,
    ...(src.tileReservationBlocks ? { tileReservationBlocks: src.tileReservationBlocks } : {}),
    ...(src.replacedBy ? { replacedBy: src.replacedBy } : {}),
    ...(src.unrestrictedHexes ? { unrestrictedHexes: src.unrestrictedHexes } : {}),
    ...(src.looseTokenHexes ? { looseTokenHexes: src.looseTokenHexes } : {}),
  };
}
