// The engine contract shared by every title. Pure data in, pure data out: no I/O here.
import type { GameEvent } from './events.ts';

export type { GameEvent } from './events.ts';

/** Player ids are those of the 18xx.games envelope: numbers there, Discord snowflake strings live. */
export type PlayerId = number | string;

export interface PlayerInfo {
  id: PlayerId;
  /** What every text and picture calls the player (after an import's claim: their Discord name). */
  name: string;
  /**
   * The name an imported log knows the player by, where it differs from `name` (18xx.games logs a few choices
   * by player name, e.g. 1828's exchange partner): those choices and the export keep it, so the log replays.
   */
  logName?: string;
}

/** One log entry, in the 18xx.games export shape: `type` plus the fields that type needs. */
export interface Action {
  type: string;
  entity?: PlayerId | string;
  entity_type?: string;
  id?: number;
  created_at?: number;
  skip?: boolean;
  auto_actions?: Action[];
  [field: string]: unknown;
}

export interface GameSettings {
  seed: number;
  optional_rules?: string[];
  [option: string]: unknown;
}

/** The export envelope used for every title (18xx.games' format). */
export interface GameLog {
  id?: number | string;
  title: string;
  players: PlayerInfo[];
  settings: GameSettings;
  actions: Action[];
  result?: Record<string, number>;
  game_end_reason?: string | null;
  status?: string;
  [field: string]: unknown;
}

/** A rule broken by an action; the message is written for the player. */
export class RuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleError';
  }
}

/** A legal move offered to a player: the action to send plus words to show (autocomplete, buttons). */
export interface LegalChoice {
  label: string;
  action: Action;
}

export interface SetupInput {
  seed: number;
  players: PlayerInfo[];
  options: GameSettings;
}

declare const seen: unique symbol;

/**
 * A title's state as one viewer may see it: what its `view` returns, and the only state an output
 * (text, pictures, export, autocomplete) is handed (src/engine/view.ts). The mark is type-only: raw
 * state lacks it, so a builder typed on View cannot be given raw state by mistake.
 */
export type View<V> = V & { readonly [seen]: true };

/** Marks a title's public shape as its view (for a title's `view`; nothing else should call it). */
export function asView<V>(v: V): View<V> {
  return v as View<V>;
}

/** What kind of engine a title runs on, for the edges that read its state (e.g. '18xx'): never a title id. */
export interface TitleFace {
  family: string;
}

/**
 * What a title provides. `process` may mutate the state it is given (replay speed); the engine's
 * `apply` clones first so callers never see a half-applied state.
 */
export interface TitleDefinition<S = any, V = S> {
  /** Short slug used in commands and file names, e.g. "chicago-express". */
  id: string;
  /** Titles accepted in an envelope (the first is the one written on export). */
  titles: string[];
  displayName: string;
  /** Said with the title on every picture of a game (1871: its numbers are provisional, modelled on 1822). */
  pictureNote?: string;
  minPlayers: number;
  maxPlayers: number;
  /** Variants/options a lobby may choose, by envelope title or optional rule. */
  variants?: { id: string; title: string; description: string }[];
  setup(input: SetupInput): S;
  /**
   * Applies one action. `live` is set for a new action in play (not when loading a stored or imported log):
   * like 18xx.games, a few checks (e.g. track restrictions) apply only then. Returns what happened, as
   * structured events (a title without events returns nothing).
   */
  process(state: S, action: Action, opts?: { live?: boolean }): GameEvent[] | void;
  clone(state: S): S;
  /** Who must act now: one player normally, several for simultaneous steps (sealed bids). */
  activePlayers(state: S): PlayerId[];
  /** Legal actions for a player now (empty if it is not their turn). May be a sample for huge spaces. */
  legalActions(state: S, player: PlayerId): LegalChoice[];
  /**
   * Moves a player the game is not waiting on may still make now (1828: the M&H owner's exchange at any point
   * of an operating round). Listed from the same rules `process` applies; live play accepts a move from a
   * player who is not acting exactly when it is listed here for them (empty or absent: none).
   */
  outOfTurnActions?(state: S, player: PlayerId): LegalChoice[];
  /**
   * The state as `viewer` may see it (null = the public): a shape without anyone else's secrets (1871's
   * view has who submitted a sealed sheet, never what). A title without secrets returns its state as is.
   * Every output reads this, never the state (src/engine/view.ts).
   */
  view(state: S, viewer: PlayerId | null): View<V>;
  /** Plain-text status for Discord, from a view. */
  describe(view: View<V>): string;
  /**
   * What players call an entity the events and actions name by id (a private, minor or paper company by its
   * name; a corporation by the symbol players know); `kind` 'company' when the id names a private, which may share
   * a corporation's symbol (1828's IC). Absent, or returning the id: the id is its name.
   */
  entityName?(view: View<V>, id: string, kind?: 'company'): string;
  /**
   * What the title's own kinds of move are called when a player is told what they may do ("add to the counter"
   * for `add`), by action type; kinds the family shares (pass, bid, lay_tile, …) have the bot's words.
   */
  moveWords?: Readonly<Record<string, string>>;
  /**
   * The kind of a move for those words, where one action type stands for several kinds of move (1822's `choose`:
   * how to pay for a minor, what becomes of its token, attaching the pullman…; 1828's `choose` that starts a merger,
   * told by the position it is listed at): a key of `moveWords`. Absent: its type.
   */
  moveKind?(action: Action, state: S): string;
  /** An amount in the title's currency ("¥120"; src/engine/money.ts formatMoney); absent: dollars ("$120"). */
  money?(amount: number): string;
  finished(state: S): boolean;
  /** Final (or current) scores by player id. */
  result(state: S): Record<string, number>;
  endReason(state: S): string | null;
  /** Why a game ends, in players' words, by end reason (endWordsOf reads it; an unknown reason is shown as its code's words). */
  endWords?: Readonly<Record<string, string>>;
  /** Where the game is, as an 18xx.games export names it (turn number, round name); titles without such rounds omit it. */
  progress?(state: S): { turn: number; round: string };
  /**
   * What an accepted action did, in lines for the game's thread (auction results, phase payouts,
   * final standings). Optional: without it the bot shows only the action and the status.
   */
  narrate?(before: View<V>, after: View<V>, action: Action): string[];
  /**
   * The player who must agree before `action` (legal now) is stored, because it takes their property
   * (e.g. a train of a corporation they preside over, or their private); null when nobody else is
   * concerned. Live play only: the log never records the asking.
   */
  consentNeeded?(state: S, action: Action): PlayerId | null;
  /** Actions whose content must stay private until revealed (sealed bids): the public log redacts them. */
  isSecret?(action: Action): boolean;
  /** The engine family's public surface for this title (the 18xx family: its rule context for queries). */
  face?: TitleFace;
  /**
   * True when `action`, just applied (giving `after`), revealed secrets — e.g. the bid that completed
   * a sealed round. Undo never goes back past such an action (src/engine/game.ts).
   */
  isRevealPoint?(after: S, action: Action): boolean;
  /** Sealed-bid auctions (everyone bids on every item at once, secretly); see SealedBids. */
  sealed?: SealedBids<S>;
  /**
   * Settings a new game of this title stores at its start (e.g. 1871's `data_version`, so that the game
   * keeps the data it started with when newer data ships). The bot merges them into a new game's settings.
   */
  newGameSettings?(): Record<string, unknown>;
  /**
   * The actions a stored log replays as (default: its actions): a title rebuilt on other rules reads the moves
   * its games stored before (1871: src/engine/titles/1871/legacy.ts). May hold undo markers, as a log does.
   */
  readLog?(log: GameLog): Action[];
}

// ---- Sealed-bid auctions -------------------------------------------------------------------
//
// A title whose auctions are sealed implements `sealed` (and `isSecret`). The bot then collects bid
// sheets privately (DM, or an ephemeral sheet in the thread), shows who has submitted (never what),
// and posts the reveal. The contract, for a title author:
//
// - A sheet is submitted as ONE action, built by `sealed.submit(state, player, bids)`; by convention
//   `{ type: 'sealed_bids', entity: player, entity_type: 'player', round, bids: { [itemId]: price } }`
//   with only the items that have a bid (an empty map = "no bids", a valid sheet). `isSecret` must be
//   true for it: the public export redacts it until its round is revealed, and the thread only says
//   that the player submitted.
// - While the round is open, a later sheet of the same player replaces the earlier one (the bot
//   submits it with the turn check off, so `process` must accept a re-submission from a player who
//   is no longer in `activePlayers`, and refuse a sheet whose `round` is not the open round).
// - `process` of the sheet that completes the round (everyone awaited has one) reveals and settles
//   it in the same call, and keeps the settled round for `lastReveal`.
// - `activePlayers` lists the players whose sheet is still missing (the reminder sweep nudges them).
// - Round ids are unique within a game (e.g. "sr1-privates", "sr1-paper", "sr2"): the export shows a
//   sealed action once the round it was submitted in is no longer open.
// - No sentences: results carry codes (`reason`, ineligibility reasons) that the bot words.

/** One item of a sealed auction, in processing order. */
export interface SealedItem {
  id: string;
  name: string;
  /** A short class label shown next to the name (e.g. "Class A", "Minor (C)"). */
  group?: string;
  /** The prices a bid may have, ascending; "no bid" is always possible in addition. */
  prices: number[];
}

/** The open sealed round as one viewer may see it. */
export interface SealedSheet {
  round: string;
  items: SealedItem[];
  /** The viewer's own submitted bids (item id → price); {} for the public or before submitting. */
  bids: Record<string, number>;
  /** Players who have submitted a sheet this round (who, never what). */
  submitted: PlayerId[];
  /** Players who may submit (or replace) a sheet in this round. */
  bidders: PlayerId[];
}

/** How one item of a revealed round was settled. */
export interface SealedResult {
  item: string;
  winner: PlayerId | null;
  /** What the winner pays (null when unsold). */
  price: number | null;
  /**
   * Why: 'no_bids' | 'no_eligible_bid' | 'single_bid' (pays the first price) | 'second_price' (pays
   * the second-highest eligible bid) | 'highest_bid' (pays their own bid) | 'tie' (pays the tie
   * amount); other codes are shown as they are.
   */
  reason: string;
  /** Bids set aside before settling, with a code each ('cash', 'cert_limit', 'loan', …). */
  ineligible?: { player: PlayerId; reason: string }[];
  /** Players whose bids tied for the highest. */
  tied?: PlayerId[];
  /** The tie-break order (e.g. a bidding order track) after this item, if the title keeps one. */
  order?: PlayerId[];
}

/** A revealed round: every sheet and the item-by-item result. */
export interface SealedReveal {
  round: string;
  items: SealedItem[];
  sheets: { player: PlayerId; bids: Record<string, number> }[];
  results: SealedResult[];
}

export interface SealedBids<S = any> {
  /** The open sealed round as `viewer` sees it (null = the public), or null when none is open. */
  sheet(state: S, viewer: PlayerId | null): SealedSheet | null;
  /** The action that submits (or replaces) `player`'s whole sheet; `bids` holds only items bid on. */
  submit(state: S, player: PlayerId, bids: Record<string, number>): Action;
  /** The most recently revealed round, or null. */
  lastReveal(state: S): SealedReveal | null;
}
