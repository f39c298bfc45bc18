import type { LayTileInput, LayTileOptions, LayTileResult, MapState, TileColor, TileLayOption } from './types.ts';

/** Validates and applies a tile lay; throws MapError when illegal. */
export function layTile(_map: MapState, _lay: LayTileInput, _opts: LayTileOptions = {}): LayTileResult {
  throw new Error('not implemented');
}
/** The reason a lay is illegal, or null when legal (does not change the map). */
export function checkTileLay(_map: MapState, _lay: LayTileInput, _opts: LayTileOptions = {}): string | null {
  throw new Error('not implemented');
}
/** Tiles and rotations a corporation may lay (on one hex or all hexes it can reach). */
export function legalTileLays(
  _map: MapState,
  _corporation: string | undefined,
  _phaseColors: readonly TileColor[],
  _opts: { hex?: string; blockedHexes?: readonly string[]; skipConnectivity?: boolean } = {},
): TileLayOption[] {
  throw new Error('not implemented');
}
/** Hexes where the corporation's network reaches an edge (candidates for tile lays). */
export function layableHexes(_map: MapState, _corporation: string): string[] {
  throw new Error('not implemented');
}
