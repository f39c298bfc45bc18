// The due-reminder query. Served by games_waiting_idx (partial: active games with a wait)
// and the reminders_sent primary key (the anti-join on the exactly-once key).
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_DELAY_MINUTES, DEFAULT_REPEAT_MINUTES, MAX_DELAY_MINUTES, MAX_REPEAT_MINUTES, MIN_DELAY_MINUTES } from '../reminders/policy.ts';

/** Same rule as policyFromOptions: a JSON number, rounded, inside [min, max], else the default. */
function optionMinutes(key: string, min: number, max: number, fallback: number): SQL {
  const v = sql`floor((g.options->>${sql.raw(`'${key}'`)})::numeric + 0.5)`;
  return sql`case when jsonb_typeof(g.options->${sql.raw(`'${key}'`)}) = 'number' and ${v} between ${sql.raw(String(min))} and ${sql.raw(String(max))} then ${v} else ${sql.raw(String(fallback))} end`;
}

/**
 * Every (active game, awaited player) whose latest due repeat number (same arithmetic as
 * dueRepeatNo) has no row in reminders_sent yet, skipping players with `/remind off` and games
 * with reminders off. Quiet hours are left to the sweep (JavaScript, Intl time zones).
 * The wait's key is games.waiting_seq; when the bot left it null, the next action seq
 * (max(actions.seq) + 1) stands in, which is the same number the bot would have stored.
 */
export function dueCandidatesQuery(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  // w: one narrow row per active waiting game (partial index games_waiting_idx), policy read once.
  // r: the latest due repeat number, integer ms arithmetic (timestamps carry whole ms).
  // c: per awaited player, only the pairs whose key is not in reminders_sent (PK probes; games
  //    whose awaited players were all reminded for this repeat are dropped with one probe).
  // Display columns and player settings are joined for the few rows left.
  return sql`
with w as materialized (
  select g.id, g.waiting_on, g.waiting_seq,
    round((date_part('epoch', ${at}) - date_part('epoch', g.waiting_since)) * 1000)::bigint as waited_ms,
    ${optionMinutes('reminderDelayMinutes', MIN_DELAY_MINUTES, MAX_DELAY_MINUTES, DEFAULT_DELAY_MINUTES)}::bigint as delay_min,
    ${optionMinutes('reminderRepeatMinutes', 0, MAX_REPEAT_MINUTES, DEFAULT_REPEAT_MINUTES)}::bigint as repeat_min
  from games g
  where g.status = 'active' and g.waiting_since is not null
    and g.waiting_since <= ${at} - interval '${sql.raw(String(MIN_DELAY_MINUTES))} minutes'
    and cardinality(g.waiting_on) > 0
    and coalesce(g.options->'reminders', 'true'::jsonb) <> 'false'::jsonb
), r as materialized (
  select w.id, w.waiting_on,
    coalesce(w.waiting_seq, (select max(a.seq) + 1 from actions a where a.game_id = w.id), 0) as wait_seq,
    case when w.repeat_min <= 0 then 0
         else ((w.waited_ms - w.delay_min * 60000) / (w.repeat_min * 60000))::int end as repeat_no
  from w
  where w.waited_ms >= w.delay_min * 60000
), open as materialized (
  -- one range probe per game: drop games whose awaited players were all reminded for this repeat
  select r.* from r
  where (
    select count(*) from reminders_sent s
    where s.game_id = r.id and s.wait_seq = r.wait_seq and s.repeat_no = r.repeat_no and s.user_id = any(r.waiting_on)
  ) < cardinality(r.waiting_on)
), c as materialized (
  select o.id, o.wait_seq, o.repeat_no, u.user_id
  from open o cross join lateral unnest(o.waiting_on) as u(user_id)
  where not exists (
    select 1 from reminders_sent s
    where s.game_id = o.id and s.wait_seq = o.wait_seq and s.user_id = u.user_id and s.repeat_no = o.repeat_no
  )
)
select g.id, g.title, g.status::text as status, g.options, g.thread_id, g.waiting_since, g.last_message_url,
  c.wait_seq, c.repeat_no, c.user_id, ps.time_zone, ps.quiet_start, ps.quiet_end, ps.reminders_via::text as reminders_via,
  (cardinality(g.waiting_on) > 1
    or exists (select 1 from actions a where a.game_id = c.id and a.seq >= c.wait_seq)
    or exists (select 1 from sealed_bids b where b.game_id = c.id and b.revealed_at is null)) as sealed_round
from c
join games g on g.id = c.id
left join player_settings ps on ps.user_id = c.user_id
where coalesce(ps.reminders_off, false) = false
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
   * or some of this wait's players already acted (the wait shrank), or unrevealed sealed bids exist.
   */
  sealed_round: boolean;
}
