/** Loose JSON object as sent/received over the Discord API. */
export type Json = Record<string, any>;

export interface StandInUser {
  id: string;
  username: string;
  globalName: string | null;
  bot: boolean;
}

export interface StandInRole {
  id: string;
  name: string;
  /** Permission bitfield as a decimal string. */
  permissions: string;
  position: number;
}

export interface StandInGuild {
  id: string;
  name: string;
  ownerId: string;
  roles: StandInRole[];
}

export interface StandInMember {
  guildId: string;
  userId: string;
  roleIds: string[];
  nick: string | null;
  joinedAt: string;
}

/** Channel kinds the stand-in models (Discord channel type numbers). */
export const ChannelKind = {
  GuildText: 0,
  DM: 1,
  PublicThread: 11,
  PrivateThread: 12,
} as const;
export type ChannelKind = (typeof ChannelKind)[keyof typeof ChannelKind];

export interface StandInChannel {
  id: string;
  type: ChannelKind;
  name: string | null;
  guildId: string | null;
  /** Parent text channel, for threads. */
  parentId: string | null;
  /** Thread creator, for threads. */
  ownerId: string | null;
  /** DM recipient (the human), for DM channels. */
  recipientId: string | null;
  position: number;
  archived: boolean;
  locked: boolean;
  autoArchiveDuration: number;
  createdAt: string;
  /** User ids that joined a thread. */
  threadMembers: Set<string>;
}

export interface StandInAttachment {
  id: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
  description: string | null;
  /** Absolute URL served by the stand-in (`GET /attachments/:id/:name`). */
  url: string;
}

export interface StandInMessage {
  id: string;
  channelId: string;
  guildId: string | null;
  authorId: string;
  content: string;
  embeds: Json[];
  components: Json[];
  attachments: StandInAttachment[];
  flags: number;
  ephemeral: boolean;
  /** Interaction this message answers, if any (reply, deferred placeholder or follow-up). */
  interactionId: string | null;
  /** Thread started from this message, if any. */
  threadId: string | null;
  referenceMessageId: string | null;
  createdAt: string;
  editedAt: string | null;
  /** When the message was pinned, if it is. */
  pinnedAt: string | null;
  deleted: boolean;
}

export interface StandInCommand {
  id: string;
  applicationId: string;
  guildId: string | null;
  name: string;
  type: number;
  description: string;
  options: Json[];
  raw: Json;
}
