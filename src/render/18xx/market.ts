// The 18xx stock market: the grid with zones coloured, par prices marked, tokens stacked in arrival order.
import type { Canvas } from '@napi-rs/canvas';
import type { TitleConfig } from '../../engine/18xx/face.ts';
import { marketGrid } from '../../engine/18xx/face.ts';
import type { GameState } from '../../engine/18xx/face.ts';
import { GRID, INK, MUTED } from '../palette.ts';
import { newCanvas } from '../png.ts';
import { drawText } from '../text.ts';
import { drawToken } from './tile.ts';

const ZONES: Record<string, { fill: string; legend: string }> = {
  p: { fill: '#d7c6f2', legend: 'par price' },
  y: { fill: '#fff07a', legend: 'shares do not count toward the certificate limit' },
  o: { fill: '#ffb35c', legend: 'may hold more than 60%, no certificate limit' },
  b: { fill: '#c58a5c', legend: 'may hold more than 60%, no certificate limit' },
  e: { fill: '#ff6b6b', legend: 'reaching it ends the game' },
};
const PLAIN = '#ffffff';

function zoneOf(types: string): string | null {
  for (const z of ['e', 'p', 'b', 'o', 'y']) if (types.includes(z)) return z;
  return null;
}

export function drawMarket(state: GameState, cfg: TitleConfig, headline: string): Canvas {
  const grid = marketGrid(cfg);
  const cols = Math.max(...grid.map((r) => r.length));
  const cellW = Math.max(96, Math.min(124, Math.floor(1760 / cols)));
  // tall enough for the largest stack (two columns of tokens when crowded)
  const maxStack = Math.max(1, ...Object.values(state.cells).map((l) => l.length));
  const perRow = cellW >= 150 ? 3 : 2;
  const cellH = Math.max(110, 44 + Math.ceil(maxStack / perRow) * 46 + 12);
  const left = 40;
  const top = 90;
  const width = left * 2 + cols * cellW;
  const usedZones = new Set(grid.flatMap((r) => r.map((c) => (c ? zoneOf(c.types) : null)).filter((z): z is string => !!z)));
  // zones that mean the same share a legend line
  const legend = new Map<string, string[]>();
  for (const z of ['p', 'y', 'o', 'b', 'e']) if (usedZones.has(z)) legend.set(ZONES[z]!.legend, [...(legend.get(ZONES[z]!.legend) ?? []), z]);
  const legendH = 40 + legend.size * 34;
  const height = top + grid.length * cellH + 30 + legendH;
  const { canvas, ctx } = newCanvas(width, height);
  drawText(ctx, headline, left, 45, { size: 30, style: 'bold', align: 'left', maxWidth: width - 2 * left });

  grid.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (!cell) return;
      const x = left + c * cellW;
      const y = top + r * cellH;
      const zone = zoneOf(cell.types);
      ctx.fillStyle = zone ? ZONES[zone]!.fill : PLAIN;
      ctx.fillRect(x, y, cellW, cellH);
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = GRID;
      ctx.strokeRect(x, y, cellW, cellH);
      if (cell.types.includes('p')) {
        ctx.lineWidth = 4;
        ctx.strokeStyle = '#5b3fa0';
        ctx.strokeRect(x + 3, y + 3, cellW - 6, cellH - 6);
      }
      drawText(ctx, String(cell.price), x + 10, y + 22, { size: 24, style: 'bold', align: 'left', color: INK });
      const stack = state.cells[`${r},${c}`] ?? [];
      // arrival order, left to right then down: the first one operates first
      const tr = 22;
      stack.forEach((sym, i) => {
        const inRow = Math.min(perRow, stack.length - Math.floor(i / perRow) * perRow);
        const col = i % perRow;
        const tx = x + cellW / 2 + (col - (inRow - 1) / 2) * (2 * tr + 3);
        const ty = y + 44 + tr + Math.floor(i / perRow) * 46;
        drawToken(ctx, tx, ty, tr, sym);
      });
    }),
  );

  let ly = top + grid.length * cellH + 40;
  drawText(ctx, 'Zones', left, ly, { size: 24, style: 'bold', align: 'left' });
  for (const [text, zones] of legend) {
    ly += 34;
    zones.forEach((z, i) => {
      const sx = left + i * 48;
      ctx.fillStyle = ZONES[z]!.fill;
      ctx.fillRect(sx, ly - 12, 40, 24);
      ctx.lineWidth = z === 'p' ? 4 : 1.5;
      ctx.strokeStyle = z === 'p' ? '#5b3fa0' : GRID;
      ctx.strokeRect(sx, ly - 12, 40, 24);
    });
    drawText(ctx, text, left + 8 + zones.length * 48, ly, { size: 22, align: 'left', color: INK });
  }
  const unparred = state.corps.filter((c) => !c.ipoed && !c.closed).map((c) => c.sym);
  if (unparred.length) {
    drawText(ctx, `Not yet started: ${unparred.join(', ')}`, width - left, top + grid.length * cellH + 40, {
      size: 22,
      align: 'right',
      color: MUTED,
    });
  }
  return canvas;
}
