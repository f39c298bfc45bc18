// startReminderJob: node-cron drives the sweep; runs never overlap in one process.
import { describe, expect, it } from 'vitest';
import { startReminderJob } from '../../src/jobs/reminders.ts';
import { FakeClock, MemorySource, RecordingSender } from './fakes.ts';

describe('startReminderJob', () => {
  it('sweeps on its cron schedule and stops cleanly', async () => {
    const source = new MemorySource();
    source.games.push({
      id: 1,
      status: 'active',
      threadId: 'th',
      waitSeq: 1,
      waitingSince: new Date('2026-06-01T00:00:00Z'),
      waitingOn: ['u'],
      options: {},
      lastMessageUrl: null,
    });
    const sender = new RecordingSender();
    const clock = new FakeClock(new Date('2026-06-01T12:00:00Z'));
    const job = startReminderJob({ source, sender, clock: clock.fn, schedule: '* * * * * *' }); // every second
    try {
      const deadline = Date.now() + 5000;
      while (sender.delivered.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(sender.delivered).toHaveLength(1);
    } finally {
      await job.stop();
    }
  });

  it('runNow does not overlap a running sweep; errors are logged, not thrown', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const errors: object[] = [];
    let calls = 0;
    const job = startReminderJob({
      source: {
        async candidates() {
          calls++;
          await gate;
          throw new Error('database down');
        },
        async claim() {
          return false;
        },
        async setChannel() {},
        async release() {},
      },
      sender: new RecordingSender(),
      clock: () => new Date(),
      schedule: '0 0 1 1 *',
      logger: { info() {}, warn() {}, error: (o) => errors.push(o) },
    });
    const first = job.runNow();
    expect(await job.runNow()).toBeNull();
    release();
    expect(await first).toBeNull();
    expect(calls).toBe(1);
    expect(errors).toHaveLength(1);
    await job.stop();
  });
});
