// Where a tile's cities, towns and revenue bubbles sit, from its (rotated) paths.
import type { PathEnd, TileDef } from '../../engine/18xx/face.ts';
import type { Orientation, Point } from '../hex.ts';
import { cornerAngle, edgeAngle, edgeToEdge, curveAt, type EdgeCurve } from './geometry.ts';

export interface TownPlace {
  p: Point;
  /** Through town: drawn as a bar across this curve's midpoint. */
  through?: { curve: EdgeCurve; angle: number; paths: [number, number] };
}

export interface NodePlaces {
  cities: Point[];
  towns: TownPlace[];
  /** Angles (radians) where track leaves the hex. */
  exitAngles: number[];
}

function rot(edge: number, rotation: number): number {
  return (((edge + rotation) % 6) + 6) % 6;
}

/** Rotated edges joined directly to a node. */
function exitsOf(def: TileDef, kind: PathEnd['kind'], index: number, rotation: number): { edge: number; path: number }[] {
  const out: { edge: number; path: number }[] = [];
  def.paths.forEach((p, i) => {
    const ends = [p.a, p.b];
    const self = ends.findIndex((e) => e.kind === kind && 'index' in e && e.index === index);
    if (self < 0) return;
    const other = ends[1 - self]!;
    if (other.kind === 'edge') out.push({ edge: rot(other.edge, rotation), path: i });
  });
  return out;
}

function meanDirection(edges: number[], layout: Orientation): number | null {
  let x = 0;
  let y = 0;
  for (const e of edges) {
    x += Math.cos(edgeAngle(e, layout));
    y += Math.sin(edgeAngle(e, layout));
  }
  if (Math.hypot(x, y) < 0.2) return edges.length ? edgeAngle(edges[0]!, layout) : null;
  return Math.atan2(y, x);
}

export function placeNodes(def: TileDef, rotation: number, R: number, layout: Orientation): NodePlaces {
  const exitAngles = def.paths.flatMap((p) =>
    [p.a, p.b].filter((e): e is { kind: 'edge'; edge: number } => e.kind === 'edge').map((e) => edgeAngle(rot(e.edge, rotation), layout)),
  );
  const a = (R * Math.sqrt(3)) / 2;
  const cities: Point[] = def.cities.map((_, i) => {
    if (def.cities.length === 1) return { x: 0, y: 0 };
    const exits = exitsOf(def, 'city', i, rotation).map((e) => e.edge);
    const dir = meanDirection(exits, layout);
    const ang = dir ?? (i === 0 ? Math.PI : 0) + (i > 1 ? (i * 2 * Math.PI) / def.cities.length : 0);
    const d = 0.5 * a;
    return { x: d * Math.cos(ang), y: d * Math.sin(ang) };
  });
  const towns: TownPlace[] = def.towns.map((_, i) => {
    const exits = exitsOf(def, 'town', i, rotation);
    const onlyNode = def.towns.length === 1 && def.cities.length === 0;
    if (exits.length === 2) {
      const curve = edgeToEdge(exits[0]!.edge, exits[1]!.edge, R, layout);
      const mid = curveAt(curve, 0.5);
      return { p: mid.p, through: { curve, angle: mid.tangent, paths: [exits[0]!.path, exits[1]!.path] } };
    }
    if (onlyNode || exits.length > 2) return { p: { x: 0, y: 0 } };
    if (exits.length === 1) {
      const ang = edgeAngle(exits[0]!.edge, layout);
      return { p: { x: 0.35 * a * Math.cos(ang), y: 0.35 * a * Math.sin(ang) } };
    }
    // towns without track: spread out side by side
    const n = def.towns.length;
    const offset = (i - (n - 1) / 2) * 0.8 * a;
    return { p: layout === 'flat' ? { x: offset, y: 0 } : { x: 0, y: offset } };
  });
  separateCities(cities, R);
  separateTowns(towns);
  return { cities, towns, exitAngles };
}

/** Push apart city centres closer than two slot circles (e.g. X5, whose cities lean the same way). */
function separateCities(cities: Point[], R: number): void {
  const min = R * 0.6;
  for (let iter = 0; iter < 4; iter++) {
    for (let i = 0; i < cities.length; i++) {
      for (let j = i + 1; j < cities.length; j++) {
        const a = cities[i]!;
        const b = cities[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const d = Math.hypot(dx, dy);
        if (d >= min) continue;
        const ux = d > 0.01 ? dx / d : 1;
        const uy = d > 0.01 ? dy / d : 0;
        const push = (min - d) / 2;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
      }
    }
  }
}

/** Two through towns meeting in the middle (tile 55 and kin): slide them apart along their tracks. */
function separateTowns(towns: TownPlace[]): void {
  for (let i = 0; i < towns.length; i++) {
    for (let j = i + 1; j < towns.length; j++) {
      const a = towns[i]!;
      const b = towns[j]!;
      if (!a.through || !b.through) continue;
      if (Math.hypot(a.p.x - b.p.x, a.p.y - b.p.y) > 20) continue;
      const pa = curveAt(a.through.curve, 0.28);
      const pb = curveAt(b.through.curve, 0.72);
      a.p = pa.p;
      a.through.angle = pa.tangent;
      b.p = pb.p;
      b.through.angle = pb.tangent;
    }
  }
}

/**
 * Hands out places for a hex's annotations (revenue, label, terrain, name) where they hide no
 * track and no city: candidates on rings inside the hex, scored by clearance from everything drawn.
 */
export class SpotAllocator {
  private obstacles: { p: Point; r: number; hard: boolean }[] = [];
  private readonly candidates: Point[] = [];

  constructor(
    private readonly R: number,
    layout: Orientation,
  ) {
    this.candidates.push({ x: 0, y: 0 });
    for (const k of [0.6, 0.5, 0.7]) {
      for (let i = 0; i < 12; i++) {
        const ang = cornerAngle(0, layout) + (i * Math.PI) / 6;
        this.candidates.push({ x: k * R * Math.cos(ang), y: k * R * Math.sin(ang) });
      }
    }
  }

  /** Mark something drawn; `hard` ones (cities, tokens) are never covered by a name. */
  block(points: Point[], r: number, hard = false): void {
    for (const p of points) this.obstacles.push({ p, r, hard });
  }

  private clearance(p: Point, r: number, hardOnly = false): number {
    let c = Infinity;
    for (const o of this.obstacles) if (!hardOnly || o.hard) c = Math.min(c, Math.hypot(p.x - o.p.x, p.y - o.p.y) - o.r - r);
    // stay inside the hex: distance to the inscribed circle
    c = Math.min(c, (this.R * Math.sqrt(3)) / 2 - Math.hypot(p.x, p.y) - r * 0.85);
    return c;
  }

  /** The freest spot for something of radius r; it is then blocked. */
  take(r: number): Point {
    let best = this.candidates[0]!;
    let bestScore = -Infinity;
    this.candidates.forEach((p, i) => {
      const sc = this.clearance(p, r) - i * 0.01;
      if (sc > bestScore) {
        bestScore = sc;
        best = p;
      }
    });
    this.block([best], r);
    return best;
  }

  /** The freest of the hex's six corners (0.7 R out) for a small mark such as the tile number; it is then blocked. */
  corner(r: number, layout: Orientation): Point {
    let best: Point = { x: 0, y: 0 };
    let bestScore = -Infinity;
    for (let i = 0; i < 6; i++) {
      const ang = cornerAngle(i, layout);
      const p = { x: 0.7 * this.R * Math.cos(ang), y: 0.7 * this.R * Math.sin(ang) };
      let sc = Infinity;
      for (const o of this.obstacles) sc = Math.min(sc, Math.hypot(p.x - o.p.x, p.y - o.p.y) - o.r - r);
      if (sc > bestScore + 0.5) {
        bestScore = sc;
        best = p;
      }
    }
    this.block([best], r);
    return best;
  }

  /** Top or bottom band for a wide name (null: neither is free enough); blocks the band. */
  nameBand(): 'top' | 'bottom' | null {
    const R = this.R;
    const band = (y: number) => [-0.42, -0.2, 0, 0.2, 0.42].map((x) => ({ x: x * R, y }));
    const score = (y: number, hardOnly: boolean) => Math.min(...band(y).map((p) => this.clearance(p, R * 0.1, hardOnly)));
    const topOk = score(-0.62 * R, true) > -0.04 * R;
    const bottomOk = score(0.62 * R, true) > -0.04 * R;
    if (!topOk && !bottomOk) return null;
    const useTop = topOk && (!bottomOk || score(-0.62 * R, false) + 2 >= score(0.62 * R, false));
    this.block(band(useTop ? -0.62 * R : 0.62 * R), R * 0.12);
    return useTop ? 'top' : 'bottom';
  }
}
