// The one decision the sweep makes per (waiting game, player): send which reminder now, or not.
import { dueRepeatNo, repeatDueAt } from './due.ts';
import type { ReminderPolicy } from './policy.ts';
import { isQuietAt, quietEndsAt, type QuietHours } from './quiet.ts';

export interface PlayerPrefs {
  /** IANA zone; quiet hours are read on this clock. */
  timeZone: string;
  quiet: QuietHours | null;
  via: 'thread' | 'dm';
  /** `/remind off`: this player gets no reminders at all. */
  off: boolean;
}

export const DEFAULT_PREFS: PlayerPrefs = { timeZone: 'UTC', quiet: null, via: 'thread', off: false };

export type Decision =
  | { kind: 'send'; repeatNo: number }
  | { kind: 'quiet'; repeatNo: number; until: Date }
  | { kind: 'none'; reason: 'off' | 'not-yet' };

/**
 * Given when the wait began, the game's policy and the player's preferences, what to do at `now`.
 * Sends only the latest due repeat number (missed ones are skipped, never sent in a burst);
 * inside quiet hours the reminder waits until they end. Whether this repeat was already sent
 * is the database's business (the claim), not this function's.
 */
export function decideReminder(waitStart: Date, now: Date, policy: ReminderPolicy, prefs: PlayerPrefs): Decision {
  if (!policy.enabled || prefs.off) return { kind: 'none', reason: 'off' };
  const repeatNo = dueRepeatNo(waitStart, now, policy);
  if (repeatNo === null) return { kind: 'none', reason: 'not-yet' };
  if (isQuietAt(now, prefs.timeZone, prefs.quiet)) {
    return { kind: 'quiet', repeatNo, until: quietEndsAt(now, prefs.timeZone, prefs.quiet) };
  }
  return { kind: 'send', repeatNo };
}

/** When the next reminder would really go out after `now` (quiet hours applied), for display. */
export function nextReminderAt(waitStart: Date, now: Date, policy: ReminderPolicy, prefs: PlayerPrefs): Date | null {
  if (!policy.enabled || prefs.off) return null;
  const current = dueRepeatNo(waitStart, now, policy);
  const next = current === null ? 0 : policy.repeatMinutes > 0 ? current + 1 : null;
  if (next === null) return null;
  const at = repeatDueAt(waitStart, next, policy);
  return quietEndsAt(at, prefs.timeZone, prefs.quiet);
}
