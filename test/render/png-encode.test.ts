import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { encodeRgba } from '../../src/render/png-encode.ts';
import { encodePng, newCanvas } from '../../src/render/png.ts';
import { decodePng, diffFraction } from './helpers.ts';

describe('PNG encoder', () => {
  it('round-trips RGBA pixels exactly', async () => {
    const w = 37;
    const h = 23;
    const px = new Uint8Array(w * h * 4);
    for (let i = 0; i < w * h; i++) px.set([(i * 7) & 255, (i * 13) & 255, (i * 29) & 255, 255], i * 4);
    const img = await decodePng(encodeRgba(px, w, h));
    expect(img.width).toBe(w);
    expect(img.height).toBe(h);
    expect([...img.data]).toEqual([...px]);
  });

  it('matches Skia’s own PNG of the same canvas', async () => {
    const { canvas, ctx } = newCanvas(300, 200);
    ctx.fillStyle = '#1f5fbf';
    ctx.beginPath();
    ctx.arc(150, 100, 80, 0, Math.PI * 2);
    ctx.fill();
    const mine = await decodePng(encodePng(canvas));
    const skia = await decodePng(canvas.encodeSync('png'));
    expect(diffFraction(mine, skia, 0)).toBe(0);
  });

  it('keeps images of a few hundred thousand pixels well under 2 MB', () => {
    const c = createCanvas(1000, 800);
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 1000, 800);
    expect(encodePng(c).length).toBeLessThan(100_000);
  });
});
