// Contracts between the reminder sweep, its storage and Discord. No Discord or SQL here.
import type { PlayerPrefs } from '../reminders/decide.ts';

export type GameId = string | number;

/** One (waiting game, awaited player) pair the storage thinks may be due. */
export interface ReminderCandidate {
  gameId: GameId;
  /** The action number the wait started at (part of the exactly-once key). */
  waitSeq: number;
  status: string;
  threadId: string | null;
  gameName: string;
  /** What the game waits for, in words ("to place a sealed bid"), if known. */
  task: string | null;
  lastMessageUrl: string | null;
  waitingSince: Date;
  /** The game's options jsonb; the reminder policy is read from it. */
  options: unknown;
  userId: string;
  prefs: PlayerPrefs;
}

/** The unique key of one reminder: game, the action the wait started at, player, repeat number. */
export interface ReminderKey {
  gameId: GameId;
  waitSeq: number;
  userId: string;
  repeatNo: number;
}

export type ReminderChannel = 'thread' | 'dm' | 'dm-fallback-thread';

export interface ReminderSource {
  /** Active games waiting past their delay, per awaited player, whose latest due repeat is unclaimed. */
  candidates(now: Date): Promise<ReminderCandidate[]>;
  /** Claims a reminder before it is sent; false if some sweep (any process) already claimed it. */
  claim(key: ReminderKey, channel: ReminderChannel, now: Date): Promise<boolean>;
  /** Optional batch form of claim, in one statement: result[i] is claim(items[i]). */
  claimMany?(items: { key: ReminderKey; channel: ReminderChannel }[], now: Date): Promise<boolean[]>;
  /** Records where a claimed reminder really went (a refused DM fell back to the thread). */
  setChannel(key: ReminderKey, channel: ReminderChannel): Promise<void>;
  /** Gives a claim back after a send failed outright, so the next sweep retries it. */
  release(key: ReminderKey): Promise<void>;
}

/** Discord refused a direct message (the user blocks DMs from server members, or the bot). */
export class DmRefused extends Error {
  constructor(
    readonly userId: string,
    cause?: unknown,
  ) {
    super(`Discord refused a direct message to ${userId}`, { cause });
    this.name = 'DmRefused';
  }
}

export interface ReminderSender {
  /** Posts in a game's thread; `mentionUserIds` are the users the message may ping. */
  postInThread(threadId: string, text: string, mentionUserIds: readonly string[]): Promise<void>;
  /** Sends a DM; throws DmRefused when Discord will not deliver it. */
  sendDm(userId: string, text: string): Promise<void>;
}

export interface ReminderLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface SentReminder extends ReminderKey {
  channel: ReminderChannel;
}

export interface SweepReport {
  at: Date;
  candidates: number;
  sent: SentReminder[];
  /** Due but inside the player's quiet hours. */
  quiet: number;
  /** Another sweep had claimed it first. */
  alreadyClaimed: number;
  /** Claimed, send failed, claim released for a retry. */
  failed: number;
}
