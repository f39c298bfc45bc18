// Scenes rendered now match the reviewed reference images. The comparison forgives pixels that moved
// by up to two pixels (text placement differs slightly between @napi-rs/canvas builds) and counts the rest.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../src/render/png.ts';
import { decodePng, REFERENCE_DIR, SHARED_FIXTURES, shiftedDiffFraction } from './helpers.ts';
import { SCENES } from './scenes.ts';

/** Share of pixels allowed to differ after forgiving small shifts. */
const TOLERANCE = 0.005;
const needsShared = (name: string) => name.startsWith('18chesapeake');

describe('reference images', () => {
  for (const [name, scene] of Object.entries(SCENES)) {
    const file = join(REFERENCE_DIR, `${name}.png`);
    const skip = !existsSync(file) || (needsShared(name) && !existsSync(SHARED_FIXTURES));
    it.skipIf(skip)(`${name} matches test/render/reference/${name}.png`, async () => {
      const now = await decodePng(encodePng(scene()));
      const ref = await decodePng(readFileSync(file));
      expect({ width: now.width, height: now.height }).toEqual({ width: ref.width, height: ref.height });
      expect(shiftedDiffFraction(now, ref)).toBeLessThan(TOLERANCE);
    });
  }

  it('the comparison notices a real change', async () => {
    const canvas = SCENES['tile-sheet']!();
    const ref = await decodePng(encodePng(canvas));
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ff00ff';
    ctx.fillRect(300, 300, 200, 200);
    const changed = await decodePng(encodePng(canvas));
    expect(shiftedDiffFraction(changed, ref)).toBeGreaterThan(TOLERANCE);
    expect(shiftedDiffFraction(ref, ref)).toBe(0);
  });
});
