// The 1871 stock market: the data file's grid (par cells, yellow zone, end cells marked) with each
// started major's marker on its price.
import type { Canvas } from '@napi-rs/canvas';
import { INK, MUTED, WHITE } from '../palette.ts';
import { newCanvas } from '../png.ts';
import { drawText } from '../text.ts';
import { corpColor } from '../18xx/colors.ts';
import type { SteelPicture } from './view.ts';

const CW = 92;
const CH = 92;
const M = 40;
const TOP = 130;

function cellFill(code: string): string {
  if (/e/.test(code)) return '#e06666';
  if (/xp/.test(code)) return '#9fd39a';
  if (/p/.test(code)) return '#cfe8cc';
  if (/y/.test(code)) return '#f6e27a';
  return WHITE;
}

export function drawSteelMarket(pic: SteelPicture): Canvas {
  const rows = pic.data.market.rows;
  const cols = Math.max(...rows.map((r) => r.length));
  const width = 2 * M + cols * CW;
  const height = TOP + rows.length * CH + 70;
  const { canvas, ctx } = newCanvas(width, height);
  drawText(ctx, pic.headline, M, 40, { size: 30, style: 'bold', align: 'left', maxWidth: width - 2 * M });
  drawText(ctx, 'Stock market (provisional: 1822 market)', M, 88, { size: 26, align: 'left', color: MUTED });
  const at = new Map<string, string[]>();
  for (const m of Object.values(pic.view.majors)) if (m.started && m.cell) at.set(m.cell.join(','), [...(at.get(m.cell.join(',')) ?? []), m.id]);
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
      drawText(ctx, String(parseInt(code, 10)), x + 8, y + 18, { size: 24, style: 'bold', align: 'left' });
      (at.get(`${r},${c}`) ?? []).forEach((id, k) => {
        const col = corpColor(id);
        const ty = y + 38 + k * 26;
        ctx.fillStyle = col.fill;
        ctx.fillRect(x + 6, ty, CW - 12, 24);
        drawText(ctx, id, x + CW / 2, ty + 12, { size: 20, style: 'bold', color: col.text, maxWidth: CW - 16 });
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
  return canvas;
}
