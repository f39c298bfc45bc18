// A game's reminder policy: when the first nudge goes out and how often it repeats.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** Defaults from the issue: first reminder after 12 hours of waiting, then every 24 hours. */
export const DEFAULT_DELAY_MINUTES = 12 * 60;
export const DEFAULT_REPEAT_MINUTES = 24 * 60;

/** Bounds accepted by `/game settings` (one minute .. 30 days; repeat 0 = never repeat). */
export const MIN_DELAY_MINUTES = 1;
export const MAX_DELAY_MINUTES = 30 * 24 * 60;
export const MAX_REPEAT_MINUTES = 30 * 24 * 60;

export interface ReminderPolicy {
  enabled: boolean;
  /** Minutes of waiting before the first reminder (repeat number 0). */
  delayMinutes: number;
  /** Minutes between later reminders; 0 means the first reminder is the only one. */
  repeatMinutes: number;
}

export const DEFAULT_POLICY: ReminderPolicy = {
  enabled: true,
  delayMinutes: DEFAULT_DELAY_MINUTES,
  repeatMinutes: DEFAULT_REPEAT_MINUTES,
};

function intIn(v: unknown, min: number, max: number): number | undefined {
  if (typeof v !== 'number' || !Number.isFinite(v)) return undefined;
  const r = Math.round(v);
  return r >= min && r <= max ? r : undefined;
}

/**
 * Reads the reminder policy out of a game's `options` jsonb (keys as in src/db/schema.ts
 * GameOptions): `reminders` (false = off), `reminderDelayMinutes`, `reminderRepeatMinutes`.
 * Anything missing, not a number or out of range falls back to the defaults. The SQL
 * prefilter in src/jobs/reminder-sql.ts mirrors these rules; keep the two in step.
 */
export function policyFromOptions(options: unknown): ReminderPolicy {
  const o = (options && typeof options === 'object' ? options : {}) as Record<string, unknown>;
  return {
    enabled: o.reminders !== false,
    delayMinutes: intIn(o.reminderDelayMinutes, MIN_DELAY_MINUTES, MAX_DELAY_MINUTES) ?? DEFAULT_DELAY_MINUTES,
    repeatMinutes: intIn(o.reminderRepeatMinutes, 0, MAX_REPEAT_MINUTES) ?? DEFAULT_REPEAT_MINUTES,
  };
}
