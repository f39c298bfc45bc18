// 18Chesapeake map data (also used by "18Chesapeake: Off the Rails"): hexes, manifest, X tiles, homes.
import { buildMapDef } from '../../18xx/map/build-map.ts';
import { registerMapDef } from '../../18xx/map/registry.ts';
import type { MapDef } from '../../18xx/map/types.ts';

const MOUNTAIN = 'upgrade=cost:80,terrain:mountain';
const WATER = 'upgrade=cost:40,terrain:water';
const PITTSBURGH = 'revenue:yellow_40|green_50|brown_60|gray_80';

/** 18Chesapeake map (flat layout, letter columns). */
export const CHESAPEAKE_MAP: MapDef = buildMapDef({
  id: '18chesapeake',
  layout: 'flat',
  hexGroups: [
    ['white', '', ['B6', 'B8', 'B10', 'C3', 'C7', 'C9', 'C11', 'E7', 'E9', 'E13', 'F6', 'F12', 'G7', 'I7', 'J8', 'J10', 'L4', 'F4', 'G5', 'H2', 'I3']],
    ['white', MOUNTAIN, ['B12', 'D4', 'D6', 'D10', 'E5']],
    ['white', WATER, ['F10', 'G9', 'G11', 'H12']],
    ['white', 'town=revenue:0;town=revenue:0', ['B4', 'K3', 'K5']],
    ['white', 'city=revenue:0', ['C5', 'D12', 'E3', 'F2', 'G13', 'J2']],
    ['white', `city=revenue:0;${MOUNTAIN}`, ['C13', 'D2', 'D8']],
    ['white', 'town=revenue:0', ['E11']],
    ['white', 'city=revenue:0;label=DC', ['F8']],
    ['white', `town=revenue:0;${WATER}`, ['G3', 'I5']],
    ['white', `city=revenue:0;${WATER}`, ['H4', 'J6']],
    ['red', `city=${PITTSBURGH},hide:1,groups:Pittsburgh;path=a:5,b:_0;border=edge:4`, ['A3']],
    ['red', `offboard=${PITTSBURGH},groups:Pittsburgh;path=a:0,b:_0;border=edge:1`, ['B2']],
    ['red', 'offboard=revenue:yellow_40|green_60|brown_80|gray_100;path=a:4,b:_0;path=a:5,b:_0', ['A7']],
    ['red', `offboard=${PITTSBURGH},hide:1,groups:West Virginia Coal;path=a:4,b:_0;border=edge:5`, ['A13']],
    ['red', `offboard=${PITTSBURGH},groups:West Virginia Coal;path=a:3,b:_0;path=a:4,b:_0;border=edge:2`, ['B14']],
    ['red', 'offboard=revenue:yellow_30|green_40|brown_50|gray_60;path=a:2,b:_0', ['H14']],
    ['red', 'offboard=revenue:yellow_40|green_60|brown_80|gray_100;path=a:0,b:_0;path=a:1,b:_0', ['L2']],
    ['gray', 'path=a:1,b:5', ['E1']],
    ['gray', 'path=a:3,b:4', ['F14']],
    ['gray', 'path=a:1,b:5;path=a:0,b:1', ['G1']],
    ['gray', 'town=revenue:30;path=a:3,b:_0;path=a:_0,b:5', ['I9']],
    ['gray', 'town=revenue:30;path=a:0,b:_0;path=a:_0,b:1', ['K1']],
    ['gray', 'path=a:2,b:3', ['K7']],
    ['yellow', `city=revenue:30;city=revenue:30;path=a:1,b:_0;path=a:4,b:_1;label=OO;${WATER}`, ['H6']],
    ['yellow', 'city=revenue:30;city=revenue:30;path=a:0,b:_0;path=a:3,b:_1;label=OO', ['J4']],
  ],
  locationNames: {
    B2: 'Pittsburgh',
    A7: 'Ohio',
    B14: 'West Virginia Coal',
    B4: 'Charleroi & Connellsville',
    C5: 'Green Spring',
    C13: 'Lynchburg',
    D2: 'Berlin',
    D8: 'Leesburg',
    D12: 'Charlottesville',
    E3: 'Hagerstown',
    E11: 'Fredericksburg',
    F2: 'Harrisburg',
    F8: 'Washington DC',
    G3: 'Columbia',
    G13: 'Richmond',
    H4: 'Strasburg',
    H6: 'Baltimore',
    H14: 'Norfolk',
    I5: 'Wilmington',
    I9: 'Delmarva Peninsula',
    J2: 'Allentown',
    J4: 'Philadelphia',
    J6: 'Camden',
    K1: 'Easton',
    K3: 'Trenton & Amboy',
    K5: 'Burlington & Princeton',
    L2: 'New York',
  },
  manifest: {
    '1': 1, '2': 1, '3': 2, '4': 2, '7': 'unlimited', '8': 'unlimited', '9': 'unlimited',
    '14': 5, '15': 6, '16': 1, '19': 1, '20': 1, '23': 3, '24': 3, '25': 2, '26': 1, '27': 1, '28': 1, '29': 1,
    '39': 1, '40': 1, '41': 1, '42': 1, '43': 2, '44': 1, '45': 1, '46': 1, '47': 2,
    '55': 1, '56': 1, '57': 7, '58': 2, '69': 1, '70': 1, '611': 5, '915': 1,
    X1: 1, X2: 1, X3: 1, X4: 1, X5: 1, X6: 1, X7: 2, X8: 1, X9: 1,
  },
  extraTiles: {
    X1: ['yellow', 'city=revenue:30;path=a:0,b:_0;path=a:4,b:_0;label=DC'],
    X2: ['green', 'city=revenue:40,slots:2;path=a:0,b:_0;path=a:2,b:_0;path=a:1,b:_0;path=a:4,b:_0;path=a:5,b:_0;label=DC'],
    X3: ['green', 'city=revenue:40;city=revenue:40;path=a:0,b:_0;path=a:_0,b:2;path=a:3,b:_1;path=a:_1,b:5;label=OO'],
    X4: ['green', 'city=revenue:40;city=revenue:40;path=a:0,b:_0;path=a:_0,b:1;path=a:2,b:_1;path=a:_1,b:3;label=OO'],
    X5: ['green', 'city=revenue:40;city=revenue:40;path=a:3,b:_0;path=a:_0,b:5;path=a:0,b:_1;path=a:_1,b:4;label=OO'],
    X6: ['brown', 'city=revenue:70,slots:3;path=a:0,b:_0;path=a:1,b:_0;path=a:2,b:_0;path=a:3,b:_0;path=a:4,b:_0;path=a:5,b:_0;label=DC'],
    X7: ['brown', 'city=revenue:50,slots:2;path=a:0,b:_0;path=a:1,b:_0;path=a:2,b:_0;path=a:5,b:_0;path=a:4,b:_0;label=OO'],
    X8: ['gray', 'city=revenue:100,slots:4;path=a:0,b:_0;path=a:1,b:_0;path=a:2,b:_0;path=a:3,b:_0;path=a:4,b:_0;path=a:5,b:_0;label=DC'],
    X9: ['gray', 'city=revenue:70,slots:3;path=a:0,b:_0;path=a:1,b:_0;path=a:2,b:_0;path=a:4,b:_0;path=a:5,b:_0;label=OO'],
  },
  homes: {
    PRR: { hex: 'F2', city: 0 },
    PLE: { hex: 'A3', city: 0 },
    SRR: { hex: 'H4', city: 0 },
    'B&O': { hex: 'H6', city: 0 },
    'C&O': { hex: 'G13', city: 0 },
    LV: { hex: 'J2', city: 0 },
    'C&A': { hex: 'J6', city: 0 },
    'N&W': { hex: 'C13', city: 0 },
  },
});

registerMapDef(CHESAPEAKE_MAP);
registerMapDef({ ...CHESAPEAKE_MAP, id: '18chesapeake-otr' });
