// Shapes of 1822's data (data/*.ts, generated from 18xx.games' facts): companies, operators, scenarios, maps.
import type { TitleAbility } from '../../18xx/config.ts';
import type { TileColor } from '../../18xx/map/types.ts';

/** A minor's certificate (M…), a concession (C…) or a private (P…). */
export interface Company1822Def {
  sym: string;
  name: string;
  value: number;
  revenue: number;
  /** The rules text 18xx.games shows on the card. */
  desc: string;
  abilities: TitleAbility[];
  color?: string;
  textColor?: string;
}

export interface Corp1822Def {
  sym: string;
  name: string;
  type: 'minor' | 'major';
  tokens: number[];
  home: string;
  /** The home city on a multi-city hex (London). */
  city?: number;
  destination?: string;
  /** A major's certificates when not the usual 20% + 8 × 10% (LNWR: ten of 10%). */
  shares?: number[];
  /** A major's float percent (18xx.games float_percent: 20, the LNWR's 10). */
  floatPercent?: number;
  color: string;
  textColor: string;
  /** The operator's own abilities (the SECR's free English Channel token; track rights its president holds). */
  abilities?: TitleAbility[];
}

/** A train's reach: a number of stops, or 18xx.games' rows (the L train: 1 city and 1 town). */
export type Distance1822 = number | { nodes: string[]; pay: number; visit: number }[];

export interface Train1822Def {
  name: string;
  distance: Distance1822;
  multiplier?: number;
  price: number;
  num: number | 'unlimited';
  rustsOn?: string;
  availableOn?: string;
  events?: string[];
  /** Another train sold from the same stack (L or 2; 7 or E). */
  variants?: Train1822Def[];
}

export interface Phase1822Def {
  name: string;
  /** The trains whose first purchase starts it. */
  on: string[];
  trainLimit: { minor: number; major: number };
  tiles: string[];
  status: string[];
  operatingRounds: number;
}

export interface Scenario1822 {
  title: string;
  bankCash: number;
  certLimit: Record<string, number>;
  startingCash: Record<string, number>;
  market: string[][];
  phases: Phase1822Def[];
  trains: Train1822Def[];
  /** Bid tokens per player count. */
  biddingTokens: Record<string, number>;
  /** Exchange tokens each major starts with. */
  exchangeTokens: Record<string, number>;
  startingCompanies: string[];
  startingCompaniesPlus: string[];
  startingCompaniesStarter?: string[];
  startingCompaniesAdvanced?: string[];
  startingCompaniesTwoPlayer?: string[];
  startingCorporations: string[];
  startingCorporationsPlus: string[];
  companyOverrides: Record<string, Partial<Company1822Def>>;
  corporationOverrides: Record<string, { coordinates?: string; city?: number }>;
  /** The minor always in the first bid box (null: none). */
  bidboxStartMinor: string | null;
  bidboxStartMinorAdvanced?: string;
  bidboxStartConcession: string;
  bidboxStartPrivate: string;
  /** 1822+: the privates of bid boxes 1, 2 and 3. */
  plusBidboxes: string[][];
  /** The minor whose home is placed when it first operates (London's M14), or null. */
  minor14: string | null;
  upgradeCostLTo2: number;
  upgradeCostLTo2Phase2?: number;
}

export interface MapData1822 {
  manifest: Record<string, number | 'unlimited'>;
  extraTiles: Record<string, [string, string]>;
  locationNames: Record<string, string>;
  hexGroups: [string, string, string[]][];
}

export type { TileColor };
