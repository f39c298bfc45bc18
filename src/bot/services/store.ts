// The slice of storage the bot uses; src/db's Store is adapted to it in dbStore.ts. Ids are strings
// here (Discord-style), whatever the database uses.
import type { Action } from '../../engine/types.ts';
import type { AfterAppend } from '../../db/store.ts';

export type { AfterAppend };

export type GameStatus = 'lobby' | 'active' | 'finished' | 'abandoned' | 'paused';

export interface GameRecord {
  id: string;
  /** Title slug (registry id). */
  title: string;
  /** Title written in the envelope (a variant's title, e.g. "18Chesapeake: Off the Rails"). */
  envelopeTitle: string;
  /** Engine settings minus seed, plus bot bookkeeping (`seatOrder`, `importedPlayers`). */
  options: Record<string, unknown>;
  seed: number;
  guildId: string;
  channelId: string;
  threadId: string | null;
  lobbyMessageId: string | null;
  creatorId: string;
  status: GameStatus;
  waitingSince: Date | null;
  /** The action seq at which the current wait began. */
  waitingSeq: number | null;
  waitingOn: string[];
  lastMessageUrl: string | null;
  createdAt: Date;
}

export interface NewGame {
  title: string;
  envelopeTitle: string;
  options: Record<string, unknown>;
  seed: number;
  guildId: string;
  channelId: string;
  creatorId: string;
  status: GameStatus;
}

export type GamePatch = Partial<
  Pick<GameRecord, 'threadId' | 'lobbyMessageId' | 'status' | 'lastMessageUrl' | 'options'>
>;

export interface SeatRecord {
  gameId: string;
  /** 0-based seat order once the game starts (join order in the lobby). */
  position: number;
  /** Discord user; null for an imported seat nobody has claimed yet. */
  userId: string | null;
  /** Engine player id as a string (the Discord id live, the envelope id for imports). */
  playerId: string;
  name: string;
}

export interface StoredAction {
  /** 0-based index in the game's log. */
  seq: number;
  action: Action;
  /** Discord user who sent it (null for imported actions). */
  userId: string | null;
}

/** An open consent request as stored (outside the action log). */
export interface StoredConsent {
  key: string;
  gameId: string;
  /** The request as the bot asked it (JSON: actor, asked seat, action, words, log length). */
  request: Record<string, unknown>;
  channelId: string | null;
  messageId: string | null;
  expiresAt: Date;
}

export { SeqConflictError } from '../../db/errors.ts';

export interface BotStore {
  createGame(game: NewGame): Promise<GameRecord>;
  getGame(id: string): Promise<GameRecord | null>;
  updateGame(id: string, patch: GamePatch): Promise<void>;
  /** Whom the game waits on, and since which seq/time (empty list = nobody). */
  setWaiting(id: string, waitingOn: string[], seq: number, since: Date): Promise<void>;
  /** Games of a guild: the user's (seated or created) first, then most recently updated. */
  listGames(guildId: string, userId: string): Promise<(GameRecord & { mine: boolean })[]>;
  gameByThread(threadId: string): Promise<GameRecord | null>;
  /** Seat a user in a live game's lobby; false if already seated. */
  addSeat(gameId: string, userId: string, name: string): Promise<boolean>;
  removeSeat(gameId: string, userId: string): Promise<boolean>;
  /** Seats in turn order; for imported games one per envelope player, claimed or not. */
  listSeats(gameId: string): Promise<SeatRecord[]>;
  /** Number the seats in this order of user ids. */
  setSeatOrder(gameId: string, userIds: string[]): Promise<void>;
  /** Give an imported seat to a Discord user; false if it was taken or the user holds another. */
  claimSeat(gameId: string, playerId: string, userId: string, name: string): Promise<boolean>;
  /**
   * Store `action` as number `seq` (0-based); throws SeqConflictError if that seq is taken. `after`:
   * the wait (and status) the action leads to, written in the same statement.
   */
  appendAction(gameId: string, seq: number, action: Action, userId: string | null, after?: AfterAppend): Promise<void>;
  /** Store `actions` as numbers seq, seq+1, … all or nothing (one statement under the same guard, `after` as appendAction). */
  appendActions(gameId: string, seq: number, actions: Action[], userId: string | null, after?: AfterAppend): Promise<void>;
  loadActions(gameId: string): Promise<StoredAction[]>;
  /** Record, seats and the actions from `fromSeq` on, in one round trip; null for an unknown game. */
  loadLive(gameId: string, fromSeq: number): Promise<{ record: GameRecord; seats: SeatRecord[]; actions: StoredAction[] } | null>;
  /** The game's latest thread message (reminders link to it); written in batches, not at once. */
  noteLastMessage(gameId: string, url: string): void;
  /** A game with its whole imported log, all or nothing (one transaction). */
  importGame(game: NewGame, actions: Action[]): Promise<GameRecord>;
  /** Remove a game and everything of it (an import that could not be announced). */
  deleteGame(id: string): Promise<void>;
  /** Open consent requests: kept so that any process, also after a restart, can take the answer. */
  addConsent(consent: Omit<StoredConsent, 'channelId' | 'messageId'>): Promise<void>;
  getConsent(key: string): Promise<StoredConsent | null>;
  setConsentMessage(key: string, channelId: string, messageId: string): Promise<void>;
  /** Remove a request; true only for the one caller that removed it (the answer's or the lapse's claim). */
  takeConsent(key: string): Promise<boolean>;
  listConsents(gameId: string): Promise<StoredConsent[]>;
  /** Requests whose time was up at `now`. */
  dueConsents(now: Date): Promise<StoredConsent[]>;
  /** A bidder's unsubmitted sealed-bid draft (src/bot/sealed/drafts.ts); private to that bidder. */
  getSealedDraft(gameId: string, playerId: string): Promise<{ round: string; bids: Record<string, number> } | null>;
  /** Set one item (price null = no bid) of the draft of `round`, starting from `base` when there is none for it; returns the draft. */
  setSealedDraftItem(gameId: string, playerId: string, round: string, base: Record<string, number>, item: string, price: number | null): Promise<Record<string, number>>;
  /** Remove one bidder's draft, or (no player) every draft of the game. */
  clearSealedDrafts(gameId: string, playerId?: string): Promise<void>;
  close(): Promise<void>;
}
