import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POLICY,
  DEFAULT_PREFS,
  canonicalTimeZone,
  decideReminder,
  formatClock,
  isQuietAt,
  isValidTimeZone,
  localMinuteOfDay,
  parseClock,
  quietEndsAt,
  suggestTimeZones,
  type PlayerPrefs,
} from '../../src/reminders/index.ts';

const night = { startMinute: 22 * 60, endMinute: 7 * 60 };
const d = (iso: string) => new Date(iso);

describe('clock parsing', () => {
  it('parses and formats', () => {
    expect(parseClock('22:00')).toBe(1320);
    expect(parseClock('7')).toBe(420);
    expect(parseClock('0730')).toBe(450);
    expect(parseClock('24:00')).toBe(0);
    expect(parseClock('25:00')).toBeNull();
    expect(parseClock('7:61')).toBeNull();
    expect(formatClock(450)).toBe('07:30');
  });
});

describe('time zones', () => {
  it('validates and canonicalises', () => {
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(canonicalTimeZone('europe/london')).toBe('Europe/London');
  });
  it('suggests zones for autocomplete', () => {
    const s = suggestTimeZones('new york');
    expect(s[0]).toBe('America/New_York');
    expect(suggestTimeZones('').length).toBe(25);
    expect(suggestTimeZones('berl')).toContain('Europe/Berlin');
  });
});

describe('quiet hours across daylight-saving changes (Europe/London)', () => {
  // 2026-03-29 01:00 UTC: clocks go forward 01:00 GMT -> 02:00 BST.
  it('spring forward: quiet ends at 07:00 BST = 06:00 UTC, not 07:00 UTC', () => {
    expect(localMinuteOfDay(d('2026-03-29T05:59:00Z'), 'Europe/London')).toBe(6 * 60 + 59);
    expect(isQuietAt(d('2026-03-29T05:59:00Z'), 'Europe/London', night)).toBe(true);
    expect(isQuietAt(d('2026-03-29T06:00:00Z'), 'Europe/London', night)).toBe(false);
    expect(quietEndsAt(d('2026-03-29T00:00:00Z'), 'Europe/London', night)).toEqual(d('2026-03-29T06:00:00Z'));
    // The evening before (still GMT) the window starts at 22:00 UTC.
    expect(isQuietAt(d('2026-03-28T21:59:00Z'), 'Europe/London', night)).toBe(false);
    expect(isQuietAt(d('2026-03-28T22:00:00Z'), 'Europe/London', night)).toBe(true);
  });

  // 2026-10-25 01:00 UTC: clocks go back 02:00 BST -> 01:00 GMT.
  it('fall back: quiet ends at 07:00 GMT = 07:00 UTC', () => {
    expect(isQuietAt(d('2026-10-25T06:30:00Z'), 'Europe/London', night)).toBe(true);
    expect(quietEndsAt(d('2026-10-24T21:30:00Z'), 'Europe/London', night)).toEqual(d('2026-10-25T07:00:00Z'));
  });

  it('a reminder due in the night goes out when quiet hours end, on the local clock', () => {
    const prefs: PlayerPrefs = { ...DEFAULT_PREFS, timeZone: 'Europe/London', quiet: night };
    const waitStart = d('2026-03-28T12:00:00Z'); // due 2026-03-29T00:00Z, inside quiet hours
    for (let t = d('2026-03-29T00:00:00Z').getTime(); t < d('2026-03-29T06:00:00Z').getTime(); t += 60_000) {
      expect(decideReminder(waitStart, new Date(t), DEFAULT_POLICY, prefs).kind).toBe('quiet');
    }
    expect(decideReminder(waitStart, d('2026-03-29T06:00:00Z'), DEFAULT_POLICY, prefs)).toEqual({
      kind: 'send',
      repeatNo: 0,
    });
  });

  it('quiet end falling into the skipped hour (America/New_York, 02:30 local on 2026-03-08)', () => {
    const q = { startMinute: 0, endMinute: 2 * 60 + 30 };
    // 01:00 EST = 06:00 UTC; 02:00-03:00 local does not exist; first non-quiet instant is 03:00 EDT = 07:00 UTC.
    expect(quietEndsAt(d('2026-03-08T06:00:00Z'), 'America/New_York', q)).toEqual(d('2026-03-08T07:00:00Z'));
  });

  it('no window when start equals end; non-quiet instant returned unchanged', () => {
    const none = { startMinute: 600, endMinute: 600 };
    expect(isQuietAt(d('2026-01-01T10:00:00Z'), 'UTC', none)).toBe(false);
    const t = d('2026-01-01T12:34:56Z');
    expect(quietEndsAt(t, 'UTC', night)).toBe(t);
  });
});
