// Exact best-route search: branch and bound over the corporation's network, for trains that count stops (a
// distance and an optional multiplier) and for trains with per-kind rows (1828's 3+D and 8E) whose rows each
// pay every stop they visit or none; for trains with classes (`RouteHooks.trainStop`: the stops a train
// services, what each pays, its anchors), hex trains (`hexEdges`) and pay-best-hexes trains; title rules only as
// `SearchRules` (hexes no route touches, the nodes a route must stop at).
//
// The network is numbered once per call: nodes (revenue, stop or junction, blocking, revenue groups),
// node-to-node segments (their hex sides as bit indices) and the corporation's token cities. A route is
// grown from its first token city (in token order; routes through an earlier token were found from that one)
// to one side, then to the other; every extension checks node reuse, shared hex sides, groups and the stop
// counts per row with flat arrays, and is cut when even the richest stops each row still allows could not beat
// the bar. Several
// trains: each train's best alone, then a greedy edge-disjoint set as the bar, then only the routes that could
// still improve on it are kept per train and combined best-first with suffix bounds.
import { evaluateRoute, hexEdgesCrossed, isDiesel, stopGroups, stopRevenue, stopVisitCost, type Chain } from './routes.ts';
import { segmentSides, walkSegments } from './segments.ts';
import { nodeBlocks, parseNodeKey, tokenNodes, type NodeKey, type Track } from './track.ts';
import type { MapState, PhaseColor, RouteHooks, RouteResult, SearchRules, StopRef, TrainSpec } from './types.ts';

interface Seg {
  to: number;
  chain: Chain;
  /** Hex sides used, as bit indices into the route's edge set. */
  edges: number[];
  terminal: boolean;
  /** Hex edges the segment crosses (hex trains' reach). */
  crossings: number;
}

interface Network {
  keys: NodeKey[];
  revenue: Int32Array;
  /** What a D train earns at each node (a stop's "diesel" revenue where it has one). */
  diesel: Int32Array;
  isStop: Uint8Array;
  blocks: Uint8Array;
  groups: Int32Array;
  /** Token order of a token city (-1 for other nodes). */
  token: Int32Array;
  tokens: number[];
  out: Seg[][];
  edgeCount: number;
  /** Stop kind of each node: 0 junction, 1 city, 2 town, 3 offboard. */
  kind: Uint8Array;
  /** Hex index of each node (grid numbering; pay-best-hexes trains group their stops by it). */
  hex: Int32Array;
  /** What a visit counts against a train's reach (18xx.games visit_cost; 0 at junctions). */
  cost: Int32Array;
}

const KIND_CODES: Readonly<Record<string, number>> = { junction: 0, city: 1, town: 2, offboard: 3 };
const KIND_NAMES = ['junction', 'city', 'town', 'offboard'] as const;

/**
 * How one train kind counts and pays the network's nodes: each stop kind belongs to one row, which it counts
 * against (a plain train: one row of every kind); a visit pays its revenue times the row's multiplier, or
 * nothing in a row that pays nothing.
 */
interface Scoring {
  /** Row of each node (-1: a junction, no stop). */
  row: Int8Array;
  pay: Int32Array;
  limits: Int32Array;
  /** bounds[r][k]: the k richest visits row r allows, summed (its last entry holds them all). */
  bounds: Float64Array[];
  /** What the visits costing nothing (18xx.games visit_cost 0) could add to each row, all of them together. */
  free: Float64Array;
  /** Nodes that count as stops for this train (a train with classes passes the others through). */
  stop: Uint8Array;
  /** Where its routes start, in token order (token cities; for a train with classes, its anchors). */
  starts: number[];
  /** Position of a node in `starts` (-1: not a start). */
  startOrder: Int32Array;
  /** Hex edges a route may cross (-1: no such limit). */
  edgeLimit: number;
  /** Only the best this many hexes pay (0: every paid stop pays). */
  best: number;
  /** The most a pay-best-hexes route could pay: its best hexes with every stop in them. */
  cap: number;
  /** SearchRules.visitBonus for this train: what it pays (0: none), the stops it needs (marked) and their number. */
  bonusPay: number;
  bonusMark: Uint8Array;
  bonusNeed: number;
}

/** The train's rows as the search counts them, or null when a row pays only some of its visits (compute_stops picks). */
function trainRows(train: TrainSpec): { kinds: string[]; limit: number; mult: number; pays: boolean }[] | null {
  // reach in hex edges or any length: stops are not counted
  if (train.hexEdges || train.payBestHexes !== undefined) {
    return train.rows ? null : [{ kinds: ['city', 'town', 'offboard'], limit: 1 << 30, mult: train.multiplier ?? 1, pays: true }];
  }
  if (!train.rows) return [{ kinds: ['city', 'town', 'offboard'], limit: train.distance, mult: train.multiplier ?? 1, pays: true }];
  const seen = new Set<string>();
  const rows: { kinds: string[]; limit: number; mult: number; pays: boolean }[] = [];
  for (const r of train.rows) {
    const visit = r.visit ?? r.pay;
    if (r.pay !== 0 && r.pay < visit) return null;
    for (const k of r.nodes) {
      if (seen.has(k)) return null;
      seen.add(k);
    }
    rows.push({ kinds: [...r.nodes], limit: visit, mult: r.multiplier ?? train.multiplier ?? 1, pays: r.pay > 0 });
  }
  // a route's token city must be among the paying stops; kinds in no row may not be visited
  if (!rows.some((r) => r.pays && r.kinds.includes('city'))) return null;
  rows.push({ kinds: ['city', 'town', 'offboard'].filter((k) => !seen.has(k)), limit: 0, mult: 0, pays: false });
  return rows;
}

function scoringFor(net: Network, train: TrainSpec, map: MapState, hooks: RouteHooks | undefined, bonus?: SearchRules['visitBonus']): Scoring | null {
  const rows = trainRows(train);
  if (!rows) return null;
  const n = net.keys.length;
  const s: Scoring = {
    row: new Int8Array(n).fill(-1),
    pay: new Int32Array(n),
    limits: Int32Array.from(rows.map((r) => r.limit)),
    bounds: [],
    free: new Float64Array(rows.length),
    stop: new Uint8Array(n),
    starts: [],
    startOrder: new Int32Array(n).fill(-1),
    edgeLimit: train.hexEdges ? train.distance : -1,
    best: train.payBestHexes ?? 0,
    cap: 0,
    bonusPay: 0,
    bonusMark: new Uint8Array(n),
    bonusNeed: 0,
  };
  const pays: number[][] = rows.map(() => []);
  const revenue = isDiesel(train) ? net.diesel : net.revenue;
  // (a train without a class is counted and paid as any other: 1822's trains but the E)
  const classes = train.class !== undefined ? hooks?.trainStop : undefined;
  for (let i = 0; i < n; i++) {
    if (!net.isStop[i]) continue;
    if (classes) {
      // a train with classes: one row; what the title says each serviced stop pays
      const { hex, kind, index } = parseNodeKey(net.keys[i]!);
      const t = classes(train, { hex, kind: kind as StopRef['kind'], index, revenue: revenue[i]! }, map);
      if (!t) continue;
      s.row[i] = 0;
      s.pay[i] = t.pays;
      if (t.anchor && net.token[i]! >= 0) s.starts.push(i);
    } else {
      const r = rows.findIndex((x) => x.kinds.includes(KIND_NAMES[net.kind[i]!]!));
      s.row[i] = r;
      s.pay[i] = rows[r]!.pays ? revenue[i]! * rows[r]!.mult : 0;
    }
    s.stop[i] = 1;
    // a visit costing more than 1 still counts as one of the richest in the bound (an upper bound all the same)
    if (net.cost[i]! > 0) pays[s.row[i]!]!.push(Math.max(0, s.pay[i]!));
    else s.free[s.row[i]!]! += Math.max(0, s.pay[i]!);
  }
  if (!classes) s.starts = net.tokens.slice();
  // token order (routes through an earlier start were found from it)
  s.starts.sort((a, b) => net.token[a]! - net.token[b]!);
  s.starts.forEach((node, k) => (s.startOrder[node] = k));
  if (s.best) {
    const byHex = new Map<number, number>();
    for (let i = 0; i < n; i++) if (s.stop[i]) byHex.set(net.hex[i]!, (byHex.get(net.hex[i]!) ?? 0) + Math.max(0, s.pay[i]!));
    s.cap = [...byHex.values()].sort((a, b) => b - a).slice(0, s.best).reduce((a, b) => a + b, 0);
  }
  s.bounds = pays.map((list) => {
    list.sort((a, b) => b - a);
    const b = new Float64Array(list.length + 1);
    list.forEach((v, k) => (b[k + 1] = b[k]! + v));
    return b;
  });
  if (bonus) {
    // (a bonus stop this train passes through or cannot reach: no route of it earns the bonus)
    const nodes = [...new Set(bonus.stops)].map((k) => net.keys.indexOf(k));
    const again = net.keys.indexOf(bonus.again);
    if (again >= 0 && s.stop[again] && s.pay[again]! > 0 && nodes.every((i) => i >= 0 && s.stop[i])) {
      s.bonusPay = s.pay[again]!;
      s.bonusNeed = nodes.length;
      for (const i of nodes) s.bonusMark[i] = 1;
    }
  }
  return s;
}

function buildNetwork(track: Track, corporation: string, phase: PhaseColor, rules: SearchRules): Network | null {
  const { map } = track;
  const avoid = new Set(rules.avoidHexes ?? []);
  const avoided = (key: NodeKey) => avoid.size > 0 && avoid.has(parseNodeKey(key).hex);
  const keys: NodeKey[] = [];
  const index = new Map<NodeKey, number>();
  const add = (key: NodeKey) => {
    let i = index.get(key);
    if (i === undefined) {
      index.set(key, (i = keys.length));
      keys.push(key);
    }
    return i;
  };
  // routes start at the corporation's token cities, or where the title's rules say every route stops
  const tokens = (rules.starts ?? tokenNodes(map, corporation)).filter((k) => !avoided(k) && parseNodeKey(k).kind !== 'junction').map(add);
  const raw: { from: number; chain: Chain; keys: number[] }[] = [];
  // segments from the token cities and from every node a route may pass through
  for (let i = 0; i < keys.length; i++) {
    if (i >= tokens.length && nodeBlocks(map, keys[i]!, corporation)) continue;
    walkSegments(track, keys[i]!, (chain) => {
      if (avoid.size && (avoided(chain.b) || chain.paths.some((id) => avoid.has(track.paths[id]!.hex)))) return;
      add(chain.b);
      raw.push({ from: i, chain, keys: segmentSides(track, chain.paths) });
    });
  }
  const n = keys.length;
  const groupBits = new Map<string, number>();
  const net: Network = {
    keys,
    revenue: new Int32Array(n),
    diesel: new Int32Array(n),
    isStop: new Uint8Array(n),
    blocks: new Uint8Array(n),
    groups: new Int32Array(n),
    token: new Int32Array(n).fill(-1),
    tokens,
    out: keys.map(() => []),
    edgeCount: 0,
    kind: new Uint8Array(n),
    hex: new Int32Array(n),
    cost: new Int32Array(n),
  };
  tokens.forEach((t, i) => (net.token[t] = i));
  for (let i = 0; i < n; i++) {
    const { hex, kind, index: part } = parseNodeKey(keys[i]!);
    net.blocks[i] = i < tokens.length ? 0 : Number(nodeBlocks(map, keys[i]!, corporation));
    net.kind[i] = KIND_CODES[kind] ?? 0;
    net.hex[i] = track.grid.index.get(hex) ?? -1;
    if (kind === 'junction') continue;
    net.isStop[i] = 1;
    net.cost[i] = stopVisitCost(map, { hex, kind, index: part });
    net.revenue[i] = stopRevenue(map, { hex, kind, index: part }, phase);
    net.diesel[i] = stopRevenue(map, { hex, kind, index: part }, phase, true);
    for (const g of stopGroups(map, { hex, kind, index: part })) {
      let bit = groupBits.get(g);
      if (bit === undefined) groupBits.set(g, (bit = groupBits.size));
      if (bit > 30) return null; // more groups than a bit mask holds: let the general search answer
      net.groups[i]! |= 1 << bit;
    }
  }
  const edgeIndex = new Map<number, number>();
  for (const { from, chain, keys: edgeKeys } of raw) {
    const edges = edgeKeys.map((k) => {
      let bit = edgeIndex.get(k);
      if (bit === undefined) edgeIndex.set(k, (bit = edgeIndex.size));
      return bit;
    });
    const terminal = chain.paths.some((id) => track.paths[id]!.terminal);
    net.out[from]!.push({ to: index.get(chain.b)!, chain, edges, terminal, crossings: hexEdgesCrossed(track, [chain]) });
  }
  // richest segments first: good routes early make the bound bite sooner
  for (const list of net.out) list.sort((a, b) => net.revenue[b.to]! - net.revenue[a.to]!);
  net.edgeCount = edgeIndex.size;
  return net;
}

/** A route found by the search: its segments in travel order, hex sides as a bit set, raw stop revenue and stops. */
interface Found {
  left: Seg[];
  right: Seg[];
  start: number;
  mask: Uint32Array;
  /** What the route pays, its visit bonus included. */
  revenue: number;
  /** Its visit bonus (SearchRules.visitBonus; 0 without). */
  bonus: number;
}

interface SearchOpts {
  scoring: Scoring;
  /** Only routes whose revenue is above this are reported (and the bound cuts against it). */
  bar: () => number;
  /** Hex sides already taken (by other trains' routes). */
  taken?: Uint8Array;
  report: (route: RouteWalk) => void;
  budget: { steps: number };
  /** The title's own check of a found route (SearchRules.checkFound); false passes it over. */
  accept?: (route: RouteWalk) => boolean;
}

/** The search's current route: right half from the token, then the left half. */
interface RouteWalk {
  right: Seg[];
  left: Seg[];
  start: number;
  /** What the route pays so far (the scoring's pay, multipliers included). */
  revenue: number;
  /** Stops visited (a route needs two). */
  stops: number;
  /** The visit bonus it earns now (SearchRules.visitBonus), beside `revenue`. */
  bonus: number;
  edgeUsed: Uint8Array;
}

/** Paths in travel order may be terminal only first or last (18xx.games: no passing through a terminal). */
function terminalOk(walk: RouteWalk, track: Track): boolean {
  const ordered: number[] = [];
  for (let i = walk.left.length - 1; i >= 0; i--) {
    const p = walk.left[i]!.chain.paths;
    for (let j = p.length - 1; j >= 0; j--) ordered.push(p[j]!);
  }
  for (const s of walk.right) ordered.push(...s.chain.paths);
  for (let i = 1; i < ordered.length - 1; i++) if (track.paths[ordered[i]!]!.terminal) return false;
  return true;
}

function search(net: Network, track: Track, opts: SearchOpts): void {
  const n = net.keys.length;
  const nodeUsed = new Uint8Array(n);
  const edgeUsed = opts.taken ? Uint8Array.from(opts.taken) : new Uint8Array(net.edgeCount);
  const walk: RouteWalk = { right: [], left: [], start: 0, revenue: 0, stops: 0, bonus: 0, edgeUsed };
  const { scoring, budget } = opts;
  const { row, pay, limits, bounds, free, stop, starts, startOrder, edgeLimit, best, bonusPay, bonusMark, bonusNeed } = scoring;
  /** Bonus stops visited so far. */
  let hits = 0;
  const cost = net.cost;
  const rows = limits.length;
  let crossings = 0;
  // pay-best-hexes trains: what each hex's stops on the route pay together, and the hexes of the stops visited
  const hexPay = new Float64Array(best ? track.grid.ids.length : 0);
  const hexStack: number[] = [];
  const distinct: number[] = [];
  const bestHexes = (): number => {
    distinct.length = 0;
    for (let i = 0; i < hexStack.length; i++) if (hexStack.indexOf(hexStack[i]!) === i) distinct.push(hexPay[hexStack[i]!]!);
    distinct.sort((a, b) => b - a);
    let sum = 0;
    for (let i = 0; i < best && i < distinct.length; i++) sum += distinct[i]!;
    return sum;
  };
  /** Visits counted against each row so far. */
  const counts = new Int32Array(rows);
  let groupsUsed = 0;
  let terminals = 0;
  let startToken = 0;
  let rightFirst = -1;

  /** The most the rows' remaining visits could still add. */
  const headroom = (): number => {
    let sum = 0;
    for (let r = 0; r < rows; r++) {
      const b = bounds[r]!;
      sum += b[Math.max(0, Math.min(limits[r]! - counts[r]!, b.length - 1))]! + free[r]!;
    }
    return sum;
  };

  // The stops a route can still reach: from its growing end(s) over hex sides no route here uses, through nodes it has
  // not visited and may pass; per row, the richest of them its remaining visits allow bound what it can still add.
  // (pay-best-hexes trains are bounded by their cap)
  const seen = new Int32Array(n);
  let stamp = 0;
  const queue = new Int32Array(n);
  const byPay: number[][] = [];
  const freeNodes: number[][] = [];
  for (let r = 0; r < rows; r++) {
    byPay.push([]);
    freeNodes.push([]);
  }
  for (let i = 0; i < n; i++) if (stop[i] && row[i]! >= 0) (cost[i]! > 0 ? byPay : freeNodes)[row[i]!]!.push(i);
  for (const list of byPay) list.sort((a, b) => pay[b]! - pay[a]!);
  // (worth its walk for trains of long reach only, 1822's E: a short train's richest stops bound it well enough)
  const longReach = !best && limits.some((l) => l >= REACH_MIN);
  /** What the stops reachable from `a` (and `b`, -1 for none) could add within the rows' remaining visits. */
  const reachable = (a: number, b: number): number => {
    stamp++;
    let head = 0;
    let tail = 0;
    if (a >= 0) queue[tail++] = a;
    if (b >= 0) queue[tail++] = b;
    while (head < tail) {
      const list = net.out[queue[head++]!]!;
      for (let i = 0; i < list.length; i++) {
        const seg = list[i]!;
        const to = seg.to;
        if (seen[to] === stamp || nodeUsed[to] || (startOrder[to]! >= 0 && startOrder[to]! < startToken) || net.groups[to]! & groupsUsed) continue;
        const r = row[to]!;
        if (r >= 0 && counts[r]! + cost[to]! > limits[r]!) continue;
        const edges = seg.edges;
        let clash = false;
        for (let k = 0; k < edges.length && !clash; k++) clash = edgeUsed[edges[k]!] !== 0;
        if (clash) continue;
        seen[to] = stamp;
        if (!net.blocks[to]) queue[tail++] = to;
      }
    }
    let sum = 0;
    for (let r = 0; r < rows; r++) {
      let left = limits[r]! - counts[r]!;
      const list = byPay[r]!;
      for (let i = 0; i < list.length && left > 0; i++) {
        if (seen[list[i]!] !== stamp) continue;
        sum += Math.max(0, pay[list[i]!]!);
        left--;
      }
      for (const i of freeNodes[r]!) if (seen[i] === stamp) sum += Math.max(0, pay[i]!);
    }
    return sum;
  };

  const report = () => {
    if (walk.stops < 2 || walk.revenue + walk.bonus <= opts.bar()) return;
    if (terminals && !terminalOk(walk, track)) return;
    if (opts.accept && !opts.accept(walk)) return;
    opts.report(walk);
  };

  /** Tries each segment out of `from`; `half` is the side being grown, `first` limits the left side's first one. */
  const extend = (from: number, half: Seg[], onto: () => void, minFirst: number): void => {
    const list = net.out[from]!;
    for (let i = 0; i < list.length; i++) {
      if (half.length === 0 && i <= minFirst) continue;
      if (budget.steps-- <= 0) return;
      const seg = list[i]!;
      const to = seg.to;
      if (nodeUsed[to] || (startOrder[to]! >= 0 && startOrder[to]! < startToken)) continue;
      const g = net.groups[to]!;
      if (g & groupsUsed) continue;
      const r = row[to]!;
      const c = r >= 0 ? cost[to]! : 0;
      if (r >= 0 && counts[r]! + c > limits[r]!) continue;
      const crossed = crossings + seg.crossings;
      if (edgeLimit >= 0 && crossed > edgeLimit) continue;
      let revenue = walk.revenue + pay[to]!;
      if (r >= 0) counts[r]! += c;
      // the richest stops still possible (and the bonus) would not beat the bar (pay-best-hexes: any length, only the cap bounds it)
      if (best ? scoring.cap <= opts.bar() : revenue + headroom() + bonusPay <= opts.bar()) {
        if (r >= 0) counts[r]! -= c;
        continue;
      }
      const edges = seg.edges;
      let clash = false;
      for (let k = 0; k < edges.length && !clash; k++) clash = edgeUsed[edges[k]!] !== 0;
      if (clash) {
        if (r >= 0) counts[r]! -= c;
        continue;
      }
      for (let k = 0; k < edges.length; k++) edgeUsed[edges[k]!]++;
      nodeUsed[to] = 1;
      groupsUsed |= g;
      if (seg.terminal) terminals++;
      const crossingsBefore = crossings;
      crossings = crossed;
      const revenueBefore = walk.revenue;
      const stops = stop[to]!;
      if (best && stops) {
        hexPay[net.hex[to]!]! += pay[to]!;
        hexStack.push(net.hex[to]!);
        revenue = bestHexes();
      }
      walk.stops += stops;
      walk.revenue = revenue;
      const marked = stops && bonusMark[to] ? 1 : 0;
      hits += marked;
      walk.bonus = hits === bonusNeed ? bonusPay : 0;
      half.push(seg);
      if (half === walk.right && half.length === 1) rightFirst = i;
      // what the stops still reachable could add (growing the right side, the left one from the start is to come)
      const ends = net.blocks[to] ? -1 : to;
      if (!longReach || revenue + bonusPay + reachable(ends, half === walk.right ? walk.start : -1) > opts.bar()) {
        onto();
        if (!net.blocks[to]) grow(to, half);
      }
      half.pop();
      hits -= marked;
      walk.bonus = hits === bonusNeed ? bonusPay : 0;
      if (best && stops) {
        hexPay[net.hex[to]!]! -= pay[to]!;
        hexStack.pop();
      }
      crossings = crossingsBefore;
      walk.stops -= stops;
      walk.revenue = revenueBefore;
      if (seg.terminal) terminals--;
      groupsUsed &= ~g;
      nodeUsed[to] = 0;
      if (r >= 0) counts[r]! -= c;
      for (let k = 0; k < edges.length; k++) edgeUsed[edges[k]!]--;
    }
  };

  const onRight = () => {
    report();
    // the other side, starting with a later segment out of the token than the right side's first
    extend(walk.start, walk.left, report, rightFirst);
  };
  const grow = (node: number, half: Seg[]) => {
    if (half === walk.right) extend(node, half, onRight, -1);
    else extend(node, half, report, -1);
  };

  for (let t = 0; t < starts.length; t++) {
    const start = starts[t]!;
    const r = row[start]!;
    if (r < 0 || limits[r]! < cost[start]!) continue;
    startToken = t;
    walk.start = start;
    nodeUsed[start] = 1;
    groupsUsed = net.groups[start]!;
    counts[r]! += cost[start]!;
    walk.stops = 1;
    walk.revenue = pay[start]!;
    hits = bonusMark[start]!;
    walk.bonus = hits === bonusNeed ? bonusPay : 0;
    if (best) {
      hexPay[net.hex[start]!] = pay[start]!;
      hexStack.push(net.hex[start]!);
    }
    extend(start, walk.right, onRight, -1);
    if (best) {
      hexPay[net.hex[start]!] = 0;
      hexStack.pop();
    }
    counts[r]! -= cost[start]!;
    nodeUsed[start] = 0;
  }
}

function snapshot(walk: RouteWalk, words: number): Found {
  const mask = new Uint32Array(words);
  for (const s of walk.left) for (const e of s.edges) mask[e >>> 5]! |= 1 << (e & 31);
  for (const s of walk.right) for (const e of s.edges) mask[e >>> 5]! |= 1 << (e & 31);
  return { left: walk.left.slice(), right: walk.right.slice(), start: walk.start, mask, revenue: walk.revenue + walk.bonus, bonus: walk.bonus };
}

/** The route's node keys and chains in travel order (left half reversed, then the right half). */
function materialize(net: Network, walk: { left: Seg[]; right: Seg[]; start: number }): { nodes: NodeKey[]; chains: Chain[] } {
  const nodes: NodeKey[] = [];
  const chains: Chain[] = [];
  const left = walk.left;
  for (let i = left.length - 1; i >= 0; i--) {
    const c = left[i]!.chain;
    nodes.push(c.b);
    chains.push({ a: c.b, b: c.a, paths: [...c.paths].reverse() });
  }
  nodes.push(net.keys[walk.start]!);
  for (const s of walk.right) {
    nodes.push(s.chain.b);
    chains.push(s.chain);
  }
  return { nodes, chains };
}

/**
 * A train's best route alone is first sought above these shares of the most its stops could pay (a high bar cuts
 * more, and asks the title's checkFound of fewer routes), down to 0 until one is found: the best above a bar is the
 * best there is.
 */
const ASPIRE = [0.9, 0.7, 0.5, 0];
/** Where the trains' best set is sought first: this share of the way from the greedy set to the trains' best alone. */
const AIMS = [0.5, 0];
/** Trains that may visit this many stops or more are bounded by the stops they can still reach. */
const REACH_MIN = 8;

/** Trains that count and pay alike search alike. */
const scoringKey = (t: TrainSpec, byName: boolean) =>
  JSON.stringify([t.rows ? 0 : t.distance, t.multiplier ?? 1, t.rows ?? null, t.hexEdges ?? false, t.payBestHexes ?? null, t.class ?? null, byName ? t.name : null]);

/** The title's checkRoute asked of a found route's stops (SearchRules.checkFound). */
function checker(net: Network, track: Track, train: TrainSpec, hooks: RouteHooks): (walk: RouteWalk) => boolean {
  const check = hooks.checkRoute!;
  // each stop's reference made once (read-only: shared by the routes asked of)
  const refs: (StopRef | undefined)[] = [];
  const refOf = (i: number): StopRef => {
    let ref = refs[i];
    if (!ref) {
      const { hex, kind, index } = parseNodeKey(net.keys[i]!);
      refs[i] = ref = Object.freeze({ hex, kind: kind as StopRef['kind'], index, revenue: net.revenue[i]! });
    }
    return ref;
  };
  return (walk) => {
    const stops: StopRef[] = [];
    const add = (i: number) => {
      if (net.isStop[i]) stops.push(refOf(i));
    };
    for (let i = walk.left.length - 1; i >= 0; i--) add(walk.left[i]!.to);
    add(walk.start);
    for (const seg of walk.right) add(seg.to);
    // (the search asks of many routes and reads no message: refusals made without a stack trace, which costs most)
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      check(stops, track.map, train);
      return true;
    } catch {
      return false;
    } finally {
      Error.stackTraceLimit = limit;
    }
  };
}

/** The exact search's answer: the routes, their revenues' sum, what the set earns (`score`: a visit bonus paid once counted once) and whether a route earns a visit bonus. */
export interface ExactRoutes {
  routes: RouteResult[];
  revenue: number;
  score: number;
  bonused: boolean;
}

/**
 * Best edge-disjoint routes for trains the exact search can count (see trainRows); null when a train or the
 * network does not fit it (then the general search answers).
 */
export function bestExactRoutes(
  track: Track,
  corporation: string,
  trains: TrainSpec[],
  phase: PhaseColor,
  maxSteps: number,
  hooks?: RouteHooks,
  /** Pick the routes as if no visit bonus were paid (their revenues still count it). */
  bonusOff = false,
): ExactRoutes | null {
  const rules: SearchRules = hooks?.search ?? {};
  if (!trains.every((t) => trainRows(t))) return null;
  // (a pay-best-hexes train's bonus would depend on which hexes pay: not bounded here)
  const bonus = bonusOff ? undefined : rules.visitBonus;
  if (bonus && trains.some((t) => t.payBestHexes !== undefined)) return null;
  const once = !!bonus?.once;
  const net = buildNetwork(track, corporation, phase, rules);
  if (!net) return null;
  const words = Math.max(1, Math.ceil(net.edgeCount / 32));
  const budget = { steps: maxSteps };
  // trains that count and pay alike share their searches; the longest reach first
  const checked = !!(rules.checkFound && hooks?.checkRoute);
  const kinds: { key: string; scoring: Scoring; reach: number; trains: number[]; accept?: (w: RouteWalk) => boolean }[] = [];
  trains.forEach((t, i) => {
    const key = scoringKey(t, checked);
    const k = kinds.find((x) => x.key === key);
    if (k) k.trains.push(i);
    else {
      const scoring = scoringFor(net, t, track.map, hooks, bonus)!;
      const accept = checked ? checker(net, track, t, hooks!) : undefined;
      // the most its visits could pay: richest kinds first make a good greedy bar
      const reach = scoring.best ? scoring.cap : scoring.bounds.reduce((sum, b, r) => sum + b[Math.min(scoring.limits[r]!, b.length - 1)]! + scoring.free[r]!, 0);
      kinds.push({ key, scoring, reach, trains: [i], ...(accept ? { accept } : {}) });
    }
  });
  kinds.sort((a, b) => b.reach - a.reach);

  const bestAlone = ({ scoring, accept, reach }: (typeof kinds)[number], taken?: Uint8Array): Found | null => {
    let best: Found | null = null;
    for (const f of ASPIRE) {
      const floor = Math.floor(reach * f);
      search(net, track, {
        scoring,
        bar: () => best?.revenue ?? floor,
        ...(taken ? { taken } : {}),
        budget,
        report: (w) => (best = snapshot(w, words)),
        ...(accept ? { accept } : {}),
      });
      if (best) break;
    }
    return best;
  };

  // each kind's best route alone (an upper bound per train), and a greedy disjoint set (the bar to beat)
  const alone = kinds.map((k) => bestAlone(k));
  const single = trains.length === 1;
  const picks: { train: number; found: Found }[] = [];
  /** What a set of routes earns: their revenues, a bonus paid once (visitBonus.once) counted only for the largest. */
  const worth = (sum: number, bonuses: number, most: number) => (once ? sum - bonuses + most : sum);
  let score: number;
  if (single) {
    if (alone[0]) picks.push({ train: 0, found: alone[0] });
    score = alone[0]?.revenue ?? 0;
  } else {
    const taken = new Uint8Array(net.edgeCount);
    let greedySum = 0;
    let greedyBonuses = 0;
    let greedyMost = 0;
    const greedyPicks: typeof picks = [];
    for (const k of kinds) {
      for (const ti of k.trains) {
        const found = bestAlone(k, taken);
        if (!found) continue;
        greedySum += found.revenue;
        greedyBonuses += found.bonus;
        greedyMost = Math.max(greedyMost, found.bonus);
        for (const s of [...found.left, ...found.right]) for (const e of s.edges) taken[e] = 1;
        greedyPicks.push({ train: ti, found });
      }
    }
    const greedy = worth(greedySum, greedyBonuses, greedyMost);
    const upper = kinds.map((_, i) => alone[i]?.revenue ?? 0);
    const totalUpper = kinds.reduce((s, k, i) => s + upper[i]! * k.trains.length, 0);
    // one slot per train, richest kinds first
    const slots = kinds.flatMap((k, i) => k.trains.map((t) => ({ train: t, kind: i })));
    const suffix = new Float64Array(slots.length + 1);
    for (let s = slots.length - 1; s >= 0; s--) suffix[s] = suffix[s + 1]! + upper[slots[s]!.kind]!;
    let best = greedy;
    let bestSet: { train: number; found: Found }[] | null = null;
    // A run earning `aim` or more holds only routes that pay at least `aim` less the other trains' best alone: per
    // kind, every such route; then branch and bound over them. When the best found reaches the aim it is the best
    // there is; if not, a lower aim (first aims close to the most the trains could earn keep the lists short; the
    // last one is the best found so far, which the greedy set starts).
    for (const f of AIMS) {
      const aim = Math.max(best, greedy + (totalUpper - greedy) * f);
      const lists = kinds.map((k, i) => {
        const bar = aim - (totalUpper - upper[i]!);
        const list: Found[] = [];
        search(net, track, { scoring: k.scoring, bar: () => bar - 1e-9, budget, report: (w) => list.push(snapshot(w, words)), ...(k.accept ? { accept: k.accept } : {}) });
        return list.sort((a, b) => b.revenue - a.revenue);
      });
      const choice: number[] = [];
      const used = new Uint32Array(words);
      // (`total` sums the routes' revenues, bonuses included; `value` is what the set earns. Each route adds at most
      // its revenue to the value, so the revenues bound what is left)
      const go = (s: number, total: number, bonuses: number, most: number, minIndex: number) => {
        const value = worth(total, bonuses, most);
        if (value > best) {
          best = value;
          bestSet = [];
          choice.forEach((i, k) => i >= 0 && bestSet!.push({ train: slots[k]!.train, found: lists[slots[k]!.kind]![i]! }));
        }
        if (s === slots.length || value + suffix[s]! <= best) return;
        const slot = slots[s]!;
        const list = lists[slot.kind]!;
        // trains of one kind take routes in list order (the same set in another order is no better)
        const from = s > 0 && slots[s - 1]!.kind === slot.kind ? minIndex : 0;
        for (let i = from; i < list.length; i++) {
          const o = list[i]!;
          if (value + o.revenue + suffix[s + 1]! <= best) break;
          let clash = false;
          for (let w = 0; w < words && !clash; w++) clash = (o.mask[w]! & used[w]!) !== 0;
          if (clash) continue;
          for (let w = 0; w < words; w++) used[w]! |= o.mask[w]!;
          choice.push(i);
          go(s + 1, total + o.revenue, bonuses + o.bonus, Math.max(most, o.bonus), i + 1);
          choice.pop();
          for (let w = 0; w < words; w++) used[w]! &= ~o.mask[w]!;
        }
        choice.push(-1);
        go(s + 1, total, bonuses, most, list.length);
        choice.pop();
      };
      go(0, 0, 0, 0, 0);
      if (best >= aim) break;
    }
    score = best;
    picks.push(...(bestSet ?? greedyPicks));
  }

  const routes: RouteResult[] = [];
  for (const p of picks.sort((a, b) => a.train - b.train)) {
    const train = trains[p.train]!;
    const walk = materialize(net, p.found);
    // the title's own checks have the last word (its SearchRules promised they pass)
    const r = evaluateRoute(track, corporation, train, walk.nodes, walk.chains, phase, hooks);
    if (typeof r === 'string') throw new Error(`route search: found an illegal route (${r})`);
    routes.push({
      train: train.name,
      connections: walk.chains.map((c) => c.paths.map((id) => track.paths[id]!.hex)),
      stops: r.stops,
      paths: walk.chains.flatMap((c) => c.paths.map((id) => ({ hex: track.paths[id]!.hex, path: track.paths[id]!.index }))),
      hexes: walk.nodes.map((k) => parseNodeKey(k).hex),
      revenue: r.revenue,
    });
  }
  return { routes, revenue: routes.reduce((s, r) => s + r.revenue, 0), score, bonused: picks.some((p) => p.found.bonus > 0) };
}
