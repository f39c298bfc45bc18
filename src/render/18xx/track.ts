// A tile's track as drawable shapes (shared by drawing and by annotation placement).
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PathEnd, TileDef } from '../../engine/18xx/face.ts';
import type { Orientation, Point } from '../hex.ts';
import { TRACK } from './colors.ts';
import { arcAnticlockwise, curveAt, edgePoint, edgeToEdge, type EdgeCurve } from './geometry.ts';
import type { NodePlaces } from './nodes.ts';

export type TrackShape =
  | { kind: 'curve'; curve: EdgeCurve }
  | { kind: 'quad'; from: Point; ctrl: Point; to: Point }
  | { kind: 'arrow'; edge: number };

function rot(edge: number, rotation: number): number {
  return (((edge + rotation) % 6) + 6) % 6;
}

function nodePoint(end: PathEnd, places: NodePlaces, R: number, layout: Orientation, rotation: number): Point {
  switch (end.kind) {
    case 'edge':
      return edgePoint(rot(end.edge, rotation), R, layout);
    case 'city':
      return places.cities[end.index] ?? { x: 0, y: 0 };
    case 'town':
      return places.towns[end.index]?.p ?? { x: 0, y: 0 };
    default:
      return { x: 0, y: 0 };
  }
}

export function trackShapes(def: TileDef, rotation: number, places: NodePlaces, R: number, layout: Orientation): TrackShape[] {
  const shapes: TrackShape[] = [];
  const done = new Set<number>();
  for (const town of places.towns) {
    if (!town.through) continue;
    shapes.push({ kind: 'curve', curve: town.through.curve });
    done.add(town.through.paths[0]);
    done.add(town.through.paths[1]);
  }
  def.paths.forEach((p, i) => {
    if (done.has(i)) return;
    const { a, b } = p;
    if (a.kind === 'edge' && b.kind === 'edge') {
      shapes.push({ kind: 'curve', curve: edgeToEdge(rot(a.edge, rotation), rot(b.edge, rotation), R, layout) });
      return;
    }
    const edge = a.kind === 'edge' ? a : b.kind === 'edge' ? b : null;
    const node = edge === a ? b : a;
    if (edge) {
      if (node.kind === 'offboard' || (def.color === 'red' && node.kind !== 'town')) {
        shapes.push({ kind: 'arrow', edge: rot(edge.edge, rotation) });
        return;
      }
      const from = nodePoint(edge, places, R, layout, rotation);
      const to = nodePoint(node, places, R, layout, rotation);
      // leave the edge square-on, then bend toward an off-centre node
      const len = Math.hypot(from.x, from.y);
      const k = Math.hypot(to.x, to.y) < 1 ? 0.5 : 1 - Math.hypot(to.x - from.x, to.y - from.y) / (2 * len);
      shapes.push({ kind: 'quad', from, ctrl: { x: from.x * k, y: from.y * k }, to });
      return;
    }
    const pa = nodePoint(a, places, R, layout, rotation);
    const pb = nodePoint(b, places, R, layout, rotation);
    shapes.push({ kind: 'quad', from: pa, ctrl: { x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2 }, to: pb });
  });
  return shapes;
}

/** Points along the track, for keeping labels off it. */
export function samplePoints(shape: TrackShape, R: number, layout: Orientation, n = 8): Point[] {
  const pts: Point[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    if (shape.kind === 'curve') pts.push(curveAt(shape.curve, t).p);
    else if (shape.kind === 'quad') {
      const u = 1 - t;
      pts.push({
        x: u * u * shape.from.x + 2 * u * t * shape.ctrl.x + t * t * shape.to.x,
        y: u * u * shape.from.y + 2 * u * t * shape.ctrl.y + t * t * shape.to.y,
      });
    } else {
      const m = edgePoint(shape.edge, R, layout);
      pts.push({ x: m.x * (1 - t * 0.5), y: m.y * (1 - t * 0.5) });
    }
  }
  return pts;
}

/** Offboard exits: a track stub ending in an arrow pointing into the map. */
function drawArrow(ctx: SKRSContext2D, edge: number, R: number, layout: Orientation): void {
  const m = edgePoint(edge, R, layout);
  const len = Math.hypot(m.x, m.y);
  const ux = m.x / len;
  const uy = m.y / len;
  const w = R * 0.16;
  const tip = { x: m.x * 0.5, y: m.y * 0.5 };
  ctx.beginPath();
  ctx.moveTo(m.x - uy * w * 0.5, m.y + ux * w * 0.5);
  ctx.lineTo(m.x + uy * w * 0.5, m.y - ux * w * 0.5);
  ctx.lineTo(tip.x + uy * w * 0.5 + ux * w, tip.y - ux * w * 0.5 + uy * w);
  ctx.lineTo(tip.x, tip.y);
  ctx.lineTo(tip.x - uy * w * 0.5 + ux * w, tip.y + ux * w * 0.5 + uy * w);
  ctx.closePath();
  ctx.fillStyle = TRACK;
  ctx.fill();
}

export function drawTrackShapes(ctx: SKRSContext2D, shapes: TrackShape[], R: number, layout: Orientation): void {
  ctx.lineCap = 'butt';
  ctx.strokeStyle = TRACK;
  ctx.lineWidth = R * 0.1;
  for (const s of shapes) {
    if (s.kind === 'arrow') {
      drawArrow(ctx, s.edge, R, layout);
      continue;
    }
    ctx.beginPath();
    if (s.kind === 'quad') {
      ctx.moveTo(s.from.x, s.from.y);
      ctx.quadraticCurveTo(s.ctrl.x, s.ctrl.y, s.to.x, s.to.y);
    } else if (s.curve.kind === 'line') {
      ctx.moveTo(s.curve.from.x, s.curve.from.y);
      ctx.lineTo(s.curve.to.x, s.curve.to.y);
    } else {
      const c = s.curve;
      ctx.arc(c.cx, c.cy, c.r, c.start, c.end, arcAnticlockwise(c));
    }
    ctx.stroke();
  }
}
