// The caller's position in an 18xx game (title context, state, legal moves), for the 18xx commands.
import type { AutocompleteInteraction } from 'discord.js';
import type { LoadedGame } from '../../../engine/game.ts';
import { legalActions } from '../../../engine/game.ts';
import type { Ctx } from '../../../engine/18xx/face.ts';
import { xxContext } from '../../../engine/18xx/face.ts';
import { operatingNow } from '../../../engine/18xx/face.ts';
import type { GameState } from '../../../engine/18xx/face.ts';
import type { LegalChoice, PlayerId, View } from '../../../engine/types.ts';
import { viewGame } from '../../../engine/view.ts';
import { movesOrReason } from '../../choices.ts';
import type { BotContext } from '../../context.ts';
import { skipsBefore } from '../../services/games.ts';
import { filterTyped, type Choice } from '../../choices.ts';
export { filterTyped, type Choice };

export interface XxMoves {
  game: LoadedGame;
  /** The player's view of the game (what choices and their words are built from). */
  state: View<GameState>;
  ctx: Ctx;
  player: PlayerId;
  choices: LegalChoice[];
}

/** The 18xx view of a game for a player, or null when the game is not an 18xx title known to the queries. */
export function movesOf(game: LoadedGame, player: PlayerId): XxMoves | null {
  const state = viewGame(game, player).state as View<GameState>;
  const ctx = xxContext(game.def, state);
  if (!ctx) return null;
  return { game, state, ctx, player, choices: legalActions(game, player) };
}

/** For autocomplete: the caller's 18xx moves, or a reason there are none. */
export async function xxMoves(i: AutocompleteInteraction, bot: BotContext): Promise<XxMoves | { reason: string }> {
  const m = await movesOrReason(i, bot);
  if ('reason' in m) return m;
  const x = movesOf(m.live.game!, m.player);
  if (!x) return { reason: `/${i.commandName} is for 18xx games like 18Chesapeake; /move lists your moves.` };
  return x;
}

/**
 * The moves as they stand once the optional steps before a later step's `type` are passed (the passes
 * the game service stores with the move, see skipsBefore); the moves now if `type` is offered now or
 * no pass reaches it.
 */
export function movesAhead(m: XxMoves, type: string): XxMoves {
  if (m.choices.some((c) => c.action.type === type)) return m;
  const pass = m.choices.find((c) => c.action.type === 'pass' && c.action.entity_type !== 'player');
  if (!pass) return m;
  const { passes, game } = skipsBefore(m.game, m.player, { type, entity: pass.action.entity, entity_type: pass.action.entity_type });
  return passes.length ? (movesOf(game, m.player) ?? m) : m;
}

/** The operating corporation's own moves among the player's, whatever kind of operator the title lists it as. */
export function operatorChoices(m: XxMoves): LegalChoice[] {
  const corp = operatingNow(m.state)?.corp;
  return corp === undefined ? [] : m.choices.filter((c) => String(c.action.entity) === corp && c.action.entity_type !== 'player');
}

/** The entity type the engine lists the operator under: 'corporation', or the title's own kind (a minor, a system). */
export function operatorType(m: XxMoves): string {
  return String(operatorChoices(m)[0]?.action.entity_type ?? 'corporation');
}

const STEP_COMMANDS: Record<string, string> = {
  track: '/tile to lay track',
  token: '/token to place a station',
  route: '/routes to run trains',
  dividend: '/dividend to pay out or withhold',
  train: '/train to buy a train',
  company: '/private to buy a private',
};

/** What the player should do now instead, in words ("B&O is at its token step: use /token … or /pass."). */
export function whatNow(m: XxMoves): string {
  const r = m.state.round;
  if (!m.choices.length) return 'It is not your turn.';
  if (m.choices.some((c) => c.action.type === 'discard_train')) return 'Discard a train first (/move lists them).';
  if (r.kind === 'auction' && m.choices.some((c) => c.action.type === 'par')) return `Set ${String(m.choices[0]!.action.corporation)}'s par price with /par.`;
  if (r.kind === 'auction') return 'The private auction is on: use /bid or /pass.';
  if (r.kind === 'stock') return 'It is a stock round: use /buy, /sell, /par or /pass.';
  const now = operatingNow(m.state);
  if (!now) return '/move lists what you can do.';
  const passable = m.choices.some((c) => c.action.type === 'pass');
  return `${now.corp} is at its ${now.step} step: use ${STEP_COMMANDS[now.step] ?? '/move'}${passable ? ', or /pass to skip it' : ''}.`;
}

/** Respond to an autocomplete with choices, or one hint line explaining an empty list. */
export async function respondChoices(i: AutocompleteInteraction, choices: Choice[] | { reason: string }, empty?: string): Promise<void> {
  const typed = String(i.options.getFocused() ?? '');
  if ('reason' in choices) return void (await i.respond([{ name: `(${choices.reason})`.slice(0, 100), value: '-' }]));
  const list = filterTyped(choices, typed);
  if (!list.length && empty) return void (await i.respond([{ name: `(${empty})`.slice(0, 100), value: '-' }]));
  await i.respond(list);
}
