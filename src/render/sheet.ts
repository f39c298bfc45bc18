// Pages of text and tables that fit a phone: at most PAGE_WIDTH px wide, text at least MIN_FONT px. A table
// wider than a page first narrows its columns to their contents, then wraps: its key columns (the names)
// repeat on each part. Sections go onto pages of at most PAGE_HEIGHT px (a page taller than a phone's screen
// would be shown smaller than its width allows); each page says which it is in its title.
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { MUTED } from './palette.ts';
import { measureCtx, newCanvas } from './png.ts';
import { drawTable, tableHeight, tableWidth, type Cell, type Column } from './table.ts';
import { drawText, fontReport, textWidth, wrapText } from './text.ts';
import type { FontStyle } from './fonts.ts';

/** Widest picture sent (all but the full map): a phone shows it full-width with text ≥ MIN_FONT / PAGE_WIDTH of the screen. */
export const PAGE_WIDTH = 1280;
/** Smallest text in any picture but the full map. */
export const MIN_FONT = 16;
/** Tallest page: about a phone screen's shape at PAGE_WIDTH. */
export const PAGE_HEIGHT = 2600;

const MARGIN = 40;
const INNER = PAGE_WIDTH - 2 * MARGIN;
const ROW_H = 46;
const TABLE_FONT = 24;
const PAD = 28;

export type Block =
  | { kind: 'line'; text: string; size?: number; style?: FontStyle; color?: string }
  | { kind: 'heading'; text: string }
  | {
      kind: 'table';
      cols: Column[];
      rows: (Cell | string)[][];
      /** Leading columns repeated on every part when the table wraps (default 1). */
      keyCols?: number;
      highlightRow?: number;
    }
  | { kind: 'gap'; height: number }
  /** Something drawn by its caller, `width` × `height` at (x, y). */
  | { kind: 'custom'; width: number; height: number; draw(ctx: SKRSContext2D, x: number, y: number): void };

/** A part of a picture that stays on one page; `name` says what it holds ("players", "privates"). */
export interface Section {
  name: string;
  blocks: Block[];
}

export interface Page {
  canvas: Canvas;
  /** What the page holds, in words ("players and corporations"); the whole picture's name when it is one page. */
  label: string;
  /** Font sizes and texts drawn on this page (text.ts fontReport), when it was laid out here. */
  fonts?: number[];
  texts?: string[];
}

const measure = measureCtx;

const cellOf = (c: Cell | string): Cell => (typeof c === 'string' ? { text: c } : c);

/** Columns narrowed to what their header and cells need (never wider than given). */
function fitColumns(cols: Column[], rows: (Cell | string)[][]): Column[] {
  const ctx = measure();
  return cols.map((col, i) => {
    const header = typeof col.header === 'string' ? { text: col.header } : col.header;
    let need = textWidth(ctx, header.text, TABLE_FONT, 'bold');
    for (const row of rows) {
      const cell = row[i] === undefined ? null : cellOf(row[i]!);
      if (cell) need = Math.max(need, textWidth(ctx, cell.text, TABLE_FONT, cell.style ?? (i === 0 ? 'bold' : 'regular')));
    }
    return { ...col, width: Math.min(col.width, Math.max(70, Math.ceil(need) + PAD)) };
  });
}

/** A table as parts no wider than the page: the key columns, then as many others as fit, repeated. */
export function wrapTable(cols: Column[], rows: (Cell | string)[][], keyCols = 1): { cols: Column[]; rows: (Cell | string)[][] }[] {
  const fitted = fitColumns(cols, rows);
  if (tableWidth(fitted) <= INNER) return [{ cols: fitted, rows }];
  const keys = fitted.slice(0, keyCols).map((c) => ({ ...c, width: Math.min(c.width, INNER / 3) }));
  const room = INNER - tableWidth(keys);
  const parts: number[][] = [];
  let current: number[] = [];
  let used = 0;
  for (let i = keyCols; i < fitted.length; i++) {
    const w = Math.min(fitted[i]!.width, room);
    if (current.length && used + w > room) {
      parts.push(current);
      current = [];
      used = 0;
    }
    current.push(i);
    used += w;
  }
  if (current.length) parts.push(current);
  return parts.map((idx) => ({
    cols: [...keys, ...idx.map((i) => ({ ...fitted[i]!, width: Math.min(fitted[i]!.width, room) }))],
    rows: rows.map((r) => [...r.slice(0, keyCols), ...idx.map((i) => r[i] ?? '')]),
  }));
}

type Laid = { height: number; width: number; draw(ctx: SKRSContext2D, y: number): void };

function lay(block: Block): Laid[] {
  const ctx = measure();
  switch (block.kind) {
    case 'gap':
      return [{ height: block.height, width: 0, draw: () => undefined }];
    case 'heading':
    case 'line': {
      const size = block.kind === 'heading' ? 26 : (block.size ?? 24);
      const style = block.kind === 'heading' ? 'bold' : (block.style ?? 'regular');
      const lh = Math.round(size * 1.45);
      return wrapText(ctx, block.text, size, INNER, style).map((text) => ({
        height: lh,
        width: Math.min(INNER, textWidth(ctx, text, size, style)),
        draw: (c, y) => drawText(c, text, MARGIN, y + lh / 2, { size, style, align: 'left', color: block.kind === 'line' ? block.color : undefined, maxWidth: INNER }),
      }));
    }
    case 'table': {
      const parts = wrapTable(block.cols, block.rows, block.keyCols ?? 1);
      return parts.flatMap((part, n) => [
        ...(n ? [{ height: 14, width: 0, draw: () => undefined }] : []),
        {
          height: tableHeight(part.rows.length, { rowHeight: ROW_H }),
          width: tableWidth(part.cols),
          draw: (c: SKRSContext2D, y: number) => drawTable(c, MARGIN, y, part.cols, part.rows, { rowHeight: ROW_H, fontSize: TABLE_FONT, highlightRow: block.highlightRow }),
        },
      ]);
    }
    case 'custom':
      return [{ height: block.height, width: Math.min(INNER, block.width), draw: (c, y) => block.draw(c, MARGIN, y) }];
  }
}

/** Words for a page's sections: "players, corporations and privates". */
function listed(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The sections on as few pages as fit PAGE_HEIGHT (a section never splits; one taller than a page gets a
 * page of its own). Each page starts with `headline`; when there are several, a line says which page it is
 * and what it holds, and so does its label.
 */
export function layoutPages(headline: string, sections: Section[], what = 'status'): Page[] {
  const ctx = measure();
  const head = wrapText(ctx, headline, 30, INNER, 'bold');
  const headH = 24 + head.length * 42;
  const laid = sections.map((s) => ({ name: s.name, items: s.blocks.flatMap(lay) }));
  const heightOf = (items: Laid[]) => items.reduce((h, l) => h + l.height, 0);
  const SECTION_GAP = 30;
  const pageLine = 40;
  const groups: (typeof laid)[] = [];
  let current: typeof laid = [];
  let used = 0;
  for (const s of laid) {
    const h = heightOf(s.items) + SECTION_GAP;
    if (current.length && headH + pageLine + used + h > PAGE_HEIGHT) {
      groups.push(current);
      current = [];
      used = 0;
    }
    current.push(s);
    used += h;
  }
  if (current.length || !groups.length) groups.push(current);
  return groups.map((group, n) => {
    const many = groups.length > 1;
    const names = listed(group.map((s) => s.name));
    const label = many ? `${what} page ${n + 1} of ${groups.length}: ${names}` : what;
    const items = group.flatMap((s, k) => [...(k ? [{ height: SECTION_GAP, width: 0, draw: () => undefined }] : []), ...s.items]);
    const width = Math.min(PAGE_WIDTH, Math.max(...items.map((i) => i.width), ...head.map((t) => textWidth(ctx, t, 30, 'bold'))) + 2 * MARGIN);
    const height = headH + (many ? pageLine : 0) + heightOf(items) + 30;
    const { canvas, ctx: c } = newCanvas(width, height);
    const { sizes, texts } = fontReport(() => {
      head.forEach((text, i) => drawText(c, text, MARGIN, 34 + i * 42, { size: 30, style: 'bold', align: 'left', maxWidth: width - 2 * MARGIN }));
      let y = headH;
      if (many) {
        drawText(c, `Page ${n + 1} of ${groups.length}: ${names}`, MARGIN, y + 14, { size: 24, style: 'bold', align: 'left', color: MUTED, maxWidth: width - 2 * MARGIN });
        y += pageLine;
      }
      for (const item of items) {
        item.draw(c, y);
        y += item.height;
      }
    });
    return { canvas, label, fonts: sizes, texts };
  });
}
