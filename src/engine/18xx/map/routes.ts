// Route checking and revenue for routes given as 18xx.games `connections` (hex-id chains between stops).
import { tileDef } from './catalog.ts';
import { hexState } from './state.ts';
import { mapNeighbors, trackOf, nodeBlocks, parseNodeKey, type NodeKey, type Track } from './track.ts';
import { getMapDef } from './registry.ts';
import {
  MapError,
  type MapState,
  type PathRef,
  type PhaseColor,
  type Revenue,
  type RouteHooks,
  type RouteInput,
  type RouteResult,
  type StopRef,
  type TrainSpec,
  type TrainStop,
  type TrainStopRow,
} from './types.ts';

const PHASE_ORDER: readonly PhaseColor[] = ['yellow', 'green', 'brown', 'gray'];

/** Does this train earn a stop's "diesel" revenue where it has one (18xx.games route_base_revenue: a train named D)? */
export function isDiesel(train: { name: string }): boolean {
  return train.name.toUpperCase() === 'D';
}

/**
 * A revenue value in a phase: flat, or the entry of the latest colour up to the phase colour; for a D train its
 * "diesel" entry when it has one (1889's offboards).
 */
export function revenueIn(revenue: Revenue, phase: PhaseColor, diesel = false): number {
  if (typeof revenue === 'number') return revenue;
  if (diesel) {
    const d = (revenue as Record<string, number | undefined>).diesel;
    if (d !== undefined) return d;
  }
  for (let i = PHASE_ORDER.indexOf(phase); i >= 0; i--) {
    const value = revenue[PHASE_ORDER[i]!];
    if (value !== undefined) return value;
  }
  return 0;
}

/** A node-to-node stretch of track: paths in order from `a` to `b`. */
export interface Chain {
  a: NodeKey;
  b: NodeKey;
  paths: number[];
}

/** Edge keys ("hex:edge") a set of paths occupies; routes may not share them. */
export function chainEdges(track: Track, paths: readonly number[]): string[] {
  return paths.flatMap((id) => {
    const p = track.paths[id]!;
    return p.edges.map((e) => `${p.hex}:${e}`);
  });
}

/** The same as numbers (hexIndex * 6 + edge), for the hot route search. */
function edgeKeys(track: Track, paths: readonly number[]): number[] {
  const out: number[] = [];
  for (const id of paths) {
    const h = track.pathHex[id]! * 6;
    for (const e of track.paths[id]!.edges) out.push(h + e);
  }
  return out;
}

/** State of one matchingChains walk (kept in one object so the recursive walk needs no closure). */
interface ChainWalk {
  track: Track;
  /** Hex index of each entry of the hex list (-1: not a hex of the map). */
  hexes: Int32Array;
  start: NodeKey;
  trail: number[];
  /** Hex sides crossed so far (hexIndex * 6 + edge, both sides of each crossing). */
  crossed: number[];
  out: Chain[];
}

/** Extends the walk's trail from path `id` (entered through `entry`, -1 at the start) to hex list entry i + 1. */
function walkChain(w: ChainWalk, id: number, entry: number, i: number): void {
  const { track } = w;
  const path = track.paths[id]!;
  const h = track.pathHex[id]!;
  const last = w.hexes.length - 1;
  for (const e of path.edges) {
    if (e === entry) continue;
    const out = h * 6 + e;
    const next = track.grid.neighbors[out]!;
    if (next < 0 || next !== w.hexes[i + 1]) continue;
    const inEdge = (e + 3) % 6;
    const into = next * 6 + inEdge;
    if (w.crossed.includes(out) || w.crossed.includes(into)) continue;
    for (const qid of track.byEdgeIndex[into] ?? []) {
      const q = track.paths[qid]!;
      w.trail.push(qid);
      if (i + 1 === last) {
        for (const end of q.nodes) if (end !== w.start) w.out.push({ a: w.start, b: end, paths: w.trail.slice() });
      } else if (q.nodes.length === 0) {
        w.crossed.push(out, into);
        walkChain(w, qid, inEdge, i + 1);
        w.crossed.length -= 2;
      } else if (q.nodes.length === 1 && parseNodeKey(q.nodes[0]!).kind === 'junction') {
        // a Lawson junction is passed through: out along any other path of the same junction
        w.crossed.push(out, into);
        for (const rid of track.byNode.get(q.nodes[0]!) ?? []) {
          if (rid === qid) continue;
          w.trail.push(rid);
          walkChain(w, rid, -1, i + 1);
          w.trail.pop();
        }
        w.crossed.length -= 2;
      }
      w.trail.pop();
    }
  }
}

/** A connection's chains, valid while the tiles on its hexes are the ones they were found on. */
interface ChainsFound {
  chains: readonly Chain[];
  /** Hex index of each hex of the connection (-1: not on the map) and its tile version then. */
  hexes: Int32Array;
  versions: number[];
}

const chainMemo = new WeakMap<Track, Map<string, ChainsFound>>();

/**
 * matchingChains, remembered per track graph: a corporation runs the same connections OR after OR, and a
 * connection's chains depend only on the tiles of its own hexes (read-only: shared).
 */
export function chainsAlong(track: Track, hexIds: readonly string[]): readonly Chain[] {
  let memo = chainMemo.get(track);
  if (!memo) chainMemo.set(track, (memo = new Map()));
  const key = hexIds.length === 1 ? hexIds[0]! : hexIds.join('|');
  const found = memo.get(key);
  if (found && stillLaid(track, found)) return found.chains;
  const hexes = hexIndices(track, hexIds);
  const chains = chainsOn(track, hexIds.length ? firstHex(hexIds) : '', hexes);
  const versions: number[] = [];
  for (let i = 0; i < hexes.length; i++) versions.push(hexes[i]! < 0 ? 0 : track.hexVersion[hexes[i]!]!);
  memo.set(key, { chains, hexes, versions });
  return chains;
}

function stillLaid(track: Track, found: ChainsFound): boolean {
  for (let i = 0; i < found.hexes.length; i++) {
    const h = found.hexes[i]!;
    if (h >= 0 && track.hexVersion[h] !== found.versions[i]) return false;
  }
  return true;
}

/** The first hex of a connection (its first entry's id, up to a space). */
function firstHex(hexIds: readonly string[]): string {
  const s = hexIds[0]!;
  const space = s.indexOf(' ');
  return space < 0 ? s : s.slice(0, space);
}

function hexIndices(track: Track, hexIds: readonly string[]): Int32Array {
  const hexes = new Int32Array(hexIds.length);
  for (let i = 0; i < hexIds.length; i++) hexes[i] = track.grid.index.get(i === 0 ? firstHex(hexIds) : hexIds[i]!) ?? -1;
  return hexes;
}

/** Chains whose paths lie, in order, on exactly these hexes (18xx.games' chain id). */
export function matchingChains(track: Track, hexIds: readonly string[]): Chain[] {
  if (!hexIds.length) return [];
  return chainsOn(track, firstHex(hexIds), hexIndices(track, hexIds));
}

function chainsOn(track: Track, first: string, hexes: Int32Array): Chain[] {
  const out: Chain[] = [];
  if (!hexes.length) return out;
  const onFirst = track.byHex.get(first) ?? [];
  // the hex's nodes, in the order its paths name them
  const starts: NodeKey[] = [];
  for (const id of onFirst) for (const n of track.paths[id]!.nodes) if (!starts.includes(n)) starts.push(n);
  const w: ChainWalk = { track, hexes, start: '', trail: [], crossed: [], out };
  for (const start of starts) {
    for (const pid of track.byNode.get(start) ?? []) {
      const p = track.paths[pid]!;
      if (p.hex !== first) continue;
      if (hexes.length === 1) {
        const other = p.nodes.find((n) => n !== start);
        if (other && start < other) out.push({ a: start, b: other, paths: [pid] });
        continue;
      }
      w.start = start;
      w.trail.push(pid);
      walkChain(w, pid, -1, 0);
      w.trail.pop();
    }
  }
  return out;
}

/** The city, town or offboard of the tile on the stop's hex. */
function stopPart(map: MapState, stop: Omit<StopRef, 'revenue'>): { revenue: Revenue; groups?: string[]; visitCost?: number } | undefined {
  const tile = tileDef(map, hexState(map, stop.hex).tile);
  return stop.kind === 'city' ? tile.cities[stop.index] : stop.kind === 'town' ? tile.towns[stop.index] : tile.offboards[stop.index];
}

/** Revenue of one stop in a phase. */
export function stopRevenue(map: MapState, stop: Omit<StopRef, 'revenue'>, phase: PhaseColor, diesel = false): number {
  const part = stopPart(map, stop);
  return part ? revenueIn(part.revenue, phase, diesel) : 0;
}

export function stopGroups(map: MapState, stop: Omit<StopRef, 'revenue'>): string[] {
  return stopPart(map, stop)?.groups ?? [];
}

/** What a visit to the stop counts against a train's reach (18xx.games visit_cost: 1 unless the tile says). */
export function stopVisitCost(map: MapState, stop: Omit<StopRef, 'revenue'>): number {
  return stopPart(map, stop)?.visitCost ?? 1;
}

/** The visits' cost against a train's reach (18xx.games route_distance: the sum of their visit costs). */
function visitsCost(map: MapState, stops: readonly StopRef[]): number {
  let n = 0;
  for (const s of stops) n += stopVisitCost(map, s);
  return n;
}

/** Revenue of a list of stops. */
export function routeRevenue(map: MapState, stops: StopRef[], phase: PhaseColor, hooks?: RouteHooks): number {
  return stops.reduce((sum, s) => sum + (hooks?.stopRevenue ? hooks.stopRevenue(s, map) : stopRevenue(map, s, phase)), 0);
}

export function toStop(map: MapState, key: NodeKey, phase: PhaseColor): StopRef | undefined {
  const parts = parseNodeKey(key);
  if (parts.kind === 'junction') return undefined;
  return { hex: parts.hex, kind: parts.kind, index: parts.index, revenue: stopRevenue(map, parts as Omit<StopRef, 'revenue'>, phase) };
}

/**
 * Rules for an assembled route (node sequence + chains): stops, token, groups, terminals,
 * passing through nodes, distance. Returns an error message or the result.
 */
export function evaluateRoute(
  track: Track,
  corporation: string,
  train: TrainSpec,
  nodes: readonly NodeKey[],
  chains: readonly Chain[],
  phase: PhaseColor,
  hooks?: RouteHooks,
): string | { stops: StopRef[]; revenue: number } {
  const { map } = track;
  const stops: StopRef[] = [];
  const diesel = isDiesel(train);
  // each stop's tile part looked up once, for its revenue and its groups
  let groupLists: (readonly string[])[] | undefined;
  for (const n of nodes) {
    const { hex, kind, index } = parseNodeKey(n);
    if (kind === 'junction') continue;
    const stop: StopRef = { hex, kind, index, revenue: 0 };
    const part = stopPart(map, stop);
    if (part) stop.revenue = revenueIn(part.revenue, phase, diesel);
    if (part?.groups?.length) (groupLists ??= [])[stops.length] = part.groups;
    stops.push(stop);
  }
  if ((hooks?.trainStop && train.class !== undefined) || train.hexEdges || train.payBestHexes !== undefined) return classRoute(track, corporation, train, stops, groupLists, nodes, chains, hooks);
  if (stops.length < 2) return 'Route must have at least 2 stops';
  const tokened = stops.some((s) => s.kind === 'city' && map.hexes[s.hex]!.tokens[s.index]?.includes(corporation));
  if (!tokened && !hooks?.tokenFree) return 'Route must contain token';
  const blocked = pathError(track, corporation, groupLists, nodes, chains);
  if (blocked) return blocked;
  let paying = stops;
  if (train.rows) {
    const plan = rowsPlan(train.rows);
    const tooLong = rowsError(train.rows, plan, stops, (st) => stopVisitCost(map, st));
    if (tooLong) return tooLong;
    const priced = stops.map((s) => ({ ...s, revenue: s.revenue * rowMultiplier(train, plan, s) }));
    paying = payingStops(plan, priced, (s) => s.kind === 'city' && map.hexes[s.hex]!.tokens[s.index]!.includes(corporation));
  } else {
    const cost = visitsCost(map, stops);
    if (cost > train.distance) return `${cost} is too many stops for ${train.distance} train`;
    if (train.multiplier) paying = stops.map((s) => ({ ...s, revenue: s.revenue * train.multiplier! }));
  }
  if (hooks?.checkRoute) {
    try {
      hooks.checkRoute(stops, map, train);
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  }
  const bonus = hooks?.routeBonus ? hooks.routeBonus(paying, map, train) : 0;
  const revenue = hooks?.stopRevenue ? routeRevenue(map, paying, phase, hooks) : paying.reduce((n, s) => n + s.revenue, 0);
  return { stops: paying, revenue: revenue + bonus };
}

/** What the route's path breaks, whatever its train: a group used twice, a terminal passed through, a blocked city passed. */
function pathError(track: Track, corporation: string, groupLists: readonly (readonly string[] | undefined)[] | undefined, nodes: readonly NodeKey[], chains: readonly Chain[]): string | undefined {
  const groups = new Set<string>();
  for (const list of groupLists ?? []) {
    for (const g of list ?? []) {
      if (groups.has(g)) return `Cannot use group ${g} more than once`;
      groups.add(g);
    }
  }
  if (passesTerminal(track, nodes, chains)) return 'Route cannot pass through terminal';
  for (let i = 1; i < nodes.length - 1; i++) {
    if (nodeBlocks(track.map, nodes[i]!, corporation)) return `Route cannot pass through ${parseNodeKey(nodes[i]!).hex}`;
  }
  return undefined;
}

/** Hex edges a route's chains cross (18NY's route_distance: consecutive paths on different hexes). */
export function hexEdgesCrossed(track: Track, chains: readonly Chain[]): number {
  let n = 0;
  for (const c of chains) for (let i = 1; i < c.paths.length; i++) if (track.pathHex[c.paths[i]!] !== track.pathHex[c.paths[i - 1]!]) n++;
  return n;
}

/**
 * evaluateRoute for trains with classes (`RouteHooks.trainStop`): only the stops the train services count and
 * pay; an anchor instead of a token; reach in stops, in hex edges (`hexEdges`), or any length with the best
 * hexes paying (`payBestHexes`).
 */
function classRoute(
  track: Track,
  corporation: string,
  train: TrainSpec,
  all: readonly StopRef[],
  groupLists: (readonly string[])[] | undefined,
  nodes: readonly NodeKey[],
  chains: readonly Chain[],
  hooks: RouteHooks | undefined,
): string | { stops: StopRef[]; revenue: number } {
  const { map } = track;
  const stops: StopRef[] = [];
  let anchored = false;
  for (const s of all) {
    const t = hooks?.trainStop && train.class !== undefined ? hooks.trainStop(train, s, map) : plainStop(map, corporation, train, s, hooks);
    if (!t) continue;
    anchored ||= t.anchor;
    stops.push({ ...s, revenue: t.pays });
  }
  if (stops.length < 2) return `Route must have at least 2 stops the ${train.name} train services`;
  if (!anchored) return 'Route must contain token';
  const blocked = pathError(track, corporation, groupLists, nodes, chains);
  if (blocked) return blocked;
  let paying = stops;
  if (train.hexEdges) {
    const crossed = hexEdgesCrossed(track, chains);
    if (crossed > train.distance) return `${crossed} is too many hex edges for ${train.name} train`;
  } else if (train.payBestHexes !== undefined) {
    const byHex = new Map<string, number>();
    for (const s of stops) byHex.set(s.hex, (byHex.get(s.hex) ?? 0) + s.revenue);
    const best = new Set([...byHex].sort((a, b) => b[1] - a[1]).slice(0, train.payBestHexes).map(([hex]) => hex));
    paying = stops.filter((s) => best.has(s.hex));
  } else if (visitsCost(map, stops) > train.distance) return `${visitsCost(map, stops)} is too many stops for ${train.distance} train`;
  if (hooks?.checkRoute) {
    // (every stop visited, serviced or not: 1822's E train starts and ends at its token cities)
    try {
      hooks.checkRoute([...all], map, train);
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  }
  const bonus = hooks?.routeBonus ? hooks.routeBonus(paying, map, train) : 0;
  return { stops: paying, revenue: paying.reduce((n, s) => n + s.revenue, 0) + bonus };
}

/** A stop to a train without classes: every stop serviced, paying its revenue times the multiplier; token cities anchor. */
export function plainStop(map: MapState, corporation: string, train: TrainSpec, s: StopRef, hooks?: RouteHooks): TrainStop {
  const anchor = !!hooks?.tokenFree || (s.kind === 'city' && !!map.hexes[s.hex]!.tokens[s.index]?.includes(corporation));
  return { pays: s.revenue * (train.multiplier ?? 1), anchor };
}

/** A terminal path anywhere but first or last in travel order (each chain runs from nodes[i] to nodes[i + 1]). */
function passesTerminal(track: Track, nodes: readonly NodeKey[], chains: readonly Chain[]): boolean {
  let total = 0;
  for (const c of chains) total += c.paths.length;
  if (total < 3) return false;
  let k = 0;
  for (let i = 0; i < chains.length; i++) {
    const c = chains[i]!;
    const forward = c.a === nodes[i];
    const n = c.paths.length;
    for (let j = 0; j < n; j++, k++) {
      const id = c.paths[forward ? j : n - 1 - j]!;
      if (k > 0 && k < total - 1 && track.paths[id]!.terminal) return true;
    }
  }
  return false;
}

type StopKind = StopRef['kind'];
const STOP_KINDS: readonly StopKind[] = ['city', 'town', 'offboard'];

/** What the rows checks need of a train's rows, worked out once per rows list (a title's train data). */
interface RowsPlan {
  /** Indices of the rows that count each kind, in row order. */
  rowsFor: Record<StopKind, number[]>;
  /** The rows by how many kinds they take (fewest first; stable). */
  sorted: TrainStopRow[];
  /** No kind is in two rows; then the first sorted row taking each kind. */
  disjoint: boolean;
  sortedRowOf: Record<StopKind, number>;
  /** The first row taking each kind (its multiplier applies). */
  firstRow: Record<StopKind, TrainStopRow | undefined>;
}

const rowPlans = new WeakMap<readonly TrainStopRow[], RowsPlan>();

function rowsPlan(rows: readonly TrainStopRow[]): RowsPlan {
  let plan = rowPlans.get(rows);
  if (!plan) {
    const sorted = [...rows].sort((a, b) => a.nodes.length - b.nodes.length);
    const kinds = rows.flatMap((r) => r.nodes);
    const per = <T>(f: (k: StopKind) => T) => Object.fromEntries(STOP_KINDS.map((k) => [k, f(k)])) as Record<StopKind, T>;
    plan = {
      rowsFor: per((k) => rows.map((r, i) => (r.nodes.includes(k) ? i : -1)).filter((i) => i >= 0)),
      sorted,
      disjoint: new Set(kinds).size === kinds.length,
      sortedRowOf: per((k) => sorted.findIndex((r) => r.nodes.includes(k))),
      firstRow: per((k) => rows.find((r) => r.nodes.includes(k))),
    };
    rowPlans.set(rows, plan);
  }
  return plan;
}

/** 18xx.games check_distance for array distances: visits of each kind fit the rows' visit allowances. */
function rowsError(rows: readonly TrainStopRow[], plan: RowsPlan, stops: readonly StopRef[], cost: (s: StopRef) => number): string | null {
  const left = rows.map((r) => r.visit ?? r.pay);
  // the kinds visited (in order of first visit) and what their visits cost
  const kinds: StopKind[] = [];
  const counts = { city: 0, town: 0, offboard: 0 };
  const seen = new Set<StopKind>();
  for (const s of stops) {
    if (!seen.has(s.kind)) {
      seen.add(s.kind);
      kinds.push(s.kind);
    }
    counts[s.kind] += cost(s);
  }
  kinds.sort((a, b) => plan.rowsFor[a].length - plan.rowsFor[b].length);
  for (const kind of kinds) {
    let num = counts[kind];
    for (const i of plan.rowsFor[kind]) {
      if (left[i]! <= 0) continue;
      const used = Math.min(num, left[i]!);
      left[i]! -= used;
      num -= used;
      if (num <= 0) break;
    }
    if (num > 0) return 'Route has too many stops';
  }
  return null;
}

function rowMultiplier(train: TrainSpec, plan: RowsPlan, stop: StopRef): number {
  return plan.firstRow[stop.kind]?.multiplier ?? train.multiplier ?? 1;
}

/** 18xx.games compute_stops: the best-paying subset of stops that fits the rows (largest subsets first). */
function payingStops(plan: RowsPlan, stops: readonly StopRef[], tokened: (s: StopRef) => boolean): StopRef[] {
  const { sorted } = plan;
  const fast = plan.disjoint ? disjointRowsPick(plan, stops, tokened) : undefined;
  if (fast) return fast;
  const max = Math.min(sorted.reduce((n, r) => n + r.pay, 0), stops.length);
  const fits = (subset: StopRef[]) => {
    const used = sorted.map(() => 0);
    return subset.every((s) => {
      const row = sorted.findIndex((r, i) => r.nodes.includes(s.kind) && used[i]! < r.pay);
      if (row < 0) return false;
      used[row]!++;
      return true;
    });
  };
  for (let n = max; n >= 1; n--) {
    let best: StopRef[] | undefined;
    let bestRevenue = -1;
    const pick: StopRef[] = [];
    const choose = (from: number) => {
      if (pick.length === n) {
        if (!pick.some(tokened) || !fits(pick)) return;
        const revenue = pick.reduce((sum, s) => sum + s.revenue, 0);
        if (revenue > bestRevenue) {
          bestRevenue = revenue;
          best = [...pick];
        }
        return;
      }
      for (let i = from; i <= stops.length - (n - pick.length); i++) {
        pick.push(stops[i]!);
        choose(i + 1);
        pick.pop();
      }
    };
    choose(0);
    if (best && bestRevenue > 0) return best;
  }
  return [];
}

/**
 * The same choice without trying every subset, when each stop kind belongs to one row only: the best `pay`
 * stops of each row, swapping in the best tokened city if none was picked. Undefined when unsure.
 */
function disjointRowsPick(plan: RowsPlan, stops: readonly StopRef[], tokened: (s: StopRef) => boolean): StopRef[] | undefined {
  const rows = plan.sorted;
  const picks = rows.map((r) =>
    stops
      .filter((s) => r.nodes.includes(s.kind))
      .sort((a, b) => b.revenue - a.revenue)
      .slice(0, r.pay),
  );
  if (!picks.flat().some(tokened)) {
    const rowOf = (s: StopRef) => plan.sortedRowOf[s.kind];
    const candidates = stops.filter((s) => tokened(s) && rowOf(s) >= 0 && rows[rowOf(s)]!.pay > 0);
    if (!candidates.length) return undefined;
    const best = candidates.sort((a, b) => b.revenue - a.revenue)[0]!;
    const row = picks[rowOf(best)]!;
    if (row.length >= rows[rowOf(best)]!.pay) row.pop();
    row.push(best);
  }
  const chosen = picks.flat();
  if (chosen.reduce((n, s) => n + s.revenue, 0) <= 0) return undefined;
  // keep the route's stop order
  return stops.filter((s) => chosen.includes(s));
}

function toPathRefs(track: Track, ids: readonly number[]): PathRef[] {
  return ids.map((id) => ({ hex: track.paths[id]!.hex, path: track.paths[id]!.index }));
}

/** State of one resolveRoute search (kept in one object so the recursive search needs no closures). */
interface RouteSearch {
  track: Track;
  corporation: string;
  route: RouteInput;
  phase: PhaseColor;
  hooks: RouteHooks | undefined;
  /** Matching chains of each connection. */
  options: (readonly Chain[])[];
  /** Edges taken: by the caller's earlier routes, and by the chains of the route being tried. */
  used: Set<number>;
  nodes: NodeKey[];
  chains: Chain[];
  firstError: string | undefined;
  found: RouteResult | undefined;
  /** Read the route without its rules (readRoute): its stops, no revenue. */
  unchecked?: boolean;
}

function finishRoute(w: RouteSearch): boolean {
  const { track, nodes, chains } = w;
  const result = w.unchecked
    ? { stops: nodes.flatMap((n) => toStop(track.map, n, w.phase) ?? []), revenue: 0 }
    : evaluateRoute(track, w.corporation, w.route.train, nodes, chains, w.phase, w.hooks);
  if (typeof result === 'string') {
    w.firstError ??= result;
    return false;
  }
  const pathIds: number[] = [];
  for (const c of chains) pathIds.push(...c.paths);
  w.found = {
    train: w.route.train.name,
    connections: w.route.connections,
    stops: result.stops,
    paths: toPathRefs(track, pathIds),
    hexes: nodes.map((n) => parseNodeKey(n).hex),
    revenue: result.revenue,
    stopRevenues: visitedRevenues(track.map, nodes, w.phase, w.route.train),
    stopNodes: nodes.filter((n) => parseNodeKey(n).kind !== 'junction'),
  };
  return true;
}

/** Each stop a route visits, in route order: its own revenue in the phase (no train multiplier, no bonus). */
function visitedRevenues(map: MapState, nodes: readonly NodeKey[], phase: PhaseColor, train: TrainSpec): number[] {
  const out: number[] = [];
  for (const n of nodes) {
    const { hex, kind, index } = parseNodeKey(n);
    if (kind === 'junction') continue;
    const part = stopPart(map, { hex, kind, index });
    out.push(part ? revenueIn(part.revenue, phase, isDiesel(train)) : 0);
  }
  return out;
}

/** Edges of the chain, or null when it uses an edge twice or one already taken. */
function freeEdges(w: RouteSearch, chain: Chain): number[] | null {
  const edges = edgeKeys(w.track, chain.paths);
  for (let k = 0; k < edges.length; k++) {
    const e = edges[k]!;
    if (w.used.has(e) || edges.indexOf(e) !== k) return null;
  }
  return edges;
}

/** Tries the chain from `from` to `to` as connection i, then the rest; keeps its edges in `used` when it works. */
function tryChain(w: RouteSearch, i: number, chain: Chain, edges: number[], from: NodeKey, to: NodeKey): boolean {
  const { nodes } = w;
  if (i === 0) nodes.push(from);
  if (nodes.includes(to)) {
    w.firstError ??= `Cannot use ${parseNodeKey(to).hex} twice`;
    if (i === 0) nodes.pop();
    return false;
  }
  nodes.push(to);
  w.chains.push(chain);
  for (const e of edges) w.used.add(e);
  const ok = searchRoute(w, i + 1);
  if (!ok) for (const e of edges) w.used.delete(e);
  w.chains.pop();
  nodes.pop();
  if (i === 0) nodes.pop();
  return ok;
}

function searchRoute(w: RouteSearch, i: number): boolean {
  if (i === w.options.length) return finishRoute(w);
  for (const chain of w.options[i]!) {
    const edges = freeEdges(w, chain);
    if (!edges) {
      w.firstError ??= 'Route cannot reuse track';
      continue;
    }
    if (i === 0) {
      // the first connection may run either way
      if (tryChain(w, i, chain, edges, chain.a, chain.b) || tryChain(w, i, chain, edges, chain.b, chain.a)) return true;
      continue;
    }
    const from = w.nodes[w.nodes.length - 1]!;
    if (chain.a !== from && chain.b !== from) continue;
    if (tryChain(w, i, chain, edges, from, chain.a === from ? chain.b : chain.a)) return true;
  }
  return false;
}

/**
 * The route the log's connections describe: each connection's matching chains tried in order (the first one
 * either way), joined end to end, without reusing an edge of this route or of `used` (the run's earlier
 * routes); the found route's edges stay in `used`.
 */
function resolveRoute(
  track: Track,
  corporation: string,
  route: RouteInput,
  phase: PhaseColor,
  used: Set<number>,
  hooks?: RouteHooks,
): RouteResult {
  const options: (readonly Chain[])[] = [];
  for (const hexIds of route.connections) {
    const o = chainsAlong(track, hexIds);
    if (!o.length) throw new MapError(`no track along ${hexIds.join('-')}`);
    options.push(o);
  }
  const w: RouteSearch = { track, corporation, route, phase, hooks, options, used, nodes: [], chains: [], firstError: undefined, found: undefined };
  if (!searchRoute(w, 0)) throw new MapError(w.firstError ?? 'Route is not connected');
  return w.found!;
}

function edgesOfRefs(track: Track, refs: readonly PathRef[]): Set<number> {
  const out = new Set<number>();
  for (const ref of refs) {
    const id = track.byHex.get(ref.hex)?.find((q) => track.paths[q]!.index === ref.path);
    const p = id === undefined ? undefined : track.paths[id];
    if (p) for (const e of p.edges) out.add(track.pathHex[id!]! * 6 + e);
  }
  return out;
}

/** Checks one route (connections as in the log) given paths used by the corporation's other routes. */
export function checkRoute(
  map: MapState,
  corporation: string,
  route: RouteInput,
  phase: PhaseColor,
  opts: { usedPaths?: PathRef[]; hooks?: RouteHooks } = {},
): RouteResult {
  const track = trackOf(map);
  return resolveRoute(track, corporation, route, phase, edgesOfRefs(track, opts.usedPaths ?? []), opts.hooks);
}

/**
 * The stops a route's connections visit, read without the route rules (no reach, token or overlap checked; its
 * revenue 0): what 18xx.games reads of a logged route it takes at its written revenue (Route#visited_stops).
 */
export function readRoute(map: MapState, corporation: string, route: RouteInput, phase: PhaseColor): RouteResult {
  const track = trackOf(map);
  const options: (readonly Chain[])[] = [];
  for (const hexIds of route.connections) {
    const o = chainsAlong(track, hexIds);
    if (!o.length) throw new MapError(`no track along ${hexIds.join('-')}`);
    options.push(o);
  }
  const w: RouteSearch = { track, corporation, route, phase, hooks: undefined, options, used: new Set(), nodes: [], chains: [], firstError: undefined, found: undefined, unchecked: true };
  if (!searchRoute(w, 0)) throw new MapError(w.firstError ?? 'Route is not connected');
  return w.found!;
}

/** Checks all routes of one run (no track shared between them, within a `trackGroup`); throws MapError. */
export function checkRoutes(
  map: MapState,
  corporation: string,
  routes: RouteInput[],
  phase: PhaseColor,
  hooks?: RouteHooks,
): { routes: RouteResult[]; revenue: number } {
  const track = trackOf(map);
  const usedBy = new Map<string, Set<number>>();
  const results: RouteResult[] = [];
  for (const route of routes) {
    const group = route.train.trackGroup ?? '';
    let used = usedBy.get(group);
    if (!used) usedBy.set(group, (used = new Set<number>()));
    results.push(resolveRoute(track, corporation, route, phase, used, hooks));
  }
  return { routes: results, revenue: results.reduce((s, r) => s + r.revenue, 0) };
}

/**
 * The ways to read a route written in the old 18xx.games format, `hexes` (before `connections` existed): its
 * connections' hexes one after the other, or the hexes as clicked in the old route builder. First the readings as
 * connections in a row (each from a stop to a stop, the next one starting on the hex the last ended on or right
 * after it, consecutive ones sharing a stop hex); then (`byStopOrder`, slower) every order of its stop hexes, joined
 * through its other hexes.
 */
export function connectionsFromHexes(map: MapState, hexes: readonly string[], byStopOrder = false): string[][][] {
  const isStop = hexes.map((hex) => {
    const tile = tileDef(map, hexState(map, hex).tile);
    return tile.cities.length + tile.towns.length + tile.offboards.length > 0;
  });
  const out: string[][][] = [];
  const chains: string[][] = [];
  const ends = (c: string[]) => [c[0]!, c[c.length - 1]!];
  const walk = (start: number): void => {
    if (out.length >= 64) return;
    for (let j = start + 1; j < hexes.length; j++) {
      if (!isStop[j]) continue;
      const chain = hexes.slice(start, j + 1);
      const prev = chains[chains.length - 1];
      if (prev && !ends(prev).some((h) => ends(chain).includes(h))) continue;
      chains.push(chain);
      if (j === hexes.length - 1) out.push(chains.map((c) => c.slice()));
      else {
        walk(j);
        if (isStop[j + 1]) walk(j + 1);
      }
      chains.pop();
    }
  };
  if (byStopOrder) return stopOrders(map, hexes, isStop);
  if (isStop[0]) walk(0);
  return out;
}

/** Every order of the stop hexes (up to 7 of them), each pair joined by the shortest ways through the other hexes. */
function stopOrders(map: MapState, hexes: readonly string[], isStop: boolean[]): string[][][] {
  const stops = [...new Set(hexes.filter((_h, i) => isStop[i]))];
  const through = new Set(hexes.filter((_h, i) => !isStop[i]));
  if (stops.length < 2 || stops.length > 7) return [];
  const neighbors = mapNeighbors(getMapDef(map.mapId));
  const ways = new Map<string, string[][]>();
  const waysBetween = (a: string, b: string): string[][] => {
    const key = `${a}>${b}`;
    let found = ways.get(key);
    if (found) return found;
    found = [];
    const trail = [a];
    const dfs = (hex: string): void => {
      for (const next of neighbors[hex] ?? []) {
        if (!next || trail.includes(next)) continue;
        if (next === b) found!.push([...trail, b]);
        else if (through.has(next) && trail.length <= through.size) {
          trail.push(next);
          dfs(next);
          trail.pop();
        }
      }
    };
    dfs(a);
    ways.set(key, found);
    return found;
  };
  const out: string[][][] = [];
  const order: string[] = [];
  const permute = (): void => {
    if (out.length >= 2000) return;
    if (order.length === stops.length) {
      const options = order.slice(1).map((b, i) => waysBetween(order[i]!, b));
      if (options.some((o) => !o.length)) return;
      const pick = (i: number, acc: string[][]): void => {
        if (i === options.length) out.push(acc.slice());
        else for (const w of options[i]!) pick(i + 1, [...acc, w]);
      };
      pick(0, []);
      return;
    }
    for (const s of stops) {
      if (order.includes(s)) continue;
      order.push(s);
      permute();
      order.pop();
    }
  };
  permute();
  return out;
}
