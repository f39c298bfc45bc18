// Fixed scenes for the reference images: each is built from data that changes only when drawing does.
import { viewGame } from '../../src/engine/view.ts';
import type { Canvas } from '@napi-rs/canvas';
import { newGame, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { PathEnd, TileDef } from '../../src/engine/18xx/map/index.ts';
import { drawMap } from '../../src/render/18xx/map.ts';
import { rebuildMap } from '../../src/render/18xx/map-state.ts';
import { drawTile } from '../../src/render/18xx/tile.ts';
import { corpPalette } from '../../src/render/18xx/colors.ts';
import { chesapeake } from '../../src/engine/titles/18chesapeake/data.ts';
import { rendererFor } from '../../src/render/index.ts';
import { newCanvas } from '../../src/render/png.ts';
import { replayAt } from '../../src/render/replay-at.ts';
import { drawText } from '../../src/render/text.ts';
import { loadShared } from './helpers.ts';

/** A Chicago Express position set by hand (no rules involved): trains, houses, track, indicators. */
export function chicagoScene(): LoadedGame {
  const game = newGame(
    'chicago-express',
    [
      { id: 1, name: 'Ann' },
      { id: 2, name: 'Bob' },
      { id: 3, name: 'Cid' },
      { id: 4, name: 'Dee' },
    ],
    { seed: 1 },
  );
  const s = game.state;
  Object.assign(s, {
    phase: 'turn',
    auction: null,
    turn: 2,
    round: 3,
    cash: [12, 31, 7, 22],
    houses: 15,
    track: { E0: 3, I6: 4, K4: 6 },
    indicators: { auction: 2, develop: 4, build: 1 },
    developed: { F5: 1, I6: 1, K4: 1, N2: 1, L6: 1 },
    trains: {
      R5: ['PRR'], Q6: ['PRR'], P5: ['PRR'], O4: ['PRR'], N4: ['PRR'], M3: ['PRR'], L4: ['PRR'], K4: ['PRR', 'B&O', 'NYC'],
      Q7: ['B&O'], P7: ['B&O'], O7: ['B&O'], N6: ['B&O'], M6: ['B&O'], L6: ['B&O'], L5: ['B&O'],
      Q9: ['C&O'], P9: ['C&O'], O9: ['C&O'],
      S3: ['NYC'], R3: ['NYC'], Q3: ['NYC'], P3: ['NYC'], O3: ['NYC'], N2: ['NYC'], M2: ['NYC'], L2: ['NYC'], K3: ['NYC'],
      J2: ['NYC'], I2: ['NYC'], H2: ['NYC'], G2: ['NYC'], F2: ['NYC'], F5: ['NYC'], E1: ['NYC'], D1: ['NYC'], C1: ['NYC'], B2: ['NYC'], A2: ['NYC'],
      D3: ['WAB'], C3: ['WAB'],
    },
  });
  for (const [id, c] of Object.entries(s.companies as Record<string, { open: boolean; income: number; cash: number; issued: number }>)) {
    c.open = true;
    c.income = { PRR: 14, 'B&O': 11, 'C&O': 6, NYC: 21, WAB: 4 }[id] ?? 1;
    c.cash = { PRR: 3, 'B&O': 9, 'C&O': 0, NYC: 15, WAB: 2 }[id] ?? 0;
    c.issued = 2;
  }
  (s.shares as Record<string, number[]>).PRR = [1, 1, 0, 0];
  (s.shares as Record<string, number[]>)['B&O'] = [0, 1, 1, 0];
  (s.shares as Record<string, number[]>)['C&O'] = [0, 0, 1, 1];
  (s.shares as Record<string, number[]>).NYC = [2, 0, 0, 0];
  (s.shares as Record<string, number[]>).WAB = [0, 0, 0, 2];
  s.last = ['Cid builds C&O on O9.', 'Dee develops L6.'];
  game.log = [{ type: 'develop', entity: 4, hex: 'L6', id: 1 }];
  return game;
}

const E = (edge: number): PathEnd => ({ kind: 'edge', edge });
const C = (index: number): PathEnd => ({ kind: 'city', index });
const T = (index: number): PathEnd => ({ kind: 'town', index });
const O = (index: number): PathEnd => ({ kind: 'offboard', index });
const P = (a: PathEnd, b: PathEnd) => ({ a, b });
const tile = (name: string, color: TileDef['color'], o: Partial<TileDef>): TileDef => ({
  name, color, cities: [], towns: [], offboards: [], paths: [], upgradeCost: 0, ...o,
});
const all = [0, 1, 2, 3, 4, 5];

/** Every kind of track shape, stop and token layout, in both orientations. */
export function tileSheet(): Canvas {
  const tiles: { def: TileDef; rot?: number; tokens?: (string | null)[][]; res?: (string | null)[][]; name?: string }[] = [
    { def: tile('7', 'yellow', { paths: [P(E(0), E(1))] }) },
    { def: tile('8', 'yellow', { paths: [P(E(0), E(2))] }), rot: 1 },
    { def: tile('9', 'yellow', { paths: [P(E(0), E(3))] }), rot: 1 },
    { def: tile('57', 'yellow', { cities: [{ revenue: 20, slots: 1 }], paths: [P(E(0), C(0)), P(C(0), E(3))] }), tokens: [['PRR']] },
    { def: tile('3', 'yellow', { towns: [{ revenue: 10 }], paths: [P(E(0), T(0)), P(T(0), E(1))] }) },
    { def: tile('58', 'yellow', { towns: [{ revenue: 10 }], paths: [P(E(0), T(0)), P(T(0), E(2))] }) },
    { def: tile('1', 'yellow', { towns: [{ revenue: 10 }, { revenue: 10 }], paths: [P(E(0), T(0)), P(T(0), E(4)), P(E(1), T(1)), P(T(1), E(3))] }) },
    { def: tile('55', 'yellow', { towns: [{ revenue: 10 }, { revenue: 10 }], paths: [P(E(0), T(0)), P(T(0), E(3)), P(E(1), T(1)), P(T(1), E(4))] }) },
    { def: tile('15', 'green', { cities: [{ revenue: 30, slots: 2 }], paths: [0, 3, 4, 5].map((e) => P(E(e), C(0))) }), tokens: [['LV', null]], res: [[null, 'N&W']] },
    { def: tile('23', 'green', { paths: [P(E(0), E(3)), P(E(0), E(4))] }), rot: 2 },
    { def: tile('X3', 'green', { label: 'OO', cities: [{ revenue: 40, slots: 1 }, { revenue: 40, slots: 1 }], paths: [P(E(0), C(0)), P(C(0), E(2)), P(E(3), C(1)), P(C(1), E(5))] }), tokens: [['SRR'], ['PLE']] },
    { def: tile('X5', 'green', { label: 'OO', cities: [{ revenue: 40, slots: 1 }, { revenue: 40, slots: 1 }], paths: [P(E(3), C(0)), P(C(0), E(5)), P(E(0), C(1)), P(C(1), E(4))] }) },
    { def: tile('X6', 'brown', { label: 'DC', cities: [{ revenue: 70, slots: 3 }], paths: all.map((e) => P(E(e), C(0))) }), tokens: [['B&O', 'PRR', null]] },
    { def: tile('X8', 'gray', { label: 'DC', cities: [{ revenue: 100, slots: 4 }], paths: all.map((e) => P(E(e), C(0))) }), tokens: [['B&O', 'PRR', 'C&A', null]] },
    { def: tile('A7', 'red', { offboards: [{ revenue: { yellow: 40, green: 60, brown: 80, gray: 100 } }], paths: [P(E(4), O(0)), P(E(5), O(0))] }), name: 'Ohio' },
    { def: tile('C13', 'white', { terrain: 'mountain', upgradeCost: 80, cities: [{ revenue: 0, slots: 1 }] }), tokens: [[null]], res: [['N&W']], name: 'Lynchburg' },
    { def: tile('H6', 'yellow', { label: 'OO', terrain: 'water', upgradeCost: 40, cities: [{ revenue: 30, slots: 1 }, { revenue: 30, slots: 1 }], paths: [P(E(1), C(0)), P(E(4), C(1))] }), res: [['B&O'], [null]], name: 'Baltimore' },
    { def: tile('I9', 'gray', { towns: [{ revenue: 30 }], paths: [P(E(3), T(0)), P(T(0), E(5))] }), name: 'Delmarva Peninsula' },
  ];
  const cols = 6;
  const { canvas, ctx } = newCanvas(cols * 230 + 40, Math.ceil(tiles.length / cols) * 220 * 2 + 80);
  const later: ((c: typeof ctx) => void)[] = [];
  (['flat', 'pointy'] as const).forEach((layout, half) => {
    tiles.forEach((t, i) => {
      const x = 130 + (i % cols) * 230;
      const y = 130 + Math.floor(i / cols) * 220 + half * (Math.ceil(tiles.length / cols) * 220 + 40);
      ctx.save();
      ctx.translate(x, y);
      drawTile(
        ctx,
        {
          def: t.def,
          rotation: t.rot ?? 0,
          tokens: t.tokens ?? t.def.cities.map(() => []),
          reservations: t.res ?? t.def.cities.map(() => []),
          locationName: t.name,
          phaseColor: 'green',
          preprinted: t.def.color === 'white' || t.def.name === 'H6',
          colors: corpPalette(chesapeake),
        },
        100,
        layout,
        later,
      );
      ctx.restore();
      drawText(ctx, `${t.def.name} ${layout}`, x - 100, y - 95, { size: 18, color: '#b00000', align: 'left' });
    });
  });
  for (const fn of later) fn(ctx);
  return canvas;
}

/** 18Chesapeake map from the tile lays and tokens of a real game, halfway through. */
export function chesapeakeMapScene(): Canvas {
  const log = loadShared('18chesapeake-1905.json');
  const actions = effectiveActions(log.actions).slice(0, 300);
  const map = rebuildMap('18chesapeake', actions);
  return drawMap({ map, phaseColor: 'green', headline: '18Chesapeake — reference map', colors: corpPalette(chesapeake), highlight: { tileHex: 'J4', tokenHex: 'H6' } });
}

export function chesapeakeGame(): LoadedGame {
  return replayAt(loadShared('18chesapeake-1905.json'), 300);
}

export const SCENES: Record<string, () => Canvas> = {
  'chicago-express-map': () => rendererFor(viewGame(chicagoScene(), null))!.map(viewGame(chicagoScene(), null))!,
  'chicago-express-status': () => rendererFor(viewGame(chicagoScene(), null))!.status(viewGame(chicagoScene(), null))![0]!.canvas,
  'tile-sheet': tileSheet,
  '18chesapeake-map': chesapeakeMapScene,
  '18chesapeake-market': () => rendererFor(viewGame(chesapeakeGame(), null))!.market!(viewGame(chesapeakeGame(), null))!,
  '18chesapeake-status': () => rendererFor(viewGame(chesapeakeGame(), null))!.status(viewGame(chesapeakeGame(), null))![0]!.canvas,
  // the private auction with its bids; the end with the ranking by net worth and a broken bank
  '18chesapeake-status-auction': () => {
    const g = viewGame(replayAt(loadShared('18chesapeake-14377.json'), 4), null);
    return rendererFor(g)!.status(g)![0]!.canvas;
  },
  '18chesapeake-status-end': () => {
    const g = viewGame(replayAt(loadShared('18chesapeake-otr-bank.json')), null);
    return rendererFor(g)!.status(g)![0]!.canvas;
  },
};
