// The plain-JSON state of an 18xx game (structuredClone-safe). Entities are referred to by key:
// players by String(id), corporations by symbol, 'bank', 'ipo:<corp>', 'pool', 'removed'.
import type { CorpDef } from './config.ts';
import { corpIndex } from './lookup.ts';
import { setKey } from '../records.ts';

export interface Share {
  id: string;
  corp: string;
  percent: number;
  president: boolean;
  owner: string;
  /** Order of arrival with the current owner (lower = earlier). */
  seq: number;
}

export interface CorpState {
  sym: string;
  ipoed: boolean;
  floated: boolean;
  parPrice: number | null;
  /** [row, column] on the market, null before par. */
  cell: [number, number] | null;
  tokensUsed: number;
  trains: string[];
  /** Set only through setPresident (the driver's presidency events come from it). */
  president: string | null;
  everOperated: boolean;
  closed: boolean;
  /** Operator kind when not a plain corporation ('minor', 'system', ...), as in its CorpDef. */
  type?: string;
  /** Data the title keeps on this operator (e.g. 1828's shells and coal marker). */
  title?: Record<string, unknown>;
}

export interface CompanyState {
  sym: string;
  owner: string | null;
  closed: boolean;
  /** Remaining special tile lays (C-P, B&S); -1 = none. */
  tileLaysLeft: number;
  /** Minimum bid discount in the auction. */
  discount: number;
}

export interface TrainState {
  id: string;
  name: string;
  owner: string; // 'depot' | corp | 'pool' | 'gone'
  operated: boolean;
  /** When it went to the pool (discarded or traded in): the pool sells the earliest of each name first. */
  pooled?: number;
}

export interface Bid {
  player: string;
  company: string;
  price: number;
}

/** What every round state has: its kind, and whether it is over (the driver then starts the next). */
export interface BaseRound {
  kind: string;
  done?: boolean;
}

export interface AuctionRound extends BaseRound {
  kind: 'auction';
  index: number;
  available: string[];
  bids: Bid[];
  passed: string[];
  auctioning: string | null;
  pendingPar: { player: string; corp: string } | null;
  cheapest: string;
}

export interface StockRound extends BaseRound {
  kind: 'stock';
  index: number;
  passed: string[];
  /** Actions of the current turn ('sell', 'buy:<corp>', 'par'). */
  current: string[];
  /** player → corp → 'now' | 'prev' : sold this round. */
  sold: Record<string, Record<string, string>>;
}

/** The id of an operating step the turn is at ('end' once past the last). */
export type OrStep = string;

export interface OperatingRound extends BaseRound {
  kind: 'operating';
  num: number;
  order: string[];
  index: number;
  step: OrStep;
  /** Track step finished (passed). */
  laid: boolean;
  lays: number;
  tokened: boolean;
  revenue: number;
  ran: boolean;
  boughtTrain: boolean;
  /** Cash raised by the president selling shares during an emergency buy. */
  emergency: boolean;
  /** Per-share price of the president's latest emergency sale this turn (18xx.games last_share_sold_price). */
  lastSoldPrice?: number | null;
  /** Corporations the president sold in an emergency this turn (titles that sell in blocks: once each). */
  emergencySold?: string[];
  /** A private that began its special lays and must finish them before anything else (must_lay_all). */
  specialLay?: string | null;
  /** A private whose teleport lay just happened: its free token (or declining it) comes next. */
  teleported?: string | null;
  /** The operator had operated in an earlier turn when this one began (TitleConfig.sellAfter 'full_or_turn'). */
  operatedBefore?: boolean;
}

export type Round = AuctionRound | StockRound | OperatingRound;

export interface PlayerState {
  id: string;
  /** What texts call the player. */
  name: string;
  /** The name an imported log knows them by, where it differs (PlayerInfo.logName). */
  logName?: string;
  bankrupt: boolean;
}

export interface PendingToken {
  corp: string;
  hex: string;
  counted: boolean;
  /** What placing it costs, when not its corporation's token price (1822: a major's token for minor 14, £20). */
  price?: number;
}

export interface GameState {
  titleKey: string;
  seed: number;
  players: PlayerState[];
  /** Seating order, rotated to the priority deal holder (18xx.games rotates its player list). */
  order: string[];
  cash: Record<string, number>;
  shares: Share[];
  seq: number;
  corps: CorpState[];
  companies: CompanyState[];
  trains: TrainState[];
  /** Depot trains not yet sold, in order. */
  upcoming: string[];
  phase: number;
  turn: number;
  operatingRounds: number;
  round: Round;
  /** Market cell "r,c" → corporations in arrival order. */
  cells: Record<string, string[]>;
  bankBroken: boolean;
  stockMaxReached: boolean;
  endTrigger: string | null;
  finished: boolean;
  endReason: string | null;
  /** The title's own state (e.g. 18Chesapeake's drawn CV corporation), owned by the title folder. */
  title: Record<string, unknown>;
  /** Corporations known to have a route (track only grows, so this never reverts). */
  routable: string[];
  /** Whether each corporation may token, as 18xx.games' route graph keeps it until cleared (token-graph.ts). */
  tokenGraph?: Record<string, boolean>;
  /** Corporations created during play (1828's systems), with their data (entities.ts). */
  createdCorps?: CorpDef[];
  /** Map/track state owned by the map module. */
  map: unknown;
  /**
   * Station tokens waiting to be placed in a hex by the operating corporation, first first (18xx.games
   * `pending_tokens`): a home on a whole-hex reservation whose tile has track, or tokens lifted off a tile that
   * gained track and has several cities. `counted`: the token is already among the corporation's used ones.
   */
  pendingTokens?: PendingToken[];
  /** Number of actions processed (for messages). */
  actionCount: number;
}

export function cashOf(state: GameState, key: string): number {
  // (only a number is cash: what a key like "constructor" or "__proto__" inherits is a function or an object; a
  // hot path, so this test rather than records.ts's ownValue)
  const v = state.cash[key];
  return typeof v === 'number' ? v : 0;
}

/** Move cash; the bank may go negative (it breaks when asked for more than it has). */
export function pay(state: GameState, from: string, to: string, amount: number): void {
  if (amount === 0) return;
  if (from === 'bank' && cashOf(state, 'bank') - amount < 0) state.bankBroken = true;
  setKey(state.cash, from, cashOf(state, from) - amount);
  setKey(state.cash, to, cashOf(state, to) + amount);
}

// Each corporation's president before its first change since the driver last took them (one action's changes).
let presidentsBefore = new Map<CorpState, string | null>();

/** Makes `who` the corporation's president (the one way a president changes: the driver tells the changes). */
export function setPresident(c: CorpState, who: string | null): void {
  if (!presidentsBefore.has(c)) presidentsBefore.set(c, c.president);
  c.president = who;
}

/** The presidents changed since the last call, with who was president before (the driver's, once per action). */
export function takePresidencyChanges(): ReadonlyMap<CorpState, string | null> {
  if (!presidentsBefore.size) return presidentsBefore;
  const out = presidentsBefore;
  presidentsBefore = new Map();
  return out;
}

export function corpOf(state: GameState, sym: string): CorpState {
  const c = corpIndex(state.corps).get(sym);
  if (c !== undefined) return c;
  throw new Error(`Unknown corporation ${sym}`);
}

export function companyOf(state: GameState, sym: string): CompanyState {
  const c = state.companies.find((x) => x.sym === sym);
  if (!c) throw new Error(`Unknown private company ${sym}`);
  return c;
}

export function isPlayer(state: GameState, key: string): boolean {
  for (const p of state.players) if (p.id === key) return true;
  return false;
}

export function playerName(state: GameState, key: string): string {
  return state.players.find((p) => p.id === key)?.name ?? key;
}
