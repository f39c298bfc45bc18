// Smoke test: every registered title is playable through /move alone (title-agnostic bot).
import '../../src/titles.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Pictures are not checked here: each is still drawn, but posted as a blank PNG of its size
// (test/helpers/cheap-png.ts); test/e2e/images.test.ts and test/render check pixels.
vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
import { allTitles } from '../../src/engine/registry.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, slash, startWorld, withThreadPost } from './world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const players = ['ann', 'ben', 'cid'];

function mover(threadId: string): string | null {
  const msgs = w.sim.messages(threadId);
  for (let k = msgs.length - 1; k >= 0; k--) {
    const m = /Your move, <@(\d+)>|Waiting on <@(\d+)>/.exec(msgs[k]!.content);
    if (m) return m[1] ?? m[2]!;
  }
  return null;
}

describe.each(allTitles().filter((t) => t.id !== 'tiny-rails').map((t) => [t.id]))('%s through /move', (titleId) => {
  it('opens, starts and plays a few moves picked from autocomplete', async () => {
    const lobby = await slash(w, 'ann', 'game', 'new', { title: titleId, seat_order: 'joined' });
    expect(lobby.embeds[0]?.title).toMatch(/game #\d+/);
    const gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    for (const u of players.slice(1)) await w.sim.clickButton({ user: w.user(u), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('ann'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    const thread = w.sim.threads(w.channelId).find((t) => t.name?.endsWith(`#${gameId}`))!;
    expect(w.sim.messages(thread.id)[0]!.content).toMatch(/has started/);
    for (let turn = 0; turn < 6; turn++) {
      const userId = mover(thread.id);
      expect(userId, `turn ${turn}: nobody to move`).toBeTruthy();
      const choices = await w.sim.autocomplete({ user: userId!, channel: thread.id, command: 'move', options: {}, focused: 'action', value: '' });
      expect(choices.length, `turn ${turn}: no choices`).toBeGreaterThan(0);
      // Prefer passing-like moves last so the game moves on; take the first offered.
      const r = await withThreadPost(w, await w.sim.slash({ user: userId!, channel: thread.id, command: 'move', options: { action: choices[0]!.value as string } }));
      expect(r.content, `turn ${turn}`).toMatch(/^(✅|🔒)/);
    }
    const status = await slash(w, 'ben', 'game', 'status', {}, thread.id);
    expect(status.content).toMatch(/\(active\)|\(finished\)/);
  }, 120_000);
});
