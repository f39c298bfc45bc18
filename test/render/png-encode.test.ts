import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { encodeRgba } from '../../src/render/png-encode.ts';
import { encodeCompactPng, encodePng, newCanvas } from '../../src/render/png.ts';
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

describe('palette PNG encoder', () => {
  it('keeps flat colours within 2 of 255 and maps the rest to the nearest palette colour', async () => {
    const { canvas, ctx } = newCanvas(400, 300);
    const colours = ['#1f5fbf', '#d62728', '#2ca02c', '#ffdd00', '#000000'];
    colours.forEach((c, n) => {
      ctx.fillStyle = c;
      ctx.fillRect(20 + n * 70, 20, 60, 60);
    });
    // a smooth gradient: more than 256 colours, so some buckets must share a palette entry
    const grad = ctx.createLinearGradient(0, 0, 400, 0);
    grad.addColorStop(0, '#ff0000');
    grad.addColorStop(0.5, '#00ff00');
    grad.addColorStop(1, '#0000ff');
    ctx.fillStyle = grad;
    ctx.fillRect(0, 150, 400, 150);
    const png = encodeCompactPng(canvas);
    expect(png[25]).toBe(3); // colour type: indexed
    const img = await decodePng(png);
    const exact = await decodePng(encodePng(canvas));
    const at = (d: Uint8Array | Uint8ClampedArray, x: number, y: number) => [...d.subarray((y * 400 + x) * 4, (y * 400 + x) * 4 + 3)];
    for (let n = 0; n < colours.length; n++) {
      const want = at(exact.data, 50 + n * 70, 50);
      at(img.data, 50 + n * 70, 50).forEach((v, c) => expect(Math.abs(v - want[c]!)).toBeLessThanOrEqual(2));
    }
    // the gradient is approximated, never wildly off
    for (let x = 0; x < 400; x += 7) {
      const want = at(exact.data, x, 200);
      at(img.data, x, 200).forEach((v, c) => expect(Math.abs(v - want[c]!)).toBeLessThan(40));
    }
    expect(png.length).toBeLessThan(encodePng(canvas).length);
  });
});
