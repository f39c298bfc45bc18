// The stock market of the data file: 18xx.games cells ("100xp": price 100, par for majors; "45y"
// yellow; "700e" ends the game). Moves: right on a payout, left on a withhold, down per share sold,
// up when sold out at the end of a stock round; at an edge the price moves the other way round
// (right at the row's end goes up, left at column 0 goes down), as in 18xx.games' 2D markets.
import type { SteelData } from './data/schema.ts';

export type Cell = [number, number];

const code = (data: SteelData, [r, c]: Cell): string => data.market.rows[r]?.[c] ?? '';
const exists = (data: SteelData, cell: Cell) => code(data, cell) !== '';

export function price(data: SteelData, cell: Cell): number {
  return parseInt(code(data, cell), 10);
}

/** The par prices a major may start at (cells marked xp), highest first. */
export function majorPars(data: SteelData): { price: number; cell: Cell }[] {
  const out: { price: number; cell: Cell }[] = [];
  data.market.rows.forEach((row, r) =>
    row.forEach((c, col) => {
      if (/xp/.test(c)) out.push({ price: parseInt(c, 10), cell: [r, col] });
    }),
  );
  return out.sort((a, b) => b.price - a.price);
}

export function isEndCell(data: SteelData, cell: Cell): boolean {
  return /e/.test(code(data, cell));
}

export function moveRight(data: SteelData, [r, c]: Cell): Cell {
  if (exists(data, [r, c + 1])) return [r, c + 1];
  if (exists(data, [r - 1, c])) return [r - 1, c];
  return [r, c];
}

export function moveLeft(data: SteelData, [r, c]: Cell): Cell {
  if (c > 0 && exists(data, [r, c - 1])) return [r, c - 1];
  if (exists(data, [r + 1, c])) return [r + 1, c];
  return [r, c];
}

export function moveUp(data: SteelData, [r, c]: Cell): Cell {
  return exists(data, [r - 1, c]) ? [r - 1, c] : [r, c];
}

export function moveDown(data: SteelData, [r, c]: Cell): Cell {
  return exists(data, [r + 1, c]) ? [r + 1, c] : [r, c];
}
