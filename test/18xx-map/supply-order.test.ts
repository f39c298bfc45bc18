// A tile taken up by an upgrade goes back to the end of the supply, as 18xx.games' update_tile_lists puts it
// last: the next lay without a named copy takes a copy never laid first (1822mrs-33867 lays 6-3, not 6-1,
// after 6-1 came back from K42).
import { describe, expect, it } from 'vitest';
import { buildMapDef } from '../../src/engine/18xx/map/build-map.ts';
import { createMap, layTile, registerMapDef } from '../../src/engine/18xx/map/index.ts';

describe('supply order', () => {
  it('returned copies come after the unused ones', () => {
    const hexes = ['B2', 'B4', 'B6', 'A3', 'A5', 'C3', 'C5'];
    registerMapDef(buildMapDef({ id: 't-supply', layout: 'flat', hexGroups: [['white', '', hexes]], locationNames: {}, manifest: { '8': 3, '24': 1 }, homes: {} }));
    const map = createMap('t-supply');
    layTile(map, { hex: 'B4', tile: '8', rotation: 0 });
    expect(map.hexes.B4!.copy).toBe(0);
    layTile(map, { hex: 'B4', tile: '24', rotation: 0 }, { skipChecks: true });
    expect(map.supply['8']).toEqual([1, 2, 0]);
    layTile(map, { hex: 'B2', tile: '8', rotation: 0 }, { skipChecks: true });
    expect(map.hexes.B2!.copy).toBe(1);
  });
});
