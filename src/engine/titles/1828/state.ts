// 1828's own part of the game state (state.title), owned by this folder.
import type { GameState } from '../../18xx/state.ts';
import type { WaterfallState } from './auction.ts';
import type { EndState } from './end.ts';
import { setKey } from '../../records.ts';

export interface State1828 {
  /** Privates in the auction after setup removed some, in auction order. */
  auctionCompanies: string[];
  /** The private auction while it runs. */
  auction: WaterfallState | null;
  /** Current revenue of each private (C&P's becomes 0 after the auction, StCT's 10 once sold to a corporation). */
  revenue: Record<string, number>;
  /** Corporations that are systems ("A-B"). */
  systems: string[];
  /** A system's member corporations. */
  members?: Record<string, string[]>;
  /** A system's two shells (member name, train ids). */
  shells?: Record<string, { name: string; trains: string[] }[]>;
  /** Systems as corporation data (tokens, home) for the shared steps. */
  systemDefs?: { sym: string; name: string; home: string; tokens: number[]; /** its first member's */ color?: { fill: string; text: string } }[];
  /** A merger under way in the stock round (merger-round.ts). */
  merger?: unknown;
  /** Hexes the operator laid in its turn (C&P runs only over them). */
  laid?: { turn: string; lays: { hex: string; upgrade: boolean; slot?: boolean }[] };
  /** E&K: the tile on E7 owed by its new owner; its extra lay spent. */
  ek?: { forcedFor: string | null; extraUsed: boolean };
  /** The action count when the current operating round started (its first action is the next one). */
  orStartedAt?: number;
  /** D&H's teleport: spent; the corporation that may place its free token on F20 now. */
  dh?: { used: boolean; token: string | null };
  /** The turn (laid.ts turnKey) in which the operator last placed a token. */
  tokenedTurn?: string;
  /** The game-end trigger met so far and, in the final phase, the OR set whose last OR ends the game. */
  end?: EndState;
  /** Corporations whose home token must be placed now (their reserved home tile was just laid). */
  pendingHome?: { corp: string; counted: boolean; hex?: string }[];
  /** Coal markers: left on K11, and who holds one. */
  coal?: { atCoalfields: number; holders: string[] };
  /** The corporation that may put a free token on C15 now (it just bought the C&P private). */
  cpToken?: string | null;
  /** The C&P private keeps its free C15 token (its buyer had no token left): its owner may use it later. */
  cpTokenKept?: boolean;
  /** M&H was exchanged for a president's certificate: that player pars the corporation next. */
  mhPar?: { player: string; corp: string } | null;
  /** The turn (laid.ts turnKey) in which the operator sold shares for a train and has not bought one since. */
  ebuySold?: string | null;
  /** The turn (laid.ts turnKey) in which a system is moving trains between its shells (limits wait). */
  swapping?: string | null;
  /** The C&P minor while it exists. */
  cp: { owner: string } | null;
}

/**
 * A new game's part: every field present from the start, the unset ones undefined (dropped from JSON as if absent),
 * so the object keeps one shape all game for the code that reads it on every action.
 */
export function newState1828(auctionCompanies: string[], revenue: Record<string, number>): State1828 {
  // (typed so that a field added to State1828 and not here fails to compile)
  const own: { [K in keyof Required<State1828>]: State1828[K] } = {
    auctionCompanies,
    auction: null,
    revenue,
    systems: [],
    members: undefined,
    shells: undefined,
    systemDefs: undefined,
    merger: undefined,
    laid: undefined,
    ek: undefined,
    orStartedAt: undefined,
    dh: undefined,
    tokenedTurn: undefined,
    end: undefined,
    pendingHome: undefined,
    coal: undefined,
    cpToken: undefined,
    cpTokenKept: undefined,
    mhPar: undefined,
    ebuySold: undefined,
    swapping: undefined,
    cp: null,
  };
  return own;
}

/** A copy of lists kept by key (e.g. by player), each list its own copy. */
export function copyLists(r: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const k in r) setKey(out, k, r[k]!.slice());
  return out;
}

export function own1828(state: GameState): State1828 {
  return state.title as unknown as State1828;
}

/** Par groups open (market letters): p; x from Green (first 3), z from Blue (first 5), w from Brown (first 3+D). */
export function parGroupsOf(state: GameState): string[] {
  return ['p', 'x', 'z', 'w'].slice(0, Math.min(state.phase, 3) + 1);
}
