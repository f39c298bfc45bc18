// The whole game state: plain JSON data (structuredClone-able), everything public.
import type { GameEvent } from '../../events.ts';
// (declares the title's own events, 'built' and 'developed', among GameEvent)
import './events.ts';
import type { PlayerId, PlayerInfo } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { COMPANIES, COMPANY_IDS, INITIAL_AUCTION_ORDER, type CompanyId } from './companies.ts';
import { HOUSE_SUPPLY, START_CASH_TOTAL, TRACK_START, type IndicatorId } from './numbers.ts';

export type AuctionKind = 'initial' | 'turn' | 'wabash';

export interface CompanyState {
  /** Money on the charter. */
  cash: number;
  income: number;
  /** Trains still on the charter (not on the board). */
  trainsLeft: number;
  /** Shares in players' hands. */
  issued: number;
  open: boolean;
}

export interface AuctionState {
  corporation: CompanyId;
  kind: AuctionKind;
  /** Seat that opened the auction (bids first). */
  opener: number;
  /** Seat that must bid or pass now. */
  toAct: number;
  highBid: number;
  highBidder: number | null;
  /** Seats that passed (out of this auction). */
  out: boolean[];
}

export interface CxState {
  players: PlayerInfo[];
  /** Cash by seat. */
  cash: number[];
  /** Shares held, by company then seat. */
  shares: Record<CompanyId, number[]>;
  companies: Record<CompanyId, CompanyState>;
  /** Companies with a train in each hex (hexes without trains are absent). */
  trains: Record<string, CompanyId[]>;
  /** Developments per hex (houses placed; for Wheeling/Pittsburgh the steps taken). */
  developed: Record<string, number>;
  /** Houses left in the supply. */
  houses: number;
  /** Development track: industrial city hex -> current value. */
  track: Record<string, number>;
  /** Actions taken this round on each indicator. */
  indicators: Record<IndicatorId, number>;
  round: number;
  phase: 'auction' | 'turn' | 'finished';
  /** Seat whose turn it is (during an auction: whose turn started it; during initial auctions: -1). */
  turn: number;
  auction: AuctionState | null;
  /** Index into INITIAL_AUCTION_ORDER of the running initial auction (4 once they are over). */
  initialIndex: number;
  /** What must happen once the current turn ends. */
  pending: { chicago: CompanyId | null; openWabash: boolean; dividends: boolean };
  /** Net money the bank has taken in (negative: paid out). Players + companies + bank is always START_CASH_TOTAL. */
  bank: number;
  /** Consecutive turns passed by players who had no legal move. */
  passesInRow: number;
  endReason: string | null;
  /** Short account of what happened last, for the status text. */
  last: string[];
  /** Structured events of the action being processed (returned by `process`). */
  events: GameEvent[];
}

export function setupState(players: PlayerInfo[]): CxState {
  const n = players.length;
  const each = Math.floor(START_CASH_TOTAL / n);
  const companies = {} as Record<CompanyId, CompanyState>;
  const shares = {} as Record<CompanyId, number[]>;
  const trains: Record<string, CompanyId[]> = {};
  for (const id of COMPANY_IDS) {
    const info = COMPANIES[id];
    const open = id !== 'WAB';
    companies[id] = { cash: 0, income: open ? info.startIncome : 0, trainsLeft: open ? info.trains - 1 : info.trains, issued: 0, open };
    shares[id] = players.map(() => 0);
    if (open) trains[info.startHex] = [id];
  }
  return {
    players: players.map((p) => ({ id: p.id, name: p.name })),
    cash: players.map(() => each),
    shares,
    companies,
    trains,
    developed: {},
    houses: HOUSE_SUPPLY,
    track: { ...TRACK_START },
    indicators: { auction: 0, develop: 0, build: 0 },
    round: 1,
    phase: 'auction',
    turn: -1,
    auction: newAuction(INITIAL_AUCTION_ORDER[0]!, 'initial', 0, n),
    initialIndex: 0,
    pending: { chicago: null, openWabash: false, dividends: false },
    bank: START_CASH_TOTAL - each * n,
    passesInRow: 0,
    endReason: null,
    last: [],
    events: [],
  };
}

export function newAuction(corporation: CompanyId, kind: AuctionKind, opener: number, seats: number): AuctionState {
  return { corporation, kind, opener, toAct: opener, highBid: 0, highBidder: null, out: Array.from({ length: seats }, () => false) };
}

export function seatOf(state: CxState, entity: PlayerId | string | undefined): number {
  const seat = state.players.findIndex((p) => String(p.id) === String(entity));
  if (seat < 0) throw new RuleError(`${entity === undefined ? 'The action names no player' : `"${String(entity)}" is not a player in this game`}.`);
  return seat;
}

export function nameOf(state: CxState, seat: number): string {
  return state.players[seat]?.name ?? `seat ${seat + 1}`;
}

export function totalShares(id: CompanyId): number {
  return COMPANIES[id].shares;
}

/** Minimum bid for the next share: income ÷ shares issued including this one, rounded up (at least $1). */
export function minimumBid(state: CxState, id: CompanyId): number {
  const c = state.companies[id];
  return Math.max(1, Math.ceil(c.income / (c.issued + 1)));
}

/** Dividend per share: income ÷ issued shares, rounded up (0 when no share is out). */
export function dividendPerShare(state: CxState, id: CompanyId): number {
  const c = state.companies[id];
  return c.issued > 0 ? Math.ceil(c.income / c.issued) : 0;
}

export function note(state: CxState, text: string): void {
  state.last.push(text);
  if (state.last.length > 24) state.last.shift();
}

/** Records a structured event of the action being processed. */
export function emit(state: CxState, event: GameEvent): void {
  state.events.push(event);
}

/** A seat's player key in events (String of the player id). */
export function playerKey(state: CxState, seat: number): string {
  return String(state.players[seat]!.id);
}
