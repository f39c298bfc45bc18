// A whole game of Tiny Rails through a real discord.js client, the stand-in and PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, privately, slash, startWorld, withThreadPost } from './world.ts';

let w: LocalWorld;

beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

function threadText(threadId: string): string {
  return w.sim.messages(threadId).map((m) => m.content).join('\n---\n');
}

/** Whose turn: the user the latest thread message mentions with "Your move". */
function currentMover(threadId: string): string {
  const msgs = w.sim.messages(threadId);
  for (let k = msgs.length - 1; k >= 0; k--) {
    const m = /Your move, <@(\d+)>/.exec(msgs[k]!.content);
    if (m) return m[1]!;
  }
  throw new Error('no turn message in thread');
}

describe('Tiny Rails end to end', () => {
  let threadId = '';
  const names = new Map<string, string>();

  it('registers the commands in the guild', () => {
    const cmds = w.sim.commands(w.guildId).map((c) => c.name).sort();
    expect(cmds).toEqual(['auction', 'bid', 'build', 'buy', 'coal', 'cp', 'develop', 'dividend', 'exchange', 'game', 'lay', 'map', 'market', 'merge', 'merger', 'move', 'par', 'pass', 'private', 'remind', 'routes', 'sell', 'status', 'swap', 'tile', 'token', 'train']);
  });

  it('offers titles by autocomplete', async () => {
    const choices = await w.sim.autocomplete({ user: w.user('alice'), channel: w.channelId, command: 'game', subcommand: 'new', options: {}, focused: 'title', value: 'tiny' });
    expect(choices.map((c) => c.value)).toContain('tiny-rails');
  });

  it('refuses an unknown title ephemerally', async () => {
    const r = await privately(w, await slash(w, 'alice', 'game', 'new', { title: 'no-such-game' }));
    expect(r.ephemeral).toBe(true);
    expect(r.content).toMatch(/There is no title/);
  });

  it('opens a lobby with a thread; three join; only the creator starts', async () => {
    const lobby = await slash(w, 'alice', 'game', 'new', { title: 'tiny-rails', seat_order: 'joined' });
    expect(lobby.ephemeral).toBe(false);
    expect(lobby.embeds[0]!.title).toMatch(/Tiny Rails — game #\d+/);
    // the thread is opened on the lobby message just after the answer
    const threads = await w.sim.waitFor(() => (w.sim.threads(w.channelId).length ? w.sim.threads(w.channelId) : undefined));
    expect(threads).toHaveLength(1);
    threadId = threads[0]!.id;
    const messageId = lobby.message!.id;
    const join = buttonId(lobby, 'Join');
    for (const u of ['bob', 'carol']) {
      const r = await w.sim.clickButton({ user: w.user(u), messageId, customId: join });
      expect(r.callbackType).toBe(6); // acknowledged at once, then the lobby message is edited
    }
    const again = await privately(w, await w.sim.clickButton({ user: w.user('bob'), messageId, customId: join }));
    expect(again.ephemeral).toBe(true);
    expect(again.content).toMatch(/already in this game/);
    const seated = w.sim.message(messageId)!.embeds[0]!.fields[0];
    expect(seated.value).toBe('1. alice\n2. bob\n3. carol');

    const notCreator = await privately(w, await w.sim.clickButton({ user: w.user('bob'), messageId, customId: buttonId(lobby, 'Start') }));
    expect(notCreator.ephemeral).toBe(true);
    expect(notCreator.content).toMatch(/Only <@\d+>, who created this game, can start it/);

    await w.sim.clickButton({ user: w.user('alice'), messageId, customId: buttonId(lobby, 'Start') });
    expect(threadText(threadId)).toMatch(/has started/);
    expect(w.sim.message(messageId)!.components).toEqual([]);
    for (const u of ['alice', 'bob', 'carol']) names.set(w.user(u), u);
    expect(currentMover(threadId)).toBe(w.user('alice'));
  });

  it('refuses out-of-turn and illegal moves ephemerally, storing nothing', async () => {
    const early = await slash(w, 'bob', 'move', undefined, { action: 'Add 1' }, threadId);
    expect(early.ephemeral).toBe(true);
    expect(early.content).toMatch(/not your turn — waiting on alice/);

    const illegal = await slash(w, 'alice', 'move', undefined, { action: 'Add 7' }, threadId);
    expect(illegal.ephemeral).toBe(true);
    expect(illegal.content).toMatch(/not one of your moves/);

    const nobody = await slash(w, 'dave', 'pass', undefined, {}, threadId);
    expect(nobody.ephemeral).toBe(true);
    expect(nobody.content).toMatch(/not seated/);

    const bid = await slash(w, 'alice', 'bid', undefined, { company: 'x', price: 3 }, threadId);
    expect(bid.ephemeral).toBe(true);
    expect(bid.content).toMatch(/nothing to bid on/);
  });

  it('offers legal moves by autocomplete and plays turns, posting to the thread', async () => {
    const choices = await w.sim.autocomplete({ user: w.user('alice'), channel: threadId, command: 'move', options: {}, focused: 'action', value: 'add' });
    expect(choices.map((c) => c.name)).toEqual(['Add 1', 'Add 2', 'Add 3']);
    const none = await w.sim.autocomplete({ user: w.user('bob'), channel: threadId, command: 'move', options: {}, focused: 'action', value: '' });
    expect(none).toEqual([{ name: '(Not your turn — waiting on alice)', value: '-' }]);

    // the thread's message follows the private answer as a follow-up: wait for it
    const r = await withThreadPost(w, await slash(w, 'alice', 'move', undefined, { action: 'Add 3' }, threadId));
    expect(r.ephemeral).toBe(true);
    expect(r.content).toMatch(/✅ Add 3/);
    expect(threadText(threadId)).toMatch(/\*\*alice\*\*: Add 3[\s\S]*Counter: 3\/10/);
    expect(currentMover(threadId)).toBe(w.user('bob'));

    await slash(w, 'bob', 'pass', undefined, {}, threadId);
    expect(currentMover(threadId)).toBe(w.user('carol'));
    // From the main channel: the game is found as the user's only running game.
    const fromChannel = await slash(w, 'carol', 'move', undefined, { action: 'add 2' });
    expect(fromChannel.content).toMatch(/✅ Add 2 — see <#\d+>/);
    expect(currentMover(threadId)).toBe(w.user('alice'));
  });

  it('lets only the last actor undo', async () => {
    const notMine = await slash(w, 'alice', 'game', 'undo', {}, threadId);
    expect(notMine.ephemeral).toBe(true);
    expect(notMine.content).toMatch(/Only the player who made the last action can undo/);
    const undo = await slash(w, 'carol', 'game', 'undo', {}, threadId);
    expect(undo.content).toMatch(/took back/);
    expect(threadText(threadId)).toMatch(/Counter: 3\/10/);
    expect(currentMover(threadId)).toBe(w.user('carol'));
    await slash(w, 'carol', 'move', undefined, { action: 'Add 3' }, threadId);
  });

  it('shows status and lists games', async () => {
    // a quiet thread: only bob sees his look at the game, unless he asks for public:true
    const status = await slash(w, 'bob', 'game', 'status', {}, threadId);
    expect(status.ephemeral).toBe(true);
    expect(status.content).toMatch(/Counter: 6\/10/);
    const shown = await slash(w, 'bob', 'game', 'status', { public: true }, threadId);
    expect(shown.ephemeral).toBe(false);
    expect(shown.content).toMatch(/Counter: 6\/10/);
    const list = await slash(w, 'dave', 'game', 'list');
    expect(list.ephemeral).toBe(true);
    expect(list.content).toMatch(/#\d+ Tiny Rails — active — alice, bob, carol/);
  });

  it('plays to the end and exports a log that replays to the same state', async () => {
    await slash(w, 'alice', 'move', undefined, { action: 'Add 2' }, threadId);
    // a move made in the thread is told there as the interaction's follow-up: wait for it
    await withThreadPost(w, await slash(w, 'bob', 'move', undefined, { action: 'Add 2' }, threadId));
    expect(threadText(threadId)).toMatch(/Game over\. Result: bob: 1/);
    const late = await slash(w, 'carol', 'pass', undefined, {}, threadId);
    expect(late.content).toMatch(/This game is over/);

    const exp = await slash(w, 'alice', 'game', 'export', {}, threadId);
    expect(exp.ephemeral).toBe(true);
    const file = exp.attachments[0]!;
    expect(file.filename).toMatch(/^tiny-rails-\d+\.json$/);
    const log = JSON.parse(file.bytes.toString('utf8')) as GameLog;
    expect(log.title).toBe('Tiny Rails');
    expect(log.actions.map((a) => a.type)).toEqual(['add', 'pass', 'add', 'undo', 'add', 'add', 'add']);
    const game = replay(log);
    expect(game.def.finished(game.state)).toBe(true);
    expect(game.state.counter).toBe(10);
    expect(names.get(String(game.state.winner))).toBe('bob');
    expect(log.status).toBe('finished');
  });
});
