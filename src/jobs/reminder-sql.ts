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
  return sql`
with w as (
  select g.id, g.title, g.status::text as status, g.options, g.thread_id, g.waiting_since, g.last_message_url, g.waiting_on,
    coalesce(g.waiting_seq, (select max(a.seq) + 1 from actions a where a.game_id = g.id), 0) as wait_seq,
    ${optionMinutes('reminderDelayMinutes', MIN_DELAY_MINUTES, MAX_DELAY_MINUTES, DEFAULT_DELAY_MINUTES)} as delay_min,
    ${optionMinutes('reminderRepeatMinutes', 0, MAX_REPEAT_MINUTES, DEFAULT_REPEAT_MINUTES)} as repeat_min
  from games g
  where g.status = 'active' and g.waiting_since is not null
    and g.waiting_since <= ${at} - interval '${sql.raw(String(MIN_DELAY_MINUTES))} minutes'
    and cardinality(g.waiting_on) > 0
    and coalesce(g.options->'reminders', 'true'::jsonb) <> 'false'::jsonb
), d as (
  select w.*, (extract(epoch from ${at}) - extract(epoch from w.waiting_since)) * 1000 - w.delay_min * 60000 as since_first_ms
  from w
), r as (
  select d.*, case when d.repeat_min <= 0 then 0 else floor(d.since_first_ms / (d.repeat_min * 60000)) end::int as repeat_no
  from d where d.since_first_ms >= 0
)
select r.id, r.title, r.status, r.options, r.thread_id, r.waiting_since, r.last_message_url, r.wait_seq, r.repeat_no,
  u.user_id, ps.time_zone, ps.quiet_start, ps.quiet_end, ps.reminders_via::text as reminders_via
from r
cross join lateral unnest(r.waiting_on) as u(user_id)
left join player_settings ps on ps.user_id = u.user_id
where coalesce(ps.reminders_off, false) = false
  and not exists (
    select 1 from reminders_sent s
    where s.game_id = r.id and s.wait_seq = r.wait_seq and s.user_id = u.user_id and s.repeat_no = r.repeat_no
  )
order by r.id, u.user_id`;
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
}
