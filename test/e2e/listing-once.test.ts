// One press, one listing per game position: answering a move the bot says what was done, the turn line, the
// thread's panel and the presser's private panel, each from the players' legal moves, and a late 1822 listing costs
// up to ~0.25 s of CPU on the thread where every other interaction waits to be acknowledged. Counted through the
// stand-in on Tiny Rails: every listing of a player at a position (the state as text), from the start through panel
// presses, a slash command and its autocomplete.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tinyRails } from '../tiny-game/index.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, slash, startWorld, withThreadPost } from './world.ts';
import { tapOn, Tapper, threadPanel } from './panel-helpers.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

describe('legal moves listed once per position', () => {
  it('lists each player’s moves once per position through a start, panel presses and a slash command', async () => {
    const lobby = await slash(w, 'alice', 'game', 'new', { title: 'tiny-rails', seat_order: 'joined' });
    const threadId = (await w.sim.waitFor(() => w.sim.threads(w.channelId)[0])).id;
    for (const u of ['bob', 'carol']) await w.sim.clickButton({ user: w.user(u), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    const real = tinyRails.legalActions;
    const listings: string[] = [];
    vi.spyOn(tinyRails, 'legalActions').mockImplementation(function (this: typeof tinyRails, state, player) {
      listings.push(`${String(player)} at ${JSON.stringify(state)}`);
      return real.call(this, state, player);
    });
    await w.sim.clickButton({ user: w.user('alice'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    const t = new Tapper(w);
    // alice and bob by the thread's panel, carol by /move (its autocomplete first)
    for (const [user, want] of [['alice', /^Add 1$/], ['bob', /^Add 2$/]] as const) {
      const panel = await w.sim.waitFor(() => threadPanel(w, threadId));
      await withThreadPost(w, await tapOn(t, user, panel, want));
    }
    const offered = await w.sim.autocomplete({ user: w.user('carol'), channel: threadId, command: 'move', options: {}, focused: 'action', value: 'add' });
    expect(offered.map((c) => c.name)).toEqual(['Add 1', 'Add 2', 'Add 3']);
    const moved = await withThreadPost(w, await slash(w, 'carol', 'move', undefined, { action: 'Add 3' }, threadId));
    expect(moved.content).toMatch(/✅ Add 3/);
    await w.sim.waitFor(() => threadPanel(w, threadId)?.content.includes('Counter: 6/10') || undefined);
    vi.restoreAllMocks();
    // the four positions (start, after each move), each player the game waited on listed there once
    const again = listings.filter((l, i) => listings.indexOf(l) !== i);
    expect(new Set(listings).size).toBe(4);
    expect(again.map((l) => l.slice(0, 40))).toEqual([]);
  });
});
