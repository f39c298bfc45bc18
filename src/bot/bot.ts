// Starting the bot: a discord.js Client, command registration, the interaction router.
import { Client, Events, GatewayIntentBits } from 'discord.js';
import type { Logger } from 'pino';
import { loadCommands } from '../../commands/index.ts';
import type { CommandModule } from './command.ts';
import type { BotContext } from './context.ts';
import { restOptions } from './rate-limit.ts';
import { Router } from './router.ts';
import { InFlight } from './in-flight.ts';
import { GameService } from './services/games.ts';
import { startReminders } from './services/reminders.ts';
import { startConsentSweep } from './consent/ask.ts';
import { startRecovery } from './recovery.ts';
import type { BotStore } from './services/store.ts';

export interface BotOptions {
  token: string;
  store: BotStore;
  log: Logger;
  /** Register commands in this guild only (else globally). */
  devGuildId?: string;
  /** REST API base, e.g. the stand-in's `apiBase` (default: Discord). */
  api?: string;
  commands?: CommandModule[];
  /** Run the every-minute reminder sweep (default true). */
  reminders?: boolean;
  /**
   * Discord shards this process runs, of `count` in all (default: unsharded). Several processes,
   * each with its own shard ids, share one PostgreSQL; the process holding shard 0 registers commands.
   */
  shards?: { ids: number[]; count: number };
  /**
   * How long an import or start must have stood half-done before this process's sweep finishes it
   * (default 30 s, so that another live process's own is not taken; 0 is right when no other process
   * shares the database, e.g. PGlite). See recovery.ts.
   */
  recoveryGraceMs?: number;
}

export interface RunningBot {
  client: Client;
  ctx: BotContext;
  router: Router;
  /** The interactions being handled now (tests and local mode wait until one is handled). */
  inFlight: InFlight;
  /** The start-up sweep of half-done imports and starts: the games it finished. */
  recovered: Promise<string[]>;
  stop(): Promise<void>;
}

export async function startBot(opts: BotOptions): Promise<RunningBot> {
  const commands = opts.commands ?? (await loadCommands());
  const router = new Router(commands);
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: restOptions(opts.api),
    ...(opts.shards ? { shards: opts.shards.ids, shardCount: opts.shards.count } : {}),
  });
  const ctx: BotContext = { client, store: opts.store, games: new GameService(opts.store, opts.log), log: opts.log };

  const inFlight = new InFlight();
  client.on(Events.InteractionCreate, (interaction) => {
    void inFlight.track(interaction.id, () => router.handle(interaction, ctx));
  });
  client.on(Events.Error, (err) => opts.log.error({ err: err.message }, 'discord client error'));

  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(opts.token);
  await ready;
  const body = commands.map((c) => c.data);
  if (!opts.shards || opts.shards.ids.includes(0)) {
    if (opts.devGuildId) await client.application!.commands.set(body, opts.devGuildId);
    else await client.application!.commands.set(body);
  }
  const reminders = opts.reminders === false ? null : startReminders(client, opts.store, opts.log, ctx.games);
  // consent requests whose asking process stopped before their time-out lapse here
  const consentSweep = startConsentSweep(ctx);
  // imports and starts a stopped process left half-done; old interaction claims
  const recovery = startRecovery(ctx, {
    ...(opts.recoveryGraceMs !== undefined ? { graceMs: opts.recoveryGraceMs } : {}),
    ...(opts.shards ? { guildIds: () => [...client.guilds.cache.keys()] } : {}),
  });
  opts.log.info({ user: client.user?.tag, commands: body.length, scope: opts.devGuildId ? 'guild' : 'global' }, 'bot ready');

  return {
    client,
    ctx,
    router,
    inFlight,
    recovered: recovery.first,
    async stop() {
      recovery.stop();
      await recovery.first;
      consentSweep.stop();
      await reminders?.stop();
      await client.destroy();
    },
  };
}
