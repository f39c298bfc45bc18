// Renderer for 18xx titles on the shared engine (map, stock market, status).
import type { GameView } from '../../engine/view.ts';
import type { View } from '../../engine/types.ts';
import { effectiveActions } from '../../engine/log.ts';
import type { TitleConfig } from '../../engine/18xx/face.ts';
import type { GameState } from '../../engine/18xx/face.ts';
import { getMapDef, xxContext } from '../../engine/18xx/face.ts';
import type { MapOptions, TitleRenderer } from '../types.ts';
import { headline18xx, phaseColorOf } from './headline.ts';
import { drawMap, HEX_R, mapGeometry, type MapView } from './map.ts';
import { lastChanges, lastRun, mapStateOf } from './map-state.ts';
import { drawMarket, type MarketExtras } from './market.ts';
import { drawStatus18xx } from './status.ts';

/** Hexes blocked by private companies that players still own (shown with the private's symbol). */
function blockedHexes(state: GameState, cfg: TitleConfig): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const c of state.companies) {
    if (c.closed || !c.owner || !state.players.some((p) => p.id === c.owner)) continue;
    for (const ab of cfg.companies.find((d) => d.sym === c.sym)?.abilities ?? []) {
      if (ab.type !== 'blocks_hexes') continue;
      for (const hex of ab.hexes) (out[hex] ??= []).push(c.sym);
    }
  }
  return out;
}

/** The title's data for a game (from the 18xx face of its definition). */
function configOf(game: GameView): TitleConfig {
  const ctx = xxContext(game.def, game.state);
  if (!ctx) throw new Error(`${game.def.displayName} is not an 18xx title`);
  return ctx.cfg;
}

/** The map of any 18xx title, with a title's own marks and key entries (`extra`) if it has some. */
/** What the map picture draws (its view-model): the map state, highlights, the last run, blocks and a title's marks. */
export function xxMapView(game: GameView, extra: Pick<MapView, 'marks' | 'notes'> = {}): MapView {
  const state = game.state as View<GameState>;
  const cfg = configOf(game);
  const map = mapStateOf(game);
  return {
    map,
    phaseColor: phaseColorOf(state, cfg),
    headline: headline18xx(game.envelopeTitle, state, cfg),
    highlight: lastChanges(game, map),
    lastRun: lastRun(game),
    blocks: blockedHexes(state, cfg),
    ...extra,
  };
}

export function xxMap(game: GameView, opts: MapOptions = {}, extra: Pick<MapView, 'marks' | 'notes'> = {}) {
  const view = xxMapView(game, extra);
  const map = view.map;
  const last = effectiveActions(game.log).at(-1);
  const changed = last?.type === 'place_token' ? view.highlight.tokenHex : last?.type === 'lay_tile' ? view.highlight.tileHex : undefined;
  const around = opts.around ?? (opts.aroundChange ? changed : undefined);
  if (!around) return drawMap(view);
  const def = getMapDef(map.mapId);
  if (!def.hexes[around]) throw new Error(`no hex ${around} on this map`);
  const g = mapGeometry(def);
  const c = g.center(around);
  const r = opts.radius ?? 2;
  const w = (2 * r + 1) * 1.5 * HEX_R + HEX_R;
  const h = (2 * r + 1) * Math.sqrt(3) * HEX_R;
  return drawMap(view, { window: { x: c.x - w / 2, y: c.y - h / 2, w, h, scale: opts.scale ?? 1.25 } });
}

/** The market picture, with a title's additions (marked tokens and their key). */
export function xxMarket(game: GameView, extras: MarketExtras = {}) {
  const state = game.state as View<GameState>;
  const cfg = configOf(game);
  return drawMarket(state, cfg, headline18xx(game.envelopeTitle, state, cfg), extras);
}

/** Pictures of any 18xx title: its map (as its map definition draws), market and status. */
export const xxRenderer: TitleRenderer = {
    map: (game: GameView, opts: MapOptions = {}) => xxMap(game, opts),
    market: (game: GameView) => xxMarket(game),
    status(game: GameView) {
      const state = game.state as View<GameState>;
      const cfg = configOf(game);
      const active = game.active.map(String);
      return drawStatus18xx(state, cfg, headline18xx(game.envelopeTitle, state, cfg), active, game.result());
    },
    hexes(game: GameView) {
      return Object.entries(getMapDef(mapStateOf(game).mapId).hexes).map(([id, h]) => ({ id, name: h.locationName }));
    },
};
