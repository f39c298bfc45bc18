import type { StandInRuntime } from './runtime.ts';
import type { StandInChannel } from './types.ts';
import { ChannelKind } from './types.ts';
import { channelJson } from './payloads.ts';
import { GatewayIntent } from './gateway.ts';

function blankChannel(rt: StandInRuntime, fields: Partial<StandInChannel> & Pick<StandInChannel, 'type'>): StandInChannel {
  return {
    id: rt.state.ids.next(),
    name: null,
    guildId: null,
    parentId: null,
    ownerId: null,
    recipientId: null,
    position: 0,
    archived: false,
    locked: false,
    autoArchiveDuration: 1440,
    createdAt: new Date().toISOString(),
    threadMembers: new Set(),
    ...fields,
  };
}

export function createTextChannel(rt: StandInRuntime, guildId: string, name: string, id?: string): StandInChannel {
  const position = rt.state.guildChannels(guildId).length;
  const channel = blankChannel(rt, { ...(id ? { id } : {}), type: ChannelKind.GuildText, name, guildId, position });
  rt.state.channels.set(channel.id, channel);
  rt.gateway.dispatch('CHANNEL_CREATE', channelJson(rt.state, channel), GatewayIntent.Guilds);
  return channel;
}

export interface NewThread {
  parentId: string;
  name: string;
  ownerId: string;
  private?: boolean;
  autoArchiveDuration?: number;
  /** Use this id (a thread started from a message has the message's id). */
  id?: string;
}

export function createThread(rt: StandInRuntime, input: NewThread): StandInChannel {
  const parent = rt.state.channels.get(input.parentId);
  const thread = blankChannel(rt, {
    ...(input.id ? { id: input.id } : {}),
    type: input.private ? ChannelKind.PrivateThread : ChannelKind.PublicThread,
    name: input.name,
    guildId: parent?.guildId ?? null,
    parentId: input.parentId,
    ownerId: input.ownerId,
    autoArchiveDuration: input.autoArchiveDuration ?? 1440,
  });
  thread.threadMembers.add(input.ownerId);
  rt.state.channels.set(thread.id, thread);
  rt.gateway.dispatch('THREAD_CREATE', { ...channelJson(rt.state, thread), newly_created: true }, GatewayIntent.Guilds);
  rt.events.emit('thread', thread);
  return thread;
}

export function openDmChannel(rt: StandInRuntime, userId: string): StandInChannel {
  const existing = rt.state.dmChannelOf(userId);
  if (existing) return existing;
  const channel = blankChannel(rt, { type: ChannelKind.DM, recipientId: userId });
  rt.state.channels.set(channel.id, channel);
  return channel;
}
