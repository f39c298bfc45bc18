// Configuration from the environment, validated once at start-up.
import { z } from 'zod';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = z.preprocess(blankToUndefined, z.string().optional());

export const ConfigSchema = z.object({
  /** Bot token. Absent = local mode (stand-in Discord + console). */
  DISCORD_TOKEN: optional,
  /** Application (client) id; needed to register slash commands. Read from the token's app if absent. */
  DISCORD_APPLICATION_ID: optional,
  /** postgres:// URL; absent = embedded PGlite under DATA_DIR. */
  DATABASE_URL: optional,
  /** Register commands in this guild only (instant updates while developing). */
  DEV_GUILD_ID: optional,
  /** Discord shards in all (several processes on one PostgreSQL); unset = one unsharded process. */
  SHARD_COUNT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1000).optional()),
  /** This process's shard ids, comma-separated (default: all of SHARD_COUNT). */
  SHARD_IDS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d+(,\d+)*$/, 'comma-separated shard ids, e.g. 0,1')
      .transform((s) => s.split(',').map(Number))
      .optional(),
  ),
  /** Where PGlite data lives (local-mode pictures go to ./out/local). */
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { SHARD_COUNT: count, SHARD_IDS: ids } = parsed.data;
  if (ids && !count) throw new ConfigError('Invalid configuration:\n  SHARD_IDS: needs SHARD_COUNT');
  if (ids && count && ids.some((id) => id >= count)) throw new ConfigError(`Invalid configuration:\n  SHARD_IDS: each id must be below SHARD_COUNT (${count})`);
  return parsed.data;
}

/** The shards this process runs, or undefined when unsharded. */
export function shardsOf(config: Config): { ids: number[]; count: number } | undefined {
  if (!config.SHARD_COUNT) return undefined;
  return { ids: config.SHARD_IDS ?? Array.from({ length: config.SHARD_COUNT }, (_, k) => k), count: config.SHARD_COUNT };
}
