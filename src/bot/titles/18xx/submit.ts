// Submitting and autocompleting the 18xx commands (refused, with a pointer to /move, in other titles).
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import { submitAction } from '../../actions.ts';
import type { BotContext } from '../../context.ts';
import type { ActResult } from '../../services/games.ts';
import { Refusal } from '../../services/refusal.ts';
import { gameChoices } from '../../services/resolve.ts';
import type { Action } from '../../../engine/types.ts';
import { movesAhead, movesOf, respondChoices, xxMoves, type Choice, type XxMoves } from './moves.ts';

/**
 * An 18xx command's action, built from the caller's moves and submitted through the one pipeline
 * (submitAction). With `ahead` (the action type of a later step), it is built from the moves after the
 * optional steps before it are passed (the game service stores those passes with it).
 */
export function submitXx(i: ChatInputCommandInteraction, ctx: BotContext, build: (m: XxMoves) => Action, ahead?: string): Promise<ActResult | null> {
  return submitAction(i, ctx, (live, player) => {
    const now = movesOf(live.game, player);
    if (!now) throw new Refusal(`/${i.commandName} is for 18xx games; this game is ${live.game.def.displayName}. /move lists your moves.`);
    const m = ahead ? movesAhead(now, ahead) : now;
    const action = build(m);
    // Players keep the id type of the log (numbers in 18xx.games exports); the engine's choices use strings.
    return action.entity_type === 'player' ? { ...action, entity: player } : action;
  });
}

export type Provider = (m: XxMoves, i: AutocompleteInteraction) => Choice[];

/** Autocomplete: `game` lists games; other options use their provider over the caller's moves. */
export async function autocompleteXx(i: AutocompleteInteraction, ctx: BotContext, providers: Record<string, Provider>, empty: Record<string, string> = {}, ahead?: string): Promise<void> {
  const focused = i.options.getFocused(true);
  if (focused.name === 'game') return void (await i.respond(await gameChoices(i, ctx)));
  const provider = providers[focused.name];
  if (!provider) return void (await i.respond([]));
  const m = await xxMoves(i, ctx);
  if ('reason' in m) return respondChoices(i, m);
  await respondChoices(i, provider(ahead ? movesAhead(m, ahead) : m, i), empty[focused.name]);
}
