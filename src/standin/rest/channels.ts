import { createThread, openDmChannel } from '../channels.ts';
import { errors } from '../errors.ts';
import { GatewayIntent } from '../gateway.ts';
import { createMessage, deleteMessage, editMessage } from '../messages.ts';
import { channelJson, messageJson } from '../payloads.ts';
import type { RouteRequest, Router } from '../router.ts';
import { noContent, ok } from '../router.ts';
import type { StandInRuntime } from '../runtime.ts';
import type { StandInChannel, StandInMessage } from '../types.ts';
import { ChannelKind } from '../types.ts';

/** Channels, messages, threads and DMs. */
export function registerChannelRoutes(router: Router, rt: StandInRuntime): void {
  const { state, config } = rt;
  const channelOf = (req: RouteRequest): StandInChannel => {
    const channel = state.channels.get(req.params.channel!);
    if (!channel) throw errors.unknownChannel();
    return channel;
  };
  const messageOf = (req: RouteRequest): StandInMessage => {
    const channel = channelOf(req);
    const message = state.messages.get(req.params.message!);
    if (!message || message.deleted || message.channelId !== channel.id || message.ephemeral) throw errors.unknownMessage();
    return message;
  };
  const json = (m: StandInMessage) => messageJson(state, m, config.applicationId);
  const isThread = (c: StandInChannel) => c.type === ChannelKind.PublicThread || c.type === ChannelKind.PrivateThread;

  router.on('GET', '/channels/:channel', (req) => ok(channelJson(state, channelOf(req))));
  router.on('DELETE', '/channels/:channel', (req) => {
    const channel = channelOf(req);
    const body = channelJson(state, channel);
    for (const thread of state.threadsOf(channel.id)) state.channels.delete(thread.id);
    state.channels.delete(channel.id);
    if (isThread(channel)) {
      rt.gateway.dispatch('THREAD_DELETE', { id: channel.id, guild_id: channel.guildId, parent_id: channel.parentId, type: channel.type }, GatewayIntent.Guilds);
    } else {
      rt.gateway.dispatch('CHANNEL_DELETE', body, GatewayIntent.Guilds);
    }
    return ok(body);
  });
  router.on('PATCH', '/channels/:channel', (req) => {
    const channel = channelOf(req);
    if (typeof req.body.name === 'string') channel.name = req.body.name;
    if (typeof req.body.archived === 'boolean') channel.archived = req.body.archived;
    if (typeof req.body.locked === 'boolean') channel.locked = req.body.locked;
    if (typeof req.body.auto_archive_duration === 'number') channel.autoArchiveDuration = req.body.auto_archive_duration;
    const body = channelJson(state, channel);
    rt.gateway.dispatch(isThread(channel) ? 'THREAD_UPDATE' : 'CHANNEL_UPDATE', body, GatewayIntent.Guilds);
    return ok(body);
  });

  router.on('GET', '/channels/:channel/messages', (req) => {
    const channel = channelOf(req);
    const limit = Math.min(100, Math.max(1, Number(req.query.get('limit') ?? 50)));
    const before = req.query.get('before');
    const after = req.query.get('after');
    let list = state.messagesIn(channel.id).filter((m) => !m.ephemeral);
    if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
    if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
    const newestFirst = list.reverse();
    return ok((after ? newestFirst.slice(-limit) : newestFirst.slice(0, limit)).map(json));
  });
  // Pins (registered before `/messages/:message` so `pins` is not taken for a message id).
  router.on('GET', '/channels/:channel/messages/pins', (req) => {
    const pinned = state.messagesIn(channelOf(req).id).filter((m) => m.pinnedAt !== null && !m.ephemeral);
    pinned.sort((a, b) => b.pinnedAt!.localeCompare(a.pinnedAt!));
    return ok({ items: pinned.map((m) => ({ pinned_at: m.pinnedAt, message: json(m) })), has_more: false });
  });
  router.on('GET', '/channels/:channel/pins', (req) =>
    ok(state.messagesIn(channelOf(req).id).filter((m) => m.pinnedAt !== null && !m.ephemeral).reverse().map(json)),
  );
  for (const base of ['/channels/:channel/messages/pins/:message', '/channels/:channel/pins/:message']) {
    router.on('PUT', base, (req) => {
      const message = messageOf(req);
      message.pinnedAt ??= new Date().toISOString();
      rt.events.emit('messageUpdate', message);
      return noContent();
    });
    router.on('DELETE', base, (req) => {
      const message = messageOf(req);
      message.pinnedAt = null;
      rt.events.emit('messageUpdate', message);
      return noContent();
    });
  }
  router.on('GET', '/channels/:channel/messages/:message', (req) => ok(json(messageOf(req))));
  router.on('POST', '/channels/:channel/messages', (req) => {
    const channel = channelOf(req);
    if (channel.type === ChannelKind.DM && channel.recipientId && state.dmRefused.has(channel.recipientId)) {
      throw errors.cannotSendToUser();
    }
    if (isThread(channel)) {
      if (channel.locked) throw errors.threadLocked();
      channel.archived = false;
    }
    const message = createMessage(rt, { channelId: channel.id, authorId: config.botUserId, body: req.body, files: req.files });
    return ok(json(message));
  });
  router.on('PATCH', '/channels/:channel/messages/:message', (req) => {
    const message = messageOf(req);
    if (message.authorId !== config.botUserId) throw errors.cannotEditOthers();
    return ok(json(editMessage(rt, message, req.body, req.files)));
  });
  router.on('DELETE', '/channels/:channel/messages/:message', (req) => {
    deleteMessage(rt, messageOf(req));
    return noContent();
  });
  router.on('POST', '/channels/:channel/typing', (req) => {
    channelOf(req);
    return noContent();
  });
  for (const method of ['PUT', 'DELETE']) {
    router.on(method, '/channels/:channel/messages/:message/reactions/:emoji/@me', (req) => {
      messageOf(req);
      return noContent();
    });
  }

  // Threads.
  router.on('POST', '/channels/:channel/threads', (req) => {
    const parent = channelOf(req);
    if (parent.type !== ChannelKind.GuildText) throw errors.invalidBody('channel: threads need a text channel');
    const thread = createThread(rt, {
      parentId: parent.id,
      name: String(req.body.name ?? 'thread'),
      ownerId: config.botUserId,
      private: Number(req.body.type) === ChannelKind.PrivateThread,
      autoArchiveDuration: typeof req.body.auto_archive_duration === 'number' ? req.body.auto_archive_duration : undefined,
    });
    return { status: 201, body: channelJson(state, thread) };
  });
  router.on('POST', '/channels/:channel/messages/:message/threads', (req) => {
    const message = messageOf(req);
    if (message.threadId) throw errors.invalidBody('message: a thread has already been created for this message');
    const thread = createThread(rt, {
      id: message.id,
      parentId: message.channelId,
      name: String(req.body.name ?? 'thread'),
      ownerId: config.botUserId,
      autoArchiveDuration: typeof req.body.auto_archive_duration === 'number' ? req.body.auto_archive_duration : undefined,
    });
    message.threadId = thread.id;
    return { status: 201, body: channelJson(state, thread) };
  });
  const threadMemberId = (req: RouteRequest) => (req.params.user === '@me' ? config.botUserId : req.params.user!);
  router.on('PUT', '/channels/:channel/thread-members/:user', (req) => {
    channelOf(req).threadMembers.add(threadMemberId(req));
    return noContent();
  });
  router.on('DELETE', '/channels/:channel/thread-members/:user', (req) => {
    channelOf(req).threadMembers.delete(threadMemberId(req));
    return noContent();
  });
  router.on('GET', '/channels/:channel/threads/archived/public', (req) => {
    const threads = state.threadsOf(channelOf(req).id).filter((t) => t.archived && t.type === ChannelKind.PublicThread);
    return ok({ threads: threads.map((t) => channelJson(state, t)), members: [], has_more: false });
  });
  router.on('GET', '/channels/:channel/thread-members', (req) => {
    const thread = channelOf(req);
    return ok([...thread.threadMembers].map((userId) => ({ id: thread.id, user_id: userId, join_timestamp: thread.createdAt, flags: 0 })));
  });

  // DMs.
  router.on('POST', '/users/@me/channels', (req) => {
    const recipient = String(req.body.recipient_id ?? '');
    const user = state.user(recipient);
    if (!user) throw errors.unknownUser();
    return ok(channelJson(state, openDmChannel(rt, user.id)));
  });
}
