// Chicago Express renderer: board (with development track and indicators) and status; no stock market (no `market`).
import type { GameView } from '../../engine/view.ts';
import { HEXES } from '../../engine/titles/chicago-express/face.ts';
import type { MapOptions, TitleRenderer } from '../types.ts';
import { ceViewFromState } from './from-state.ts';
import { ceLayout, CE_HEX, drawCeMap } from './map.ts';
import { drawCeStatus } from './status.ts';

export const chicagoExpressRenderer: TitleRenderer = {
  map(game: GameView, opts: MapOptions = {}) {
    const view = ceViewFromState(game);
    const around = opts.around ?? (opts.aroundChange ? view.lastHexes?.[0] : undefined);
    if (!around) return drawCeMap(view);
    if (!view.hexes.some((h) => h.coord === around)) throw new Error(`no hex ${around} on this map`);
    const lay = ceLayout(view);
    const c = lay.center(around);
    const r = opts.radius ?? 3;
    const w = (2 * r + 1) * 1.5 * CE_HEX + CE_HEX;
    const h = (2 * r + 1) * Math.sqrt(3) * CE_HEX;
    const scale = opts.scale ?? 1.5;
    return drawCeMap(view, { window: { x: c.x - w / 2, y: c.y - h / 2, w, h, scale } });
  },
  status(game: GameView) {
    return drawCeStatus(ceViewFromState(game));
  },
  hexes() {
    return Object.values(HEXES).map((h) => ({ id: h.id, name: h.name || undefined }));
  },
};
