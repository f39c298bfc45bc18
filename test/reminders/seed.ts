// Rows for reminder tests and the bench, written with plain SQL through drizzle.
import { sql } from 'drizzle-orm';
import type { ReminderDb } from '../../src/jobs/pg-reminder-source.ts';

export interface SeedGame {
  status?: 'lobby' | 'active' | 'finished' | 'abandoned' | 'paused';
  threadId?: string | null;
  waitingSince?: Date | null;
  waitingSeq?: number | null;
  waitingOn?: string[];
  options?: Record<string, unknown>;
  lastMessageUrl?: string | null;
  title?: string;
}

export async function insertGame(db: ReminderDb, g: SeedGame): Promise<number> {
  const res = (await db.execute(sql`
    insert into games (title, options, seed, guild_id, channel_id, thread_id, creator_id, status,
                       waiting_since, waiting_seq, waiting_on, last_message_url)
    values (${g.title ?? '1830'}, ${JSON.stringify(g.options ?? {})}::jsonb, 1, 'guild', 'chan', ${g.threadId ?? null},
            'creator', ${g.status ?? 'active'}, ${g.waitingSince ? g.waitingSince.toISOString() : null}::timestamptz,
            ${g.waitingSeq ?? null}, ${`{${(g.waitingOn ?? []).map((u) => `"${u}"`).join(',')}}`}::text[],
            ${g.lastMessageUrl ?? null})
    returning id`)) as unknown as { rows: { id: number | string }[] };
  return Number(res.rows[0]!.id);
}

export async function setPrefs(
  db: ReminderDb,
  userId: string,
  p: { timeZone?: string; quietStart?: number | null; quietEnd?: number | null; via?: 'thread' | 'dm'; off?: boolean },
): Promise<void> {
  await db.execute(sql`
    insert into player_settings (user_id, time_zone, quiet_start, quiet_end, reminders_via, reminders_off)
    values (${userId}, ${p.timeZone ?? 'UTC'}, ${p.quietStart ?? null}, ${p.quietEnd ?? null}, ${p.via ?? 'thread'}, ${p.off ?? false})
    on conflict (user_id) do update set time_zone = excluded.time_zone, quiet_start = excluded.quiet_start,
      quiet_end = excluded.quiet_end, reminders_via = excluded.reminders_via, reminders_off = excluded.reminders_off`);
}

export async function sentRows(db: ReminderDb): Promise<{ game_id: number; wait_seq: number; user_id: string; repeat_no: number; channel: string }[]> {
  const res = (await db.execute(
    sql`select game_id::int as game_id, wait_seq, user_id, repeat_no, channel::text as channel from reminders_sent order by game_id, wait_seq, user_id, repeat_no`,
  )) as unknown as { rows: { game_id: number; wait_seq: number; user_id: string; repeat_no: number; channel: string }[] };
  return res.rows;
}
