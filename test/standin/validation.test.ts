import { afterEach, describe, expect, it } from 'vitest';
import { ChannelType, DiscordAPIError, Events, SlashCommandBuilder, type Interaction, type TextChannel } from 'discord.js';
import { ErrorCode } from '../../src/standin/index.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

function onInteraction(h: Harness, handler: (i: Interaction) => Promise<unknown>): void {
  h.client.on(Events.InteractionCreate, (i) => {
    handler(i).catch((err) => console.error('handler failed', err));
  });
}

async function games(h: Harness): Promise<TextChannel> {
  const channel = await h.client.channels.fetch(h.channelId);
  if (channel?.type !== ChannelType.GuildText) throw new Error('expected text channel');
  return channel;
}

describe('stand-in: Discord limits and rules', () => {
  it('rejects oversize embeds, empty messages and editing other users\' messages', async () => {
    h = await startHarness();
    const channel = await games(h);
    const tooMany = Array.from({ length: 26 }, (_, i) => ({ name: `f${i}`, value: 'v' }));
    const err1 = await channel.send({ embeds: [{ title: 't', fields: tooMany }] }).catch((e: unknown) => e);
    expect((err1 as DiscordAPIError).code).toBe(50035);
    const err2 = await channel.send({ content: 'x'.repeat(2001) }).catch((e: unknown) => e);
    expect((err2 as DiscordAPIError).code).toBe(50035);
    const err3 = await h.client.rest.post(`/channels/${h.channelId}/messages`, { body: {} }).catch((e: unknown) => e);
    expect((err3 as DiscordAPIError).code).toBe(50006);

    const userMessage = h.sim.postMessage({ user: h.aliceId, channel: h.channelId, content: 'mine' });
    const err4 = await h.client.rest
      .patch(`/channels/${h.channelId}/messages/${userMessage.id}`, { body: { content: 'hacked' } })
      .catch((e: unknown) => e);
    expect((err4 as DiscordAPIError).code).toBe(ErrorCode.CannotEditOthersMessage);
    expect(h.sim.messages(h.channelId).map((m) => m.content)).toEqual(['mine']);
  });

  it('rejects more than 25 autocomplete choices', async () => {
    h = await startHarness();
    await h.client.application!.commands.set([
      new SlashCommandBuilder()
        .setName('pick')
        .setDescription('Pick')
        .addStringOption((o) => o.setName('title').setDescription('t').setAutocomplete(true))
        .toJSON(),
    ]);
    let error: unknown;
    onInteraction(h, async (i) => {
      if (!i.isAutocomplete()) return;
      const many = Array.from({ length: 30 }, (_, n) => ({ name: `t${n}`, value: `t${n}` }));
      await i.respond(many).catch((e: unknown) => (error = e));
    });
    await expect(
      h.sim.autocomplete({ user: h.aliceId, channel: h.channelId, command: 'pick', focused: 'title', value: '', timeoutMs: 300 }),
    ).rejects.toThrow(/never acknowledged/);
    expect((error as DiscordAPIError).code).toBe(50035);
  });

  it('enforces option choices and ranges like the Discord client', async () => {
    h = await startHarness();
    await h.client.application!.commands.set([
      new SlashCommandBuilder()
        .setName('seat')
        .setDescription('Seat')
        .addStringOption((o) => o.setName('color').setDescription('c').addChoices({ name: 'Red', value: 'red' }))
        .addIntegerOption((o) => o.setName('count').setDescription('n').setMinValue(2).setMaxValue(6))
        .toJSON(),
    ]);
    const base = { user: h.aliceId, channel: h.channelId, command: 'seat' };
    expect(() => h!.sim.sendSlash({ ...base, options: { color: 'blue' } })).toThrow(/must be one of "red"/);
    expect(() => h!.sim.sendSlash({ ...base, options: { count: 7 } })).toThrow(/<= 6/);
    expect(() => h!.sim.sendSlash({ ...base, options: { count: 2.5 } })).toThrow(/integer/);
    expect(() => h!.sim.sendSlash({ ...base, options: { color: 'red', count: 3 } })).not.toThrow();
  });

  it('creates and deletes guild channels through the API', async () => {
    h = await startHarness();
    const guild = h.client.guilds.cache.get(h.guildId)!;
    const created = await guild.channels.create({ name: 'archive' });
    expect(h.sim.channel(created.id)?.name).toBe('archive');
    await created.delete();
    expect(h.sim.channel(created.id)).toBeUndefined();
    await h.sim.waitFor(() => !h!.client.channels.cache.has(created.id));
  });
});
