// Chicago Express renderer: board (with development track and indicators) and status; no stock market (no `market`).
import type { GameView } from '../../engine/view.ts';
import { HEXES } from '../../engine/titles/chicago-express/face.ts';
import { effectiveActions } from '../../engine/log.ts';
import { namesInWords, withBanner } from '../banner.ts';
import type { MapOptions, TitleRenderer } from '../types.ts';
import type { CeView } from './view.ts';
import { beforeUndo } from '../undo.ts';
import { ceViewFromState } from './from-state.ts';
import { ceLayout, CE_HEX, drawCeMap } from './map.ts';
import { drawCeStatus } from './status.ts';

/** Whose turn a close-up belongs to: the last build's or development's (the thread's close-up), or the turn now. */
function turnLinesCe(game: GameView, view: CeView, change: boolean): string[] {
  const s = game.state as unknown as { round?: number; players: { id: string | number; name: string }[] };
  const nameOf = (id: unknown) => s.players.find((p) => String(p.id) === String(id))?.name ?? String(id);
  const round = `round ${s.round ?? '?'}`;
  const last = change ? [...effectiveActions(game.log)].reverse().find((a) => a.type === 'build' || a.type === 'develop') : undefined;
  if (last) {
    const company = view.companies.find((c) => c.id === last.corporation)?.name;
    return [`${nameOf(last.entity)}'s turn: ${last.type === 'build' ? `built for ${company ?? 'a company'}` : 'developed'}`, round];
  }
  const who = namesInWords(game.active.map(nameOf));
  return who ? [`${who}'s turn`, round] : [round];
}

export const chicagoExpressRenderer: TitleRenderer = {
  map(game: GameView, opts: MapOptions = {}) {
    const view = ceViewFromState(game);
    const undone = opts.aroundUndone ? beforeUndo(game) : null;
    const around = opts.around ?? (undone ? ceViewFromState(undone).lastHexes?.[0] : opts.aroundChange ? view.lastHexes?.[0] : undefined);
    if (!around) return drawCeMap(view);
    if (!view.hexes.some((h) => h.coord === around)) throw new Error(`no hex ${around} on this map`);
    const lay = ceLayout(view);
    const c = lay.center(around);
    const r = opts.radius ?? 3;
    const w = (2 * r + 1) * 1.5 * CE_HEX + CE_HEX;
    const h = (2 * r + 1) * Math.sqrt(3) * CE_HEX;
    const scale = opts.scale ?? 1.5;
    return withBanner(drawCeMap(view, { window: { x: c.x - w / 2, y: c.y - h / 2, w, h, scale } }), turnLinesCe(game, view, !opts.around && !undone));
  },
  status(game: GameView) {
    return drawCeStatus(ceViewFromState(game));
  },
  hexes() {
    return Object.values(HEXES).map((h) => ({ id: h.id, name: h.name || undefined }));
  },
};
