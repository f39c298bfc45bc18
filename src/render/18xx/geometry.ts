// Tile-space geometry of an 18xx hex: edge directions, track curves, node positions.
// Coordinates are relative to the hex centre; R is the hex circumradius. Edges follow 18xx.games:
// flat layout 0 = south then clockwise (SW, NW, N, NE, SE); pointy 0 = south-west then clockwise.
import type { Orientation, Point } from '../hex.ts';

export function edgeAngle(edge: number, layout: Orientation): number {
  const base = layout === 'flat' ? 90 : 120;
  return ((base + 60 * (((edge % 6) + 6) % 6)) * Math.PI) / 180;
}

/** Midpoint of an edge. */
export function edgePoint(edge: number, R: number, layout: Orientation): Point {
  const a = edgeAngle(edge, layout);
  const d = (R * Math.sqrt(3)) / 2;
  return { x: d * Math.cos(a), y: d * Math.sin(a) };
}

export function towardEdge(edge: number, dist: number, layout: Orientation): Point {
  const a = edgeAngle(edge, layout);
  return { x: dist * Math.cos(a), y: dist * Math.sin(a) };
}

/** Direction of a corner between edge e and e+1. */
export function cornerAngle(edge: number, layout: Orientation): number {
  return edgeAngle(edge, layout) + Math.PI / 6;
}

export type EdgeCurve =
  | { kind: 'line'; from: Point; to: Point }
  | { kind: 'arc'; cx: number; cy: number; r: number; start: number; end: number; from: Point; to: Point };

/**
 * The track between two edges: straight (opposite edges), gentle curve (two apart: radius 1.5 R,
 * centred beyond the edge between them) or sharp curve (adjacent: radius R/2, centred on the shared corner).
 */
export function edgeToEdge(e1: number, e2: number, R: number, layout: Orientation): EdgeCurve {
  const from = edgePoint(e1, R, layout);
  const to = edgePoint(e2, R, layout);
  const diff = (((e2 - e1) % 6) + 6) % 6;
  if (diff === 3 || diff === 0) return { kind: 'line', from, to };
  let center: Point;
  let r: number;
  if (diff === 2 || diff === 4) {
    const mid = diff === 2 ? e1 + 1 : e1 - 1;
    const a = edgeAngle(mid, layout);
    const d = Math.sqrt(3) * R;
    center = { x: d * Math.cos(a), y: d * Math.sin(a) };
    r = 1.5 * R;
  } else {
    const a = diff === 1 ? cornerAngle(e1, layout) : cornerAngle(e1 - 1, layout);
    center = { x: R * Math.cos(a), y: R * Math.sin(a) };
    r = R / 2;
  }
  const start = Math.atan2(from.y - center.y, from.x - center.x);
  const end = Math.atan2(to.y - center.y, to.x - center.x);
  return { kind: 'arc', cx: center.x, cy: center.y, r, start, end, from, to };
}

/** The shorter signed sweep from a to b. */
function sweep(a: number, b: number): number {
  let d = b - a;
  while (d > Math.PI) d -= 2 * Math.PI;
  while (d < -Math.PI) d += 2 * Math.PI;
  return d;
}

/** Point and tangent angle at fraction t along a curve. */
export function curveAt(c: EdgeCurve, t: number): { p: Point; tangent: number } {
  if (c.kind === 'line') {
    return {
      p: { x: c.from.x + (c.to.x - c.from.x) * t, y: c.from.y + (c.to.y - c.from.y) * t },
      tangent: Math.atan2(c.to.y - c.from.y, c.to.x - c.from.x),
    };
  }
  const a = c.start + sweep(c.start, c.end) * t;
  return { p: { x: c.cx + c.r * Math.cos(a), y: c.cy + c.r * Math.sin(a) }, tangent: a + Math.PI / 2 };
}

export function arcAnticlockwise(c: Extract<EdgeCurve, { kind: 'arc' }>): boolean {
  return sweep(c.start, c.end) < 0;
}
