// The caller's position in a 1828 game for the 1828 commands: the engine's listings (legal actions, and the
// title's read-only merger and M&H queries) as autocomplete choices, and submitting one of them.
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { LoadedGame } from '../../../engine/game.ts';
import { movesNow } from '../../../engine/game.ts';
import type { GameState } from '../../../engine/18xx/face.ts';
import type { Action, LegalChoice, PlayerId } from '../../../engine/types.ts';
import { submitAction } from '../../actions.ts';
import type { BotContext } from '../../context.ts';
import type { ActOptions, ActResult } from '../../services/games.ts';
import { playerIdOf } from '../../services/players.ts';
import { Refusal } from '../../services/refusal.ts';
import { gameChoices, resolveGame } from '../../services/resolve.ts';
import { titleBotOf } from '../registry.ts';
import { respondChoices, type Choice } from '../18xx/moves.ts';

export interface Moves1828 {
  game: LoadedGame;
  state: GameState;
  player: PlayerId;
  /** The engine's legal actions for the player now: their turn's, or else their moves out of turn (M&H's exchange). */
  legal: LegalChoice[];
}

/** Is `command` one of the commands the game's title registered? (The 1828 commands refuse other titles.) */
export function titleHas(game: LoadedGame, command: string): boolean {
  return !!titleBotOf(game.def)?.commands.some((c) => c.data.name === command);
}

export function moves1828(game: LoadedGame, player: PlayerId): Moves1828 {
  return { game, state: game.state as GameState, player, legal: movesNow(game, player) };
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

/** Autocomplete for a 1828 command: `game` lists games, other options their listing over the caller's moves. */
export async function autocomplete1828(i: AutocompleteInteraction, ctx: BotContext, providers: Record<string, (m: Moves1828, i: AutocompleteInteraction) => Choice[]>, empty: Record<string, string> = {}): Promise<void> {
  const focused = i.options.getFocused(true);
  if (focused.name === 'game') return void (await i.respond(await gameChoices(i, ctx)));
  const provider = providers[focused.name];
  if (!provider) return void (await i.respond([]));
  try {
    const record = await resolveGame(i, ctx, { statuses: ['active'] });
    const live = await ctx.games.load(record.id);
    if (!live.game || live.record.status !== 'active') return respondChoices(i, { reason: 'This game is not running.' });
    if (!titleHas(live.game, i.commandName)) return respondChoices(i, { reason: `/${i.commandName} is for 1828 games; /move lists your moves.` });
    const player = playerIdOf(live.game, live.seats, i.user.id);
    if (player === undefined) return respondChoices(i, { reason: 'You are not seated in this game.' });
    await respondChoices(i, provider(moves1828(live.game, player), i), empty[focused.name]);
  } catch (err) {
    await respondChoices(i, { reason: err instanceof Refusal ? err.message : 'No game found here.' });
  }
}

/** Submit a 1828 command's action through the one pipeline (turn, rules and consent checked there). */
export function submit1828(i: ChatInputCommandInteraction, ctx: BotContext, build: (m: Moves1828) => Action, opts: ActOptions = {}): Promise<ActResult | null> {
  return submitAction(
    i,
    ctx,
    (live, player) => {
      if (!titleHas(live.game, i.commandName)) throw new Refusal(`/${i.commandName} is for 1828 games; this game is ${live.game.def.displayName}. /move lists your moves.`);
      const action = build(moves1828(live.game, player));
      // players keep the id type of the log (numbers in 18xx.games exports); listings use strings
      return action.entity_type === 'player' ? { ...action, entity: player } : action;
    },
    opts,
  );
}
