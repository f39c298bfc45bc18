// A simple table painter for status images: header row, zebra rows, per-cell colours.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { GRID, INK, textOn, WHITE } from './palette.ts';
import { drawText } from './text.ts';
import type { FontStyle } from './fonts.ts';

export interface Cell {
  text: string;
  /** Cell background (text colour follows for contrast). */
  fill?: string;
  color?: string;
  style?: FontStyle;
  align?: 'left' | 'center' | 'right';
}

export interface Column {
  header: string | Cell;
  width: number;
  align?: 'left' | 'center' | 'right';
}

export interface TableOptions {
  rowHeight?: number;
  fontSize?: number;
  headerFill?: string;
  /** Row index to outline (e.g. the player to act). */
  highlightRow?: number;
  highlightColor?: string;
}

export function tableHeight(rows: number, o: TableOptions = {}): number {
  return (rows + 1) * (o.rowHeight ?? 46);
}

export function tableWidth(cols: Column[]): number {
  return cols.reduce((s, c) => s + c.width, 0);
}

function cellText(ctx: SKRSContext2D, cell: Cell, x: number, y: number, w: number, h: number, align: string, size: number, bold: boolean): void {
  if (cell.fill) {
    ctx.fillStyle = cell.fill;
    ctx.fillRect(x + 2, y + 2, w - 4, h - 4);
  }
  const a = (cell.align ?? align) as 'left' | 'center' | 'right';
  const tx = a === 'left' ? x + 12 : a === 'right' ? x + w - 12 : x + w / 2;
  drawText(ctx, cell.text, tx, y + h / 2 + 1, {
    size,
    style: cell.style ?? (bold ? 'bold' : 'regular'),
    color: cell.color ?? (cell.fill ? textOn(cell.fill) : INK),
    align: a,
    maxWidth: w - 16,
  });
}

/** Draw at (x, y); returns the bottom y. */
export function drawTable(ctx: SKRSContext2D, x: number, y: number, cols: Column[], rows: (Cell | string)[][], o: TableOptions = {}): number {
  const rh = o.rowHeight ?? 46;
  const size = o.fontSize ?? 24;
  const w = tableWidth(cols);
  ctx.fillStyle = o.headerFill ?? '#38424f';
  ctx.fillRect(x, y, w, rh);
  let cx = x;
  for (const col of cols) {
    const cell: Cell = typeof col.header === 'string' ? { text: col.header, color: WHITE } : col.header;
    cellText(ctx, cell, cx, y, col.width, rh, col.align ?? 'center', size, true);
    cx += col.width;
  }
  rows.forEach((row, r) => {
    const ry = y + rh * (r + 1);
    ctx.fillStyle = r % 2 === 0 ? '#ffffff' : '#efece3';
    ctx.fillRect(x, ry, w, rh);
    let cx2 = x;
    row.forEach((c, i) => {
      const col = cols[i]!;
      const cell: Cell = typeof c === 'string' ? { text: c } : c;
      cellText(ctx, cell, cx2, ry, col.width, rh, col.align ?? 'center', size, i === 0);
      cx2 += col.width;
    });
  });
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = GRID;
  ctx.strokeRect(x, y, w, rh * (rows.length + 1));
  if (o.highlightRow !== undefined && o.highlightRow >= 0) {
    ctx.lineWidth = 5;
    ctx.strokeStyle = o.highlightColor ?? '#ff2d95';
    ctx.strokeRect(x + 2, y + rh * (o.highlightRow + 1) + 2, w - 4, rh - 4);
  }
  return y + rh * (rows.length + 1);
}
