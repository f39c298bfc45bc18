// The reminder job: a node-cron sweep every minute. Wiring for the bot lives here.
import cron, { type ScheduledTask } from 'node-cron';
import { sweepReminders, type SweepDeps } from './reminder-sweep.ts';
import type { SweepReport } from './reminder-types.ts';

export { sweepReminders, type SweepDeps } from './reminder-sweep.ts';
export * from './reminder-types.ts';

export interface ReminderJobDeps extends SweepDeps {
  /** Cron expression; every minute by default. */
  schedule?: string;
}

export interface ReminderJob {
  /** Runs a sweep now (skipped, returning null, if one is already running in this process). */
  runNow(): Promise<SweepReport | null>;
  stop(): Promise<void>;
}

/**
 * Starts the every-minute sweep. Sweeps never overlap within a process; across processes the
 * database claim keeps every reminder single. Errors are logged, never thrown into the cron loop.
 */
export function startReminderJob(deps: ReminderJobDeps): ReminderJob {
  let running: Promise<SweepReport | null> | null = null;
  const runNow = (): Promise<SweepReport | null> => {
    if (running) return Promise.resolve(null);
    running = sweepReminders(deps)
      .catch((err: unknown) => {
        deps.logger?.error({ err }, 'reminder sweep failed');
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const task: ScheduledTask = cron.schedule(deps.schedule ?? '* * * * *', () => runNow(), {
    name: 'reminders',
    noOverlap: true,
  });
  return {
    runNow,
    async stop() {
      await task.stop();
      await task.destroy();
      if (running) await running;
    },
  };
}
