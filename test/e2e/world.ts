// Shared setup for end-to-end tests: stand-in + PGlite in memory + the real bot, with Tiny Rails.
import '../tiny-game/register.ts';
import { createLogger } from '../../src/logger.ts';
import { startLocalWorld, type LocalWorld } from '../../src/local/world.ts';
import type { InteractionResult } from '../../src/standin/index.ts';
import type { OptionValue } from '../../src/standin/index.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';

/** slash() & co. resolve once the bot has handled the interaction (LocalWorld: the stand-in's settleOn). */
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
 * Imports an 18xx.games envelope (as `id`) through `/game import`, then claims every seat as the user
 * `users` names for it (seat name → user). Returns the game's id and its thread.
 */
export async function importAndSeat(w: LocalWorld, envelope: GameLog, id: string, users: Record<string, string>): Promise<{ gameId: string; threadId: string }> {
  const bytes = Buffer.from(JSON.stringify({ ...envelope, id }));
  const reply = await slash(w, Object.values(users)[0]!, 'game', 'import', { file: { filename: `${id}.json`, bytes } });
  const imported = /Imported game #(\d+)/.exec(reply.content);
  if (!imported) throw new Error(`import refused: ${reply.content}`);
  const gameId = imported[1]!;
  const claims = w.sim.messages(w.channelId).at(-1)!;
  for (const [seat, user] of Object.entries(users)) {
    await w.sim.clickButton({ user: w.user(user), messageId: claims.id, customId: buttonId(claims, `Claim seat: ${seat}`) });
  }
  const threadId = w.sim.threads(w.channelId).find((t) => t.name?.endsWith(`#${gameId}`))!.id;
  return { gameId, threadId };
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

/**
 * What the user was told privately: the ephemeral reply, or the ephemeral follow-up (a click
 * acknowledged by updating its message, or a public "thinking…" removed before a private refusal).
 */
export async function privately(w: LocalWorld, r: InteractionResult): Promise<{ ephemeral: boolean; content: string }> {
  if (r.ephemeral) return { ephemeral: true, content: r.content };
  const note = await w.sim.waitFor(() => w.sim.interaction(r.interactionId)!.followUps.find((m) => m.ephemeral), 10_000).catch(() => undefined);
  return { ephemeral: !!note, content: note?.content ?? '' };
}

/** A run as a comparable key: the same trains over the same hexes (each connection in either direction). */
export function routesKey(a: Action): string {
  const way = (c: string[]) => [c.join('>'), [...c].reverse().join('>')].sort()[0]!;
  return JSON.stringify(((a.routes ?? []) as { train: string; connections: string[][] }[]).map((r) => [r.train, r.connections.map(way).sort()]));
}
