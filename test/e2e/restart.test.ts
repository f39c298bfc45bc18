// Buttons and games survive a bot restart: everything lives in custom ids and the action log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBot } from '../../src/bot/bot.ts';
import { createLogger } from '../../src/logger.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, slash, startWorld } from './world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

describe('restart', () => {
  it('keeps lobbies clickable and games playable with a fresh bot process', async () => {
    const lobby = await slash(w, 'alice', 'game', 'new', { title: 'tiny-rails', seat_order: 'joined' });
    await w.sim.clickButton({ user: w.user('bob'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });

    await w.bot.stop();
    await w.sim.waitFor(() => !w.sim.botConnected);
    w.bot = await startBot({ token: w.sim.token, store: w.store, log: createLogger('silent'), devGuildId: w.guildId, api: w.sim.apiBase, reminders: false });

    const start = await w.sim.clickButton({ user: w.user('alice'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    expect(start.callbackType).toBe(6);
    const thread = w.sim.threads(w.channelId)[0]!;
    await slash(w, 'alice', 'move', undefined, { action: 'Add 2' }, thread.id);

    await w.bot.stop();
    await w.sim.waitFor(() => !w.sim.botConnected);
    w.bot = await startBot({ token: w.sim.token, store: w.store, log: createLogger('silent'), devGuildId: w.guildId, api: w.sim.apiBase, reminders: false });

    const r = await slash(w, 'bob', 'move', undefined, { action: 'Add 3' }, thread.id);
    expect(r.content).toMatch(/✅ Add 3/);
    const last = w.sim.messages(thread.id).at(-1)!.content;
    expect(last).toMatch(/Counter: 5\/10/);
    expect(last).toContain(`Your move, <@${w.user('alice')}>`);
  });
});
