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
  /** Smallest size shrinking may reach (default 18: ≥ 12 px on a phone showing a 2000 px image). */
  minSize?: number;
}

type CanvasTextAlign = 'left' | 'right' | 'center' | 'start' | 'end';
type CanvasTextBaseline = 'top' | 'hanging' | 'middle' | 'alphabetic' | 'ideographic' | 'bottom';

export function drawText(ctx: SKRSContext2D, text: string, x: number, y: number, o: TextOptions): number {
  let size = o.size;
  ctx.font = font(size, o.style ?? 'regular');
  if (o.maxWidth) {
    let w = ctx.measureText(text).width;
    const min = Math.min(o.size, o.minSize ?? 18);
    while (w > o.maxWidth && size > min) {
      size -= 1;
      ctx.font = font(size, o.style ?? 'regular');
      w = ctx.measureText(text).width;
    }
  }
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
  return ctx.measureText(text).width;
}

/** Width of `text` at a font, without drawing. */
export function textWidth(ctx: SKRSContext2D, text: string, size: number, style: FontStyle = 'regular'): number {
  ctx.font = font(size, style);
  return ctx.measureText(text).width;
}

/** Dark text with a white halo: the default for labels over terrain. */
export function haloText(ctx: SKRSContext2D, text: string, x: number, y: number, size: number, style: FontStyle = 'bold'): void {
  drawText(ctx, text, x, y, { size, style, color: INK, outline: WHITE });
}
