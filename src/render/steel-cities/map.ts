// The 1871 map: the shared 18xx map drawing, then 1871's shapes on top — square tokens (freight) and
// round tokens (passenger) in the cities, square dahs and round dits for towns, the classes an
// offboard serves — and a legend saying what the shapes mean.
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { currentTile, getMapDef, type MapDef, type MapState, type PhaseColor } from '../../engine/18xx/face.ts';
import { hexShapes, tokenKey } from '../../engine/titles/1871-steel-cities/map.ts';
import type { Shape } from '../../engine/titles/1871-steel-cities/revenue.ts';
import type { GameView } from '../../engine/view.ts';
import { INK, MUTED, PAPER, WHITE } from '../palette.ts';
import { measureCtx, newCanvas } from '../png.ts';
import { drawText, textWidth } from '../text.ts';
import { neutralColor, type CorpPalette } from '../18xx/colors.ts';
import { labelKey } from '../short-label.ts';
import { drawMap, HEX_R, mapGeometry, type MapView } from '../18xx/map.ts';
import { lastChanges } from '../18xx/map-state.ts';
import { beforeUndo } from '../undo.ts';
import { placeNodes } from '../18xx/nodes.ts';
import { slotOffsets } from '../18xx/tile.ts';
import type { MapOptions } from '../types.ts';
import { effectiveActions } from '../../engine/log.ts';
import { namesInWords, withBanner } from '../banner.ts';
import type { SteelPicture } from './view.ts';

const SLOT_R = HEX_R * 0.26;
const LEGEND_H = 70;
const KEY_LINE = 38;

/** "AV = Allegheny Valley" for each company with a token or a reserved home on the map (they show its short label). */
export function labelsKey(pic: SteelPicture, map: MapState = pic.view.map): string[] {
  const owners: string[] = [];
  for (const hex of Object.keys(getMapDef(map.mapId).hexes)) {
    const { state } = currentTile(map, hex);
    for (const slots of [...state.tokens, ...state.reservations]) for (const o of slots) if (o) owners.push(o);
  }
  return labelKey(owners.sort(), pic.labels, pic.names);
}

/** A company's colours and the label its tokens show (a short label made from its name, see short-label.ts). */
function palette(pic: SteelPicture): CorpPalette {
  return (sym) => ({ ...neutralColor(sym), label: pic.labels[sym] ?? sym });
}

/** A square token: the company's colour and label (covers the round one the 18xx drawing made). */
function squareToken(ctx: SKRSContext2D, x: number, y: number, half: number, sym: string, pic?: SteelPicture): void {
  const c = neutralColor(sym);
  const label = pic ? (pic.labels[sym] ?? sym) : sym;
  ctx.fillStyle = c.fill;
  ctx.fillRect(x - half, y - half, 2 * half, 2 * half);
  ctx.lineWidth = 3;
  ctx.strokeStyle = INK;
  ctx.strokeRect(x - half, y - half, 2 * half, 2 * half);
  drawText(ctx, label, x, y + 1, { size: Math.max(20, half * 0.8), style: 'cond', color: c.text, maxWidth: half * 1.9 });
}

/** A stop marker: a filled square (dah, freight) or circle (dit, passenger). */
function stopMark(ctx: SKRSContext2D, x: number, y: number, s: number, shape: Shape): void {
  ctx.fillStyle = INK;
  ctx.strokeStyle = WHITE;
  ctx.lineWidth = 3;
  ctx.beginPath();
  if (shape === 'square') ctx.rect(x - s, y - s, 2 * s, 2 * s);
  else ctx.arc(x, y, s, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
}

/** 1871's shapes over the shared hexes of `map` (the game's map, or a copy with a lay made), in map space. */
export function drawShapes(ctx: SKRSContext2D, pic: SteelPicture, def: MapDef, map: MapState = pic.view.map): void {
  const g = mapGeometry(def);
  for (const hex of Object.keys(def.hexes)) {
    const c = g.center(hex);
    const { def: tile, state } = currentTile(map, hex);
    const places = placeNodes(tile, state.rotation, HEX_R, def.layout);
    tile.cities.forEach((city, i) => {
      const offs = slotOffsets(Math.max(1, city.slots), SLOT_R);
      (state.tokens[i] ?? []).forEach((owner, slot) => {
        if (!owner || pic.view.tokenShapes[tokenKey(hex, i, owner)] !== 'square') return;
        const p = places.cities[i]!;
        squareToken(ctx, c.x + p.x + offs[slot]!.x, c.y + p.y + offs[slot]!.y, SLOT_R, owner, pic);
      });
    });
    const shapes = hexShapes(pic.data, hex);
    if (!shapes.length) continue;
    if (tile.offboards.length) {
      // the classes an offboard serves, side by side under its revenues
      shapes.forEach((s, k) => stopMark(ctx, c.x + (k - (shapes.length - 1) / 2) * 40, c.y + HEX_R * 0.45, 13, s));
    } else {
      for (const town of places.towns) stopMark(ctx, c.x + town.p.x, c.y + town.p.y, 14, shapes[0]!);
    }
  }
}

/** The key's entries wrapped into lines no wider than `width`, a few entries to a line. */
function keyLines(key: string[], width: number): string[] {
  const lines: string[] = [];
  for (const entry of key) {
    const last = lines.at(-1);
    const next = last ? `${last}  ·  ${entry}` : entry;
    if (last && textWidth(measureCtx(), next, 22, 'regular') > width) lines.push(entry);
    else if (last) lines[lines.length - 1] = next;
    else lines.push(entry);
  }
  return lines;
}

function legend(ctx: SKRSContext2D, width: number, y: number, key: string[]): void {
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, y, width, LEGEND_H + key.length * KEY_LINE);
  key.forEach((line, i) => drawText(ctx, line, 56, y + LEGEND_H + KEY_LINE * (i + 0.4), { size: 22, align: 'left', color: INK }));
  let x = 56;
  const item = (draw: () => void, text: string) => {
    draw();
    x += 34;
    x += drawText(ctx, text, x, y + LEGEND_H / 2, { size: 24, style: 'bold', align: 'left', color: INK }) + 36;
  };
  const cy = y + LEGEND_H / 2;
  item(() => stopMark(ctx, x + 12, cy, 12, 'square'), 'dah (freight stop)');
  item(() => stopMark(ctx, x + 12, cy, 12, 'round'), 'dit (passenger stop)');
  item(() => squareToken(ctx, x + 12, cy, 14, ''), 'freight token');
  item(() => {
    ctx.beginPath();
    ctx.arc(x + 12, cy, 14, 0, Math.PI * 2);
    ctx.fillStyle = MUTED;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }, 'passenger token');
  drawText(ctx, 'provisional placeholder map', width - 56, y + LEGEND_H / 2, { size: 22, align: 'right', color: MUTED });
}

function phaseColor(pic: SteelPicture): PhaseColor {
  const tiles = pic.data.phases.list.find((p) => p.name === pic.view.phase)?.tiles ?? ['yellow'];
  return (tiles[tiles.length - 1] ?? 'yellow') as PhaseColor;
}

/** Whose turn a close-up belongs to: the operator whose lays or tokens it shows, or the turn now, by name. */
export function turnLinesSteel(game: GameView, pic: SteelPicture, change: boolean): string[] {
  const { view, data } = pic;
  const player = (key: unknown) => view.players.find((p) => p.key === String(key))?.name ?? String(key);
  const companyName = (id: string) => [...data.companies.minors, ...data.companies.majors].find((c) => c.id === id)?.name ?? id;
  const presidentOf = (id: string) => view.majors[id]?.president ?? view.companies[id]?.owner ?? null;
  const r = view.round;
  const round = r.kind === 'operating' ? `operating round ${r.set}.${r.number}` : `stock round ${r.number}`;
  const last = change ? [...effectiveActions(game.log)].reverse().find((a) => a.type === 'lay_tile' || a.type === 'place_token') : undefined;
  const op = last && typeof last.entity === 'string' ? last.entity : r.kind === 'operating' ? r.turn.order[r.turn.index] : undefined;
  // the tokens' short labels, said on the close-up too
  const key = labelsKey(pic);
  const keyLine = key.length ? [`Tokens: ${key.join(', ')}`] : [];
  if (op) {
    const pres = presidentOf(op);
    return [`${pres ? `${player(pres)}'s turn for ` : ''}${companyName(op)}`, `${round}${last ? ' · what it built is outlined' : ''}`, ...keyLine];
  }
  const who = namesInWords(game.active.map(player));
  return [...(who ? [`${who}'s turn`, round] : [round]), ...keyLine];
}

/** The shared map drawing's view of 1871's map (its shapes come on top: drawShapes). */
export function steelMapView(game: GameView, pic: SteelPicture): MapView {
  const map = pic.view.map;
  return { map, phaseColor: phaseColor(pic), headline: pic.short, colors: palette(pic), highlight: lastChanges(game, map) };
}

export function drawSteelMap(game: GameView, pic: SteelPicture, opts: MapOptions = {}): Canvas {
  const view = steelMapView(game, pic);
  const { map, highlight } = view;
  const def = getMapDef(map.mapId);
  const undone = opts.aroundUndone ? beforeUndo(game) : null;
  const was = undone ? lastChanges(undone, map) : null;
  const around = opts.around ?? (was ? (was.tokenHex ?? was.tileHex) : opts.aroundChange ? (highlight.tokenHex ?? highlight.tileHex) : undefined);
  if (around) {
    if (!def.hexes[around]) throw new Error(`no hex ${around} on this map`);
    const c = mapGeometry(def).center(around);
    const r = opts.radius ?? 2;
    const w = (2 * r + 1) * 1.5 * HEX_R + HEX_R;
    const h = (2 * r + 1) * Math.sqrt(3) * HEX_R;
    const win = { x: c.x - w / 2, y: c.y - h / 2, w, h, scale: opts.scale ?? 1.25 };
    const canvas = drawMap(view, { window: win });
    const ctx = canvas.getContext('2d');
    ctx.save();
    ctx.setTransform(win.scale, 0, 0, win.scale, -win.x * win.scale, -win.y * win.scale);
    drawShapes(ctx, pic, def);
    ctx.restore();
    return withBanner(canvas, turnLinesSteel(game, pic, !opts.around && !undone));
  }
  const base = drawMap(view);
  const key = keyLines(labelsKey(pic), base.width - 112);
  const { canvas, ctx } = newCanvas(base.width, base.height + LEGEND_H + key.length * KEY_LINE);
  ctx.drawImage(base, 0, 0);
  drawShapes(ctx, pic, def);
  legend(ctx, base.width, base.height, key);
  return canvas;
}
