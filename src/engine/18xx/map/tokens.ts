import type { CityRef, MapState, PlaceTokenInput, PlaceTokenOptions } from './types.ts';

/** Places a corporation token; throws MapError when illegal. Returns the city and slot used. */
export function placeToken(
  _map: MapState,
  _corporation: string,
  _input: PlaceTokenInput,
  _opts: PlaceTokenOptions = {},
): CityRef & { slot: number } {
  throw new Error('not implemented');
}
/** Places the home token (its reserved slot, else the first free one). */
export function placeHomeToken(_map: MapState, _corporation: string, _hex?: string, _city?: number): CityRef & { slot: number } {
  throw new Error('not implemented');
}
/** Cities where the corporation may place a token now (reachable, free slot, not already there). */
export function tokenableCities(_map: MapState, _corporation: string): CityRef[] {
  throw new Error('not implemented');
}
/** Cities holding a token of the corporation. */
export function corporationCities(_map: MapState, _corporation: string): CityRef[] {
  throw new Error('not implemented');
}
/** Removes a corporation's token from a city (e.g. on closing). */
export function removeToken(_map: MapState, _corporation: string, _hex: string, _city: number): void {
  throw new Error('not implemented');
}
