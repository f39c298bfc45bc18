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
  return parsed.data;
}
