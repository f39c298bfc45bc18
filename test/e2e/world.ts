// Shared setup for end-to-end tests: stand-in + PGlite in memory + the real bot, with Tiny Rails.
import '../tiny-game/register.ts';
import { createLogger } from '../../src/logger.ts';
import { startLocalWorld, type LocalWorld } from '../../src/local/world.ts';
import type { InteractionResult } from '../../src/standin/index.ts';
import type { OptionValue } from '../../src/standin/index.ts';

export async function startWorld(): Promise<LocalWorld> {
  return startLocalWorld({ log: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'), dataDir: 'memory://', managers: [] });
}

export function slash(
  w: LocalWorld,
  user: string,
  command: string,
  subcommand: string | undefined,
  options: Record<string, OptionValue> = {},
  channel = w.channelId,
): Promise<InteractionResult> {
  return w.sim.slash({ user: w.user(user), channel, command, subcommand, options });
}

export function buttonId(result: { components: any[] }, label: string): string {
  for (const row of result.components) for (const c of row.components ?? []) if (c.label === label) return c.custom_id as string;
  throw new Error(`no button "${label}"`);
}

/**
 * An accepted move made in its game's thread is answered privately first; the thread's message
 * follows as a follow-up of the same interaction. Resolves once that follow-up is there.
 */
export async function withThreadPost(w: LocalWorld, r: InteractionResult): Promise<InteractionResult> {
  if (!r.ephemeral || !/^(✅|🔒)/.test(r.content)) return r;
  await w.sim.waitFor(() => w.sim.interaction(r.interactionId)!.followUps.length > 0, 15_000);
  return w.sim.interaction(r.interactionId)!;
}
