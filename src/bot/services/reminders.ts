// Runs the reminder sweep (src/jobs) for a bot whose storage is src/db's Store.
import type { Client } from 'discord.js';
import type { Logger } from 'pino';
import { discordReminderSender } from '../../jobs/discord-sender.ts';
import { pgReminderSource } from '../../jobs/pg-reminder-source.ts';
import type { ReminderSource } from '../../jobs/reminder-types.ts';
import { startReminderJob, type ReminderJob } from '../../jobs/reminders.ts';
import { findTitle } from '../../engine/registry.ts';
import { sealedWait } from '../sealed/reminders.ts';
import { DbBotStore } from './dbStore.ts';
import type { GameService } from './games.ts';
import type { BotStore } from './store.ts';

/** The sweep's view of the bot's games: names, and missing bid sheets nudged by DM. */
export function botReminderSource(store: DbBotStore, games?: GameService): ReminderSource {
  return pgReminderSource(store.db.db, {
    gameName: (g) => `${findTitle(g.title)?.displayName ?? g.title} #${g.id}`,
    ...(games ? { describeWait: (g: { id: number }, userId: string) => sealedWait(games, String(g.id), userId) } : {}),
  });
}

export function startReminders(client: Client, store: BotStore, log: Logger, games?: GameService): ReminderJob | null {
  if (!(store instanceof DbBotStore)) return null;
  return startReminderJob({ source: botReminderSource(store, games), sender: discordReminderSender(client), clock: () => new Date(), logger: log });
}
