// Data shapes of the 18xx map module: tiles, map definitions, mutable map state, routes.

/** Tile colours as 18xx.games names them. */
export type TileColor = 'white' | 'yellow' | 'green' | 'brown' | 'gray' | 'red' | 'blue';
/** Phase colours that decide offboard revenue and which tile colours may be laid. */
export type PhaseColor = 'yellow' | 'green' | 'brown' | 'gray';
export type Layout = 'flat' | 'pointy';
/** Which hex-id part is the column (x) and which the row (y). */
export interface Axes {
  x: 'letter' | 'number';
  y: 'letter' | 'number';
}
export type Terrain = 'mountain' | 'water';

/** A revenue: a flat number, or per phase colour (offboards; colours missing fall back to the previous one). */
export type Revenue = number | Partial<Record<PhaseColor, number>>;

/** One end of a track path inside a tile (edges are tile-relative, before rotation). */
export type PathEnd =
  | { kind: 'edge'; edge: number }
  | { kind: 'city'; index: number }
  | { kind: 'town'; index: number }
  | { kind: 'offboard'; index: number }
  | { kind: 'junction' };

export interface TilePath {
  a: PathEnd;
  b: PathEnd;
  /** A terminal path (code flag `terminal:1`): a route may only start or end on it. Offboards block passage anyway. */
  terminal?: boolean;
}

export interface TileCity {
  revenue: Revenue;
  slots: number;
  /** Revenue groups (e.g. "Pittsburgh"): a route may visit one stop of a group only. */
  groups?: string[];
  hidden?: boolean;
  /** What a visit counts against a train's reach (18xx.games visit_cost); absent: 1. */
  visitCost?: number;
}
export interface TileTown {
  revenue: Revenue;
  groups?: string[];
  visitCost?: number;
}
export interface TileOffboard {
  revenue: Revenue;
  groups?: string[];
  hidden?: boolean;
  /** 1822's France: 0, the English Channel's visit counts for both. */
  visitCost?: number;
}

export interface TileDef {
  name: string;
  color: TileColor;
  cities: TileCity[];
  towns: TileTown[];
  offboards: TileOffboard[];
  paths: TilePath[];
  label?: string;
  /** Cost to lay a tile on this (preprinted) tile, and its terrain. */
  upgradeCost: number;
  terrain?: Terrain;
  /** Laid only by a private's ability, never offered for a corporation's own lay (an icon with blocks_lay). */
  blocksLay?: boolean;
  /** Impassable borders (tile-relative edges). */
  borders?: number[];
  /** Stubs (18xx.games stub=edge:N): a preprinted hex whose first tile must have track on these edges. */
  stubs?: number[];
  /** Borders that cost to build across (preprinted hexes: water): edge and cost. */
  borderCosts?: { edge: number; cost: number }[];
  /**
   * A label the hex takes for its tiles of one colour (18xx.games future_label: 1822's S and T cities, whose
   * green tiles carry the label while the yellow ones need not).
   */
  futureLabel?: { label: string; color: TileColor };
}

/** Static definition of one title's map. */
export interface MapDef {
  id: string;
  layout: Layout;
  /** Hex id axes; default flat: x letter / y number, pointy: x number / y letter. */
  axes?: Axes;
  /** Hexes by 18xx.games id ("F2") with their preprinted tile (its name is the hex id). */
  hexes: Record<string, { tile: TileDef; locationName?: string }>;
  /** Tile manifest: name → count (Infinity-like "unlimited" written as -1). */
  manifest: Record<string, number>;
  /** Title-specific tile definitions (X1...); standard tiles come from the catalog. */
  extraTiles: Record<string, TileDef>;
  /** Home hexes: corporation → hex and city index (reserved at setup; no city on a multi-city tile = the whole tile). */
  homes: Record<string, { hex: string; city?: number }>;
  /**
   * A whole-tile reservation blocks others' tokens on that tile: 'free_slots' (default) only when the reserving
   * corporations need every free slot; 'always' while any is left (18xx.games TILE_RESERVATION_BLOCKS_OTHERS).
   */
  tileReservationBlocks?: 'free_slots' | 'always';
  /**
   * Preprinted hexes whose first lay is one named tile in named rotations, replacing what is printed without
   * keeping its track or towns (18xx.games 1822's Swansea: tile 57 over a city and a town).
   */
  replacedBy?: Record<string, { tile: string; rotations: readonly number[] }>;
  /** Hexes whose lays skip the track restriction (18xx.games G1822: Cardiff and the English Channel). */
  unrestrictedHexes?: readonly string[];
  /**
   * Hexes whose tokens skip the tokenable checks (18xx.games G1822 Token step: check_tokenable false in London):
   * no tile reservation blocks them and a token in another city of the hex does not; the city needs a free slot
   * and no token of the corporation.
   */
  looseTokenHexes?: readonly string[];
}

export interface HexState {
  /** Current tile name (preprinted tiles are named by their hex id). */
  tile: string;
  /** Physical copy index of the tile (0 for preprinted). */
  copy: number;
  rotation: number;
  /** Tokens per city of the current tile, per slot: corporation id or null. */
  tokens: (string | null)[][];
  /** Reservations per city, per slot: corporation id or null. */
  reservations: (string | null)[][];
  /** Reservations of the whole tile (a home on a multi-city tile without a chosen city). */
  tileReservations?: string[];
  /** The future label the hex still carries (from its preprinted tile, kept until a tile of its colour is laid). */
  futureLabel?: { label: string; color: TileColor };
  /** Costly borders already paid (edges): each is paid once, by the first lay whose track crosses it. */
  paidBorders?: number[];
}

/** Mutable map state; plain JSON data, structuredClone-safe. */
export interface MapState {
  mapId: string;
  hexes: Record<string, HexState>;
  /** Tile copies still in the supply: name → copy indices, unused ones first, then returned ones in the order they came back. */
  supply: Record<string, number[]>;
  /** Tiles with unlimited count: name → next copy index to hand out. */
  unlimited: Record<string, number>;
  /**
   * Cities that block every corporation but the listed ones (1828's Virginia Coalfields without a coal marker):
   * node key ("K11:city:0") → corporations that may pass. The title keeps it current and calls mapChanged.
   */
  closedCities?: Record<string, string[]>;
}

export interface LayTileInput {
  hex: string;
  /** Tile id as in the log ("57-4") or a bare tile name ("57": the first copy in supply). */
  tile: string;
  rotation: number;
}

export interface LayTileOptions {
  /** Corporation laying the tile (for the connectivity check). */
  corporation?: string;
  /** Tile colours allowed in the current phase; default: all. */
  phaseColors?: readonly TileColor[];
  /** Hexes that may not be built on (e.g. owned privates' hexes). */
  blockedHexes?: readonly string[];
  /** Waive the "new track must connect to the corporation's network" rule (private ability lays). */
  skipConnectivity?: boolean;
  /**
   * The lay takes the hex's one town away (1822's P2): a plain tile of the next colour that keeps the old tile's
   * exits, not its track or town (18xx.games' remove-town rotation check).
   */
  removesTown?: boolean;
  /** Waive the stubs rule (1822: a hex some player holds track rights on; 18xx.games G1822 legal_tile_rotation?). */
  ignoreStubs?: boolean;
  /** Waive every legality check except that the tile exists in supply (log import). */
  skipChecks?: boolean;
  /**
   * 18xx.games TRACK_RESTRICTION, checked for the laying corporation (default permissive):
   * restrictive = the lay must give it new track; semi_restrictive = new track or a changed city value.
   */
  trackRestriction?: 'permissive' | 'restrictive' | 'semi_restrictive';
}

export interface LayTileResult {
  hex: string;
  tileId: string;
  /** Terrain cost the caller should charge. */
  cost: number;
  /** Cost of the costly borders (water) the new track crosses, charged too (no terrain discount applies). */
  borderCost?: number;
  terrain?: Terrain;
  upgrade: boolean;
  /** Tile id returned to supply on an upgrade (not for preprinted tiles). */
  returnedTile?: string;
  /**
   * Corporations whose tokens were lifted because a track-less multi-city tile got track (18xx.games then
   * asks each to choose a city: place them again with placeToken, without the reachability check).
   */
  pendingTokens?: string[];
}

export interface TileLayOption {
  hex: string;
  tile: string;
  rotations: number[];
  cost: number;
  /** Costly borders (water) the lay's track crosses, paid too (no terrain discount applies). */
  borderCost?: number;
}

/** A city on the map. */
export interface CityRef {
  hex: string;
  city: number;
  /** Log id "57-4-0". */
  id: string;
}

export interface PlaceTokenInput {
  /** Log city id ("57-4-0"), or hex + city index. */
  city?: string;
  hex?: string;
  cityIndex?: number;
  /** Slot; default the first usable one. */
  slot?: number;
}

export interface PlaceTokenOptions {
  /** Require the city be reachable from the corporation's tokens (default true). */
  requireReachable?: boolean;
  skipChecks?: boolean;
}

/** One row of an 18xx.games distance array ("3+D": 3 cities/offboards paid double, towns free...). */
export interface TrainStopRow {
  nodes: ('city' | 'town' | 'offboard')[];
  /** Stops of these kinds that pay. */
  pay: number;
  /** Stops of these kinds that may be visited (default pay). */
  visit?: number;
  multiplier?: number;
}

export interface TrainSpec {
  name: string;
  /** Maximum number of stops (towns count). Ignored when `rows` is given. */
  distance: number;
  /** Distance by stop kind, as 18xx.games' array distances; the best paying stops are chosen. */
  rows?: TrainStopRow[];
  /** Revenue multiplier (default 1). */
  multiplier?: number;
  /** `distance` counts the hex edges the route crosses, not its stops; every stop pays (18NY's hex trains). */
  hexEdges?: boolean;
  /** Any length; only the best this many hexes pay, a hex paying what its stops on the route pay together. */
  payBestHexes?: number;
  /** The train's class, for `RouteHooks.trainStop` (which stops it services, what each pays). */
  class?: string;
  /**
   * The track its routes keep to themselves: routes of trains of one group never share track, routes of different
   * groups may (1822's E train beside the others: 18xx.games check_overlap by train_type). Default: one group.
   */
  trackGroup?: string;
}

/** What one stop is to one train (`RouteHooks.trainStop`). */
export interface TrainStop {
  /** What the stop pays this train (its revenue, or doubled, ...). */
  pays: number;
  /** The stop answers the rule "a route contains one of the operator's tokens" for this train. */
  anchor: boolean;
}

/** A stop visited by a route. */
export interface StopRef {
  hex: string;
  kind: 'city' | 'town' | 'offboard';
  index: number;
  revenue: number;
}

/** A path segment used by a route: hex, tile path index. */
export interface PathRef {
  hex: string;
  path: number;
}

export interface RouteHooks {
  /** Routes need not touch one of the corporation's tokens (1828's C&P minor runs over the tile it laid). */
  tokenFree?: boolean;
  /** Adjust one stop's revenue. */
  stopRevenue?: (stop: StopRef, map: MapState) => number;
  /** Extra checks; throw MapError to reject. */
  checkRoute?: (stops: StopRef[], map: MapState, train: TrainSpec) => void;
  /**
   * Train classes: which stops a train services and what each pays it. A stop it does not service (null) is
   * passed through like a junction: not counted, not paid. A route needs two serviced stops and an `anchor`
   * (instead of a city with the corporation's token). The exact search applies it.
   */
  trainStop?: (train: TrainSpec, stop: StopRef, map: MapState) => TrainStop | null;
  /** Bonus added to a route's revenue. */
  routeBonus?: (stops: StopRef[], map: MapState, train: TrainSpec) => number;
  /**
   * `checkRoute`'s rules (and `tokenFree`'s starts) in a form the exact route search applies; hooks that change
   * revenue, or check routes without this, send `bestRoutes` to the bounded enumeration.
   */
  search?: SearchRules;
}

/** Route rules the exact search applies while it grows routes. */
export interface SearchRules {
  /** No route touches these hexes (1828: Virginia Coalfields without a coal marker). */
  avoidHexes?: readonly string[];
  /** Every legal route stops at one of these nodes ("hex:kind:index"); routes are grown from them instead of the tokens. */
  starts?: readonly string[];
  /**
   * The search asks `checkRoute` of each route it finds and passes over those refused: rules on a route's stops
   * and train that nothing above states (1822's English Channel). Trains of different names are searched apart.
   */
  checkFound?: boolean;
  /**
   * `routeBonus` as the exact search applies it: a route stopping at every one of `stops` earns what `again` pays the
   * train once more (1822's destination bonus: home and destination cities, the destination again). `once`: a run
   * earns it on one route only, the one it pays most; the search picks the best set by that, while each route's
   * revenue keeps its own bonus (as `routeBonus` values it), the caller taking the others off.
   */
  visitBonus?: { stops: readonly string[]; again: string; once?: boolean };
}

export interface RouteInput {
  train: TrainSpec;
  connections: string[][];
}

export interface RouteResult {
  train: string;
  connections: string[][];
  stops: StopRef[];
  paths: PathRef[];
  /** Stop hexes in route order ("L2-K3-J4" style via hexes.join('-')). */
  hexes: string[];
  revenue: number;
  /** Each stop visited, in route order: its own revenue in the phase (no multiplier or bonus; 1822's mail contracts). */
  stopRevenues?: number[];
  /** Each stop visited, in route order: its node ("hex:kind:index"; 1822's destination bonus asks for cities). */
  stopNodes?: string[];
}

export class MapError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MapError';
  }
}
