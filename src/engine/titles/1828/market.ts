// 1828's stock market: cells, par prices by phase, movements (up on the top row moves right), sold-out moves
// and the price of a new system (g_1828/stock_market.rb, round/stock.rb, game.rb#system_market_price).
import { MARKET, PAR_GROUP_AT_START } from './data.ts';

export interface MarketCell {
  row: number;
  col: number;
  price: number;
  /** Type letters of the cell ("o" grey zone, "p"/"x"/"z"/"w" par groups, "e" end). */
  types: string;
}

export type Coords = readonly [number, number];

const GRID: (MarketCell | null)[][] = MARKET.map((row, r) =>
  row.map((code, c) => {
    const m = /^(\d+)([a-zA-Z]*)$/.exec(code);
    return m ? { row: r, col: c, price: Number(m[1]), types: m[2]! } : null;
  }),
);

export function cellAt(coords: Coords): MarketCell | null {
  return GRID[coords[0]]?.[coords[1]] ?? null;
}

export function priceAt(coords: Coords): number {
  const cell = cellAt(coords);
  if (!cell) throw new Error(`No market cell at ${coords.join(',')}`);
  return cell.price;
}

/** The grey zone (`o`): holdings above 60% allowed, a president may buy two shares of their own corporation. */
export function isGrey(coords: Coords): boolean {
  return cellAt(coords)?.types[0] === 'o';
}

export function isEndCell(coords: Coords): boolean {
  return cellAt(coords)?.types[0] === 'e';
}

const parLists = new Map<string, readonly MarketCell[]>();

/** Par cells open in these groups (market letters), highest price first (`share_prices_with_types`); a shared list per set of groups. */
export function parCells(groups: readonly string[]): readonly MarketCell[] {
  const key = groups.join();
  let list = parLists.get(key);
  if (!list) {
    const out: MarketCell[] = [];
    for (const row of GRID) for (const cell of row) if (cell && groups.some((g) => cell.types.includes(g))) out.push(cell);
    parLists.set(key, (list = out.sort((a, b) => b.price - a.price)));
  }
  return list;
}

/** The par groups open at the start. */
export function initialParGroups(): string[] {
  return [PAR_GROUP_AT_START];
}

/** A par cell named as 18xx.games names share prices: "79,9,5" (price,row,column). */
export function parseSharePriceId(id: string): Coords {
  const [price, row, col] = id.split(',').map(Number);
  const cell = cellAt([row!, col!]);
  if (!cell || cell.price !== price) throw new Error(`No share price ${id}`);
  return [row!, col!];
}

export type Direction = 'up' | 'down' | 'left' | 'right';

/**
 * The cell one step away. Up on the top row moves right; right on a row's end moves up; left off the grid moves
 * down; down stays on the last row (18xx.games' two-dimensional movement with 1828's `up`). A move onto an empty
 * cell does not happen. 18xx.games recurses without end at the top-right corner (up → right → up); the game is
 * over there anyway, so the price stays.
 */
export function step([r, c]: Coords, dir: Direction): Coords {
  const here: Coords = [r, c];
  let to: Coords;
  switch (dir) {
    case 'up':
      to = r === 0 ? (c + 1 >= GRID[0]!.length ? here : [r, c + 1]) : [r - 1, c];
      break;
    case 'right':
      to = c + 1 >= GRID[r]!.length ? (r === 0 ? here : [r - 1, c]) : [r, c + 1];
      break;
    case 'down':
      to = r + 1 < GRID.length ? [r + 1, c] : here;
      break;
    case 'left':
      to = c > 0 && cellAt([r, c - 1]) ? [r, c - 1] : step(here, 'down');
      break;
  }
  return cellAt(to) ? to : here;
}

/**
 * Sold out at a stock round's end: up once, once more if the price was in the grey zone, once more if the
 * president holds 80% or more (`G1828::Round::Stock#sold_out_stock_movement`).
 */
export function soldOutMove(coords: Coords, presidentPercent: number): Coords {
  let at = coords;
  if (isGrey(at)) at = step(at, 'up');
  at = step(at, 'up');
  if (presidentPercent >= 80) at = step(at, 'up');
  return at;
}

/**
 * The market cell of a new system (`system_market_price`): target = the higher price + floor(lower / 2). If the
 * top cell of the members' leftmost column is below the target, the rightmost top-row cell not above the target;
 * otherwise the first cell from the top of that column not above it.
 */
export function systemMarketCell(a: Coords, b: Coords): Coords {
  const prices = [priceAt(a), priceAt(b)].sort((x, y) => x - y);
  const target = prices[1]! + Math.floor(prices[0]! / 2);
  const col = Math.min(a[1], b[1]);
  const top = GRID[0]!;
  if (top[col]!.price < target) {
    let i = top.length - 1;
    while (top[i]!.price > target) i--;
    return [0, i];
  }
  let r = 0;
  while (GRID[r]![col]!.price > target) r++;
  return [r, col];
}
