// Hex coordinates and edge numbering as 18xx.games uses them (ids like "F2", edges 0-5).
import type { Axes, Layout } from './types.ts';

const LETTERS: string[] = [];
for (let i = 0; i < 26; i++) LETTERS.push(String.fromCharCode(65 + i));
for (let i = 0; i < 26; i++) LETTERS.push('A' + String.fromCharCode(65 + i));

/** Doubled-coordinate offsets [dx, dy] of the neighbour across each edge 0..5. */
const OFFSETS: Record<Layout, readonly (readonly [number, number])[]> = {
  flat: [
    [0, 2],
    [-1, 1],
    [-1, -1],
    [0, -2],
    [1, -1],
    [1, 1],
  ],
  pointy: [
    [-1, 1],
    [-2, 0],
    [-1, -1],
    [1, -1],
    [2, 0],
    [1, 1],
  ],
};

/** Default axes of a layout (flat: letter columns; pointy: letter rows). */
export function defaultAxes(layout: Layout): Axes {
  return layout === 'flat' ? { x: 'letter', y: 'number' } : { x: 'number', y: 'letter' };
}

/** The edge on the other side: (edge + 3) % 6. */
export function invertEdge(edge: number): number {
  return (edge + 3) % 6;
}

/** Tile-relative edge after rotating the tile by `rotation`. */
export function rotateEdge(edge: number, rotation: number): number {
  return (((edge + rotation) % 6) + 6) % 6;
}

/** Doubled coordinates of a hex id. */
export function hexXY(hex: string, axes: Axes): [number, number] {
  const m = /^([A-Z]+)(-?\d+)$/.exec(hex);
  if (!m) throw new Error(`bad hex id ${hex}`);
  const letter = LETTERS.indexOf(m[1]!);
  const number = Number(m[2]) - 1;
  return [axes.x === 'letter' ? letter : number, axes.y === 'letter' ? letter : number];
}

/** Hex id of doubled coordinates (undefined when outside the letter range). */
export function hexId(x: number, y: number, axes: Axes): string | undefined {
  const letterIndex = axes.x === 'letter' ? x : y;
  const number = axes.x === 'letter' ? y : x;
  const letter = LETTERS[letterIndex];
  if (letter === undefined || letterIndex < 0) return undefined;
  return `${letter}${number + 1}`;
}

/** Id of the hex across `edge` from doubled coordinates (undefined when outside the letter range). */
function across(layout: Layout, x: number, y: number, edge: number, axes: Axes): string | undefined {
  const [dx, dy] = OFFSETS[layout][edge]!;
  return hexId(x + dx, y + dy, axes);
}

/** Id of the hex across `edge` (it may not exist on the map). */
export function hexNeighbor(layout: Layout, hex: string, edge: number, axes: Axes = defaultAxes(layout)): string {
  const [x, y] = hexXY(hex, axes);
  return across(layout, x, y, edge, axes) ?? '';
}

/** Neighbours of a hex on the map, indexed by edge (undefined when off the map). */
export function hexNeighbors(
  hexes: Record<string, unknown>,
  layout: Layout,
  hex: string,
  axes: Axes = defaultAxes(layout),
): (string | undefined)[] {
  const [x, y] = hexXY(hex, axes); // (parsed once for the six sides: maps' tables are built on a replay's first action)
  const out: (string | undefined)[] = [];
  for (let edge = 0; edge < 6; edge++) {
    const id = across(layout, x, y, edge, axes);
    out.push(id !== undefined && id in hexes ? id : undefined);
  }
  return out;
}
