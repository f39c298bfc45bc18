import { afterEach, describe, expect, it } from 'vitest';
import {
  AttachmentBuilder,
  ChannelType,
  DiscordAPIError,
  Events,
  type Message,
  type TextChannel,
  type ThreadChannel,
} from 'discord.js';
import { ErrorCode, type StandInMessage } from '../../src/standin/index.ts';
import { startHarness, TINY_PNG, type Harness } from './harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function textChannel(h: Harness): Promise<TextChannel> {
  const channel = await h.client.channels.fetch(h.channelId);
  if (channel?.type !== ChannelType.GuildText) throw new Error('expected a text channel');
  return channel;
}

describe('stand-in: channels, threads and DMs', () => {
  it('stores channel messages with attachments, edits and deletes them', async () => {
    h = await startHarness();
    const live: StandInMessage[] = [];
    h.sim.on('message', (m) => live.push(m));
    const channel = await textChannel(h);
    const sent = await channel.send({ content: 'Board', files: [new AttachmentBuilder(TINY_PNG, { name: 'board.png' })] });
    expect(sent.attachments.first()?.name).toBe('board.png');
    expect(live.map((m) => m.content)).toEqual(['Board']);
    const stored = h.sim.messages(h.channelId);
    expect(stored[0]!.attachments[0]!.bytes.equals(TINY_PNG)).toBe(true);

    await sent.edit({ content: 'Board v2', attachments: [] });
    expect(h.sim.message(sent.id)!.content).toBe('Board v2');
    expect(h.sim.message(sent.id)!.attachments).toHaveLength(0);

    await sent.pin();
    expect(h.sim.message(sent.id)!.pinnedAt).not.toBeNull();
    const pins = await channel.messages.fetchPins();
    expect(pins.items.map((p) => p.message.id)).toEqual([sent.id]);
    await sent.unpin();
    expect(h.sim.message(sent.id)!.pinnedAt).toBeNull();

    const history = await channel.messages.fetch({ limit: 10 });
    expect([...history.values()].map((m) => m.content)).toEqual(['Board v2']);
    await sent.delete();
    expect(h.sim.messages(h.channelId)).toHaveLength(0);
  });

  it('creates threads (standalone and from a message) and posts in them', async () => {
    h = await startHarness();
    const channel = await textChannel(h);
    const threadEvents: string[] = [];
    h.client.on(Events.ThreadCreate, (t) => threadEvents.push(t.name));

    const thread = await channel.threads.create({ name: 'Game #1', autoArchiveDuration: 1440 });
    expect(thread.type).toBe(ChannelType.PublicThread);
    await thread.send('Turn 1: alice');
    const starter = await channel.send('New game!');
    const fromMessage: ThreadChannel = await starter.startThread({ name: 'Game #2' });
    expect(fromMessage.id).toBe(starter.id);
    await fromMessage.send('Turn 1: bob');

    expect(h.sim.threads(h.channelId).map((t) => t.name)).toEqual(['Game #1', 'Game #2']);
    expect(h.sim.messages(thread.id).map((m) => m.content)).toEqual(['Turn 1: alice']);
    expect(h.sim.messages(fromMessage.id).map((m) => m.content)).toEqual(['Turn 1: bob']);
    await h.sim.waitFor(() => threadEvents.length === 2);
    expect(threadEvents).toEqual(['Game #1', 'Game #2']);

    await thread.members.add(h.aliceId);
    expect(h.sim.channel(thread.id)!.threadMembers.has(h.aliceId)).toBe(true);
    await thread.setArchived(true);
    expect(h.sim.channel(thread.id)!.archived).toBe(true);
  });

  it('sends DMs and fails with 50007 for users refusing DMs', async () => {
    h = await startHarness();
    const alice = await h.client.users.fetch(h.aliceId);
    await alice.send('Your turn in Game #1');
    expect(h.sim.dmMessages(h.aliceId).map((m) => m.content)).toEqual(['Your turn in Game #1']);
    expect(h.sim.dmChannel(h.aliceId)?.recipientId).toBe(h.aliceId);

    h.sim.setDmRefused(h.bobId, true);
    const bob = await h.client.users.fetch(h.bobId);
    const error = await bob.send('hello').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).code).toBe(ErrorCode.CannotSendToUser);
    expect((error as DiscordAPIError).status).toBe(403);
    expect(h.sim.dmMessages(h.bobId)).toEqual([]);
  });

  it('delivers user messages and late-created channels over the gateway', async () => {
    h = await startHarness();
    const received: Message[] = [];
    h.client.on(Events.MessageCreate, (m) => received.push(m));
    h.sim.postMessage({ user: h.aliceId, channel: h.channelId, content: 'hi bot' });
    await h.sim.waitFor(() => received.length === 1);
    expect(received[0]!.author.username).toBe('alice');
    expect(received[0]!.content).toBe('hi bot');

    const lobby = h.sim.createTextChannel(h.guildId, 'lobby');
    await h.sim.waitFor(() => h!.client.channels.cache.get(lobby.id));
    const guild = h.sim.createGuild({ name: 'Second' });
    await h.sim.waitFor(() => h!.client.guilds.cache.get(guild.id));
  });
});
