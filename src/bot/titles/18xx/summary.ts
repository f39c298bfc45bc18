// Words for 18xx actions whose engine label does not match the action sent (tile copies, routes).
import type { GameState } from '../../../engine/18xx/face.ts';
import { hexName, tileExits } from '../../../engine/18xx/face.ts';
import type { Action } from '../../../engine/types.ts';
import { moneyOf } from '../../../engine/money.ts';
import type { GameView } from '../../../engine/view.ts';
import type { View } from '../../../engine/types.ts';
import { describeExits } from './track.ts';
import { routeStops } from './routes.ts';
import { trainName } from '../../services/story.ts';
import { withArticle } from '../../../engine/articles.ts';

const place = (state: GameState, hex: string): string => {
  const name = hexName(state, hex);
  return name ? `${hex} (${name})` : hex;
};

/** A readable summary of an accepted action, or null to keep the service's (`who` names the acting company). */
export function summaryOf(before: GameState, action: Action, who: (action: Action) => string = (a) => String(a.entity), money: (n: number) => string = moneyOf(null)): string | null {
  if (action.type === 'lay_tile') {
    const tile = String(action.tile).split('-')[0]!;
    const rotation = Number(action.rotation);
    // the track it lays in words (a rotation's raw number means nothing to a player)
    return `${who(action)} lays tile ${tile} on ${place(before, String(action.hex))} (${describeExits(tileExits(before, tile, rotation))})`;
  }
  if (action.type === 'run_routes') {
    const routes = (action.routes as { train: string; connections: string[][]; revenue?: number }[]) ?? [];
    const parts = routes.map((r) => `${withArticle(trainName(r.train))} ${routeStops(r.connections).join('–')}${typeof r.revenue === 'number' ? ` for ${money(r.revenue)}` : ''}`);
    const total = routes.reduce((s, r) => s + (typeof r.revenue === 'number' ? r.revenue : 0), 0);
    return `${who(action)} runs ${parts.join(', ') || 'no route'}${total && routes.length > 1 ? ` (${money(total)} in all)` : ''}`;
  }
  return null;
}

/** The readable summary of an action about to be applied to `game`, or null to keep the label. */
export function xxSummary(game: GameView, action: Action): string | null {
  try {
    const state = game.state as View<GameState>;
    return summaryOf(state, action, (a) => game.def.entityName?.(state, String(a.entity)) ?? String(a.entity), moneyOf(game.def));
  } catch {
    return null;
  }
}
