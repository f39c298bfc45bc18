// Random positions of the 1871 map (tiles grown from the operator's tokens, tokens of random shapes, random
// trains) and a brute force for their best runs, written on its own terms: every simple route of the track, its
// revenue by the seed's class rules, every edge-disjoint choice of one route per train.
import {
  createMap,
  layableHexes,
  legalTileLays,
  layTile,
  placeToken,
  stopRevenue,
  type MapState,
  type PhaseColor,
  type TileColor,
} from '../../src/engine/18xx/map/index.ts';
import { trackOf } from '../../src/engine/18xx/map/track.ts';
import { dataVersion } from '../../src/engine/titles/1871/data.ts';
import { steelMapDef } from '../../src/engine/titles/1871/map.ts';
import { type ClassRules, type Shape, type TrainLevel } from '../../src/engine/titles/1871/train-classes.ts';

export const data = dataVersion('2');
export const classes = data.trains.classes as Record<string, ClassRules>;
const mapId = steelMapDef(data).id;
export const OPERATOR = 'OP';
const OTHERS = ['X1', 'X2', 'X3'];
const COLORS: TileColor[] = ['yellow', 'green', 'brown', 'gray'];
const PHASE_COLORS: PhaseColor[] = ['yellow', 'green', 'brown', 'gray'];

export interface Position {
  map: MapState;
  shapes: Map<string, Shape>;
  phase: PhaseColor;
  trains: TrainLevel[];
}

export const hexShapes = (hex: string): Shape[] => {
  const group = data.map.hexes.find((g) => g.hexes.includes(hex));
  return !group?.shape ? [] : group.shape === 'both' ? ['square', 'round'] : [group.shape];
};

/** mulberry32: a small seeded generator whose low bits are as random as its high ones. */
export function random(seed: number): { below(n: number): number } {
  let a = seed >>> 0;
  return {
    below(n: number) {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
    },
  };
}

/** Node-to-node stretches of track from `from`: a path from the node, then paths with no node, to a path ending at a
 * node (no hex side twice) — the brute force's steps (here and test/18xx-map/visit-bonus). */
export function trackStretches(track: ReturnType<typeof trackOf>, from: string): { to: string; paths: number[]; sides: string[] }[] {
  const out: { to: string; paths: number[]; sides: string[] }[] = [];
  const walk = (pid: number, entry: number | null, paths: number[], sides: string[]) => {
    const p = track.paths[pid]!;
    for (const e of p.edges) {
      if (e === entry) continue;
      const next = track.neighbor(p.hex, e);
      if (!next) continue;
      const into = (e + 3) % 6;
      const here = [`${p.hex}:${e}`, `${next}:${into}`];
      if (here.some((s) => sides.includes(s))) continue;
      for (const qid of track.byHex.get(next) ?? []) {
        const q = track.paths[qid]!;
        if (!q.edges.includes(into)) continue;
        if (q.nodes.length) {
          for (const n of q.nodes) if (n !== from) out.push({ to: n, paths: [...paths, qid], sides: [...sides, ...here] });
        } else walk(qid, into, [...paths, qid], [...sides, ...here]);
      }
    }
  };
  for (const pid of track.byNode.get(from) ?? []) {
    const p = track.paths[pid]!;
    const other = p.nodes.find((n) => n !== from);
    if (other) out.push({ to: other, paths: [pid], sides: [] });
    else walk(pid, null, [pid], []);
  }
  return out;
}

export function randomPosition(seed: number): Position {
  const rng = random(seed);
  const map = createMap(mapId);
  // every city of the map is some company's home: free their slots for random tokens
  for (const h of Object.values(map.hexes)) {
    h.reservations = h.reservations.map(() => []);
    delete h.tileReservations;
  }
  const shapes = new Map<string, Shape>();
  const cities = () => {
    const out: { hex: string; city: number }[] = [];
    for (const [hex, h] of Object.entries(map.hexes)) h.tokens.forEach((slots, city) => slots.includes(null) && out.push({ hex, city }));
    return out;
  };
  // a token of a random shape in a random city with a free slot (one per owner and hex)
  const token = (owner: string) => {
    const free = cities().filter(({ hex }) => !map.hexes[hex]!.tokens.some((s) => s.includes(owner)));
    if (!free.length) return;
    const { hex, city } = free[rng.below(free.length)]!;
    placeToken(map, owner, { hex, cityIndex: city }, { requireReachable: false });
    shapes.set(`${hex}:${owner}`, rng.below(2) ? 'square' : 'round');
  };
  for (let n = 1 + rng.below(3); n > 0; n--) token(OPERATOR);
  // track grown from the operator's tokens, now and then a tile anywhere
  const hexes = Object.keys(map.hexes);
  const lays = 10 + rng.below(25);
  for (let n = 0, tries = 0; n < lays && tries < 200; tries++) {
    const anywhere = rng.below(4) === 0;
    const from = anywhere ? hexes : layableHexes(map, OPERATOR);
    if (!from.length) continue;
    const hex = from[rng.below(from.length)]!;
    const options = legalTileLays(map, anywhere ? undefined : OPERATOR, COLORS, { hex, skipConnectivity: anywhere });
    if (!options.length) continue;
    const o = options[rng.below(options.length)]!;
    layTile(map, { hex, tile: o.tile, rotation: o.rotations[rng.below(o.rotations.length)]! }, { skipChecks: true });
    n++;
  }
  for (let n = 3 + rng.below(8); n > 0; n--) token(OTHERS[rng.below(OTHERS.length)]!);
  const trains: TrainLevel[] = [];
  const count = 1 + rng.below(3);
  for (let i = 0; i < count; i++) {
    const cls = ['H', 'P', 'F', 'E'][rng.below(4)]!;
    const reach = cls === 'H' ? 2 + rng.below(6) : cls === 'P' ? 2 + rng.below(4) : 1 + rng.below(4);
    trains.push({ name: `${cls}${reach}`, class: cls, reach });
  }
  return { map, shapes, phase: PHASE_COLORS[rng.below(4)]!, trains };
}

// ---- the brute force: its own reading of the track and of the seed's rules ----

interface Route {
  nodes: string[];
  /** Path ids in travel order. */
  paths: number[];
  /** Hex sides used ("hex:edge"). */
  sides: Set<string>;
}

/** Every simple route of the track (nodes distinct, no hex side twice; no passing offboards or blocked cities). */
function allRoutes(map: MapState): Route[] {
  const track = trackOf(map);
  const parts = (key: string) => {
    const [hex, kind, index] = key.split(':');
    return { hex: hex!, kind: kind!, index: Number(index) };
  };
  const passable = (key: string) => {
    const { hex, kind, index } = parts(key);
    if (kind === 'offboard') return false;
    if (kind !== 'city') return true;
    const slots = map.hexes[hex]!.tokens[index]!;
    return slots.includes(OPERATOR) || slots.includes(null);
  };
  const routes: Route[] = [];
  const seen = new Set<string>();
  const grow = (r: Route) => {
    if (r.nodes.length > 1) {
      const key = [...r.sides].sort().join(',') + '|' + [...r.nodes].sort().join(',');
      if (!seen.has(key)) {
        seen.add(key);
        routes.push(r);
      }
      if (!passable(r.nodes[r.nodes.length - 1]!)) return;
    }
    for (const s of trackStretches(track, r.nodes[r.nodes.length - 1]!)) {
      if (r.nodes.includes(s.to) || s.sides.some((x) => r.sides.has(x))) continue;
      grow({ nodes: [...r.nodes, s.to], paths: [...r.paths, ...s.paths], sides: new Set([...r.sides, ...s.sides]) });
    }
  };
  for (const start of track.byNode.keys()) grow({ nodes: [start], paths: [], sides: new Set() });
  return routes;
}

/** What a train earns on a route by the seed's rules (0 when the route is not legal for it). */
function revenueOf(pos: Position, route: Route, train: TrainLevel): number {
  const { map } = pos;
  const track = trackOf(map);
  const rules = classes[train.class]!;
  const shape: Shape = rules.freight ? 'square' : 'round';
  const stops: { hex: string; value: number }[] = [];
  let anchored = false;
  for (const key of route.nodes) {
    const [hex, kind, i] = key.split(':') as [string, string, string];
    if (kind === 'junction') continue;
    const index = Number(i);
    let serves: boolean;
    if (kind === 'city') {
      const slots = map.hexes[hex]!.tokens[index]!;
      serves = slots.some((o) => o !== null && pos.shapes.get(`${hex}:${o}`) === shape);
      if (slots.includes(OPERATOR) && pos.shapes.get(`${hex}:${OPERATOR}`) === shape) anchored = true;
    } else serves = hexShapes(hex).includes(shape);
    if (!serves) continue;
    const revenue = stopRevenue(map, { hex, kind: kind as 'city' | 'town' | 'offboard', index }, pos.phase);
    const ownHex = map.hexes[hex]!.tokens.some((slots) => slots.includes(OPERATOR));
    const dah = kind === 'town' && shape === 'square';
    const dit = kind === 'town' && shape === 'round';
    const double = (rules.double.includes('dah') && dah) || (rules.double.includes('own_token') && ownHex && !dit);
    stops.push({ hex, value: double ? 2 * revenue : revenue });
  }
  if (stops.length < 2 || !anchored) return 0;
  if (rules.counts === 'hexes') {
    let edges = 0;
    for (let k = 1; k < route.paths.length; k++) if (track.paths[route.paths[k]!]!.hex !== track.paths[route.paths[k - 1]!]!.hex) edges++;
    return edges > train.reach ? 0 : stops.reduce((s, x) => s + x.value, 0);
  }
  if (rules.counts === 'stops') return stops.length > train.reach ? 0 : stops.reduce((s, x) => s + x.value, 0);
  const byHex = new Map<string, number>();
  for (const s of stops) byHex.set(s.hex, (byHex.get(s.hex) ?? 0) + s.value);
  return [...byHex.values()].sort((a, b) => b - a).slice(0, train.reach).reduce((a, b) => a + b, 0);
}

/** The best total: one route (or none) per train, no hex side shared between them. */
export function bruteBest(pos: Position): number {
  const routes = allRoutes(pos.map);
  const lists = pos.trains.map((t) =>
    routes
      .map((r) => ({ r, value: revenueOf(pos, r, t) }))
      .filter((x) => x.value > 0)
      .sort((a, b) => b.value - a.value),
  );
  const bound = lists.map((_, k) => lists.slice(k).reduce((s, l) => s + (l[0]?.value ?? 0), 0));
  let best = 0;
  const go = (k: number, total: number, used: Set<string>) => {
    best = Math.max(best, total);
    if (k === lists.length || total + bound[k]! <= best) return;
    for (const { r, value } of lists[k]!) {
      if (total + value + (bound[k + 1] ?? 0) <= best) break;
      if ([...r.sides].some((s) => used.has(s))) continue;
      go(k + 1, total + value, new Set([...used, ...r.sides]));
    }
    go(k + 1, total, used);
  };
  go(0, 0, new Set());
  return best;
}

