// The wide words scan's test files (words-wide-18xx, words-wide-more: two files so both test workers share them):
// a world, and each case a real game imported at a cut and explored (test/e2e/words-wide.ts). The files keep their
// own vi.mock lines (hoisted per file).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { pictures } from '../helpers/picture-switch.ts';
import { exploreCut, findings } from './words-wide.ts';
import { startWorld } from './world.ts';

/** Cases as [name, export file, cut]: each explored with one move played; nothing seen may show an internal. */
export function describeWideScan(cases: [string, string, number][], tag: string): void {
  let w: LocalWorld;
  beforeAll(async () => {
    w = await startWorld();
    pictures.on = false;
  });
  afterAll(async () => {
    await w?.stop();
  });
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as GameLog;

  describe('the wide words scan at cuts of real games', () => {
    it.each(cases)('%s', async (name, file, cut) => {
      const { seen, book, atClaim, played } = await exploreCut(w, read(file), cut, { moves: 1, presses: 12, tag: `${tag}-${cut}` });
      expect(played).toBe(1);
      expect(seen.length).toBeGreaterThan(100);
      const found = findings(seen, book, atClaim);
      expect(found.slice(0, 12), `${name}: ${found.length} texts with internals`).toEqual([]);
    });
  });
}
