import { CHESAPEAKE_MAP } from '../../src/engine/titles/18chesapeake/map-data.ts';
import { G1828_MAP } from '../../src/engine/titles/1828/map-data.ts';
import { describe, expect, it } from 'vitest';
import {
  catalogTile,
  hexNeighbor,
  invertEdge,
  parseTileCode,
  rotateEdge,
  tileDef,
} from '../../src/engine/18xx/map/index.ts';
import { STANDARD_TILE_CODES } from '../../src/engine/18xx/map/tile-codes.ts';
import { placedPaths } from '../../src/engine/18xx/map/track.ts';

describe('tile codes', () => {
  it('parses a city tile with two paths', () => {
    const t = parseTileCode('57', 'yellow', 'city=revenue:20;path=a:0,b:_0;path=a:_0,b:3');
    expect(t.cities).toEqual([{ revenue: 20, slots: 1 }]);
    expect(t.paths).toEqual([
      { a: { kind: 'edge', edge: 0 }, b: { kind: 'city', index: 0 } },
      { a: { kind: 'city', index: 0 }, b: { kind: 'edge', edge: 3 } },
    ]);
  });

  it('numbers nodes across cities and towns in code order', () => {
    const t = parseTileCode('x', 'yellow', 'town=revenue:10;city=revenue:20;path=a:0,b:_0;path=a:1,b:_1');
    expect(t.paths[0]!.b).toEqual({ kind: 'town', index: 0 });
    expect(t.paths[1]!.b).toEqual({ kind: 'city', index: 0 });
  });

  it('parses phase revenues, groups, labels, terrain', () => {
    const b14 = CHESAPEAKE_MAP.hexes['B14']!.tile;
    expect(b14.offboards[0]).toEqual({ revenue: { yellow: 40, green: 50, brown: 60, gray: 80 }, groups: ['West Virginia Coal'] });
    expect(CHESAPEAKE_MAP.hexes['A3']!.tile.cities[0]!.hidden).toBe(true);
    expect(CHESAPEAKE_MAP.hexes['F8']!.tile.label).toBe('DC');
    expect(CHESAPEAKE_MAP.hexes['D4']!.tile).toMatchObject({ upgradeCost: 80, terrain: 'mountain' });
    expect(CHESAPEAKE_MAP.hexes['H6']!.tile).toMatchObject({ upgradeCost: 40, terrain: 'water', label: 'OO', color: 'yellow' });
    expect(catalogTile('15')!.cities[0]!.slots).toBe(2);
  });

  it('every catalog tile parses', () => {
    for (const name of Object.keys(STANDARD_TILE_CODES)) expect(catalogTile(name)!.name).toBe(name);
  });
});

describe('18Chesapeake map data', () => {
  it('has the 63 hexes by colour and the 75-tile manifest', () => {
    const hexes = Object.values(CHESAPEAKE_MAP.hexes);
    expect(hexes.length).toBe(63);
    const byColor: Record<string, number> = {};
    for (const h of hexes) byColor[h.tile.color] = (byColor[h.tile.color] ?? 0) + 1;
    expect(byColor).toEqual({ white: 48, red: 7, gray: 6, yellow: 2 });
    const finite = Object.entries(CHESAPEAKE_MAP.manifest).filter(([, n]) => n > 0);
    // 75 tile objects with the three unlimited tiles counted once
    expect(finite.reduce((s, [, n]) => s + n, 0) + 3).toBe(75);
    const byTileColor: Record<string, number> = {};
    for (const [name, n] of Object.entries(CHESAPEAKE_MAP.manifest)) {
      const c = tileDef('18chesapeake', name).color;
      byTileColor[c] = (byTileColor[c] ?? 0) + Math.max(n, 1);
    }
    expect(byTileColor).toEqual({ yellow: 22, green: 30, brown: 20, gray: 3 });
  });
});

describe('1828 map data', () => {
  it('has the 115 hexes by colour and the 142-tile manifest', () => {
    const hexes = Object.values(G1828_MAP.hexes);
    const byColor: Record<string, number> = {};
    for (const h of hexes) byColor[h.tile.color] = (byColor[h.tile.color] ?? 0) + 1;
    expect(byColor).toEqual({ white: 80, yellow: 9, gray: 18, red: 8 });
    const byTileColor: Record<string, number> = {};
    for (const [name, n] of Object.entries(G1828_MAP.manifest)) {
      const c = tileDef('1828', name).color;
      byTileColor[c] = (byTileColor[c] ?? 0) + n;
    }
    expect(byTileColor).toEqual({ yellow: 61, green: 46, brown: 35 });
    expect(Object.keys(G1828_MAP.manifest).length).toBe(55);
    expect(tileDef('1828', '53').label).toBe('Ba');
    expect(tileDef('1828', '997').label).toBe('Bo');
    expect(G1828_MAP.hexes['A15']!.tile.paths.every((p) => p.terminal)).toBe(true);
  });
});

describe('hex edges (flat layout, letter columns)', () => {
  it('numbers neighbours as 18xx.games does', () => {
    // G1's gray track 1-5 joins F2 and H2; its 0-1 track joins G3 and F2
    expect(hexNeighbor('flat', 'G1', 1)).toBe('F2');
    expect(hexNeighbor('flat', 'G1', 5)).toBe('H2');
    expect(hexNeighbor('flat', 'G1', 0)).toBe('G3');
    expect(hexNeighbor('flat', 'G7', 1)).toBe('F8');
    expect(hexNeighbor('flat', 'G7', 4)).toBe('H6');
    expect(hexNeighbor('flat', 'F8', 3)).toBe('F6');
    for (let e = 0; e < 6; e++) expect(hexNeighbor('flat', hexNeighbor('flat', 'E5', e), invertEdge(e))).toBe('E5');
  });

  it('numbers pointy neighbours with number columns and letter rows', () => {
    for (let e = 0; e < 6; e++) expect(hexNeighbor('pointy', hexNeighbor('pointy', 'E9', e), invertEdge(e))).toBe('E9');
    expect(hexNeighbor('pointy', 'E9', 4)).toBe('E11');
  });

  it('rotates paths clockwise by the rotation', () => {
    expect(rotateEdge(4, 3)).toBe(1);
    const paths = placedPaths('G7', catalogTile('9')!, 1);
    expect(paths[0]!.edges).toEqual([1, 4]);
    const x1 = placedPaths('F8', tileDef('18chesapeake', 'X1'), 4);
    expect(x1.flatMap((p) => p.edges).sort()).toEqual([2, 4]);
  });
});
