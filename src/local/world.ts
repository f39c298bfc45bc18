// A whole local setup in one process: the Discord stand-in, a database, the real bot logged in to
// the stand-in, a guild "Local" with #games, and users created on demand. Used by local mode and
// the end-to-end tests.
import type { Logger } from 'pino';
import { openDatabase } from '../db/open.ts';
import { startBot, type RunningBot } from '../bot/bot.ts';
import { DbBotStore } from '../bot/services/dbStore.ts';
import { DiscordStandIn } from '../standin/index.ts';
import { readSavedWorld, writeSavedWorld, type SavedWorld } from './saved-world.ts';

export interface LocalWorld {
  sim: DiscordStandIn;
  bot: RunningBot;
  store: DbBotStore;
  guildId: string;
  channelId: string;
  /** The user id for a name, creating the user (a guild member) on first use. */
  user(name: string): string;
  /** Resolves when the bot handles no interaction. */
  idle(): Promise<void>;
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
  /**
   * Remember the world (server, channel, bot, users, threads) in this file and rebuild the same one
   * from it on the next start (local mode: `$DATA_DIR/local-world.json`). Unset: a new world each time.
   */
  worldFile?: string;
  /** Discord's global rate limit in the stand-in (requests/s; default off). */
  globalRateLimit?: number;
  /** How long the stand-in's slash() & co. wait for a reply (default 30 s). */
  responseTimeoutMs?: number;
}

export async function startLocalWorld(opts: LocalWorldOptions): Promise<LocalWorld> {
  const saved = opts.worldFile ? readSavedWorld(opts.worldFile) : null;
  const sim = await DiscordStandIn.start({
    ...(saved ? { applicationId: saved.applicationId } : {}),
    ...(opts.globalRateLimit ? { globalRateLimit: opts.globalRateLimit } : {}),
    log: (line) => opts.log.debug({ standin: line }, 'stand-in'),
    // PGlite and replays can be slow on a cold start; Discord's real limits are enforced by handlers deferring.
    responseTimeoutMs: opts.responseTimeoutMs ?? 30_000,
  });
  const db = await openDatabase(opts.databaseUrl ? { url: opts.databaseUrl } : { dataDir: opts.dataDir });
  const store = new DbBotStore(db);
  const guild = sim.createGuild({ name: opts.guildName ?? 'Local', ...(saved ? { id: saved.guildId } : {}) });
  const channel = sim.createTextChannel(guild.id, opts.channelName ?? 'games', saved ? { id: saved.channelId } : {});
  const users = new Map<string, string>();
  const threads: SavedWorld['threads'] = [];
  const save = () => {
    if (opts.worldFile) writeSavedWorld(opts.worldFile, { applicationId: sim.applicationId, guildId: guild.id, channelId: channel.id, users: [...users], threads });
  };
  const addUser = (key: string, id?: string): string => {
    const created = sim.createUser({ username: key, ...(id ? { id } : {}) }).id;
    const manager = opts.managers ? opts.managers.includes(key) : users.size === 0;
    sim.addMember(guild.id, created, { manageGuild: manager });
    users.set(key, created);
    return created;
  };
  for (const [name, id] of saved?.users ?? []) addUser(name, id);
  for (const t of saved?.threads ?? []) {
    if (sim.channel(t.parentId)) threads.push({ ...t, id: sim.createThread(t.parentId, t.name, sim.botUserId, { id: t.id }).id });
  }
  sim.on('thread', (t) => {
    if (t.guildId === guild.id && t.parentId && !threads.some((x) => x.id === t.id)) {
      threads.push({ id: t.id, parentId: t.parentId, name: t.name ?? '' });
      save();
    }
  });
  const user = (name: string): string => {
    const key = name.toLowerCase();
    const id = users.get(key);
    if (id) return id;
    const created = addUser(key);
    save();
    return created;
  };
  save();
  const bot = await startBot({ token: sim.token, store, log: opts.log, devGuildId: guild.id, api: sim.apiBase });
  const world: LocalWorld = {
    sim,
    bot,
    store,
    guildId: guild.id,
    channelId: channel.id,
    user,
    idle: () => world.bot.inFlight.idle(),
    async stop() {
      await world.bot.stop();
      await sim.stop();
      await store.close();
    },
  };
  // slash() & co. resolve once the bot has handled the interaction (every follow-up is in), not after a quiet period
  sim.settleOn((id) => world.bot.inFlight.done(id));
  return world;
}
