// 1828.Games title data: facts of the published game as 18xx.games holds it (g_1828/entities.rb, game.rb).
import type { TrainStopRow } from '../../18xx/map/types.ts';

export const TITLE = '1828.Games';
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 5;
export const STARTING_CASH: Readonly<Record<number, number>> = { 3: 800, 4: 700, 5: 620 };
/** 99 for every player count: in effect no certificate limit (`CERT_LIMIT`). */
export const CERT_LIMIT: Readonly<Record<number, number>> = { 3: 99, 4: 99, 5: 99 };
export const MARKET_SHARE_LIMIT = 80;
export const MAX_OWNERSHIP_PERCENT = 60;
export const MIN_BID_INCREMENT = 5;
export const COAL_MARKER_COST = 120;
export const VA_COALFIELDS_HEX = 'K11';
export const VA_TUNNEL_HEX = 'K13';
/** K11 starts with two coal markers. */
export const COAL_MARKERS_AT_START = 2;
/** B&M and NYH (or a system containing one) may lay one more yellow tile for $40. */
export const EXTRA_TILE_LAY_CORPS: readonly string[] = ['B&M', 'NYH'];
export const EXTRA_TILE_LAY_COST = 40;

export interface Corp1828 {
  sym: string;
  name: string;
  tokens: number[];
  home: string;
  /** City index of the home in a two-city hex (NYH: the second city of G23). */
  city?: number;
  /** As on 18xx.games (its `color` and `text_color`). */
  color: { fill: string; text: string };
}

export const CORPORATIONS: readonly Corp1828[] = [
  { sym: 'B&M', name: 'Boston & Maine', tokens: [0, 100, 100, 100], home: 'E27', color: { fill: '#446ccf', text: '#ffffff' } },
  { sym: 'B&O', name: 'Baltimore & Ohio', tokens: [0, 100, 100], home: 'I19', color: { fill: '#4682b4', text: '#ffffff' } },
  { sym: 'C&O', name: 'Chesapeake & Ohio Railroad', tokens: [0, 100, 100], home: 'K15', color: { fill: '#b0e0e6', text: '#000000' } },
  { sym: 'CPR', name: 'Canadian Pacific Railroad', tokens: [0, 100, 100, 100], home: 'A23', color: { fill: '#9c661f', text: '#ffffff' } },
  { sym: 'GT', name: 'Grand Trunk', tokens: [0, 100, 100], home: 'D4', color: { fill: '#f0e68c', text: '#000000' } },
  { sym: 'ERIE', name: 'Erie Railroad', tokens: [0, 100, 100], home: 'E15', color: { fill: '#b8860b', text: '#ffffff' } },
  { sym: 'IC', name: 'Illinois Central', tokens: [0, 100, 100, 100], home: 'J6', color: { fill: '#9acd32', text: '#000000' } },
  { sym: 'MC', name: 'Michigan Central', tokens: [0, 100, 100, 100], home: 'A7', color: { fill: '#b3b3b3', text: '#000000' } },
  { sym: 'MP', name: 'Missouri Pacific Railroad', tokens: [0, 100, 100, 100], home: 'I3', color: { fill: '#bdb76b', text: '#000000' } },
  { sym: 'NYC', name: 'New York Central Railroad', tokens: [0, 100, 100], home: 'E23', color: { fill: '#7f7f7f', text: '#ffffff' } },
  { sym: 'NKP', name: 'New York, Chicago & St. Louis Railroad', tokens: [0, 100, 100], home: 'F10', color: { fill: '#d8bfd8', text: '#000000' } },
  { sym: 'NYH', name: 'New York, New Haven & Hartford Railway', tokens: [0, 100, 100], home: 'G23', city: 1, color: { fill: '#d2b48c', text: '#000000' } },
  { sym: 'NW', name: 'Norfolk & Western Railway', tokens: [0, 100, 100, 100], home: 'K19', color: { fill: '#f08080', text: '#000000' } },
  { sym: 'OSH', name: 'Ontario, Simcoe & Huron', tokens: [0, 100, 100, 100], home: 'A15', color: { fill: '#61b329', text: '#ffffff' } },
  { sym: 'PRR', name: 'Pennsylvania Railroad', tokens: [0, 100, 100, 100], home: 'H16', color: { fill: '#ff6347', text: '#ffffff' } },
  { sym: 'WAB', name: 'Wabash Railroad', tokens: [0, 100, 100], home: 'H6', color: { fill: '#dda0dd', text: '#000000' } },
];

/** Shares of every corporation and system: a 20% president's certificate and eight 10% shares (ids `SYM_0`..`SYM_8`). */
export const SHARE_PERCENTS: readonly number[] = [20, 10, 10, 10, 10, 10, 10, 10, 10];
export const FLOAT_PERCENT = 60;

/** The C&P minor: one token (free, on C15), the never-rusting, unbuyable `2-1` train. */
/** The token 18xx.games' blocking corporation ("B") leaves in a city. */
export const BLOCKER = 'B';

export const CP_MINOR = { sym: 'C&P', name: 'Cobourg & Peterborough Railway', home: 'C15', train: '2-1', color: { fill: '#7f7f7f', text: '#ffffff' } } as const;

export type Ability1828 =
  /** Blocks these hexes while a player owns the private. */
  | { type: 'blocks_hexes'; hexes: string[] }
  /** The private's revenue becomes `revenue` when it is sold to a corporation, or at the auction's end. */
  | { type: 'revenue_change'; revenue: number; when: 'sold' | 'auction_end' }
  /** C&StL (free lay in the owner's operation), E&K (forced lay when sold; once an extra $20 yellow lay). */
  | { type: 'tile_lay'; when: 'owning_corp_or_turn' | 'sold' | 'track'; hexes: string[]; tiles: string[]; cost: number; count: number; blocksOthers?: boolean; special?: boolean }
  /** D&H: a tile (lay or upgrade) on F20 and an optional token there for $120. */
  | { type: 'teleport'; hexes: string[]; tiles: string[]; cost: number }
  /** M&H: exchange for any 10% share from the IPO or the market (a president's certificate with a par). */
  | { type: 'exchange'; from: ('ipo' | 'market')[] }
  /** Certificates the buyer receives (the first a president's one means an immediate par). */
  | { type: 'shares'; shares: string[] }
  | { type: 'no_buy' }
  /** Closes when this corporation (or a system containing it) buys a train. */
  | { type: 'close_on_train'; corporation: string };

export interface Company1828 {
  sym: string;
  name: string;
  value: number;
  revenue: number;
  abilities: Ability1828[];
}

function blocks(hex: string): Ability1828 {
  return { type: 'blocks_hexes', hexes: [hex] };
}

function bigPrivate(sym: string, name: string): Company1828 {
  return {
    sym,
    name,
    value: 250,
    revenue: 40,
    abilities: [{ type: 'shares', shares: [`${sym}_0`, `${sym}_1`] }, { type: 'no_buy' }, { type: 'close_on_train', corporation: sym }],
  };
}

/** In 18xx.games' definition order, which is also the auction order within a price tier. */
export const COMPANIES: readonly Company1828[] = [
  { sym: 'SVN', name: 'Schuylkill Valley Navigation', value: 20, revenue: 5, abilities: [blocks('G19')] },
  {
    sym: 'StCT',
    name: 'Saint Clair Tunnel',
    value: 20,
    revenue: 5,
    abilities: [blocks('D10'), { type: 'revenue_change', revenue: 10, when: 'sold' }],
  },
  {
    sym: 'C&StL',
    name: 'Champlain & St. Lawrence Railroad',
    value: 40,
    revenue: 10,
    abilities: [blocks('B24'), { type: 'tile_lay', when: 'owning_corp_or_turn', hexes: ['B24'], tiles: ['3', '4', '58'], cost: 0, count: 1 }],
  },
  {
    sym: 'D&H',
    name: 'Delaware & Hudson Railroad',
    value: 80,
    revenue: 15,
    abilities: [blocks('F20'), { type: 'teleport', hexes: ['F20'], tiles: ['14', '15', '57', '205', '206'], cost: 120 }],
  },
  {
    sym: 'C&P',
    name: 'Cobourg & Peterborough Railway',
    value: 80,
    revenue: 15,
    abilities: [blocks('C15'), { type: 'revenue_change', revenue: 0, when: 'auction_end' }],
  },
  {
    sym: 'M&H',
    name: 'Mohawk & Hudson Railroad',
    value: 120,
    revenue: 20,
    abilities: [blocks('D22'), { type: 'exchange', from: ['ipo', 'market'] }],
  },
  {
    sym: 'E&K',
    name: 'Erie & Kalamazoo Railroad',
    value: 120,
    revenue: 20,
    abilities: [
      blocks('E7'),
      { type: 'tile_lay', when: 'sold', hexes: ['E7'], tiles: ['1', '2', '55', '56', '69'], cost: 0, count: 1, blocksOthers: true },
      {
        type: 'tile_lay',
        when: 'track',
        hexes: [],
        tiles: ['1', '2', '3', '4', '6', '7', '8', '9', '55', '56', '57', '58', '69'],
        cost: 20,
        count: 1,
        special: false,
      },
    ],
  },
  {
    sym: 'C&A',
    name: 'Camden & Amboy Railroad',
    value: 160,
    revenue: 25,
    abilities: [blocks('H22'), { type: 'shares', shares: ['PRR_1'] }],
  },
  bigPrivate('CPR', 'Canadian Pacific Railroad'),
  bigPrivate('GT', 'Grand Trunk'),
  bigPrivate('IC', 'Illinois Central'),
  bigPrivate('MC', 'Michigan Central Railroad'),
  bigPrivate('MP', 'Missouri Pacific Railroad'),
  bigPrivate('NKP', 'New York, Chicago & St. Louis Railroad'),
  bigPrivate('NW', 'Norfolk & Western Railway'),
  bigPrivate('OSH', 'Ontario, Simcoe & Huron'),
];

/** The eight $250 privates, 7 − players of which leave the game at setup. */
export const BIG_PRIVATE_VALUE = 250;
/** A corporation may buy any private for as little as $1 (`setup_company_min_price`), at most twice its value. */
export const COMPANY_MIN_PRICE = 1;

/**
 * Market rows as 18xx.games codes. Letters: p yellow-phase par, x green-phase par (first 3-train), z blue-phase
 * par (first 5-train), w brown-phase par (first 3+D), o grey zone (hold above 60%, president may buy two), e end.
 */
export const MARKET: readonly (readonly string[])[] = [
  ['122', '130', '138', '147', '157', '167', '178', '191', '213', '240', '272', '312', '357', '412', '500e'],
  ['112', '120w', '127', '136', '145', '154', '164', '176', '197', '221', '251', '287', '329', '380', '443'],
  ['102', '107', '113', '119', '126', '133', '140', '149', '165', '184', '207', '235', '267', '305', '353'],
  ['95', '100', '105z', '111', '117', '124', '130', '139', '153', '171', '192', '218', '248', '284', '328'],
  ['87', '92', '96', '101', '106', '111', '117', '124', '136', '151', '169', '191', '216', '246', '283'],
  ['81', '86', '90', '94x', '99', '104', '109', '116', '127', '141', '158', '179', '202', '230'],
  ['76', '80', '84', '88', '93', '97', '102', '108', '119', '132', '148', '167', '189'],
  ['71o', '75', '78', '82', '86x', '91', '95', '101', '111', '123', '138', '156'],
  ['66o', '70o', '73', '77', '81', '85', '89', '94', '104', '115', '129'],
  ['62o', '65o', '69', '72', '76', '79p', '83', '88', '97', '108'],
  ['58o', '61o', '64o', '67', '71', '74', '78', '82', '91', '101'],
  ['54o', '57o', '60o', '63o', '66', '69', '71p', '77', '85'],
  ['51o', '53o', '56o', '59o', '62', '65', '68', '72', '79'],
  ['47o', '50o', '52o', '55o', '58o', '60', '64', '67p', '74'],
  ['', '47o', '49o', '51o', '54o', '57o', '59'],
  ['', '43o', '46o', '48o', '50o', '53o', '55o'],
  ['', '', '43o', '45o', '47o', '49o', '52o'],
  ['', '', '40o', '42o', '44o', '46o', '48o'],
];

export type PhaseName = 'Yellow' | 'Green' | 'Blue' | 'Brown' | 'Red' | 'Gray' | 'Purple';

export interface Phase1828 {
  name: PhaseName;
  /** The train whose first purchase starts the phase. */
  on?: string;
  trainLimit: number;
  tiles: ('yellow' | 'green' | 'brown')[];
  operatingRounds: number;
  /** Corporations may buy privates from players. */
  canBuyCompanies: boolean;
}

export const PHASES: readonly Phase1828[] = [
  { name: 'Yellow', trainLimit: 4, tiles: ['yellow'], operatingRounds: 1, canBuyCompanies: false },
  { name: 'Green', on: '3', trainLimit: 4, tiles: ['yellow', 'green'], operatingRounds: 2, canBuyCompanies: true },
  { name: 'Blue', on: '5', trainLimit: 4, tiles: ['yellow', 'green'], operatingRounds: 2, canBuyCompanies: true },
  { name: 'Brown', on: '3+D', trainLimit: 3, tiles: ['yellow', 'green', 'brown'], operatingRounds: 3, canBuyCompanies: true },
  { name: 'Red', on: '6', trainLimit: 2, tiles: ['yellow', 'green', 'brown'], operatingRounds: 3, canBuyCompanies: false },
  { name: 'Gray', on: '8E', trainLimit: 2, tiles: ['yellow', 'green', 'brown'], operatingRounds: 3, canBuyCompanies: false },
  { name: 'Purple', on: 'D', trainLimit: 2, tiles: ['yellow', 'green', 'brown'], operatingRounds: 4, canBuyCompanies: false },
];

export type TrainEvent = 'green_par' | 'blue_par' | 'brown_par' | 'close_companies' | 'remove_corporations';

export interface Train1828 {
  name: string;
  /** Stops (towns count), or per-stop-kind rows (3+D, 8E). */
  distance: number | TrainStopRow[];
  price: number;
  num: number | 'unlimited';
  rustsOn?: string;
  events?: TrainEvent[];
}

export const TRAINS: readonly Train1828[] = [
  { name: '2', distance: 2, price: 80, rustsOn: '5', num: 7 },
  { name: '3', distance: 3, price: 160, rustsOn: '6', num: 9, events: ['green_par'] },
  { name: '5', distance: 5, price: 250, rustsOn: '8E', num: 4, events: ['blue_par'] },
  {
    name: '3+D',
    distance: [
      { nodes: ['city', 'offboard'], pay: 3, visit: 3, multiplier: 2 },
      { nodes: ['town'], pay: 99, visit: 99, multiplier: 2 },
    ],
    price: 350,
    rustsOn: 'D',
    num: 6,
    events: ['brown_par'],
  },
  { name: '6', distance: 6, price: 650, num: 4, events: ['close_companies'] },
  {
    name: '8E',
    distance: [
      { nodes: ['city', 'offboard'], pay: 8, visit: 8 },
      { nodes: ['town'], pay: 0, visit: 99 },
    ],
    price: 800,
    num: 3,
  },
  { name: 'D', distance: 999, price: 900, num: 'unlimited', events: ['remove_corporations'] },
];

/** Market letters of the par groups each train event opens, in the order they open. */
export const PAR_GROUP_OF_EVENT: Readonly<Partial<Record<TrainEvent, string>>> = { green_par: 'x', blue_par: 'z', brown_par: 'w' };
export const PAR_GROUP_AT_START = 'p';
