// Close-ups for choosing a lay or a token on a phone (the turn panel's pictures): a hex with its neighbours;
// every offered tile and rotation drawn in place, numbered 1…N; the cities a token may go to with the
// offered slots numbered 1…N. Drawn with the map's own hex drawing (map.ts) on a copy of the map; at most
// 1280 px wide, numbers 36 px. The `…Of` forms take any title's map view and what it draws over the shared
// hexes (1871's token and stop shapes); the others are the 18xx titles' own.
import type { Canvas } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { currentTile, getMapDef, layTile, resolveCity, type MapState } from '../../engine/18xx/face.ts';
import type { GameView } from '../../engine/view.ts';
import type { Point } from '../hex.ts';
import { HIGHLIGHT, INK, WHITE } from '../palette.ts';
import { newCanvas } from '../png.ts';
import { drawText } from '../text.ts';
import { xxMapView } from './index.ts';
import { drawMap, HEX_R, hexesIn, mapGeometry, type MapView } from './map.ts';
import { withBanner } from '../banner.ts';
import { placeNodes } from './nodes.ts';
import { slotOffsets } from './tile.ts';

/** Widest picture a phone gets. */
export const MAX_WIDTH = 1280;
const NUMBER_SIZE = 36;

interface Window {
  x: number;
  y: number;
  w: number;
  h: number;
  scale: number;
}

/** The map-space window around some hexes with `radius` hexes on each side, scaled to at most `maxWidth`. */
function windowAround(map: MapState, hexes: string[], radius: number, scale: number, maxWidth = MAX_WIDTH): Window {
  const g = mapGeometry(getMapDef(map.mapId));
  const centers = hexes.map((h) => g.center(h));
  const [x0, x1] = [Math.min(...centers.map((c) => c.x)), Math.max(...centers.map((c) => c.x))];
  const [y0, y1] = [Math.min(...centers.map((c) => c.y)), Math.max(...centers.map((c) => c.y))];
  const w = x1 - x0 + (2 * radius + 1) * 1.5 * HEX_R + HEX_R;
  const h = y1 - y0 + (2 * radius + 1) * Math.sqrt(3) * HEX_R;
  return { x: (x0 + x1 - w) / 2, y: (y0 + y1 - h) / 2, w, h, scale: Math.min(scale, maxWidth / w) };
}

/** A numbered badge (white disc, dark ring) centred on a point of the output picture. */
function badge(ctx: ReturnType<Canvas['getContext']>, p: Point, n: number): void {
  const r = NUMBER_SIZE * 0.75;
  ctx.beginPath();
  ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  ctx.fillStyle = WHITE;
  ctx.fill();
  ctx.lineWidth = 5;
  ctx.strokeStyle = HIGHLIGHT;
  ctx.stroke();
  drawText(ctx, String(n), p.x, p.y + 1, { size: NUMBER_SIZE, style: 'bold', color: INK });
}

/** What a title draws over the shared hexes, in map space (the window's transform is set): 1871's shapes. */
export type MapOverlay = (ctx: SKRSContext2D, map: MapState) => void;

/** The map drawn in a window, with the title's overlay on top (the window's transform left on the context). */
function drawWindow(view: MapView, win: Window, overlay?: MapOverlay): Canvas {
  const canvas = drawMap(view, { window: win });
  if (overlay) overlay(canvas.getContext('2d'), view.map);
  return canvas;
}

/** `canvas` with what the labels on its windows' tokens stand for above it ("M8 = Minor 8 (…)"), if any. */
function keyed(canvas: Canvas, view: MapView, wins: Window[]): Canvas {
  const def = getMapDef(view.map.mapId);
  const g = mapGeometry(def);
  const key = view.labelKey?.([...new Set(wins.flatMap((w) => hexesIn(def, g, w)))]) ?? [];
  return key.length ? withBanner(canvas, [key.join(' · ')]) : canvas;
}

/** A hex and its neighbours, the hex outlined. */
export function drawHexCloseup(game: GameView, hex: string): Canvas {
  return drawHexCloseupOf(xxMapView(game), hex);
}

/** A hex and its neighbours, the hex outlined, for any title's map view. */
export function drawHexCloseupOf(view: MapView, hex: string, overlay?: MapOverlay): Canvas {
  const win = windowAround(view.map, [hex], 1, 1.1);
  return keyed(drawWindow({ ...view, highlight: { tileHex: hex } }, win, overlay), view, [win]);
}

/** The map with one lay made (a picture only: the engine has checked the lay is legal). */
function withLay(map: MapState, hex: string, tile: string, rotation: number): MapState {
  const copy = structuredClone(map);
  layTile(copy, { hex, tile, rotation }, { skipChecks: true });
  return copy;
}

/**
 * Every lay on `hex` (tile ids and rotations as the engine lists them), each drawn in place among the hex's
 * neighbours, numbered 1…N in the order given, two to a row.
 */
export function drawLayChoices(game: GameView, hex: string, lays: { tile: string; rotation: number }[]): Canvas {
  return drawLayChoicesOf(xxMapView(game), hex, lays);
}

/** Every lay on `hex`, numbered, for any title's map view (its overlay drawn on each laid copy). */
export function drawLayChoicesOf(view: MapView, hex: string, lays: { tile: string; rotation: number }[], overlay?: MapOverlay): Canvas {
  // two to a row at 0.9 of the map's scale: the map's smallest text (18 px) stays ≥ 16 px, the picture ≤ 1280 px
  const cols = Math.min(2, lays.length);
  const rows = Math.ceil(lays.length / cols);
  const base = windowAround(view.map, [hex], 1, 1);
  const cellScale = Math.min(0.9, (MAX_WIDTH - 8 * (cols + 1)) / cols / base.w);
  const cw = Math.floor(base.w * cellScale);
  const ch = Math.floor(base.h * cellScale);
  const gap = 8;
  const { canvas, ctx } = newCanvas(cols * cw + (cols + 1) * gap, rows * ch + (rows + 1) * gap);
  lays.forEach((lay, n) => {
    const cell = drawWindow({ ...view, map: withLay(view.map, hex, lay.tile, lay.rotation), highlight: { tileHex: hex }, lastRun: null }, { ...base, scale: cellScale }, overlay);
    const x = gap + (n % cols) * (cw + gap);
    const y = gap + Math.floor(n / cols) * (ch + gap);
    ctx.drawImage(cell, x, y, cw, ch);
    badge(ctx, { x: x + NUMBER_SIZE, y: y + NUMBER_SIZE }, n + 1);
  });
  return keyed(canvas, { ...view, lastRun: null }, [base]);
}

/** Where a city's slot is drawn, in map space. */
function slotPoint(map: MapState, hex: string, city: number, slot: number): Point {
  const def = getMapDef(map.mapId);
  const g = mapGeometry(def);
  const c = g.center(hex);
  const { def: tile, state } = currentTile(map, hex);
  const node = placeNodes(tile, state.rotation, HEX_R, def.layout).cities[city] ?? { x: 0, y: 0 };
  // the badge goes on a free slot: the listed one when free, else the city's first free one
  const tokens = state.tokens[city] ?? [];
  const free = tokens[slot] ? tokens.findIndex((t) => !t) : slot;
  const off = slotOffsets(tile.cities[city]?.slots ?? 1, HEX_R * 0.26)[free < 0 ? slot : free] ?? { x: 0, y: 0 };
  return { x: c.x + node.x + off.x, y: c.y + node.y + off.y };
}

/** The smallest scale the map is drawn at in a close-up: its smallest text (18 px) stays ≥ 16 px. */
const MIN_SCALE = 0.9;

/**
 * The cities a token may go to (log city ids and slots as the engine lists them), each offered slot numbered 1…N:
 * one close-up around them all when it fits 1280 px at a legible scale, else one per hex, two to a row.
 */
export function drawTokenChoices(game: GameView, spots: { city: string; slot: number }[]): Canvas {
  return drawTokenChoicesOf(xxMapView(game), spots);
}

/** The cities a token may go to, each offered slot numbered, for any title's map view (its overlay on top). */
export function drawTokenChoicesOf(view: MapView, spots: { city: string; slot: number }[], overlay?: MapOverlay): Canvas {
  const placed = spots.map((s, n) => ({ ...resolveCity(view.map, s.city), slot: s.slot, n }));
  const hexes = [...new Set(placed.map((p) => p.hex))];
  const all = windowAround(view.map, hexes, 1, 1);
  if (all.scale >= MIN_SCALE || hexes.length === 1) {
    const canvas = drawWindow({ ...view, highlight: {} }, all, overlay);
    const ctx = canvas.getContext('2d');
    // drawMap leaves its window's scale and shift on the context: the badges are placed in picture pixels
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    for (const p of placed) {
      const m = slotPoint(view.map, p.hex, p.city, p.slot);
      badge(ctx, { x: (m.x - all.x) * all.scale, y: (m.y - all.y) * all.scale }, p.n + 1);
    }
    return keyed(canvas, view, [all]);
  }
  // cities far apart: each hex with its neighbours, its spots numbered as in the whole list
  const cells = hexes.map((hex) => windowAround(view.map, [hex], 1, MIN_SCALE));
  const gap = 8;
  const cols = 2;
  const cw = Math.floor(Math.max(...cells.map((c) => c.w * c.scale)));
  const ch = Math.floor(Math.max(...cells.map((c) => c.h * c.scale)));
  const { canvas, ctx } = newCanvas(cols * cw + (cols + 1) * gap, Math.ceil(hexes.length / cols) * (ch + gap) + gap);
  hexes.forEach((hex, k) => {
    const win = cells[k]!;
    const x = gap + (k % cols) * (cw + gap);
    const y = gap + Math.floor(k / cols) * (ch + gap);
    ctx.drawImage(drawWindow({ ...view, highlight: {} }, win, overlay), x, y);
    for (const p of placed.filter((q) => q.hex === hex)) {
      const m = slotPoint(view.map, p.hex, p.city, p.slot);
      badge(ctx, { x: x + (m.x - win.x) * win.scale, y: y + (m.y - win.y) * win.scale }, p.n + 1);
    }
  });
  return keyed(canvas, view, cells);
}
