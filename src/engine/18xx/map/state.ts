import type { CityRef, HexState, MapState, TileDef } from './types.ts';

/** A fresh map for a registered map id ("18chesapeake"). */
export function createMap(_mapId: string): MapState {
  throw new Error('not implemented');
}
/** The tile definition currently on a hex and its state. */
export function currentTile(_map: MapState, _hex: string): { def: TileDef; state: HexState } {
  throw new Error('not implemented');
}
/** Log tile id ("57-4", preprinted "J4-0") of the tile on a hex. */
export function tileIdOf(_map: MapState, _hex: string): string {
  throw new Error('not implemented');
}
/** Log city id ("57-4-0") of a city on a hex. */
export function cityIdOf(_map: MapState, _hex: string, _city: number): string {
  throw new Error('not implemented');
}
/** "57-4" → { name: "57", copy: 4 }; a bare name has copy undefined. */
export function parseTileId(_id: string): { name: string; copy?: number } {
  throw new Error('not implemented');
}
/** "57-4-0" → { name: "57", copy: 4, city: 0 }. */
export function parseCityId(_id: string): { name: string; copy: number; city: number } {
  throw new Error('not implemented');
}
/** The hex + city a log city id refers to (the tile copy must be on the map). */
export function resolveCity(_map: MapState, _id: string): CityRef {
  throw new Error('not implemented');
}
/** The hex where a tile copy ("57-4") lies, if any. */
export function findTileHex(_map: MapState, _tileId: string): string | undefined {
  throw new Error('not implemented');
}
