// A whole local setup in one process: the Discord stand-in, a database, the real bot logged in to
// the stand-in, a guild "Local" with #games, and users created on demand. Used by local mode and
// the end-to-end tests.
import type { Logger } from 'pino';
import { openDatabase } from '../db/open.ts';
import { startBot, type RunningBot } from '../bot/bot.ts';
import { DbBotStore } from '../bot/services/dbStore.ts';
import { DiscordStandIn } from '../standin/index.ts';

export interface LocalWorld {
  sim: DiscordStandIn;
  bot: RunningBot;
  store: DbBotStore;
  guildId: string;
  channelId: string;
  /** The user id for a name, creating the user (a guild member) on first use. */
  user(name: string): string;
  stop(): Promise<void>;
}

export interface LocalWorldOptions {
  log: Logger;
  /** PGlite folder, or 'memory://'. */
  dataDir: string;
  /** postgres:// URL instead of PGlite. */
  databaseUrl?: string;
  guildName?: string;
  channelName?: string;
  /** Users with Manage Server (default: the first user created). */
  managers?: string[];
  /** How long the stand-in's slash() & co. wait for a reply (default 30 s). */
  responseTimeoutMs?: number;
}

export async function startLocalWorld(opts: LocalWorldOptions): Promise<LocalWorld> {
  const sim = await DiscordStandIn.start({
    log: (line) => opts.log.debug({ standin: line }, 'stand-in'),
    // PGlite and replays can be slow on a cold start; Discord's real limits are enforced by handlers deferring.
    responseTimeoutMs: opts.responseTimeoutMs ?? 30_000,
  });
  const db = await openDatabase(opts.databaseUrl ? { url: opts.databaseUrl } : { dataDir: opts.dataDir });
  const store = new DbBotStore(db);
  const guild = sim.createGuild({ name: opts.guildName ?? 'Local' });
  const channel = sim.createTextChannel(guild.id, opts.channelName ?? 'games');
  const users = new Map<string, string>();
  const user = (name: string): string => {
    const key = name.toLowerCase();
    let id = users.get(key);
    if (!id) {
      id = sim.createUser({ username: key }).id;
      const manager = opts.managers ? opts.managers.includes(key) : users.size === 0;
      sim.addMember(guild.id, id, { manageGuild: manager });
      users.set(key, id);
    }
    return id;
  };
  const bot = await startBot({ token: sim.token, store, log: opts.log, devGuildId: guild.id, api: sim.apiBase });
  const world: LocalWorld = {
    sim,
    bot,
    store,
    guildId: guild.id,
    channelId: channel.id,
    user,
    async stop() {
      await world.bot.stop();
      await sim.stop();
      await store.close();
    },
  };
  return world;
}
