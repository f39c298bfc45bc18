// The listed lays cost what the lay costs: a costly water border (18xx.games remove_border_calculate_cost!) the
// rotation's track crosses is in the listed cost, so an operator is never offered a lay it cannot pay.
import { describe, expect, it } from 'vitest';
import { buildMapDef } from '../../src/engine/18xx/map/build-map.ts';
import { createMap, layTile, legalTileLays, registerMapDef } from '../../src/engine/18xx/map/index.ts';

function borderMap(id: string) {
  registerMapDef(
    buildMapDef({
      id,
      layout: 'flat',
      hexGroups: [
        ['white', 'border=edge:0,type:water,cost:40', ['C5']],
        ['white', '', ['B4', 'B6', 'C3', 'C7', 'D4', 'D6']],
      ],
      locationNames: {},
      manifest: { '9': 2 },
      extraTiles: {},
      homes: {},
    }),
  );
  return createMap(id);
}

describe('listed lays over a water border', () => {
  it('list the border in the cost of the rotations that cross it, and not in the others', () => {
    const map = borderMap('t-border-lays');
    const lays = legalTileLays(map, undefined, ['yellow'], { hex: 'C5', skipConnectivity: true }).filter((o) => o.tile === '9');
    const costOf = (rotation: number) => {
      const o = lays.find((x) => x.rotations.includes(rotation))!;
      return o.cost + (o.borderCost ?? 0);
    };
    for (const rotation of [0, 1, 2]) {
      const paid = layTile(borderMap(`t-border-lay-${rotation}`), { hex: 'C5', tile: '9', rotation });
      expect({ rotation, listed: costOf(rotation) }).toEqual({ rotation, listed: paid.cost + (paid.borderCost ?? 0) });
    }
    expect(costOf(0)).toBe(40);
    expect(costOf(1)).toBe(0);
  });
});
