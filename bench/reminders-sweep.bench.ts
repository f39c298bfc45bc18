// Store-level benchmarks: Store.dueWaits over many stored games, and the action log
// (appendAction one by one, loadActions of a long game). PGlite in memory always; PostgreSQL
// too when TEST_DATABASE_URL is set (a throw-away database is created and dropped).
import { sql } from 'drizzle-orm';
import { openDatabase, MEMORY } from '../src/db/open.ts';
import type { Store } from '../src/db/store.ts';
import { allTestBackends } from '../test/helpers/db.ts';
import { measure, type BenchResult } from './measure.ts';


const NOW = new Date('2026-06-15T12:00:00Z');

async function seedGames(store: Store, games: number, waiting: number): Promise<void> {
  await store.db.execute(sql`
    insert into games (title, options, seed, guild_id, channel_id, creator_id, status, waiting_since, waiting_seq, waiting_on)
    select '1830',
      case when i % 10 = 0 then '{"reminderDelayMinutes": 60}'::jsonb
           when i % 50 = 1 then '{"reminders": false}'::jsonb else '{}'::jsonb end,
      i, 'guild-' || (i % 200), 'chan', 'creator',
      (case when i <= ${waiting} then 'active'
            else (array['finished','finished','finished','abandoned','paused','lobby'])[1 + i % 6] end)::game_status,
      case when i <= ${waiting} then ${NOW.toISOString()}::timestamptz - (((i * 7919) % 2880) || ' minutes')::interval end,
      case when i <= ${waiting} then i % 400 end,
      case when i <= ${waiting} then array['user-' || (i % 5000)] else '{}'::text[] end
    from generate_series(1, ${games}) i`);
  await store.db.execute(sql`analyze`);
}

async function benchStore(label: string, store: Store, games: number, waiting: number): Promise<BenchResult[]> {
  await seedGames(store, games, waiting);
  let due = 0;
  const dueWaits = await measure(`db: dueWaits, ${games / 1000}k games / ${waiting / 1000}k waiting (${label})`, async () => {
    due = (await store.dueWaits(NOW)).length;
  }, 20, 3);
  dueWaits.note = `${due} due`;

  const game = await store.createGame({ title: '1830', seed: 1, guildId: 'g', channelId: 'c', creatorId: 'u' });
  let seq = 0;
  const append = await measure(`db: appendAction (${label})`, () =>
    store.appendAction(game.id, seq++, { type: 'pass', entity: 'u', id: seq }, 'u'), 300, 20);
  const load = await measure(`db: loadActions, ${seq} actions (${label})`, () => store.loadActions(game.id), 30, 3);
  return [dueWaits, append, load];
}

export default async function bench(): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  const lite = await openDatabase({ dataDir: MEMORY });
  try {
    out.push(...(await benchStore('PGlite', lite, 20_000, 2_000)));
  } finally {
    await lite.close();
  }
  const pgBackend = allTestBackends().find((b) => b.name === 'postgres')!;
  if (pgBackend.skip) {
    out.push({ name: 'db: dueWaits / appendAction (PostgreSQL)', medianMs: NaN, runs: 0, note: `skipped: ${pgBackend.skip}` });
    return out;
  }
  const db = await pgBackend.fresh();
  try {
    out.push(...(await benchStore('PostgreSQL', await db.open(), 100_000, 10_000)));
  } finally {
    await db.dispose();
  }
  return out;
}
