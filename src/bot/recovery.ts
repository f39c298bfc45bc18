// Finishing what a stopped process left half-done, at start-up and then every minute: imports whose
// claim message and thread were not posted yet (status 'importing'), starts whose start message was
// not posted yet ('starting'); and forgetting interaction claims older than any interaction Discord
// could still deliver. Each half-done game is leased in the database (Store.leaseStaleGames) so that
// one process finishes it; only games left alone for `graceMs` count, so a live process's own import
// or start in progress is not taken from it.
import type { BotContext } from './context.ts';
import { announceImport } from './importGame.ts';
import { completeStart, lobbyView } from './lobby.ts';
import { editLobbyMessage } from './services/announce.ts';

/** Interaction tokens live 15 minutes; a claim is kept well beyond that. */
const CLAIM_KEEP_MS = 60 * 60_000;
const EVERY_MS = 60_000;

export interface RecoveryOptions {
  /** How long a game must have been left 'importing' or 'starting' before it is taken over (default 30 s). */
  graceMs?: number;
  /** Only games of the servers this process serves (a sharded process); default all. */
  guildIds?: () => string[] | undefined;
}

/** One sweep; returns the ids of the games it finished (or removed). */
export async function recoverOnce(ctx: BotContext, opts: RecoveryOptions = {}): Promise<string[]> {
  await ctx.store.sweepInteractionClaims(new Date(Date.now() - CLAIM_KEEP_MS));
  const stale = await ctx.store.leaseStaleGames(['importing', 'starting'], new Date(Date.now() - (opts.graceMs ?? 30_000)), opts.guildIds?.());
  const done: string[] = [];
  for (const record of stale) {
    try {
      if (record.status === 'importing') {
        // announceImport removes the game if its channel cannot take the claim message
        await announceImport(ctx, record, `Imported game #${record.id} is ready: claim your seats.`);
      } else {
        await completeStart(ctx, record.id);
        const after = await ctx.store.getGame(record.id);
        if (after) await editLobbyMessage(ctx, after, lobbyView(after, await ctx.store.listSeats(record.id)));
      }
      ctx.log.info({ gameId: record.id, was: record.status }, 'half-done game finished');
      done.push(record.id);
    } catch (err) {
      ctx.log.warn({ gameId: record.id, was: record.status, err: err instanceof Error ? err.message : String(err) }, 'could not finish a half-done game');
    }
  }
  return done;
}

export function startRecovery(ctx: BotContext, opts: RecoveryOptions = {}): { stop(): void; first: Promise<string[]> } {
  const run = () => recoverOnce(ctx, opts).catch((err: unknown) => (ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'recovery sweep failed'), []));
  const first = run();
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), first };
}
