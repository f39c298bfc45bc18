// Chicago Express board: terrain, cost/income, houses, trains, development track and action indicators.
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { columnLetter, flatOddQ, hexPath, parseCoord, type Point } from '../hex.ts';
import { drawHouse, drawMountain, drawTrainMarker, drawTree } from '../icons.ts';
import { GRID, HIGHLIGHT, INK, MUTED, PAPER, shade, WHITE } from '../palette.ts';
import { newCanvas } from '../png.ts';
import { drawText, textWidth } from '../text.ts';
import { CE_COLORS, START_CITY } from './board.ts';
import type { CeHex, CeView } from './view.ts';

export const CE_HEX = 64;
const MARGIN_X = 64;
const MARGIN_TOP = 104;
const PANEL_H = 250;

const TERRAIN_FILL: Record<string, string> = {
  field: '#e4e8b9',
  forest: '#9fcf8a',
  mountain: '#cdb08c',
  town: '#f7d7a0',
  city: '#c9bde3',
};

interface Layout {
  width: number;
  height: number;
  mapBottom: number;
  center(coord: string): Point;
}

export function ceLayout(view: CeView): Layout {
  const cells = view.hexes.map((h) => parseCoord(h.coord));
  const maxCol = Math.max(...cells.map((c) => c.col));
  const maxRow = Math.max(...cells.map((c) => c.row));
  const s = CE_HEX;
  const hexH = Math.sqrt(3) * s;
  const mapW = maxCol * 1.5 * s + 2 * s;
  const mapH = (maxRow + 1.5) * hexH;
  const x0 = MARGIN_X + s;
  const y0 = MARGIN_TOP + hexH / 2;
  const mapBottom = MARGIN_TOP + mapH;
  return {
    width: mapW + 2 * MARGIN_X,
    height: mapBottom + 48 + PANEL_H,
    mapBottom,
    center(coord) {
      const { col, row } = parseCoord(coord);
      const p = flatOddQ(col, row, s);
      return { x: x0 + p.x, y: y0 + p.y };
    },
  };
}

function drawTerrainGlyph(ctx: SKRSContext2D, hex: CeHex, c: Point): void {
  if (hex.terrain === 'mountain') {
    drawMountain(ctx, c.x - 30, c.y + 32, 30, shade(TERRAIN_FILL.mountain!, -0.3));
    drawMountain(ctx, c.x + 30, c.y + 32, 30, shade(TERRAIN_FILL.mountain!, -0.3));
  } else if (hex.terrain === 'forest') {
    for (const dx of [-34, 34]) drawTree(ctx, c.x + dx, c.y + 30, 26, shade(TERRAIN_FILL.forest!, -0.4));
  } else if (hex.terrain === 'town' || hex.terrain === 'city') {
    ctx.beginPath();
    ctx.arc(c.x, c.y + 2, hex.terrain === 'city' ? 22 : 17, 0, Math.PI * 2);
    ctx.fillStyle = WHITE;
    ctx.fill();
    ctx.lineWidth = 3;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
}

function drawHex(ctx: SKRSContext2D, hex: CeHex, c: Point, devValue: Map<string, number>): void {
  const s = CE_HEX;
  const start = hex.startOf ? CE_COLORS[hex.startOf] : undefined;
  hexPath(ctx, c.x, c.y, s, 'flat');
  ctx.fillStyle = start ? shade(start, 0.55) : TERRAIN_FILL[hex.terrain] ?? PAPER;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = GRID;
  ctx.stroke();
  if (start) {
    hexPath(ctx, c.x, c.y, s - 5, 'flat');
    ctx.lineWidth = 7;
    ctx.strokeStyle = start;
    ctx.stroke();
  }
  const name = hex.name ?? (hex.startOf ? START_CITY[hex.startOf] : undefined);
  if (!name) drawTerrainGlyph(ctx, hex, c);
  else if (hex.terrain === 'town' || hex.terrain === 'city') drawTerrainGlyph(ctx, hex, c);

  // top row: cost (red), development value (house), income (black)
  const top = c.y - 32;
  if (hex.cost > 0) {
    drawText(ctx, String(hex.cost), c.x - 30, top, { size: 26, style: 'bold', color: '#c1121f', outline: WHITE, outlineWidth: 5 });
  }
  if (hex.income > 0) {
    drawText(ctx, String(hex.income), c.x + 30, top, { size: 26, style: 'bold', color: INK, outline: WHITE, outlineWidth: 5 });
  }
  const industrial = hex.development === null;
  const dev = industrial ? devValue.get(hex.name ?? '') : hex.development;
  if (hex.houses > 0) {
    drawHouse(ctx, c.x, top + 1, 32, '#8c4a2f', INK);
    // industrial cities count their developments (their value is on the track); towns show the bonus
    const label = industrial ? `${hex.houses}` : dev ? `${dev}` : '';
    if (label) drawText(ctx, label, c.x, top + 6, { size: 20, style: 'bold', color: WHITE });
  } else if (dev && !industrial) {
    drawHouse(ctx, c.x, top + 1, 32, WHITE, INK);
    drawText(ctx, String(dev), c.x, top + 6, { size: 20, style: 'bold', color: INK });
  }

  // middle: trains
  if (hex.trains.length) {
    const m = hex.trains.length > 3 ? 24 : 30;
    const gap = m + 3;
    const x0 = c.x - ((hex.trains.length - 1) * gap) / 2;
    hex.trains.forEach((co, i) => drawTrainMarker(ctx, x0 + i * gap, c.y + 2, m, CE_COLORS[co] ?? MUTED));
  }

}

/** Names go in a second pass so neighbouring hexes never paint over them. */
function drawHexName(ctx: SKRSContext2D, hex: CeHex, c: Point): void {
  const name = hex.name ?? (hex.startOf ? START_CITY[hex.startOf] : undefined);
  if (name) {
    drawText(ctx, name, c.x, c.y + 38, {
      size: 20,
      style: 'cond',
      color: INK,
      outline: WHITE,
      outlineWidth: 5,
      maxWidth: 124,
    });
  }
}

function drawCoordinates(ctx: SKRSContext2D, view: CeView, lay: Layout): void {
  const cols = new Map<number, number[]>();
  for (const h of view.hexes) {
    const { col, row } = parseCoord(h.coord);
    cols.set(col, [...(cols.get(col) ?? []), row]);
  }
  const s = CE_HEX;
  const hexH = Math.sqrt(3) * s;
  for (const col of cols.keys()) {
    const x = lay.center(`${columnLetter(col)}0`).x;
    drawText(ctx, columnLetter(col), x, MARGIN_TOP - 22, { size: 24, style: 'bold', color: MUTED });
    drawText(ctx, columnLetter(col), x, lay.mapBottom + 22, { size: 24, style: 'bold', color: MUTED });
  }
  const maxRow = Math.max(...view.hexes.map((h) => parseCoord(h.coord).row));
  for (let r = 0; r <= maxRow; r++) {
    const y = MARGIN_TOP + hexH / 2 + r * hexH;
    drawText(ctx, String(r), MARGIN_X / 2, y, { size: 24, style: 'bold', color: MUTED });
    drawText(ctx, String(r), lay.width - MARGIN_X / 2, y, { size: 24, style: 'bold', color: MUTED });
  }
}

function drawPanel(ctx: SKRSContext2D, view: CeView, lay: Layout): void {
  const y = lay.mapBottom + 56;
  ctx.fillStyle = '#ece6d4';
  ctx.beginPath();
  ctx.roundRect(24, y, lay.width - 48, PANEL_H - 20, 16);
  ctx.fill();

  // development track
  let x = 48;
  drawText(ctx, 'City development', x, y + 30, { size: 24, style: 'bold', align: 'left' });
  view.devTrack.forEach((d, i) => {
    const yy = y + 74 + i * 52;
    drawText(ctx, d.city, x, yy, { size: 22, style: 'bold', align: 'left' });
    for (let v = 1; v <= 8; v++) {
      const bx = x + 150 + (v - 1) * 40;
      ctx.beginPath();
      ctx.roundRect(bx, yy - 18, 36, 36, 6);
      ctx.fillStyle = v === d.value ? '#8c4a2f' : WHITE;
      ctx.fill();
      ctx.lineWidth = 2;
      ctx.strokeStyle = GRID;
      ctx.stroke();
      drawText(ctx, String(v), bx + 18, yy, { size: 20, style: 'bold', color: v === d.value ? WHITE : MUTED });
    }
    if (d.value > 8) drawText(ctx, `= ${d.value}`, x + 150 + 8 * 40 + 8, yy, { size: 22, style: 'bold', align: 'left' });
  });

  // action indicators
  x = 560;
  drawText(ctx, 'Actions this round', x, y + 30, { size: 24, style: 'bold', align: 'left' });
  view.indicators.forEach((ind, i) => {
    const yy = y + 74 + i * 52;
    drawText(ctx, ind.label, x, yy, { size: 22, style: 'bold', align: 'left' });
    for (let k = 0; k <= ind.limit; k++) {
      const bx = x + 120 + k * 44;
      const red = k === ind.limit;
      const on = k < ind.position || (red && ind.position >= ind.limit);
      ctx.beginPath();
      ctx.roundRect(bx, yy - 18, 40, 36, 6);
      ctx.fillStyle = red ? (on ? '#d62828' : '#f4c6c6') : on ? '#2e7d32' : WHITE;
      ctx.fill();
      ctx.lineWidth = 2;
      ctx.strokeStyle = GRID;
      ctx.stroke();
      if (!red) drawText(ctx, String(k + 1), bx + 20, yy, { size: 20, style: 'bold', color: on ? WHITE : MUTED });
    }
    drawText(ctx, `${Math.min(ind.position, ind.limit)}/${ind.limit}`, x + 120 + (ind.limit + 1) * 44 + 10, yy, {
      size: 22,
      style: 'bold',
      align: 'left',
    });
  });

  // companies: colour, income
  x = 1080;
  drawText(ctx, 'Companies (income)', x, y + 30, { size: 24, style: 'bold', align: 'left' });
  view.companies.forEach((co, i) => {
    const cx = x + (i % 3) * 260;
    const yy = y + 74 + Math.floor(i / 3) * 52;
    drawTrainMarker(ctx, cx + 16, yy, 30, co.color);
    const txt = co.open ? `${co.label} $${co.income}` : `${co.label} not open`;
    drawText(ctx, txt, cx + 40, yy, { size: 24, style: 'bold', align: 'left', color: co.open ? INK : MUTED });
  });
  const extra = [view.housesLeft !== null ? `Houses in supply: ${view.housesLeft}` : ''].filter(Boolean).join('   ');
  if (extra) drawText(ctx, extra, x, y + 74 + 2 * 52 + 4, { size: 22, style: 'bold', align: 'left' });
}

export interface DrawOptions {
  /** Draw only this window of the full board, scaled. */
  window?: { x: number; y: number; w: number; h: number; scale: number };
}

export function drawCeMap(view: CeView, opts: DrawOptions = {}): Canvas {
  const lay = ceLayout(view);
  const win = opts.window;
  const { canvas, ctx } = win ? newCanvas(win.w * win.scale, win.h * win.scale) : newCanvas(lay.width, lay.height);
  if (win) {
    ctx.scale(win.scale, win.scale);
    ctx.translate(-win.x, -win.y);
  }
  drawText(ctx, view.headline, MARGIN_X, 36, { size: 30, style: 'bold', align: 'left', maxWidth: lay.width - 2 * MARGIN_X });
  drawCoordinates(ctx, view, lay);
  const devValue = new Map(view.devTrack.map((d) => [d.city, d.value]));
  for (const hex of view.hexes) drawHex(ctx, hex, lay.center(hex.coord), devValue);
  for (const hex of view.hexes) drawHexName(ctx, hex, lay.center(hex.coord));
  for (const hex of view.lastHexes ?? []) {
    const c = lay.center(hex);
    hexPath(ctx, c.x, c.y, CE_HEX - 3, 'flat');
    ctx.lineWidth = 6;
    ctx.strokeStyle = HIGHLIGHT;
    ctx.stroke();
  }
  drawPanel(ctx, view, lay);
  drawKey(ctx, lay.width - MARGIN_X, 36);
  return canvas;
}

/** What a hex's top row means, right-aligned in the header: cost (red), house value, income (black). */
function drawKey(ctx: SKRSContext2D, right: number, y: number): void {
  const items: [(x: number) => void, string][] = [
    [(x) => drawText(ctx, '4', x, y, { size: 26, style: 'bold', color: '#c1121f', outline: WHITE, outlineWidth: 5 }), 'cost to build'],
    [
      (x) => {
        drawHouse(ctx, x, y - 5, 32, WHITE, INK);
        drawText(ctx, '2', x, y, { size: 20, style: 'bold', color: INK });
      },
      'house value',
    ],
    [(x) => drawText(ctx, '3', x, y, { size: 26, style: 'bold', color: INK, outline: WHITE, outlineWidth: 5 }), 'income'],
  ];
  let x = right;
  for (const [mark, words] of items.reverse()) {
    drawText(ctx, words, x, y, { size: 22, style: 'bold', align: 'right', color: MUTED });
    x -= textWidth(ctx, words, 22, 'bold') + 28;
    mark(x);
    x -= 40;
  }
}
