import { afterEach, describe, expect, it } from 'vitest';
import { ChannelType, SlashCommandBuilder } from 'discord.js';
import { startHarness, type Harness } from './harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('stand-in: login and registration', () => {
  it('lets a real discord.js client log in and see the guild, channel and members', async () => {
    h = await startHarness();
    const { client, sim } = h;
    expect(client.user?.id).toBe(sim.botUserId);
    expect(client.application?.id).toBe(sim.applicationId);
    const guild = client.guilds.cache.get(h.guildId);
    expect(guild?.name).toBe('Rail Barons');
    const channel = guild?.channels.cache.get(h.channelId);
    expect(channel?.type).toBe(ChannelType.GuildText);
    const member = await guild!.members.fetch(h.aliceId);
    expect(member.user.username).toBe('alice');
    const me = guild!.members.me;
    expect(me?.permissions.has('Administrator')).toBe(true);
  });

  it('stores commands registered via client.application.commands.set (global and guild)', async () => {
    h = await startHarness();
    const game = new SlashCommandBuilder()
      .setName('game')
      .setDescription('Games')
      .addSubcommand((s) => s.setName('new').setDescription('New game').addStringOption((o) => o.setName('title').setDescription('t').setRequired(true)));
    const saved = await h.client.application!.commands.set([game.toJSON()]);
    expect(saved.size).toBe(1);
    expect(h.sim.commands().map((c) => c.name)).toEqual(['game']);
    const fetched = await h.client.application!.commands.fetch();
    expect([...fetched.values()].map((c) => c.name)).toEqual(['game']);

    await h.client.application!.commands.set([{ name: 'ping', description: 'pong' }], h.guildId);
    expect(h.sim.commands(h.guildId).map((c) => c.name)).toEqual(['ping']);
    // Re-registering keeps ids stable.
    const firstId = h.sim.commands()[0]!.id;
    await h.client.application!.commands.set([game.toJSON()]);
    expect(h.sim.commands()[0]!.id).toBe(firstId);
  });

  it('answers unknown routes with a Discord-shaped 404 and records them', async () => {
    h = await startHarness();
    const res = await fetch(`${h.sim.apiBase}/v10/voice/regions/nowhere`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: '404: Not Found', code: 0 });
    expect(h.sim.unhandledRequests).toEqual([{ method: 'GET', path: '/voice/regions/nowhere' }]);
    h.sim.unhandledRequests.length = 0;
  });
});
