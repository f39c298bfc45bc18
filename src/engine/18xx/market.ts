// The two-dimensional stock market: cells parsed from 18xx.games codes, and price movements.
import type { TitleConfig } from './config.ts';
import type { CorpState, GameState } from './state.ts';
import { corpOf } from './state.ts';

export interface Cell {
  price: number;
  types: string;
  /** The zone lets a holder keep more than the ownership limit ('o', 'b' first). */
  unlimited: boolean;
  /** Certificates of a corporation here count against the certificate limit (not 'y', 'o', 'b' first). */
  counts: boolean;
}

const parsed = new Map<string, (Cell | null)[][]>();
// the last title's grid: nearly every lookup in a process asks for the same one
let lastKey: string | undefined;
let lastGrid: (Cell | null)[][] = [];

export function marketGrid(cfg: TitleConfig): (Cell | null)[][] {
  return cfg.key === lastKey ? lastGrid : switchGrid(cfg);
}

/** Another title's grid than the last one asked for (parsed on first use); kept out of marketGrid, which is inlined often. */
function switchGrid(cfg: TitleConfig): (Cell | null)[][] {
  let grid = parsed.get(cfg.key);
  if (!grid) {
    grid = cfg.market.map((row) =>
      row.map((code) => {
        const m = /^(\d*)([a-zA-Z]*)$/.exec(code);
        if (!m || !m[1]) return null;
        const types = m[2] ?? '';
        const zone = types[0];
        return { price: Number(m[1]), types, unlimited: zone === 'o' || zone === 'b', counts: !(zone === 'y' || zone === 'o' || zone === 'b') };
      }),
    );
    parsed.set(cfg.key, grid);
  }
  lastKey = cfg.key;
  lastGrid = grid;
  return grid;
}

export function cellAt(cfg: TitleConfig, r: number, c: number): Cell | null {
  return marketGrid(cfg)[r]?.[c] ?? null;
}

/** The market cell a corporation's marker is on (null before its par). */
function cellOf(state: GameState, cfg: TitleConfig, corp: string): Cell | null {
  const cell = corpOf(state, corp).cell;
  return cell ? cellAt(cfg, cell[0], cell[1]) : null;
}

export function priceOf(state: GameState, cfg: TitleConfig, corp: string): number {
  return cellOf(state, cfg, corp)?.price ?? 0;
}

/** Zone letter of a corporation's current cell ('y' no cert limit, 'o'/'b' may hold above 60%). */
export function zoneOf(state: GameState, cfg: TitleConfig, corp: string): string {
  return cellOf(state, cfg, corp)?.types ?? '';
}

export function countsForLimit(state: GameState, cfg: TitleConfig, corp: string): boolean {
  return cellOf(state, cfg, corp)?.counts ?? true;
}

export function unlimitedHolding(state: GameState, cfg: TitleConfig, corp: string): boolean {
  return cellOf(state, cfg, corp)?.unlimited ?? false;
}

export function parCells(cfg: TitleConfig): { price: number; r: number; c: number }[] {
  const out: { price: number; r: number; c: number }[] = [];
  marketGrid(cfg).forEach((row, r) => row.forEach((cell, c) => cell?.types.includes('p') && out.push({ price: cell.price, r, c })));
  return out.sort((a, b) => b.price - a.price || b.c - a.c || b.r - a.r);
}

type Dir = 'left' | 'right' | 'up' | 'down';

function target(cfg: TitleConfig, [r, c]: [number, number], dir: Dir): [number, number] {
  const grid = marketGrid(cfg);
  switch (dir) {
    case 'up':
      return r - 1 >= 0 ? [r - 1, c] : [r, c];
    case 'down':
      return r + 1 < grid.length ? [r + 1, c] : [r, c];
    case 'right':
      return c + 1 >= (grid[r]?.length ?? 0) ? target(cfg, [r, c], 'up') : [r, c + 1];
    case 'left':
      return c > 0 && cellAt(cfg, r, c - 1) ? [r, c - 1] : target(cfg, [r, c], 'down');
  }
}

const cellKeys: string[][] = [];

/** A cell's key in state.cells ("row,column"), made once per cell. */
function key(cell: [number, number]): string {
  const row = (cellKeys[cell[0]] ??= []);
  return (row[cell[1]] ??= `${cell[0]},${cell[1]}`);
}

export function placeInCell(state: GameState, corp: string, cell: [number, number]): void {
  const c = corpOf(state, corp);
  lift(state, c);
  c.cell = cell;
  (state.cells[key(cell)] ??= []).push(corp);
}

/** Takes the corporation's marker off the market; the corporation still records the cell it was on. */
export function liftMarker(state: GameState, corp: string): void {
  lift(state, corpOf(state, corp));
}

function lift(state: GameState, c: CorpState): void {
  if (!c.cell) return;
  const list = state.cells[key(c.cell)];
  if (list?.includes(c.sym)) state.cells[key(c.cell)] = list.filter((x) => x !== c.sym);
}

export function move(state: GameState, cfg: TitleConfig, corp: string, dir: Dir): void {
  const c = corpOf(state, corp);
  if (!c.cell) return;
  const to = target(cfg, c.cell, dir);
  const cell = cellAt(cfg, to[0], to[1]);
  if (!cell || (to[0] === c.cell[0] && to[1] === c.cell[1])) return;
  placeInCell(state, corp, to);
  if (cell.types.includes('e')) state.stockMaxReached = true;
}

/** Position of a corporation inside its cell (earlier arrivals operate first). */
export function cellIndex(state: GameState, corp: string): number {
  const c = corpOf(state, corp);
  return c.cell ? (state.cells[key(c.cell)] ?? []).indexOf(corp) : 0;
}

/** 18xx.games operating order: higher price, further right, higher row, earlier arrival, name. */
export function compareOperating(state: GameState, cfg: TitleConfig, a: string, b: string): number {
  const ca = corpOf(state, a).cell!;
  const cb = corpOf(state, b).cell!;
  return (
    priceOf(state, cfg, b) - priceOf(state, cfg, a) ||
    cb[1] - ca[1] ||
    ca[0] - cb[0] ||
    cellIndex(state, a) - cellIndex(state, b) ||
    (a < b ? -1 : a > b ? 1 : 0)
  );
}
