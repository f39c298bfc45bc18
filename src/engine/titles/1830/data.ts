// 1830 (Railways & Robber Barons) as 18xx.games runs it: the title's data (facts of the published game, as
// 18xx.games holds them in lib/engine/game/g_1830). The optional rules change the data: see `config1830`.
import type { CompanyDef, CorpDef, PhaseDef, TitleConfig, TrainDef } from '../../18xx/config.ts';

export const TITLE = '1830';

/** The optional rules 18xx.games offers for 1830 (their ids are the export's `optional_rules`). */
export const OPTIONAL_RULES = [
  { id: 'multiple_brown_from_ipo', title: 'Buy Multiple Brown Shares From IPO', description: 'Multiple brown shares may be bought from the IPO as well as from the market.' },
  { id: 'optional_6_train', title: 'Optional extra 6-Train', description: 'Adds a third 6 train.' },
] as const;

export type OptionalRule = (typeof OPTIONAL_RULES)[number]['id'];

// colours as on 18xx.games (its `color` and `text_color`)
export const corporations: CorpDef[] = [
  { sym: 'PRR', name: 'Pennsylvania Railroad', tokens: [0, 40, 100, 100], home: 'H12', color: { fill: '#32763f', text: '#ffffff' } },
  { sym: 'NYC', name: 'New York Central Railroad', tokens: [0, 40, 100, 100], home: 'E19', color: { fill: '#474548', text: '#ffffff' } },
  { sym: 'CPR', name: 'Canadian Pacific Railroad', tokens: [0, 40, 100, 100], home: 'A19', color: { fill: '#d1232a', text: '#ffffff' } },
  { sym: 'B&O', name: 'Baltimore & Ohio Railroad', tokens: [0, 40, 100], home: 'I15', color: { fill: '#025aaa', text: '#ffffff' } },
  { sym: 'C&O', name: 'Chesapeake & Ohio Railroad', tokens: [0, 40, 100], home: 'F6', color: { fill: '#add8e6', text: '#000000' } },
  { sym: 'ERIE', name: 'Erie Railroad', tokens: [0, 40, 100], home: 'E11', color: { fill: '#fff500', text: '#000000' } },
  { sym: 'NYNH', name: 'New York, New Haven & Hartford Railroad', tokens: [0, 40], home: 'G19', color: { fill: '#d88e39', text: '#ffffff' } },
  { sym: 'B&M', name: 'Boston & Maine Railroad', tokens: [0, 40], home: 'E23', color: { fill: '#95c054', text: '#ffffff' } },
];

/** The Mohawk & Hudson: its owner may exchange it for a 10% share of this corporation (IPO or market). */
export const MH = { sym: 'MH', corp: 'NYC' } as const;

export const companies: CompanyDef[] = [
  { sym: 'SV', name: 'Schuylkill Valley', value: 20, revenue: 5, abilities: [{ type: 'blocks_hexes', hexes: ['G15'] }] },
  {
    sym: 'CS',
    name: 'Champlain & St.Lawrence',
    value: 40,
    revenue: 10,
    // its owning corporation's extra lay on B20, at any point of its turn, without a connection
    abilities: [
      { type: 'blocks_hexes', hexes: ['B20'] },
      { type: 'tile_lay', hexes: ['B20'], tiles: ['3', '4', '58'], count: 1, anytime: true, keptWhenHexLaid: true },
    ],
  },
  {
    sym: 'DH',
    name: 'Delaware & Hudson',
    value: 70,
    revenue: 15,
    // tile 57 on F16 (paying the mountain) as the corporation's lay, then a free station token there
    abilities: [
      { type: 'blocks_hexes', hexes: ['F16'] },
      { type: 'teleport', hexes: ['F16'], tiles: ['57'] },
    ],
  },
  {
    sym: MH.sym,
    name: 'Mohawk & Hudson',
    value: 110,
    revenue: 20,
    abilities: [{ type: 'blocks_hexes', hexes: ['D18'] }],
    titleAbilities: [{ type: 'exchange', corporation: MH.corp, from: ['ipo', 'market'] }],
  },
  {
    sym: 'CA',
    name: 'Camden & Amboy',
    value: 160,
    revenue: 25,
    abilities: [
      { type: 'blocks_hexes', hexes: ['H18'] },
      { type: 'shares', share: 'PRR_1' },
    ],
  },
  {
    sym: 'BO',
    name: 'Baltimore & Ohio',
    value: 220,
    revenue: 30,
    abilities: [
      { type: 'blocks_hexes', hexes: ['I13', 'I15'] },
      { type: 'no_buy' },
      { type: 'shares', share: 'B&O_0' },
    ],
    // closes when the B&O buys its first train
    titleAbilities: [{ type: 'close_on_train', corporation: 'B&O' }],
  },
];

const phases: PhaseDef[] = [
  { name: '2', trainLimit: 4, tiles: ['yellow'], operatingRounds: 1, status: ['can_buy_companies_from_other_players'] },
  { name: '3', on: '3', trainLimit: 4, tiles: ['yellow', 'green'], operatingRounds: 2, status: ['can_buy_companies', 'can_buy_companies_from_other_players'] },
  { name: '4', on: '4', trainLimit: 3, tiles: ['yellow', 'green'], operatingRounds: 2, status: ['can_buy_companies', 'can_buy_companies_from_other_players'] },
  { name: '5', on: '5', trainLimit: 2, tiles: ['yellow', 'green', 'brown'], operatingRounds: 3 },
  { name: '6', on: '6', trainLimit: 2, tiles: ['yellow', 'green', 'brown'], operatingRounds: 3 },
  { name: 'D', on: 'D', trainLimit: 2, tiles: ['yellow', 'green', 'brown'], operatingRounds: 3 },
];

function trains(sixes: number): TrainDef[] {
  return [
    { name: '2', distance: 2, price: 80, rustsOn: '4', num: 6 },
    { name: '3', distance: 3, price: 180, rustsOn: '6', num: 5 },
    { name: '4', distance: 4, price: 300, rustsOn: 'D', num: 4 },
    { name: '5', distance: 5, price: 450, num: 3, events: ['close_companies'] },
    { name: '6', distance: 6, price: 630, num: sixes },
    { name: 'D', distance: 999, price: 1100, num: 'unlimited', availableOn: '6', discount: { '4': 300, '5': 300, '6': 300 } },
  ];
}

const market = [
  ['60y', '67', '71', '76', '82', '90', '100p', '112', '126', '142', '160', '180', '200', '225', '250', '275', '300', '325', '350'],
  ['53y', '60y', '66', '70', '76', '82', '90p', '100', '112', '126', '142', '160', '180', '200', '220', '240', '260', '280', '300'],
  ['46y', '55y', '60y', '65', '70', '76', '82p', '90', '100', '111', '125', '140', '155', '170', '185', '200'],
  ['39o', '48y', '54y', '60y', '66', '71', '76p', '82', '90', '100', '110', '120', '130'],
  ['32o', '41o', '48y', '55y', '62', '67', '71p', '76', '82', '90', '100'],
  ['25b', '34o', '42o', '50y', '58y', '65', '67p', '71', '75', '80'],
  ['18b', '27b', '36o', '45o', '54y', '63', '67', '69', '70'],
  ['10b', '20b', '30b', '40o', '50y', '60y', '67', '68'],
  ['', '10b', '20b', '30b', '40o', '50y', '60y'],
  ['', '', '10b', '20b', '30b', '40o', '50y'],
  ['', '', '', '10b', '20b', '30b', '40o'],
];

const base: TitleConfig = {
  key: '1830',
  bankCash: 12000,
  certLimit: { 2: 28, 3: 20, 4: 16, 5: 13, 6: 11 },
  startingCash: { 2: 1200, 3: 800, 4: 600, 5: 480, 6: 400 },
  market,
  phases,
  trains: trains(2),
  corporations,
  companies,
  floatPercent: 60,
  marketShareLimit: 50,
  maxOwnershipPercent: 60,
  sellBuyOrder: 'sell_buy_sell',
  gameEnd: {},
  minBidIncrement: 5,
  auction: { bidsInIncrementMultiples: false, onlyHighestBidCommitted: false },
};

const configs = new Map<string, TitleConfig>();

/** The data of a game with these optional rules (one shared object per combination). */
export function config1830(rules: readonly string[]): TitleConfig {
  const six = rules.includes('optional_6_train');
  const brownIpo = rules.includes('multiple_brown_from_ipo');
  const key = `${six}/${brownIpo}`;
  let cfg = configs.get(key);
  if (!cfg) {
    cfg = { ...base, trains: trains(six ? 3 : 2), multipleBuyOnlyFromMarket: !brownIpo };
    configs.set(key, cfg);
  }
  return cfg;
}
