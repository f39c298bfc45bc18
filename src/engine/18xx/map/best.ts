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
}

interface Candidate {
  nodes: NodeKey[];
  chains: Chain[];
  edges: Set<string>;
  revenue: number;
  /** Its nodes' visit costs, against a train's reach. */
  stops: number;
}

function disjoint(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const x of a) if (b.has(x)) return false;
  return true;
}

function reversed(chain: Chain): Chain {
  return { a: chain.b, b: chain.a, paths: [...chain.paths].reverse() };
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
  const out: Candidate[] = [];
  const seen = new Set<string>();
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
        grow({
          cost,
          nodes: [...half.nodes, seg.b],
          chains: [...half.chains, seg],
          edges: new Set([...half.edges, ...seg.edges]),
          revenue: half.revenue + quickRevenue(seg.b),
        });
      }
    };
    grow({ nodes: [token], chains: [], edges: new Set(), revenue: quickRevenue(token), cost: nodeCost(token) });
    const add = (nodes: NodeKey[], chains: Chain[], edges: Set<string>, revenue: number, cost: number) => {
      if (nodes.length < 2) return;
      const key = [...edges].sort().join(',') + '|' + [...nodes].sort().join(',');
      if (seen.has(key)) return;
      seen.add(key);
      out.push({ nodes, chains, edges, revenue, stops: cost });
    };
    for (const h of halves) add(h.nodes, h.chains, h.edges, h.revenue, h.cost);
    // routes with the token in the middle: join two halves (best halves only, to stay bounded)
    const tops = halves.filter((h) => h.nodes.length > 1).sort((a, b) => b.revenue - a.revenue).slice(0, 3000);
    const tokenRevenue = quickRevenue(token);
    for (let i = 0; i < tops.length; i++) {
      for (let j = i + 1; j < tops.length; j++) {
        if (budget.pairs-- <= 0) break;
        const a = tops[i]!;
        const b = tops[j]!;
        if (a.cost + b.cost - nodeCost(token) > maxStops) continue;
        if (a.nodes.slice(1).some((n) => b.nodes.includes(n)) || !disjoint(a.edges, b.edges)) continue;
        const nodes = [...[...a.nodes].reverse(), ...b.nodes.slice(1)];
        const chains = [...[...a.chains].reverse().map(reversed), ...b.chains];
        add(nodes, chains, new Set([...a.edges, ...b.edges]), a.revenue + b.revenue - tokenRevenue, a.cost + b.cost - nodeCost(token));
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

/** The exact search knows every rule of these hooks: none, or checks it was told how to apply. */
function exactSearchFits(hooks: RouteHooks | undefined): boolean {
  if (!hooks) return true;
  if (hooks.stopRevenue || hooks.routeBonus) return false;
  if (hooks.checkRoute && !hooks.search) return false;
  return !hooks.tokenFree || !!hooks.search?.starts;
}

/** Best set of routes for the corporation's trains (exact when it fits, else a bounded search). */
export function bestRoutes(
  map: MapState,
  corporation: string,
  trains: TrainSpec[],
  phase: PhaseColor,
  opts: { hooks?: RouteHooks; maxSteps?: number } = {},
): { routes: RouteResult[]; revenue: number } {
  if (!trains.length) return { routes: [], revenue: 0 };
  // trains of different track groups never compete for track: each group's best routes apart
  const groups = [...new Set(trains.map((t) => t.trackGroup ?? ''))];
  if (groups.length > 1) {
    const parts = groups.map((g) => bestRoutes(map, corporation, trains.filter((t) => (t.trackGroup ?? '') === g), phase, opts));
    const byTrain = new Map(trains.map((t, i) => [t.name, i]));
    const routes = parts.flatMap((p) => p.routes).sort((a, b) => byTrain.get(a.train)! - byTrain.get(b.train)!);
    return { routes, revenue: parts.reduce((n, p) => n + p.revenue, 0) };
  }
  const track = trackOf(map);
  if (exactSearchFits(opts.hooks)) {
    const exact = bestExactRoutes(track, corporation, trains, phase, opts.maxSteps ?? 2_000_000, opts.hooks);
    if (exact) return exact;
  }
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
