// What every rule function needs besides the state: the title's data, its map, and the rules it composes
// (rounds made of steps, hooks for its own twists). Also the shapes a step and a round have.
import type { TitleConfig } from './config.ts';
import type { MapPort } from './map-port.ts';
import type { GameState, Share } from './state.ts';
import type { EventLog, GameEvent } from '../events.ts';
import type { Action, LegalChoice } from '../types.ts';

export interface Ctx {
  cfg: TitleConfig;
  map: MapPort;
  rules: TitleRules;
  /** Events of the action being processed (a fresh log per action). */
  events: EventLog;
  /** A new action in live play (not loading a log): 18xx.games' checks skipped while loading apply. */
  live?: boolean;
}

/**
 * One step of a round: who acts, what they may do (listed with labels) and how an action is processed.
 * Listing (`choices`) and checking (`process`) read the same predicates of the step's module.
 */
export interface Step {
  id: string;
  /** Action types this step processes. */
  actions: readonly string[];
  /** Does the step stop for a decision now? (The round skips an inactive step.) */
  active(state: GameState, ctx: Ctx): boolean;
  /** Does this step take the action (default: its type is one of `actions`)? */
  claims?(state: GameState, ctx: Ctx, action: Action): boolean;
  /** Players who act in this step now. */
  actors?(state: GameState, ctx: Ctx): string[];
  /** Legal actions of `player` in this step now. */
  choices(state: GameState, ctx: Ctx, player: string): LegalChoice[];
  /**
   * Moves of a player the round does not wait on, taken by this step's `process` at any point (1828: the M&H
   * owner's exchange in an operating round). Listed only where the round would accept them now.
   */
  offTurn?(state: GameState, ctx: Ctx, player: string): LegalChoice[];
  process(state: GameState, ctx: Ctx, action: Action): void;
  /**
   * Track steps: every tile lay the operator may make now with its next lay, uncapped and affordable, cost
   * included (`choices` may list a sample; the bot's tile-lay query reads this).
   */
  lays?(state: GameState, ctx: Ctx, corp: string): TrackLay[];
  /** Buy-company steps: the privates the operating corporation may buy now, each with its price window. */
  offers?(state: GameState, ctx: Ctx): CompanyOffer[];
  /** Operating rounds: an operator's turn begins (called for every step of the round, in the title's order). */
  turnStart?(state: GameState, ctx: Ctx, corp: string): void;
  /** Operating rounds: an operator's turn ends (every step, in order), before the next operator's begins. */
  turnEnd?(state: GameState, ctx: Ctx, corp: string): void;
  /** Leaving the step without acting (e.g. no run: the dividend step withholds). */
  skip?(state: GameState, ctx: Ctx): void;
  /** Operating rounds: part of the turn's step sequence (false: usable beside it, like a private's lay). */
  inSequence?: boolean;
  /** Operating rounds: may act while the sequence is at another step, without skipping to it. */
  anytime?: boolean;
  /** Operating rounds: the turn's `pass` is refused here, for this reason (e.g. a train must be bought). */
  mustAct?(state: GameState, ctx: Ctx): string | null;
  /** Operating rounds: only this step's own choices are listed (no pass, nothing beside it). */
  exclusive?: boolean;
  /** Outside the sequence: under way and must be finished before anything else. */
  pending?(state: GameState, ctx: Ctx): boolean;
  /** Why another action is refused while `pending`. */
  pendingReason?(state: GameState, ctx: Ctx): string;
  /** Events to record when this step (an interrupt) starts waiting, e.g. the discards now owed. */
  announce?(state: GameState, ctx: Ctx): GameEvent[];
  /** Stock-like rounds: has `player` anything to do here (else the round passes for them)? */
  hasActions?(state: GameState, ctx: Ctx, player: string): boolean;
}

/** A private the operating corporation may buy from its player owner, with its price window (capped by its cash). */
export interface CompanyOffer {
  company: string;
  owner: string;
  min: number;
  max: number;
}

/** One tile lay a track step offers (`tileId`: the copy taken, as 18xx.games names it, when the map picks one). */
export interface TrackLay {
  hex: string;
  tile: string;
  tileId?: string;
  rotation: number;
  cost: number;
}

/** A kind of round: its steps (composed by the title), how it starts, who acts, and how it processes. */
export interface RoundDef {
  kind: string;
  steps: Step[];
  start(state: GameState, ctx: Ctx): void;
  actors(state: GameState, ctx: Ctx): string[];
  choices(state: GameState, ctx: Ctx, player: string): LegalChoice[];
  /** Moves of a player who is not among `actors`, that `process` accepts now (its steps' `offTurn`). */
  offTurn?(state: GameState, ctx: Ctx, player: string): LegalChoice[];
  process(state: GameState, ctx: Ctx, action: Action): void;
  /** A heading for the status line. */
  heading(state: GameState, ctx: Ctx): string;
}

/** A title's twists on the shared rules; each has a neutral default where it is optional. */
export interface TitleHooks {
  /** A corporation floats: what its treasury gets (and anything else the title does then). */
  float(state: GameState, ctx: Ctx, corp: string): void;
  /** The operators of an operating round, in order (default: floated corporations by market position). */
  operatingOrder?(state: GameState, ctx: Ctx): string[];
  /** After each set of operating rounds (and an all-pass auction round, which stands for one). */
  orSetFinished?(state: GameState, ctx: Ctx): void;
  /** After a corporation bought a private from `seller` (before the turn moves on: 1889's Ehime Railway lays now). */
  companyBought?(state: GameState, ctx: Ctx, corp: string, company: string, seller: string): void;
  /** The track step stays open after the corporation's lay (a private its president owns may still lay: 18xx.games owning_player_track). */
  trackStepOpen?(state: GameState, ctx: Ctx, corp: string): boolean;
  /** After a new phase began (its event already recorded), for a title's own phase effects. */
  phaseChanged?(state: GameState, ctx: Ctx): void;
  /** A train event named in the title's data (TrainDef.events) other than close_companies, as its first train leaves the depot. */
  trainEvent?(state: GameState, ctx: Ctx, event: string): void;
  /** The percent of a corporation sold that floats it now, when it differs from its data's (1822: 50% from phase 5). */
  floatPercent?(state: GameState, ctx: Ctx, corp: string): number | undefined;
  /**
   * After each action's own processing, before a finished round gives way to the next (18xx.games' game_end_check
   * runs there): 1822 notes the first end trigger, which locks.
   */
  afterAction?(state: GameState, ctx: Ctx): void;
  /** After a corporation bought a train. */
  trainBought?(state: GameState, ctx: Ctx, corp: string): void;
  /** Is the corporation sold out at the end of a stock round (its price rises)? */
  soldOut?(state: GameState, ctx: Ctx, corp: string): boolean;
  /**
   * Before a player buys a share: the title may take the purchase over (return true: nothing else happens
   * but the turn's bookkeeping).
   */
  buyShare?(state: GameState, ctx: Ctx, player: string, share: Share): boolean;
  /** A private's revenue now, when the title changes it during the game (default: its data's revenue). */
  companyRevenue?(state: GameState, sym: string): number;
  /** The next stock round's seating when a stock round ends (default: rotated to after the last to act). */
  orderAfterStockRound?(state: GameState, ctx: Ctx): string[];
  /** A sold-out corporation's price rise at a stock round's end (default: one step up). */
  soldOutMove?(state: GameState, ctx: Ctx, corp: string): void;
  /** The price of an IPO share when it is not the par price (1828's systems sell at market price). */
  ipoPrice?(state: GameState, ctx: Ctx, corp: string): number | undefined;
  /** May the corporation own a train of this name (1871: a minor only trains of its token's class)? Default: any. */
  mayOwnTrain?(state: GameState, ctx: Ctx, corp: string, train: string): boolean;
  /** Room for another train (in `shell`, for titles with train shells); default: below the phase's limit. */
  trainRoom?(state: GameState, ctx: Ctx, corp: string, shell?: string): boolean | undefined;
  /**
   * The trains of which the corporation must discard one now and how many discards it owes (null: it is within its
   * limits); default: all its trains while it holds more than the phase's limit (1822: the privates' extra trains
   * count apart).
   */
  discardFrom?(state: GameState, ctx: Ctx, corp: string): { trains: readonly string[]; count: number } | null;
  /** A discarded train leaves the game instead of going to the pool (1822's privates' trains). Default: never. */
  discardRemoves?(state: GameState, ctx: Ctx, train: string): boolean;
  /**
   * After this turn's purchase (`current`: 'par', 'buy:SYM', 'merge', ...), may the player buy another share of
   * the corporation? Default: its price is in a brown ('b') cell, and no par and no other corporation's share
   * this turn (18xx.games can_buy_multiple?).
   */
  mayBuyAgain?(state: GameState, ctx: Ctx, player: string, corp: string, current: readonly string[]): boolean;
  /** Nobody is forced to sell down to the ownership limit (1828 can_hold_above_corp_limit?). */
  holdAboveLimit?: boolean;
  /**
   * After an emergency sale this turn, another corporation's train costs at least what the corporation and its
   * president could pay minus the last share's price, plus 1, even when the corporation could pay its face value
   * on its own (1828 BuyTrain#spend_minmax; elsewhere that floor applies only below the face value).
   */
  saleFloorAlways?: boolean;
  /**
   * Player loans instead of bankruptcy (1822): a president `owed` short of their part of a forced train with
   * nothing left to sell borrows it from the bank; the title books the debt. The train step lists that purchase
   * and no bankruptcy.
   */
  playerLoan?(state: GameState, ctx: Ctx, player: string, owed: number): void;
  /** The corporation's tokens' prices, used ones first, when it gains tokens in play (1822's exchange tokens); default: its CorpDef's. */
  tokenPrices?(state: GameState, ctx: Ctx, corp: string): readonly number[];
  /** Holders besides the player whose cash and shares count in the player's value (1822: P16's tax haven). */
  heldFor?(state: GameState, player: string): readonly string[];
  /** What the player owes (1822's player loans): counted against their value. */
  owed?(state: GameState, player: string): number;
  /**
   * Must the operator buy a train now? Default: it has none, the depot has one and it has a route (1822: it has
   * no train but privates' extra trains, and the depot has one — its L trains run locally, route or not).
   */
  mustBuyTrain?(state: GameState, ctx: Ctx, corp: string): boolean;
  /** The president may add cash for this train although the corporation has trains (1828: into an empty shell). */
  presidentMayContribute?(state: GameState, ctx: Ctx, corp: string, shell?: string): boolean;
  /** The status lines of a title's own auction round (1828's waterfall): what is for sale, the bids, the next bid. */
  auctionLines?(state: GameState, ctx: Ctx): string[];
  /** The same per private for the status picture's Bids column ("for sale at $20", "high bid … · next bid at least …"). */
  auctionStatus?(state: GameState, ctx: Ctx): Record<string, string>;
  /** The certificate id a `shares` ability names (e.g. a president's share drawn at setup). */
  abilityShare?(state: GameState, spec: string): string;
  /**
   * While a title's share exchange waits for a player's choice (1828's merger), where the exchanged
   * corporations' certificates stand so far: the player's value counts these instead of theirs in `state.shares`.
   */
  exchangeHoldings?(state: GameState, player: string): { corps: string[]; held: { corp: string; percent: number }[] } | null;
}

/** What a title composes from the shared pieces: its rounds (by kind), their order, interrupts, hooks. */
export interface TitleRules {
  rounds: Record<string, RoundDef>;
  /** Starts the first round (at setup). */
  firstRound(state: GameState, ctx: Ctx): void;
  /** The round that just finished is marked done: start the next one (or end the game). */
  nextRound(state: GameState, ctx: Ctx): void;
  /** Steps that interrupt any round while active (e.g. discarding down to the train limit). */
  interrupts: Step[];
  hooks: TitleHooks;
}
