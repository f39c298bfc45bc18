// Seed: "From Phase III thru Phase VI (the final phase), major companies can lay either: 3 plain tiles,
// 2 non-tokenable tiles (inclusive of upgrades), or 1 tokenable upgrade tile."
import { describe, expect, it } from 'vitest';
import { dataVersion } from '../../src/engine/titles/1871-steel-cities/data/index.ts';
import { layRefusal, mayLayMore, type LayKind } from '../../src/engine/titles/1871-steel-cities/lays.ts';

const data = dataVersion('1');
const plain: LayKind = { upgrade: false, tokenable: false, town: false };
const townLay: LayKind = { upgrade: false, tokenable: false, town: true };
const trackUpgrade: LayKind = { upgrade: true, tokenable: false, town: false };
const cityUpgrade: LayKind = { upgrade: true, tokenable: true, town: false };

describe('1871 tile lays', () => {
  it('"3 plain tiles"', () => {
    expect(layRefusal(data, 'III', 'major', [plain, plain], plain)).toBeNull();
    expect(layRefusal(data, 'VI', 'major', [plain, plain, plain], plain)).toMatch(/fits none/);
    expect(mayLayMore(data, 'III', 'major', [plain, plain, plain])).toBe(false);
  });

  it('"2 non-tokenable tiles (inclusive of upgrades)"', () => {
    expect(layRefusal(data, 'III', 'major', [trackUpgrade], townLay)).toBeNull();
    expect(layRefusal(data, 'III', 'major', [plain], trackUpgrade)).toBeNull();
    // a third lay after an upgrade: only the plain option allows three, and an upgrade is not plain
    expect(layRefusal(data, 'III', 'major', [plain, trackUpgrade], plain)).toMatch(/fits none/);
    expect(mayLayMore(data, 'III', 'major', [plain, plain])).toBe(true);
  });

  it('"1 tokenable upgrade tile" — alone', () => {
    expect(layRefusal(data, 'IV', 'major', [], cityUpgrade)).toBeNull();
    expect(layRefusal(data, 'IV', 'major', [plain], cityUpgrade)).toMatch(/fits none/);
    expect(layRefusal(data, 'IV', 'major', [cityUpgrade], plain)).toMatch(/fits none/);
    expect(mayLayMore(data, 'IV', 'major', [cityUpgrade])).toBe(false);
  });

  it('"From Phase III": before it a major lays one tile (provisional, 1822), and minors always one', () => {
    expect(layRefusal(data, 'II', 'major', [], cityUpgrade)).toBeNull();
    expect(layRefusal(data, 'II', 'major', [plain], plain)).toBe('A major lays 1 tile per turn in phase II.');
    expect(layRefusal(data, 'V', 'minor', [plain], plain)).toBe('A minor lays 1 tile per turn in phase V.');
  });
});
