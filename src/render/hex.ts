// Hex geometry shared by every map. `size` is the circumradius (centre to corner).
import type { SKRSContext2D } from '@napi-rs/canvas';

export type Orientation = 'flat' | 'pointy';

export interface Point {
  x: number;
  y: number;
}

/** Corners clockwise from the east (flat) or north-east (pointy) corner. */
export function hexCorners(cx: number, cy: number, size: number, orientation: Orientation): Point[] {
  const start = orientation === 'flat' ? 0 : -30;
  const pts: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((start + 60 * i) * Math.PI) / 180;
    pts.push({ x: cx + size * Math.cos(a), y: cy + size * Math.sin(a) });
  }
  return pts;
}

export function hexPath(ctx: SKRSContext2D, cx: number, cy: number, size: number, orientation: Orientation): void {
  const pts = hexCorners(cx, cy, size, orientation);
  ctx.beginPath();
  ctx.moveTo(pts[0]!.x, pts[0]!.y);
  for (let i = 1; i < 6; i++) ctx.lineTo(pts[i]!.x, pts[i]!.y);
  ctx.closePath();
}

/** Width and height of one hex. */
export function hexExtent(size: number, orientation: Orientation): { w: number; h: number } {
  const s3 = Math.sqrt(3) * size;
  return orientation === 'flat' ? { w: 2 * size, h: s3 } : { w: s3, h: 2 * size };
}

/**
 * Centre of a hex in a flat-top "odd-q" layout (odd columns shifted down by half a hex),
 * relative to the centre of hex (0,0).
 */
export function flatOddQ(col: number, row: number, size: number, oddDown = true): Point {
  const h = Math.sqrt(3) * size;
  const shift = col % 2 === 1 ? (oddDown ? h / 2 : -h / 2) : 0;
  return { x: col * 1.5 * size, y: row * h + shift };
}

/** Parse a coordinate like "K4" or "AB12" into a zero-based column index and row number. */
export function parseCoord(coord: string): { col: number; row: number } {
  const m = /^([A-Z]+)(-?\d+)$/.exec(coord);
  if (!m) throw new Error(`bad hex coordinate "${coord}"`);
  let col = 0;
  for (const ch of m[1]!) col = col * 26 + (ch.charCodeAt(0) - 64);
  return { col: col - 1, row: Number(m[2]) };
}

export function columnLetter(col: number): string {
  let s = '';
  let n = col + 1;
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}
