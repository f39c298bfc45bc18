import { SnowflakeGenerator } from './snowflake.ts';
import type {
  StandInAttachment,
  StandInChannel,
  StandInCommand,
  StandInGuild,
  StandInMember,
  StandInMessage,
  StandInUser,
} from './types.ts';
import { ChannelKind } from './types.ts';
import type { InteractionRecord } from './interaction-record.ts';
import { ALL_PERMISSIONS, effectivePermissions } from './permissions.ts';

/** Plain in-memory data of the simulated Discord. No I/O, no events. */
export class StandInState {
  readonly ids = new SnowflakeGenerator();
  readonly users = new Map<string, StandInUser>();
  readonly guilds = new Map<string, StandInGuild>();
  /** Keyed by `${guildId}:${userId}`. */
  readonly members = new Map<string, StandInMember>();
  readonly channels = new Map<string, StandInChannel>();
  readonly messages = new Map<string, StandInMessage>();
  /** Message ids per channel, oldest first. */
  readonly channelMessages = new Map<string, string[]>();
  readonly attachments = new Map<string, StandInAttachment>();
  readonly globalCommands: StandInCommand[] = [];
  readonly guildCommands = new Map<string, StandInCommand[]>();
  readonly dmRefused = new Set<string>();
  readonly interactions = new Map<string, InteractionRecord>();
  private readonly interactionTokens = new Map<string, string>();

  addInteraction(record: InteractionRecord): void {
    this.interactions.set(record.id, record);
    this.interactionTokens.set(record.token, record.id);
  }

  interactionByToken(token: string): InteractionRecord | undefined {
    const id = this.interactionTokens.get(token);
    return id ? this.interactions.get(id) : undefined;
  }

  user(id: string): StandInUser | undefined {
    return this.users.get(id);
  }

  member(guildId: string, userId: string): StandInMember | undefined {
    return this.members.get(`${guildId}:${userId}`);
  }

  guildMembers(guildId: string): StandInMember[] {
    return [...this.members.values()].filter((m) => m.guildId === guildId);
  }

  guildChannels(guildId: string): StandInChannel[] {
    return [...this.channels.values()].filter(
      (c) => c.guildId === guildId && c.type === ChannelKind.GuildText,
    );
  }

  guildThreads(guildId: string): StandInChannel[] {
    return [...this.channels.values()].filter(
      (c) => c.guildId === guildId && (c.type === ChannelKind.PublicThread || c.type === ChannelKind.PrivateThread),
    );
  }

  threadsOf(channelId: string): StandInChannel[] {
    return [...this.channels.values()].filter((c) => c.parentId === channelId);
  }

  dmChannelOf(userId: string): StandInChannel | undefined {
    return [...this.channels.values()].find((c) => c.type === ChannelKind.DM && c.recipientId === userId);
  }

  messagesIn(channelId: string): StandInMessage[] {
    const ids = this.channelMessages.get(channelId) ?? [];
    return ids.map((id) => this.messages.get(id)).filter((m): m is StandInMessage => !!m && !m.deleted);
  }

  /**
   * The one user besides its author who sees a message, as Discord shows it: an ephemeral reply or
   * follow-up only to the user of its interaction, a DM only to its recipient; null = everyone who
   * sees the channel.
   */
  recipientOf(message: StandInMessage): string | null {
    if (message.ephemeral) return (message.interactionId ? this.interactions.get(message.interactionId)?.userId : undefined) ?? message.authorId;
    const channel = this.channels.get(message.channelId);
    return channel?.type === ChannelKind.DM ? channel.recipientId : null;
  }

  /** Whether a user sees (and so can press the components of) a message. */
  canSee(userId: string, message: StandInMessage): boolean {
    const recipient = this.recipientOf(message);
    return recipient === null || recipient === userId || message.authorId === userId;
  }

  addMessage(message: StandInMessage): void {
    this.messages.set(message.id, message);
    const list = this.channelMessages.get(message.channelId) ?? [];
    list.push(message.id);
    this.channelMessages.set(message.channelId, list);
  }

  commandsFor(guildId: string | null): StandInCommand[] {
    return guildId ? (this.guildCommands.get(guildId) ?? []) : this.globalCommands;
  }

  /** Permission bits of a member (union of roles, owner and Administrator mean all). */
  memberPermissions(guildId: string, userId: string): bigint {
    const guild = this.guilds.get(guildId);
    if (!guild) return 0n;
    if (guild.ownerId === userId) return ALL_PERMISSIONS;
    const member = this.member(guildId, userId);
    const roleIds = new Set([guildId, ...(member?.roleIds ?? [])]);
    let bits = 0n;
    for (const role of guild.roles) if (roleIds.has(role.id)) bits |= BigInt(role.permissions);
    return effectivePermissions(bits);
  }
}
