// 1822's own state (GameState.title): the scenario and optional rules, the bid boxes and their bids.
import type { GameState } from '../../18xx/state.ts';
import type { Options1822, ScenarioKey } from './data.ts';
import './events.ts';

export interface Bid1822 {
  player: string;
  price: number;
}

/** What is left of a private's lay ability (18xx.games Ability::TileLay count, lay_count, upgrade_count). */
export interface LayUse {
  count: number | null;
  lays: number | null;
  upgrades: number | null;
}

export interface State1822 {
  scenario: ScenarioKey;
  options: Options1822;
  /** Bid tokens each player has (a token is in use while the player has a bid on an item). */
  tokens: number;
  /** The minors put in the bid boxes at the last refill (18xx.games' bidbox cache). */
  bidboxMinors: string[];
  /** Bids per company this stock round, in the order made (a player's new bid replaces their old one). */
  bids: Record<string, Bid1822[]>;
  /** No bid was made in the game's stock rounds yet. */
  nothingSold: boolean;
  /** The minor in its first turn while its first-turn train purchase is still open. */
  firstTurn?: string | null;
  /** The operator's acquisitions of privates are over for this turn. */
  acquireDone?: boolean;
  /** The operator's first tile lay this turn was an upgrade (no second lay then). */
  upgraded?: boolean;
  /** The minor whose home token is this turn's tile lay (minor 14 in its first turn). */
  homeIsLay?: string | null;
  /** Majors whose destination token is on the map. */
  destinations?: string[];
  /** The player who declared doubled cash (P9) for the next player order. */
  doubleCash?: string | null;
  /** Operating turns each operator has begun (18xx.games operating_history's size). */
  turns?: Record<string, number>;
  /** Exchange tokens each major has used, and the tokens it gained by them (acquisition.ts). */
  exchangeUsed?: Record<string, number>;
  extraTokens?: Record<string, number>;
  /** The major that acquired a minor this turn (one a turn), and an acquisition waiting for its choices. */
  minorAcquired?: string | null;
  acquiring?: { minor: string; shares?: number } | null;
  /** The major that issued or bought back shares this turn (one a turn). */
  issued?: string | null;
  /** Choices made for privates' abilities (P8: 'token' or 'discount'). */
  choices?: Record<string, string>;
  /** What is left of privates' lay abilities once used (abilities.ts LayUse). */
  layUses?: Record<string, LayUse>;
  /** The map edge of the London city keeping a slot of its own (london.ts; 18xx.games minor_14_city_exit). */
  londonExit?: number | null;
  /** Free tokens placed by their ability's holder: a private (P5's on the English Channel) or an operator (the SECR's there). */
  tokenUses?: Record<string, number>;
  /** Players' loans: what each owes the bank, interest included (loans.ts). */
  debts?: Record<string, number>;
  /** The mail contracts' subsidy of the operator's run, paid into its treasury with its dividend (mail.ts). */
  subsidy?: number;
  /** Each train's earnings in the operator's run this turn (the 2P's own dividend reads its). */
  trainRevenue?: Record<string, number>;
  /** The dividend chosen for the 2P's (or LP's) earnings apart from the other trains' this turn. */
  extraDividend?: string | null;
  /**
   * The game's end trigger, the first met (it locks: 18xx.games G1822 GAME_END_LOCK_FIRST_TRIGGER): the bank broken
   * (in an operating round: after the set; else after the next operating round) or the market's top reached (after
   * the current operating round).
   */
  endBy?: { reason: 'bank' | 'stock_market'; after: 'full_or' | 'current_or' };
  /** The train the pullman (P+) is attached to for this turn's run. */
  pullman?: string | null;
  /** The first 5 train closed the concessions: majors float at 50% and are started without one. */
  concessionsClosed?: boolean;
  /** What P15 and P20 have collected for the operator that acquires them (held as their own cash, phase-events.ts). */
  phaseRevenue?: Record<string, number>;
}

export function own1822(state: GameState): State1822 {
  return state.title as unknown as State1822;
}
