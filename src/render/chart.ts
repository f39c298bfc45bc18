// A line chart of each player's score over the game (net worth in 18xx titles), with the ranking beside
// it: posted at the game's end and by /game chart. Any title: the data is the title's own `result`.
import { moneyOf } from '../engine/money.ts';
import type { Canvas } from '@napi-rs/canvas';
import type { GameView } from '../engine/view.ts';
import { GRID, INK, MUTED, PAPER } from './palette.ts';
import { registerFonts } from './fonts.ts';
import { encodeCompactPng, newCanvas } from './png.ts';
import { drawText, textWidth } from './text.ts';
import { worthSeries, type WorthSeries } from './worth-series.ts';

/** Distinct on paper and for common colour blindness (Okabe–Ito), darkened for thin lines. */
const LINE_COLORS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9', '#000000', '#999933'];

// a phone picture's width (src/render/sheet.ts PAGE_WIDTH); the ranking goes under the chart
const W = 1280;
const PLOT_H = 860;
const RANK_ROW = 52;
const RANK_W = 760;
const PAD = { left: 130, right: 40, top: 110, bottom: 90 };

/** A round number step for an axis spanning `span` with about `ticks` ticks. */
function niceStep(span: number, ticks: number): number {
  const raw = Math.max(1, span / ticks);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const f = raw / mag;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * mag;
}

export function drawWorthChart(series: WorthSeries, headline: string, money: (n: number) => string = moneyOf(null)): Canvas {
  const H = PLOT_H + 80 + series.players.length * RANK_ROW + 30;
  const { canvas, ctx } = newCanvas(W, H, PAPER);
  drawText(ctx, headline, 40, 50, { size: 34, style: 'bold', align: 'left', maxWidth: W - 80 });
  const x0 = PAD.left;
  const x1 = W - PAD.right;
  const y0 = PLOT_H - PAD.bottom;
  const y1 = PAD.top;
  const all = series.points.flat();
  const lo = Math.min(0, ...all);
  const step = niceStep(Math.max(...all, 1) - lo, 6);
  const min = Math.floor(lo / step) * step;
  const max = Math.max(min + step, Math.ceil(Math.max(...all, 1) / step) * step);
  const n = Math.max(1, series.points.length - 1);
  const X = (i: number) => x0 + ((x1 - x0) * i) / n;
  const Y = (v: number) => y0 - ((y0 - y1) * (v - min)) / (max - min);

  // grid and $ axis
  ctx.lineWidth = 1;
  for (let v = min; v <= max; v += step) {
    ctx.strokeStyle = v === 0 ? GRID : '#d9d2c3';
    ctx.beginPath();
    ctx.moveTo(x0, Y(v));
    ctx.lineTo(x1, Y(v));
    ctx.stroke();
    drawText(ctx, `${money(v)}`, x0 - 14, Y(v), { size: 24, align: 'right', color: MUTED });
  }
  // stock rounds (or every round, when there are few) as faint verticals with their names
  const marks = series.rounds.filter((r) => r.label.startsWith('SR'));
  const shown = marks.length >= 2 ? marks : series.rounds;
  const every = Math.max(1, Math.ceil(shown.length / 12));
  shown.forEach((r, k) => {
    ctx.strokeStyle = '#e4dccb';
    ctx.beginPath();
    ctx.moveTo(X(r.at), y0);
    ctx.lineTo(X(r.at), y1);
    ctx.stroke();
    if (k % every === 0) drawText(ctx, r.label, X(r.at), y0 + 30, { size: 22, color: MUTED });
  });
  drawText(ctx, 'moves →', x1, y0 + 64, { size: 22, align: 'right', color: MUTED });

  // one line per player
  series.players.forEach((_, p) => {
    ctx.strokeStyle = LINE_COLORS[p % LINE_COLORS.length]!;
    ctx.lineWidth = 5;
    ctx.lineJoin = 'round';
    ctx.beginPath();
    series.points.forEach((row, i) => (i ? ctx.lineTo(X(i), Y(row[p]!)) : ctx.moveTo(X(i), Y(row[p]!))));
    ctx.stroke();
  });

  // ranking by the last point, as the legend
  const last = series.points.at(-1) ?? [];
  const ranked = series.players.map((pl, p) => ({ name: pl.name, value: last[p] ?? 0, p })).sort((a, b) => b.value - a.value);
  const lx = PAD.left;
  drawText(ctx, 'Ranking', lx, PLOT_H + 40, { size: 30, style: 'bold', align: 'left' });
  ranked.forEach((r, k) => {
    const y = PLOT_H + 40 + RANK_ROW * (k + 1);
    ctx.fillStyle = LINE_COLORS[r.p % LINE_COLORS.length]!;
    ctx.fillRect(lx, y - 6, 40, 12);
    const value = `${money(r.value)}`;
    const vw = textWidth(ctx, value, 28, 'bold');
    drawText(ctx, `${k + 1}. ${r.name}`, lx + 56, y, { size: 28, align: 'left', color: INK, maxWidth: RANK_W - 56 - vw - 30, minSize: 20 });
    drawText(ctx, value, lx + RANK_W, y, { size: 28, style: 'bold', align: 'right' });
  });
  return canvas;
}

/** The chart of a game so far. */
export function chartOf(game: GameView): Canvas {
  const series = worthSeries(game);
  const over = game.finished;
  return drawWorthChart(series, `${game.def.displayName} — ${over ? 'final ' : ''}net worth over the game`, moneyOf(game.def));
}

/** PNG of the chart (any title with a `result`). */
export function renderChart(game: GameView): Buffer {
  registerFonts();
  return encodeCompactPng(chartOf(game));
}
