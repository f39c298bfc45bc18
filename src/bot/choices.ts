// Autocomplete helpers for action commands: the user's legal moves in the game the interaction means.
import type { AutocompleteInteraction } from 'discord.js';
import { activePlayers, legalActions, movesNow } from '../engine/game.ts';
import type { LegalChoice, PlayerId } from '../engine/types.ts';
import type { BotContext } from './context.ts';
import type { LiveGame } from './services/games.ts';
import { playerIdOf, seatOfPlayer } from './services/players.ts';
import { Refusal } from './services/refusal.ts';
import { resolveGame } from './services/resolve.ts';

export interface MyMoves {
  live: LiveGame;
  player: PlayerId;
  choices: LegalChoice[];
}

/**
 * The caller's legal moves now, or why there are none (for a hint in the autocomplete list). With `outOfTurn`, a
 * player the game does not wait on gets the moves the title lets them make anyway (/move lists everything).
 */
export async function movesOrReason(i: AutocompleteInteraction, ctx: BotContext, opts: { outOfTurn?: boolean } = {}): Promise<MyMoves | { reason: string }> {
  try {
    // autocomplete is answered at once, never deferred: a game's thread and state come from this
    // process's memory when it has them (the move itself is checked against the database)
    const known = !i.options.getString('game') && i.channelId ? ctx.games.gameOfThread(i.channelId) : undefined;
    const live = await ctx.games.loadForSuggestions(known ?? (await resolveGame(i, ctx, { statuses: ['active'] })).id);
    if (!live.game || live.record.status !== 'active') return { reason: 'This game is not running.' };
    const player = playerIdOf(live.game, live.seats, i.user.id);
    if (player === undefined) return { reason: 'You are not seated in this game.' };
    const choices = opts.outOfTurn ? movesNow(live.game, player) : legalActions(live.game, player);
    if (!choices.length) {
      const waiting = activePlayers(live.game).map((p) => seatOfPlayer(live.seats, p)?.name ?? String(p));
      return { reason: waiting.length ? `Not your turn — waiting on ${waiting.join(', ')}` : 'Nobody can move now.' };
    }
    return { live, player, choices };
  } catch (err) {
    return { reason: err instanceof Refusal ? err.message : 'No game found here.' };
  }
}

/** The caller's legal moves now, or null when there is no game / seat / turn. */
export async function myMoves(i: AutocompleteInteraction, ctx: BotContext): Promise<MyMoves | null> {
  const r = await movesOrReason(i, ctx);
  return 'reason' in r ? null : r;
}

/** A single non-move entry that explains an empty list (submitting it gets the full refusal). */
export function hintChoice(reason: string): { name: string; value: string } {
  return { name: `(${reason})`.slice(0, 100), value: '-' };
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

/** One autocomplete entry. */
export interface Choice {
  name: string;
  value: string;
}

/** Filter by what the user typed: value prefix first, else every typed word in the name. At most 25. */
export function filterTyped(choices: Choice[], typed: string): Choice[] {
  const t = typed.trim().toLowerCase();
  const byValue = t ? choices.filter((c) => c.value.toLowerCase().startsWith(t)) : [];
  const words = t.split(/\s+/).filter(Boolean);
  const list = byValue.length ? byValue : choices.filter((c) => words.every((w) => c.name.toLowerCase().includes(w)));
  return list.slice(0, 25).map((c) => ({ name: c.name.slice(0, 100), value: c.value.slice(0, 100) }));
}
