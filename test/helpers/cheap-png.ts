// A stand-in for src/render/png-encode.ts in tests that check only that pictures are posted, never what
// they show: every picture is still drawn on its canvas (so a renderer that throws still fails the test)
// and posted as a valid PNG of the canvas's size, but of one colour. Encoding the real pixels (reading
// them back from the canvas, the palette search, deflate) is most of a picture's cost. In a test file:
//   vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
import type { Canvas } from '@napi-rs/canvas';

type Encoders = typeof import('../../src/render/png-encode.ts');

export function cheapPng(real: Encoders): Encoders {
  const blank = new Map<string, Buffer>();
  // one white palette PNG per size (blank rows deflate to almost nothing)
  const blankPng = (canvas: Canvas): Buffer => {
    const key = `${canvas.width}x${canvas.height}`;
    let png = blank.get(key);
    if (!png) blank.set(key, (png = real.encodeIndexed(new Uint8Array(canvas.width * canvas.height * 4).fill(255), canvas.width, canvas.height, 1)));
    return png;
  };
  return { ...real, encodeOpaqueCanvas: blankPng, encodeCompactCanvas: blankPng };
}
