// Which reminder (by repeat number) is due for a wait, ignoring quiet hours.
import { MINUTE_MS, type ReminderPolicy } from './policy.ts';

/**
 * The latest repeat number due at `now` for a wait that started at `waitStart`, or null
 * when none is due yet (or reminders are off). Repeat 0 is due at start + delay, repeat k
 * at start + delay + k * repeat. Only the latest is returned: reminders missed while the
 * bot was down go out once, not as a burst.
 */
export function dueRepeatNo(waitStart: Date, now: Date, policy: ReminderPolicy): number | null {
  if (!policy.enabled) return null;
  const sinceFirst = now.getTime() - waitStart.getTime() - policy.delayMinutes * MINUTE_MS;
  if (sinceFirst < 0) return null;
  if (policy.repeatMinutes <= 0) return 0;
  return Math.floor(sinceFirst / (policy.repeatMinutes * MINUTE_MS));
}

/** When repeat number `repeatNo` becomes due (before quiet hours are applied). */
export function repeatDueAt(waitStart: Date, repeatNo: number, policy: ReminderPolicy): Date {
  return new Date(waitStart.getTime() + (policy.delayMinutes + repeatNo * policy.repeatMinutes) * MINUTE_MS);
}

/** When the reminder after `now` falls due, or null if none will (off, or no repeats and already past). */
export function nextDueAt(waitStart: Date, now: Date, policy: ReminderPolicy): Date | null {
  if (!policy.enabled) return null;
  const current = dueRepeatNo(waitStart, now, policy);
  if (current === null) return repeatDueAt(waitStart, 0, policy);
  if (policy.repeatMinutes <= 0) return null;
  return repeatDueAt(waitStart, current + 1, policy);
}
