// The caller's position in an 1871 game for the /steel command: the game as the caller may see it, their legal moves, the
// operator they act for, and what to do now in words. Every list comes from the engine (legalActions,
// the title's offers.ts); nothing here decides a rule.
import type { AutocompleteInteraction } from 'discord.js';
import type { LoadedGame } from '../../../engine/game.ts';
import { legalActions } from '../../../engine/game.ts';
import type { LegalChoice, PlayerId, View } from '../../../engine/types.ts';
import { getMapDef } from '../../../engine/18xx/map/index.ts';
import { operatingFor } from '../../../engine/titles/1871-steel-cities/offers.ts';
import type { SteelView } from '../../../engine/titles/1871-steel-cities/view.ts';
import { movesOrReason } from '../../choices.ts';
import type { BotContext } from '../../context.ts';
import { filterTyped, type Choice } from '../../choices.ts';
import { companyName } from '../../../engine/titles/1871-steel-cities/sheet.ts';
import { dataVersion } from '../../../engine/titles/1871-steel-cities/data/index.ts';
export { filterTyped, type Choice };

export interface SteelMoves {
  game: LoadedGame;
  /** The game as this player may see it (no other bidder's sealed sheet). */
  state: View<SteelView>;
  player: PlayerId;
  choices: LegalChoice[];
}

/** The 1871 view of a game for a player, or null when the game is another title. */
export function steelMovesOf(game: LoadedGame, player: PlayerId): SteelMoves | null {
  const raw = game.state as object | null;
  if (!raw || typeof raw !== 'object' || !('tokenShapes' in raw) || !('track' in raw)) return null;
  const state = game.def.view(game.state, player) as View<SteelView>;
  return { game, state, player, choices: legalActions(game, player) };
}

export async function steelMoves(i: AutocompleteInteraction, ctx: BotContext): Promise<SteelMoves | { reason: string }> {
  const m = await movesOrReason(i, ctx);
  if ('reason' in m) return m;
  return steelMovesOf(m.live.game!, m.player) ?? { reason: '/steel is for 1871 Steel Cities games; /move lists your moves.' };
}

/** "B6 Lima" (the hex and its place name). */
export function place(state: SteelView, hex: string): string {
  const name = getMapDef(state.map.mapId).hexes[hex]?.locationName;
  return name ? `${hex} ${name}` : hex;
}

const STEP_COMMANDS: Record<string, string> = {
  track: '/steel lay to lay track',
  token: '/steel token to place a token',
  run: '/steel run to run (pay out or withhold; /steel routes shows the routes)',
  train: '/steel train to buy a train',
};

/** What the player should do now instead, in words. */
export function whatNow(m: SteelMoves): string {
  if (!m.choices.length) return 'It is not your turn.';
  if (m.state.open) return 'A sealed auction is open: fill in your bid sheet (in your DMs, or /bid here).';
  const now = operatingFor(m.state, m.player);
  if (!now) return 'It is your stock turn: /steel par, /steel buy, /steel sell, /steel repay, or /pass.';
  const passable = m.choices.some((c) => c.action.type === 'pass');
  return `${opName(m, now.op)} is at its ${now.step} step: use ${STEP_COMMANDS[now.step] ?? '/move'}${passable ? ', or /pass to end the step' : ''}.`;
}

/** Where the player stands, in a few words (for an empty list's hint). */
export function shortNow(m: SteelMoves): string {
  if (m.state.open) return 'a sealed auction is open — use your bid sheet';
  const now = operatingFor(m.state, m.player);
  return now ? `${opName(m, now.op)} is at its ${now.step} step` : 'it is your stock turn';
}

/** An operator as players call it (a minor by name, a major by symbol). */
export function opName(m: SteelMoves, op: string): string {
  return companyName(dataVersion(m.state.dataVersion), op);
}

