// `/remind settings` and `/remind off|on` as a service: validation and storage of a player's
// reminder preferences (time zone, quiet hours, thread or DM, off).
import { canonicalTimeZone, localMinuteOfDay } from '../reminders/timezone.ts';
import { formatClock, parseClock } from '../reminders/quiet.ts';

/** The shape of src/db Store's PlayerSettings (Store satisfies PlayerSettingsStore as is). */
export interface PlayerReminderSettings {
  userId: string;
  timeZone: string;
  quietStart: number | null;
  quietEnd: number | null;
  remindersVia: 'thread' | 'dm';
  remindersOff: boolean;
}

export type PlayerReminderPatch = Partial<Omit<PlayerReminderSettings, 'userId'>>;

export interface PlayerSettingsStore {
  getPlayerSettings(userId: string): Promise<PlayerReminderSettings>;
  upsertPlayerSettings(userId: string, patch: PlayerReminderPatch): Promise<PlayerReminderSettings>;
}

export interface SettingsInput {
  timeZone?: string | null;
  /** "HH:MM", or "none"/"off" to clear quiet hours. */
  quietStart?: string | null;
  quietEnd?: string | null;
  via?: string | null;
}

export type SettingsResult = { ok: true; settings: PlayerReminderSettings } | { ok: false; error: string };

const CLEAR = new Set(['none', 'off', 'no', '-', 'clear']);

/** Validates `input` against the stored settings and saves the change; nothing is saved on an error. */
export async function changePlayerReminderSettings(
  store: PlayerSettingsStore,
  userId: string,
  input: SettingsInput,
): Promise<SettingsResult> {
  const current = await store.getPlayerSettings(userId);
  const patch: PlayerReminderPatch = {};

  if (input.timeZone) {
    const tz = canonicalTimeZone(input.timeZone.trim());
    if (!tz) return { ok: false, error: `"${input.timeZone}" is not a time zone I know. Pick one from the list, e.g. Europe/Berlin.` };
    patch.timeZone = tz;
  }

  const clearStart = input.quietStart ? CLEAR.has(input.quietStart.trim().toLowerCase()) : false;
  const clearEnd = input.quietEnd ? CLEAR.has(input.quietEnd.trim().toLowerCase()) : false;
  if (clearStart || clearEnd) {
    patch.quietStart = null;
    patch.quietEnd = null;
  } else if (input.quietStart || input.quietEnd) {
    const start = input.quietStart ? parseClock(input.quietStart) : current.quietStart;
    const end = input.quietEnd ? parseClock(input.quietEnd) : current.quietEnd;
    if (input.quietStart && start === null) return { ok: false, error: `Quiet hours start "${input.quietStart}" is not a time like 22:00.` };
    if (input.quietEnd && end === null) return { ok: false, error: `Quiet hours end "${input.quietEnd}" is not a time like 07:30.` };
    if (start === null || end === null) {
      return { ok: false, error: 'Quiet hours need both a start and an end (e.g. quiet_start 22:00, quiet_end 07:00).' };
    }
    if (start === end) {
      patch.quietStart = null;
      patch.quietEnd = null;
    } else {
      patch.quietStart = start;
      patch.quietEnd = end;
    }
  }

  if (input.via) {
    const v = input.via.trim().toLowerCase();
    if (v !== 'thread' && v !== 'dm') return { ok: false, error: 'Reminders go either to the game thread ("thread") or by direct message ("dm").' };
    patch.remindersVia = v;
  }

  if (Object.keys(patch).length === 0) return { ok: true, settings: current };
  return { ok: true, settings: await store.upsertPlayerSettings(userId, patch) };
}

/** `/remind off` (true) and `/remind on` (false). */
export async function setPlayerRemindersOff(store: PlayerSettingsStore, userId: string, off: boolean): Promise<PlayerReminderSettings> {
  return store.upsertPlayerSettings(userId, { remindersOff: off });
}

/** A player's settings in words, with their local time now so they can check the zone. */
export function describePlayerSettings(s: PlayerReminderSettings, now: Date = new Date()): string {
  const quiet =
    s.quietStart !== null && s.quietEnd !== null && s.quietStart !== s.quietEnd
      ? `${formatClock(s.quietStart)}–${formatClock(s.quietEnd)} (no reminders then; they wait until it ends)`
      : 'none';
  return [
    `**Reminders:** ${s.remindersOff ? 'off (`/remind on` to turn them back on)' : 'on'}`,
    `**Time zone:** ${s.timeZone} (your time now: ${formatClock(localMinuteOfDay(now, s.timeZone))})`,
    `**Quiet hours:** ${quiet}`,
    `**Delivered:** ${s.remindersVia === 'dm' ? 'by direct message (in the game thread if Discord refuses the DM)' : 'in the game thread'}`,
  ].join('\n');
}
