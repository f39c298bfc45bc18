// An accepted move made in its game's thread is answered through the interaction itself (private
// ack, then the thread's message as its follow-up): interaction responses do not count against
// Discord's global rate limit, channel posts do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, slash, startWorld, withThreadPost } from '../e2e/world.ts';

let w: LocalWorld;
let thread = '';
let gameId = '';
beforeAll(async () => {
  w = await startWorld();
  const lobby = await slash(w, 'alice', 'game', 'new', { title: 'tiny-rails', seat_order: 'joined' });
  gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
  await w.sim.clickButton({ user: w.user('bob'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
  await w.sim.clickButton({ user: w.user('alice'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
  thread = w.sim.threads(w.channelId)[0]!.id;
});
afterAll(async () => {
  await w?.stop();
});

describe('replies to moves', () => {
  it('in the thread: the thread message is a follow-up of the move itself', async () => {
    const r = await withThreadPost(w, await slash(w, 'alice', 'move', undefined, { action: 'Add 2' }, thread));
    expect(r.ephemeral).toBe(true);
    expect(r.content).toMatch(/^✅ Add 2/);
    const post = w.sim.messages(thread).at(-1)!;
    expect(post.interactionId).toBe(r.interactionId);
    expect(post.ephemeral).toBe(false);
    expect(post.content).toMatch(/\*\*alice\*\*: Add 2[\s\S]*Counter: 2\/10[\s\S]*Your move, <@\d+>/);
    await w.store.flushUrls(); // links are written in batches (at most 200 ms later)
    expect((await w.store.getGame(gameId))!.lastMessageUrl).toContain(post.id);
  });

  it('elsewhere (game: option in the channel): an ordinary post in the thread', async () => {
    const r = await slash(w, 'bob', 'move', undefined, { action: 'Add 1', game: gameId });
    expect(r.content).toMatch(/✅ Add 1 — see <#\d+>/);
    const post = w.sim.messages(thread).at(-1)!;
    expect(post.interactionId).toBeNull();
    expect(post.content).toMatch(/Counter: 3\/10/);
  });
});
