// The 1871 stock market: the data file's grid (par cells, yellow zone, end cells marked) with each
// started major's marker on its price.
import type { Canvas } from '@napi-rs/canvas';
import { INK, MUTED, WHITE } from '../palette.ts';
import { measureCtx, newCanvas } from '../png.ts';
import { PAGE_WIDTH } from '../sheet.ts';
import { drawText, wrapText } from '../text.ts';
import { neutralColor } from '../18xx/colors.ts';
import { labelKey } from '../short-label.ts';
import type { SteelPicture } from './view.ts';

const M = 40;

function cellFill(code: string): string {
  if (/e/.test(code)) return '#e06666';
  if (/xp/.test(code)) return '#9fd39a';
  if (/p/.test(code)) return '#cfe8cc';
  if (/y/.test(code)) return '#f6e27a';
  return WHITE;
}

/** The started majors on each cell ("row,col"), in the order the view lists them. */
function markersAt(pic: SteelPicture): Map<string, string[]> {
  const at = new Map<string, string[]>();
  for (const m of Object.values(pic.view.majors)) if (m.started && m.cell) at.set(m.cell.join(','), [...(at.get(m.cell.join(',')) ?? []), m.id]);
  return at;
}

export function drawSteelMarket(pic: SteelPicture): Canvas {
  const rows = pic.data.market.rows;
  const cols = Math.max(...rows.map((r) => r.length));
  // as wide as a phone picture allows (PAGE_WIDTH); a cell holds its price and a bar per major on it
  const CW = Math.min(92, Math.floor((PAGE_WIDTH - 2 * M) / cols));
  const stack = Math.max(2, ...[...markersAt(pic).values()].map((l) => l.length));
  const CH = Math.max(92, 38 + stack * 26 + 4);
  const width = 2 * M + cols * CW;
  const head = wrapText(measureCtx(), pic.headline, 30, width - 2 * M, 'bold');
  const TOP = 90 + head.length * 42;
  const at = markersAt(pic);
  // what each marker's label stands for, one line per few majors
  const labelLines = wrapText(measureCtx(), labelKey([...at.values()].flat(), pic.labels, pic.names).join(' · '), 24, width - 2 * M);
  const height = TOP + rows.length * CH + 70 + labelLines.length * 36;
  const { canvas, ctx } = newCanvas(width, height);
  head.forEach((line, i) => drawText(ctx, line, M, 40 + i * 42, { size: 30, style: 'bold', align: 'left', maxWidth: width - 2 * M }));
  drawText(ctx, 'Stock market (provisional: 1822 market)', M, TOP - 40, { size: 26, align: 'left', color: MUTED, maxWidth: width - 2 * M });
  rows.forEach((row, r) =>
    row.forEach((code, c) => {
      if (!code) return;
      const x = M + c * CW;
      const y = TOP + r * CH;
      ctx.fillStyle = cellFill(code);
      ctx.fillRect(x, y, CW, CH);
      ctx.lineWidth = 2;
      ctx.strokeStyle = INK;
      ctx.strokeRect(x, y, CW, CH);
      drawText(ctx, String(parseInt(code, 10)), x + 6, y + 18, { size: 24, style: 'bold', align: 'left', maxWidth: CW - 10 });
      (at.get(`${r},${c}`) ?? []).forEach((id, k) => {
        const col = neutralColor(id);
        const ty = y + 38 + k * 26;
        ctx.fillStyle = col.fill;
        ctx.fillRect(x + 6, ty, CW - 12, 24);
        drawText(ctx, pic.labels[id] ?? id, x + CW / 2, ty + 12, { size: 20, style: 'bold', color: col.text, maxWidth: CW - 16 });
      });
    }),
  );
  const key = [
    ['#9fd39a', 'major par'],
    ['#f6e27a', 'yellow zone'],
    ['#e06666', 'game ends'],
  ] as const;
  let x = M;
  const y = TOP + rows.length * CH + 38;
  for (const [fill, text] of key) {
    ctx.fillStyle = fill;
    ctx.fillRect(x, y - 14, 28, 28);
    ctx.strokeStyle = INK;
    ctx.strokeRect(x, y - 14, 28, 28);
    x += 40 + drawText(ctx, text, x + 40, y, { size: 24, align: 'left' }) + 40;
  }
  labelLines.forEach((line, i) => drawText(ctx, line, M, y + 44 + i * 36, { size: 24, align: 'left', maxWidth: width - 2 * M }));
  return canvas;
}
