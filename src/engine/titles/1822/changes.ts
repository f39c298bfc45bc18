// The regional scenarios' data (1822MRS, 1822NRS) is written as changes to the base game's (data/*.ts, made by
// tools/1822-data/generate.ts, which finds the changes): these put a scenario's data back together.
import type { MapData1822 } from './types.ts';

/**
 * Changes to a JSON value: for an object, the fields that differ (each itself as changes) and `$without` the
 * fields it lacks; for a list of the same length, the items that differ by their index ({"3": …}); else the
 * new value itself.
 */
export type Changes = unknown;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with `changes` made (neither is modified). */
export function withChanges<T>(base: T, changes: Changes): T {
  if (changes === undefined) return base;
  if (isObject(changes) && Array.isArray(base)) {
    const out: unknown[] = base.slice();
    for (const [i, c] of Object.entries(changes)) out[Number(i)] = withChanges(base[Number(i)], c);
    return out as T;
  }
  if (!isObject(changes) || !isObject(base)) return changes as T;
  const without = new Set((changes.$without as string[] | undefined) ?? []);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(base)) if (!without.has(k)) out[k] = k in changes ? withChanges(v, changes[k]) : v;
  for (const [k, v] of Object.entries(changes)) if (k !== '$without' && !(k in base)) out[k] = v;
  return out as T;
}

/** A scenario's group of preprinted hexes: the base map's group (its index), with only these hexes, or its own. */
export type HexGroupRef = number | [number, string[]] | [string, string, string[]];

/** A scenario's map: the base map's manifest, own tiles and names with changes; its hex groups by reference. */
export interface MapChanges1822 {
  manifest?: Changes;
  extraTiles?: Changes;
  locationNames?: Changes;
  hexGroups: HexGroupRef[];
}

export function mapWithChanges(base: MapData1822, changes: MapChanges1822): MapData1822 {
  return {
    manifest: withChanges(base.manifest, changes.manifest),
    extraTiles: withChanges(base.extraTiles, changes.extraTiles),
    locationNames: withChanges(base.locationNames, changes.locationNames),
    hexGroups: changes.hexGroups.map((g) => {
      if (typeof g === 'number') return base.hexGroups[g]!;
      if (typeof g[0] === 'number') {
        const [color, code] = base.hexGroups[g[0]]!;
        return [color, code, g[1] as string[]];
      }
      return g as [string, string, string[]];
    }),
  };
}
