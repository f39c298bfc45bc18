// Whether two neighbouring tiles' track meets at their shared edge (18xx.games paths `connects_to?` across hexes).
import { tileDef } from './catalog.ts';
import { getMapDef } from './registry.ts';
import { mapNeighbors, placedPathsOf } from './track.ts';
import type { MapState } from './types.ts';

/** Would `tile` laid on `hex` with `rotation` have track leading into the neighbour `other`? */
export function layFaces(map: MapState, hex: string, tile: string, rotation: number, other: string): boolean {
  const edge = mapNeighbors(getMapDef(map.mapId))[hex]?.indexOf(other) ?? -1;
  return edge >= 0 && placedPathsOf(hex, tileDef(map, tile), rotation).some((p) => p.edges.includes(edge));
}

/** Would `tile` laid on `hex` with `rotation` have track meeting the track of the tile now on `other`? */
export function layMeets(map: MapState, hex: string, tile: string, rotation: number, other: string): boolean {
  const there = map.hexes[other];
  return !!there && layFaces(map, hex, tile, rotation, other) && layFaces(map, other, there.tile, there.rotation, hex);
}
