// The due-reminder query. Served by games_remind_idx (partial: active games with a wait, on
// coalesce(remind_at, '-infinity')) and the reminders_sent primary key (the exactly-once key).
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_DELAY_MINUTES, DEFAULT_REPEAT_MINUTES, MAX_DELAY_MINUTES, MAX_REPEAT_MINUTES, MIN_DELAY_MINUTES } from '../reminders/policy.ts';

/** Same rule as policyFromOptions: a JSON number, rounded, inside [min, max], else the default. */
function optionMinutes(key: string, min: number, max: number, fallback: number): SQL {
  const v = sql`floor((g.options->>${sql.raw(`'${key}'`)})::numeric + 0.5)`;
  return sql`case when jsonb_typeof(g.options->${sql.raw(`'${key}'`)}) = 'number' and ${v} between ${sql.raw(String(min))} and ${sql.raw(String(max))} then ${v} else ${sql.raw(String(fallback))} end`;
}

export interface DueQueryOptions {
  /**
   * Also advance games.remind_at for the games looked at (default true; the sweep's query). Off
   * gives a plain SELECT that can be nested in other statements (bench seeding, tests).
   */
  advance?: boolean;
}

/**
 * Every (active game, awaited player) whose latest due repeat number (same arithmetic as
 * dueRepeatNo) has no row in reminders_sent yet, skipping players with `/remind off` and games
 * with reminders off. Quiet hours are left to the sweep (JavaScript, Intl time zones).
 * The wait's key is games.waiting_seq; when the bot left it null, the next action seq
 * (max(actions.seq) + 1) stands in, which is the same number the bot would have stored.
 *
 * Only games whose games.remind_at has come (null = unknown = now) are looked at, through the
 * partial expression index games_remind_idx. With `advance`, the same statement moves remind_at
 * of every game it looked at to the earliest time anything can next be due, computed from the
 * statement's snapshot:
 * - reminders off or nobody awaited: 'infinity';
 * - first delay not over yet: waiting_since + delay;
 * - every awaited player claimed (or /remind off) for the current repeat: the next repeat's due
 *   time, or 'infinity' without repeats;
 * - someone still owed a reminder (quiet hours, no thread, ...), or no waiting_seq (the key then
 *   moves with every new action): unchanged, so the game is looked at again next minute.
 * The UPDATE only touches rows whose wait, options and status still equal the snapshot's (a
 * concurrent change was reset to null by the trigger games_remind_at_reset and must stay so), and
 * only rows it can lock at once, in id order (SKIP LOCKED: a row locked by another sweep gets the
 * same bound from it; one locked by a writer changing the wait gets null from the trigger).
 */
export function dueCandidatesQuery(now: Date, opts: DueQueryOptions = {}): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const advance = opts.advance ?? true;
  // w: one narrow row per active waiting game whose remind_at has come (games_remind_idx), policy
  //    read once.
  // r: the games past their first delay, with the latest due repeat number (integer ms arithmetic;
  //    timestamps carry whole ms).
  // c: per awaited player, only the pairs whose key is not in reminders_sent (PK probes) and whose
  //    player has not turned reminders off.
  // Display columns and player settings are joined for the few rows left.
  const adv = advance
    ? sql`, nx as materialized (
  select w.id, w.waiting_since, w.waiting_seq, w.waiting_on, w.options,
    case when not w.enabled then 'infinity'::timestamptz
         when r.id is null then date_trunc('milliseconds', w.waiting_since) + w.delay_min * interval '1 minute'
         when w.waiting_seq is null or exists (select 1 from c where c.id = w.id) then null
         when w.repeat_min <= 0 then 'infinity'::timestamptz
         else date_trunc('milliseconds', w.waiting_since) + (w.delay_min + (r.repeat_no + 1) * w.repeat_min) * interval '1 minute'
    end as remind_at
  from w left join r on r.id = w.id
), lk as (
  select l.id from games l
  where l.id in (select nx.id from nx where nx.remind_at is not null)
  order by l.id
  for update of l skip locked
), adv as (
  update games g set remind_at = nx.remind_at
  from nx join lk on lk.id = nx.id
  where g.id = nx.id and g.status = 'active'
    and g.waiting_since = nx.waiting_since and g.waiting_seq is not distinct from nx.waiting_seq
    and g.waiting_on = nx.waiting_on and g.options = nx.options
)`
    : sql``;
  return sql`
with w as materialized (
  select g.id, g.waiting_on, g.waiting_seq, g.waiting_since, g.options,
    round((date_part('epoch', ${at}) - date_part('epoch', g.waiting_since)) * 1000)::bigint as waited_ms,
    ${optionMinutes('reminderDelayMinutes', MIN_DELAY_MINUTES, MAX_DELAY_MINUTES, DEFAULT_DELAY_MINUTES)}::bigint as delay_min,
    ${optionMinutes('reminderRepeatMinutes', 0, MAX_REPEAT_MINUTES, DEFAULT_REPEAT_MINUTES)}::bigint as repeat_min,
    (cardinality(g.waiting_on) > 0 and coalesce(g.options->'reminders', 'true'::jsonb) <> 'false'::jsonb) as enabled
  from games g
  where g.status = 'active' and g.waiting_since is not null
    and coalesce(g.remind_at, '-infinity'::timestamptz) <= ${at}
), r as materialized (
  select w.id, w.waiting_on,
    coalesce(w.waiting_seq, (select max(a.seq) + 1 from actions a where a.game_id = w.id), 0) as wait_seq,
    case when w.repeat_min <= 0 then 0
         else ((w.waited_ms - w.delay_min * 60000) / (w.repeat_min * 60000))::int end as repeat_no
  from w
  where w.enabled and w.waited_ms >= w.delay_min * 60000
), c as materialized (
  select r.id, r.wait_seq, r.repeat_no, u.user_id
  from r cross join lateral unnest(r.waiting_on) as u(user_id)
  where not exists (
    select 1 from reminders_sent s
    where s.game_id = r.id and s.wait_seq = r.wait_seq and s.user_id = u.user_id and s.repeat_no = r.repeat_no
    offset 0
  ) and not exists (select 1 from player_settings p where p.user_id = u.user_id and p.reminders_off offset 0)
)${adv}
select g.id, g.title, g.status::text as status, g.options, g.thread_id, g.waiting_since, g.last_message_url,
  c.wait_seq, c.repeat_no, c.user_id, ps.time_zone, ps.quiet_start, ps.quiet_end, ps.reminders_via::text as reminders_via,
  (cardinality(g.waiting_on) > 1
    or exists (select 1 from actions a where a.game_id = c.id and a.seq >= c.wait_seq)) as sealed_round
from c
join games g on g.id = c.id
left join lateral (select * from player_settings p where p.user_id = c.user_id offset 0) ps on true
order by c.id, c.user_id`;
}

export interface DueCandidateRow {
  id: number | string | bigint;
  title: string;
  status: string;
  options: unknown;
  thread_id: string | null;
  waiting_since: Date | string;
  last_message_url: string | null;
  wait_seq: number | string;
  repeat_no: number | string;
  user_id: string;
  time_zone: string | null;
  quiet_start: number | null;
  quiet_end: number | null;
  reminders_via: string | null;
  /**
   * A simultaneous (sealed-bid) round looks under way: the game waits on several players at once,
   * or some of this wait's players already acted (the wait shrank). Sealed bids are actions in the
   * log (redacted on export), so the second test covers them.
   */
  sealed_round: boolean;
}
