// Buttons act only in the server and channel of their game: a custom id copied (forged) onto a
// message elsewhere cannot join, claim, start or abandon, however the game id is spelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, newGame, toEnvelope } from '../../src/engine/game.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, slash, startWorld } from '../e2e/world.ts';
import { parseGameId } from '../../src/bot/gameId.ts';

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

  /** The ways Number() reads as `n` that are not `n` written canonically. */
  const spellings = (n: number) => [`${n}.0`, `0x${n.toString(16)}`, `+${n}`, `${n}e0`, ` ${n}`, `0${n}`, `${n} `, `${n}.`];

  it('name no game when the game id is not canonical, in any server and for every prefix', async () => {
    const other = w.sim.createGuild({ name: 'Eve land' });
    const eveChannel = w.sim.createTextChannel(other.id, 'mine');
    w.sim.addMember(other.id, w.user('eve'), { manageGuild: true }); // a manager of her own server only

    const lobby = await slash(w, 'alice', 'game', 'new', { title: 'tiny-rails' });
    const lobbyId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    await w.sim.clickButton({ user: w.user('bob'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    let g = newGame('Tiny Rails', [{ id: 1, name: 'Ann' }, { id: 2, name: 'Ben' }], { seed: 5 });
    g = applyAction(g, { type: 'add', entity: 1, amount: 1, id: 1 });
    await slash(w, 'alice', 'game', 'import', { file: { filename: 't.json', bytes: Buffer.from(JSON.stringify(toEnvelope(g))) } });
    const importId = buttonId(w.sim.messages(w.channelId).at(-1)!, 'Claim seat: Ann').split(':')[2]!;

    const eve = w.user('eve');
    for (const form of spellings(Number(lobbyId))) {
      for (const [who, channel] of [['eve', eveChannel.id], ['carol', w.channelId]] as const) {
        const forged = [
          `lobby:join:${form}`,
          `lobby:start:${form}`,
          `game:abandon:${form}:u${w.user(who)}`,
          `sb:open:${form}`,
          `cxa:bid:${form}:0:5`,
          `xxr:run:${form}:0:payout:u${w.user(who)}`,
          `mx1828:pick:${form}:0:0`,
          `consent:yes:${form}:abc`,
          `pnl:go:${form}:0:0:r`,
        ];
        for (const id of forged) expect(await clickForged(who, channel, id), `${who} ${id}`).toMatch(/does not belong to any game/);
      }
    }
    for (const form of spellings(Number(importId))) {
      expect(await clickForged('eve', eveChannel.id, `import:claim:${form}:0`)).toMatch(/does not belong to any game/);
      expect(await clickForged('eve', eveChannel.id, `game:abandon:${form}:u${eve}`)).toMatch(/does not belong to any game/);
    }
    expect((await w.store.listSeats(lobbyId)).map((s) => s.name)).toEqual(['alice', 'bob']);
    expect((await w.store.getGame(lobbyId))!.status).toBe('lobby');
    expect((await w.store.listSeats(importId)).every((s) => s.userId === null)).toBe(true);
    expect((await w.store.getGame(importId))!.status).toBe('lobby');
  });

  it('are read canonically by the store and by game: options', async () => {
    const lobby = await slash(w, 'alice', 'game', 'new', { title: 'tiny-rails' });
    const id = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    expect(parseGameId(id)).toBe(id);
    for (const form of [...spellings(Number(id)), '', '0', '-1', '9007199254740993', `${id}:`, '١']) {
      expect(parseGameId(form), form).toBeNull();
      expect(await w.store.getGame(form), form).toBeNull();
      expect(await w.store.loadLive(form, 0), form).toBeNull();
      expect(await w.store.listSeats(form), form).toEqual([]);
      expect(await w.store.claimSeat(form, 'x', w.user('dan'), 'dan'), form).toBe(false);
    }
    for (const form of spellings(Number(id)).filter((f) => f.trim() === f)) {
      const r = await slash(w, 'alice', 'game', 'status', { game: form });
      expect(r.ephemeral, form).toBe(true);
      expect(r.content, form).toMatch(/There is no game/);
      const a = await slash(w, 'alice', 'game', 'abandon', { game: `#${form}` });
      expect(a.content, form).toMatch(/There is no game/);
    }
    expect((await w.store.getGame(id))!.status).toBe('lobby');
  });
});
