// Drizzle schema (PostgreSQL). Migrations in /migrations are generated from this file with
// `npx drizzle-kit generate`; never edit a generated migration by hand, add a new one instead.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const gameStatus = pgEnum('game_status', ['lobby', 'active', 'finished', 'abandoned', 'paused']);
/** Where a player's reminders go: the game's thread (mention) or a direct message. */
export const reminderChannel = pgEnum('reminder_channel', ['thread', 'dm']);

/**
 * A game's `options` jsonb. The reminder keys are the ones `policyFromOptions` in
 * src/reminders/policy.ts reads; missing keys mean the defaults (on, 720 min, 1440 min).
 */
export interface GameOptions {
  /** Title variant id (e.g. 18Chesapeake "Off the Rails"). */
  variant?: string;
  /** Optional rules switched on. */
  optionalRules?: string[];
  /** How seats are ordered when the game starts. */
  seatOrder?: 'random' | 'join' | 'manual';
  /** Reminders on/off for the whole game (default on). */
  reminders?: boolean;
  /** Minutes of waiting before the first reminder (default 720). */
  reminderDelayMinutes?: number;
  /** Minutes between later reminders (default 1440; 0 = no repeats). */
  reminderRepeatMinutes?: number;
  [key: string]: unknown;
}

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Title slug, e.g. '18chesapeake', '1828', 'chicago-express', '1871'. */
    title: text('title').notNull(),
    /** The title as written into an 18xx.games export envelope. */
    envelopeTitle: text('envelope_title'),
    options: jsonb('options').$type<GameOptions>().notNull().default({}),
    seed: integer('seed').notNull(),
    guildId: text('guild_id').notNull(),
    channelId: text('channel_id').notNull(),
    threadId: text('thread_id'),
    lobbyMessageId: text('lobby_message_id'),
    creatorId: text('creator_id').notNull(),
    status: gameStatus('status').notNull().default('lobby'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    /** Since when the game waits on `waitingOn` (null: waits on nobody). */
    waitingSince: ts('waiting_since'),
    /** The action seq at which the current wait began (the next seq to be written then). */
    waitingSeq: integer('waiting_seq'),
    /** Discord user ids the game waits for. */
    waitingOn: text('waiting_on').array().notNull().default(sql`'{}'::text[]`),
    /** Link to the bot's latest message in the game thread (used in reminder texts). */
    lastMessageUrl: text('last_message_url'),
    /**
     * Reminder sweep bookkeeping: no reminder of this game can fall due before this time (null =
     * unknown, look now; 'infinity' = never for this wait). Written only by the sweep; a trigger
     * (migration 0002) resets it to null whenever the wait, the options or the status change.
     */
    remindAt: ts('remind_at'),
  },
  (t) => [
    // The reminder sweep: "active games waiting since before X". Partial, so it only holds waits.
    index('games_waiting_idx')
      .on(t.waitingSince)
      .where(sql`${t.status} = 'active' and ${t.waitingSince} is not null`),
    // The reminder sweep's due list: active waiting games whose remind_at has come (null = now).
    index('games_remind_idx')
      .on(sql`coalesce(${t.remindAt}, '-infinity'::timestamptz)`)
      .where(sql`${t.status} = 'active' and ${t.waitingSince} is not null`),
    index('games_guild_idx').on(t.guildId, t.updatedAt),
    uniqueIndex('games_thread_idx').on(t.threadId),
  ],
);

export const seats = pgTable(
  'seats',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** 0-based seat in turn order; null while the lobby has not ordered seats yet. */
    seat: integer('seat'),
    displayName: text('display_name').notNull(),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.userId] }),
    unique('seats_game_seat_uq').on(t.gameId, t.seat),
    index('seats_user_idx').on(t.userId),
  ],
);

/** Append-only action log. seq is 0-based: seq N is the (N+1)-th action of the game. */
export const actions = pgTable(
  'actions',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    action: jsonb('action').$type<Record<string, unknown>>().notNull(),
    /** Acting Discord user; null for imported actions. */
    userId: text('user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seq] }), check('actions_seq_nonneg', sql`${t.seq} >= 0`)],
);

export const playerSettings = pgTable(
  'player_settings',
  {
    userId: text('user_id').primaryKey(),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Quiet hours as local minutes of day (0..1439); both null = none. */
    quietStart: smallint('quiet_start'),
    quietEnd: smallint('quiet_end'),
    remindersVia: reminderChannel('reminders_via').notNull().default('thread'),
    remindersOff: boolean('reminders_off').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('player_settings_quiet_start', sql`${t.quietStart} between 0 and 1439`),
    check('player_settings_quiet_end', sql`${t.quietEnd} between 0 and 1439`),
  ],
);

/** One row per reminder sent; inserting it is the claim (unique key), done before sending. */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    waitSeq: integer('wait_seq').notNull(),
    userId: text('user_id').notNull(),
    repeatNo: integer('repeat_no').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
    channel: reminderChannel('channel').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.waitSeq, t.userId, t.repeatNo] })],
);

/**
 * Open consent requests (a move that takes another player's property waits for their Accept). Kept
 * apart from the action log, which must stay importable by 18xx.games; deleting the row is the
 * answer's claim, so a request is answered or lapses once across processes and restarts.
 */
export const consentRequests = pgTable(
  'consent_requests',
  {
    key: text('key').primaryKey(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The bot's request: actor, asked seat, the action as built, its words, the log length it was checked at. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** The posted request message (its buttons are removed once answered or lapsed). */
    channelId: text('channel_id'),
    messageId: text('message_id'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('consent_requests_game_idx').on(t.gameId), index('consent_requests_expires_idx').on(t.expiresAt)],
);

/**
 * A bidder's unsubmitted sealed-bid draft (what their bid sheet and `/bid` edit), one per player and
 * game, for the round named. Private to the bidder: never in the action log, an export or the thread,
 * and never logged; a row of another round than the open one is ignored, and a submit or the reveal
 * deletes it.
 */
export const sealedDrafts = pgTable(
  'sealed_drafts',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** Engine player id as a string. */
    playerId: text('player_id').notNull(),
    round: text('round').notNull(),
    /** item id → price, only the items with a bid. */
    bids: jsonb('bids').$type<Record<string, number>>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.playerId] })],
);

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;
export type SeatRow = typeof seats.$inferSelect;
export type ActionRow = typeof actions.$inferSelect;
export type PlayerSettingsRow = typeof playerSettings.$inferSelect;
export type ReminderSentRow = typeof remindersSent.$inferSelect;
export type ConsentRow = typeof consentRequests.$inferSelect;
export type SealedDraftRow = typeof sealedDrafts.$inferSelect;
export type GameStatus = (typeof gameStatus.enumValues)[number];
export type ReminderChannel = (typeof reminderChannel.enumValues)[number];
