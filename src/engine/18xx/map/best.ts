// Automatic route finding. Trains that count stops (or rows that pay all their visits) get the exact
// branch-and-bound search (route-search.ts), with title hooks only when they state their rules for it
// (RouteHooks.search); otherwise routes through the corporation's tokens are enumerated and the best
// edge-disjoint set is picked (a bounded search).
import { evaluateRoute, stopRevenue, stopVisitCost, type Chain } from './routes.ts';
import { bestExactRoutes } from './route-search.ts';
import { segmentsFrom, walkSegments, type Segment } from './segments.ts';
import { parseNodeKey, trackOf, nodeBlocks, tokenNodes, type NodeKey, type Track } from './track.ts';
import type { MapState, PhaseColor, RouteHooks, RouteResult, TrainSpec } from './types.ts';

interface Half {
  nodes: NodeKey[];
  chains: Chain[];
  edges: Set<string>;
  revenue: number;
  /** Its nodes' visit costs (a junction counting 1, as a node). */
  cost: number;
  /** The edges' and the nodes' numbers (ids below), sorted: set tests and keys without sorting strings. */
  edgeIds: number[];
  nodeIds: number[];
  /** setHash of the edges and nodes. */
  hash: number;
}

interface Candidate {
  nodes: NodeKey[];
  chains: Chain[];
  edges: Set<string>;
  revenue: number;
  /** Its nodes' visit costs, against a train's reach. */
  stops: number;
}

function reversed(chain: Chain): Chain {
  return { a: chain.b, b: chain.a, paths: [...chain.paths].reverse() };
}

/** Small numbers for strings (edge and node keys), in order of first use. */
function numbering(): (key: string) => number {
  const ids = new Map<string, number>();
  return (key) => {
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
}

const byNumber = (a: number, b: number) => a - b;

/** Fixed random-looking bits for a number (a 32-bit integer mix): nodes even, edges odd, so they never share. */
function bitsOf(n: number): number {
  let x = Math.imul(n + 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}
const nodeBits = (id: number) => bitsOf(2 * id);
const edgeBits = (id: number) => bitsOf(2 * id + 1);

/** A hash of a set of edges and nodes whatever their order (each one's bits XORed in). */
function setHash(edgeIds: readonly number[], nodeIds: readonly number[]): number {
  let h = 0;
  for (const e of edgeIds) h ^= edgeBits(e);
  for (const n of nodeIds) h ^= nodeBits(n);
  return h;
}

/** Do two sorted number lists share a number other than `except`? */
function meet(a: readonly number[], b: readonly number[], except = -1): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else if (a[i++] !== except) return true;
    else j++;
  }
  return false;
}

/** The union of two sorted number lists, sorted, each number once. */
function union(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (out[out.length - 1] !== x) out.push(x);
  }
  return out;
}

/** Enumerates candidate routes (node sequences through one of the corporation's tokens). */
function candidates(
  track: Track,
  corporation: string,
  maxStops: number,
  phase: PhaseColor,
  budget: { steps: number; pairs: number },
): Candidate[] {
  const segCache = new Map<NodeKey, Segment[]>();
  const segs = (n: NodeKey) => {
    let s = segCache.get(n);
    if (!s) segCache.set(n, (s = segmentsFrom(track, n)));
    return s;
  };
  const quickRevenue = (n: NodeKey) => {
    const [hex, kind, index] = n.split(':');
    if (kind === 'junction') return 0;
    return stopRevenue(track.map, { hex: hex!, kind: kind as 'city' | 'town' | 'offboard', index: Number(index) }, phase);
  };
  const nodeCost = (n: NodeKey) => {
    const [hex, kind, index] = n.split(':');
    if (kind === 'junction') return 1;
    return stopVisitCost(track.map, { hex: hex!, kind: kind as 'city' | 'town' | 'offboard', index: Number(index) });
  };
  // (a route is the same route whatever order it was found in: its key is its edge set and node set)
  const edgeId = numbering();
  const nodeId = numbering();
  const out: Candidate[] = [];
  // routes kept, by setHash; each one's exact key (its numbers) made only when another route has its hash
  const seen = new Map<number, { key?: string; exact: () => string }[]>();
  for (const token of tokenNodes(track.map, corporation)) {
    const halves: Half[] = [];
    const grow = (half: Half) => {
      halves.push(half);
      if (budget.steps-- <= 0) return;
      const last = half.nodes[half.nodes.length - 1]!;
      if (half.nodes.length > 1) {
        if (nodeBlocks(track.map, last, corporation)) return;
        const lastChain = half.chains[half.chains.length - 1]!;
        if (track.paths[lastChain.paths[lastChain.paths.length - 1]!]!.terminal) return;
      }
      for (const seg of segs(last)) {
        if (half.nodes.includes(seg.b) || seg.edges.some((e) => half.edges.has(e))) continue;
        const cost = half.cost + nodeCost(seg.b);
        if (cost > maxStops) continue;
        const edgeIds = union(half.edgeIds, seg.edges.map(edgeId).sort(byNumber));
        const nodeIds = union(half.nodeIds, [nodeId(seg.b)]);
        grow({
          cost,
          nodes: [...half.nodes, seg.b],
          chains: [...half.chains, seg],
          edges: new Set([...half.edges, ...seg.edges]),
          revenue: half.revenue + quickRevenue(seg.b),
          edgeIds,
          nodeIds,
          hash: setHash(edgeIds, nodeIds),
        });
      }
    };
    const tokenId = nodeId(token);
    grow({ nodes: [token], chains: [], edges: new Set(), revenue: quickRevenue(token), cost: nodeCost(token), edgeIds: [], nodeIds: [tokenId], hash: nodeBits(tokenId) });
    /** Keeps a route not seen before (the same edges and nodes), by its hash, and its exact key where hashes meet. */
    const add = (hash: number, exact: () => string, candidate: () => Candidate) => {
      const same = seen.get(hash);
      if (same) {
        const key = exact();
        if (same.some((s) => (s.key ??= s.exact()) === key)) return;
        same.push({ key, exact });
      } else seen.set(hash, [{ exact }]);
      out.push(candidate());
    };
    const keyOf = (edgeIds: readonly number[], nodeIds: readonly number[]) => `${edgeIds.join(',')}|${nodeIds.join(',')}`;
    for (const h of halves) {
      if (h.nodes.length >= 2) add(h.hash, () => keyOf(h.edgeIds, h.nodeIds), () => ({ nodes: h.nodes, chains: h.chains, edges: h.edges, revenue: h.revenue, stops: h.cost }));
    }
    // routes with the token in the middle: join two halves (best halves only, to stay bounded)
    const tops = halves.filter((h) => h.nodes.length > 1).sort((a, b) => b.revenue - a.revenue).slice(0, 3000);
    const tokenRevenue = quickRevenue(token);
    for (let i = 0; i < tops.length; i++) {
      for (let j = i + 1; j < tops.length; j++) {
        if (budget.pairs-- <= 0) break;
        const a = tops[i]!;
        const b = tops[j]!;
        const cost = a.cost + b.cost - nodeCost(token);
        if (cost > maxStops) continue;
        // (both start at the token: any other node in both, or any edge in both, and they cannot be joined)
        if (meet(a.nodeIds, b.nodeIds, tokenId) || meet(a.edgeIds, b.edgeIds)) continue;
        // (a and b share only the token: the pair's hash is theirs with the token's bits counted once)
        add(a.hash ^ b.hash ^ nodeBits(tokenId), () => keyOf(union(a.edgeIds, b.edgeIds), union(a.nodeIds, b.nodeIds)), () => {
          const nodes = [...[...a.nodes].reverse(), ...b.nodes.slice(1)];
          const chains = [...[...a.chains].reverse().map(reversed), ...b.chains];
          return { nodes, chains, edges: new Set([...a.edges, ...b.edges]), revenue: a.revenue + b.revenue - tokenRevenue, stops: cost };
        });
      }
    }
  }
  return out;
}

function toResult(track: Track, train: TrainSpec, c: Candidate, revenue: number, stops: RouteResult['stops']): RouteResult {
  const connections = c.chains.map((ch) => ch.paths.map((id) => track.paths[id]!.hex));
  return {
    train: train.name,
    connections,
    stops,
    paths: c.chains.flatMap((ch) => ch.paths.map((id) => ({ hex: track.paths[id]!.hex, path: track.paths[id]!.index }))),
    hexes: c.nodes.map((n) => n.split(':')[0]!),
    revenue,
  };
}

/** The exact search knows every rule of these hooks: none, or checks and a bonus it was told how to apply. */
function exactSearchFits(hooks: RouteHooks | undefined): boolean {
  if (!hooks) return true;
  if (hooks.stopRevenue || (hooks.routeBonus && !hooks.search?.visitBonus)) return false;
  if (hooks.checkRoute && !hooks.search) return false;
  return !hooks.tokenFree || !!hooks.search?.starts;
}

type BestOpts = { hooks?: RouteHooks; maxSteps?: number };

/**
 * Best set of routes for the corporation's trains (exact when it fits, else a bounded search); `exact` says which.
 * With a visit bonus paid once per run (SearchRules.visitBonus), the set is the best with the bonus counted once;
 * each route's revenue still counts its own bonus (the caller takes off all but the largest).
 */
export function bestRoutes(map: MapState, corporation: string, trains: TrainSpec[], phase: PhaseColor, opts: BestOpts = {}): { routes: RouteResult[]; revenue: number; exact?: boolean } {
  const { routes, revenue, exact } = bestScored(map, corporation, trains, phase, opts);
  return exact ? { routes, revenue, exact } : { routes, revenue };
}

type Scored = { routes: RouteResult[]; revenue: number; score: number; bonused: boolean; exact: boolean };

function bestScored(map: MapState, corporation: string, trains: TrainSpec[], phase: PhaseColor, opts: BestOpts, bonusOff = false): Scored {
  if (!trains.length) return { routes: [], revenue: 0, score: 0, bonused: false, exact: true };
  // trains of different track groups never compete for track: each group's best routes apart
  const groups = [...new Set(trains.map((t) => t.trackGroup ?? ''))];
  if (groups.length > 1) {
    const of = (g: string) => trains.filter((t) => (t.trackGroup ?? '') === g);
    let parts = groups.map((g) => bestScored(map, corporation, of(g), phase, opts, bonusOff));
    // a bonus paid once, earned in two groups: one group's best with it (the one it lifts most), the others' without
    if (opts.hooks?.search?.visitBonus?.once && parts.filter((p) => p.bonused).length > 1) {
      const plain = groups.map((g) => bestScored(map, corporation, of(g), phase, opts, true));
      let keep = 0;
      parts.forEach((p, i) => {
        if (p.score - plain[i]!.score > parts[keep]!.score - plain[keep]!.score) keep = i;
      });
      const kept = parts[keep]!;
      parts = plain.map((p, i) => (i === keep ? kept : p));
    }
    const byTrain = new Map(trains.map((t, i) => [t.name, i]));
    const routes = parts.flatMap((p) => p.routes).sort((a, b) => byTrain.get(a.train)! - byTrain.get(b.train)!);
    return {
      routes,
      revenue: parts.reduce((n, p) => n + p.revenue, 0),
      score: parts.reduce((n, p) => n + p.score, 0),
      bonused: parts.some((p) => p.bonused),
      exact: parts.every((p) => p.exact),
    };
  }
  const track = trackOf(map);
  if (exactSearchFits(opts.hooks)) {
    const exact = bestExactRoutes(track, corporation, trains, phase, opts.maxSteps ?? 2_000_000, opts.hooks, bonusOff);
    if (exact) return { ...exact, exact: true };
  }
  const { routes, revenue } = enumeratedRoutes(track, corporation, trains, phase, opts);
  return { routes, revenue, score: revenue, bonused: false, exact: false };
}

/** The bounded search: routes through the corporation's tokens enumerated, the best edge-disjoint set picked. */
function enumeratedRoutes(track: Track, corporation: string, trains: TrainSpec[], phase: PhaseColor, opts: BestOpts): { routes: RouteResult[]; revenue: number } {
  const reach = (t: TrainSpec) => (t.rows ? t.rows.reduce((n, r) => n + (r.visit ?? r.pay), 0) : t.distance);
  const maxStops = Math.min(Math.max(...trains.map(reach)), 64);
  const budget = { steps: opts.maxSteps ?? 200_000, pairs: opts.maxSteps ?? 200_000 };
  const all = candidates(track, corporation, maxStops, phase, budget);

  // per train: legal candidates with their real (hooked) revenue, best first
  const order = trains.map((t, i) => ({ t, i })).sort((a, b) => reach(b.t) - reach(a.t));
  // evaluate the richest candidates first (raw stop revenue), a bounded number per train
  all.sort((a, b) => b.revenue - a.revenue);
  const perTrain = order.map(({ t }) => {
    const list: { c: Candidate; revenue: number; stops: RouteResult['stops'] }[] = [];
    for (const c of all) {
      if (list.length >= 1500) break;
      if (c.stops > reach(t)) continue;
      const r = evaluateRoute(track, corporation, t, c.nodes, c.chains, phase, opts.hooks);
      if (typeof r !== 'string') list.push({ c, revenue: r.revenue, stops: r.stops });
    }
    return list.sort((a, b) => b.revenue - a.revenue);
  });

  // edge sets as bit masks for fast disjointness tests
  const edgeIndex = new Map<string, number>();
  for (const list of perTrain) for (const o of list) for (const e of o.c.edges) if (!edgeIndex.has(e)) edgeIndex.set(e, edgeIndex.size);
  const words = Math.max(1, Math.ceil(edgeIndex.size / 32));
  const masks = perTrain.map((list) =>
    list.map((o) => {
      const m = new Uint32Array(words);
      for (const e of o.c.edges) {
        const i = edgeIndex.get(e)!;
        m[i >>> 5]! |= 1 << (i & 31);
      }
      return m;
    }),
  );
  const suffix = perTrain.map((_, k) => perTrain.slice(k).reduce((s, l) => s + (l[0]?.revenue ?? 0), 0));
  suffix.push(0);

  let best = 0;
  let bestPick: (number | undefined)[] = order.map(() => undefined);
  const pick: (number | undefined)[] = [];
  let steps = opts.maxSteps ?? 200_000;
  const search = (k: number, used: Uint32Array, total: number) => {
    if (total > best) {
      best = total;
      bestPick = [...pick, ...order.slice(k).map(() => undefined)];
    }
    if (k === order.length || total + suffix[k]! <= best) return;
    const list = perTrain[k]!;
    for (let i = 0; i < list.length; i++) {
      if (steps-- <= 0) return;
      const option = list[i]!;
      if (total + option.revenue + suffix[k + 1]! <= best) break;
      const mask = masks[k]![i]!;
      let clash = false;
      for (let w = 0; w < words && !clash; w++) clash = (mask[w]! & used[w]!) !== 0;
      if (clash) continue;
      const next = new Uint32Array(words);
      for (let w = 0; w < words; w++) next[w] = used[w]! | mask[w]!;
      pick.push(i);
      search(k + 1, next, total + option.revenue);
      pick.pop();
    }
    pick.push(undefined);
    search(k + 1, used, total);
    pick.pop();
  };
  search(0, new Uint32Array(words), 0);

  const routes: RouteResult[] = [];
  order.forEach(({ t }, k) => {
    const i = bestPick[k];
    if (i === undefined) return;
    const option = perTrain[k]![i]!;
    routes.push(toResult(track, t, option.c, option.revenue, option.stops));
  });
  const byTrain = new Map(trains.map((t, i) => [t.name, i]));
  routes.sort((a, b) => byTrain.get(a.train)! - byTrain.get(b.train)!);
  return { routes, revenue: best };
}

/**
 * Whether the corporation has a route to run: the track out of one of its token cities reaches a second stop
 * (18xx.games' graph `route_available`: two revenue nodes on the paths one token's walk covers; the route's
 * legality is left to the run). Lawson junctions are passed through, each once; coming back to the token's own
 * city (out through a junction and back) is no second stop.
 */
export function corporationCanRun(map: MapState, corporation: string): boolean {
  const track = trackOf(map);
  const reachesOther = (start: NodeKey, passed: Set<NodeKey>) => (seg: Chain): boolean => {
    const end = seg.b;
    if (parseNodeKey(end).kind === 'junction') {
      if (passed.has(end)) return false;
      passed.add(end);
      return walkSegments(track, end, reachesOther(start, passed));
    }
    return end !== start;
  };
  for (const token of tokenNodes(map, corporation)) if (walkSegments(track, token, reachesOther(token, new Set()))) return true;
  return false;
}
