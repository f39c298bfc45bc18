// Text widths are measured once per font and text (render/text.ts widthAt): what a picture is laid out with is
// what the canvas measures, whatever was measured or drawn before, and the context is left at the font asked.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { font, registerFonts, type FontStyle } from '../../src/render/fonts.ts';
import { drawText, textWidth, widthAt } from '../../src/render/text.ts';

registerFonts();
const TEXTS = ['Baltimore & Ohio', 'B&O', '£1,250', 'Minor 12', 'iiii', 'WWWW', ''];
const STYLES: FontStyle[] = ['regular', 'bold', 'cond'];

/** The canvas's own measure, on a fresh context. */
function measured(text: string, size: number, style: FontStyle): number {
  const ctx = createCanvas(1, 1).getContext('2d');
  ctx.font = font(size, style);
  return ctx.measureText(text).width;
}

describe('text widths', () => {
  it('are the canvas measures, asked once or again, in any order', () => {
    const ctx = createCanvas(1, 1).getContext('2d');
    for (const round of [0, 1])
      for (const style of STYLES)
        for (const size of [14, 18, 31])
          for (const text of round ? [...TEXTS].reverse() : TEXTS) {
            const where = `${text} at ${size}px ${style}, round ${round}`;
            expect(textWidth(ctx, text, size, style), where).toBe(measured(text, size, style));
            expect(ctx.font, where).toBe(font(size, style));
            expect(widthAt(ctx, font(size, style), text), where).toBe(measured(text, size, style));
          }
  });

  it('lay out a shrinking label at the size the canvas measures it fitting', () => {
    const ctx = createCanvas(400, 100).getContext('2d');
    const text = 'Chesapeake & Ohio Railway';
    for (const maxWidth of [400, 200, 150]) {
      const width = drawText(ctx, text, 0, 0, { size: 30, maxWidth, minSize: 10 });
      let size = 30;
      while (measured(text, size, 'regular') > maxWidth && size > 10) size--;
      expect(width, `max ${maxWidth}`).toBe(measured(text, size, 'regular'));
      expect(ctx.font, `max ${maxWidth}`).toBe(font(size, 'regular'));
    }
  });
});
