/** Discord permission bits used by the stand-in (subset). */
export const Perm = {
  CreateInstantInvite: 1n << 0n,
  KickMembers: 1n << 1n,
  BanMembers: 1n << 2n,
  Administrator: 1n << 3n,
  ManageChannels: 1n << 4n,
  ManageGuild: 1n << 5n,
  AddReactions: 1n << 6n,
  ViewChannel: 1n << 10n,
  SendMessages: 1n << 11n,
  ManageMessages: 1n << 13n,
  EmbedLinks: 1n << 14n,
  AttachFiles: 1n << 15n,
  ReadMessageHistory: 1n << 16n,
  MentionEveryone: 1n << 17n,
  UseExternalEmojis: 1n << 18n,
  ChangeNickname: 1n << 26n,
  ManageRoles: 1n << 28n,
  UseApplicationCommands: 1n << 31n,
  ManageThreads: 1n << 34n,
  CreatePublicThreads: 1n << 35n,
  CreatePrivateThreads: 1n << 36n,
  SendMessagesInThreads: 1n << 38n,
} as const;

/** Every permission bit Discord currently defines (enough for "all"). */
export const ALL_PERMISSIONS = (1n << 53n) - 1n;

/** What @everyone may do in a freshly created stand-in guild. */
export const DEFAULT_EVERYONE_PERMISSIONS =
  Perm.CreateInstantInvite |
  Perm.AddReactions |
  Perm.ViewChannel |
  Perm.SendMessages |
  Perm.EmbedLinks |
  Perm.AttachFiles |
  Perm.ReadMessageHistory |
  Perm.UseExternalEmojis |
  Perm.ChangeNickname |
  Perm.UseApplicationCommands |
  Perm.CreatePublicThreads |
  Perm.SendMessagesInThreads;

/** Resolve a bitfield: Administrator implies everything. */
export function effectivePermissions(bits: bigint): bigint {
  return bits & Perm.Administrator ? ALL_PERMISSIONS : bits;
}
