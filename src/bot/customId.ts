// Custom ids of buttons and modals: "<prefix>:<verb>:<arg>:<arg>…". Everything needed to handle a
// click is inside the id, so components keep working after a restart.
const MAX = 100;

export interface CustomId {
  prefix: string;
  verb: string;
  args: string[];
}

export function makeCustomId(prefix: string, verb: string, ...args: (string | number)[]): string {
  for (const part of [prefix, verb, ...args.map(String)]) {
    if (part.includes(':')) throw new Error(`custom id part "${part}" contains ':'`);
  }
  const id = [prefix, verb, ...args.map(String)].join(':');
  if (id.length > MAX) throw new Error(`custom id too long (${id.length} > ${MAX}): ${id}`);
  return id;
}

export function parseCustomId(id: string): CustomId | null {
  const [prefix, verb, ...args] = id.split(':');
  if (!prefix || !verb) return null;
  return { prefix, verb, args };
}

/** Every game component's first argument is its game id (lobby, import, abandon, auction, routes…). */
export function gameIdOf(id: CustomId): string | undefined {
  const first = id.args[0];
  return first && /^\d+$/.test(first) ? first : undefined;
}

export interface ComponentScope {
  guildId: string | null;
  channelId: string | null;
  /** The clicked message is ephemeral (shown by the bot to this user only, e.g. a confirmation). */
  ephemeral: boolean;
}

/**
 * Whether a click on a game's component may act: it must come from the game's server, and from
 * the game's channel or thread (an ephemeral confirmation the bot showed the user elsewhere in that
 * server is fine). A custom id forged onto a message anywhere else is refused.
 */
export function componentInScope(game: { guildId: string; channelId: string; threadId: string | null }, where: ComponentScope): boolean {
  if (!where.guildId || where.guildId !== game.guildId) return false;
  if (where.ephemeral) return true;
  return where.channelId === game.channelId || (!!game.threadId && where.channelId === game.threadId);
}
