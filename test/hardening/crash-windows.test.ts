// A process killed between storing something and posting about it: an import whose log is stored but
// whose claim message is not posted, a start whose seats are ordered but whose start message is not
// posted. The next process's start-up sweep finishes both. And Start pressed while /game new is still
// storing the thread (a slow database) never posts the game in the channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBot } from '../../src/bot/bot.ts';
import { applyAction, newGame, toEnvelope } from '../../src/engine/game.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { createLogger } from '../../src/logger.ts';
import { buttonId, privately, slash, startWorld } from '../e2e/world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

/** Poll an asynchronous condition (every 50 ms) until it holds. */
async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; !(await check()); ) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const text = (channelId: string) => w.sim.messages(channelId).map((m) => m.content).join('\n---\n');

/**
 * From now on the bot's posts to `channelId` never come back: the process is "killed" at its first one.
 * Resolves when the process is stuck there (it has made that post).
 */
function dieOnPostTo(channelId: string): Promise<void> {
  const rest = w.bot.client.rest;
  const post = rest.post.bind(rest);
  let stuck!: () => void;
  const isStuck = new Promise<void>((r) => (stuck = r));
  rest.post = ((route: string, options?: unknown) => {
    if (route !== `/channels/${channelId}/messages`) return post(route as `/${string}`, options as never);
    stuck();
    return new Promise(() => {});
  }) as typeof rest.post;
  return isStuck;
}

/** A new bot process on the same database and stand-in (the old one stopped). */
async function restart(): Promise<string[]> {
  await w.bot.stop();
  await w.sim.waitFor(() => !w.sim.botConnected);
  w.bot = await startBot({ token: w.sim.token, store: w.store, log: createLogger('silent'), devGuildId: w.guildId, api: w.sim.apiBase, reminders: false, recoveryGraceMs: 0 });
  return w.bot.recovered;
}

describe('crash windows', () => {
  it('an import killed right after its log is stored is finished at start-up: claim message, thread, claimable seats', async () => {
    let g = newGame('Tiny Rails', [{ id: 1, name: 'Ann' }, { id: 2, name: 'Ben' }], { seed: 42 });
    g = applyAction(g, { type: 'add', entity: 1, amount: 3, id: 1 });
    const stuck = dieOnPostTo(w.channelId);
    const sent = w.sim.sendSlash({ user: w.user('alice'), channel: w.channelId, command: 'game', subcommand: 'import', options: { file: { filename: 'tiny.json', bytes: Buffer.from(JSON.stringify(toEnvelope(g))) } } });
    await until(async () => (await w.store.listGames(w.guildId, w.user('alice'))).length > 0);
    await stuck; // the old process is stuck in its post
    expect(w.sim.messages(w.channelId)).toHaveLength(0);
    void sent;

    const recovered = await restart();
    expect(recovered).toHaveLength(1);
    const record = (await w.store.getGame(recovered[0]!))!;
    expect(record.status).toBe('lobby');
    expect(record.threadId).toBeTruthy();
    const claims = w.sim.messages(w.channelId).at(-1)!;
    expect(claims.id).toBe(record.lobbyMessageId);
    await w.sim.clickButton({ user: w.user('bob'), messageId: claims.id, customId: buttonId(claims, 'Claim seat: Ben') });
    await w.sim.clickButton({ user: w.user('alice'), messageId: claims.id, customId: buttonId(claims, 'Claim seat: Ann') });
    expect(text(record.threadId!)).toMatch(/Every seat is claimed[\s\S]*Counter: 3\/10/);
    const move = await slash(w, 'bob', 'move', undefined, { action: 'Add 1' }, record.threadId!);
    expect(move.content).toMatch(/✅ Add 1/);
  }, 120_000);

  it('a start killed before its start message is posted is finished at start-up', async () => {
    const lobby = await slash(w, 'carol', 'game', 'new', { title: 'tiny-rails', seat_order: 'joined' });
    const gameId = /game #(\d+)/.exec(String(lobby.embeds[0]!.title))![1]!;
    // /game new opens the thread just after answering
    const thread = (await w.sim.waitFor(() => w.sim.threads(w.channelId).find((t) => t.name === `Tiny Rails #${gameId}`))).id;
    await w.sim.clickButton({ user: w.user('dave'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    const stuck = dieOnPostTo(thread);
    w.sim.sendComponent({ user: w.user('carol'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') }, 2);
    await stuck; // the old process is stuck in its start message
    expect(text(thread)).not.toMatch(/has started/);

    const recovered = await restart();
    expect(recovered).toEqual([gameId]);
    expect(text(thread)).toMatch(/has started[\s\S]*Your move, <@\d+>/);
    expect(w.sim.message(lobby.message!.id)!.components).toEqual([]);
    const record = (await w.store.getGame(gameId))!;
    expect(record.status).toBe('active');
    expect(record.waitingOn).toEqual([w.user('carol')]);
    const move = await slash(w, 'carol', 'move', undefined, { action: 'Add 2' }, thread);
    expect(move.content).toMatch(/✅ Add 2/);
  }, 120_000);

  it('Start pressed before /game new has stored the thread is refused, and nothing is posted in the channel', async () => {
    // a slow database: /game new's write of the lobby message and thread waits until released
    const update = w.store.updateGame.bind(w.store);
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    w.store.updateGame = async (id, patch) => {
      if (patch.lobbyMessageId) await released;
      return update(id, patch);
    };
    const before = w.sim.messages(w.channelId).length;
    // its handler is held until release(): wait for its reply (a quiet period), not until it is handled
    const lobby = await w.sim.slash({ user: w.user('erin'), channel: w.channelId, command: 'game', subcommand: 'new', options: { title: 'tiny-rails', seat_order: 'joined' }, settleMs: 50 });
    await w.sim.clickButton({ user: w.user('fred'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    const early = await privately(w, await w.sim.clickButton({ user: w.user('erin'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') }));
    expect(early.ephemeral).toBe(true);
    expect(early.content).toMatch(/thread is still being set up/);
    release();
    const gameId = /game #(\d+)/.exec(String(lobby.embeds[0]!.title))![1]!;
    await until(async () => !!(await w.store.getGame(gameId))?.lobbyMessageId);
    w.store.updateGame = update;
    await w.sim.clickButton({ user: w.user('erin'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    const thread = (await w.store.getGame(gameId))!.threadId!;
    expect(text(thread)).toMatch(/has started/);
    // the channel got the lobby message only
    expect(w.sim.messages(w.channelId).slice(before).map((m) => m.id)).toEqual([lobby.message!.id]);
  }, 120_000);
});
