// The ways a tile fits on a hex, numbered as players see them: the turn panel draws every distinct way in
// place and numbers it 1…N (render/18xx/closeup-choices.ts), and every label of a lay (the engine's moves,
// autocomplete) says the same number ("rotation 2 of 3"), never the map's raw rotation 0–5.
import { tileDef } from './catalog.ts';
import type { MapState } from './types.ts';

/**
 * The track a tile shows at a rotation, as a comparable key: its paths with edges turned. Stops are keyed
 * by kind only when the tile has at most one stop (then two rotations with the same key lay the same
 * track, e.g. a straight turned half way round); with several stops, by index too (tokens may differ).
 */
function trackKey(map: MapState, tile: string, rotation: number): string {
  const def = tileDef(map, tile.split('-')[0]!);
  const single = def.cities.length + def.towns.length <= 1;
  const end = (e: (typeof def.paths)[number]['a']) => (e.kind === 'edge' ? `e${(e.edge + rotation) % 6}` : e.kind === 'junction' ? 'j' : `${e.kind}${single ? '' : e.index}`);
  return def.paths
    .map((p) => [end(p.a), end(p.b)].sort().join('-'))
    .sort()
    .join(',');
}

/** A tile's legal rotations on a hex without those that lay the same track as an earlier one: the ways it fits, in order. */
export function distinctRotations(map: MapState, tile: string, rotations: readonly number[]): number[] {
  const seen = new Set<string>();
  return rotations.filter((r) => {
    const key = trackKey(map, tile, r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The number (1…N) of the way `rotation` lays the tile, among the distinct ways `rotations` give, and N. */
export function wayNumber(map: MapState, tile: string, rotations: readonly number[], rotation: number): { n: number; of: number } {
  const ways = distinctRotations(map, tile, rotations);
  const key = trackKey(map, tile, rotation);
  return { n: ways.findIndex((r) => trackKey(map, tile, r) === key) + 1, of: ways.length };
}

/** ", rotation 2 of 3" for a lay's label (nothing when the tile fits one way only). */
export function rotationWords(map: MapState, tile: string, rotations: readonly number[], rotation: number): string {
  const { n, of } = wayNumber(map, tile, rotations, rotation);
  return of > 1 ? `, rotation ${n} of ${of}` : '';
}

/** ", rotation 2 of 3" for each lay of a list of single lays (each tile's rotations on a hex numbered together). */
export function rotationWordsOf(map: MapState, lays: readonly { hex: string; tile: string; rotation: number }[]): (lay: { hex: string; tile: string; rotation: number }) => string {
  const rotations = new Map<string, number[]>();
  for (const l of lays) {
    const key = `${l.hex}|${l.tile.split('-')[0]!}`;
    rotations.set(key, [...(rotations.get(key) ?? []), l.rotation]);
  }
  return (l) => rotationWords(map, l.tile, rotations.get(`${l.hex}|${l.tile.split('-')[0]!}`) ?? [l.rotation], l.rotation);
}
