// test/helpers/pglite-pool.ts: an in-memory database a test file closed is emptied and opened again by the next
// file of the process, as a fresh one from the image would be (no rows, ids from 1, the append-only rule still
// on); a late query through the closed store is refused.
import { describe, expect, it } from 'vitest';
import { MEMORY, openDatabase } from '../../src/db/open.ts';
import { started } from '../helpers/pglite-pool.ts';

const game = { title: '1828', seed: 1, guildId: 'g', channelId: 'c', creatorId: 'u' };
/** Why a query failed (drizzle wraps the database's error as its cause). */
const failure = (query: Promise<unknown>) => query.then(() => 'answered', (err: Error) => String((err.cause as Error | undefined)?.message ?? err.message));

describe('kept test databases', () => {
  it('are emptied for the next open: no rows, ids from 1, actions still append-only', async () => {
    const first = await openDatabase({ dataDir: MEMORY });
    const g = await first.createGame(game);
    expect(g.id).toBe(1);
    await first.createGame(game);
    await first.appendAction(g.id, 0, { type: 'pass', entity: 'p1' }, 'u');
    await first.claimInteraction('i-1', new Date());
    await first.close();
    const count = started.count;

    const second = await openDatabase({ dataDir: MEMORY });
    expect(started.count, 'the closed database is opened again').toBe(count);
    expect(await failure(first.getGame(1))).toMatch(/closed/);
    expect(await second.getGame(2)).toBeUndefined();
    const again = await second.createGame(game);
    expect(again.id).toBe(1);
    expect(await second.claimInteraction('i-1', new Date()), 'the claims were emptied').toBe(true);
    await second.appendAction(again.id, 0, { type: 'pass', entity: 'p1' }, 'u');
    expect(await failure(second.db.execute('update actions set seq = 5'))).toMatch(/append-only/);
    expect(await failure(second.db.execute('truncate actions'))).toMatch(/append-only/);
    await second.close();
  });
});
