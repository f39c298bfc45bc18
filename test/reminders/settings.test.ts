import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, MEMORY, type Store } from '../../src/db/index.ts';
import {
  changePlayerReminderSettings,
  describePlayerSettings,
  setPlayerRemindersOff,
  type PlayerSettingsStore,
} from '../../src/jobs/player-reminder-settings.ts';
import { playerSettingsStoreOf, registerPlayerSettingsStore } from '../../src/jobs/player-settings-store.ts';
import { describeGameReminders, updateGameReminderSettings, type GameOptionsStore } from '../../src/jobs/game-reminder-settings.ts';
import { formatMinutes, parseDurationMinutes, policyFromOptions } from '../../src/reminders/index.ts';

describe('durations', () => {
  it('parses and formats', () => {
    expect(parseDurationMinutes('12h')).toBe(720);
    expect(parseDurationMinutes('1d 6h')).toBe(1800);
    expect(parseDurationMinutes('1d6h30m')).toBe(1830);
    expect(parseDurationMinutes('90')).toBe(90);
    expect(parseDurationMinutes('1.5h')).toBe(90);
    expect(parseDurationMinutes('soon')).toBeNull();
    expect(parseDurationMinutes('12 parsecs')).toBeNull();
    expect(formatMinutes(1830)).toBe('1d 6h 30m');
  });
});

describe('player reminder settings on the real Store (PGlite)', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openDatabase({ dataDir: MEMORY });
  });
  afterAll(async () => {
    await store.close();
  });

  it('validates and saves time zone, quiet hours, channel; off/on', async () => {
    const s: PlayerSettingsStore = store;
    expect(await changePlayerReminderSettings(s, 'u1', { timeZone: 'Mars/Base' })).toMatchObject({ ok: false });
    expect(await changePlayerReminderSettings(s, 'u1', { quietStart: '22:00' })).toMatchObject({ ok: false });
    expect(await changePlayerReminderSettings(s, 'u1', { quietStart: '25:00', quietEnd: '07:00' })).toMatchObject({ ok: false });
    expect(await changePlayerReminderSettings(s, 'u1', { via: 'pigeon' })).toMatchObject({ ok: false });
    const r = await changePlayerReminderSettings(s, 'u1', { timeZone: 'europe/berlin', quietStart: '22:00', quietEnd: '7:30', via: 'dm' });
    expect(r).toMatchObject({
      ok: true,
      settings: { timeZone: 'Europe/Berlin', quietStart: 1320, quietEnd: 450, remindersVia: 'dm', remindersOff: false },
    });
    // Only the end changes; the start is kept.
    const r2 = await changePlayerReminderSettings(s, 'u1', { quietEnd: '06:00' });
    expect(r2).toMatchObject({ ok: true, settings: { quietStart: 1320, quietEnd: 360 } });
    const r3 = await changePlayerReminderSettings(s, 'u1', { quietStart: 'none' });
    expect(r3).toMatchObject({ ok: true, settings: { quietStart: null, quietEnd: null, timeZone: 'Europe/Berlin' } });
    expect((await setPlayerRemindersOff(s, 'u1', true)).remindersOff).toBe(true);
    expect((await store.getPlayerSettings('u1')).remindersOff).toBe(true);
    const text = describePlayerSettings(await store.getPlayerSettings('u1'), new Date('2026-01-01T12:00:00Z'));
    expect(text).toContain('Europe/Berlin (your time now: 13:00)');
    expect(text).toContain('off');
  });

  it('finds the settings store in the bot store, its .db, or a registered one', () => {
    expect(playerSettingsStoreOf(store)).toBe(store);
    expect(playerSettingsStoreOf({ db: store })).toBe(store);
    expect(playerSettingsStoreOf({})).toBeNull();
    registerPlayerSettingsStore(store);
    expect(playerSettingsStoreOf({})).toBe(store);
    registerPlayerSettingsStore(null);
  });
});

describe('updateGameReminderSettings', () => {
  const games = new Map<string, { options: Record<string, unknown> }>([['7', { options: { variant: 'x' } }]]);
  const store: GameOptionsStore = {
    async getGame(id) {
      return games.get(id) ?? null;
    },
    async updateGame(id, patch) {
      games.get(id)!.options = patch.options;
    },
  };

  it('merges delay/repeat/on-off into options, keeps other options, validates', async () => {
    expect(await updateGameReminderSettings(store, '8', { delay: '1h' })).toEqual({ ok: false, error: 'No such game.' });
    expect(await updateGameReminderSettings(store, '7', { delay: 'soon' })).toMatchObject({ ok: false });
    expect(await updateGameReminderSettings(store, '7', { delay: '0' })).toMatchObject({ ok: false });
    expect(await updateGameReminderSettings(store, '7', { repeat: '45d' })).toMatchObject({ ok: false });
    const r = await updateGameReminderSettings(store, '7', { delay: '6h', repeat: 'never' });
    expect(r).toMatchObject({ ok: true, policy: { enabled: true, delayMinutes: 360, repeatMinutes: 0 } });
    expect(games.get('7')!.options).toEqual({ variant: 'x', reminderDelayMinutes: 360, reminderRepeatMinutes: 0 });
    const off = await updateGameReminderSettings(store, '7', { enabled: false });
    expect(off).toMatchObject({ ok: true, policy: { enabled: false } });
    expect(policyFromOptions(games.get('7')!.options)).toEqual({ enabled: false, delayMinutes: 360, repeatMinutes: 0 });
    expect(describeGameReminders({ enabled: true, delayMinutes: 720, repeatMinutes: 1440 })).toBe(
      'Reminders: first after **12h** of waiting, then every **1d**.',
    );
  });
});
