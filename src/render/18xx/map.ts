// The 18xx map: every hex's current tile (preprinted or laid) with track, cities, tokens and
// reservations, coordinates around the edge, and the last tile/token highlighted.
import type { Canvas } from '@napi-rs/canvas';
import { currentTile, getMapDef, type MapDef, type MapState, type PhaseColor } from '../../engine/18xx/face.ts';
import { hexPath, type Orientation, type Point } from '../hex.ts';
import { HIGHLIGHT, INK, MUTED } from '../palette.ts';
import { measureCtx, newCanvas } from '../png.ts';
import { drawText, textWidth, wrapText } from '../text.ts';
import type { CorpPalette } from './colors.ts';
import type { LastRun } from './map-state.ts';
import { drawTile } from './tile.ts';

export const HEX_R = 100;
const MARGIN = 56;
const HEADER = 60;

const LETTERS = Array.from({ length: 52 }, (_, i) => (i < 26 ? '' : 'A') + String.fromCharCode(65 + (i % 26)));

export interface MapView {
  map: MapState;
  phaseColor: PhaseColor;
  headline: string;
  /** The title's colours for tokens, reservations and the last run (its data's, colors.ts#corpPalette). */
  colors: CorpPalette;
  highlight: { tileHex?: string; tokenHex?: string };
  /** The latest routes run, drawn over the track in the corporation's colour. */
  lastRun?: LastRun | null;
  /** Private companies blocking hexes while a player owns them: hex → company symbols. */
  blocks?: Record<string, string[]>;
  /** A title's own marks: a badge near the top of a hex (e.g. markers left there). */
  marks?: { hex: string; text: string; fill: string; color: string }[];
  /** A title's own key entries, shown in the header after the standard ones (e.g. what a token symbol means). */
  notes?: string[];
  /**
   * What the tokens' and reservations' labels stand for ("M8 = Minor 8 (…)"), of the hexes a picture shows
   * (`labelsKey`): under the full map, in a close-up's banner.
   */
  labelKey?: (hexes: string[]) => string[];
  /** Amounts (terrain costs) in the title's currency; default dollars. */
  money?: (n: number) => string;
}

export interface MapGeometry {
  width: number;
  height: number;
  layout: Orientation;
  center(hex: string): Point;
  xy(hex: string): [number, number];
}

function doubled(def: MapDef, hex: string): [number, number] {
  const m = /^([A-Z]+)(-?\d+)$/.exec(hex)!;
  const letter = LETTERS.indexOf(m[1]!);
  const number = Number(m[2]) - 1;
  const axes = def.axes ?? (def.layout === 'flat' ? { x: 'letter', y: 'number' } : { x: 'number', y: 'letter' });
  return [axes.x === 'letter' ? letter : number, axes.y === 'letter' ? letter : number];
}

export function mapGeometry(def: MapDef): MapGeometry {
  const R = HEX_R;
  const flat = def.layout === 'flat';
  const sx = flat ? 1.5 * R : (Math.sqrt(3) / 2) * R;
  const sy = flat ? (Math.sqrt(3) / 2) * R : 1.5 * R;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const hex of Object.keys(def.hexes)) {
    const [x, y] = doubled(def, hex);
    xs.push(x);
    ys.push(y);
  }
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const halfW = flat ? R : (Math.sqrt(3) / 2) * R;
  const halfH = flat ? (Math.sqrt(3) / 2) * R : R;
  const ox = MARGIN + halfW - minX * sx;
  const oy = HEADER + MARGIN + halfH - minY * sy;
  return {
    width: (Math.max(...xs) - minX) * sx + 2 * halfW + 2 * MARGIN,
    height: (Math.max(...ys) - minY) * sy + 2 * halfH + 2 * MARGIN + HEADER,
    layout: def.layout,
    xy: (hex) => doubled(def, hex),
    center(hex) {
      const [x, y] = doubled(def, hex);
      return { x: ox + x * sx, y: oy + y * sy };
    },
  };
}

function coordinates(ctx: ReturnType<Canvas['getContext']>, def: MapDef, g: MapGeometry): void {
  const cols = new Map<number, string>();
  const rows = new Map<number, string>();
  for (const hex of Object.keys(def.hexes)) {
    const m = /^([A-Z]+)(-?\d+)$/.exec(hex)!;
    const [x, y] = g.xy(hex);
    const axes = def.axes ?? (def.layout === 'flat' ? { x: 'letter' } : { x: 'number' });
    cols.set(x, axes.x === 'letter' ? m[1]! : m[2]!);
    rows.set(y, axes.x === 'letter' ? m[2]! : m[1]!);
  }
  const any = Object.keys(def.hexes)[0]!;
  const c0 = g.center(any);
  const [x0, y0] = g.xy(any);
  const flat = def.layout === 'flat';
  const sx = flat ? 1.5 * HEX_R : (Math.sqrt(3) / 2) * HEX_R;
  const sy = flat ? (Math.sqrt(3) / 2) * HEX_R : 1.5 * HEX_R;
  const style = { size: 24, style: 'bold' as const, color: MUTED };
  for (const [x, label] of cols) {
    const px = c0.x + (x - x0) * sx;
    drawText(ctx, label, px, HEADER + MARGIN / 2, style);
    drawText(ctx, label, px, g.height - MARGIN / 2, style);
  }
  for (const [y, label] of rows) {
    const py = c0.y + (y - y0) * sy;
    drawText(ctx, label, MARGIN / 2, py, style);
    drawText(ctx, label, g.width - MARGIN / 2, py, style);
  }
}

/** The operators whose tokens or reservations are on `hexes` (what a picture of them shows by label). */
export function operatorsOn(map: MapState, hexes: string[]): string[] {
  const syms = new Set<string>();
  for (const hex of hexes) {
    const { state } = currentTile(map, hex);
    for (const sym of [...state.tokens.flat(), ...state.reservations.flat()]) if (sym) syms.add(sym);
  }
  return [...syms].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** The hexes a window of the map shows (all of them without one). */
export function hexesIn(def: MapDef, g: MapGeometry, win?: { x: number; y: number; w: number; h: number }): string[] {
  return Object.keys(def.hexes).filter((hex) => {
    if (!win) return true;
    const c = g.center(hex);
    return !(c.x < win.x - HEX_R || c.x > win.x + win.w + HEX_R || c.y < win.y - HEX_R || c.y > win.y + win.h + HEX_R);
  });
}

const KEY_SIZE = 22;
const KEY_LINE = 34;

export interface MapDrawOptions {
  window?: { x: number; y: number; w: number; h: number; scale: number };
}

export function drawMap(view: MapView, opts: MapDrawOptions = {}): Canvas {
  const def = getMapDef(view.map.mapId);
  const g = mapGeometry(def);
  const win = opts.window;
  // the full map says under it what its tokens' labels stand for (a close-up's banner does, xxMap)
  const keyText = win ? '' : (view.labelKey?.(Object.keys(def.hexes)) ?? []).join('   ·   ');
  const keyLines = keyText ? wrapText(measureCtx(), keyText, KEY_SIZE, g.width - 2 * MARGIN, 'bold') : [];
  const keyH = keyLines.length ? KEY_LINE * keyLines.length + MARGIN / 2 : 0;
  const { canvas, ctx } = win ? newCanvas(win.w * win.scale, win.h * win.scale) : newCanvas(g.width, g.height + keyH);
  keyLines.forEach((line, i) => drawText(ctx, line, MARGIN, g.height + KEY_LINE / 2 + i * KEY_LINE, { size: KEY_SIZE, style: 'bold', align: 'left', color: INK }));
  if (win) {
    ctx.scale(win.scale, win.scale);
    ctx.translate(-win.x, -win.y);
  }
  drawText(ctx, view.headline, MARGIN, HEADER / 2 + 6, { size: 30, style: 'bold', align: 'left', maxWidth: g.width - 2 * MARGIN });
  coordinates(ctx, def, g);
  const layout = def.layout;
  const later: ((c: typeof ctx) => void)[] = [];
  for (const hex of hexesIn(def, g, win)) {
    const c = g.center(hex);
    const { def: tile, state } = currentTile(view.map, hex);
    ctx.save();
    ctx.translate(c.x, c.y);
    drawTile(
      ctx,
      {
        def: tile,
        rotation: state.rotation,
        tokens: state.tokens,
        reservations: state.reservations,
        locationName: def.hexes[hex]!.locationName,
        phaseColor: view.phaseColor,
        preprinted: tile.name === hex,
        blockers: view.blocks?.[hex],
        colors: view.colors,
        money: view.money,
      },
      HEX_R,
      layout,
      later,
    );
    ctx.restore();
  }
  for (const hex of [view.highlight.tileHex, view.highlight.tokenHex]) {
    if (!hex || !def.hexes[hex]) continue;
    const c = g.center(hex);
    hexPath(ctx, c.x, c.y, HEX_R - 4, layout);
    ctx.lineWidth = 8;
    ctx.strokeStyle = HIGHLIGHT;
    ctx.stroke();
  }
  const run = view.lastRun;
  if (run) {
    ctx.save();
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.setLineDash([28, 18]);
    // a dark edge under the corporation's colour, so light colours show on yellow tiles too
    for (const [color, width, alpha] of [[INK, 22, 0.45], [view.colors(run.corp).fill, 14, 0.85]] as const) {
      ctx.strokeStyle = color;
      ctx.lineWidth = width;
      ctx.globalAlpha = alpha;
      for (const path of run.paths) {
        const pts = path.filter((h) => def.hexes[h]).map((h) => g.center(h));
        if (pts.length < 2) continue;
        ctx.beginPath();
        pts.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
        ctx.stroke();
      }
    }
    ctx.restore();
  }
  for (const fn of later) fn(ctx);
  for (const mark of view.marks ?? []) if (def.hexes[mark.hex]) drawMark(ctx, g.center(mark.hex), mark);
  legend(ctx, view, g.width - MARGIN, HEADER / 2 + 6);
  return canvas;
}

/** A title's badge near the top of a hex: bold text on a rounded, outlined label. */
function drawMark(ctx: ReturnType<Canvas['getContext']>, c: Point, mark: { text: string; fill: string; color: string }): void {
  const size = 24;
  const w = textWidth(ctx, mark.text, size, 'bold') + 20;
  const h = size + 14;
  const y = c.y - HEX_R * 0.6;
  ctx.beginPath();
  ctx.roundRect(c.x - w / 2, y - h / 2, w, h, 10);
  ctx.fillStyle = mark.fill;
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = INK;
  ctx.stroke();
  drawText(ctx, mark.text, c.x, y + 1, { size, style: 'bold', color: mark.color });
}

/** What the marks mean, right-aligned in the header: the pink outline, the dashed last run and a title's notes. */
function legend(ctx: ReturnType<Canvas['getContext']>, view: MapView, right: number, y: number): void {
  const items: { draw: (x: number) => void; text: string; bare?: boolean }[] = [];
  if (view.highlight.tileHex || view.highlight.tokenHex)
    items.push({
      text: 'last tile / token',
      draw: (x) => {
        hexPath(ctx, x + 18, y, 16, 'flat');
        ctx.lineWidth = 5;
        ctx.strokeStyle = HIGHLIGHT;
        ctx.stroke();
      },
    });
  if (view.lastRun) {
    const color = view.colors(view.lastRun.corp).fill;
    items.push({
      text: `${view.colors(view.lastRun.corp).label ?? view.lastRun.corp}'s last run`,
      draw: (x) => {
        ctx.save();
        ctx.setLineDash([14, 8]);
        for (const [c, w, a] of [[INK, 14, 0.45], [color, 8, 0.85]] as const) {
          ctx.strokeStyle = c;
          ctx.globalAlpha = a;
          ctx.lineWidth = w;
          ctx.beginPath();
          ctx.moveTo(x, y);
          ctx.lineTo(x + 40, y);
          ctx.stroke();
        }
        ctx.restore();
      },
    });
  }
  for (const text of view.notes ?? []) items.push({ text, draw: () => undefined, bare: true });
  let x = right;
  for (const item of items.reverse()) {
    const w = textWidth(ctx, item.text, 22, 'bold');
    drawText(ctx, item.text, x, y, { size: 22, style: 'bold', align: 'right', color: INK });
    x -= w + (item.bare ? 0 : 52);
    item.draw(x);
    x -= item.bare ? 40 : 30;
  }
}
