// Custom ids of buttons and modals: "<prefix>:<verb>:<game id>:<arg>…[:u<owner>]". Everything needed to
// handle a click is inside the id, so components keep working after a restart. The first argument is
// always the game's id (checked for scope by the router); a component meant for one user only (a bid
// sheet, /routes' buttons, a confirmation) ends with that user's id (ownerArg) and its handler refuses
// anyone else (requireOwner).
import { parseGameId } from './gameId.ts';
import { Refusal } from './services/refusal.ts';

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

/**
 * Every game component's first argument is its game id (lobby, import, abandon, auction, routes…):
 * the id when it is canonical (see gameId.ts), else null, and then the component is refused.
 */
export function gameIdOf(id: CustomId): string | null {
  return parseGameId(id.args[0]);
}

// A number inside a custom id (a log length, a seat, a page, a path step, a price, a menu value): canonical decimal
// only, as game ids (gameId.ts). Number() would read "1.0", "0x1", "+1", "1e0", " 1", "01" and "" as numbers too.
const INDEX = /^(0|[1-9]\d{0,14})$/;

/** A custom id's number argument, or null when it is not written canonically. */
export function parseIndex(text: string | undefined): number | null {
  return text !== undefined && INDEX.test(text) ? Number(text) : null;
}

/** The same, refusing a component whose number is not canonical (a forged or garbled custom id). */
export function indexArg(text: string | undefined): number {
  const n = parseIndex(text);
  if (n === null) throw new Refusal('This button is not one I know. Nothing was changed; /game status shows where the game stands.');
  return n;
}

const OWNER = /^u(\d{1,20})$/;

/** The last argument of a component meant for one user only. */
export function ownerArg(userId: string): string {
  return `u${userId}`;
}

/** The user a component is meant for (its last argument, see ownerArg), or null if it is anyone's. */
export function ownerOf(id: CustomId): string | null {
  return OWNER.exec(id.args.at(-1) ?? '')?.[1] ?? null;
}

/**
 * Refuses a press by anyone but the component's owner. Discord shows an ephemeral message or a DM only
 * to its recipient, but a custom id can be copied onto any message, so the handler checks it itself.
 */
export function requireOwner(id: CustomId, userId: string, what: string): void {
  const owner = ownerOf(id);
  if (owner === null) throw new Refusal(`This ${what} is from an older version of the bot. Open a new one.`);
  if (owner !== userId) throw new Refusal(`This ${what} was made for another player, not for you. Nothing was changed.`);
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
