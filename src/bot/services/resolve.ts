// Which game an interaction means: the `game` option, else the thread it runs in, else the one
// running game in this channel (or server) the user plays in.
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../context.ts';
import { titleOf } from './games.ts';
import { quote } from '../fit.ts';
import { Refusal } from './refusal.ts';
import type { GameRecord } from './store.ts';

const OPEN = new Set(['lobby', 'active', 'paused']);

export async function resolveGame(
  i: ChatInputCommandInteraction | AutocompleteInteraction,
  ctx: BotContext,
  opts: { statuses?: string[] } = {},
): Promise<GameRecord> {
  if (!i.guildId) throw new Refusal('Games live in server channels. Use this command in a server.');
  const explicit = i.options.getString('game');
  if (explicit) {
    const record = await ctx.store.getGame(explicit.replace(/^#/, ''));
    if (!record || record.guildId !== i.guildId) throw new Refusal(`There is no game ${quote(explicit, 40)} in this server. /game list shows them.`);
    return record;
  }
  const inThread = await ctx.store.gameByThread(i.channelId!);
  if (inThread) return inThread;
  const statuses = new Set(opts.statuses ?? [...OPEN]);
  const games = (await ctx.store.listGames(i.guildId, i.user.id)).filter((g) => statuses.has(g.status));
  const mine: GameRecord[] = [];
  for (const g of games.filter((x) => x.mine)) {
    const seats = await ctx.store.listSeats(g.id);
    if (seats.some((s) => s.userId === i.user.id)) mine.push(g);
  }
  // Among several candidates, the only running one wins (finished or lobby games stay reachable by game:).
  const only = (list: GameRecord[]): GameRecord | null => {
    if (list.length === 1) return list[0]!;
    const running = list.filter((g) => g.status === 'active');
    return running.length === 1 ? running[0]! : null;
  };
  const here = mine.filter((g) => g.channelId === i.channelId);
  const picked = here.length ? only(here) : only(mine);
  if (picked) return picked;
  if (mine.length > 1) throw new Refusal("You're in several games here. Run the command in the game's thread, or pick one with the game: option.");
  throw new Refusal("I couldn't tell which game you mean. Run the command in the game's thread, or pick one with the game: option (/game list shows them).");
}

/**
 * The game an action command means, as resolveGame, but a game's own thread is looked up once per
 * process (a thread belongs to one game for good): the move's load checks everything else.
 */
export async function resolveGameId(i: ChatInputCommandInteraction, ctx: BotContext): Promise<string> {
  if (i.guildId && i.channelId && !i.options.getString('game')) {
    const known = ctx.games.gameOfThread(i.channelId);
    if (known) return known;
  }
  const record = await resolveGame(i, ctx);
  if (record.threadId) ctx.games.noteThread(record.threadId, record.id);
  return record.id;
}

/** Autocomplete choices for a `game` option: this server's open games, the user's first. */
export async function gameChoices(i: AutocompleteInteraction, ctx: BotContext): Promise<{ name: string; value: string }[]> {
  if (!i.guildId) return [];
  const typed = String(i.options.getFocused() ?? '').toLowerCase();
  const games = (await ctx.store.listGames(i.guildId, i.user.id)).filter((g) => g.status !== 'abandoned');
  const rows: { mine: boolean; name: string; value: string }[] = [];
  for (const g of games.slice(0, 50)) {
    const seats = await ctx.store.listSeats(g.id);
    let title = g.title;
    try {
      title = titleOf(g).displayName;
    } catch {
      /* title gone: show the slug */
    }
    const name = `#${g.id} ${title} — ${g.status} (${seats.map((s) => s.name).join(', ')})`.slice(0, 100);
    rows.push({ mine: g.mine, name, value: g.id });
  }
  return rows
    .filter((r) => !typed || r.name.toLowerCase().includes(typed))
    .sort((a, b) => Number(b.mine) - Number(a.mine))
    .slice(0, 25)
    .map(({ name, value }) => ({ name, value }));
}
