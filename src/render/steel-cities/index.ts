// Renderer for 1871 Steel Cities: the map (square and round stops, both token shapes), the stock
// market and the status, all drawn from the title's public view.
import type { LoadedGame } from '../../engine/game.ts';
import { getMapDef } from '../../engine/18xx/face.ts';
import type { MapOptions, TitleRenderer } from '../types.ts';
import { drawSteelMap } from './map.ts';
import { drawSteelMarket } from './market.ts';
import { drawSteelStatus } from './status.ts';
import { pictureOf } from './view.ts';

export const steelCitiesRenderer: TitleRenderer = {
  map(game: LoadedGame, opts: MapOptions = {}) {
    return drawSteelMap(game, pictureOf(game), opts);
  },
  market(game: LoadedGame) {
    return drawSteelMarket(pictureOf(game));
  },
  /** The market shows each started major on its cell: a minor's dividend changes nothing there. */
  marketKey(game: LoadedGame) {
    const view = game.def.view(game.state, null) as { majors: Record<string, { started: boolean; cell: unknown }> };
    return Object.entries(view.majors).filter(([, m]) => m.started).map(([id, m]) => [id, m.cell]);
  },
  status(game: LoadedGame) {
    const active = game.def.finished(game.state) ? [] : game.def.activePlayers(game.state).map(String);
    return drawSteelStatus(pictureOf(game), active);
  },
  hexes(game: LoadedGame) {
    const pic = pictureOf(game);
    return Object.entries(getMapDef(pic.view.map.mapId).hexes).map(([id, h]) => ({ id, name: h.locationName }));
  },
};
