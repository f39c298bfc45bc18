// Commands that pick one move from the engine's listings, for any title that registers them: one autocompleted
// option (the move's label), optional when exactly one move is listed. A title builds its commands with
// `listedCommand` (its own listings, e.g. 1828's /coal); a game of a title that did not register the command
// refuses it, naming the game's title from its definition.
import { SlashCommandBuilder, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import type { LoadedGame } from '../engine/game.ts';
import { movesNow } from '../engine/game.ts';
import type { Action, LegalChoice, PlayerId } from '../engine/types.ts';
import { submitAction } from './actions.ts';
import { filterTyped, type Choice } from './choices.ts';
import type { CommandModule } from './command.ts';
import type { BotContext } from './context.ts';
import type { ActOptions, ActResult } from './services/games.ts';
import { playerIdOf } from './services/players.ts';
import { Refusal } from './services/refusal.ts';
import { gameChoices, resolveGame } from './services/resolve.ts';
import { titleBotOf } from './titles/registry.ts';

/** The caller's position: the engine's legal actions for them now (their turn's, or else their moves out of turn). */
export interface ListedMoves {
  game: LoadedGame;
  player: PlayerId;
  legal: LegalChoice[];
}

export function listedMoves(game: LoadedGame, player: PlayerId): ListedMoves {
  return { game, player, legal: movesNow(game, player) };
}

/** Is `command` one of the commands the game's title registered? */
export function titleHas(game: LoadedGame, command: string): boolean {
  return !!titleBotOf(game.def)?.commands.some((c) => c.data.name === command);
}

/** The refusal for a command the game's title did not register. */
export function notThisTitle(game: LoadedGame, command: string): string {
  return `/${command} is not a move in ${game.def.displayName}. /move lists your moves.`;
}

/** Choices for autocomplete: each listed move by its label (the value submitted is the label too). */
export function asChoices(list: LegalChoice[]): Choice[] {
  return list.map((c) => ({ name: c.label, value: c.label }));
}

/** The listed move a submitted value names (its label), or a refusal saying what to pick. */
export function pickListed(list: LegalChoice[], value: string, what: string): Action {
  const v = value.trim().toLowerCase();
  const hit = list.find((c) => c.label.toLowerCase() === v);
  if (hit) return hit.action;
  if (!list.length) throw new Refusal(`There is no ${what} for you now. /move lists what you can do.`);
  throw new Refusal(`That is not a ${what} you can make now; pick one from the list (e.g. ${list.slice(0, 3).map((c) => c.label).join('; ')}).`);
}

async function respond(i: AutocompleteInteraction, choices: Choice[] | { reason: string }, empty?: string): Promise<void> {
  const typed = String(i.options.getFocused() ?? '');
  if ('reason' in choices) return void (await i.respond([{ name: `(${choices.reason})`.slice(0, 100), value: '-' }]));
  const list = filterTyped(choices, typed);
  if (!list.length && empty) return void (await i.respond([{ name: `(${empty})`.slice(0, 100), value: '-' }]));
  await i.respond(list);
}

/** Autocomplete for a listed command: `game` lists games, other options their listing over the caller's moves. */
export async function autocompleteListed<M extends ListedMoves>(
  i: AutocompleteInteraction,
  ctx: BotContext,
  movesOf: (game: LoadedGame, player: PlayerId) => M,
  providers: Record<string, (m: M, i: AutocompleteInteraction) => Choice[]>,
  empty: Record<string, string> = {},
): Promise<void> {
  const focused = i.options.getFocused(true);
  if (focused.name === 'game') return void (await i.respond(await gameChoices(i, ctx)));
  const provider = providers[focused.name];
  if (!provider) return void (await i.respond([]));
  try {
    const record = await resolveGame(i, ctx, { statuses: ['active'] });
    const live = await ctx.games.load(record.id);
    if (!live.game || live.record.status !== 'active') return respond(i, { reason: 'This game is not running.' });
    if (!titleHas(live.game, i.commandName)) return respond(i, { reason: notThisTitle(live.game, i.commandName) });
    const player = playerIdOf(live.game, live.seats, i.user.id);
    if (player === undefined) return respond(i, { reason: 'You are not seated in this game.' });
    await respond(i, provider(movesOf(live.game, player), i), empty[focused.name]);
  } catch (err) {
    await respond(i, { reason: err instanceof Refusal ? err.message : 'No game found here.' });
  }
}

/** Submit a listed command's action through the one pipeline (turn, rules and consent checked there). */
export function submitListed<M extends ListedMoves>(
  i: ChatInputCommandInteraction,
  ctx: BotContext,
  movesOf: (game: LoadedGame, player: PlayerId) => M,
  build: (m: M) => Action,
  opts: ActOptions = {},
): Promise<ActResult | null> {
  return submitAction(
    i,
    ctx,
    (live, player) => {
      if (!titleHas(live.game, i.commandName)) throw new Refusal(notThisTitle(live.game, i.commandName));
      const action = build(movesOf(live.game, player));
      // players keep the id type of the log (numbers in 18xx.games exports); listings use strings
      return action.entity_type === 'player' ? { ...action, entity: player } : action;
    },
    opts,
  );
}

export interface ListedSpec<M extends ListedMoves> {
  name: string;
  description: string;
  option: string;
  optionDescription: string;
  /** The caller's position the listing reads (a title may add its own queries to it). */
  movesOf: (game: LoadedGame, player: PlayerId) => M;
  /** The moves offered, straight from the engine's listings. */
  list(m: M): LegalChoice[];
  /** "coal marker purchase", for refusals. */
  what: string;
  /** The hint shown when nothing is listed. */
  empty: string;
  /** The option may be left out when exactly one move is listed. */
  optional?: boolean;
  act?: ActOptions;
}

export function listedCommand<M extends ListedMoves>(spec: ListedSpec<M>): CommandModule {
  return {
    data: new SlashCommandBuilder()
      .setName(spec.name)
      .setDescription(spec.description)
      .setDMPermission(false)
      .addStringOption((o) => o.setName(spec.option).setDescription(spec.optionDescription).setRequired(!spec.optional).setAutocomplete(true))
      .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
      .toJSON(),

    async execute(i, ctx) {
      const value = i.options.getString(spec.option);
      await submitListed(
        i,
        ctx,
        spec.movesOf,
        (m) => {
          const list = spec.list(m);
          if (value) return pickListed(list, value, spec.what);
          if (list.length === 1) return list[0]!.action;
          if (!list.length) throw new Refusal(`There is no ${spec.what} for you now. /move lists what you can do.`);
          throw new Refusal(`Pick the ${spec.what} with ${spec.option}: (${list.length} possible).`);
        },
        spec.act,
      );
    },

    async autocomplete(i, ctx) {
      await autocompleteListed(i, ctx, spec.movesOf, { [spec.option]: (m) => asChoices(spec.list(m)) }, { [spec.option]: spec.empty });
    },
  };
}
