// The 1871 map of a data version on the shared map module (registered once per version as
// "1871-steel-cities@v<N>"; on a two-city hex the major's home is city 0 and the minor's city 1), and the usual
// map port with 1871's train classes as its route rules. A token's shape (square freight / round passenger)
// lives in the game's title state, keyed by hex and owner (an operator has one token per hex, wherever an
// upgrade moves it); towns and offboards serve what their hex's shape says.
import type { TitleConfig } from '../../18xx/config.ts';
import type { MapPort } from '../../18xx/map-port.ts';
import { buildMapDef } from '../../18xx/map/build-map.ts';
import { getMapDef, registerMapDef, type MapDef, type TileColor } from '../../18xx/map/index.ts';
import type { GameState } from '../../18xx/state.ts';
import { standardMapPort } from '../../18xx/standard-map.ts';
import { ownValue, setKey } from '../../records.ts';
import type { SteelData } from './data.ts';
import { classesOf } from './data.ts';
import { classHooks, type Shape, type Shapes } from './train-classes.ts';

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
    const city = ownValue(used, c.home) ?? 0;
    setKey(used, c.home, city + 1);
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
  registerMapDef(def);
  return def;
}

/** The shapes a hex's towns or offboards serve (cities: none of their own). */
export function hexShapes(data: SteelData, hex: string): Shape[] {
  const group = data.map.hexes.find((g) => g.hexes.includes(hex));
  if (!group?.shape) return [];
  return group.shape === 'both' ? ['square', 'round'] : [group.shape];
}

type ShapeRecord = Record<string, Shape>;

function shapeRecord(state: GameState): ShapeRecord {
  return (state.title.tokenShapes ??= {}) as ShapeRecord;
}

/** Records the shape of the token `owner` placed on `hex`. */
export function setTokenShape(state: GameState, hex: string, owner: string, shape: Shape): void {
  setKey(shapeRecord(state), `${hex}:${owner}`, shape);
}

/** The shapes on the map of a game: its tokens' (title state) and its towns' and offboards' (data). */
export function shapesOf(state: GameState, data: SteelData): Shapes {
  const tokens = (state.title.tokenShapes ?? {}) as ShapeRecord;
  return { token: (hex, _city, owner) => ownValue(tokens, `${hex}:${owner}`), stop: (hex) => hexShapes(data, hex) };
}

const ports = new WeakMap<TitleConfig, MapPort>();

/** The map port of a data version's config: the standard one, its routes run by train class. */
export function steelMapPort(data: SteelData, cfg: TitleConfig): MapPort {
  let port = ports.get(cfg);
  if (!port) {
    const classes = classesOf(data);
    port = standardMapPort({ mapId: steelMapDef(data).id, cfg, routeHooks: (state, corp) => classHooks(classes, corp, shapesOf(state, data)) });
    ports.set(cfg, port);
  }
  return port;
}
