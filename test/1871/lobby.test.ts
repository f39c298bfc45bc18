// Through the bot: a new 1871 game stores the data version it starts with, and its status says the
// numbers are provisional.
import '../../src/titles.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalWorld } from '../../src/local/world.ts';
import { LATEST_DATA_VERSION } from '../../src/engine/titles/1871/data/index.ts';
import { slash, startWorld } from '../e2e/world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

describe('1871 in the bot', () => {
  it('a new game keeps its data version in its settings; the lobby says the numbers are provisional', async () => {
    const lobby = await slash(w, 'ann', 'game', 'new', { title: '1871-steel-cities' });
    expect(lobby.embeds[0]?.title).toMatch(/^1871 Steel Cities \(provisional: 1822 numbers\) — game #\d+/);
    const gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    const record = await w.store.getGame(gameId);
    expect(record!.options.settings).toEqual({ data_version: LATEST_DATA_VERSION });
  }, 60_000);
});
