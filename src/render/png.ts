// Canvas creation and PNG encoding, plus cropping a finished canvas (phone close-ups).
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { registerFonts } from './fonts.ts';
import { encodeCompactCanvas, encodeOpaqueCanvas } from './png-encode.ts';
import { PAPER } from './palette.ts';

export function newCanvas(width: number, height: number, background = PAPER): { canvas: Canvas; ctx: SKRSContext2D } {
  registerFonts();
  const canvas = (layoutOnlyDepth ? unpainted : createCanvas)(Math.ceil(width), Math.ceil(height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return { canvas, ctx };
}

/** Context methods that put pixels on a canvas: what a layout-only canvas skips. */
const PAINT = ['fill', 'stroke', 'fillRect', 'strokeRect', 'clearRect', 'fillText', 'strokeText', 'drawImage', 'putImageData'] as const;

let layoutOnlyDepth = 0;

/**
 * Runs `draw` with canvases that lay out but paint nothing: each keeps its size, and its context its
 * transforms, clips and text measures (a 1×1 canvas's), but fills, strokes, text and images are skipped. For
 * reports of what pictures hold (render/index.ts reportOf: sizes, font sizes, texts), which read no pixels;
 * painting and the full-size pixel buffers were a fifth of drawing them. Nothing drawn inside may be encoded.
 */
export function layoutOnly<T>(draw: () => T): T {
  layoutOnlyDepth++;
  try {
    return draw();
  } finally {
    layoutOnlyDepth--;
  }
}

/** A canvas of this size for layoutOnly: its context measures and transforms like any, and paints nothing. */
function unpainted(width: number, height: number): Canvas {
  const ctx = createCanvas(1, 1).getContext('2d');
  for (const method of PAINT) Object.defineProperty(ctx, method, { value: () => undefined });
  return { width, height, getContext: () => ctx } as unknown as Canvas;
}

let measurer: SKRSContext2D | null = null;

/** A context for measuring text before a canvas of the right size exists. */
export function measureCtx(): SKRSContext2D {
  registerFonts();
  return (measurer ??= createCanvas(8, 8).getContext('2d'));
}

/** Exact RGBA PNG (reference images, tests). */
export function encodePng(canvas: Canvas): Buffer {
  return encodeOpaqueCanvas(canvas);
}

/** 256-colour PNG, about a third of the size: what players are sent. */
export function encodeCompactPng(canvas: Canvas): Buffer {
  return encodeCompactCanvas(canvas);
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Copy a rectangle (clamped to the canvas) onto a new canvas, scaled by `scale`. */
export function cropCanvas(src: Canvas, r: Rect, scale = 1): Canvas {
  const x = Math.max(0, Math.min(src.width - 1, Math.round(r.x)));
  const y = Math.max(0, Math.min(src.height - 1, Math.round(r.y)));
  const w = Math.max(1, Math.min(src.width - x, Math.round(r.w)));
  const h = Math.max(1, Math.min(src.height - y, Math.round(r.h)));
  const out = (layoutOnlyDepth ? unpainted : createCanvas)(Math.round(w * scale), Math.round(h * scale));
  const ctx = out.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.drawImage(src, x, y, w, h, 0, 0, out.width, out.height);
  return out;
}
