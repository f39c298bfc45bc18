// Shikoku 1889's Beginner Game started in Discord: the variant offered by autocomplete, named in the lobby by its
// title, and the game opening with the privates already dealt (no auction).
import '../../src/titles.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// pictures are drawn but posted as blank PNGs of their size (test/helpers/cheap-png.ts)
vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
import { readFileSync } from 'node:fs';
import type { LocalWorld } from '../../src/local/world.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { buttonId, importAndSeat, slash, startWorld, withThreadPost } from './world.ts';

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
    expect(start).toMatch(/¥360/);
    expect(start).toMatch(/¥330/);
    expect(start).not.toContain('beginner_game');
  }, 120_000);

  it('an exported Beginner Game imports and continues: its optional rule comes with the export', async () => {
    // a two-player Beginner Game scored by 18xx.games (test/fixtures/1889-beginner-generated), cut after 40 actions
    const full = JSON.parse(readFileSync(new URL('../fixtures/1889-beginner-generated/1889-beginner-2-1.json', import.meta.url), 'utf8')) as GameLog;
    const cut = { ...full, actions: full.actions.slice(0, 40), result: undefined, game_end_reason: null, status: 'active' };
    const { threadId } = await importAndSeat(w, cut, 'beginner-2-1', { P0: 'carol', P1: 'dave' });
    const next = full.actions[40]!;
    const user = String(next.entity) === '100' ? 'carol' : 'dave';
    const choices = await w.sim.autocomplete({ user: w.user(user), channel: threadId, command: 'move', options: {}, focused: 'action', value: '' });
    expect(choices.length).toBeGreaterThan(0);
    const r = await withThreadPost(w, await w.sim.slash({ user: w.user(user), channel: threadId, command: 'move', options: { action: (choices[0] as { value: string }).value } }));
    expect(r.content).toMatch(/^✅/);
  }, 120_000);
});
