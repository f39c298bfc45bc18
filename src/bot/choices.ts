// Autocomplete helpers for action commands: the user's legal moves in the game the interaction means.
import type { AutocompleteInteraction } from 'discord.js';
import { legalActions } from '../engine/game.ts';
import type { LegalChoice, PlayerId } from '../engine/types.ts';
import type { BotContext } from './context.ts';
import type { LiveGame } from './services/games.ts';
import { playerIdOf } from './services/players.ts';
import { resolveGame } from './services/resolve.ts';

export interface MyMoves {
  live: LiveGame;
  player: PlayerId;
  choices: LegalChoice[];
}

/** The caller's legal moves now, or null when there is no game / seat / turn. */
export async function myMoves(i: AutocompleteInteraction, ctx: BotContext): Promise<MyMoves | null> {
  try {
    const record = await resolveGame(i, ctx, { statuses: ['active'] });
    const live = await ctx.games.load(record.id);
    if (!live.game || live.record.status !== 'active') return null;
    const player = playerIdOf(live.game, live.seats, i.user.id);
    if (player === undefined) return null;
    return { live, player, choices: legalActions(live.game, player) };
  } catch {
    return null;
  }
}

/** Filter choices by what the user typed (all words must appear), at most 25, names ≤ 100 chars. */
export function filterChoices<T extends { name: string }>(choices: T[], typed: string): T[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  return choices.filter((c) => words.every((w) => c.name.toLowerCase().includes(w))).slice(0, 25);
}

/** Value for a legal choice: its label when it fits (stable across turns), else index@seq. */
export function choiceValue(choice: LegalChoice, index: number, seq: number): string {
  return choice.label.length <= 100 ? choice.label : `#${index}@${seq}`;
}

/** Find the choice a submitted value means, or null. */
export function pickChoice(choices: LegalChoice[], value: string, seq: number): LegalChoice | null {
  const ref = /^#(\d+)@(\d+)$/.exec(value);
  if (ref) return Number(ref[2]) === seq ? (choices[Number(ref[1])] ?? null) : null;
  const v = value.trim().toLowerCase();
  return choices.find((c) => c.label.toLowerCase() === v) ?? null;
}
