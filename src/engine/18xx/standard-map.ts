// The usual map port: tile lays, tokens and routes through the shared map module, for a title whose map
// definition is registered under `mapId` (its folder's map-data.ts) and whose phases, privates and trains
// are in `cfg`.
import type { TitleConfig } from './config.ts';
import { runResult, type LayOpts, type MapPort, type RouteInput, type TileLay } from './map-port.ts';
import type { GameState } from './state.ts';
import { trainSpec } from './trains.ts';
import * as map from './map/index.ts';
import type { MapState, PhaseColor, TileColor, TrainSpec } from './map/index.ts';
import { RuleError } from '../types.ts';
import { graphCleared } from './token-graph.ts';

export interface StandardMapOptions {
  mapId: string;
  /** Phases, privates (hex blocks) and trains (reach) are read from here. */
  cfg: TitleConfig;
  /** 18xx.games' TRACK_RESTRICTION, checked in live play for a corporation's own lays (default semi_restrictive). */
  trackRestriction?: 'permissive' | 'semi_restrictive' | 'restrictive';
  /**
   * Route hooks for the best-route search of a corporation now (1822: a major's destination bonus), if any: when the
   * exact search applies them whole (`RouteHooks.search`) its answer is taken; otherwise the search enumerates routes,
   * and the better of that and the exact search without the hooks (valued with them) is kept.
   */
  searchHooks?(state: GameState, corp: string): map.RouteHooks | undefined;
  /**
   * The title's route rules for an operator's runs (1871's train classes: `RouteHooks.trainStop`; 1822's E train
   * and English Channel); the best-route search applies them too.
   */
  routeHooks?: (state: GameState, corp: string) => map.RouteHooks;
  /** Hexes where no track restriction applies (1822: Cardiff and the English Channel, G1822 check_track_restrictions!). */
  restrictionFree?: readonly string[];
  /** A train's reach now, when the title changes it for a turn (1822: a train with the pullman attached); default its data's. */
  trainSpec?: (state: GameState, train: string, spec: TrainSpec) => TrainSpec;
}

function mapOf(state: GameState): MapState {
  return state.map as MapState;
}

function phaseInfo(cfg: TitleConfig, state: GameState): { colors: TileColor[]; color: PhaseColor } {
  const tiles = cfg.phases[state.phase]!.tiles as TileColor[];
  return { colors: tiles, color: tiles[tiles.length - 1] as PhaseColor };
}

/** Hexes blocked by privates still owned by players. */
function blockedHexes(cfg: TitleConfig, state: GameState): string[] {
  const out: string[] = [];
  for (const c of state.companies) {
    if (c.closed || !c.owner || !state.players.some((p) => p.id === c.owner)) continue;
    const def = cfg.companies.find((d) => d.sym === c.sym)!;
    for (const a of def.abilities) if (a.type === 'blocks_hexes') out.push(...a.hexes);
  }
  return out;
}

/**
 * The name a train runs as: its state's (a train bought as its stack's variant, e.g. 1822's L sold as a 2, keeps its
 * id "L-4"), else its id's prefix.
 */
function runsAs(state: GameState, id: string): string {
  for (const t of state.trains) if (t.id === id) return t.name;
  return id.split('-')[0]!;
}

/**
 * What the corporation's privates take off a lay on this hex (18xx.games tile_discount with an exact terrain match:
 * a hex whose only terrain is the ability's). The map keeps one terrain per hex, and none for mixed ones it does not
 * know (1889's water|mountain hexes keep their first, water).
 */
function tileDiscount(cfg: TitleConfig, state: GameState, corp: string, hex: string, cost: number): number {
  let discount = 0;
  for (const c of state.companies) {
    if (c.closed || c.owner !== corp) continue;
    for (const a of cfg.companies.find((d) => d.sym === c.sym)!.abilities) {
      if (a.type !== 'tile_discount') continue;
      const here = mapOf(state).hexes[hex];
      if (here && map.tileDef(mapOf(state), here.tile).terrain === a.terrain) discount += a.discount;
    }
  }
  return Math.min(cost, discount);
}

const COLOR_ORDER: readonly TileColor[] = ['yellow', 'green', 'brown', 'gray'];

/** The colour after the newest of the phase's (none after gray). */
function nextColors(colors: readonly TileColor[]): TileColor[] {
  const next = COLOR_ORDER[Math.max(...colors.map((c) => COLOR_ORDER.indexOf(c))) + 1];
  return next ? [next] : [];
}

/** Map errors reach the player as rule errors. */
function ruled<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    throw new RuleError(err instanceof Error ? err.message : String(err));
  }
}

/** Answers about a map state, valid until the engine changes that map (lays, tokens). */
const memo = new WeakMap<MapState, Map<string, boolean>>();

function cached(state: GameState, key: string, compute: () => boolean): boolean {
  const m = mapOf(state);
  let entry = memo.get(m);
  if (!entry) memo.set(m, (entry = new Map()));
  let v = entry.get(key);
  if (v === undefined) entry.set(key, (v = compute()));
  return v;
}

function changed(state: GameState): void {
  memo.delete(mapOf(state));
}

/**
 * The connections of an old-format route (`hexes` instead of `connections`): the first reading of its hexes that
 * the track allows beside the run's earlier routes and that pays what the log says (null: none does).
 */
function oldRouteConnections(state: GameState, corp: string, train: TrainSpec, r: RouteInput, color: PhaseColor, used: map.PathRef[]): string[][] | null {
  // (the stop orders only when no reading in a row fits: they are many more)
  for (const byStopOrder of [false, true]) {
    for (const connections of map.connectionsFromHexes(mapOf(state), r.hexes as string[], byStopOrder)) {
      try {
        const found = map.checkRoute(mapOf(state), corp, { train, connections }, color, { usedPaths: used });
        if (typeof r.revenue !== 'number' || found.revenue === r.revenue) {
          used.push(...found.paths);
          return connections;
        }
      } catch {
        /* another reading */
      }
    }
  }
  return null;
}

function notImplemented(err: unknown): boolean {
  return err instanceof Error && /not implemented/.test(err.message);
}

export function standardMapPort(opts: StandardMapOptions): MapPort {
  const { cfg } = opts;
  const TRACK_RESTRICTION = opts.trackRestriction ?? 'semi_restrictive';
  const freeHexes = opts.restrictionFree ?? [];
  const phase = (state: GameState) => phaseInfo(cfg, state);
  const specOf = (state: GameState, id: string): TrainSpec => {
    const spec = trainSpec(cfg, runsAs(state, id));
    return opts.trainSpec ? opts.trainSpec(state, id, spec) : spec;
  };
  /** The map's rules for a lay (layTile and layCost alike). */
  const layOptions = (state: GameState, corp: string, lay: TileLay, opts: LayOpts): map.LayTileOptions => {
    const { colors: now } = phase(state);
    const colors = opts.oneColorAhead ? [...now, ...nextColors(now)] : now;
    return {
      corporation: corp,
      phaseColors: colors,
      blockedHexes: opts.special ? [] : blockedHexes(cfg, state),
      skipConnectivity: !!opts.special,
      ...(opts.removesTown ? { removesTown: true } : {}),
      ...(opts.ignoreStubs ? { ignoreStubs: true } : {}),
      // checked in live play for the corporation's own lays, as 18xx.games does (not while loading)
      ...(opts.live && !opts.special && !freeHexes.includes(lay.hex) ? { trackRestriction: TRACK_RESTRICTION } : {}),
    };
  };
  return {
  init: () => map.createMap(opts.mapId),
  layTile(state, corp, lay, opts) {
    const m = mapOf(state);
    const options = layOptions(state, corp, lay, opts);
    const discount = tileDiscount(cfg, state, corp, lay.hex, Number.MAX_SAFE_INTEGER);
    changed(state);
    graphCleared(state);
    const result = ruled(() => map.layTile(m, lay, options));
    // tokens lifted off a tile that gains track are placed again (18xx.games Tracker#update_token!)
    for (const lifted of result.pendingTokens ?? []) (state.pendingTokens ??= []).push({ corp: lifted, hex: lay.hex, counted: true });
    return result.cost - Math.min(result.cost, discount) + (result.borderCost ?? 0);
  },
  layCost(state, corp, lay, opts) {
    const result = ruled(() => map.trialTileLay(mapOf(state), lay, layOptions(state, corp, lay, opts)));
    const discount = tileDiscount(cfg, state, corp, lay.hex, Number.MAX_SAFE_INTEGER);
    return result.cost - Math.min(result.cost, discount) + result.borderCost;
  },
  placeToken(state, corp, at, opts) {
    const m = mapOf(state);
    changed(state);
    graphCleared(state);
    if (opts.addSlot) {
      const ref = map.resolveCity(m, at.city);
      m.hexes[ref.hex]!.tokens[ref.city]!.push(null);
    }
    if (opts.cheater) ruled(() => map.placeToken(m, corp, { city: at.city }, { skipChecks: true }));
    else ruled(() => map.placeToken(m, corp, { city: at.city, slot: at.slot }, { requireReachable: !opts.special }));
  },
  edited(state) {
    changed(state);
    graphCleared(state);
    map.mapChanged(mapOf(state));
  },
  removeToken(state, corp, at) {
    const m = mapOf(state);
    changed(state);
    graphCleared(state);
    ruled(() => map.removeToken(m, corp, at.hex, at.city));
    // a slot added for a cheater token goes again once a slot is free (18xx.games remove_cheater_slot!)
    const slots = m.hexes[at.hex]!.tokens[at.city]!;
    const printed = map.currentTile(m, at.hex).def.cities[at.city]?.slots ?? slots.length;
    if (slots.length > printed && slots.includes(null)) {
      const free = slots.indexOf(null);
      slots[free] = slots[slots.length - 1]!;
      slots.pop();
    }
  },
  placeHomeToken(state, corp) {
    changed(state);
    // a home reserved as a whole hex whose tile has track: the corporation picks the city (place_home_token)
    const home = map.getMapDef(opts.mapId).homes[corp]?.hex;
    if (home && mapOf(state).hexes[home]?.tileReservations?.includes(corp) && map.currentTile(mapOf(state), home).def.paths.length > 0) {
      (state.pendingTokens ??= []).push({ corp, hex: home, counted: false });
      return false;
    }
    try {
      map.placeHomeToken(mapOf(state), corp);
      return true;
    } catch {
      return false;
    }
  },
  canPlaceToken(state, corp) {
    return cached(state, `token:${corp}`, () => map.canPlaceAnyToken(mapOf(state), corp));
  },
  canRunRoute(state, corp) {
    return cached(state, `run:${corp}`, () => {
      try {
        return map.corporationCanRun(mapOf(state), corp);
      } catch (err) {
        if (notImplemented(err)) return true;
        throw err;
      }
    });
  },
  tileChoices(state, corp, opts) {
    const { colors } = phase(state);
    const out: { hex: string; tile: string; tileId: string; rotation: number; cost: number }[] = [];
    const supply = mapOf(state).supply;
    const waived = opts?.stubsWaived?.length ? { stubsWaived: opts.stubsWaived } : {};
    for (const o of map.legalTileLays(mapOf(state), corp, colors, { blockedHexes: blockedHexes(cfg, state), trackRestriction: TRACK_RESTRICTION, ...waived, ...(freeHexes.length ? { restrictionFree: freeHexes } : {}) }))
      // each way the tile fits once (a straight turned half round lays the same track: one move, not two)
      for (const rotation of map.distinctRotations(mapOf(state), o.tile, o.rotations)) {
        // the log names the copy laid ("57-0"), as 18xx.games writes it
        const copy = supply[o.tile]?.[0];
        out.push({ hex: o.hex, tile: o.tile, tileId: copy === undefined ? o.tile : `${o.tile}-${copy}`, rotation, cost: o.cost - tileDiscount(cfg, state, corp, o.hex, o.cost) + (o.borderCost ?? 0) });
      }
    return out;
  },
  cityHex(state, city) {
    return map.resolveCity(mapOf(state), city).hex;
  },
  tokenChoices(state, corp) {
    return map.tokenableCities(mapOf(state), corp).map((c) => c.id);
  },
  bestRoutes(state, corp, trains) {
    const specs = trains.map((id) => specOf(state, id));
    const byName = new Map(specs.map((x) => [x.name, x]));
    try {
      // the title's route rules (1871's train classes), and 1822's search hooks valued beside the exact search
      const rules = opts.routeHooks?.(state, corp);
      const hooks = opts.searchHooks?.(state, corp);
      // (hooks the exact search applies whole, 1822's destination bonus: its answer is the best)
      const hooked = hooks ? map.bestRoutes(mapOf(state), corp, specs, phase(state).color, { hooks }) : null;
      let best = hooked?.exact ? hooked : map.bestRoutes(mapOf(state), corp, specs, phase(state).color, rules ? { hooks: rules } : {});
      if (hooked && !hooked.exact) {
        const valued = map.checkRoutes(mapOf(state), corp, best.routes.map((r) => ({ train: byName.get(r.train) ?? trainSpec(cfg, r.train), connections: r.connections })), phase(state).color, hooks);
        best = hooked.revenue > valued.revenue ? hooked : { routes: best.routes.map((r, i) => ({ ...r, revenue: valued.routes[i]!.revenue })), revenue: valued.revenue };
      }
      const free = trains.slice();
      const routes = best.routes.map((r) => {
        const i = free.findIndex((id) => specs[trains.indexOf(id)]!.name === r.train);
        const id = i >= 0 ? free.splice(i, 1)[0]! : r.train;
        return { train: id, connections: r.connections, revenue: r.revenue };
      });
      return { routes, revenue: best.revenue };
    } catch {
      return null;
    }
  },
  routesRevenue(state, corp, routes) {
    return this.routesRun!(state, corp, routes).revenue;
  },
  routesRun(state, corp, routes) {
    // Stored revenues are never trusted: the track decides (a live client could send any number) -- except for a
    // route of an old 18xx.games log that names only hexes and that no reading of the track gives: 18xx.games
    // itself takes those as written (Route#revenue keeps the action's revenue; live play refuses routes without
    // connections, steps/route.ts).
    const used: map.PathRef[] = [];
    const taken: { revenue: number; stops: string[] }[] = [];
    const trains: map.RouteInput[] = [];
    const order: ('track' | number)[] = [];
    for (const r of routes) {
      const train = specOf(state, String(r.train));
      const old = !Array.isArray(r.connections) && Array.isArray(r.hexes);
      const connections = old ? oldRouteConnections(state, corp, train, r, phase(state).color, used) : (r.connections as string[][]);
      if (connections === null) {
        order.push(taken.length);
        taken.push({ revenue: typeof r.revenue === 'number' ? r.revenue : 0, stops: r.hexes as string[] });
      } else {
        order.push('track');
        trains.push({ train, connections });
      }
    }
    let checked: ReturnType<typeof map.checkRoutes>;
    try {
      checked = map.checkRoutes(mapOf(state), corp, trains, phase(state).color, opts.routeHooks?.(state, corp));
    } catch (err) {
      if (notImplemented(err)) return { revenue: 0, routes: [] };
      throw new RuleError(err instanceof Error ? err.message : String(err));
    }
    const run = runResult(checked);
    let k = 0;
    const all = order.map((o) => (o === 'track' ? run.routes[k++]! : taken[o]!));
    // A revenue written in the log must be the one the track gives.
    routes.forEach((r, i) => {
      const computed = all[i]!.revenue;
      if (typeof r.revenue === 'number' && r.revenue !== computed) {
        throw new RuleError(`The ${String(r.train)} route earns ${computed}, not the ${r.revenue} written in the log.`);
      }
    });
    return { revenue: all.reduce((n, x) => n + x.revenue, 0), routes: all };
  },
};
}
