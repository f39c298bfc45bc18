// Map rules 1822 needs, on a small made-up map: Lawson junction upgrades (18xx.games Path#ends through a
// junction), future labels (future_label), costly water borders (remove_border_calculate_cost!) and a preprinted
// hex replaced by one named tile (1822's Swansea S city).
import { describe, expect, it } from 'vitest';
import { buildMapDef } from '../../src/engine/18xx/map/build-map.ts';
import { checkTileLay, createMap, currentTile, layTile, registerMapDef, type TileColor } from '../../src/engine/18xx/map/index.ts';

/** Columns A–E, rows 1–9 (flat layout: a letter's rows alternate parity), all plain white but the hexes given. */
function testMap(id: string, special: Record<string, string>, replacedBy?: Record<string, { tile: string; rotations: number[] }>) {
  const plain: string[] = [];
  const groups: [TileColor, string, string[]][] = [];
  for (const [i, col] of ['A', 'B', 'C', 'D', 'E'].entries()) {
    for (let row = 1 + (i % 2); row <= 9; row += 2) {
      const hex = `${col}${row}`;
      if (special[hex]) groups.push(['white', special[hex], [hex]]);
      else plain.push(hex);
    }
  }
  groups.push(['white', '', plain]);
  registerMapDef(
    buildMapDef({
      id,
      layout: 'flat',
      hexGroups: groups,
      locationNames: {},
      manifest: { '7': 2, '9': 4, '57': 2, '14': 1, '24': 1, '81': 1, '83': 1, T4: 1 },
      extraTiles: { T4: ['green', 'city=revenue:40,slots:2;path=a:0,b:_0;path=a:1,b:_0;path=a:3,b:_0;label=T'] },
      homes: {},
      ...(replacedBy ? { replacedBy } : {}),
    }),
  );
  return createMap(id);
}

describe('Lawson junction upgrades', () => {
  it("7's curve upgrades to 83 (whose junction joins adjacent exits), not to 81 (no two adjacent exits)", () => {
    const map = testMap('t-lawson', {});
    layTile(map, { hex: 'C5', tile: '7', rotation: 0 });
    expect(checkTileLay(map, { hex: 'C5', tile: '81', rotation: 0 })).toMatch(/does not keep the track/);
    const rotations = [0, 1, 2, 3, 4, 5].filter((rotation) => checkTileLay(map, { hex: 'C5', tile: '83', rotation }) === null);
    // 83's exits 0, 5, 3 turned so that its one adjacent pair (5, 0) lies on 7's edges 0 and 1
    expect(rotations).toEqual([1]);
    layTile(map, { hex: 'C5', tile: '83', rotation: 1 });
    expect(currentTile(map, 'C5').def.name).toBe('83');
  });
});

describe('future labels', () => {
  it("a T hex takes any yellow city, then only T-labelled green tiles; the label is gone once they're down", () => {
    const map = testMap('t-future', { C5: 'city=revenue:0;future_label=label:T,color:green' });
    expect(map.hexes.C5!.futureLabel).toEqual({ label: 'T', color: 'green' });
    layTile(map, { hex: 'C5', tile: '57', rotation: 0 });
    expect(map.hexes.C5!.futureLabel).toEqual({ label: 'T', color: 'green' });
    expect(checkTileLay(map, { hex: 'C5', tile: '14', rotation: 0 })).toMatch(/wrong label/);
    expect(checkTileLay(map, { hex: 'C5', tile: 'T4', rotation: 0 })).toBeNull();
    layTile(map, { hex: 'C5', tile: 'T4', rotation: 0 });
    expect(map.hexes.C5!.futureLabel).toBeUndefined();
  });

  it('a city without one takes no labelled green tile', () => {
    const map = testMap('t-future-none', { C5: 'city=revenue:0' });
    layTile(map, { hex: 'C5', tile: '57', rotation: 0 });
    expect(checkTileLay(map, { hex: 'C5', tile: 'T4', rotation: 0 })).toMatch(/wrong label/);
    expect(checkTileLay(map, { hex: 'C5', tile: '14', rotation: 0 })).toBeNull();
  });
});

describe('water borders', () => {
  it('the first track over a border pays it; an upgrade over it again pays nothing; track away from it pays nothing', () => {
    const map = testMap('t-water', { C5: 'border=edge:0,type:water,cost:40', C7: 'border=edge:3,type:water,cost:40' });
    expect(layTile(map, { hex: 'C5', tile: '9', rotation: 1 }).borderCost).toBeUndefined();
    const other = testMap('t-water-2', { C5: 'border=edge:0,type:water,cost:40', C7: 'border=edge:3,type:water,cost:40' });
    expect(layTile(other, { hex: 'C5', tile: '9', rotation: 0 }).borderCost).toBe(40);
    expect(layTile(other, { hex: 'C5', tile: '24', rotation: 0 }).borderCost).toBeUndefined();
    // the other side's border is its own: paid by the first track there over it
    expect(layTile(other, { hex: 'C7', tile: '9', rotation: 0 }).borderCost).toBe(40);
  });
});

describe('stubs', () => {
  it("a stubbed hex's first tile must have track on the stub's edge", () => {
    const map = testMap('t-stub', { C5: 'stub=edge:1' });
    // 7's curve joins edges 0 and 1 in rotation 0, edges 2 and 3 in rotation 2
    expect(checkTileLay(map, { hex: 'C5', tile: '7', rotation: 0 })).toBeNull();
    expect(checkTileLay(map, { hex: 'C5', tile: '7', rotation: 2 })).toMatch(/stub/);
  });
});

describe('a preprinted hex replaced by one tile', () => {
  it('takes only that tile, only in the listed rotations, and loses its town', () => {
    const map = testMap('t-replace', { C5: 'city=revenue:20,loc:center;town=revenue:10,loc:1;path=a:_0,b:_1' }, { C5: { tile: '57', rotations: [2, 5] } });
    expect(checkTileLay(map, { hex: 'C5', tile: '57', rotation: 0 })).toMatch(/rotation/);
    expect(checkTileLay(map, { hex: 'C5', tile: '9', rotation: 2 })).toMatch(/only tile 57/);
    layTile(map, { hex: 'C5', tile: '57', rotation: 5 });
    const { def } = currentTile(map, 'C5');
    expect([def.name, def.towns.length, def.cities.length]).toEqual(['57', 0, 1]);
  });
});
