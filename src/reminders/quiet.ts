// A player's quiet hours: a local wall-clock window (may cross midnight) in their time zone.
import { MINUTE_MS } from './policy.ts';
import { localMinuteOfDay } from './timezone.ts';

export interface QuietHours {
  /** Local minute of day the quiet window starts (inclusive), 0..1439. */
  startMinute: number;
  /** Local minute of day it ends (exclusive), 0..1439. Equal to start means no quiet hours. */
  endMinute: number;
}

/** Parses "HH:MM" (or "H:MM", "HHMM", "H") into a minute of day, or null. */
export function parseClock(text: string): number | null {
  const m = /^\s*(\d{1,2})(?::?(\d{2}))?\s*$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const min = m[2] === undefined ? 0 : Number(m[2]);
  if (h > 24 || min > 59 || (h === 24 && min !== 0)) return null;
  return (h * 60 + min) % 1440;
}

/** Formats a minute of day as "HH:MM". */
export function formatClock(minute: number): string {
  const m = ((Math.round(minute) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Whether a local minute of day falls inside the window. */
export function minuteIsQuiet(minute: number, q: QuietHours): boolean {
  if (q.startMinute === q.endMinute) return false;
  if (q.startMinute < q.endMinute) return minute >= q.startMinute && minute < q.endMinute;
  return minute >= q.startMinute || minute < q.endMinute; // crosses midnight
}

/** Whether `at` falls in the player's quiet hours, judged on their local clock (DST-aware via Intl). */
export function isQuietAt(at: Date, timeZone: string, q: QuietHours | null): boolean {
  if (!q) return false;
  return minuteIsQuiet(localMinuteOfDay(at, timeZone), q);
}

/**
 * The first instant at or after `at` outside quiet hours (`at` itself when not quiet).
 * Steps to the local end time, corrects for an offset change (DST) on the way, then walks
 * minute by minute in case the end time fell into a skipped hour.
 */
export function quietEndsAt(at: Date, timeZone: string, q: QuietHours | null): Date {
  const start = new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
  if (!q || !isQuietAt(at, timeZone, q)) return at;
  const local = localMinuteOfDay(start, timeZone);
  const ahead = (q.endMinute - local + 1440) % 1440 || 1440;
  let guess = new Date(start.getTime() + ahead * MINUTE_MS);
  // If the local clock jumped on the way, the wall-clock distance differs from the real one.
  const drift = ((localMinuteOfDay(guess, timeZone) - q.endMinute + 1440 + 720) % 1440) - 720;
  guess = new Date(guess.getTime() - drift * MINUTE_MS);
  // Back up while the minute before is also outside quiet hours (only after a fall-back).
  for (let i = 0; i < 180 && guess > start && !isQuietAt(new Date(guess.getTime() - MINUTE_MS), timeZone, q); i++) {
    guess = new Date(guess.getTime() - MINUTE_MS);
  }
  for (let i = 0; i < 1500 && isQuietAt(guess, timeZone, q); i++) guess = new Date(guess.getTime() + MINUTE_MS);
  return guess;
}
