// Renderer for 18xx titles on the shared engine (map, stock market, status).
import { moneyOf } from '../../engine/money.ts';
import type { GameView } from '../../engine/view.ts';
import type { View } from '../../engine/types.ts';
import type { TitleConfig } from '../../engine/18xx/face.ts';
import type { GameState } from '../../engine/18xx/face.ts';
import { getMapDef, xxContext } from '../../engine/18xx/face.ts';
import { withBanner } from '../banner.ts';
import { PAGE_WIDTH, type Section } from '../sheet.ts';
import { turnLines18xx } from './turn-words.ts';
import type { MapOptions, TitleRenderer } from '../types.ts';
import { headline18xx, phaseColorOf } from './headline.ts';
import { drawMap, HEX_R, hexesIn, mapGeometry, operatorsOn, type MapView } from './map.ts';
import { lastChanges, lastRun, mapStateOf, turnChanges } from './map-state.ts';
import { beforeUndo } from '../undo.ts';
import { drawMarket, type MarketExtras } from './market.ts';
import { drawStatus18xx } from './status.ts';
import { corpPalette, labelsKey } from './colors.ts';

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

/** The title as the pictures say it, with what its definition says of every picture ("(provisional: 1822 numbers)"). */
const titleOf = (game: GameView) => (game.def.pictureNote ? `${game.envelopeTitle} (${game.def.pictureNote})` : game.envelopeTitle);

/** The title's data for a game (from the 18xx face of its definition). */
function configOf(game: GameView): TitleConfig {
  const ctx = xxContext(game.def, game.state);
  if (!ctx) throw new Error(`${game.def.displayName} is not an 18xx title`);
  return ctx.cfg;
}

/**
 * Scale of the close-up posted after a turn's board changes (relative to the full map): the map's smallest
 * text (18 px) stays ≥ MIN_FONT (16 px).
 */
const THREAD_CLOSEUP_SCALE = 0.9;
/** Hexes shown on each side of the thread close-up's changes (2 for `/map around:`). */
const THREAD_CLOSEUP_RADIUS = 1.5;

/** What the map picture draws (its view-model): the map state, highlights, the last run, blocks and a title's marks. */
export function xxMapView(game: GameView, extra: Pick<MapView, 'marks' | 'notes'> = {}): MapView {
  const state = game.state as View<GameState>;
  const cfg = configOf(game);
  const map = mapStateOf(game);
  const blocks = blockedHexes(state, cfg);
  // a blocker shows its private's abbreviation on the hex: the key says whose it is
  const blockers = [...new Set(Object.values(blocks).flat())].map((sym) => `${sym} = ${cfg.companies.find((d) => d.sym === sym)?.name ?? sym}`);
  const palette = corpPalette(cfg);
  const run = lastRun(game);
  return {
    map,
    phaseColor: phaseColorOf(state, cfg),
    headline: headline18xx(titleOf(game), state, cfg),
    colors: palette,
    highlight: lastChanges(game, map),
    lastRun: run,
    blocks,
    money: moneyOf(game.def),
    ...extra,
    notes: [...blockers, ...(extra.notes ?? [])],
    // tokens shown by a label (1871's M1 as AV, 1822's minor 8 as M8), and the last run's operator the header
    // names: the picture says whose they are
    labelKey: (hexes) => labelsKey(cfg, [...operatorsOn(map, hexes), ...(run ? [run.corp] : [])]),
  };
}

/** The map of any 18xx title, with a title's own marks and key entries (`extra`) if it has some. */
export function xxMap(game: GameView, opts: MapOptions = {}, extra: Pick<MapView, 'marks' | 'notes'> = {}) {
  const view = xxMapView(game, extra);
  const map = view.map;
  // a close-up around a hex asked for, or around the latest turn's tiles and tokens (the full map if none)
  const undone = opts.aroundUndone ? beforeUndo(game) : null;
  // the undone move's hex: the newest of the changes its turn had made
  const around = opts.around ? [opts.around] : undone ? turnChanges(undone, map).slice(0, 1) : opts.aroundChange ? turnChanges(game, map) : [];
  if (!around.length) return drawMap(view);
  const def = getMapDef(map.mapId);
  for (const hex of around) if (!def.hexes[hex]) throw new Error(`no hex ${hex} on this map`);
  const g = mapGeometry(def);
  // the thread's close-ups show the changes and their neighbours (a picture budget per game); an asked-for one more
  const r = opts.radius ?? (opts.around ? 2 : THREAD_CLOSEUP_RADIUS);
  // the thread's close-ups (aroundChange) are smaller than an asked-for one, text ≥ 16 px
  const scale = opts.scale ?? (opts.around ? 1.25 : THREAD_CLOSEUP_SCALE);
  // at most a phone picture's width: the newest changes first, as many as fit (turnChanges lists them newest first)
  const span = (hexes: string[]) => {
    const cs = hexes.map((hex) => g.center(hex));
    const [x0, x1] = [Math.min(...cs.map((c) => c.x)), Math.max(...cs.map((c) => c.x))];
    const [y0, y1] = [Math.min(...cs.map((c) => c.y)), Math.max(...cs.map((c) => c.y))];
    return { x0, x1, y0, y1, w: x1 - x0 + (2 * r + 1) * 1.5 * HEX_R + HEX_R, h: y1 - y0 + (2 * r + 1) * Math.sqrt(3) * HEX_R };
  };
  let shown = around;
  while (shown.length > 1 && span(shown).w * scale > PAGE_WIDTH) shown = shown.slice(0, -1);
  const b = span(shown);
  const w = Math.min(b.w, PAGE_WIDTH / scale);
  const win = { x: (b.x0 + b.x1 - w) / 2, y: (b.y0 + b.y1 - b.h) / 2, w, h: b.h, scale };
  const canvas = drawMap(view, { window: win });
  const key = view.labelKey?.(hexesIn(def, g, win)) ?? [];
  return withBanner(canvas, [...turnLines18xx(game, game.state as View<GameState>, configOf(game), !opts.around && !undone), ...(key.length ? [key.join(' · ')] : []), ...(game.def.pictureNote ? [`${game.envelopeTitle}: ${game.def.pictureNote}`] : [])]);
}

/** The market picture, with a title's additions (marked tokens and their key). */
export function xxMarket(game: GameView, extras: MarketExtras = {}) {
  const state = game.state as View<GameState>;
  const cfg = configOf(game);
  return drawMarket(state, cfg, headline18xx(titleOf(game), state, cfg), extras);
}

/** Pictures of any 18xx title: its map (as its map definition draws), market and status (with a title's own sections after). */
export const xxRenderer: TitleRenderer & { status(game: GameView, more?: Section[]): ReturnType<TitleRenderer['status']> } = {
    map: (game: GameView, opts: MapOptions = {}) => xxMap(game, opts),
    market: (game: GameView) => xxMarket(game),
    status(game: GameView, more: Section[] = []) {
      const state = game.state as View<GameState>;
      const cfg = configOf(game);
      const active = game.active.map(String);
      // a title's own auction (1828's waterfall) says each private's place in it
      const ctx = xxContext(game.def, state);
      const auction = ctx?.rules.hooks.auctionStatus?.(state, ctx);
      return drawStatus18xx(state, cfg, headline18xx(titleOf(game), state, cfg), active, game.result(), more, auction);
    },
    hexes(game: GameView) {
      return Object.entries(getMapDef(mapStateOf(game).mapId).hexes).map(([id, h]) => ({ id, name: h.locationName }));
    },
};
