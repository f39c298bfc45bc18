// 1828's map port: tile lays, tokens and routes through the shared map module, with 1828's trains (3+D, 8E by
// stop kind), privates blocking their hexes while players own them, and 18xx.games' permissive track rule.
import { runResult, type MapPort } from '../../18xx/map-port.ts';
import { isPlayer, type GameState } from '../../18xx/state.ts';
import { CORPORATIONS, CP_MINOR, PHASES, TRAINS } from './data.ts';
import type { StopRef } from '../../18xx/map/index.ts';
import './map-data.ts'; // registers the map
import { blockedHexes } from './privates.ts';
import { own1828 } from './state.ts';
import * as map from '../../18xx/map/index.ts';
import type { MapState, PhaseColor, TileColor, TrainSpec } from '../../18xx/map/index.ts';
import { RuleError } from '../../types.ts';
import { continuations, trackOf, type NodeKey } from '../../18xx/map/track.ts';
import { hasCoal } from './coal.ts';
import { VA_COALFIELDS_HEX } from './data.ts';
import { laidHexes } from './laid.ts';
import { coalOf } from './specials.ts';
import { packedMap } from '../../packed.ts';
import { graphCleared } from '../../18xx/token-graph.ts';

function mapOf(state: GameState): MapState {
  return state.map as MapState;
}

function phaseColors(state: GameState): { colors: TileColor[]; color: PhaseColor } {
  const tiles = PHASES[state.phase]!.tiles as TileColor[];
  return { colors: tiles, color: tiles[tiles.length - 1] as PhaseColor };
}

function blocked(state: GameState): string[] {
  const out: string[] = [];
  for (const c of state.companies) if (!c.closed && c.owner && isPlayer(state, c.owner)) out.push(...blockedHexes(c.sym, true));
  return out;
}

/** A train id of the log ("3+D-1") as the map module runs it. */
export function trainSpec(id: string): TrainSpec {
  const name = id.slice(0, id.lastIndexOf('-'));
  const def = TRAINS.find((t) => t.name === name);
  if (!def) throw new RuleError(`Unknown train ${id}`);
  return typeof def.distance === 'number' ? { name, distance: def.distance } : { name, distance: 0, rows: def.distance };
}

/** Is a lay on this hex an upgrade (the tile there is not white; 18xx.games track_upgrade?)? */
export function isUpgradeHex(state: GameState, hex: string): boolean {
  return map.currentTile(mapOf(state), hex).def.color !== 'white';
}

function ruled<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    throw new RuleError(err instanceof Error ? err.message : String(err));
  }
}

/**
 * A system none of whose members ever placed a token: each member's home token, in member order, becomes the
 * system's (18xx.games G1828 place_home_token). A home reserved as a whole whose tile already has track (E15 laid)
 * waits for the system to pick the city; otherwise the reserved city, else the first. Returns how many were placed.
 */
function systemHomeTokens(state: GameState, system: string, members: readonly string[]): number {
  let placed = 0;
  for (const member of members) {
    const home = CORPORATIONS.find((c) => c.sym === member)?.home;
    if (!home) continue;
    const hex = mapOf(state).hexes[home];
    if (hex?.tileReservations?.includes(system) && hex.tile !== home) {
      const own = own1828(state);
      own.pendingHome = [...(own.pendingHome ?? []), { corp: system, counted: false, hex: home }];
      continue;
    }
    try {
      map.placeHomeToken(mapOf(state), system, home);
      placed++;
    } catch {
      // no room in the home city: no token (18xx.games' tokenable? check)
    }
  }
  return placed;
}

/**
 * The nodes a route must stop at to use C&P's laid tile (18xx.games route_uses_tile_lay): the tile's own cities
 * and towns, or for plain track the nodes its track leads to on either side.
 */
function cpTileNodes(state: GameState): Set<NodeKey> {
  const hex = laidHexes(state)[0];
  const out = new Set<NodeKey>();
  if (!hex) return out;
  const track = trackOf(mapOf(state));
  const own = track.byHex.get(hex) ?? [];
  for (const pid of own) for (const n of track.paths[pid]!.nodes) out.add(n);
  if (out.size) return out;
  const seen = new Set<number>();
  const walk = (pid: number, entry: number | null) => {
    if (seen.has(pid)) return;
    seen.add(pid);
    const path = track.paths[pid]!;
    if (path.nodes.length) {
      for (const n of path.nodes) out.add(n);
      return;
    }
    for (const e of path.edges) if (e !== entry) for (const q of continuations(track, path.hex, e)) walk(q, (e + 3) % 6);
  };
  for (const pid of own) walk(pid, null);
  return out;
}

/**
 * 1828's route rules beside the map's: K11 only with a coal marker; C&P's route over the tile it laid. (Every
 * answer has the same fields, unset ones undefined: one object shape for the route code that reads them.)
 */
function routeHooks(state: GameState, corp: string): map.RouteHooks {
  const coal = hasCoal(coalOf(state), corp);
  const cp = corp === CP_MINOR.sym;
  const cpNodes = cp ? cpTileNodes(state) : null;
  return {
    tokenFree: cp,
    stopRevenue: undefined,
    checkRoute(stops: StopRef[]) {
      if (!coal && stops.some((s) => s.hex === VA_COALFIELDS_HEX)) throw new map.MapError('route to Virginia Coalfields requires Coal Marker');
      if (cpNodes && !stops.some((s) => cpNodes.has(`${s.hex}:${s.kind}:${s.index}`))) throw new map.MapError('route must include laid tile');
    },
    routeBonus: undefined,
    // the same rules for the route search: K11 is a city every path of its hex ends in, so a route touches the
    // hex only by stopping there; C&P's routes are grown from the nodes of its laid tile
    search: { avoidHexes: coal ? undefined : [VA_COALFIELDS_HEX], starts: cpNodes ? [...cpNodes] : undefined },
  };
}

/** Cities a corporation may token: never the Virginia Coalfields. */
function tokenable(state: GameState, corp: string) {
  return map.tokenableCities(mapOf(state), corp).filter((c) => c.hex !== VA_COALFIELDS_HEX);
}

/** The best routes C&P can run: from its C15 token and from the cities of the tile it laid (counted as its own). */
function cpBestRoutes(state: GameState, trains: map.TrainSpec[], color: PhaseColor) {
  const hex = laidHexes(state)[0];
  const m = structuredClone(mapOf(state));
  const laid = hex ? m.hexes[hex] : undefined;
  if (laid) laid.tokens = laid.tokens.map((slots) => [...slots, CP_MINOR.sym]);
  return map.bestRoutes(m, CP_MINOR.sym, trains, color, { hooks: routeHooks(state, CP_MINOR.sym) });
}

export const map1828: MapPort = {
  init: () => map.createMap('1828'),
  layTile(state, corp, lay, opts) {
    const { colors } = phaseColors(state);
    graphCleared(state);
    const result = ruled(() =>
      map.layTile(mapOf(state), lay, {
        corporation: corp,
        phaseColors: colors,
        blockedHexes: opts.special ? [] : blocked(state),
        skipConnectivity: !!opts.special,
      }),
    );
    // tokens lifted off a tile that gains paths are placed again by their owners (update_token!); a corporation
    // whose home is reserved as a whole and has no token yet chooses its city only when it first operates
    const lifted = result.pendingTokens ?? [];
    if (lifted.length) {
      const own = own1828(state);
      own.pendingHome = [...(own.pendingHome ?? []), ...lifted.map((c) => ({ corp: c, counted: true, hex: lay.hex }))];
    }
    return result.cost;
  },
  placeToken(state, corp, at, opts) {
    if (map.resolveCity(mapOf(state), at.city).hex === VA_COALFIELDS_HEX) throw new RuleError('Virginia Coalfields may not be tokened');
    graphCleared(state);
    ruled(() => map.placeToken(mapOf(state), corp, { city: at.city, slot: at.slot }, { requireReachable: !opts.special }));
  },
  placeHomeToken(state, corp) {
    const members = own1828(state).members?.[corp];
    if (members) return systemHomeTokens(state, corp, members);
    // a home reserved as a whole whose tile has track: the corporation picks the city now (place_home_token)
    const home = CORPORATIONS.find((c) => c.sym === corp)?.home;
    const hex = home ? mapOf(state).hexes[home] : undefined;
    if (home && hex?.tileReservations?.includes(corp) && hex.tile !== home) {
      const own = own1828(state);
      own.pendingHome = [...(own.pendingHome ?? []), { corp, counted: false, hex: home }];
      return false;
    }
    try {
      map.placeHomeToken(mapOf(state), corp);
      return true;
    } catch {
      return false;
    }
  },
  // the step stays open as in 18xx.games, whose check does not know K11 refuses tokens (only placing does)
  canPlaceToken: (state, corp) => map.canPlaceAnyToken(mapOf(state), corp),
  canRunRoute: (state, corp) => map.corporationCanRun(mapOf(state), corp),
  cityHex: (state, city) => map.resolveCity(mapOf(state), city).hex,
  tokenChoices: (state, corp) => tokenable(state, corp).map((c) => c.id),
  tileChoices(state, corp) {
    const m = mapOf(state);
    const out: { hex: string; tile: string; tileId: string; rotation: number; cost: number }[] = [];
    for (const o of map.legalTileLays(m, corp, phaseColors(state).colors, { blockedHexes: blocked(state) }))
      // each way the tile fits once (rotations laying the same track are one move)
      for (const rotation of map.distinctRotations(m, o.tile, o.rotations)) {
        // the log names the copy laid ("57-0"), as 18xx.games writes it
        const copy = m.supply[o.tile]?.[0];
        out.push({ hex: o.hex, tile: o.tile, tileId: copy === undefined ? o.tile : `${o.tile}-${copy}`, rotation, cost: o.cost });
      }
    return out;
  },
  bestRoutes(state, corp, trains) {
    const specs = trains.map(trainSpec);
    const color = phaseColors(state).color;
    let best: ReturnType<typeof map.bestRoutes>;
    try {
      best = corp === CP_MINOR.sym ? cpBestRoutes(state, specs, color) : map.bestRoutes(mapOf(state), corp, specs, color, { hooks: routeHooks(state, corp) });
    } catch {
      return null;
    }
    const free = trains.slice();
    const routes = best.routes.map((r) => {
      const i = free.findIndex((id) => trainSpec(id).name === r.train);
      const id = i >= 0 ? free.splice(i, 1)[0]! : r.train;
      return { train: id, connections: r.connections, revenue: r.revenue };
    });
    return { routes, revenue: best.revenue };
  },
  routesRevenue(state, corp, routes) {
    return this.routesRun!(state, corp, routes).revenue;
  },
  routesRun(state, corp, routes) {
    const trains = packedMap(routes, (r) => ({ train: trainSpec(String(r.train)), connections: r.connections as string[][] }));
    const checked = ruled(() => map.checkRoutes(mapOf(state), corp, trains, phaseColors(state).color, routeHooks(state, corp)));
    routes.forEach((r, i) => {
      const computed = checked.routes[i]!.revenue;
      if (typeof r.revenue === 'number' && r.revenue !== computed)
        throw new RuleError(`The ${String(r.train)} route earns ${computed}, not the ${r.revenue} written in the log.`);
    });
    return runResult(checked);
  },
};
