// A stand-in for src/render/png-encode.ts in tests that check only that pictures are posted, never what
// they show: every picture is still drawn on its canvas (so a renderer that throws still fails the test)
// and posted as a valid PNG of the canvas's size, but white. Encoding the real pixels (reading them back
// from the canvas, the palette search, deflate) is most of a picture's cost. In a test file:
//   vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
import { crc32, deflateSync } from 'node:zlib';
import type { Canvas } from '@napi-rs/canvas';

type Encoders = typeof import('../../src/render/png-encode.ts');

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A white PNG of this size: 1-bit greyscale (each row a filter byte and width/8 bytes of ones), so building it
 * costs a 32nd of an RGBA image's bytes (the statuses' heights vary: most sizes are new).
 */
export function whitePng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(1, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(width / 8);
  const rows = Buffer.alloc(rowBytes * height, 0xff);
  for (let y = 0; y < height; y++) rows[y * rowBytes] = 0; // filter: none
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows, { level: 1 })), chunk('IEND', Buffer.alloc(0))]);
}

export function cheapPng(real: Encoders): Encoders {
  const blank = new Map<string, Buffer>();
  const blankPng = (canvas: Canvas): Buffer => {
    const key = `${canvas.width}x${canvas.height}`;
    let png = blank.get(key);
    if (!png) blank.set(key, (png = whitePng(canvas.width, canvas.height)));
    return png;
  };
  return { ...real, encodeOpaqueCanvas: blankPng, encodeCompactCanvas: blankPng };
}
