import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auctionCompanies, depotTrains, privatesToRemove } from '../../src/engine/titles/1828/setup.ts';

interface Case {
  seed: number;
  players: number;
  ensureGoodPrivates: boolean;
  removed: string[];
  auction: string[];
  depot: string[];
  minorTrains: string[];
}

// Computed by the 18xx.games engine (tools/18xx-diff/1828/setup.rb): its setup for 40 seeds × both option values.
const cases = JSON.parse(readFileSync(new URL('./fixtures/setup-18xx-games.json', import.meta.url), 'utf8')) as Case[];

interface Export {
  players: { id: number }[];
  settings: { seed: number };
  actions: { type: string; company?: string }[];
}
function load(name: string): Export {
  return JSON.parse(readFileSync(new URL(`../../../shared/fixtures/18xx-games/${name}.json`, import.meta.url), 'utf8')) as Export;
}

describe('1828 setup by the seed', () => {
  it('removes the same $250 privates, auctions the same order and keeps the same depot as 18xx.games', () => {
    expect(cases.length).toBe(80);
    for (const c of cases) {
      const opts = { ensureGoodPrivates: c.ensureGoodPrivates };
      const removed = privatesToRemove(c.seed, c.players, opts);
      expect(removed.slice().sort(), `seed ${c.seed}`).toEqual(c.removed.slice().sort());
      expect(auctionCompanies(removed)).toEqual(c.auction);
      expect(depotTrains(c.players)).toEqual(c.depot);
      expect(c.minorTrains).toEqual(['2-1']);
    }
  });

  it('ensure_good_privates keeps one of GT, NW, OSH (and the cases include a redraw)', () => {
    const good = cases.filter((c) => c.ensureGoodPrivates);
    for (const c of good) expect(['GT', 'NW', 'OSH'].every((s) => c.removed.includes(s))).toBe(false);
    const redrawn = good.filter((g) => {
      const plain = cases.find((c) => c.seed === g.seed && !c.ensureGoodPrivates)!;
      return plain.removed.join() !== g.removed.join();
    });
    expect(redrawn.length).toBeGreaterThan(0);
  });

  for (const name of ['1828-23366', '1828-bankrupt']) {
    it(`${name}: the removed privates are never bid on, every other $250 private is`, () => {
      const game = load(name);
      const removed = privatesToRemove(game.settings.seed, game.players.length);
      expect(removed).toHaveLength(7 - game.players.length);
      const bidOn = new Set(game.actions.filter((a) => a.type === 'bid').map((a) => a.company!));
      for (const sym of removed) expect(bidOn.has(sym)).toBe(false);
      const kept = ['CPR', 'GT', 'IC', 'MC', 'MP', 'NKP', 'NW', 'OSH'].filter((s) => !removed.includes(s));
      for (const sym of kept) expect(bidOn.has(sym), sym).toBe(true);
    });
  }

  it('refuses player counts outside 3–5', () => {
    expect(() => privatesToRemove(1, 2)).toThrow();
    expect(() => depotTrains(6)).toThrow();
  });
});
