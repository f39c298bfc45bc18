// Entry point (`npm start`). With DISCORD_TOKEN: the bot on Discord. Without: local mode — the
// Discord stand-in, the real bot against it, PGlite, and a console on stdin/stdout.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadTitlePieces } from './title-pieces.ts';
import { loadConfig, ConfigError, shardsOf, type Config } from './config.ts';
import { createLogger, type Logger } from './logger.ts';

async function runDiscord(config: Config, log: Logger): Promise<void> {
  const { openDatabase } = await import('./db/open.ts');
  const { DbBotStore } = await import('./bot/services/dbStore.ts');
  const { startBot } = await import('./bot/bot.ts');
  const db = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: join(config.DATA_DIR, 'pglite') });
  const store = new DbBotStore(db);
  process.on('unhandledRejection', (reason) => log.error({ err: reason instanceof Error ? reason.message : String(reason) }, 'unhandled rejection'));
  const shards = shardsOf(config);
  if (shards && !config.DATABASE_URL) log.warn('SHARD_COUNT without DATABASE_URL: every process needs the same PostgreSQL database');
  const bot = await startBot({ token: config.DISCORD_TOKEN!, store, log, devGuildId: config.DEV_GUILD_ID, shards });
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await bot.stop();
    await store.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

async function runLocal(config: Config, log: Logger): Promise<void> {
  const { startLocalWorld } = await import('./local/world.ts');
  const { runConsole } = await import('./local/console.ts');
  const world = await startLocalWorld({ log, dataDir: join(config.DATA_DIR, 'pglite'), databaseUrl: config.DATABASE_URL, worldFile: join(config.DATA_DIR, 'local-world.json') });
  await runConsole({ world, input: process.stdin, output: process.stdout, outDir: join('out', 'local'), interactive: process.stdin.isTTY });
  await world.stop();
}

async function main(): Promise<number> {
  await loadTitlePieces();
  // A .env file in the working directory fills in variables not already set.
  if (existsSync('.env') && typeof process.loadEnvFile === 'function') process.loadEnvFile('.env');
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\nSee .env.example for the variables.\n`);
      return 2;
    }
    throw err;
  }
  if (config.DISCORD_TOKEN) {
    const log = createLogger(config.LOG_LEVEL);
    try {
      await runDiscord(config, log);
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      log.fatal({ err: why }, 'start-up failed');
      process.stderr.write(`Could not start the bot: ${why}\n(Check DISCORD_TOKEN and the network; unset DISCORD_TOKEN for local mode.)\n`);
      return 1;
    }
    return -1; // keep running
  }
  // Local mode: the console owns stdout; logs go to stderr at warn unless asked otherwise.
  const log = createLogger(process.env.LOG_LEVEL ? config.LOG_LEVEL : 'warn');
  await runLocal(config, log);
  return 0;
}

void main().then((code) => {
  if (code >= 0) process.exit(code);
});
