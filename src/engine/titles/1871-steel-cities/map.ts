// The 1871 map of a data version, on the shared map mechanism (src/engine/18xx/map, used read-only):
// registered once per data version as "1871-steel-cities@v<N>". On a two-city hex the major's home
// is city 0 and the minor's city 1. Also: the classes a route's stops serve (revenue.ts), from the
// hexes' shapes (towns, offboards) and the shapes of the tokens in cities.
import { buildMapDef } from '../../18xx/map/build-map.ts';
import { getMapDef, registerMapDef, type MapDef, type MapState, type StopRef, type TileColor } from '../../18xx/map/index.ts';
import type { SteelData } from './data/schema.ts';
import type { RouteStop, Shape } from './revenue.ts';

export const mapIdOf = (data: SteelData) => `1871-steel-cities@v${data.version}`;

export function steelMapDef(data: SteelData): MapDef {
  const id = mapIdOf(data);
  try {
    return getMapDef(id);
  } catch {
    // not registered yet
  }
  const homes: MapDef['homes'] = {};
  const used: Record<string, number> = {};
  for (const c of [...data.companies.majors, ...data.companies.minors]) {
    const city = used[c.home] ?? 0;
    used[c.home] = city + 1;
    homes[c.id] = { hex: c.home, city };
  }
  const def = buildMapDef({
    id,
    layout: data.map.layout,
    hexGroups: data.map.hexes.map((g) => [g.color as TileColor, g.code, g.hexes] as const),
    locationNames: data.map.names,
    manifest: data.tiles.manifest,
    homes,
  });
  // a home on a one-city hex is city 0; buildMapDef keeps what it is given
  registerMapDef(def);
  return def;
}

/** The shapes a hex's towns or offboards serve (cities: none of their own). */
export function hexShapes(data: SteelData, hex: string): Shape[] {
  const group = data.map.hexes.find((g) => g.hexes.includes(hex));
  if (!group?.shape) return [];
  return group.shape === 'both' ? ['square', 'round'] : [group.shape];
}

/** Token shapes on the map: "hex:city:company" → shape (the map itself stores only the company). */
export type TokenShapes = Record<string, Shape>;

export const tokenKey = (hex: string, city: number, company: string) => `${hex}:${city}:${company}`;

/** A route's stops as revenue.ts needs them, seen by `operator`. */
export function routeStops(data: SteelData, map: MapState, shapes: TokenShapes, operator: string, stops: readonly StopRef[]): RouteStop[] {
  return stops.map((s) => {
    if (s.kind !== 'city') return { hex: s.hex, kind: s.kind, revenue: s.revenue, shapes: hexShapes(data, s.hex), ownTokens: [] };
    const owners = (map.hexes[s.hex]?.tokens[s.index] ?? []).filter((t): t is string => t !== null);
    const shapeOf = (owner: string) => shapes[tokenKey(s.hex, s.index, owner)];
    const here = [...new Set(owners.map(shapeOf).filter((x): x is Shape => !!x))];
    const own = owners.filter((o) => o === operator).map(shapeOf).filter((x): x is Shape => !!x);
    return { hex: s.hex, kind: 'city', revenue: s.revenue, shapes: here, ownTokens: own };
  });
}

/**
 * After a tile lay on `hex`: an upgrade may renumber the hex's cities (the map moves the tokens), so
 * each token's shape is re-keyed to the city its company's token sits in now.
 */
export function rekeyTokenShapes(map: MapState, shapes: TokenShapes, hex: string): void {
  const prefix = `${hex}:`;
  const moved = Object.entries(shapes).filter(([k]) => k.startsWith(prefix));
  if (!moved.length) return;
  for (const [k] of moved) delete shapes[k];
  const cities = map.hexes[hex]?.tokens ?? [];
  for (const [k, shape] of moved) {
    const owner = k.slice(k.indexOf(':', prefix.length) + 1);
    const city = cities.findIndex((slots) => slots.includes(owner));
    shapes[tokenKey(hex, city < 0 ? Number(k.split(':')[1]) : city, owner)] = shape;
  }
}
