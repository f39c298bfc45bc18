import { CHESAPEAKE_MAP } from '../../src/engine/titles/18chesapeake/map-data.ts';
import '../../src/engine/titles/1828/map-data.ts';
import { describe, expect, it } from 'vitest';
import {
  bestRoutes,
  checkRoute,
  checkRoutes,
  checkTileLay,
  corporationCanRun,
  createMap,
  layTile,
  legalTileLays,
  MapError,
  placeHomeToken,
  placeToken,
  tokenableCities,
  stopRevenue,
  renameTokens,
  hexNeighbor,
  type MapState,
} from '../../src/engine/18xx/map/index.ts';
import { placedPaths } from '../../src/engine/18xx/map/track.ts';

const ALL = ['yellow', 'green', 'brown', 'gray'] as const;

function prrStart(): MapState {
  const map = createMap('18chesapeake');
  placeHomeToken(map, 'PRR');
  layTile(map, { hex: 'F2', tile: '57-0', rotation: 1 }, { corporation: 'PRR', phaseColors: ['yellow'] });
  layTile(map, { hex: 'E3', tile: '57-1', rotation: 1 }, { corporation: 'PRR', phaseColors: ['yellow'] });
  return map;
}

describe('tile lays', () => {
  it('home reservations and home tokens', () => {
    const map = createMap('18chesapeake');
    expect(map.hexes['F2']!.reservations).toEqual([['PRR']]);
    expect(map.hexes['H6']!.reservations).toEqual([['B&O'], []]);
    expect(placeHomeToken(map, 'B&O')).toMatchObject({ hex: 'H6', city: 0, id: 'H6-0-0', slot: 0 });
    expect(map.hexes['H6']!.tokens).toEqual([['B&O'], [null]]);
    expect(map.hexes['H6']!.reservations[0]).toEqual([null]);
  });

  it('rejects track off the map, wrong city counts, labels, phase colours, no connection', () => {
    const map = createMap('18chesapeake');
    placeHomeToken(map, 'PRR');
    const opts = { corporation: 'PRR', phaseColors: ['yellow'] as const };
    expect(checkTileLay(map, { hex: 'F2', tile: '57', rotation: 0 }, { ...opts, phaseColors: ['yellow'] })).toMatch(/off the map/);
    expect(checkTileLay(map, { hex: 'F2', tile: '57', rotation: 1 }, { ...opts, phaseColors: ['yellow'] })).toBeNull();
    expect(checkTileLay(map, { hex: 'F2', tile: '9', rotation: 1 }, { ...opts, phaseColors: ['yellow'] })).toMatch(/cities/);
    expect(checkTileLay(map, { hex: 'C5', tile: 'X1', rotation: 0 }, { phaseColors: ['yellow'] })).toMatch(/label/);
    expect(checkTileLay(map, { hex: 'F8', tile: 'X1', rotation: 0 }, { corporation: 'PRR', phaseColors: ['yellow'] })).toMatch(/reach/);
    expect(checkTileLay(map, { hex: 'F8', tile: 'X1', rotation: 0 }, { corporation: 'PRR', skipConnectivity: true })).toBeNull();
    expect(checkTileLay(map, { hex: 'E3', tile: '14', rotation: 0 }, { phaseColors: ['yellow'] })).toMatch(/white tile|green tiles/);
    expect(checkTileLay(map, { hex: 'F2', tile: '57', rotation: 1 }, { corporation: 'PRR', blockedHexes: ['F2'] })).toMatch(/blocked/);
    expect(checkTileLay(map, { hex: 'F2', tile: '57-9', rotation: 1 }, {})).toMatch(/not available/);
    expect(() => layTile(map, { hex: 'F2', tile: '57', rotation: 0 }, opts)).toThrow(MapError);
  });

  it('treats gray/red hexes without track towards a hex as no neighbour', () => {
    const map = createMap('18chesapeake');
    // K7 (gray, track 2-3) does not point back at J8 through J8's edge 4... find such a pair generically
    let tested = 0;
    for (const [hex, h] of Object.entries(map.hexes)) {
      if (h.tile !== hex || CHESAPEAKE_MAP.hexes[hex]!.tile.color !== 'white' || CHESAPEAKE_MAP.hexes[hex]!.tile.cities.length) continue;
      for (let e = 0; e < 6; e++) {
        const n = hexNeighbor('flat', hex, e);
        const def = CHESAPEAKE_MAP.hexes[n];
        if (!def || (def.tile.color !== 'gray' && def.tile.color !== 'red')) continue;
        const back = placedPaths(n, def.tile, 0).some((p) => p.edges.includes((e + 3) % 6));
        const error = checkTileLay(map, { hex, tile: '9', rotation: e % 3 }, { skipConnectivity: true });
        if (!back) expect(error).toMatch(/off the map/);
        tested++;
      }
    }
    expect(tested).toBeGreaterThan(5);
  });

  it('reports terrain costs', () => {
    const map = createMap('18chesapeake');
    const r = layTile(map, { hex: 'D4', tile: '9', rotation: 0 }, { skipConnectivity: true });
    expect(r).toMatchObject({ cost: 80, terrain: 'mountain', upgrade: false, tileId: '9-0' });
    // unlimited tiles: a fresh copy appears
    expect(map.supply['9']).toEqual([1]);
  });

  it('upgrades keep track, return the old tile and keep tokens', () => {
    const map = prrStart();
    expect(map.supply['57']).toEqual([2, 3, 4, 5, 6]);
    const options = legalTileLays(map, 'PRR', ['yellow', 'green'], { hex: 'F2' });
    const green = options.find((o) => o.tile === '14')!;
    expect(green.rotations.length).toBeGreaterThan(0);
    for (const r of [0, 1, 2, 3, 4, 5]) {
      const error = checkTileLay(map, { hex: 'F2', tile: '14', rotation: r }, { corporation: 'PRR', phaseColors: ALL });
      expect(error === null).toBe(green.rotations.includes(r));
    }
    expect(checkTileLay(map, { hex: 'F2', tile: '14', rotation: 2 }, { corporation: 'PRR', phaseColors: ALL })).toMatch(/existing track|off the map/);
    const r = layTile(map, { hex: 'F2', tile: '14-0', rotation: green.rotations[0]! }, { corporation: 'PRR', phaseColors: ALL });
    expect(r).toMatchObject({ upgrade: true, returnedTile: '57-0', cost: 0 });
    // (the returned copy goes last, as 18xx.games lists it)
    expect(map.supply['57']).toEqual([2, 3, 4, 5, 6, 0]);
    expect(map.hexes['F2']!.tokens).toEqual([['PRR', null]]);
    // brown over green
    expect(checkTileLay(map, { hex: 'F2', tile: '611', rotation: 0 }, { corporation: 'PRR', phaseColors: ['yellow', 'green'] })).toMatch(/brown tiles/);
  });

  it('yellow OO to green OO maps tokens by exits', () => {
    const map = createMap('18chesapeake');
    placeHomeToken(map, 'B&O');
    // H6 city 0 runs to edge 1, city 1 to edge 4; X3 keeps them apart in rotation 1 (edges 1,3 / 4,0)
    const lays = legalTileLays(map, 'B&O', ALL, { hex: 'H6' });
    expect(lays.map((l) => l.tile).sort()).toEqual(['X3', 'X4', 'X5']);
    const lay = lays[0]!;
    layTile(map, { hex: 'H6', tile: lay.tile, rotation: lay.rotations[0]! }, { corporation: 'B&O', phaseColors: ALL });
    const state = map.hexes['H6']!;
    const cityWithToken = state.tokens.findIndex((t) => t.includes('B&O'));
    expect(cityWithToken).toBeGreaterThanOrEqual(0);
  });
});

describe('track restriction (opt-in)', () => {
  it('semi-restrictive: an upgrade must give the corporation new track or a new city value', () => {
    const map = prrStart();
    layTile(map, { hex: 'D4', tile: '9', rotation: 1 }, { corporation: 'PRR' });
    const opts = { corporation: 'PRR', trackRestriction: 'semi_restrictive' as const };
    // tile 19 turned to keep 1-4 adds 3-5, which PRR cannot reach
    expect(checkTileLay(map, { hex: 'D4', tile: '19', rotation: 1 }, opts)).toMatch(/new track/);
    expect(checkTileLay(map, { hex: 'D4', tile: '19', rotation: 1 }, { corporation: 'PRR' })).toBeNull();
    // a green city tile changes the city value
    expect(checkTileLay(map, { hex: 'E3', tile: '14', rotation: 1 }, opts)).toBeNull();
  });
});

describe('tokens', () => {
  it('places tokens on reachable cities only, once per hex', () => {
    const map = prrStart();
    expect(tokenableCities(map, 'PRR').map((c) => c.id)).toEqual(['57-1-0']);
    expect(() => placeToken(map, 'PRR', { city: 'C5-0-0' })).toThrow(/reach|not on the map/);
    expect(() => placeToken(map, 'PRR', { city: '57-0-0' })).toThrow(/already/);
    expect(placeToken(map, 'PRR', { city: '57-1-0' })).toMatchObject({ hex: 'E3', city: 0, slot: 0 });
    expect(tokenableCities(map, 'PRR')).toEqual([]);
    // a full city blocks others
    expect(() => placeToken(map, 'LV', { city: '57-1-0' }, { requireReachable: false })).toThrow(/slot/);
  });
});

describe('1828 specifics', () => {
  it('track-less OO tiles: home on a tile reservation, tokens lifted when track arrives', () => {
    const map = createMap('1828');
    expect(map.hexes['E15']!.tileReservations).toEqual(['ERIE']);
    expect(placeHomeToken(map, 'ERIE')).toMatchObject({ hex: 'E15', city: 0 });
    expect(map.hexes['E15']!.tileReservations).toEqual([]);
    const r = layTile(map, { hex: 'E15', tile: '59', rotation: 0 }, { skipChecks: true });
    expect(r.pendingTokens).toEqual(['ERIE']);
    expect(map.hexes['E15']!.tokens.flat().filter(Boolean)).toEqual([]);
    expect(placeToken(map, 'ERIE', { city: '59-0-1' }, { requireReachable: false })).toMatchObject({ hex: 'E15', city: 1 });
  });

  it('renameTokens merges members into a system, one token per city', () => {
    const map = createMap('1828');
    placeHomeToken(map, 'NYH');
    placeToken(map, 'NYC', { hex: 'G23', cityIndex: 0 }, { requireReachable: false });
    expect(renameTokens(map, 'NYC', 'NYC-NYH')).toBe(0);
    expect(renameTokens(map, 'NYH', 'NYC-NYH')).toBe(0);
    expect(map.hexes['G23']!.tokens).toEqual([['NYC-NYH'], ['NYC-NYH']]);
    placeToken(map, 'A', { hex: 'E23' }, { skipChecks: true });
    placeToken(map, 'B', { hex: 'E23' }, { skipChecks: true });
    expect(renameTokens(map, 'A', 'S')).toBe(0);
    expect(renameTokens(map, 'B', 'S')).toBe(1);
  });
});

describe('routes', () => {
  it('checks and prices routes, rejects bad ones', () => {
    const map = prrStart();
    const two = { name: '2', distance: 2 };
    expect(checkRoute(map, 'PRR', { train: two, connections: [['F2', 'E3']] }, 'yellow').revenue).toBe(40);
    expect(() => checkRoute(map, 'LV', { train: two, connections: [['F2', 'E3']] }, 'yellow')).toThrow(/token/);
    expect(() => checkRoute(map, 'PRR', { train: { name: '1', distance: 1 }, connections: [['F2', 'E3']] }, 'yellow')).toThrow(/too many/);
    expect(() => checkRoute(map, 'PRR', { train: two, connections: [['F2', 'D4']] }, 'yellow')).toThrow(/no track/);
    expect(() =>
      checkRoutes(map, 'PRR', [{ train: two, connections: [['F2', 'E3']] }, { train: two, connections: [['E3', 'F2']] }], 'yellow'),
    ).toThrow(/reuse/);
    expect(corporationCanRun(map, 'PRR')).toBe(true);
    expect(corporationCanRun(createMap('18chesapeake'), 'PRR')).toBe(false);
    const best = bestRoutes(map, 'PRR', [two, two], 'yellow');
    expect(best.revenue).toBe(40);
    expect(best.routes).toHaveLength(1);
  });

  it('prices offboards by phase colour', () => {
    const map = createMap('18chesapeake');
    const l2 = { hex: 'L2', kind: 'offboard' as const, index: 0 };
    expect(['yellow', 'green', 'brown', 'gray'].map((p) => stopRevenue(map, l2, p as 'yellow'))).toEqual([40, 60, 80, 100]);
    expect(stopRevenue(map, { hex: 'A3', kind: 'city', index: 0 }, 'brown')).toBe(60);
    placeHomeToken(map, 'LV');
    layTile(map, { hex: 'J2', tile: '57', rotation: 1 }, { corporation: 'LV' });
    expect(checkRoute(map, 'LV', { train: { name: '2', distance: 2 }, connections: [['J2', 'K1']] }, 'yellow').revenue).toBe(50);
  });
});
