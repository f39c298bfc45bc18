// A player's panel at a game position: whose it is, their choices (the engine's legal actions), the items
// and the components. The thread message's panel is for the one player the game waits on; none while
// several act at once (sealed bids have their own sheets) or when the game is over.
import { activePlayers, legalActions, type LoadedGame } from '../../engine/game.ts';
import type { PlayerId } from '../../engine/types.ts';
import { sealedSheet } from '../../engine/sealed.ts';
import { viewGame } from '../../engine/view.ts';
import { sameId } from '../services/players.ts';
import { topLevelRows, type PanelAt, type Row } from './layout.ts';
import type { PanelRefinement, PanelSource } from './refinement.ts';
import { panelItems, type PanelItem } from './tree.ts';

export interface Panel {
  src: PanelSource;
  items: PanelItem[];
  at: PanelAt;
}

/** The seat (index in the game's players) of a player, or -1. */
export const seatIndex = (game: LoadedGame, player: PlayerId): number => game.players.findIndex((p) => sameId(p.id, player));

/** The player a thread panel is for now, or null (game over, nobody or several acting, a sealed round open). */
export function panelPlayer(game: LoadedGame): PlayerId | null {
  if (game.def.finished(game.state)) return null;
  const active = activePlayers(game);
  if (active.length !== 1) return null;
  if (sealedSheet(game, null)) return null;
  return active[0]!;
}

/**
 * `player`'s panel at this position (their legal moves, words from `viewer`'s view: the public's for the
 * thread, the player's own privately), or null when they have no move now.
 */
export function buildPanel(gameId: string, game: LoadedGame, player: PlayerId, refine: PanelRefinement, viewer: PlayerId | null = player): Panel | null {
  // (listed once per position for the bot's games: keepListings)
  const legal = legalActions(game, player);
  if (!legal.length) return null;
  const src: PanelSource = { game, view: viewGame(game, viewer), player };
  const items = panelItems(src, refine.choices?.(src, legal) ?? legal, refine);
  return { src, items, at: { gameId, seq: game.log.length, seat: seatIndex(game, player) } };
}

/** The top-level rows of a panel (at most five). */
export function panelRows(panel: Panel, refine: PanelRefinement): Row[] {
  return topLevelRows(panel.src, panel.items, panel.at, refine).rows;
}

/** The components of a thread message for this game: the panel of the player it waits on (none when nobody single). */
export function threadPanelRows(gameId: string, game: LoadedGame, refine: PanelRefinement): Row[] {
  const player = panelPlayer(game);
  if (player === null) return [];
  // the thread is public: its words come from the public's view
  const panel = buildPanel(gameId, game, player, refine, null);
  return panel ? panelRows(panel, refine) : [];
}
