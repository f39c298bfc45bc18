import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAR_GROUP_OF_EVENT } from '../../src/engine/titles/1828/data.ts';
import {
  cellAt,
  initialParGroups,
  parCells,
  parseSharePriceId,
  soldOutMove,
  step,
  systemMarketCell,
  type Coords,
  type Direction,
} from '../../src/engine/titles/1828/market.ts';

type At = [number, number];
interface Oracle {
  moves: ({ at: At } & Record<Direction, At | 'loop'>)[];
  pairs: { a: At; b: At; system: At }[];
  par: Record<'start' | 'green_par' | 'blue_par' | 'brown_par', string[]>;
}
// Computed by the 18xx.games engine's 1828 stock market (tools/18xx-diff/1828/market.rb).
const oracle = JSON.parse(readFileSync(new URL('./fixtures/market-18xx-games.json', import.meta.url), 'utf8')) as Oracle;
const id = (c: Coords): string => `${cellAt(c)!.price},${c[0]},${c[1]}`;

describe('1828 market', () => {
  it('moves one step in every direction from every cell as 18xx.games does', () => {
    expect(oracle.moves.length).toBe(194);
    for (const m of oracle.moves) {
      for (const dir of ['up', 'right', 'down', 'left'] as const) {
        const want = m[dir];
        // 18xx.games recurses without end at the top-right corner (up → right → up); we stay
        expect(step(m.at, dir), `${dir} from ${m.at.join(',')}`).toEqual(want === 'loop' ? m.at : want);
      }
    }
  });

  it("places a system where 18xx.games' system_market_price does", () => {
    expect(oracle.pairs.length).toBeGreaterThan(300);
    for (const p of oracle.pairs) expect(systemMarketCell(p.a, p.b), `${p.a} + ${p.b}`).toEqual(p.system);
  });

  it('opens par prices by phase: 67/71/79, then 86/94, 105, 120', () => {
    const groups = initialParGroups();
    expect(parCells(groups).map((c) => id([c.row, c.col]))).toEqual(oracle.par.start);
    for (const ev of ['green_par', 'blue_par', 'brown_par'] as const) {
      groups.push(PAR_GROUP_OF_EVENT[ev]!);
      expect(parCells(groups).map((c) => id([c.row, c.col]))).toEqual(oracle.par[ev]);
    }
    expect(parseSharePriceId('79,9,5')).toEqual([9, 5]);
    expect(() => parseSharePriceId('80,9,5')).toThrow();
  });

  it('sold out: up, once more from the grey zone, once more with the president at 80%+', () => {
    const plain: Coords = [9, 5]; // 79, not grey
    expect(soldOutMove(plain, 60)).toEqual(step(plain, 'up'));
    expect(soldOutMove(plain, 80)).toEqual(step(step(plain, 'up'), 'up'));
    const grey: Coords = [10, 2]; // 64o
    expect(cellAt(grey)!.types).toBe('o');
    expect(soldOutMove(grey, 20)).toEqual(step(step(grey, 'up'), 'up'));
    expect(soldOutMove(grey, 90)).toEqual(step(step(step(grey, 'up'), 'up'), 'up'));
    // top row: up moves right
    expect(soldOutMove([0, 3], 20)).toEqual([0, 4]);
  });
});
