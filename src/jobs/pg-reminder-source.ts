// The reminder sweep's storage on PostgreSQL (node-postgres or PGlite) through drizzle.
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { games, remindersSent } from '../db/schema.ts';
import { DEFAULT_PREFS, type PlayerPrefs } from '../reminders/decide.ts';
import { isValidTimeZone } from '../reminders/timezone.ts';
import { dueCandidatesQuery, type DueCandidateRow } from './reminder-sql.ts';
import type { ReminderCandidate, ReminderChannel, ReminderKey, ReminderSource } from './reminder-types.ts';

// Any drizzle PostgreSQL database: NodePgDatabase, PgliteDatabase, with or without a schema.
export type ReminderDb = PgDatabase<PgQueryResultHKT, any, any>;

export interface PgReminderSourceOptions {
  /** Name shown in reminders; default "<title> #<id>". */
  gameName?: (game: { id: number; title: string }) => string;
  /**
   * What the game waits for from this player, e.g. "to place a sealed bid", optionally with the
   * channel to use whatever the player chose (`via: 'dm'` for sealed bid sheets). Null = the
   * default: "to place your sealed bid" when the game waits on several players at once (or the
   * wait already shrank as some bid), else "to take your turn".
   */
  describeWait?: (game: { id: number; title: string }, userId: string) => Promise<WaitDescription | string | null> | WaitDescription | string | null;
}

export interface WaitDescription {
  task: string;
  via?: 'dm' | 'thread';
}

async function rowsOf<T>(db: ReminderDb, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(res) ? res : (res.rows ?? []);
}

export function prefsFromRow(row: {
  time_zone: string | null;
  quiet_start: number | null;
  quiet_end: number | null;
  reminders_via: string | null;
}): PlayerPrefs {
  const tz = row.time_zone && isValidTimeZone(row.time_zone) ? row.time_zone : DEFAULT_PREFS.timeZone;
  const quiet =
    row.quiet_start !== null && row.quiet_end !== null && row.quiet_start !== row.quiet_end
      ? { startMinute: Number(row.quiet_start), endMinute: Number(row.quiet_end) }
      : null;
  return { timeZone: tz, quiet, via: row.reminders_via === 'dm' ? 'dm' : 'thread', off: false };
}

const keyWhere = (k: ReminderKey) =>
  and(
    eq(remindersSent.gameId, Number(k.gameId)),
    eq(remindersSent.waitSeq, k.waitSeq),
    eq(remindersSent.userId, k.userId),
    eq(remindersSent.repeatNo, k.repeatNo),
  );

function compareKeys(a: ReminderKey, b: ReminderKey): number {
  return (
    Number(a.gameId) - Number(b.gameId) ||
    a.waitSeq - b.waitSeq ||
    (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0) ||
    a.repeatNo - b.repeatNo
  );
}

/** The stored channel enum has only thread|dm: a DM that fell back is stored as 'thread'. */
const storedChannel = (c: ReminderChannel): 'thread' | 'dm' => (c === 'dm' ? 'dm' : 'thread');

export function pgReminderSource(db: ReminderDb, opts: PgReminderSourceOptions = {}): ReminderSource {
  const name = opts.gameName ?? ((g) => `${g.title} #${g.id}`);
  return {
    async candidates(now) {
      const rows = await rowsOf<DueCandidateRow>(db, dueCandidatesQuery(now));
      const out: ReminderCandidate[] = [];
      for (const r of rows) {
        const game = { id: Number(r.id), title: r.title };
        const described = opts.describeWait ? await opts.describeWait(game, r.user_id) : null;
        const wait = typeof described === 'string' ? { task: described } : described;
        const prefs = prefsFromRow(r);
        out.push({
          gameId: game.id,
          waitSeq: Number(r.wait_seq),
          status: r.status,
          threadId: r.thread_id,
          gameName: name(game),
          task: wait?.task ?? (r.sealed_round ? 'to place your sealed bid' : null),
          lastMessageUrl: r.last_message_url,
          waitingSince: new Date(r.waiting_since),
          options: r.options,
          userId: r.user_id,
          prefs: wait?.via ? { ...prefs, via: wait.via } : prefs,
        });
      }
      return out;
    },
    async claim(key, channel, now) {
      const inserted = await db
        .insert(remindersSent)
        .values({
          gameId: Number(key.gameId),
          waitSeq: key.waitSeq,
          userId: key.userId,
          repeatNo: key.repeatNo,
          sentAt: now,
          channel: storedChannel(channel),
        })
        .onConflictDoNothing()
        .returning({ gameId: remindersSent.gameId });
      return inserted.length === 1;
    },
    async claimMany(items, now) {
      if (items.length === 0) return [];
      // Insert in one fixed key order so two processes claiming overlapping batches take the
      // unique-index locks in the same order (no deadlock).
      const ordered = [...items].sort((a, b) => compareKeys(a.key, b.key));
      const rows = await db
        .insert(remindersSent)
        .values(
          ordered.map(({ key, channel }) => ({
            gameId: Number(key.gameId),
            waitSeq: key.waitSeq,
            userId: key.userId,
            repeatNo: key.repeatNo,
            sentAt: now,
            channel: storedChannel(channel),
          })),
        )
        .onConflictDoNothing()
        .returning({
          gameId: remindersSent.gameId,
          waitSeq: remindersSent.waitSeq,
          userId: remindersSent.userId,
          repeatNo: remindersSent.repeatNo,
        });
      const won = new Set(rows.map((r) => `${Number(r.gameId)}|${r.waitSeq}|${r.userId}|${r.repeatNo}`));
      return items.map(({ key }) => {
        const k = `${Number(key.gameId)}|${key.waitSeq}|${key.userId}|${key.repeatNo}`;
        // The first of duplicate items in one batch wins; later copies lose.
        return won.delete(k);
      });
    },
    async setChannel(key, channel) {
      await db.update(remindersSent).set({ channel: storedChannel(channel) }).where(keyWhere(key));
    },
    async release(key) {
      await db.delete(remindersSent).where(keyWhere(key));
      // A concurrent sweep may have counted the claim and moved remind_at past this repeat.
      await db.update(games).set({ remindAt: null }).where(eq(games.id, Number(key.gameId)));
    },
  };
}
