// `/game settings` reminder options as a service: validated changes to a game's options jsonb.
import { formatMinutes, parseDurationMinutes } from '../reminders/duration.ts';
import {
  MAX_DELAY_MINUTES,
  MAX_REPEAT_MINUTES,
  MIN_DELAY_MINUTES,
  policyFromOptions,
  type ReminderPolicy,
} from '../reminders/policy.ts';

/** What the service needs of storage; the bot's BotStore fits as is. */
export interface GameOptionsStore {
  getGame(id: string): Promise<{ options: Record<string, unknown> } | null>;
  updateGame(id: string, patch: { options: Record<string, unknown> }): Promise<void>;
}

export interface GameReminderChange {
  /** On/off for the whole game. */
  enabled?: boolean | null;
  /** First reminder after this long: minutes, or text such as "12h", "1d 6h". */
  delay?: number | string | null;
  /** Then every: minutes or text; 0 / "0" / "never" = no repeats. */
  repeat?: number | string | null;
}

export type GameReminderResult = { ok: true; policy: ReminderPolicy; text: string } | { ok: false; error: string };

function minutesOf(v: number | string): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? Math.round(v) : null;
  const t = v.trim().toLowerCase();
  if (t === 'never' || t === 'none' || t === 'off') return 0;
  return parseDurationMinutes(t);
}

/** The game's reminder policy in words. */
export function describeGameReminders(p: ReminderPolicy): string {
  if (!p.enabled) return 'Reminders are **off** for this game.';
  const repeat = p.repeatMinutes > 0 ? `, then every **${formatMinutes(p.repeatMinutes)}**` : ', no repeats';
  return `Reminders: first after **${formatMinutes(p.delayMinutes)}** of waiting${repeat}.`;
}

/**
 * Applies a change to a game's reminder options (keys `reminders`, `reminderDelayMinutes`,
 * `reminderRepeatMinutes`, read back by policyFromOptions). Fields left out keep their value.
 * Who may change a game's settings is the caller's business.
 */
export async function updateGameReminderSettings(
  store: GameOptionsStore,
  gameId: string,
  change: GameReminderChange,
): Promise<GameReminderResult> {
  const game = await store.getGame(gameId);
  if (!game) return { ok: false, error: 'No such game.' };
  const options: Record<string, unknown> = { ...game.options };
  if (change.delay !== undefined && change.delay !== null) {
    const m = minutesOf(change.delay);
    if (m === null || m < MIN_DELAY_MINUTES || m > MAX_DELAY_MINUTES) {
      return { ok: false, error: `The reminder delay must be between ${formatMinutes(MIN_DELAY_MINUTES)} and ${formatMinutes(MAX_DELAY_MINUTES)} (e.g. "12h").` };
    }
    options.reminderDelayMinutes = m;
  }
  if (change.repeat !== undefined && change.repeat !== null) {
    const m = minutesOf(change.repeat);
    if (m === null || m < 0 || m > MAX_REPEAT_MINUTES) {
      return { ok: false, error: `The reminder repeat must be "never" or at most ${formatMinutes(MAX_REPEAT_MINUTES)} (e.g. "24h").` };
    }
    options.reminderRepeatMinutes = m;
  }
  if (change.enabled !== undefined && change.enabled !== null) options.reminders = change.enabled;
  await store.updateGame(gameId, { options });
  const policy = policyFromOptions(options);
  return { ok: true, policy, text: describeGameReminders(policy) };
}
