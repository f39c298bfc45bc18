// Every component acts only for the user it belongs to. A message shown to one user (a bid sheet by DM
// or ephemeral, /routes' buttons, the abandon confirmation) cannot be pressed by anyone else in the
// stand-in, as on Discord; and its custom id copied onto a public message is refused by the handler.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
import { activePlayers, replay, toEnvelope } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import type { Json, StandInMessage } from '../../src/standin/index.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';
import { dmSheet, selects } from '../e2e/sealed-helpers.ts';
import { buttonId, importAndSeat, slash, startWorld } from '../e2e/world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const ids = (m: { components: Json[] }): string[] => m.components.flatMap((row: Json) => (row.components ?? []).map((c: Json) => c.custom_id as string));

/** A copy of `customId` on a public message of the bot in `channel`, pressed by `user` (a select picks `values`). */
async function pressCopy(user: string, channel: string, customId: string, values?: readonly string[]) {
  const component = values ? { type: 3, custom_id: customId, options: values.map((v) => ({ label: v, value: v })) } : { type: 2, style: 1, label: 'Go', custom_id: customId };
  const m = w.sim.postMessage({ user: w.sim.botUserId, channel, content: 'copy', components: [{ type: 1, components: [component] }] });
  const r = values ? await w.sim.selectMenu({ user: w.user(user), messageId: m.id, customId, values: [...values] }) : await w.sim.clickButton({ user: w.user(user), messageId: m.id, customId });
  return { text: [r.content, ...r.followUps.map((f) => f.content)].join('\n'), ephemeral: r.ephemeral || r.followUps.some((f) => f.ephemeral), copy: w.sim.message(m.id)! };
}

const storedActions = async (gameId: string) => (await w.store.loadLive(gameId, 0))!.actions.length;

describe('components belong to their user', () => {
  it("a bid sheet: fay can neither press ed's sheet nor use a copy of its ids", async () => {
    const lobby = await slash(w, 'ed', 'game', 'new', { title: 'tiny-rails', variant: 'sealed_start', seat_order: 'joined' });
    const gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    await w.sim.clickButton({ user: w.user('fay'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('ed'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    const thread = w.sim.threads(w.channelId).find((t) => t.name === `Tiny Rails #${gameId}`)!.id;
    const edSheet: StandInMessage = dmSheet(w, 'ed')!;
    const before = edSheet.content;
    const menu = selects(edSheet.components)[0]!;
    const seven = (menu.options as Json[]).find((o) => o.label === 'First move: 7')!.value as string;
    const send = ids(edSheet).find((id) => id.startsWith('sb:send:'))!;

    // the DM itself: Discord shows it to ed only
    await expect(w.sim.selectMenu({ user: w.user('fay'), messageId: edSheet.id, customId: menu.custom_id, values: [seven] })).rejects.toThrow(/shown only to another user/);
    // ed's sheet opened privately in the thread: the same
    const opened = await slash(w, 'ed', 'bid', undefined, {}, thread);
    expect(opened.ephemeral).toBe(true);
    await expect(w.sim.clickButton({ user: w.user('fay'), messageId: opened.message!.id, customId: ids(opened).find((id) => id.startsWith('sb:send:'))! })).rejects.toThrow(/shown only to another user/);

    // copies of its ids: refused by the handler, nothing shown, nothing stored
    for (const [id, values] of [[menu.custom_id as string, [seven]], [send, undefined]] as const) {
      const r = await pressCopy('fay', thread, id, values);
      expect(r.text).toMatch(/This bid sheet was made for another player, not for you\. Nothing was changed\./);
      expect(r.ephemeral).toBe(true);
      expect(r.copy.content).toBe('copy');
    }
    expect(await storedActions(gameId)).toBe(0);
    expect(w.sim.message(edSheet.id)!.content).toBe(before);
    expect(w.sim.messages(thread).map((m) => m.content).join('\n')).not.toMatch(/hands in a bid sheet/);

    // ed's own sheet still works
    await w.sim.selectMenu({ user: w.user('ed'), messageId: edSheet.id, customId: menu.custom_id, values: [seven] });
    expect(w.sim.message(edSheet.id)!.content).toMatch(/Your draft: First move \*\*7\*\*/);
  }, 60_000);

  it("/routes' buttons: only the player who asked may run them", async () => {
    const log = JSON.parse(readFileSync(`${FIXTURES_18XX}/18chesapeake-14377.json`, 'utf8')) as GameLog;
    const users: Record<string, string> = { 'Player 1': 'alice', 'Player 2': 'bob', 'Player 3': 'carol', 'Player 4': 'dave' };
    const partial = replay({ ...log, actions: log.actions.slice(0, 81) });
    const seats = Object.fromEntries(log.players.map((p) => [p.name, users[p.name]!]));
    const { gameId, threadId } = await importAndSeat(w, toEnvelope(partial), 'owners-14377', seats);
    const actor = users[log.players.find((p) => String(p.id) === String(activePlayers(partial)[0]))!.name]!;
    const other = Object.values(users).find((u) => u !== actor)!;
    const r = await w.sim.slash({ user: w.user(actor), channel: threadId, command: 'routes', options: {} });
    const run = buttonId(r, 'Run these (payout)');
    const stored = await storedActions(gameId);

    await expect(w.sim.clickButton({ user: w.user(other), messageId: r.message!.id, customId: run })).rejects.toThrow(/shown only to another user/);
    const copy = await pressCopy(other, threadId, run);
    expect(copy.text).toMatch(/This set of route buttons was made for another player, not for you\. Nothing was changed\./);
    expect(await storedActions(gameId)).toBe(stored);

    const mine = await w.sim.clickButton({ user: w.user(actor), messageId: r.message!.id, customId: run });
    expect([mine.content, ...mine.followUps.map((f) => f.content)].join('\n')).toMatch(/✅ N&W runs /);
    expect(await storedActions(gameId)).toBeGreaterThan(stored);
  }, 90_000);

  it("the abandon confirmation: another manager's press on a copy is refused", async () => {
    w.sim.addMember(w.guildId, w.user('mallory'), { manageGuild: true });
    const lobby = await slash(w, 'alice', 'game', 'new', { title: 'tiny-rails' });
    const gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    const confirm = await slash(w, 'alice', 'game', 'abandon', { game: gameId });
    expect(confirm.ephemeral).toBe(true);
    const abandon = ids(confirm)[0]!;
    await expect(w.sim.clickButton({ user: w.user('mallory'), messageId: confirm.message!.id, customId: abandon })).rejects.toThrow(/shown only to another user/);
    const copy = await pressCopy('mallory', w.channelId, abandon);
    expect(copy.text).toMatch(/This confirmation was made for another player, not for you\. Nothing was changed\./);
    expect((await w.store.getGame(gameId))!.status).toBe('lobby');

    const done = await w.sim.clickButton({ user: w.user('alice'), messageId: confirm.message!.id, customId: abandon });
    expect(done.content).toMatch(new RegExp(`Game #${gameId} abandoned`));
    expect((await w.store.getGame(gameId))!.status).toBe('abandoned');
  }, 60_000);
});
