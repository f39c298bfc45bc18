// Text helpers: outlined labels that stay legible on any background.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font, type FontStyle } from './fonts.ts';
import { INK, WHITE } from './palette.ts';

export interface TextOptions {
  size: number;
  style?: FontStyle;
  color?: string;
  /** Halo colour drawn under the text; omit for none. */
  outline?: string;
  outlineWidth?: number;
  align?: CanvasTextAlign;
  baseline?: CanvasTextBaseline;
  /** Shrink the font until the text fits this width (never below `minSize`). */
  maxWidth?: number;
  /** Smallest size shrinking may reach (default 18, so a close-up drawn at 0.9 keeps text ≥ 16 px). */
  minSize?: number;
}

const MIN_SHRINK = 18;

type CanvasTextAlign = 'left' | 'right' | 'center' | 'start' | 'end';
type CanvasTextBaseline = 'top' | 'hanging' | 'middle' | 'alphabetic' | 'ideographic' | 'bottom';

/** Font sizes (in picture pixels) and texts drawn while a report is open (see `fontReport`). */
let drawn: { sizes: number[]; texts: string[] } | null = null;

/** The scale the canvas's transform draws at (close-ups draw the map scaled). */
function drawScale(ctx: SKRSContext2D): number {
  const m = ctx.getTransform();
  return Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
}

/**
 * Runs `draw` and reports every font size its text was drawn at, as it lands in the picture (the size
 * times the canvas's scale), and the texts: the check that a picture's text stays legible on a phone reads this.
 */
export function fontReport<T>(draw: () => T): { value: T; sizes: number[]; texts: string[] } {
  const outer = drawn;
  const mine = { sizes: [] as number[], texts: [] as string[] };
  drawn = mine;
  try {
    return { value: draw(), ...mine };
  } finally {
    drawn = outer;
    outer?.sizes.push(...mine.sizes);
    outer?.texts.push(...mine.texts);
  }
}

export function drawText(ctx: SKRSContext2D, text: string, x: number, y: number, o: TextOptions): number {
  let size = o.size;
  const style = o.style ?? 'regular';
  if (o.maxWidth) {
    let w = widthAt(ctx, font(size, style), text);
    const min = Math.min(o.size, o.minSize ?? MIN_SHRINK);
    while (w > o.maxWidth && size > min) {
      size -= 1;
      w = widthAt(ctx, font(size, style), text);
    }
  }
  const drawnFont = font(size, style);
  ctx.font = drawnFont;
  ctx.textAlign = o.align ?? 'center';
  ctx.textBaseline = o.baseline ?? 'middle';
  if (o.outline) {
    ctx.lineJoin = 'round';
    ctx.lineWidth = o.outlineWidth ?? Math.max(3, size / 5);
    ctx.strokeStyle = o.outline;
    ctx.strokeText(text, x, y);
  }
  ctx.fillStyle = o.color ?? INK;
  ctx.fillText(text, x, y);
  if (drawn && text.trim()) {
    drawn.sizes.push(Math.round(size * drawScale(ctx) * 10) / 10);
    drawn.texts.push(text);
  }
  return widthAt(ctx, drawnFont, text);
}

/**
 * Widths measured, by font and text. A measure through the canvas costs ~80 µs, and pictures measure the same
 * labels again and again (names, prices, tile numbers, a shrinking label at each size); a width depends on the
 * font and the text only (no picture sets letter spacing, kerning or the like). Bounded: emptied when full.
 */
const widths = new Map<string, number>();
const MAX_WIDTHS = 50_000;

/** The width of `text` in font `f` (a CSS font string, as fonts.ts `font` makes); sets `ctx.font` when it measures. */
export function widthAt(ctx: SKRSContext2D, f: string, text: string): number {
  const key = `${f}\n${text}`;
  let w = widths.get(key);
  if (w === undefined) {
    ctx.font = f;
    w = ctx.measureText(text).width;
    if (widths.size >= MAX_WIDTHS) widths.clear();
    widths.set(key, w);
  }
  return w;
}

/** Width of `text` at a font, without drawing (the context is left at that font). */
export function textWidth(ctx: SKRSContext2D, text: string, size: number, style: FontStyle = 'regular'): number {
  const f = font(size, style);
  const w = widthAt(ctx, f, text);
  ctx.font = f;
  return w;
}

/** Dark text with a white halo: the default for labels over terrain. */
export function haloText(ctx: SKRSContext2D, text: string, x: number, y: number, size: number, style: FontStyle = 'bold'): void {
  drawText(ctx, text, x, y, { size, style, color: INK, outline: WHITE });
}

/** `text` broken at spaces into lines no wider than `maxWidth` at `size` (a word wider than that stays whole). */
export function wrapText(ctx: SKRSContext2D, text: string, size: number, maxWidth: number, style: FontStyle = 'regular'): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(ctx, next, size, style) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
