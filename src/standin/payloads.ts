import type { StandInState } from './state.ts';
import type {
  Json,
  StandInAttachment,
  StandInChannel,
  StandInCommand,
  StandInGuild,
  StandInMember,
  StandInMessage,
  StandInRole,
  StandInUser,
} from './types.ts';
import { ChannelKind } from './types.ts';

/** Serializers from stand-in records to Discord API v10 JSON shapes. */

export function userJson(user: StandInUser): Json {
  return {
    id: user.id,
    username: user.username,
    global_name: user.globalName,
    discriminator: '0',
    avatar: null,
    bot: user.bot,
    system: false,
    public_flags: 0,
    flags: 0,
  };
}

export function roleJson(role: StandInRole): Json {
  return {
    id: role.id,
    name: role.name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: role.position,
    permissions: role.permissions,
    managed: false,
    mentionable: false,
    flags: 0,
  };
}

export function memberJson(state: StandInState, member: StandInMember, withPermissions = false): Json {
  const user = state.user(member.userId);
  const json: Json = {
    user: user ? userJson(user) : { id: member.userId, username: 'unknown', discriminator: '0' },
    nick: member.nick,
    avatar: null,
    roles: [...member.roleIds],
    joined_at: member.joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
    communication_disabled_until: null,
  };
  if (withPermissions) json.permissions = state.memberPermissions(member.guildId, member.userId).toString();
  return json;
}

export function channelJson(state: StandInState, channel: StandInChannel): Json {
  const base: Json = { id: channel.id, type: channel.type, flags: 0 };
  if (channel.type === ChannelKind.DM) {
    const recipient = channel.recipientId ? state.user(channel.recipientId) : undefined;
    return { ...base, last_message_id: lastMessageId(state, channel.id), recipients: recipient ? [userJson(recipient)] : [] };
  }
  const json: Json = {
    ...base,
    guild_id: channel.guildId,
    name: channel.name,
    parent_id: channel.parentId,
    last_message_id: lastMessageId(state, channel.id),
    rate_limit_per_user: 0,
    nsfw: false,
  };
  if (channel.type === ChannelKind.GuildText) {
    return { ...json, position: channel.position, permission_overwrites: [], topic: null, default_auto_archive_duration: 1440 };
  }
  const messages = state.messagesIn(channel.id).length;
  return {
    ...json,
    owner_id: channel.ownerId,
    message_count: messages,
    total_message_sent: messages,
    member_count: channel.threadMembers.size,
    thread_metadata: {
      archived: channel.archived,
      auto_archive_duration: channel.autoArchiveDuration,
      archive_timestamp: channel.createdAt,
      locked: channel.locked,
      invitable: channel.type === ChannelKind.PrivateThread ? true : undefined,
      create_timestamp: channel.createdAt,
    },
  };
}

function mentionedUsers(state: StandInState, content: string): StandInUser[] {
  const ids = new Set([...content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]!));
  return [...ids].map((id) => state.user(id)).filter((u): u is StandInUser => !!u);
}

function lastMessageId(state: StandInState, channelId: string): string | null {
  const ids = state.channelMessages.get(channelId);
  return ids && ids.length ? ids[ids.length - 1]! : null;
}

export function attachmentJson(attachment: StandInAttachment): Json {
  return {
    id: attachment.id,
    filename: attachment.filename,
    description: attachment.description ?? undefined,
    content_type: attachment.contentType,
    size: attachment.bytes.length,
    url: attachment.url,
    proxy_url: attachment.url,
  };
}

export function messageJson(state: StandInState, message: StandInMessage, applicationId: string): Json {
  const author = state.user(message.authorId);
  const json: Json = {
    id: message.id,
    channel_id: message.channelId,
    author: author ? userJson(author) : { id: message.authorId, username: 'unknown', discriminator: '0' },
    content: message.content,
    timestamp: message.createdAt,
    edited_timestamp: message.editedAt,
    tts: false,
    mention_everyone: false,
    mentions: mentionedUsers(state, message.content).map(userJson),
    mention_roles: [],
    attachments: message.attachments.map(attachmentJson),
    embeds: message.embeds,
    components: message.components,
    pinned: message.pinnedAt !== null,
    type: message.referenceMessageId ? 19 : 0,
    flags: message.flags,
  };
  if (message.guildId) json.guild_id = message.guildId;
  if (message.interactionId) {
    json.webhook_id = applicationId;
    const metadata = interactionMetadataJson(state, message);
    if (metadata) {
      json.interaction_metadata = metadata;
      if (metadata.type === 2) json.type = 20;
    }
  }
  if (message.referenceMessageId) {
    json.message_reference = { type: 0, message_id: message.referenceMessageId, channel_id: message.channelId, guild_id: message.guildId ?? undefined };
  }
  if (message.threadId) {
    const thread = state.channels.get(message.threadId);
    if (thread) json.thread = channelJson(state, thread);
  }
  return json;
}

/** `interaction_metadata` of a message created in answer to an interaction. */
function interactionMetadataJson(state: StandInState, message: StandInMessage): Json | null {
  const record = message.interactionId ? state.interactions.get(message.interactionId) : undefined;
  if (!record) return null;
  const user = state.user(record.userId);
  const isFollowUp = record.originalMessageId !== null && record.originalMessageId !== message.id;
  return {
    id: record.id,
    type: record.type,
    user: user ? userJson(user) : { id: record.userId, username: 'unknown', discriminator: '0' },
    authorizing_integration_owners: record.guildId ? { '0': record.guildId } : { '1': record.userId },
    original_response_message_id: isFollowUp ? record.originalMessageId : undefined,
    interacted_message_id: record.sourceMessageId ?? undefined,
  };
}

export function guildJson(state: StandInState, guild: StandInGuild): Json {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: guild.roles.map(roleJson),
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: 'en-US',
    public_updates_channel_id: null,
    nsfw_level: 0,
    premium_progress_bar_enabled: false,
    safety_alerts_channel_id: null,
    approximate_member_count: state.guildMembers(guild.id).length,
  };
}

/** The full GUILD_CREATE dispatch payload (with channels, threads and members). */
export function guildCreateJson(state: StandInState, guild: StandInGuild, joinedAt: string): Json {
  return {
    ...guildJson(state, guild),
    joined_at: joinedAt,
    large: false,
    unavailable: false,
    member_count: state.guildMembers(guild.id).length,
    voice_states: [],
    members: state.guildMembers(guild.id).map((m) => memberJson(state, m)),
    channels: state.guildChannels(guild.id).map((c) => channelJson(state, c)),
    threads: state.guildThreads(guild.id).map((c) => channelJson(state, c)),
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

export function commandJson(command: StandInCommand): Json {
  return {
    ...command.raw,
    id: command.id,
    application_id: command.applicationId,
    guild_id: command.guildId ?? undefined,
    name: command.name,
    type: command.type,
    description: command.description,
    options: command.options,
    version: command.id,
    default_member_permissions: command.raw.default_member_permissions ?? null,
    nsfw: command.raw.nsfw ?? false,
  };
}
