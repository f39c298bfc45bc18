// The only door to map/track logic (src/engine/18xx/map, another module). Everything map-related goes
// through a MapPort so the rest of the engine never depends on tiles or routes directly.
import type { GameState } from './state.ts';
import { packedMap } from '../packed.ts';

export interface TileLay {
  hex: string;
  tile: string;
  rotation: number;
}

export interface TokenPlacement {
  city: string;
  slot: number;
}

export interface RouteInput {
  train: string;
  connections: unknown;
  revenue?: number;
  [k: string]: unknown;
}

/** What a run earned: in all, and each route (in the order run) with its stop hexes in route order. */
export interface RunResult {
  revenue: number;
  /**
   * `stopRevenues`: each stop visited, in route order, at its own revenue in the phase (no multiplier or bonus);
   * `stopNodes`: the same stops' nodes ("hex:kind:index").
   */
  routes: { revenue: number; stops: string[]; stopRevenues?: number[]; stopNodes?: string[] }[];
}

/** A run's result from the map's checked routes (each with its stop hexes in route order). */
export function runResult(checked: { revenue: number; routes: { revenue: number; hexes: string[]; stopRevenues?: number[]; stopNodes?: string[] }[] }): RunResult {
  return {
    revenue: checked.revenue,
    routes: packedMap(checked.routes, (r) => ({ revenue: r.revenue, stops: r.hexes, ...(r.stopRevenues ? { stopRevenues: r.stopRevenues } : {}), ...(r.stopNodes ? { stopNodes: r.stopNodes } : {}) })),
  };
}

/** How a lay is made (MapPort.layTile). */
export interface LayOpts {
  special?: string;
  live?: boolean;
  removesTown?: boolean;
  oneColorAhead?: boolean;
  ignoreStubs?: boolean;
}

export interface MapPort {
  /** Initial map state for a title. */
  init(titleKey: string, state: GameState): unknown;
  /** Lay or upgrade; returns the terrain cost the corporation pays. Throws a RuleError if illegal. */
  /**
   * `removesTown`: a private's lay that takes the hex's one town away (LayTileOptions.removesTown);
   * `oneColorAhead`: a private's lay of the colour after the phase's newest (1822's P11).
   */
  layTile(state: GameState, corp: string, lay: TileLay, opts: LayOpts): number;
  /** What layTile would return, or the RuleError it would throw, without laying (changes nothing). */
  layCost?(state: GameState, corp: string, lay: TileLay, opts: LayOpts): number;
  /**
   * `cheater`: without the slot checks, in a free unreserved slot or one added for it (18xx.games cheater tokens,
   * e.g. 1822's destination tokens); `addSlot`: the city gains a slot first (1822's minor 14 in London).
   */
  placeToken(state: GameState, corp: string, at: TokenPlacement, opts: { special?: string; cheater?: boolean; addSlot?: boolean }): void;
  /** The title changed the map state itself (e.g. dropped a closed corporation's reservations): cached answers go. */
  edited?(state: GameState): void;
  /** Takes one of the corporation's tokens off a city (a slot added for a cheater token goes when it is empty). */
  removeToken?(state: GameState, corp: string, at: { hex: string; city: number }): void;
  /**
   * Place the home token when the corporation first operates (may be deferred by the map): true when one was
   * placed, or how many were (1828's systems place one per member), false or 0 when none.
   */
  placeHomeToken(state: GameState, corp: string): boolean | number;
  canPlaceToken(state: GameState, corp: string): boolean;
  /** Has the corporation a route a train could run (18xx.games route_info)? */
  canRunRoute(state: GameState, corp: string): boolean;
  /** Legal tile lays for the corporation now (for menus; may be a sample). */
  /** `stubsWaived`: hexes whose stubs bind no lay here (1822: a player holds track rights there). */
  tileChoices?(state: GameState, corp: string, opts?: { stubsWaived?: readonly string[] }): { hex: string; tile: string; tileId?: string; rotation: number; cost: number }[];
  /** Log city ids where the corporation may place a token now. */
  tokenChoices?(state: GameState, corp: string): string[];
  /** The best routes for the corporation's trains (train ids as in the log). */
  bestRoutes?(state: GameState, corp: string, trains: string[]): { routes: RouteInput[]; revenue: number } | null;
  /** Hex of a log city id ("57-4-0"). */
  cityHex?(state: GameState, city: string): string;
  /** Total revenue of the routes run (throws a RuleError for an illegal route). */
  routesRevenue(state: GameState, corp: string, routes: RouteInput[]): number;
  /** The same, per route too, with each route's stops (for the story of the run; default: the total only). */
  routesRun?(state: GameState, corp: string, routes: RouteInput[]): RunResult;
}

/** Stand-in used until a real map is wired: no costs, always routable, revenue as stored in the log. */
export const stubMap: MapPort = {
  init: () => ({}),
  layTile: () => 0,
  placeToken: () => undefined,
  placeHomeToken: () => true,
  canPlaceToken: () => true,
  canRunRoute: () => true,
  routesRevenue: (_s, _c, routes) => routes.reduce((sum, r) => sum + (typeof r.revenue === 'number' ? r.revenue : 0), 0),
};
