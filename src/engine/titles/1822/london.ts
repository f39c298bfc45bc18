// Minor 14's London city keeps a slot of its own (18xx.games G1822 minor_14_city_exit, min_city_slots,
// upgrade_minor_14_home_hex): a token placed from a pending token in London (minor 14's home, or a major's London
// token for minor 14 from the bid box) marks its city by its exit; that city then has one slot more than its tile
// prints for the rest of the game: the slot stays when minor 14's token is taken away on its acquisition, and an
// upgrade of London gives the city at that exit the slot again. While a player runs minor 14, they hold track
// rights on the hex beyond that exit (18xx.games setup_m14_track_rights; what rights do: abilities.ts).
import type { MapPort } from '../../18xx/map-port.ts';
import { currentTile, hexNeighbor, rotateEdge, type MapState } from '../../18xx/map/index.ts';
import type { GameState } from '../../18xx/state.ts';
import { scenarioData } from './data.ts';
import { own1822 } from './state.ts';

/** London (18xx.games MINOR_14_HOME_HEX). */
export const LONDON = 'M38';

function mapOf(state: GameState): MapState {
  return state.map as MapState;
}

/** The map edge a city of a hex's current tile leaves by (its first path to an edge). */
function exitOf(map: MapState, hex: string, city: number): number | undefined {
  const { def, state } = currentTile(map, hex);
  for (const p of def.paths) {
    const [c, e] = p.a.kind === 'city' ? [p.a, p.b] : [p.b, p.a];
    if (c.kind === 'city' && c.index === city && e.kind === 'edge') return rotateEdge(e.edge, state.rotation);
  }
  return undefined;
}

/** A pending token was placed in `city` of `hex`: in London, its city is the one keeping a slot of its own. */
export function notePendingToken(state: GameState, hex: string, city: number): void {
  if (hex !== LONDON) return;
  const exit = exitOf(mapOf(state), hex, city);
  if (exit !== undefined) own1822(state).londonExit = exit;
}

/** London's city keeping a slot of its own, or -1. */
function keepingCity(state: GameState): number {
  const exit = own1822(state).londonExit;
  const map = mapOf(state);
  if (exit === undefined || exit === null || !map.hexes[LONDON]) return -1;
  return map.hexes[LONDON].tokens.findIndex((_slots, city) => exitOf(map, LONDON, city) === exit);
}

/** The city's slots are at least what its tile prints, one more for London's marked city (18xx.games min_city_slots). */
export function keepLondonSlot(state: GameState, port: Pick<MapPort, 'edited'>): void {
  const city = keepingCity(state);
  if (city < 0) return;
  const slots = mapOf(state).hexes[LONDON]!.tokens[city]!;
  const printed = currentTile(mapOf(state), LONDON).def.cities[city]?.slots ?? slots.length;
  if (slots.length > printed) return;
  slots.push(null);
  port.edited?.(state);
}

/** The hex minor 14's player holds track rights on: beyond its London city, while the minor runs (else none). */
export function minor14Rights(state: GameState): string[] {
  const minor = scenarioData(own1822(state).scenario).minor14;
  const exit = own1822(state).londonExit;
  if (!minor || exit === undefined || exit === null) return [];
  const c = state.corps.find((x) => x.sym === minor);
  return c && !c.closed && c.president ? [hexNeighbor('flat', LONDON, exit)] : [];
}
