import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POLICY,
  DEFAULT_PREFS,
  decideReminder,
  dueRepeatNo,
  nextDueAt,
  nextReminderAt,
  policyFromOptions,
  type ReminderPolicy,
} from '../../src/reminders/index.ts';

const H = 3_600_000;
const start = new Date('2026-06-01T00:00:00Z');
const at = (hours: number) => new Date(start.getTime() + hours * H);

describe('dueRepeatNo', () => {
  it('defaults: first after 12 hours, then every 24', () => {
    expect(dueRepeatNo(start, at(11.99), DEFAULT_POLICY)).toBeNull();
    expect(dueRepeatNo(start, at(12), DEFAULT_POLICY)).toBe(0);
    expect(dueRepeatNo(start, at(35.99), DEFAULT_POLICY)).toBe(0);
    expect(dueRepeatNo(start, at(36), DEFAULT_POLICY)).toBe(1);
    expect(dueRepeatNo(start, at(60), DEFAULT_POLICY)).toBe(2);
  });

  it('after a long outage only the latest repeat is due (no burst)', () => {
    expect(dueRepeatNo(start, at(12 + 24 * 10 + 3), DEFAULT_POLICY)).toBe(10);
  });

  it('custom delay and repeat; repeat 0 means a single reminder; off means none', () => {
    const p: ReminderPolicy = { enabled: true, delayMinutes: 30, repeatMinutes: 60 };
    expect(dueRepeatNo(start, at(0.49), p)).toBeNull();
    expect(dueRepeatNo(start, at(0.5), p)).toBe(0);
    expect(dueRepeatNo(start, at(2.5), p)).toBe(2);
    const once = { ...p, repeatMinutes: 0 };
    expect(dueRepeatNo(start, at(100), once)).toBe(0);
    expect(nextDueAt(start, at(100), once)).toBeNull();
    expect(dueRepeatNo(start, at(100), { ...p, enabled: false })).toBeNull();
  });

  it('nextDueAt', () => {
    expect(nextDueAt(start, at(1), DEFAULT_POLICY)).toEqual(at(12));
    expect(nextDueAt(start, at(12), DEFAULT_POLICY)).toEqual(at(36));
  });
});

describe('policyFromOptions', () => {
  it('falls back to defaults', () => {
    expect(policyFromOptions(undefined)).toEqual(DEFAULT_POLICY);
    expect(policyFromOptions({ reminderDelayMinutes: -5, reminderRepeatMinutes: 'x' })).toEqual(DEFAULT_POLICY);
  });
  it('reads the option keys', () => {
    expect(policyFromOptions({ reminders: false, reminderDelayMinutes: 60, reminderRepeatMinutes: 0 })).toEqual({
      enabled: false,
      delayMinutes: 60,
      repeatMinutes: 0,
    });
    expect(policyFromOptions({ reminders: true, reminderDelayMinutes: 90.4, reminderRepeatMinutes: 120 })).toEqual({
      enabled: true,
      delayMinutes: 90,
      repeatMinutes: 120,
    });
  });
});

describe('decideReminder', () => {
  it('sends the due repeat, or nothing when off', () => {
    expect(decideReminder(start, at(13), DEFAULT_POLICY, DEFAULT_PREFS)).toEqual({ kind: 'send', repeatNo: 0 });
    expect(decideReminder(start, at(1), DEFAULT_POLICY, DEFAULT_PREFS)).toEqual({ kind: 'none', reason: 'not-yet' });
    expect(decideReminder(start, at(13), DEFAULT_POLICY, { ...DEFAULT_PREFS, off: true })).toEqual({
      kind: 'none',
      reason: 'off',
    });
  });

  it('waits out quiet hours, then sends', () => {
    // Due at 12:00 UTC; the player in Tokyo (UTC+9) is quiet 20:00-08:00 local = 11:00-23:00 UTC.
    const prefs = { ...DEFAULT_PREFS, timeZone: 'Asia/Tokyo', quiet: { startMinute: 20 * 60, endMinute: 8 * 60 } };
    const d = decideReminder(start, at(12), DEFAULT_POLICY, prefs);
    expect(d).toEqual({ kind: 'quiet', repeatNo: 0, until: at(23) });
    expect(decideReminder(start, at(23), DEFAULT_POLICY, prefs)).toEqual({ kind: 'send', repeatNo: 0 });
    expect(nextReminderAt(start, at(1), DEFAULT_POLICY, prefs)).toEqual(at(23));
  });
});
