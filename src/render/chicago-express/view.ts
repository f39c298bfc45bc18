// What the Chicago Express images show, independent of the engine's state shape.

export type CeTerrain = 'field' | 'forest' | 'mountain' | 'town' | 'city';

export interface CeHex {
  coord: string;
  terrain: CeTerrain;
  cost: number;
  income: number;
  /** House value printed on the hex; null for industrial cities (they use the development track). */
  development: number | null;
  name?: string;
  /** Company id whose start hex this is. */
  startOf?: string;
  houses: number;
  /** Companies with a train here, in build order. */
  trains: string[];
}

export interface CeCompany {
  id: string;
  /** Short label shown in tables ("Wabash" for WAB). */
  label: string;
  name: string;
  color: string;
  income: number;
  cash: number;
  sharesLeft: number;
  sharesTotal: number;
  trainsLeft: number;
  trainsTotal: number;
  open: boolean;
  /** Dividend each issued share would get now (as the engine computes it). */
  perShare?: number;
}

export interface CePlayer {
  name: string;
  cash: number;
  shares: Record<string, number>;
  active: boolean;
}

export interface CeIndicator {
  label: string;
  /** Sectors used so far this round (0 = needle on green). */
  position: number;
  /** Actions before the red sector. */
  limit: number;
}

export interface CeView {
  hexes: CeHex[];
  companies: CeCompany[];
  players: CePlayer[];
  /** City-development track values by city name (Detroit, Wheeling, Pittsburgh). */
  devTrack: { city: string; value: number }[];
  indicators: CeIndicator[];
  housesLeft: number | null;
  headline: string;
  /** Latest events, oldest first. */
  recent?: string[];
  /** The game is over: the status shows the final standings. */
  finished?: boolean;
  /** Hexes changed by the last action, highlighted. */
  lastHexes?: string[];
}
