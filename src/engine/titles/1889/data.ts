// Shikoku 1889: title data (facts of the published game, as 18xx.games holds them).
import type { CompanyDef, CorpDef, PhaseDef, TitleConfig, TrainDef } from '../../18xx/config.ts';

export const corporations: CorpDef[] = [
  { sym: 'AR', name: 'Awa Railroad', tokens: [0, 40], home: 'K8', color: { fill: '#37383a', text: '#ffffff' } },
  { sym: 'IR', name: 'Iyo Railway', tokens: [0, 40], home: 'E2', color: { fill: '#f48221', text: '#ffffff' } },
  { sym: 'SR', name: 'Sanuki Railway', tokens: [0, 40], home: 'I2', color: { fill: '#76a042', text: '#ffffff' } },
  { sym: 'KO', name: 'Takamatsu & Kotohira Electric Railway', tokens: [0, 40], home: 'K4', color: { fill: '#d81e3e', text: '#ffffff' } },
  { sym: 'TR', name: 'Tosa Electric Railway', tokens: [0, 40, 40], home: 'F9', color: { fill: '#00a993', text: '#ffffff' } },
  { sym: 'KU', name: 'Tosa Kuroshio Railway', tokens: [0], home: 'C10', color: { fill: '#0189d1', text: '#ffffff' } },
  { sym: 'UR', name: 'Uwajima Railway', tokens: [0, 40, 40], home: 'B7', color: { fill: '#6f533e', text: '#ffffff' } },
];

/** Corporation colours (18xx.games' own), for the pictures once CorpDef carries a colour. */
export const corporationColors: Record<string, string> = {
  AR: '#37383a',
  IR: '#f48221',
  SR: '#76a042',
  KO: '#d81e3e',
  TR: '#00a993',
  KU: '#0189d1',
  UR: '#6f533e',
};

/** The coastal towns Mitsubishi Ferry may put its port on. */
export const PORT_HEXES = ['B11', 'G10', 'I12', 'J9'];

export const companies: CompanyDef[] = [
  // (the private "TR" shares its symbol with the Tosa Electric Railway corporation, as in 18xx.games)
  { sym: 'TR', name: 'Takamatsu E-Railroad', value: 20, revenue: 5, abilities: [{ type: 'blocks_hexes', hexes: ['K4'] }] },
  {
    sym: 'MF',
    name: 'Mitsubishi Ferry',
    value: 30,
    revenue: 5,
    abilities: [],
    // the owning player lays the port tile, outside other players' corporations' turns, once
    titleAbilities: [{ type: 'port_lay', hexes: PORT_HEXES, tile: '437' }],
  },
  {
    sym: 'ER',
    name: 'Ehime Railway',
    value: 40,
    revenue: 10,
    abilities: [{ type: 'blocks_hexes', hexes: ['C4'] }],
    // when a corporation buys it, the seller may lay a green tile on Ohzu at once, for that corporation
    titleAbilities: [{ type: 'lay_when_sold', hex: 'C4', tiles: ['12', '13', '14', '15', '205', '206'] }],
  },
  {
    sym: 'SMR',
    name: 'Sumitomo Mines Railway',
    value: 50,
    revenue: 15,
    abilities: [{ type: 'tile_discount', terrain: 'mountain', discount: 80 }],
  },
  {
    sym: 'DR',
    name: 'Dougo Railway',
    value: 60,
    revenue: 15,
    abilities: [],
    titleAbilities: [{ type: 'exchange', corporation: 'IR' }],
  },
  { sym: 'SIR', name: 'South Iyo Railway', value: 80, revenue: 20, abilities: [] },
  {
    sym: 'UTF',
    name: 'Uno-Takamatsu Ferry',
    value: 150,
    revenue: 30,
    // 4+ players; a player's UTF stays open past the first 5 train and earns 50 (no private is sold from phase 5)
    abilities: [{ type: 'stays_open_with_player' }, { type: 'revenue_change', revenue: 50, phase: '5' }],
    minPlayers: 4,
  },
];

const phases: PhaseDef[] = [
  { name: '2', trainLimit: 4, tiles: ['yellow'], operatingRounds: 1 },
  { name: '3', on: '3', trainLimit: 4, tiles: ['yellow', 'green'], operatingRounds: 2, status: ['can_buy_companies'] },
  { name: '4', on: '4', trainLimit: 3, tiles: ['yellow', 'green'], operatingRounds: 2, status: ['can_buy_companies'] },
  { name: '5', on: '5', trainLimit: 2, tiles: ['yellow', 'green', 'brown'], operatingRounds: 3 },
  { name: '6', on: '6', trainLimit: 2, tiles: ['yellow', 'green', 'brown'], operatingRounds: 3 },
  { name: 'D', on: 'D', trainLimit: 2, tiles: ['yellow', 'green', 'brown'], operatingRounds: 3 },
];

const trains: TrainDef[] = [
  { name: '2', distance: 2, price: 80, rustsOn: '4', num: 6 },
  { name: '3', distance: 3, price: 180, rustsOn: '6', num: 5 },
  { name: '4', distance: 4, price: 300, rustsOn: 'D', num: 4 },
  { name: '5', distance: 5, price: 450, num: 3, events: ['close_companies'] },
  { name: '6', distance: 6, price: 630, num: 2 },
  { name: 'D', distance: 999, price: 1100, num: 'unlimited', availableOn: '6', discount: { '4': 300, '5': 300, '6': 300 } },
];

export const shikoku: TitleConfig = {
  key: '1889',
  // 18xx.games g_1889: CURRENCY_FORMAT_STR = '¥%s'
  currency: '¥',
  bankCash: 7000,
  certLimit: { 2: 25, 3: 19, 4: 14, 5: 12, 6: 11 },
  startingCash: { 2: 420, 3: 420, 4: 420, 5: 390, 6: 390 },
  market: [
    ['75', '80', '90', '100p', '110', '125', '140', '155', '175', '200', '225', '255', '285', '315', '350'],
    ['70', '75', '80', '90p', '100', '110', '125', '140', '155', '175', '200', '225', '255', '285', '315'],
    ['65', '70', '75', '80p', '90', '100', '110', '125', '140', '155', '175', '200'],
    ['60', '65', '70', '75p', '80', '90', '100', '110', '125', '140'],
    ['55', '60', '65', '70p', '75', '80', '90', '100'],
    ['50y', '55', '60', '65p', '70', '75', '80'],
    ['45y', '50y', '55', '60', '65', '70'],
    ['40y', '45y', '50y', '55', '60'],
    ['30o', '40y', '45y', '50y'],
    ['20o', '30o', '40y', '45y'],
    ['10o', '20o', '30o', '40y'],
  ],
  phases,
  trains,
  corporations,
  companies,
  floatPercent: 50,
  marketShareLimit: 50,
  maxOwnershipPercent: 60,
  sellBuyOrder: 'sell_buy_or_buy_sell',
  mustSellInBlocks: true,
  ebuyFromOthers: 'never',
  ebuyNoPresidencySwap: true,
  gameEnd: {},
  minBidIncrement: 5,
  auction: { bidsInIncrementMultiples: false, onlyHighestBidCommitted: false },
  homeTokenTiming: 'operating_round',
};

/** The optional rules 18xx.games offers for 1889 (g_1889 meta OPTIONAL_RULES), offered as lobby variants. */
export const OPTIONAL_RULES = [
  { id: 'beginner_game', title: 'Beginner Game', description: 'No auction: simpler privates dealt at random; more tiles available.' },
] as const;

export const BEGINNER_GAME = 'beginner_game';

/** The Beginner Game's privates by player count, one per player (BEGINNER_GAME_PRIVATES); the others leave the game. */
export const BEGINNER_PRIVATES: Record<number, readonly string[]> = {
  2: ['DR', 'SIR'],
  3: ['DR', 'SIR', 'ER'],
  4: ['DR', 'SIR', 'ER', 'SMR'],
  5: ['DR', 'SIR', 'ER', 'SMR', 'TR'],
  6: ['DR', 'SIR', 'ER', 'SMR', 'TR', 'MF'],
};

/** Each Beginner Game private's value and revenue (BEGINNER_GAME_PRIVATE_VALUES, _REVENUES). */
const BEGINNER_TERMS: Record<string, { value: number; revenue: number }> = {
  TR: { value: 20, revenue: 5 },
  MF: { value: 40, revenue: 15 },
  ER: { value: 40, revenue: 15 },
  SMR: { value: 60, revenue: 20 },
  DR: { value: 60, revenue: 20 },
  SIR: { value: 90, revenue: 25 },
};

/**
 * The Beginner Game: every private loses its abilities (no blocks, port, lay, discount, exchange), takes its
 * beginner value and revenue, and may not be bought by a corporation; it closes with the first 5 train as usual.
 */
export const shikokuBeginner: TitleConfig = {
  ...shikoku,
  key: '1889-beginner',
  companies: companies
    .filter((c) => BEGINNER_TERMS[c.sym])
    .map((c) => ({ sym: c.sym, name: c.name, ...BEGINNER_TERMS[c.sym]!, abilities: [{ type: 'no_buy' }] })),
};
