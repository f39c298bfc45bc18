// Shikoku 1889's Beginner Game started in Discord: the variant offered by autocomplete, named in the lobby by its
// title, and the game opening with the privates already dealt (no auction).
import '../../src/titles.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// pictures are drawn but posted as blank PNGs of their size (test/helpers/cheap-png.ts)
vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, slash, startWorld } from './world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
}, 180_000);
afterAll(async () => {
  await w?.stop();
});

describe('1889: the Beginner Game from /game new', () => {
  it('autocomplete offers the Beginner Game as a variant of 1889', async () => {
    const choices = await w.sim.autocomplete({ user: w.user('alice'), channel: w.channelId, command: 'game', subcommand: 'new', options: { title: '1889' }, focused: 'variant', value: '' });
    expect(choices.map((c) => (c as { value: string }).value)).toContain('beginner_game');
  });

  it('starts with each player holding a dealt private and a stock round, its lobby naming the variant by its title', async () => {
    const lobby = await slash(w, 'alice', 'game', 'new', { title: '1889', variant: 'beginner_game', seat_order: 'joined' });
    const lobbyText = JSON.stringify(lobby.embeds);
    expect(lobbyText).toContain('Variant: Beginner Game');
    expect(lobbyText).not.toContain('beginner_game');
    const threadId = (await w.sim.waitFor(() => w.sim.threads(w.channelId)[0]))!.id;
    await w.sim.clickButton({ user: w.user('bob'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('alice'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    const start = (await w.sim.waitFor(() => w.sim.messages(threadId).find((m) => m.content.includes('has started'))))!.content;
    // two players: the Dougo Railway and the South Iyo Railway, one each, bought at their beginner values
    expect(start).toMatch(/Stock round 1/i);
    expect(start).not.toMatch(/auction/i);
    expect(start).toContain('Dougo Railway');
    expect(start).toContain('South Iyo Railway');
    expect(start).toMatch(/\$360/);
    expect(start).toMatch(/\$330/);
    expect(start).not.toContain('beginner_game');
  }, 120_000);
});
