// Shikoku 1889 map data: hexes, preprinted tiles, offboards, tile manifest (and the beginner game's), homes.
import { buildMapDef, type MapSource } from '../../18xx/map/build-map.ts';
import { registerMapDef } from '../../18xx/map/registry.ts';
import type { MapDef } from '../../18xx/map/types.ts';

const MOUNTAIN = 'upgrade=cost:80,terrain:mountain';

const manifest: MapSource['manifest'] = {
  '3': 2, '5': 2, '6': 2, '7': 2, '8': 5, '9': 5, '12': 1, '13': 1, '14': 1, '15': 3, '16': 1, '19': 1, '20': 1,
  '23': 2, '24': 2, '25': 1, '26': 1, '27': 1, '28': 1, '29': 1, '39': 1, '40': 1, '41': 1, '42': 1, '45': 1,
  '46': 1, '47': 1, '57': 2, '58': 3, '205': 1, '206': 1, '437': 1, '438': 1, '439': 1, '440': 1, '448': 4,
  '465': 1, '466': 1, '492': 1, '611': 2,
};

/** The beginner game's extra tiles (18xx.games' "Beg" tiles). */
const beginnerTiles: Record<string, readonly ['yellow' | 'green', string]> = {
  Beg6: ['yellow', 'city=revenue:20;path=a:0,b:_0;path=a:2,b:_0'],
  Beg7: ['yellow', 'path=a:0,b:1'],
  Beg8: ['yellow', 'path=a:0,b:2'],
  Beg9: ['yellow', 'path=a:0,b:3'],
  Beg23: ['green', 'path=a:0,b:3;path=a:0,b:4'],
  Beg24: ['green', 'path=a:0,b:3;path=a:0,b:2'],
};

const source: MapSource = {
  id: '1889',
  layout: 'flat',
  hexGroups: [
    ['white', '', ['D3', 'H3', 'J3', 'B5', 'C8', 'E8', 'I8', 'D9', 'I10']],
    ['white', 'city=revenue:0', ['F3', 'G4', 'H7', 'A10', 'J11', 'G12', 'E2', 'I2', 'K8', 'C10']],
    ['white', 'town=revenue:0', ['J5']],
    ['white', 'town=revenue:0;icon=image:port', ['B11', 'G10', 'I12', 'J9']],
    ['white', 'upgrade=cost:80,terrain:water', ['K6']],
    ['white', 'upgrade=cost:80,terrain:water|mountain', ['H5', 'I6']],
    ['white', MOUNTAIN, ['E4', 'D5', 'F5', 'C6', 'E6', 'G6', 'D7', 'F7', 'A8', 'G8', 'B9', 'H9', 'H11', 'H13']],
    ['white', 'city=revenue:0;label=H;upgrade=cost:80', ['I4']],
    ['yellow', 'city=revenue:20;path=a:2,b:_0', ['C4']],
    ['yellow', 'city=revenue:30;path=a:0,b:_0;path=a:1,b:_0;path=a:2,b:_0;label=T', ['K4']],
    ['gray', 'city=revenue:40,slots:2;path=a:1,b:_0;path=a:3,b:_0;path=a:5,b:_0', ['B7']],
    ['gray', 'town=revenue:20;path=a:0,b:_0;path=a:_0,b:5', ['B3']],
    ['gray', 'town=revenue:20;path=a:3,b:_0;path=a:_0,b:4', ['G14']],
    ['gray', 'path=a:1,b:5', ['J7']],
    ['red', 'offboard=revenue:yellow_30|brown_60|diesel_100;path=a:0,b:_0;path=a:1,b:_0', ['F1']],
    ['red', 'offboard=revenue:yellow_20|brown_40|diesel_80;path=a:0,b:_0;path=a:1,b:_0', ['J1']],
    ['red', 'offboard=revenue:yellow_20|brown_40|diesel_80;path=a:1,b:_0;path=a:2,b:_0', ['L7']],
    ['green', 'city=revenue:30,slots:2;path=a:2,b:_0;path=a:3,b:_0;path=a:4,b:_0;path=a:5,b:_0;label=K;upgrade=cost:80', ['F9']],
  ],
  locationNames: {
    F3: 'Saijou',
    G4: 'Niihama',
    H7: 'Ikeda',
    A10: 'Sukumo',
    J11: 'Anan',
    G12: 'Nahari',
    E2: 'Matsuyama',
    I2: 'Marugame',
    K8: 'Tokushima',
    C10: 'Kubokawa',
    J5: 'Ritsurin Kouen',
    G10: 'Nangoku',
    J9: 'Komatsujima',
    I12: 'Muki',
    B11: 'Nakamura',
    I4: 'Kotohira',
    C4: 'Ohzu',
    K4: 'Takamatsu',
    B7: 'Uwajima',
    B3: 'Yawatahama',
    G14: 'Muroto',
    F1: 'Imabari',
    J1: 'Sakaide & Okayama',
    L7: 'Naruto & Awaji',
    F9: 'Kouchi',
  },
  manifest,
  extraTiles: {
    // title tiles outside the shared catalog
    '437': ['yellow', 'town=revenue:30;path=a:0,b:_0;path=a:_0,b:2;icon=image:port,blocks_lay:1'],
    '438': ['yellow', 'city=revenue:40;path=a:0,b:_0;path=a:2,b:_0;label=H;upgrade=cost:80'],
    '439': ['green', 'city=revenue:60,slots:2;path=a:0,b:_0;path=a:2,b:_0;path=a:4,b:_0;label=H;upgrade=cost:80'],
    '440': ['green', 'city=revenue:40,slots:2;path=a:0,b:_0;path=a:1,b:_0;path=a:2,b:_0;label=T'],
    '465': ['brown', 'city=revenue:60,slots:3;path=a:0,b:_0;path=a:1,b:_0;path=a:2,b:_0;path=a:3,b:_0;label=K'],
    '466': ['brown', 'city=revenue:60,slots:2;path=a:0,b:_0;path=a:1,b:_0;path=a:2,b:_0;label=T'],
    '492': ['brown', 'city=revenue:80,slots:3;path=a:0,b:_0;path=a:1,b:_0;path=a:2,b:_0;path=a:3,b:_0;path=a:4,b:_0;path=a:5,b:_0;label=H'],
  },
  homes: {
    AR: { hex: 'K8', city: 0 },
    IR: { hex: 'E2', city: 0 },
    SR: { hex: 'I2', city: 0 },
    KO: { hex: 'K4', city: 0 },
    TR: { hex: 'F9', city: 0 },
    KU: { hex: 'C10', city: 0 },
    UR: { hex: 'B7', city: 0 },
  },
};

export const SHIKOKU_MAP: MapDef = buildMapDef(source);

/** The beginner game: the same map with the "Beg" tiles in the supply. */
export const SHIKOKU_BEGINNER_MAP: MapDef = buildMapDef({
  ...source,
  id: '1889-beginner',
  manifest: { ...manifest, Beg6: 2, Beg7: 1, Beg8: 1, Beg9: 1, Beg23: 1, Beg24: 1 },
  extraTiles: { ...source.extraTiles, ...beginnerTiles },
});

registerMapDef(SHIKOKU_MAP);
registerMapDef(SHIKOKU_BEGINNER_MAP);
