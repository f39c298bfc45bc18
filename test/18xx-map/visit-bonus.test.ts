// The exact route search with a visit bonus paid once per run (SearchRules.visitBonus, 1822's destination bonus)
// against a brute force on random 18Chesapeake positions: tiles grown from the operator's tokens, other
// corporations' tokens, 1-3 trains (one now and then in a track group of its own, as 1822's E), a bonus for visiting
// one of the operator's cities and another city; trains of 2 to 5 stops, now and then one of 8 to 11 (bounded by
// the stops it can still reach), the search's first bars (ASPIRE, AIMS in route-search.ts) met on the way. The
// brute force: every simple route of the track valued by the route rules (evaluateRoute, hooks included), every
// choice of one route or none per train (no hex side shared within a track group), the run earning the largest of
// its routes' bonuses only.
import '../../src/engine/titles/18chesapeake/map-data.ts';
import { describe, expect, it } from 'vitest';
import { bestRoutes, checkRoutes, createMap, layableHexes, layTile, legalTileLays, placeToken, type MapState, type PhaseColor, type RouteHooks, type TileColor, type TrainSpec } from '../../src/engine/18xx/map/index.ts';
import { evaluateRoute, type Chain } from '../../src/engine/18xx/map/routes.ts';
import { trackOf } from '../../src/engine/18xx/map/track.ts';
import { random, trackStretches } from '../1871/positions.ts';

const OP = 'OP';
const OTHERS = ['X1', 'X2'];
const COLORS: TileColor[] = ['yellow', 'green', 'brown', 'gray'];
const PHASES: PhaseColor[] = ['yellow', 'green', 'brown', 'gray'];

interface Position {
  map: MapState;
  phase: PhaseColor;
  trains: TrainSpec[];
  hooks: RouteHooks;
  bonus: { home: string; dest: string };
}

function position(seed: number): Position | null {
  const rng = random(seed);
  const map = createMap('18chesapeake');
  for (const h of Object.values(map.hexes)) {
    h.reservations = h.reservations.map(() => []);
    delete h.tileReservations;
  }
  const freeCities = (owner: string) => {
    const out: { hex: string; city: number }[] = [];
    for (const [hex, h] of Object.entries(map.hexes)) h.tokens.forEach((slots, city) => slots.includes(null) && !h.tokens.some((s) => s.includes(owner)) && out.push({ hex, city }));
    return out;
  };
  const token = (owner: string) => {
    const free = freeCities(owner);
    if (!free.length) return;
    const { hex, city } = free[rng.below(free.length)]!;
    placeToken(map, owner, { hex, cityIndex: city }, { requireReachable: false });
  };
  for (let n = 1 + rng.below(2); n > 0; n--) token(OP);
  const lays = 6 + rng.below(12);
  for (let n = 0, tries = 0; n < lays && tries < 150; tries++) {
    const from = layableHexes(map, OP);
    if (!from.length) break;
    const hex = from[rng.below(from.length)]!;
    const options = legalTileLays(map, OP, COLORS, { hex });
    if (!options.length) continue;
    const o = options[rng.below(options.length)]!;
    layTile(map, { hex, tile: o.tile, rotation: o.rotations[rng.below(o.rotations.length)]! }, { skipChecks: true });
    n++;
  }
  for (let n = rng.below(4); n > 0; n--) token(OTHERS[rng.below(OTHERS.length)]!);
  const track = trackOf(map);
  const cities = [...track.byNode.keys()].filter((k) => k.split(':')[1] === 'city');
  const homes = cities.filter((k) => {
    const [hex, , i] = k.split(':');
    return map.hexes[hex!]!.tokens[Number(i)]!.includes(OP);
  });
  if (!homes.length) return null;
  const home = homes[rng.below(homes.length)]!;
  // (mostly a city some route from the home reaches: a bonus a run can earn)
  const reached = new Set(allRoutes(map).flatMap((r) => (r.nodes[0] === home ? r.nodes : [])));
  const others = cities.filter((k) => k !== home && (rng.below(4) === 0 || reached.has(k)));
  if (!others.length) return null;
  const dest = others[rng.below(others.length)]!;
  const trains: TrainSpec[] = [];
  for (let i = 0, count = 1 + rng.below(3); i < count; i++) {
    // (now and then a long train: the search bounds those by the stops they can still reach)
    const train: TrainSpec = { name: `T${i}`, distance: rng.below(4) === 0 ? 8 + rng.below(4) : 2 + rng.below(4) };
    if (rng.below(3) === 0) train.multiplier = 2;
    if (i > 0 && rng.below(3) === 0) train.trackGroup = 'own';
    trains.push(train);
  }
  const at = (s: { hex: string; kind: string; index: number }) => `${s.hex}:${s.kind}:${s.index}`;
  const hooks: RouteHooks = {
    routeBonus: (stops) => (stops.some((s) => at(s) === home) ? (stops.find((s) => at(s) === dest)?.revenue ?? 0) : 0),
    search: { visitBonus: { stops: [home, dest], again: dest, once: true } },
  };
  return { map, phase: PHASES[rng.below(4)]!, trains, hooks, bonus: { home, dest } };
}

/** Every simple route of the track as node-to-node chains (nodes distinct, no hex side twice). */
function allRoutes(map: MapState): { nodes: string[]; chains: Chain[]; sides: Set<string> }[] {
  const track = trackOf(map);
  const routes: { nodes: string[]; chains: Chain[]; sides: Set<string> }[] = [];
  const grow = (nodes: string[], chains: Chain[], sides: Set<string>) => {
    if (nodes.length > 1) routes.push({ nodes, chains, sides });
    const last = nodes[nodes.length - 1]!;
    for (const s of trackStretches(track, last)) {
      if (nodes.includes(s.to) || s.sides.some((x) => sides.has(x))) continue;
      grow([...nodes, s.to], [...chains, { a: last, b: s.to, paths: s.paths }], new Set([...sides, ...s.sides]));
    }
  };
  for (const start of track.byNode.keys()) grow([start], [], new Set());
  return routes;
}

/** The best a run earns: one route or none per train, the bonus once (the largest of its routes'). */
function bruteBest(pos: Position): number {
  const track = trackOf(pos.map);
  const plain: RouteHooks = {};
  const routes = allRoutes(pos.map);
  const lists = pos.trains.map((t) => {
    const list: { sides: Set<string>; base: number; bonus: number }[] = [];
    for (const r of routes) {
      const withBonus = evaluateRoute(track, OP, t, r.nodes, r.chains, pos.phase, pos.hooks);
      const without = evaluateRoute(track, OP, t, r.nodes, r.chains, pos.phase, plain);
      if (typeof withBonus === 'string' || typeof without === 'string') continue;
      list.push({ sides: r.sides, base: without.revenue, bonus: withBonus.revenue - without.revenue });
    }
    return list;
  });
  let best = 0;
  const used = new Map<string, Set<string>>();
  const go = (k: number, base: number, bonus: number) => {
    if (k === lists.length) {
      best = Math.max(best, base + bonus);
      return;
    }
    go(k + 1, base, bonus);
    const group = pos.trains[k]!.trackGroup ?? '';
    const taken = used.get(group) ?? new Set<string>();
    for (const o of lists[k]!) {
      if ([...o.sides].some((s) => taken.has(s))) continue;
      used.set(group, new Set([...taken, ...o.sides]));
      go(k + 1, base + o.base, Math.max(bonus, o.bonus));
      used.set(group, taken);
    }
  };
  go(0, 0, 0);
  return best;
}

describe('the route search with a visit bonus paid once, against a brute force', () => {
  it('finds the best run on 120 random positions', () => {
    let bonused = 0;
    let tried = 0;
    for (let seed = 1; tried < 120; seed++) {
      const pos = position(seed);
      if (!pos) continue;
      tried++;
      const found = bestRoutes(pos.map, OP, pos.trains, pos.phase, { hooks: pos.hooks });
      expect(found.exact).toBe(true);
      // the routes are legal as a logged run; each pays its own bonus, the run earns the largest once
      const byName = new Map(pos.trains.map((t) => [t.name, t]));
      const inputs = found.routes.map((r) => ({ train: byName.get(r.train)!, connections: r.connections }));
      const withBonus = checkRoutes(pos.map, OP, inputs, pos.phase, pos.hooks);
      const without = checkRoutes(pos.map, OP, inputs, pos.phase, {});
      expect(withBonus.revenue).toBe(found.revenue);
      const bonuses = withBonus.routes.map((r, i) => r.revenue - without.routes[i]!.revenue);
      const earned = without.revenue + Math.max(0, ...bonuses);
      const brute = bruteBest(pos);
      expect({ seed, earned }).toEqual({ seed, earned: brute });
      if (bonuses.some((b) => b > 0)) bonused++;
    }
    // the positions are not trivial: many runs earn the bonus
    expect(bonused).toBeGreaterThan(40);
  });
});
