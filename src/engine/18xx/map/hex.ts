import type { Layout } from './types.ts';

/** The edge on the other side: (edge + 3) % 6. */
export function invertEdge(edge: number): number {
  return (edge + 3) % 6;
}
/** Tile-relative edge after rotating the tile by `rotation`. */
export function rotateEdge(edge: number, rotation: number): number {
  return (((edge + rotation) % 6) + 6) % 6;
}
/** Id of the neighbouring hex id across `edge` (may not exist on the map). */
export function hexNeighbor(_layout: Layout, _hex: string, _edge: number): string {
  throw new Error('not implemented');
}
/** Neighbours of a hex on the map, indexed by edge (undefined when off the map). */
export function hexNeighbors(_hexes: Record<string, unknown>, _layout: Layout, _hex: string): (string | undefined)[] {
  throw new Error('not implemented');
}
