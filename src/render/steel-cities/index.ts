// Renderer for 1871 Steel Cities: the map (square and round stops, both token shapes), the stock
// market and the status, all drawn from the title's public view.
import type { GameView } from '../../engine/view.ts';
import { getMapDef } from '../../engine/18xx/face.ts';
import type { MapOptions, TitleRenderer } from '../types.ts';
import { drawSteelMap } from './map.ts';
import { drawSteelMarket } from './market.ts';
import { drawSteelStatus } from './status.ts';
import { pictureOf } from './view.ts';

export const steelCitiesRenderer: TitleRenderer = {
  map(game: GameView, opts: MapOptions = {}) {
    return drawSteelMap(game, pictureOf(game), opts);
  },
  market(game: GameView) {
    return drawSteelMarket(pictureOf(game));
  },
  status(game: GameView) {
    const active = game.active.map(String);
    return drawSteelStatus(pictureOf(game), active);
  },
  hexes(game: GameView) {
    const pic = pictureOf(game);
    return Object.entries(getMapDef(pic.view.map.mapId).hexes).map(([id, h]) => ({ id, name: h.locationName }));
  },
};
