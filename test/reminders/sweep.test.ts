import { beforeEach, describe, expect, it } from 'vitest';
import { sweepReminders } from '../../src/jobs/reminders.ts';
import { DEFAULT_PREFS } from '../../src/reminders/index.ts';
import { FakeClock, MemorySource, RecordingSender, type FakeGame } from './fakes.ts';

const T0 = '2026-06-01T00:00:00Z';

function game(over: Partial<FakeGame> = {}): FakeGame {
  return {
    id: 1,
    status: 'active',
    threadId: 'thread-1',
    waitSeq: 7,
    waitingSince: new Date(T0),
    waitingOn: ['u1'],
    options: {},
    lastMessageUrl: 'https://discord.com/channels/1/2/3',
    ...over,
  };
}

let source: MemorySource;
let sender: RecordingSender;
let clock: FakeClock;
const sweep = () => sweepReminders({ source, sender, clock: clock.fn });

/** Sweeps once a minute for `minutes` minutes, like the cron job. */
async function runMinutes(minutes: number): Promise<void> {
  for (let i = 0; i < minutes; i++) {
    await sweep();
    clock.advance(1);
  }
}

beforeEach(() => {
  source = new MemorySource();
  sender = new RecordingSender();
  clock = new FakeClock(new Date(T0));
});

describe('reminder sweep', () => {
  it('defaults: one reminder at 12 h, then one per 24 h, in the thread with mention and link', async () => {
    source.games.push(game({ task: 'to place a sealed bid' }));
    await runMinutes(12 * 60); // sweeps at 00:00 .. 11:59
    expect(sender.delivered).toHaveLength(0);
    await runMinutes(1); // minute 12:00
    expect(sender.delivered).toHaveLength(1);
    const msg = sender.delivered[0]!;
    expect(msg).toMatchObject({ kind: 'thread', target: 'thread-1', mentions: ['u1'] });
    expect(msg.text).toContain('<@u1>');
    expect(msg.text).toContain('to place a sealed bid');
    expect(msg.text).toContain('https://discord.com/channels/1/2/3');
    await runMinutes(24 * 60); // sweeps up to 36:00
    expect(sender.delivered).toHaveLength(2);
    expect([...source.sent.values()].map((s) => s.key.repeatNo)).toEqual([0, 1]);
  });

  it('per-game delay and repeat; off sends nothing', async () => {
    source.games.push(game({ options: { reminderDelayMinutes: 30, reminderRepeatMinutes: 60 } }));
    source.games.push(game({ id: 2, threadId: 'thread-2', options: { reminders: false } }));
    await runMinutes(30 + 60 * 3 + 1);
    expect(sender.delivered.map((d) => d.target)).toEqual(['thread-1', 'thread-1', 'thread-1', 'thread-1']);
  });

  it('several awaited players get one thread message mentioning them all', async () => {
    source.games.push(game({ waitingOn: ['u1', 'u2', 'u3'] }));
    clock.set('2026-06-01T12:00:00Z');
    await sweep();
    expect(sender.delivered).toHaveLength(1);
    expect(sender.delivered[0]!.mentions).toEqual(['u1', 'u2', 'u3']);
    expect(sender.delivered[0]!.text).toMatch(/<@u1> <@u2> <@u3>/);
  });

  it('DMs players who chose DMs; a refused DM falls back to the thread', async () => {
    source.games.push(game({ waitingOn: ['dm-ok', 'dm-refused', 'thready'] }));
    source.prefs.set('dm-ok', { ...DEFAULT_PREFS, via: 'dm' });
    source.prefs.set('dm-refused', { ...DEFAULT_PREFS, via: 'dm' });
    sender.refuseDm.add('dm-refused');
    clock.set('2026-06-01T12:00:00Z');
    const report = await sweep();
    expect(sender.delivered).toHaveLength(2);
    expect(sender.delivered[0]).toMatchObject({ kind: 'dm', target: 'dm-ok' });
    expect(sender.delivered[1]).toMatchObject({ kind: 'thread', target: 'thread-1', mentions: ['dm-refused', 'thready'] });
    expect(report.sent.map((s) => [s.userId, s.channel])).toEqual([
      ['dm-ok', 'dm'],
      ['dm-refused', 'dm-fallback-thread'],
      ['thready', 'thread'],
    ]);
    // Nothing more in the next minutes.
    await runMinutes(5);
    expect(sender.delivered).toHaveLength(2);
  });

  it('finished, abandoned and paused games stay silent; so does /remind off', async () => {
    source.games.push(game({ id: 1, status: 'finished' }));
    source.games.push(game({ id: 2, status: 'abandoned' }));
    source.games.push(game({ id: 3, status: 'paused' }));
    source.games.push(game({ id: 4, status: 'lobby' }));
    source.games.push(game({ id: 5, waitingOn: ['quiet-person'] }));
    source.prefs.set('quiet-person', { ...DEFAULT_PREFS, off: true });
    clock.set('2026-06-10T00:00:00Z');
    await runMinutes(3);
    expect(sender.delivered).toHaveLength(0);
  });

  it('reminders missed while the bot was down go out once, not as a burst', async () => {
    source.games.push(game());
    clock.set('2026-06-05T13:00:00Z'); // 4 days + 13 h of waiting: repeats 0..4 all due, only 4 is sent
    await runMinutes(10);
    expect(sender.delivered).toHaveLength(1);
    expect([...source.sent.values()].map((s) => s.key.repeatNo)).toEqual([4]);
  });

  it('a new wait (a later action) starts the count again', async () => {
    const g = game();
    source.games.push(g);
    clock.set('2026-06-01T12:00:00Z');
    await sweep();
    g.waitSeq = 8;
    g.waitingSince = new Date('2026-06-01T12:00:00Z');
    await runMinutes(12 * 60 + 1);
    expect(sender.delivered).toHaveLength(2);
    expect([...source.sent.values()].map((s) => [s.key.waitSeq, s.key.repeatNo])).toEqual([
      [7, 0],
      [8, 0],
    ]);
  });

  it('quiet hours hold a reminder until they end (local clock, across DST)', async () => {
    // Wait began 2026-03-28 12:00 UTC; due 2026-03-29 00:00 UTC, the night clocks go forward in London.
    source.games.push(game({ waitingSince: new Date('2026-03-28T12:00:00Z') }));
    source.prefs.set('u1', { ...DEFAULT_PREFS, timeZone: 'Europe/London', quiet: { startMinute: 22 * 60, endMinute: 7 * 60 } });
    clock.set('2026-03-28T23:00:00Z');
    await runMinutes(7 * 60); // until 05:59 UTC = 06:59 BST
    expect(sender.delivered).toHaveLength(0);
    await runMinutes(1); // 06:00 UTC = 07:00 BST
    expect(sender.delivered).toHaveLength(1);
    expect(clock.now.toISOString()).toBe('2026-03-29T06:01:00.000Z');
  });

  it('a failed thread post releases the claim and is retried next sweep', async () => {
    source.games.push(game());
    sender.failThreads.add('thread-1');
    clock.set('2026-06-01T12:00:00Z');
    const r1 = await sweep();
    expect(r1.failed).toBe(1);
    expect(source.sent.size).toBe(0);
    sender.failThreads.clear();
    clock.advance(1);
    await sweep();
    expect(sender.delivered).toHaveLength(1);
  });

  it('a restart in the middle (fresh sweep, same database) does not repeat reminders', async () => {
    source.games.push(game({ waitingOn: ['u1', 'u2'] }));
    clock.set('2026-06-01T12:00:00Z');
    await sweep();
    // "Restart": a brand-new sender and sweep over the same claims.
    sender = new RecordingSender();
    await runMinutes(60);
    expect(sender.delivered).toHaveLength(0);
  });
});
