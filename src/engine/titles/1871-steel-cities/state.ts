// The state of an 1871 game: plain JSON (structuredClone-safe). Player keys are String(player id).
import type { PlayerId } from '../../types.ts';
import type { CompanyType, PhaseName } from './data/schema.ts';
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
  /** The Bidding Order Track before and after. */
  orderBefore: string[];
  orderAfter: string[];
}

export type SteelRound =
  /** A stock round: its auctions in sequence (index into the list), then stock turns. */
  | { kind: 'stock'; number: number; auctions: CompanyType[][]; auction: number; step: 'auction' | 'turns'; passes: number; turn: number }
  /** Operating rounds are not built yet (see README): the game stops here. */
  | { kind: 'operating'; set: number; number: number };

export interface SteelState {
  dataVersion: string;
  players: SteelPlayer[];
  bank: number;
  phase: PhaseName;
  /** The Bidding Order Track, space 1 first (player keys). */
  track: string[];
  companies: Record<string, SteelCompany>;
  round: SteelRound;
  open: OpenAuction | null;
  lastReveal: RevealedAuction | null;
  /** How many sealed auctions have been revealed (a reveal point for undo). */
  reveals: number;
  finished: boolean;
  endReason: string | null;
}
