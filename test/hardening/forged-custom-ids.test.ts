// Buttons act only in the server and channel of their game: a custom id copied (forged) onto a
// message elsewhere cannot join, claim, start or abandon.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, newGame, toEnvelope } from '../../src/engine/game.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, slash, startWorld } from '../e2e/world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

function forge(channel: string, customId: string) {
  return w.sim.postMessage({
    user: w.sim.botUserId,
    channel,
    content: 'forged',
    components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: customId }] }],
  });
}

async function clickForged(user: string, channel: string, customId: string) {
  const m = forge(channel, customId);
  const r = await w.sim.clickButton({ user: w.user(user), messageId: m.id, customId });
  return [r.content, ...r.followUps.map((f) => f.content)].join(' ');
}

describe('forged custom ids', () => {
  it('are refused in another server and in another channel', async () => {
    const other = w.sim.createGuild({ name: 'Elsewhere' });
    const otherChannel = w.sim.createTextChannel(other.id, 'x');
    const sideChannel = w.sim.createTextChannel(w.guildId, 'side');
    w.sim.addMember(other.id, w.user('mallory'), { manageGuild: true });
    w.sim.addMember(w.guildId, w.user('mallory'), { manageGuild: true });
    w.sim.addMember(other.id, w.user('alice'));

    const lobby = await slash(w, 'alice', 'game', 'new', { title: 'tiny-rails' });
    const gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    const join = buttonId(lobby, 'Join');
    const start = buttonId(lobby, 'Start');
    for (const channel of [otherChannel.id, sideChannel.id]) {
      expect(await clickForged('mallory', channel, join)).toMatch(/belongs to a game/);
      expect(await clickForged('mallory', channel, `game:abandon:${gameId}`)).toMatch(/belongs to a game/);
      expect(await clickForged('alice', channel, start)).toMatch(/belongs to a game/);
    }
    expect((await w.store.listSeats(gameId)).map((s) => s.name)).toEqual(['alice']);
    expect((await w.store.getGame(gameId))!.status).toBe('lobby');

    let g = newGame('Tiny Rails', [{ id: 1, name: 'Ann' }, { id: 2, name: 'Ben' }], { seed: 3 });
    g = applyAction(g, { type: 'add', entity: 1, amount: 1, id: 1 });
    await slash(w, 'alice', 'game', 'import', { file: { filename: 't.json', bytes: Buffer.from(JSON.stringify(toEnvelope(g))) } });
    const claimMsg = w.sim.messages(w.channelId).at(-1)!;
    const claim = buttonId(claimMsg, 'Claim seat: Ann');
    const imported = claim.split(':')[2]!;
    expect(await clickForged('mallory', otherChannel.id, claim)).toMatch(/belongs to a game/);
    expect((await w.store.listSeats(imported)).every((s) => s.userId === null)).toBe(true);

    // The real buttons still work where they were posted.
    await w.sim.clickButton({ user: w.user('bob'), messageId: lobby.message!.id, customId: join });
    expect((await w.store.listSeats(gameId)).map((s) => s.name)).toEqual(['alice', 'bob']);
  });
});
