// 1828's pictures: the 18xx ones, drawn from 1828's view (queries/view.ts) with what 1828 adds — coal markers
// left on the Virginia Coalfields (a badge on the hex) and who holds one, what a blocker token is, and under the
// status each system's shells and trains, its donated treasury share and coal.
import type { GameView } from '../../engine/view.ts';
import type { View } from '../../engine/types.ts';
import type { GameState } from '../../engine/18xx/face.ts';
import { view1828 } from '../../engine/titles/1828/queries/view.ts';
import { xxMap, xxRenderer } from '../18xx/index.ts';
import type { MapView } from '../18xx/map.ts';
import type { MapOptions, TitleRenderer } from '../types.ts';
import { COAL_FILL, withSystems } from './systems.ts';

/** What 1828 adds to the map: the coal badge on the Coalfields, who holds coal, what a blocker token is. */
export function mapExtras1828(game: GameView): Pick<MapView, 'marks' | 'notes'> {
  const view = view1828(game.state as View<GameState>);
  const notes = [
    ...(view.coal.holders.length ? [`coal: ${view.coal.holders.join(', ')}`] : []),
    ...(view.blockerHexes.length ? [`${view.blocker} = blocker`] : []),
  ];
  return { marks: [{ hex: view.coal.hex, text: `coal ×${view.coal.left}`, fill: COAL_FILL, color: '#ffffff' }], notes };
}

export const renderer1828: TitleRenderer = {
  ...xxRenderer,
  map: (game: GameView, opts: MapOptions = {}) => xxMap(game, opts, mapExtras1828(game)),
  status(game: GameView) {
    const base = xxRenderer.status(game);
    return base && withSystems(base, view1828(game.state as View<GameState>));
  },
};
