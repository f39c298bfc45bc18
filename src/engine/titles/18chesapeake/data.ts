// 18Chesapeake and Off the Rails: title data (facts of the published game, as 18xx.games holds them).
import type { CompanyDef, CorpDef, PhaseDef, TitleConfig, TrainDef } from '../../18xx/config.ts';

// colours as on 18xx.games (its `color` and `text_color`)
const corporations: CorpDef[] = [
  { sym: 'PRR', name: 'Pennsylvania Railroad', tokens: [0, 40, 60, 80], home: 'F2', color: { fill: '#237333', text: '#ffffff' } },
  { sym: 'PLE', name: 'Pittsburgh and Lake Erie Railroad', tokens: [0, 40, 60], home: 'A3', color: { fill: '#000000', text: '#ffffff' } },
  { sym: 'SRR', name: 'Strasburg Rail Road', tokens: [0, 40], home: 'H4', color: { fill: '#d81e3e', text: '#ffffff' } },
  { sym: 'B&O', name: 'Baltimore & Ohio Railroad', tokens: [0, 40, 60], home: 'H6', color: { fill: '#0189d1', text: '#ffffff' } },
  { sym: 'C&O', name: 'Chesapeake & Ohio Railroad', tokens: [0, 40, 60, 80], home: 'G13', color: { fill: '#a2dced', text: '#000000' } },
  { sym: 'LV', name: 'Lehigh Valley Railroad', tokens: [0, 40], home: 'J2', color: { fill: '#fff500', text: '#000000' } },
  { sym: 'C&A', name: 'Camden & Amboy Railroad', tokens: [0, 40], home: 'J6', color: { fill: '#f48221', text: '#ffffff' } },
  { sym: 'N&W', name: 'Norfolk & Western Railway', tokens: [0, 40, 60], home: 'C13', color: { fill: '#7b352a', text: '#ffffff' } },
];

const companies: CompanyDef[] = [
  { sym: 'D&R', name: 'Delaware and Raritan Canal', value: 20, revenue: 5, abilities: [{ type: 'blocks_hexes', hexes: ['K3'] }] },
  {
    sym: 'C-P',
    name: 'Columbia - Philadelphia Railroad',
    value: 40,
    revenue: 10,
    abilities: [
      { type: 'blocks_hexes', hexes: ['H2', 'I3'] },
      { type: 'tile_lay', hexes: ['H2', 'I3'], tiles: ['8', '9'], count: 2 },
    ],
  },
  {
    sym: 'B&S',
    name: 'Baltimore and Susquehanna Railroad',
    value: 50,
    revenue: 10,
    abilities: [
      { type: 'blocks_hexes', hexes: ['F4', 'G5'] },
      { type: 'tile_lay', hexes: ['F4', 'G5'], tiles: ['8', '9'], count: 2 },
    ],
  },
  {
    sym: 'C&OC',
    name: 'Chesapeake and Ohio Canal',
    value: 80,
    revenue: 15,
    abilities: [
      { type: 'blocks_hexes', hexes: ['D2'] },
      { type: 'teleport', hexes: ['D2'], tiles: ['57'] },
    ],
  },
  { sym: 'B&OR', name: 'Baltimore & Ohio Railroad', value: 100, revenue: 0, abilities: [{ type: 'shares', share: 'B&O_1' }] },
  {
    sym: 'CV',
    name: 'Cornelius Vanderbilt',
    value: 200,
    revenue: 30,
    abilities: [{ type: 'shares', share: 'random_president' }, { type: 'no_buy' }],
  },
];

const phases: PhaseDef[] = [
  { name: '2', trainLimit: 4, tiles: ['yellow'], operatingRounds: 1 },
  { name: '3', on: '3', trainLimit: 4, tiles: ['yellow', 'green'], operatingRounds: 2, status: ['can_buy_companies'] },
  { name: '4', on: '4', trainLimit: 3, tiles: ['yellow', 'green'], operatingRounds: 2, status: ['can_buy_companies'] },
  { name: '5', on: '5', trainLimit: 2, tiles: ['yellow', 'green', 'brown'], operatingRounds: 3 },
  { name: '6', on: '6', trainLimit: 2, tiles: ['yellow', 'green', 'brown'], operatingRounds: 3 },
  { name: 'D', on: 'D', trainLimit: 2, tiles: ['yellow', 'green', 'brown', 'gray'], operatingRounds: 3 },
];

function trains(counts: number[], dPrice: number, discount: number): TrainDef[] {
  return [
    { name: '2', distance: 2, price: 80, rustsOn: '4', num: counts[0]! },
    { name: '3', distance: 3, price: 180, rustsOn: '6', num: counts[1]! },
    { name: '4', distance: 4, price: 300, rustsOn: 'D', num: counts[2]! },
    { name: '5', distance: 5, price: 500, num: counts[3]!, events: ['close_companies'] },
    { name: '6', distance: 6, price: 630, num: counts[4]! },
    { name: 'D', distance: 999, price: dPrice, num: 'unlimited', availableOn: '6', discount: { '4': discount, '5': discount, '6': discount } },
  ];
}

const shared = {
  certLimit: { 2: 20, 3: 20, 4: 16, 5: 13, 6: 11 },
  startingCash: { 2: 1200, 3: 800, 4: 600, 5: 480, 6: 400 },
  phases,
  corporations,
  companies,
  marketShareLimit: 50,
  maxOwnershipPercent: 60,
  minBidIncrement: 5,
};

export const chesapeake: TitleConfig = {
  ...shared,
  key: '18chesapeake',
  bankCash: 8000,
  market: [
    ['80', '85', '90', '100', '110', '125', '140', '160', '180', '200', '225', '250', '275', '300', '325', '350', '375'],
    ['75', '80', '85', '90', '100', '110', '125', '140', '160', '180', '200', '225', '250', '275', '300', '325', '350'],
    ['70', '75', '80', '85', '95p', '105', '115', '130', '145', '160', '180', '200'],
    ['65', '70', '75', '80p', '85', '95', '105', '115', '130', '145'],
    ['60', '65', '70p', '75', '80', '85', '95', '105'],
    ['55y', '60', '65', '70', '75', '80'],
    ['50y', '55y', '60', '65'],
    ['40y', '45y', '50y'],
  ],
  trains: trains([7, 6, 5, 3, 2], 900, 200),
  floatPercent: 60,
  sellBuyOrder: 'sell_buy',
  gameEnd: {},
};

export const offTheRails: TitleConfig = {
  ...shared,
  key: '18chesapeake-otr',
  bankCash: 12000,
  market: [
    ['76', '82', '90', '100p', '112', '126', '142', '160', '180', '200', '225', '250', '275', '300e'],
    ['70', '76', '82', '90p', '100', '112', '126', '142', '160', '180', '200', '220', '240', '260'],
    ['65', '70', '76', '82p', '90', '100', '111', '125', '140', '155', '170', '185'],
    ['60y', '66', '71', '76p', '82', '90', '100', '110', '120', '130'],
    ['55y', '62', '67', '71p', '76', '82', '90', '100'],
    ['50y', '58y', '65', '67p', '71', '75', '80'],
    ['45o', '54y', '63', '67', '69', '70'],
    ['40o', '50y', '60y', '67', '68'],
    ['30b', '40o', '50y', '60y'],
    ['20b', '30b', '40o', '50y'],
    ['10b', '20b', '30b', '40o'],
  ],
  trains: trains([5, 4, 3, 2, 2], 1100, 300),
  floatPercent: 50,
  sellBuyOrder: 'sell_buy_sell',
  gameEnd: { stockMarket: 'current_round' },
};
