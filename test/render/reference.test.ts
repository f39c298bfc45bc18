// Scenes rendered now match the reviewed reference images within a small pixel tolerance.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../src/render/png.ts';
import { decodePng, diffFraction, REFERENCE_DIR, SHARED_FIXTURES } from './helpers.ts';
import { SCENES } from './scenes.ts';

/** Share of pixels allowed to differ (anti-aliasing and font hinting across machines). */
const TOLERANCE = 0.01;
const needsShared = (name: string) => name.startsWith('18chesapeake');

describe('reference images', () => {
  for (const [name, scene] of Object.entries(SCENES)) {
    const file = join(REFERENCE_DIR, `${name}.png`);
    const skip = !existsSync(file) || (needsShared(name) && !existsSync(SHARED_FIXTURES));
    it.skipIf(skip)(`${name} matches test/render/reference/${name}.png`, async () => {
      const now = await decodePng(encodePng(scene()));
      const ref = await decodePng(readFileSync(file));
      expect({ width: now.width, height: now.height }).toEqual({ width: ref.width, height: ref.height });
      expect(diffFraction(now, ref)).toBeLessThan(TOLERANCE);
    });
  }
});
