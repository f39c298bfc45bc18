// Chicago Express status: players (cash, shares) and companies (income, cash, shares and trains left).
import type { Canvas } from '@napi-rs/canvas';
import { MUTED, textOn } from '../palette.ts';
import { newCanvas } from '../png.ts';
import { drawTable, tableHeight, tableWidth, type Cell, type Column } from '../table.ts';
import { drawText } from '../text.ts';
import type { CeView } from './view.ts';

export function drawCeStatus(view: CeView): Canvas {
  const companies = view.companies;
  const playerCols: Column[] = [
    { header: 'Player', width: 300, align: 'left' },
    { header: 'Cash', width: 150 },
    ...companies.map((c) => ({ header: { text: c.label, fill: c.color, color: textOn(c.color), style: 'bold' as const }, width: 140 })),
  ];
  const companyCols: Column[] = [
    { header: 'Company', width: 300, align: 'left' },
    { header: 'Income', width: 150 },
    { header: 'Per share', width: 160 },
    { header: 'Cash', width: 150 },
    { header: 'Shares left', width: 190 },
    { header: 'Trains left', width: 190 },
  ];
  const width = Math.max(tableWidth(playerCols), tableWidth(companyCols)) + 80;
  const recent = view.recent ?? [];
  const standings = view.finished ? [...view.players].sort((a, b) => b.cash - a.cash) : [];
  const height =
    80 + tableHeight(view.players.length) + 40 + tableHeight(companies.length) + 40 + (recent.length ? 50 + recent.length * 34 : 0) + (standings.length ? 70 + standings.length * 40 : 0);
  const { canvas, ctx } = newCanvas(width, height);
  drawText(ctx, view.headline, 40, 45, { size: 30, style: 'bold', align: 'left', maxWidth: width - 80 });

  const activeRow = view.players.findIndex((p) => p.active);
  const playerRows = view.players.map((p) => [
    p.name,
    `$${p.cash}`,
    ...companies.map((c): Cell => {
      const n = p.shares[c.id] ?? 0;
      return n ? { text: String(n), style: 'bold' } : { text: '–', color: MUTED };
    }),
  ]);
  let y = drawTable(ctx, 40, 80, playerCols, playerRows, { highlightRow: activeRow });

  y += 40;
  const companyRows = companies.map((c): Cell[] => [
    { text: c.open ? c.name : `${c.name} (not open)`, fill: c.color, style: 'bold' },
    { text: `$${c.income}` },
    { text: c.perShare ? `$${c.perShare}` : '–', color: c.perShare ? undefined : MUTED },
    { text: `$${c.cash}` },
    { text: `${c.sharesLeft} / ${c.sharesTotal}` },
    { text: `${c.trainsLeft} / ${c.trainsTotal}` },
  ]);
  y = drawTable(ctx, 40, y, companyCols, companyRows);
  if (recent.length) {
    y += 50;
    drawText(ctx, 'Recently', 40, y, { size: 24, style: 'bold', align: 'left' });
    recent.forEach((line, i) => drawText(ctx, line, 40, y + 36 + i * 34, { size: 22, align: 'left', maxWidth: width - 80 }));
    y += 36 + recent.length * 34;
  }
  if (standings.length) {
    // the winner has the most cash; ties share the place
    y += 40;
    drawText(ctx, 'Final standings', 40, y, { size: 28, style: 'bold', align: 'left' });
    standings.forEach((p, i) => {
      const place = standings.findIndex((q) => q.cash === p.cash) + 1;
      const yy = y + 44 + i * 40;
      drawText(ctx, `${place}. ${p.name}`, 40, yy, { size: 26, style: place === 1 ? 'bold' : 'regular', align: 'left', maxWidth: 500 });
      drawText(ctx, `$${p.cash}${place === 1 ? '  winner' : ''}`, 600, yy, { size: 26, style: 'bold', align: 'left' });
    });
  }
  return canvas;
}
