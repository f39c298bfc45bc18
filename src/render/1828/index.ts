// 1828's pictures: the 18xx ones, drawn from 1828's view (queries/view.ts) with what 1828 adds — coal markers
// left on the Virginia Coalfields (a badge on the hex) and who holds one, what a blocker token is, and under the
// status each system's shells and trains, its donated treasury share and coal.
import type { GameView } from '../../engine/view.ts';
import type { View } from '../../engine/types.ts';
import type { GameState } from '../../engine/18xx/face.ts';
import { view1828 } from '../../engine/titles/1828/queries/view.ts';
import { xxMap, xxMarket, xxRenderer } from '../18xx/index.ts';
import type { MarketExtras } from '../18xx/market.ts';
import type { MapView } from '../18xx/map.ts';
import type { MapOptions, TitleRenderer } from '../types.ts';
import { COAL_FILL, systemsSections } from './systems.ts';

/** What 1828 adds to the map: the coal badge on the Coalfields, who holds coal, what a blocker token is. */
export function mapExtras1828(game: GameView): Pick<MapView, 'marks' | 'notes'> {
  const view = view1828(game.state as View<GameState>);
  const notes = [
    ...(view.coal.holders.length ? [`coal: ${view.coal.holders.join(', ')}`] : []),
    ...(view.blockerHexes.length ? [`${view.blocker} = blocker`] : []),
  ];
  return { marks: [{ hex: view.coal.hex, text: `coal ×${view.coal.left}`, fill: COAL_FILL, color: '#ffffff' }], notes };
}

/** The systems on the market: their tokens ringed, and a key naming each one's members. */
export function marketExtras1828(game: GameView): MarketExtras {
  const systems = view1828(game.state as View<GameState>).systems;
  return {
    ringed: systems.map((s) => s.sym),
    key: {
      title: 'Systems',
      note: 'two corporations merged into one (one share price, two shells of trains): token ringed in gold',
      entries: systems.map((s) => ({ sym: s.sym, text: `${s.sym} = ${s.members.join(' + ')}` })),
    },
  };
}

export const renderer1828: TitleRenderer = {
  ...xxRenderer,
  map: (game: GameView, opts: MapOptions = {}) => xxMap(game, opts, mapExtras1828(game)),
  market: (game: GameView) => xxMarket(game, marketExtras1828(game)),
  status: (game: GameView) => xxRenderer.status(game, systemsSections(view1828(game.state as View<GameState>))),
};
