// The 1871 map of a data version on the shared map mechanism; route stops seen by class.
import { describe, expect, it } from 'vitest';
import { createMap, layTile, placeHomeToken, legalTileLays } from '../../src/engine/18xx/map/index.ts';
import { dataVersion } from '../../src/engine/titles/1871-steel-cities/data/index.ts';
import { mapIdOf, routeStops, steelMapDef, tokenKey } from '../../src/engine/titles/1871-steel-cities/map.ts';
import { trainRun } from '../../src/engine/titles/1871-steel-cities/revenue.ts';

const data = dataVersion('1');

describe('1871 map', () => {
  it('builds from the data file with every hex and the homes reserved', () => {
    const def = steelMapDef(data);
    expect(Object.keys(def.hexes).length).toBe(data.map.hexes.reduce((s, g) => s + g.hexes.length, 0));
    const map = createMap(mapIdOf(data));
    expect(map.hexes.G9!.reservations).toEqual([['PRR'], ['M1']]);
    expect(map.hexes.F8!.reservations).toEqual([['M5']]);
    expect(def.hexes.G9!.locationName).toBe('Pittsburgh');
  });

  it('a home token, a yellow tile and the stops of a route seen by each class', () => {
    steelMapDef(data);
    const map = createMap(mapIdOf(data));
    placeHomeToken(map, 'M5', 'F8', 0);
    const lays = legalTileLays(map, 'M5', ['yellow'], { hex: 'F8' });
    expect(lays.length).toBeGreaterThan(0);
    layTile(map, { hex: 'F8', tile: lays[0]!.tile, rotation: lays[0]!.rotations[0]! }, { corporation: 'M5', phaseColors: ['yellow'] });
    const shapes = { [tokenKey('F8', 0, 'M5')]: 'square' as const };
    const stops = routeStops(data, map, shapes, 'M5', [
      { hex: 'F8', kind: 'city', index: 0, revenue: 20 },
      { hex: 'E9', kind: 'town', index: 0, revenue: 10 },
      { hex: 'D6', kind: 'town', index: 0, revenue: 10 },
    ]);
    expect(stops.map((s) => [s.hex, s.shapes, s.ownTokens])).toEqual([
      ['F8', ['square'], ['square']],
      ['E9', ['square'], []],
      ['D6', ['round'], []],
    ]);
    // H3: the square city (own token, not doubled for H) and the dah
    expect(trainRun(data, 'H', 3, stops, 3).revenue).toBe(30);
    // F3: own token ×2, dah ×2
    expect(trainRun(data, 'F', 3, stops, 3).revenue).toBe(60);
    expect(() => trainRun(data, 'P', 2, stops, 3)).toThrow(/two round stops/);
  });
});
