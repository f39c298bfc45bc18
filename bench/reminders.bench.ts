// Reminder sweep over 100,000 stored games (10,000 waiting) on real PostgreSQL.
// Needs TEST_DATABASE_URL (a throw-away server where it may create and drop a database; never DATABASE_URL);
// without one it reports that it skipped. Target: median sweep <= 50 ms.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../src/db/open.ts';
import { pgReminderSource, type ReminderDb } from '../src/jobs/pg-reminder-source.ts';
import { dueCandidatesQuery } from '../src/jobs/reminder-sql.ts';
import { sweepReminders, type ReminderSender } from '../src/jobs/reminders.ts';
import { measure, type BenchResult } from './measure.ts';


const GAMES = 100_000;
const WAITING = 10_000;
const NOW = new Date('2026-06-15T12:00:00Z');

const noopSender: ReminderSender = { async postInThread() {}, async sendDm() {} };

async function seed(db: ReminderDb): Promise<void> {
  // 10,000 active games waiting on 1-3 players for up to 7 days (some with their own policy);
  // the other 90,000 finished, abandoned, paused or in the lobby.
  await db.execute(sql`
    insert into games (title, options, seed, guild_id, channel_id, thread_id, creator_id, status,
                       waiting_since, waiting_seq, waiting_on, last_message_url)
    select '1830',
      case when i % 10 = 0 then '{"reminderDelayMinutes": 60, "reminderRepeatMinutes": 240}'::jsonb
           when i % 50 = 1 then '{"reminders": false}'::jsonb else '{}'::jsonb end,
      i, 'guild-' || (i % 200), 'chan', 'thread-' || i, 'creator',
      (case when i <= ${WAITING} then 'active'
            else (array['finished','finished','finished','abandoned','paused','lobby'])[1 + i % 6] end)::game_status,
      case when i <= ${WAITING} then ${NOW.toISOString()}::timestamptz - (((i * 7919) % 10080) || ' minutes')::interval end,
      case when i <= ${WAITING} then i % 400 end,
      case when i <= ${WAITING} then
        (select array_agg('user-' || ((i * 31 + k * 977) % 5000)) from generate_series(1, 1 + i % 3) k)
        else '{}'::text[] end,
      'https://discord.com/channels/1/2/' || i
    from generate_series(1, ${GAMES}) i`);
  await db.execute(sql`
    insert into player_settings (user_id, time_zone, quiet_start, quiet_end, reminders_via, reminders_off)
    select 'user-' || u,
      (array['UTC','Europe/London','America/New_York','Asia/Tokyo','Australia/Sydney'])[1 + u % 5],
      case when u % 3 = 0 then 1320 end, case when u % 3 = 0 then 420 end,
      (case when u % 4 = 0 then 'dm' else 'thread' end)::reminder_channel, u % 97 = 0
    from generate_series(0, 4999, 2) u`);
  // Steady state: every reminder due before NOW was already sent.
  await db.execute(sql`
    insert into reminders_sent (game_id, wait_seq, user_id, repeat_no, sent_at, channel)
    select id, wait_seq, user_id, repeat_no, ${NOW.toISOString()}::timestamptz, 'thread'
    from (${dueCandidatesQuery(NOW, { advance: false })}) q`);
  await db.execute(sql`analyze`);
}

async function planUsesIndex(db: ReminderDb, at: Date): Promise<boolean> {
  const res = (await db.execute(sql`explain ${dueCandidatesQuery(at)}`)) as unknown as { rows: Record<string, string>[] };
  return res.rows.map((r) => Object.values(r)[0]).join('\n').includes('games_remind_idx');
}

export default async function bench(): Promise<BenchResult[]> {
  const url = process.env.TEST_DATABASE_URL;
  const name = 'reminders: sweep, 100k games / 10k waiting (PostgreSQL)';
  if (!url || !url.startsWith('postgres')) {
    return [{ name, medianMs: NaN, runs: 0, note: 'skipped: set TEST_DATABASE_URL to a throw-away PostgreSQL server' }];
  }
  const dbName = `rem_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  const target = new URL(url);
  target.pathname = '/' + dbName;
  const pool = new pg.Pool({ connectionString: target.toString(), max: 4 });
  pool.on('error', () => {});
  try {
    const db = drizzle({ client: pool }) as unknown as ReminderDb;
    await migrate(db as any, { migrationsFolder: MIGRATIONS_FOLDER });
    await seed(db);
    const source = pgReminderSource(db);
    let clock = NOW.getTime();
    let sent = 0;
    const sweep = await measure(name, async () => {
      clock += 60_000; // one sweep a minute, as in production: a trickle of new reminders each time
      const r = await sweepReminders({ source, sender: noopSender, clock: () => new Date(clock) });
      sent += r.sent.length;
    }, 30, 5);
    sweep.note = `target <= 50 ms; fastest ${sweep.minMs} ms; ${sent} reminders sent over ${sweep.runs + 5} minutes; index used: ${await planUsesIndex(db, new Date(clock))}`;
    const queryOnly = await measure('reminders: due-candidates query only', () => source.candidates(new Date(clock)), 30, 5);
    queryOnly.note = `fastest ${queryOnly.minMs} ms`;
    return [sweep, queryOnly];
  } finally {
    await pool.end();
    if (!process.env.BENCH_KEEP_DB) await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
