// /map [around:HEX] [game:] [public:]: the map as a picture (or a close-up around one hex for phones), only to the asker unless public:true.
// Also the shared reply for /market and /status (one picture of the game, or words saying why not).
import { AttachmentBuilder, SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import { viewGame, type GameView } from '../src/engine/view.ts';
import type { CommandModule, Deferral } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { answer, deferEphemeral, deferPublic } from '../src/bot/respond.ts';
import { Refusal } from '../src/bot/services/refusal.ts';
import { quote } from '../src/bot/fit.ts';
import { gameChoices, resolveGame } from '../src/bot/services/resolve.ts';
import { renderMap, rendererFor } from '../src/render/index.ts';

export interface MapHex {
  id: string;
  name?: string;
}

/** The hexes of the game's map (ids in reading order), or null when the title's map is unknown here. */
export function mapHexes(game: GameView): MapHex[] | null {
  let hexes: MapHex[];
  try {
    const r = rendererFor(game);
    if (!r) return null;
    hexes = r.hexes(game);
  } catch {
    return null;
  }
  return hexes.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/** "h6", " H6 Baltimore" → "H6". */
export function hexOf(text: string | null | undefined): string | null {
  const id = (text ?? '').trim().split(/[\s(—-]/)[0]!.toUpperCase();
  return id || null;
}

const label = (h: MapHex) => (h.name ? `${h.id} ${h.name}` : h.id);

export type Picture = 'map' | 'market' | 'status';

/** The `public:` option of /map, /market, /status and /game status: post for everyone instead of privately. */
export const PUBLIC_OPTION = { name: 'public', description: 'Post it in the channel for everyone (default: only you see it)' } as const;

/** How the router acknowledges these commands: privately unless the player asked for `public:true`. */
export const deferralAsAsked = (i: ChatInputCommandInteraction): Deferral => (i.options.getBoolean(PUBLIC_OPTION.name) === true ? 'public' : 'ephemeral');

/** Answer privately unless the player asked for `public:true` (a quiet thread: one player's look is theirs). */
export async function deferAsAsked(i: ChatInputCommandInteraction): Promise<void> {
  if (i.options.getBoolean(PUBLIC_OPTION.name) === true) await deferPublic(i);
  else await deferEphemeral(i);
}

/** A picture to send: its PNG and what it shows (a status page's label). */
export interface DrawnPicture {
  png: Buffer;
  label: string;
}

/** "status (2 pages: 1 players and corporations · 2 privates)" for a status on several pages. */
function pagesCaption(kind: string, pictures: DrawnPicture[]): string {
  if (pictures.length < 2) return kind;
  return `${kind} on ${pictures.length} pages — ${pictures.map((p, n) => `${n + 1}: ${p.label.replace(/^.*?: /, '')}`).join(' · ')}`;
}

/**
 * Defer (privately unless `public:true`), load the game, draw the picture (one, or a status's pages) and
 * answer with it. `draw` returning nothing means the title has no such picture: `missing` says so instead.
 */
export async function replyWithPicture(
  i: ChatInputCommandInteraction,
  ctx: BotContext,
  kind: Picture,
  draw: (game: GameView) => Buffer | DrawnPicture[] | null,
  opts: { caption?: (game: GameView) => string; missing: (game: GameView, title: string) => string; suffix?: string },
): Promise<void> {
  const record = await resolveGame(i, ctx, { statuses: ['lobby', 'active', 'paused', 'finished'] });
  await deferAsAsked(i);
  const live = await ctx.games.load(record.id);
  if (!live.game) throw new Refusal(`Game #${record.id} is still a lobby: there is nothing to draw until it starts.`);
  // posted in the channel: the public's view
  const game = viewGame(live.game, null);
  const title = game.def.displayName;
  if (!rendererFor(game)) {
    await answer(i, { content: `I can't draw ${title} games yet. /game status shows game #${record.id} in words.`, allowedMentions: { parse: [] } });
    return;
  }
  let pictures: DrawnPicture[];
  try {
    const drawn = draw(game);
    pictures = drawn === null ? [] : Buffer.isBuffer(drawn) ? [{ png: drawn, label: kind }] : drawn;
  } catch (err) {
    if (err instanceof Refusal) throw err;
    ctx.log.warn({ gameId: record.id, kind, err: err instanceof Error ? err.message : String(err) }, 'picture failed');
    await answer(i, { content: `I couldn't draw the ${kind} of game #${record.id} (logged). /game status shows it in words.`, allowedMentions: { parse: [] } });
    return;
  }
  if (!pictures.length) {
    await answer(i, { content: opts.missing(game, title), allowedMentions: { parse: [] } });
    return;
  }
  const base = `game-${record.id}-${game.log.length}-${kind}${opts.suffix ? `-${opts.suffix}` : ''}`;
  const files = pictures.map((p, n) => new AttachmentBuilder(p.png, { name: pictures.length > 1 ? `${base}-${n + 1}.png` : `${base}.png`, description: p.label }));
  await answer(i, {
    content: `**${title} #${record.id}** — ${pagesCaption(opts.caption?.(game) ?? kind, pictures)}`,
    files,
    allowedMentions: { parse: [] },
  });
}

/** Only the `game` option's autocomplete is shared; /map adds hexes. */
export async function autocompleteGame(i: AutocompleteInteraction, ctx: BotContext): Promise<void> {
  await i.respond(await gameChoices(i, ctx));
}

async function hexChoices(i: AutocompleteInteraction, ctx: BotContext): Promise<{ name: string; value: string }[]> {
  let game: GameView | null;
  try {
    const loaded = (await ctx.games.load((await resolveGame(i, ctx, { statuses: ['active', 'paused', 'finished'] })).id)).game;
    game = loaded && viewGame(loaded, null);
  } catch {
    return [];
  }
  const hexes = game ? mapHexes(game) : null;
  if (!hexes) return [];
  const typed = String(i.options.getFocused() ?? '').trim().toLowerCase();
  const first = hexes.filter((h) => h.id.toLowerCase().startsWith(typed));
  const then = typed ? hexes.filter((h) => !first.includes(h) && label(h).toLowerCase().includes(typed)) : [];
  return [...first, ...then].slice(0, 25).map((h) => ({ name: label(h).slice(0, 100), value: h.id }));
}

export const map: CommandModule = {
  defer: deferralAsAsked,
  data: new SlashCommandBuilder()
    .setName('map')
    .setDescription("Show the game's map (or a close-up around one hex)")
    .setDMPermission(false)
    .addStringOption((o) => o.setName('around').setDescription('Close-up around this hex, e.g. H6').setAutocomplete(true))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .addBooleanOption((o) => o.setName(PUBLIC_OPTION.name).setDescription(PUBLIC_OPTION.description))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const typed = i.options.getString('around');
    const around = hexOf(typed);
    if (typed !== null && (!around || !/^[A-Z]{1,2}\d{1,3}$/.test(around))) {
      throw new Refusal(`"${typed.slice(0, 20)}" is not a hex. Give a hex id like H6 (the list offers the map's hexes).`);
    }
    await replyWithPicture(
      i,
      ctx,
      'map',
      (game) => {
        if (!around) return renderMap(game);
        const hexes = mapHexes(game);
        const known = hexes ? hexes.some((h) => h.id === around) : true;
        const refuse = () =>
          new Refusal(`There is no hex ${quote(around, 40)} on the ${game.def.displayName} map.${hexes ? ` Hexes run from ${hexes[0]!.id} to ${hexes.at(-1)!.id}; pick one from the list.` : ''}`);
        if (!known) throw refuse();
        try {
          return renderMap(game, { around });
        } catch (err) {
          if (err instanceof Error && /no hex/.test(err.message)) throw refuse();
          throw err;
        }
      },
      {
        caption: (game) => (around ? `map around ${label(mapHexes(game)?.find((h) => h.id === around) ?? { id: around })}` : 'map'),
        suffix: around ?? undefined,
        missing: (_g, title) => `I can't draw the ${title} map yet. /game status shows the game in words.`,
      },
    );
  },

  async autocomplete(i, ctx) {
    if (i.options.getFocused(true).name === 'around') await i.respond(await hexChoices(i, ctx));
    else await autocompleteGame(i, ctx);
  },
};

export default map;
