// test/helpers/cheap-png.ts, the blank pictures of the end-to-end tests that check pictures only by name: each a
// PNG that decodes to the canvas's size, all white.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import * as real from '../../src/render/png-encode.ts';
import { cheapPng } from '../helpers/cheap-png.ts';

describe('cheap PNGs', () => {
  it('are white PNGs of the canvas’s size', async () => {
    const cheap = cheapPng(real);
    for (const [width, height] of [[1, 1], [9, 3], [1280, 741]] as const) {
      const canvas = createCanvas(width, height);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#123456';
      ctx.fillRect(0, 0, width, height);
      for (const png of [cheap.encodeOpaqueCanvas(canvas), cheap.encodeCompactCanvas(canvas)]) {
        const image = await loadImage(png);
        expect([image.width, image.height]).toEqual([width, height]);
        const back = createCanvas(width, height).getContext('2d');
        back.drawImage(image, 0, 0);
        const pixels = back.getImageData(0, 0, width, height).data;
        expect(pixels.every((v) => v === 255), `${width}x${height}`).toBe(true);
      }
    }
  });
});
