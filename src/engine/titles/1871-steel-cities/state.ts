// The state of an 1871 game: plain JSON (structuredClone-safe). Player keys are String(player id).
import type { PlayerId } from '../../types.ts';
import type { CompanyType, PhaseName } from './data/schema.ts';
import type { MapState } from '../../18xx/map/index.ts';
import type { TokenShapes } from './map.ts';
import type { Shape } from './revenue.ts';
import type { ItemOutcome } from './vickrey.ts';

export interface SteelPlayer {
  id: PlayerId;
  key: string;
  name: string;
  cash: number;
  /** Loan debt owed to the bank (0 = none). */
  loan: number;
}

export interface SteelCompany {
  id: string;
  type: CompanyType;
  bidNumber: number;
  /** Player key of the owner, or null while in the Auction House. */
  owner: string | null;
  /** available: can be offered; owned: won at auction; removed: out of the game. */
  status: 'available' | 'owned' | 'removed';
  /** Minors: money in the treasury. */
  treasury: number;
  /** What the owner paid at auction. */
  paid: number | null;
}

/** An open sealed auction: the items in processing order and each bidder's submitted sheet. */
export interface OpenAuction {
  /** Unique within a game: "sr1-a", "sr1-b", "sr2-a", … */
  round: string;
  types: CompanyType[];
  items: { id: string; bidClass: string; prices: number[] }[];
  /** Players who may bid (everyone without loan debt), track order. */
  bidders: string[];
  /** Submitted sheets: player key → item → bid. A sheet may be replaced until the reveal. */
  sheets: Record<string, Record<string, number>>;
}

/** The last revealed auction: every sheet and the item-by-item outcome. */
export interface RevealedAuction {
  round: string;
  items: OpenAuction['items'];
  sheets: { player: string; bids: Record<string, number> }[];
  outcomes: ItemOutcome[];
  /** The action (state.actions) whose sheet completed the auction. */
  at: number;
  /** The Bidding Order Track before and after. */
  orderBefore: string[];
  orderAfter: string[];
}

/** A major company (from a converted paper company). Shares are counted in 10% units. */
export interface SteelMajor {
  id: string;
  /** Parred (converted from its paper company). */
  started: boolean;
  floated: boolean;
  par: number | null;
  /** [row, column] on the market. */
  cell: [number, number] | null;
  treasury: number;
  president: string | null;
  /** Holder ('ipo', 'pool' or a player key) → 10% units. */
  shares: Record<string, number>;
  /** Tokens placed, by shape. */
  tokensUsed: Record<Shape, number>;
}

export interface SteelTrain {
  id: string;
  name: string;
  /** Company id. */
  owner: string;
}

export interface OperatingTurn {
  /** Operators in order (minor and major ids). */
  order: string[];
  index: number;
  step: 'track' | 'token' | 'run' | 'train';
  /** This turn's lays (kinds, for the 3/2/1 choice). */
  lays: { upgrade: boolean; tokenable: boolean; town: boolean }[];
  /** The best run, found when the turn reaches the run step (the map cannot change after). */
  run?: { revenue: number; runs: { train: string; revenue: number; stops: string[] }[] };
}

export type SteelRound =
  /** A stock round: its auctions in sequence, then stock turns in track order until all pass in a row. */
  | {
      kind: 'stock';
      number: number;
      auctions: CompanyType[][];
      auction: number;
      step: 'auction' | 'turns';
      passes: number;
      turn: number;
      /** player key → majors they sold this round (they may not buy those again this round). */
      sold?: Record<string, string[]>;
      /** Somebody decided something this round (an auction opened, or a stock turn was played). */
      decided?: boolean;
    }
  | { kind: 'operating'; set: number; number: number; turn: OperatingTurn };

/** The state without the open sealed auction: what rule helpers that outputs use may read (see view.ts). */
export type SteelPublic = Omit<SteelState, 'open'>;

export interface SteelState {
  dataVersion: string;
  players: SteelPlayer[];
  /** May go below zero: the bank is then broken (the game ends at the end of the operating round set). */
  bank: number;
  phase: PhaseName;
  /** The Bidding Order Track, space 1 first (player keys). */
  track: string[];
  companies: Record<string, SteelCompany>;
  majors: Record<string, SteelMajor>;
  trains: SteelTrain[];
  /** Depot trains left by name ('unlimited' never runs out). */
  depot: Record<string, number | 'unlimited'>;
  trainSeq: number;
  map: MapState;
  tokenShapes: TokenShapes;
  round: SteelRound;
  /** Operating rounds in the current set (from the phase when the set began). */
  setLength: number;
  open: OpenAuction | null;
  lastReveal: RevealedAuction | null;
  /** How many sealed auctions have been revealed. */
  reveals: number;
  /** Actions processed (the last reveal records at which one: the undo barrier, isRevealPoint). */
  actions: number;
  /** An end condition has been met: 'bank' (end of the set) or 'market' (end of this OR). */
  endTrigger: 'bank' | 'market' | null;
  finished: boolean;
  endReason: string | null;
}
