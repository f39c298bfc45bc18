// The engine contract shared by every title. Pure data in, pure data out: no I/O here.
import type { GameEvent } from './events.ts';

export type { GameEvent } from './events.ts';

/** Player ids are those of the 18xx.games envelope: numbers there, Discord snowflake strings live. */
export type PlayerId = number | string;

export interface PlayerInfo {
  id: PlayerId;
  name: string;
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

/** What kind of engine a title runs on, for the edges that read its state (e.g. '18xx'): never a title id. */
export interface TitleFace {
  family: string;
}

/**
 * What a title provides. `process` may mutate the state it is given (replay speed); the engine's
 * `apply` clones first so callers never see a half-applied state.
 */
export interface TitleDefinition<S = any> {
  /** Short slug used in commands and file names, e.g. "chicago-express". */
  id: string;
  /** Titles accepted in an envelope (the first is the one written on export). */
  titles: string[];
  displayName: string;
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
  /** A JSON view of the state with secrets of anyone but `viewer` removed (null = the public). */
  view(state: S, viewer: PlayerId | null): unknown;
  /** Plain-text status for Discord. */
  describe(state: S): string;
  finished(state: S): boolean;
  /** Final (or current) scores by player id. */
  result(state: S): Record<string, number>;
  endReason(state: S): string | null;
  /**
   * What an accepted action did, in lines for the game's thread (auction results, phase payouts,
   * final standings). Optional: without it the bot shows only the action and the status.
   */
  narrate?(before: S, after: S, action: Action): string[];
  /** Actions whose content must stay private until revealed (sealed bids): the public log redacts them. */
  isSecret?(action: Action): boolean;
  /** The engine family's public surface for this title (the 18xx family: its rule context for queries). */
  face?: TitleFace;
}
