import { describe, expect, it } from 'vitest';
import { columnLetter, flatOddQ, parseCoord } from '../../src/render/hex.ts';
import { edgePoint, edgeToEdge } from '../../src/render/18xx/geometry.ts';
import { revenueNow } from '../../src/render/18xx/tile.ts';
import { luminance, textOn } from '../../src/render/palette.ts';

const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-6);

describe('hex geometry', () => {
  it('parses and prints coordinates', () => {
    expect(parseCoord('K4')).toEqual({ col: 10, row: 4 });
    expect(parseCoord('AB12')).toEqual({ col: 27, row: 12 });
    expect(columnLetter(0)).toBe('A');
    expect(columnLetter(27)).toBe('AB');
  });

  it('shifts odd columns half a hex down (flat, odd-q)', () => {
    const even = flatOddQ(2, 3, 10);
    const odd = flatOddQ(3, 3, 10);
    close(odd.y - even.y, (Math.sqrt(3) * 10) / 2);
    close(odd.x - even.x, 15);
  });

  it('numbers edges as 18xx.games does', () => {
    const R = 100;
    const south = edgePoint(0, R, 'flat');
    close(south.x, 0);
    expect(south.y).toBeGreaterThan(0);
    const north = edgePoint(3, R, 'flat');
    expect(north.y).toBeLessThan(0);
    const west = edgePoint(1, R, 'pointy');
    expect(west.x).toBeLessThan(0);
    close(west.y, 0);
  });

  it('draws straight, gentle and sharp track with the standard radii', () => {
    const R = 100;
    expect(edgeToEdge(0, 3, R, 'flat').kind).toBe('line');
    const gentle = edgeToEdge(0, 2, R, 'flat');
    const sharp = edgeToEdge(0, 1, R, 'flat');
    if (gentle.kind !== 'arc' || sharp.kind !== 'arc') throw new Error('curves expected');
    close(gentle.r, 1.5 * R);
    close(sharp.r, R / 2);
    // both ends of each arc lie on the circle
    for (const c of [gentle, sharp]) {
      close(Math.hypot(c.from.x - c.cx, c.from.y - c.cy), c.r);
      close(Math.hypot(c.to.x - c.cx, c.to.y - c.cy), c.r);
    }
  });
});

describe('revenues and colours', () => {
  it('reads phase revenues, falling back to the last colour given', () => {
    const rev = { yellow: 40, green: 50, gray: 80 };
    expect(revenueNow(rev, 'yellow')).toBe(40);
    expect(revenueNow(rev, 'brown')).toBe(50);
    expect(revenueNow(rev, 'gray')).toBe(80);
    expect(revenueNow(30, 'gray')).toBe(30);
  });

  it('picks readable text colours', () => {
    expect(textOn('#fff500')).not.toBe('#ffffff');
    expect(textOn('#000000')).toBe('#ffffff');
    expect(luminance('#ffffff')).toBeCloseTo(1);
  });
});
