// MRS's and NRS's data are written as changes to the base game's (src/engine/titles/1822/changes.ts).
import { describe, expect, it } from 'vitest';
import { mapWithChanges, withChanges } from '../../src/engine/titles/1822/changes.ts';
import { MAP_BASE } from '../../src/engine/titles/1822/data/map-base.ts';
import { MAP_MRS } from '../../src/engine/titles/1822/data/map-mrs.ts';
import { SCENARIOS } from '../../src/engine/titles/1822/data/scenarios.ts';

describe('1822 scenario data as changes to the base game', () => {
  it('changes fields one by one, drops the $without ones, changes list items by index, replaces the rest', () => {
    const base = { a: 1, b: { c: 2, d: 3 }, list: [{ n: 1 }, { n: 2 }], gone: true, market: [[1], [2]] };
    const out = withChanges(base, { b: { d: 4 }, list: { 1: { n: 5 } }, $without: ['gone'], market: [[9]], extra: null });
    expect(out).toEqual({ a: 1, b: { c: 2, d: 4 }, list: [{ n: 1 }, { n: 5 }], market: [[9]], extra: null });
    expect(base).toEqual({ a: 1, b: { c: 2, d: 3 }, list: [{ n: 1 }, { n: 2 }], gone: true, market: [[1], [2]] });
  });

  it('a map takes the base map’s hex groups by index, with its own hexes, or its own groups', () => {
    const m = mapWithChanges(MAP_BASE, { hexGroups: [1, [0, ['A1']], ['gray', 'path=a:0,b:3', ['Z9']]] });
    expect(m.hexGroups).toEqual([MAP_BASE.hexGroups[1], [MAP_BASE.hexGroups[0]![0], MAP_BASE.hexGroups[0]![1], ['A1']], ['gray', 'path=a:0,b:3', ['Z9']]]);
    expect(m.manifest).toBe(MAP_BASE.manifest);
  });

  it('MRS keeps what it shares with the base game and has its own market, trains and map', () => {
    expect(SCENARIOS.mrs.bankCash).toBe(SCENARIOS.base.bankCash);
    expect(SCENARIOS.mrs.trains[0]).toMatchObject({ name: 'L', price: 50, num: 14 });
    expect(SCENARIOS.base.trains[0]).toMatchObject({ name: 'L', price: 60, num: 22 });
    expect(SCENARIOS.mrs.market.length).toBe(14);
    expect(Object.keys(MAP_MRS.locationNames).length).toBeLessThan(Object.keys(MAP_BASE.locationNames).length);
  });
});
