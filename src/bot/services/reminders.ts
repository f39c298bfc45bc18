// Runs the reminder sweep (src/jobs) for a bot whose storage is src/db's Store.
import type { Client } from 'discord.js';
import type { Logger } from 'pino';
import { discordReminderSender } from '../../jobs/discord-sender.ts';
import { pgReminderSource } from '../../jobs/pg-reminder-source.ts';
import { startReminderJob, type ReminderJob } from '../../jobs/reminders.ts';
import { findTitle } from '../../engine/registry.ts';
import { DbBotStore } from './dbStore.ts';
import type { BotStore } from './store.ts';
import type { GameService } from './games.ts';
import { sealedWait } from '../sealed/reminders.ts';

export function startReminders(client: Client, store: BotStore, log: Logger, games?: GameService): ReminderJob | null {
  if (!(store instanceof DbBotStore)) return null;
  const source = pgReminderSource(store.db.db, {
    gameName: (g) => `${findTitle(g.title)?.displayName ?? g.title} #${g.id}`,
    ...(games ? { describeWait: (g: { id: number }, userId: string) => sealedWait(games, String(g.id), userId) } : {}),
  });
  return startReminderJob({ source, sender: discordReminderSender(client), clock: () => new Date(), logger: log });
}
