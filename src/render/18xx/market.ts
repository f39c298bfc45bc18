// The 18xx stock market: the grid with zones coloured, par prices marked, tokens stacked in arrival order.
import type { Canvas } from '@napi-rs/canvas';
import type { TitleConfig } from '../../engine/18xx/face.ts';
import { marketGrid } from '../../engine/18xx/face.ts';
import type { GameState } from '../../engine/18xx/face.ts';
import { GRID, INK, MUTED } from '../palette.ts';
import { measureCtx, newCanvas } from '../png.ts';
import { PAGE_WIDTH } from '../sheet.ts';
import { drawText, wrapText } from '../text.ts';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawToken } from './tile.ts';
import { corpPalette, labelsKey, type CorpPalette } from './colors.ts';

type Zone = { fill: string; legend: string; par?: { outline: string } };

const ZONES: Record<string, Zone> = {
  p: { fill: '#d7c6f2', legend: 'par price', par: { outline: '#5b3fa0' } },
  y: { fill: '#fff07a', legend: 'shares do not count toward the certificate limit' },
  o: { fill: '#ffb35c', legend: 'may hold more than 60%, no certificate limit' },
  b: { fill: '#c58a5c', legend: 'may hold more than 60%, no certificate limit' },
  e: { fill: '#ff6b6b', legend: 'reaching it ends the game' },
};
const PLAIN = '#ffffff';

/** The zones of a title's market (its own meanings over the shared ones), in the order a cell's letters are read. */
function zonesOf(cfg: TitleConfig): { zones: Record<string, Zone>; order: string[] } {
  const zones = { ...ZONES, ...(cfg.marketZones ?? {}) };
  const own = Object.keys(cfg.marketZones ?? {}).filter((z) => !(z in ZONES));
  return { zones, order: ['e', 'p', ...own, 'b', 'o', 'y'] };
}

/** A title's additions to the market picture. */
export interface MarketExtras {
  /** Tokens drawn with a second, gold ring (1828: systems). */
  ringed?: string[];
  /** A key below the zones: a heading, what marks the tokens, and one entry per token. */
  key?: { title: string; note: string; entries: { sym: string; text: string }[] };
}

export const RING = '#c9a227';

function ringedToken(ctx: SKRSContext2D, x: number, y: number, r: number, sym: string, ringed: boolean, colors: CorpPalette): void {
  if (ringed) {
    ctx.beginPath();
    ctx.arc(x, y, r + 4, 0, Math.PI * 2);
    ctx.lineWidth = 5;
    ctx.strokeStyle = RING;
    ctx.stroke();
  }
  drawToken(ctx, x, y, r, sym, colors(sym));
}

const KEY_ROW = 56;
const KEY_PER_ROW = 3;

export function drawMarket(state: GameState, cfg: TitleConfig, headline: string, extras: MarketExtras = {}): Canvas {
  const grid = marketGrid(cfg);
  const colors = corpPalette(cfg);
  const cols = Math.max(...grid.map((r) => r.length));
  // as wide as a phone picture allows (PAGE_WIDTH), never wider than the roomy 124 px
  const cellW = Math.min(124, Math.floor((PAGE_WIDTH - 80) / cols));
  // tokens full size (r 22), two a row where two fit (three in roomy cells), else one; each row of the
  // grid as tall as its largest stack
  const perRow = cellW >= 150 ? 3 : cellW >= 100 ? 2 : 1;
  const tr = Math.min(22, Math.floor((cellW - 8) / perRow / 2) - 2);
  const rowH = grid.map((row, r) => {
    const stack = Math.max(1, ...row.map((_, c) => state.cells[`${r},${c}`]?.length ?? 0));
    return Math.max(110, 44 + Math.ceil(stack / perRow) * (2 * tr + 2) + 12);
  });
  const rowY = rowH.map((_, r) => rowH.slice(0, r).reduce((a, b) => a + b, 0));
  const gridH = rowH.reduce((a, b) => a + b, 0);
  const left = 40;
  const width = left * 2 + cols * cellW;
  const head = wrapText(measureCtx(), headline, 30, width - 2 * left, 'bold');
  const top = 48 + head.length * 42;
  const { zones, order } = zonesOf(cfg);
  const zoneOf = (types: string): string | null => order.find((z) => types.includes(z)) ?? null;
  const usedZones = new Set(grid.flatMap((r) => r.map((c) => (c ? zoneOf(c.types) : null)).filter((z): z is string => !!z)));
  // zones that mean the same share a legend line
  const legend = new Map<string, string[]>();
  for (const z of [...order.filter((x) => x !== 'e'), 'e']) if (usedZones.has(z)) legend.set(zones[z]!.legend, [...(legend.get(zones[z]!.legend) ?? []), z]);
  const legendH = 40 + legend.size * 34;
  const key = extras.key && extras.key.entries.length ? extras.key : null;
  const keyH = key ? 86 + Math.ceil(key.entries.length / KEY_PER_ROW) * KEY_ROW : 0;
  // what the tokens' labels stand for ("M8 = Minor 8 (…)": a bare number would read as a price)
  const labelText = labelsKey(cfg, Object.values(state.cells).flat().sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))).join('   ·   ');
  const labelLines = labelText ? wrapText(measureCtx(), labelText, 22, width - 2 * left) : [];
  const labelsH = labelLines.length ? 30 + labelLines.length * 32 : 0;
  const height = top + gridH + 30 + legendH + labelsH + keyH;
  const ringed = new Set(extras.ringed ?? []);
  const { canvas, ctx } = newCanvas(width, height);
  head.forEach((line, i) => drawText(ctx, line, left, 45 + i * 42, { size: 30, style: 'bold', align: 'left', maxWidth: width - 2 * left }));

  grid.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (!cell) return;
      const x = left + c * cellW;
      const y = top + rowY[r]!;
      const cellH = rowH[r]!;
      const zone = zoneOf(cell.types);
      const par = zone ? zones[zone]!.par : undefined;
      ctx.fillStyle = zone ? zones[zone]!.fill : PLAIN;
      ctx.fillRect(x, y, cellW, cellH);
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = GRID;
      ctx.strokeRect(x, y, cellW, cellH);
      if (par) {
        ctx.lineWidth = 4;
        ctx.strokeStyle = par.outline;
        ctx.strokeRect(x + 3, y + 3, cellW - 6, cellH - 6);
      }
      drawText(ctx, String(cell.price), x + 8, y + 22, { size: 24, style: 'bold', align: 'left', color: INK, maxWidth: cellW - 12 });
      const stack = state.cells[`${r},${c}`] ?? [];
      // arrival order, left to right then down: the first one operates first
      stack.forEach((sym, i) => {
        const inRow = Math.min(perRow, stack.length - Math.floor(i / perRow) * perRow);
        const col = i % perRow;
        const tx = x + cellW / 2 + (col - (inRow - 1) / 2) * (2 * tr + 3);
        const ty = y + 44 + tr + Math.floor(i / perRow) * (2 * tr + 2);
        ringedToken(ctx, tx, ty, tr, sym, ringed.has(sym), colors);
      });
    }),
  );

  let ly = top + gridH + 40;
  drawText(ctx, 'Zones', left, ly, { size: 24, style: 'bold', align: 'left' });
  for (const [text, letters] of legend) {
    ly += 34;
    letters.forEach((z, i) => {
      const sx = left + i * 48;
      const par = zones[z]!.par;
      ctx.fillStyle = zones[z]!.fill;
      ctx.fillRect(sx, ly - 12, 40, 24);
      ctx.lineWidth = par ? 4 : 1.5;
      ctx.strokeStyle = par ? par.outline : GRID;
      ctx.strokeRect(sx, ly - 12, 40, 24);
    });
    drawText(ctx, text, left + 8 + letters.length * 48, ly, { size: 22, align: 'left', color: INK });
  }
  if (labelLines.length) ly += 30;
  for (const line of labelLines) {
    ly += 32;
    drawText(ctx, line, left, ly, { size: 22, align: 'left', color: INK });
  }
  if (key) {
    ly += 60;
    const titleW = drawText(ctx, key.title, left, ly, { size: 24, style: 'bold', align: 'left' });
    drawText(ctx, key.note, left + titleW + 16, ly, { size: 22, align: 'left', color: INK, maxWidth: width - 2 * left - titleW - 16 });
    const colW = (width - 2 * left) / KEY_PER_ROW;
    key.entries.forEach((e, i) => {
      const x = left + (i % KEY_PER_ROW) * colW;
      const y = ly + 20 + KEY_ROW / 2 + Math.floor(i / KEY_PER_ROW) * KEY_ROW;
      ringedToken(ctx, x + 24, y, 20, e.sym, true, colors);
      drawText(ctx, e.text, x + 58, y, { size: 22, align: 'left', color: INK, maxWidth: colW - 64 });
    });
  }
  // (only corporations with a share price wait to be started: 1871's minors never have one)
  const unparred = state.corps.filter((c) => !c.ipoed && !c.closed && cfg.corporations.find((d) => d.sym === c.sym)?.type !== 'minor').map((c) => c.sym);
  if (unparred.length) {
    drawText(ctx, `Not yet started: ${unparred.join(', ')}`, width - left, top + gridH + 40, {
      size: 22,
      align: 'right',
      color: MUTED,
    });
  }
  return canvas;
}
